import Foundation
import Testing

@testable import HitAreaCLI

/// Counts read right: "1 finding", "2 findings".
@Suite struct PluralTests {
  @Test(
    arguments: [
      (0, "finding", nil, "0 findings"), (1, "finding", nil, "1 finding"),
      (2, "finding", nil, "2 findings"), (1, "fix", "fixes", "1 fix"),
      (3, "fix", "fixes", "3 fixes"),
      (1, "view", nil, "1 view"),
    ] as [(Int, String, String?, String)])
  func counts(_ count: Int, _ singular: String, _ plural: String?, _ expected: String) {
    #expect(counted(count, singular, plural) == expected)
  }

  static func file(_ name: String, _ json: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-plural-\(getpid())-\(name)")
    try Data(json.utf8).write(to: url)
    return url.path
  }

  /// One undersized button alone on a screen: one finding, one error, one fix.
  static let oneButton = #"""
    {"format": "hitarea.layout", "version": 1, "root": {"id": "window", "frame": [0, 0, 400, 800],
     "children": [{"id": "close", "frame": [100, 100, 20, 20], "target": true}]}}
    """#

  @Test func oneOfEverythingIsSingular() throws {
    let path = try Self.file("one.json", Self.oneButton)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let audit = try CommandEndToEndTests.run(["audit", path])
    #expect(audit.stdout.contains("1 finding against iOS (44×44 pt) (1 error)"), "\(audit.stdout)")
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("plural-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: out) }
    let fix = try CommandEndToEndTests.run(["fix", path, "--output", out.path])
    #expect(fix.stdout.hasPrefix("1 fix against"), "\(fix.stdout)")
    #expect(fix.stdout.contains("with 1 fix applied"), "\(fix.stdout)")
    let convert = try CommandEndToEndTests.run(["convert", path, "--output", out.path])
    #expect(convert.stdout.hasSuffix(": 2 views, 1 target\n"), "\(convert.stdout)")
    let render = try CommandEndToEndTests.run(["render", path, "--output", "-"])
    #expect(render.stdout.contains("1 target · policy"), "\(render.stdout.prefix(400))")
    let simulate = try CommandEndToEndTests.run(["simulate", path, "--taps", "1"])
    #expect(simulate.stdout.contains("1 tap per target"), "\(simulate.stdout)")
  }
}

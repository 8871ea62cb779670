import Foundation
import Testing

@testable import HitAreaCLI

/// `hitarea audit|simulate|render --automatic PT` show what the automatic minimum size would do
/// to a screen.
@Suite struct AutomaticCommandTests {
  /// Two 20 pt buttons, one of them in a 20 pt holder that clips its enlargement; a text field.
  static let screen = """
    {"format": "hitarea.layout", "version": 1, "name": "automatic", "root": {
      "id": "window", "frame": [0, 0, 390, 844], "children": [
        {"id": "close", "type": "UIButton", "target": true, "frame": [100, 100, 20, 20]},
        {"id": "holder", "frame": [200, 100, 20, 20], "children": [
          {"id": "menu", "type": "UIButton", "target": true, "frame": [0, 0, 20, 20]}]},
        {"id": "field", "type": "UITextField", "target": true, "frame": [20, 300, 350, 36]}
      ]}}
    """

  static func file() throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("automatic-\(UUID()).json")
    try Data(screen.utf8).write(to: url)
    return url.path
  }

  /// `probe --automatic`: the ring of the close button takes a touch 6 pt beside it, where the
  /// screen's own hit testing finds the window; the JSON says how.
  @Test func probeShowsTheUIKitFirstDecision() throws {
    let file = try Self.file()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let plain = try CommandEndToEndTests.run(["probe", file, "94", "110", "--format", "json"])
    let before = try #require(
      try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
    #expect(before["hit"] as? String == "window" && before["automatic"] == nil)
    let r = try CommandEndToEndTests.run([
      "probe", file, "94", "110", "--automatic", "44", "--format", "json",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(json["hit"] as? String == "close")
    let automatic = try #require(json["automatic"] as? [String: Any])
    #expect(automatic["uikit"] as? String == "window")
    #expect(automatic["decision"] as? String == "redirected")
    #expect(automatic["winner"] as? String == "close")
    #expect((automatic["validationPoint"] as? [Double])?.first == 100.25)
    // UIKit's order alone is UIKit's answer, and the winner's hit area is its ring, which
    // holds the point (they were the rings' front-most view and the button's own bounds).
    #expect(json["frontmostHit"] as? String == "window")
    let candidates = try #require(json["candidates"] as? [[String: Any]])
    let ring = try #require(
      candidates.first { $0["winner"] as? Bool == true }?["hitArea"] as? [Double])
    #expect(ring.count == 4 && ring[0] <= 94 && 94 <= ring[0] + ring[2], "\(ring)")
    let text = try CommandEndToEndTests.run(["probe", file, "94", "110", "--automatic", "44"])
    #expect(text.stdout.contains("receives the touch (redirected)"), "\(text.stdout)")
    #expect(text.stdout.contains("UIKit answers"))
    // On the text field, a direct touch: UIKit's answer.
    let field = try CommandEndToEndTests.run([
      "probe", file, "100", "318", "--automatic", "44", "--format", "json",
    ])
    #expect(field.stdout.contains(#""decision": "uikitOnTarget""#), "\(field.stdout)")
  }

  /// `probe --automatic` in a row with its own `nearest` policy: the row's policy chose the nearer
  /// ring, and the explanation says so with both rings (it said the winner won "under
  /// mostLikely: the point is inside its visible bounds", 4 pt off them, and left the other out);
  /// UIKit's order inside the row is without the rings.
  @Test func probeExplainsAContainersOwnPolicy() throws {
    let screen = """
      {"format": "hitarea.layout", "version": 1, "root": {
        "id": "window", "frame": [0, 0, 390, 844], "children": [
          {"id": "row", "frame": [0, 100, 390, 60], "resolution": "nearest", "children": [
            {"id": "left", "type": "UIButton", "target": true, "frame": [100, 20, 20, 20]},
            {"id": "right", "type": "UIButton", "target": true, "frame": [130, 20, 20, 20]}]}
        ]}}
      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("row-\(UUID()).json")
    try Data(screen.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let r = try CommandEndToEndTests.run([
      "probe", url.path, "124", "130", "--automatic", "44", "--format", "json",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(json["hit"] as? String == "left" && json["frontmostHit"] as? String == "row")
    let candidates = try #require(json["candidates"] as? [[String: Any]])
    #expect(candidates.map { $0["id"] as? String } == ["right", "left"])
    #expect(candidates.map { $0["distance"] as? Double } == [6, 4])
    #expect(candidates.map { $0["container"] as? String } == ["row", "row"])
    let containers = try #require(json["containers"] as? [[String: Any]])
    #expect(containers.first?["frontmostHit"] as? String == "row")
    let reason = try #require(json["reason"] as? String)
    #expect(
      reason.hasPrefix(
        "UIButton left wins under nearest, row's own policy: its visible bounds are the nearest"),
      "\(reason)")
  }

  /// `probe --automatic` on a screen whose root has its own `frontmost` policy: UIKit's order on
  /// purpose, so no ring takes the touch beside the close button, as the audit of the same screen
  /// says (the root's policy was not read, and the ring took it).
  @Test func probeKeepsARootsOwnFrontmostWithoutRings() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("root-\(UUID()).json")
    try Data(
      Self.screen.replacingOccurrences(
        of: #""id": "window","#, with: #""id": "window", "resolution": "frontmost","#
      ).utf8
    ).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let r = try CommandEndToEndTests.run([
      "probe", url.path, "94", "110", "--automatic", "44", "--format", "json",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(json["hit"] as? String == "window")
    let automatic = try #require(json["automatic"] as? [String: Any])
    #expect(automatic["decision"] as? String == "noEnlargedTarget", "\(automatic)")
    let audit = try CommandEndToEndTests.run([
      "audit", url.path, "--automatic", "44", "--format", "json",
    ])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    #expect(
      findings.contains {
        $0["rule"] as? String == "min-size" && $0["target"] as? String == "close"
      },
      "\(audit.stdout)")
  }

  /// Where UIKit's answer overrules the rings' choice (a neighbour's own enlargement), the text
  /// says the walk's winner is the rings' alone, not a second receiver.
  @Test func probeTextSaysWhenUIKitsAnswerOverrulesTheRings() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ring-\(UUID()).json")
    try Data(
      """
      {"format": "hitarea.layout", "version": 1, "root": {"id": "window",
        "frame": [0, 0, 390, 844], "children": [
          {"id": "big", "type": "UIButton", "target": true, "frame": [100, 100, 100, 44],
           "hitArea": {"outsets": [10, 10, 10, 10]}},
          {"id": "dot", "type": "UIButton", "target": true, "frame": [205, 110, 20, 20]}]}}
      """.utf8
    ).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let r = try CommandEndToEndTests.run(["probe", url.path, "203", "112", "--automatic", "44"])
    #expect(r.stdout.contains("big receives the touch (uikitWins)"), "\(r.stdout)")
    #expect(
      r.stdout.contains("the rings alone under mostLikely: UIButton dot")
        && r.stdout.contains("UIKit's answer first gives UIButton big"), "\(r.stdout)")
  }

  @Test func auditShowsTheFindingsThatRemainAndTheCuts() throws {
    let file = try Self.file()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let before = try CommandEndToEndTests.run(["audit", file, "--fail-on", "never"])
    #expect(before.stdout.contains("close"))
    let after = try CommandEndToEndTests.run([
      "audit", file, "--automatic", "44", "--fail-on", "never",
    ])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(
      after.stdout.contains(
        "automatic minimum size 44 pt (mostLikely): 2 targets enlarged; findings below are those that remain"
      ))
    #expect(after.stdout.contains("automatic enlargement is clipped by holder"))
    let json = try CommandEndToEndTests.run([
      "audit", file, "--automatic", "44", "--format", "json", "--fail-on", "never",
    ])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    let errors = findings.filter {
      $0["rule"] as? String == "min-size" && $0["severity"] as? String == "error"
    }
    .compactMap { $0["target"] as? String }
    #expect(!errors.contains("close"))
    #expect(errors.contains("menu"))  // cut by its holder
    #expect(errors.contains("field"))  // text fields are never enlarged
    #expect(before.stdout.contains("error min-size UIButton close"))
  }

  @Test func simulateAddsTheAutomaticColumn() throws {
    let file = try Self.file()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let r = try CommandEndToEndTests.run([
      "simulate", file, "--automatic", "44", "--taps", "2000", "--format", "json",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let result = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    let automatic = try #require(result["automatic"] as? [String: Any])
    let bounds = try #require(result["bounds"] as? [String: Any])
    let after = try #require(automatic["correct"] as? Double)
    let before = try #require(bounds["correct"] as? Double)
    #expect(after > before)
    #expect(result["automaticMinimumSize"] as? Double == 44)
    let text = try CommandEndToEndTests.run([
      "simulate", file, "--automatic", "44", "--taps", "500",
    ])
    #expect(text.stdout.contains("automatic"))
    let plain = try CommandEndToEndTests.run([
      "simulate", file, "--taps", "500", "--format", "json",
    ])
    #expect(!plain.stdout.contains("\"automatic\""))
  }

  @Test func renderDrawsTheAutomaticAreas() throws {
    let file = try Self.file()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let plain = try CommandEndToEndTests.run(["render", file])
    let automatic = try CommandEndToEndTests.run(["render", file, "--automatic", "44"])
    #expect(automatic.status == 0, "\(automatic.stderr)")
    #expect(automatic.stdout.hasPrefix("<svg") || automatic.stdout.contains("<svg"))
    #expect(automatic.stdout != plain.stdout)
    #expect(automatic.stdout.contains("close (close): hit area .minimumSize(44)</title>"))
    #expect(!plain.stdout.contains("close (close): hit area .minimumSize(44)</title>"))
  }

  @Test(arguments: ["0", "-1", "nan", "abc", "5000"])
  func badSizesAreUsageErrors(_ value: String) throws {
    let file = try Self.file()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let r = try CommandEndToEndTests.run(["audit", file, "--automatic", value])
    #expect(r.status == 2)
    #expect(r.stderr.contains("--automatic takes a size in points from 1 to 1000"))
  }

  /// An Android screen's sizes are in dp: the automatic size and the simulation's scale say so
  /// (they said `48 pt` and `mm/pt`).
  @Test func anAndroidScreenSpeaksDp() throws {
    let file = CommandEndToEndTests.fixture(
      "android_uiautomator_handwritten_notes_cut_rows_links_1080x2400.xml")
    let density = ["--px-per-dp", "2.625"]
    let probe = try CommandEndToEndTests.run(
      ["probe", file, "360", "59", "--automatic", "48"] + density)
    #expect(probe.stdout.hasPrefix("automatic minimum size 48 dp: "), "\(probe.stdout)")
    let audit = try CommandEndToEndTests.run(
      ["audit", file, "--automatic", "48", "--fail-on", "never"] + density)
    #expect(audit.stdout.hasPrefix("automatic minimum size 48 dp (mostLikely): "))
    let simulate = try CommandEndToEndTests.run(
      ["simulate", file, "--taps", "100"] + density)
    #expect(simulate.stdout.hasPrefix("regime lab · 0.159 mm/dp · "), "\(simulate.stdout)")
    #expect(!(probe.stdout + audit.stdout + simulate.stdout).contains(" pt"))
  }

  @Test(arguments: ["audit", "simulate", "render"])
  func theHelpNamesTheOption(_ name: String) throws {
    let help = try #require(Help.command(name))
    #expect(help.contains("--automatic PT"))
  }
}

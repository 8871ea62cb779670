import Foundation
import Testing

/// A misspelt key of a layout snapshot gets a warning on standard error from every command that
/// reads snapshots; `--strict` makes it an input error.
@Suite struct UnknownKeyEndToEndTests {
  static let misspelt = #"""
    {"format": "hitarea.layout", "version": 1, "root": {"id": "window", "frame": [0, 0, 390, 844],
     "children": [{"id": "banner", "frame": [0, 0, 390, 100], "passthrough": true},
       {"id": "ok", "type": "UIButton", "label": "OK", "frame": [20, 700, 350, 50], "target": true}]}}
    """#

  /// The misspelt snapshot in a file of its own (tests run in parallel).
  static func file(_ name: String) throws -> String {
    try HostileInputTests.file("typo-\(name).json", Data(misspelt.utf8))
  }

  static func warning(_ path: String) -> String {
    "hitarea: \(path): root.children[0]: unknown key \"passthrough\" (did you mean \"passThrough\"?)"
  }

  @Test(arguments: [
    ["audit"], ["convert"], ["fix"], ["probe", "--", "100", "720"], ["render"],
    ["simulate", "--taps", "10"],
  ])
  func everyCommandThatReadsASnapshotWarnsOnceAndGoesOn(_ command: [String]) throws {
    let path = try Self.file(command[0])
    var arguments = [command[0], path]
    arguments += command.dropFirst()
    if command[0] == "convert" { arguments += ["--output", path + ".out.json"] }
    let r = try CommandEndToEndTests.run(arguments)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr == Self.warning(path) + "\n")
  }

  @Test func strictMakesTheUnknownKeyAnInputError() throws {
    let path = try Self.file("strict")
    try HostileInputTests.expectOneLineError(
      ["audit", path, "--strict"],
      containing:
        "\(path): root.children[0]: unknown key \"passthrough\" (did you mean \"passThrough\"?)")
    try HostileInputTests.expectOneLineError(
      ["probe", "--strict", path, "1", "1"], containing: "unknown key \"passthrough\"")
  }

  @Test func overSeveralFilesTheWarningIsOnStandardErrorAndStrictMakesAParseError() throws {
    let path = try Self.file("corpus")
    let other = try HostileInputTests.file(
      "clean.json",
      Data(#"{"format": "hitarea.layout", "version": 1, "root": {"frame": [0, 0, 9, 9]}}"#.utf8))
    let loose = try CommandEndToEndTests.run(["audit", path, other])
    #expect(loose.status == 0, "\(loose.stderr)")
    #expect(loose.stderr.contains(Self.warning(path)))
    let strict = try CommandEndToEndTests.run(["audit", path, other, "--strict"])
    #expect(strict.status == 4, "\(strict.stderr)")
    #expect(strict.stderr.contains("unknown key \"passthrough\""))
    #expect(strict.stdout.contains("1 screen"))
  }

  @Test func theHelpOfEveryCommandThatReadsSnapshotsListsStrict() throws {
    for command in ["audit", "convert", "fix", "probe", "render", "simulate"] {
      let r = try CommandEndToEndTests.run([command, "--help"])
      #expect(r.stdout.contains("[--strict]"), "\(command)")
      #expect(r.stdout.contains("  --strict "), "\(command)")
    }
  }
}

import Foundation
import HitAreaSnapshot
import HitAreaTools
import Testing

/// The command's outputs, byte for byte, against files recorded in `Golden/`: every report
/// format over one corpus (findings of every rule and severity, a file that cannot be read, a
/// file that is skipped), the single-screen outputs, a baseline, fixes and a simulation.
///
/// A change that alters an output fails here with the first differing line. When the change is
/// meant, record the files again and review the diff like code:
///
///     HITAREA_RECORD_GOLDEN=1 swift test --filter GoldenOutputTests
@Suite struct GoldenOutputTests {
  /// One recorded run: the command line (run in the corpus folder) and the golden file it is
  /// compared with (standard output, then the exit status, then any file it writes).
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    /// A file the command writes in the corpus folder, compared too.
    var writes: String? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "corpus.sarif", arguments: ["audit", ".", "--format", "sarif", "--jobs", "2"]),
    Case(name: "corpus.junit.xml", arguments: ["audit", ".", "--format", "junit", "--jobs", "2"]),
    Case(
      name: "corpus.json", arguments: ["audit", ".", "--format", "json", "--fail-on", "warning"]),
    Case(name: "corpus.jsonl", arguments: ["audit", ".", "--format", "jsonl", "--jobs", "1"]),
    Case(name: "corpus.txt", arguments: ["audit", ".", "--fail-on", "warning"]),
    Case(name: "corpus.html", arguments: ["audit", ".", "--format", "html"]),
    Case(name: "corpus.md", arguments: ["audit", ".", "--format", "markdown"]),
    Case(
      name: "corpus-baseline.txt",
      arguments: ["audit", ".", "--write-baseline", "baseline.json", "--fail-on", "never"],
      writes: "baseline.json"),
    Case(name: "demo.json", arguments: ["audit", "demo.json", "--format", "json"]),
    Case(name: "demo.txt", arguments: ["audit", "demo.json", "--standard", "wcag-aa"]),
    Case(
      name: "languages.json",
      arguments: [
        "audit", android, "--px-per-dp", "2.75", "--format", "json",
      ]),
    Case(name: "demo-fix.json", arguments: ["fix", "demo.json", "--format", "json"]),
    Case(name: "demo-fix.swift.txt", arguments: ["fix", "demo.json", "--format", "swift"]),
    Case(
      name: "demo-simulate.json",
      arguments: ["simulate", "demo.json", "--format", "json", "--taps", "200", "--seed", "7"]),
  ]

  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")
  static let isRecording = ProcessInfo.processInfo.environment["HITAREA_RECORD_GOLDEN"] != nil

  /// The corpus, in a fresh folder for each case (a case may write into it): the demo screen as
  /// a snapshot, the repository's fixtures, a badge over a button's centre, a broken snapshot and
  /// a file that is no screen dump.
  ///
  /// The Android UiAutomator2 dump, which needs `--px-per-dp`, is there only for the cases that
  /// name it.
  static func corpus(for c: Case) throws -> URL {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory.appendingPathComponent(
      "hitarea-golden-\(getpid())-\(c.name)")
    try? manager.removeItem(at: folder)
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    func write(_ text: String, _ name: String) throws {
      try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    try write(DemoScreen.snapshot().jsonString(prettyPrinted: true), "demo.json")
    var fixtures = [
      "ios_xcuitest_settings_top_390x844.xml", "ios_xcuitest_settings_accessibility_375x667.xml",
      "enrico_10594_syncme_hierarchy.json",
    ]
    if c.arguments.contains(Self.android) { fixtures = [Self.android] }
    for name in fixtures {
      try manager.copyItem(
        at: CommandEndToEndTests.fixtures.appendingPathComponent(name),
        to: folder.appendingPathComponent(name))
    }
    // A badge over a button's visible centre: the activation-point rule's finding.
    try write(
      #"""
      {"format": "hitarea.layout", "version": 1, "name": "Badge over a button", "root":
        {"id": "window", "frame": [0, 0, 390, 844], "children": [
          {"id": "send", "type": "UIButton", "label": "Send", "frame": [100, 100, 100, 44],
           "target": true},
          {"id": "badge", "type": "UIButton", "label": "3 new", "frame": [140, 110, 20, 20],
           "target": true, "hitArea": {"minimumSize": [44, 44]}}
        ]}}
      """#, "badge.json")
    try write(#"{"format": "hitarea.layout", "version": 1, "root": {"id": "#, "broken.json")
    try write("notes, not a screen\n", "notes.txt")
    return folder
  }

  static let android = "android_uiautomator2_settings_languages_1080x2160.xml"

  /// What a run printed and wrote, as the golden file holds it.
  static func output(of c: Case) throws -> String {
    let directory = try corpus(for: c)
    defer { try? FileManager.default.removeItem(at: directory) }
    let r = try CommandEndToEndTests.run(c.arguments, in: directory)
    var text = r.stdout + "\n-- exit status \(r.status)\n"
    if !r.stderr.isEmpty { text += "-- standard error\n" + r.stderr }
    if let writes = c.writes {
      let written = try String(
        contentsOf: directory.appendingPathComponent(writes), encoding: .utf8)
      text += "-- \(writes)\n" + written
    }
    return text
  }

  @Test(arguments: cases)
  func outputIsTheRecordedOne(_ c: Case) throws {
    let actual = try Self.output(of: c)
    let file = Self.golden.appendingPathComponent(c.name)
    if Self.isRecording {
      try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
      try actual.write(to: file, atomically: false, encoding: .utf8)
      return
    }
    let expected = try #require(
      try? String(contentsOf: file, encoding: .utf8),
      "no golden file \(c.name): record it with HITAREA_RECORD_GOLDEN=1")
    guard actual != expected else { return }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(a.count, e.count)
    let got = line < a.count ? String(a[line]) : "<end>"
    let want = line < e.count ? String(e[line]) : "<end>"
    Issue.record("\(c.name), line \(line + 1):\n  expected: \(want)\n  actual:   \(got)")
  }
}

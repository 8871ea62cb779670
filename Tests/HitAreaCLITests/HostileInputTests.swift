import Foundation
import Testing

/// Files from anywhere: each gets one line on standard error and exit status 2, or a correct
/// result; never a crash, a hang or a stack trace.
@Suite struct HostileInputTests {
  /// The folder the suite's files are written to, made once and removed when the process exits
  /// (Swift Testing has no teardown for a suite whose tests run in parallel).
  static let directory: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-hostile-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: HostileInputTests.directory) }
    return url
  }()

  static func file(_ name: String, _ contents: Data) throws -> String {
    let url = directory.appendingPathComponent(name)
    try contents.write(to: url)
    return url.path
  }

  static func expectOneLineError(
    _ arguments: [String], containing text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let r = try CommandEndToEndTests.run(arguments)
    #expect(r.status == 2, "status \(r.status): \(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stderr.hasPrefix("hitarea: "), "\(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stderr.contains(text), "\(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stderr.split(separator: "\n").count == 1, sourceLocation: sourceLocation)
  }

  @Test func emptyFile() throws {
    try Self.expectOneLineError(
      ["audit", try Self.file("empty.json", Data())], containing: "empty")
  }

  @Test func binaryGarbage() throws {
    var rng = SystemRandomNumberGenerator()
    let bytes = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) })
    try Self.expectOneLineError(
      ["probe", try Self.file("garbage.bin", bytes), "1", "1"], containing: "garbage.bin")
  }

  @Test func twoHundredMegabytesIsRefusedBeforeReading() throws {
    let path = Self.directory.appendingPathComponent("huge.json").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 200 * 1_048_576)  // sparse: no disk, no memory
    try handle.close()
    let start = Date()
    try Self.expectOneLineError(["audit", path], containing: "the limit is 32 MiB")
    #expect(Date().timeIntervalSince(start) < 10)
  }

  @Test func aMillionNodesGiveAnError() throws {
    var json = #"{"format":"hitarea.layout","version":1,"root":{"frame":[0,0,10,10],"children":["#
    json += Array(repeating: #"{"frame":[0,0,1,1]}"#, count: 1_000_000).joined(separator: ",")
    json += "]}}"
    try Self.expectOneLineError(
      ["probe", try Self.file("million.json", Data(json.utf8)), "1", "1"], containing: "100000")
  }

  @Test func hundredThousandDeepNestingGivesAnError() throws {
    let depth = 100_000
    var json = #"{"format":"hitarea.layout","version":1,"root":"#
    json += String(repeating: #"{"frame":[0,0,1,1],"children":["#, count: depth)
    json += #"{"frame":[0,0,1,1]}"# + String(repeating: "]}", count: depth) + "}"
    try Self.expectOneLineError(
      ["probe", try Self.file("deep.json", Data(json.utf8)), "1", "1"],
      containing: "deeper than 512")
  }

  @Test func entityExpansionIsRefused() throws {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
      <AppiumAUT><XCUIElementTypeButton x="0" y="0" width="10" height="10" label="&lol2;"/></AppiumAUT>
      """
    try Self.expectOneLineError(
      ["audit", try Self.file("lol.xml", Data(xml.utf8))], containing: "DOCTYPE")
  }

  @Test func infiniteNumbersAreRefused() throws {
    let json = #"{"format":"hitarea.layout","version":1,"root":{"frame":[0,0,1e999,10]}}"#
    try Self.expectOneLineError(
      ["probe", try Self.file("inf.json", Data(json.utf8)), "1", "1"], containing: "root.frame")
  }

  @Test func negativeSizesGiveACorrectResult() throws {
    // UIKit standardizes negative sizes: a frame [100, 100, -50, -50] covers 50..<100.
    let json = #"""
      {"format":"hitarea.layout","version":1,"root":{"frame":[0,0,200,200],"children":[
        {"id":"flipped","frame":[100,100,-50,-50],"target":true}]}}
      """#
    let path = try Self.file("negative.json", Data(json.utf8))
    let inside = try CommandEndToEndTests.run(["probe", path, "60", "60", "--format", "json"])
    #expect(inside.status == 0)
    #expect(inside.stdout.contains(#""hit": "flipped""#))
    let outside = try CommandEndToEndTests.run(["probe", path, "120", "120", "--format", "json"])
    #expect(outside.stdout.contains(#""hit": "0""#))
  }

  @Test func unknownFormat() throws {
    try Self.expectOneLineError(
      ["render", try Self.file("page.html", Data("<html><body>hi</body></html>".utf8))],
      containing: "not a screen dump this tool reads; supported formats: snapshot")
  }

  @Test func nonFiniteProbeCoordinatesAreUsageErrors() throws {
    let json = #"{"format":"hitarea.layout","version":1,"root":{"frame":[0,0,10,10]}}"#
    try Self.expectOneLineError(
      ["probe", try Self.file("ok.json", Data(json.utf8)), "nan", "1"],
      containing: "X and Y must be numbers")
  }

  /// Names, ids and keys from a dump that hold line breaks and escapes: each finding stays one
  /// line of the text report, no line starts a GitHub Actions command (`::error`), no escape
  /// reaches the terminal, and an error stays one line on standard error.
  @Test func textFromADumpStaysOnItsLine() throws {
    func screen(id: String, name: String, key: String = "label", label: String = "Close") -> Data {
      Data(
        """
        {"format": "hitarea.layout", "version": 1, "name": \(Self.quoted(name)), "root": {"id": "w",
         "frame": [0, 0, 390, 844], "children": [
          {"id": \(Self.quoted(id)), "type": "UIButton", "frame": [100, 100, 20, 20], "target": true,
           \(Self.quoted(key)): \(Self.quoted(label))}]}}
        """.utf8)
    }
    let injected = try Self.file(
      "injected.json",
      screen(
        id: "close\n::error file=App.swift,line=1::passed\r\n::stop-commands::x",
        name: "Evil\n## x\u{1B}[2J"))
    let r = try CommandEndToEndTests.run(["audit", injected])
    #expect(r.status == 1)
    let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.hasPrefix("::") }, "\(r.stdout)")
    #expect(!r.stdout.contains("\u{1B}") && !r.stdout.contains("\r"))
    #expect(lines.first == "Evil ## x\u{FFFD}[2J: 1 finding against iOS (44×44 pt) (1 error)")
    #expect(
      lines.contains {
        $0.contains("(close ::error file=App.swift,line=1::passed ::stop-commands::x)")
      })
    // `probe` and `simulate` name targets too.
    let labelled = try Self.file(
      "labelled.json",
      screen(id: "x\n::error::id", name: "S", label: "x\u{1B}[2J\n::error::pwned"))
    for command in [["probe", labelled, "110", "110"], ["simulate", labelled, "--taps", "100"]] {
      let r = try CommandEndToEndTests.run(command)
      #expect(r.status == 0, "\(command): \(r.stderr)")
      #expect(!r.stdout.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(r.stdout)")
      #expect(!r.stdout.contains("\u{1B}"), "\(r.stdout)")
    }
    let key = try Self.file("key.json", screen(id: "a", name: "S", key: "bad\nkey\u{1B}"))
    let strict = try CommandEndToEndTests.run(["audit", key, "--strict"])
    #expect(strict.status == 2)
    #expect(strict.stderr.split(separator: "\n").count == 1, "\(strict.stderr)")
    #expect(strict.stderr.contains("unknown key \"bad key\u{FFFD}\""), "\(strict.stderr)")
  }

  /// Text from a dump gives a CI service no command in any text a command prints.
  ///
  /// A screen's name does not start a line with `::` (GitHub Actions), and no label or file name
  /// puts `##[` (GitHub's legacy commands), `##vso[` (Azure Pipelines) or `##teamcity[` in a
  /// line, even with characters a culture-aware comparison ignores between the marks. `fix`
  /// (text, Swift, Kotlin) and `render` print file names and labels too.
  @Test func textFromADumpGivesNoCICommand() throws {
    let folder = Self.directory.appendingPathComponent("commands")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func screen(name: String, platform: String) -> Data {
      let label = "Go ##[add-mask]k #\u{200B}#vso[task.setvariable variable=x]1 ##teamcity[m]"
      return Data(
        """
        {"format": "hitarea.layout", "version": 1, "name": \(Self.quoted(name)),
         "platform": "\(platform)", "root": {"id": "w", "frame": [0, 0, 390, 844], "children": [
          {"id": "go", "type": "Button", "frame": [100, 100, 20, 20], "target": true,
           "label": \(Self.quoted(label))}]}}
        """.utf8)
    }
    let named = ["::error title=x::y.json", "a\n::warning::b.json", "##[error]c.json"]
    for name in named {
      try screen(name: "::error title=x::y", platform: "ios")
        .write(to: folder.appendingPathComponent(name))
    }
    try screen(name: "\u{200B}::notice::n", platform: "android")
      .write(to: folder.appendingPathComponent("d.json"))
    /// Whether a line gives a command, as the services read it (ignorable characters skipped).
    func givesCommand(_ line: Substring) -> Bool {
      var seen = String.UnicodeScalarView()
      seen.append(
        contentsOf: line.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
      let text = String(seen)
      return text.drop(while: \.isWhitespace).hasPrefix("::")
        || ["##[", "##vso[", "##teamcity["].contains { text.contains($0) }
    }
    let one = folder.appendingPathComponent("d.json").path
    let out = folder.appendingPathComponent("out").path
    let commands = [
      ["audit", one], ["audit", folder.path], ["fix", one, "--format", "android"],
      ["fix", folder.path], ["fix", folder.path, "--format", "swift"],
      ["render", folder.path, "--output", out], ["probe", one, "110", "110"],
    ]
    for command in commands {
      let r = try CommandEndToEndTests.run(command)
      #expect([0, 1].contains(r.status), "\(command): \(r.stderr)")
      let lines = (r.stdout + r.stderr).split(separator: "\n")
      #expect(lines.count > 1, "\(command)")
      #expect(!lines.contains(where: givesCommand), "\(command): \(r.stdout)\(r.stderr)")
    }
    // What was written is shown as it is (a look-alike for the marks), each name on its line.
    let audit = try CommandEndToEndTests.run(["audit", one])
    #expect(audit.stdout.hasPrefix("\u{200B}\u{FF1A}:notice::n: 1 finding"), "\(audit.stdout)")
    let rendered = try CommandEndToEndTests.run(["render", folder.path, "--output", out + "2"])
    #expect(rendered.stdout.contains("/a ::warning::b.svg\n"), "\(rendered.stdout)")
    #expect(rendered.stdout.contains("/#\u{FF03}[error]c.svg\n"), "\(rendered.stdout)")
    // Machine formats keep the text as it is, a broken file's message too.
    let broken = folder.appendingPathComponent("x##y[1].json")
    try Data(#"{"format": "hitarea.layout", "version": 1, "root": "#.utf8).write(to: broken)
    let jsonl = try CommandEndToEndTests.run(["audit", folder.path, "--format", "jsonl"])
    let line = try #require(
      jsonl.stdout.split(separator: "\n").first { $0.contains("parse-error") })
    #expect(line.contains(#""message":""#) && line.contains("x##y[1].json: "), "\(line)")
    #expect(!line.contains("\u{FF03}"), "\(line)")
    #expect(jsonl.stderr.contains("x#\u{FF03}y[1].json: "), "\(jsonl.stderr)")
  }

  /// A string as a JSON literal, escaped as JSON escapes control characters.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\": out += "\\" + String(scalar)
      case _ where scalar.value < 0x20:
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

}

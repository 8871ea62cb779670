import Foundation
import Testing

/// `hitarea audit`, `fix` and `render` over several files and directories, run as CI runs them.
@Suite struct CorpusEndToEndTests {
  /// A temporary corpus: the real dumps (twice, in two folders), generated screens with and
  /// without errors, broken dumps and files that are not dumps.
  struct Corpus {
    let root: URL

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hitarea-corpus-e2e-\(UUID().uuidString)")
      // The dumps that read without --px-per-dp (which would apply to the RICO dump too), as
      // these tests count them; the other formats' fixtures are audited by
      // `theIOSQAFormatsAuditTogether()`.
      for name in Self.realDumps {
        let source = CommandEndToEndTests.fixtures.appendingPathComponent(name)
        try write("app/real/\(name)", try Data(contentsOf: source))
        try write("app/copy/\(name)", try Data(contentsOf: source))
      }
      for i in 0..<12 {
        try write("app/gen/screen\(i).json", Self.screen(closeSide: i.isMultiple(of: 3) ? 20 : 44))
      }
      try write("app/broken/cut.xml", "<AppiumAUT><XCUIElementTypeApplication name=\"x")
      try write("app/broken/bad.json", #"{"format": "hitarea.layout", "version": 1, "root": 3}"#)
      try write("app/notes.md", "# not a dump")
      try write("app/gen/.hidden.json", Self.screen(closeSide: 10))
    }

    /// The real dumps of the corpus.
    static let realDumps = [
      "enrico_10594_syncme_hierarchy.json", "ios_xcuitest_settings_accessibility_375x667.xml",
      "ios_xcuitest_settings_top_390x844.xml",
    ]

    var path: String { root.path }
    func at(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func write(_ relative: String, _ text: String) throws { try write(relative, Data(text.utf8)) }

    func write(_ relative: String, _ data: Data) throws {
      let url = root.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// The files under a folder of the corpus whose names end so, by their paths there, sorted.
    func files(in folder: String, ending: String) throws -> [String] {
      try FileManager.default.subpathsOfDirectory(atPath: at(folder))
        .filter { $0.hasSuffix(ending) }.sorted()
    }

    /// A screen with a close button of the given side and an OK button.
    static func screen(closeSide: Double, extra: String = "") -> String {
      """
      {"format": "hitarea.layout", "version": 1, "root": {"id": "window",
       "frame": [0, 0, 390, 844], "children": [
        {"id": "close", "type": "UIButton", "label": "Close", "frame": [340, 60, \(closeSide), \(closeSide)], "target": true},
        {"id": "ok", "type": "UIButton", "label": "OK", "frame": [20, 700, 350, 50], "target": true}\(extra)]}}
      """
    }
  }

  /// Runs the executable, in a working directory when given (paths in reports are relative to
  /// it).
  static func run(_ arguments: [String], in directory: String? = nil) throws
    -> CommandEndToEndTests.Run
  {
    let process = Process()
    process.executableURL = CommandEndToEndTests.executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes while the process runs, so that a full pipe never blocks it.
    let stderr = Box()
    let read = DispatchSemaphore(value: 0)
    Thread {
      stderr.data = err.fileHandleForReading.readDataToEndOfFile()
      read.signal()
    }.start()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    read.wait()
    return CommandEndToEndTests.Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr.data, as: UTF8.self))
  }

  /// Bytes one thread writes before a semaphore and another reads after it.
  final class Box: @unchecked Sendable {
    var data = Data()
  }

  @Test func severalFilesAreAuditedInPathOrderWithASummary() throws {
    let a = CommandEndToEndTests.fixture("ios_xcuitest_settings_top_390x844.xml")
    let b = CommandEndToEndTests.fixture("enrico_10594_syncme_hierarchy.json")
    let r = try Self.run(["audit", a, b])
    #expect(r.status == 0, "\(r.stderr)")
    let first = try #require(r.stdout.range(of: "enrico_10594_syncme_hierarchy.json: "))
    let second = try #require(r.stdout.range(of: "ios_xcuitest_settings_top_390x844.xml: "))
    #expect(first.lowerBound < second.lowerBound)
    // Without --standard each screen is measured against its platform's.
    #expect(r.stdout.contains("enrico_10594_syncme_hierarchy.json: no findings against Android"))
    #expect(r.stdout.contains("Summary: 2 screens against each screen's platform's standard"))
    #expect(r.stdout.contains("screens with a min-size error: 0 of 2 (0%)"))
  }

  @Test(arguments: ["text", "json", "jsonl", "sarif", "junit", "html"])
  func oneJobAndFourJobsWriteTheSameBytes(_ format: String) throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let one = try Self.run(["audit", "app", "--format", format, "--jobs", "1"], in: corpus.path)
    let four = try Self.run(["audit", "app", "--format", format, "--jobs", "4"], in: corpus.path)
    #expect(one.status == 5, "\(one.stderr)")
    #expect(!one.stdout.isEmpty)
    #expect(one.stdout == four.stdout)
    #expect(one.stderr == four.stderr)
    #expect(one.status == four.status)
  }

  /// The idb, WebDriverAgent, Maestro and debugDescription fixtures in one folder: every one
  /// detected and audited, findings located at their element's line, the Maestro iOS screen's
  /// inferred targets said.
  @Test func theIOSQAFormatsAuditTogether() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-qa-formats-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let names = try FileManager.default.contentsOfDirectory(
      atPath: CommandEndToEndTests.fixtures.path
    ).filter {
      ["ios_idb_", "ios_wda_", "wda_", "maestro_hierarchy_ios", "xcuitest_debugdescription"]
        .contains(where: $0.hasPrefix)
    }
    #expect(names.count == 12)
    for name in names {
      try FileManager.default.copyItem(
        at: CommandEndToEndTests.fixtures.appendingPathComponent(name),
        to: folder.appendingPathComponent(name))
    }
    let r = try Self.run(["audit", ".", "--fail-on", "never"], in: folder.path)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("Summary: 12 screens against"))
    #expect(!r.stdout.contains("parse-error"))
    #expect(
      r.stdout.contains(
        "  ios_wda_source_skeleton_login_402x874.json:602: error min-size Button ‘delete 1’"))
    #expect(
      r.stdout.contains(
        "  xcuitest_debugdescription_handwritten_checkout_390x844.txt:10: error min-size "
          + "Button ‘Help’"))
    #expect(r.stdout.contains("  note: targets inferred: "))
    #expect(r.stdout.contains("(Inferred target: the dump records no tap targets.)"))
  }

  @Test func brokenFilesGetALineEachAnEntryAndTheirOwnExitStatus() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let r = try Self.run(
      ["audit", "app", "--format", "jsonl", "--fail-on", "never"], in: corpus.path)
    #expect(r.status == 4)
    let errors = r.stderr.split(separator: "\n")
    #expect(errors.count == 2)
    #expect(errors[0].hasPrefix("hitarea: app/broken/bad.json: "))
    #expect(errors[1].hasPrefix("hitarea: app/broken/cut.xml: "))
    let lines = r.stdout.split(separator: "\n").map {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
    }
    #expect(lines.count == 6 + 12 + 2)
    let broken = lines.filter { $0["status"] as? String == "parse-error" }
    #expect(
      broken.compactMap { $0["path"] as? String } == ["app/broken/bad.json", "app/broken/cut.xml"])
    #expect(!lines.contains { ($0["path"] as? String)?.contains("hidden") == true })
    let text = try Self.run(["audit", "app"], in: corpus.path)
    #expect(text.status == 5)
    #expect(text.stdout.contains("2 files could not be read; 1 file skipped (not screen dumps)"))
    #expect(text.stdout.contains("parse-error app/broken/cut.xml: "))
  }

  /// In a folder, a UI test's log with more than 64 KiB before its `Element subtree:` is read
  /// and audited (it was skipped as no dump, and its three errors passed); a log without one,
  /// and a file of other bytes, are still skipped.
  @Test func aLongLogBeforeItsTreeIsAudited() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-log-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Data((0..<2_500).map { "    t = \($0).00s Tap \"Next\" Button\n" }.joined().utf8)
    let dump = try Data(
      contentsOf: URL(
        fileURLWithPath: CommandEndToEndTests.fixture(
          "xcuitest_debugdescription_handwritten_checkout_390x844.txt")))
    try (log + dump).write(to: folder.appendingPathComponent("ui-test.log"))
    try log.write(to: folder.appendingPathComponent("other.log"))
    try Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
      .write(to: folder.appendingPathComponent("noise.bin"))
    let r = try Self.run(["audit", folder.path, "--format", "jsonl"])
    #expect(r.status == 1, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n").map {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
    }
    #expect(lines.count == 1)
    #expect((lines.first?["path"] as? String)?.hasSuffix("ui-test.log") == true)
    #expect((lines.first?["findings"] as? [Any])?.count == 3)
    let text = try Self.run(["audit", folder.path])
    #expect(text.stdout.contains("2 files skipped (not screen dumps)"), "\(text.stdout)")
    // The log is an input no output may replace (it was written over by the report, and by a
    // snapshot of itself).
    let input = folder.appendingPathComponent("ui-test.log").path
    let report = try Self.run(["audit", folder.path, "--format", "sarif", "--output", input])
    #expect(report.status == 2, "\(report.stderr)")
    let convert = try Self.run(["convert", input, "--output", input])
    #expect(convert.status == 2, "\(convert.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == log + dump)
  }

  @Test func aBaselineGatesOnlyNewFindings() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let write = try Self.run(
      ["audit", "app/gen", "--write-baseline", "hitarea-baseline.json"], in: corpus.path)
    #expect(write.status == 1)
    #expect(write.stdout.contains("wrote hitarea-baseline.json: 4 findings"))
    // Written again over itself (an existing file was deleted and not replaced on Linux).
    let rewrite = try Self.run(
      ["audit", "app/gen", "--write-baseline", "hitarea-baseline.json"], in: corpus.path)
    #expect(rewrite.stdout.contains("wrote hitarea-baseline.json: 4 findings"), "\(rewrite.stderr)")
    let clean = try Self.run(
      ["audit", "app/gen", "--baseline", "hitarea-baseline.json", "--format", "json"],
      in: corpus.path)
    #expect(clean.status == 0, "\(clean.stdout)")
    let summary = try #require(
      (try JSONSerialization.jsonObject(with: Data(clean.stdout.utf8)) as? [String: Any])?[
        "summary"] as? [String: Any])
    #expect(summary["baseline"] as? [String: Int] == ["known": 4, "gone": 0])
    #expect((summary["findings"] as? [String: Any])?["total"] as? Int == 0)
    // Other spellings of the folder name the same files, with the same fingerprints (with a
    // `..` inside, every finding was new).
    let folderName = URL(fileURLWithPath: corpus.path).lastPathComponent
    for spelling in ["app/../app/gen/", "../\(folderName)/app/gen", corpus.path + "/app/./gen"] {
      let known = try Self.run(
        ["audit", spelling, "--baseline", "hitarea-baseline.json"], in: corpus.path)
      #expect(known.status == 0, "\(spelling): \(known.stdout)")
      #expect(known.stdout.contains("baseline: 4 known findings not shown"), "\(spelling)")
    }
    // A new undersized target on one screen, and the close button fixed on another.
    try corpus.write(
      "app/gen/screen3.json",
      Corpus.screen(
        closeSide: 20,
        extra:
          #", {"id": "share", "type": "UIButton", "label": "Share", "frame": [100, 300, 30, 30], "target": true}"#
      ))
    try corpus.write("app/gen/screen6.json", Corpus.screen(closeSide: 48))
    let again = try Self.run(
      ["audit", "app/gen", "--baseline", "hitarea-baseline.json", "--format", "sarif"],
      in: corpus.path)
    #expect(again.status == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results.first?["baselineState"] as? String == "new")
    #expect(
      ((results.first?["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(
        "UIButton ‘Share’: ")
        == true)
    let text = try Self.run(
      ["audit", "app/gen", "--baseline", "hitarea-baseline.json"], in: corpus.path)
    #expect(text.stdout.contains("baseline: 3 known findings not shown, 1 gone"))
  }

  @Test func junitAndHTMLComeOutForOneFileToo() throws {
    let file = CommandEndToEndTests.fixture("ios_xcuitest_settings_top_390x844.xml")
    let junit = try Self.run(["audit", file, "--format", "junit"])
    #expect(junit.status == 0)
    #expect(junit.stdout.contains("<testcase classname=\"hitarea.audit.ios\""))
    let html = try Self.run(["audit", file, "--format", "html"])
    #expect(html.stdout.contains("<svg"))
    #expect(html.stdout.hasSuffix("</html>\n"))
  }

  @Test func fixAndRenderTakeFoldersToo() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let fix = try Self.run(
      ["fix", "app/gen", "--format", "json", "--output", "fixed"], in: corpus.path)
    #expect(fix.status == 0, "\(fix.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(fix.stdout.utf8)) as? [String: Any])
    #expect((json["screens"] as? [[String: Any]])?.count == 12)
    #expect((json["summary"] as? [String: Int])?["fixes"] == 4)
    #expect(FileManager.default.fileExists(atPath: corpus.at("fixed/app/gen/screen0.json")))
    let after = try Self.run(["audit", "fixed"], in: corpus.path)
    #expect(after.status == 0, "\(after.stdout)")
    let render = try Self.run(["render", "app", "--output", "pictures"], in: corpus.path)
    #expect(render.status == 4)
    #expect(render.stdout.contains("rendered 18 screens into pictures"))
    #expect(
      FileManager.default.fileExists(
        atPath: corpus.at("pictures/app/real/enrico_10594_syncme_hierarchy.svg")))
    let refused = try Self.run(["render", "app"], in: corpus.path)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("--output DIR"))
  }

  /// A folder whose only dump cannot be read: nothing is drawn, the folder is not made, and the
  /// last line says so (it said "rendered 0 screens into pictures", a folder that was not there).
  @Test func renderOfNoReadableScreenSaysItWroteNothing() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let broken = corpus.at("broken")
    try FileManager.default.createDirectory(atPath: broken, withIntermediateDirectories: true)
    try Data(#"{"format": "hitarea.layout", "version": 1, "root":"#.utf8)
      .write(to: URL(fileURLWithPath: broken + "/screen.json"))
    let render = try Self.run(["render", "broken", "--output", "pictures"], in: corpus.path)
    #expect(render.status == 4, "\(render.stderr)")
    #expect(
      render.stdout.contains("rendered no screen, wrote nothing into pictures; 1 file could not"),
      "\(render.stdout)")
    #expect(!FileManager.default.fileExists(atPath: corpus.at("pictures")))
  }

  /// Paths that climb out of the working directory, and dumps of one name in two formats: every
  /// screen is written inside the folder, each to its own file.
  @Test func renderAndFixWriteEachScreenInsideTheFolderToItsOwnFile() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let real = corpus.at("app/real")
    let converted = try Self.run(
      [
        "convert", "ios_xcuitest_settings_top_390x844.xml", "--output",
        "ios_xcuitest_settings_top_390x844.json",
      ], in: real)
    #expect(converted.status == 0, "\(converted.stderr)")
    let work = corpus.at("work")
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    let render = try Self.run(["render", "../app/real", "--output", "pictures"], in: work)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.contains("rendered 4 screens into pictures"))
    #expect(
      try corpus.files(in: "work/pictures", ending: ".svg") == [
        "app/real/enrico_10594_syncme_hierarchy.svg",
        "app/real/ios_xcuitest_settings_accessibility_375x667.svg",
        "app/real/ios_xcuitest_settings_top_390x844.svg",
        "app/real/ios_xcuitest_settings_top_390x844.xml.svg",
      ])
    let fix = try Self.run(["fix", "../app/real", "--output", "fixed"], in: work)
    #expect(fix.status == 0, "\(fix.stderr)")
    #expect(fix.stdout.contains("wrote fixed/app/real/ios_xcuitest_settings_top_390x844.xml.json"))
    #expect(try corpus.files(in: "work/fixed", ending: ".json").count == 4)
    // The same name above the working directory, under it, and without an extension: the
    // screen without one has no other name to keep, and is numbered.
    let name = "enrico_10594_syncme_hierarchy"
    let dump = try Data(
      contentsOf: CommandEndToEndTests.fixtures.appendingPathComponent(name + ".json"))
    try corpus.write("work/app/real/\(name).json", dump)
    try corpus.write("work/app/real/\(name)", dump)
    let three = try Self.run(
      ["render", "../app/real/\(name).json", "app/real", "--output", "three", "--jobs", "2"],
      in: work)
    #expect(three.status == 0, "\(three.stderr)")
    #expect(
      try corpus.files(in: "work/three", ending: "") == [
        "app", "app/real", "app/real/\(name).json.svg", "app/real/\(name).svg",
        "app/real/\(name)~2.svg",
      ])
    // Nothing beside the folders, and no staged file left in them.
    #expect(
      try corpus.files(in: "", ending: ".svg").allSatisfy {
        $0.hasPrefix("work/pictures/") || $0.hasPrefix("work/three/")
      })
    #expect(try corpus.files(in: "work", ending: "").allSatisfy { !$0.contains(".hitarea-") })
    // A file where the screens' folder would be: each screen says so, and the run fails.
    try corpus.write("work/blocked/app", "a file")
    let blocked = try Self.run(["fix", "../app/real", "--output", "blocked"], in: work)
    #expect(blocked.status == 2)
    let lines = blocked.stderr.split(separator: "\n")
    #expect(lines.count == 5, "\(blocked.stderr)")
    #expect(
      lines.dropLast().allSatisfy {
        $0.hasPrefix("hitarea: ../app/real/")
          // The folder at fault, as Linux's Foundation names it (its error words are the system's).
          && $0.contains(": cannot be written into blocked (blocked/app")
      })
    #expect(
      lines.last == "hitarea: the files of 4 of 4 screens could not be written into blocked")
    #expect(try corpus.files(in: "work/blocked", ending: "") == ["app"])
    // `--output "$DIR"` with DIR unset: refused, not written under `/` (as the demo did too).
    for command in [["render", "app"], ["fix", "app"], ["demo"]] {
      let empty = try Self.run(command + ["--output", ""], in: corpus.path)
      #expect(empty.status == 2)
      #expect(
        empty.stderr
          == "hitarea: usage error: --output needs a value, not an empty one (see 'hitarea --help')\n"
      )
    }
  }

  /// `--output -` is standard output, as most tools read it, or a usage error.
  ///
  /// Where the output cannot go to standard output, a usage error. It wrote a file named `-`.
  @Test func outputDashIsStandardOutputOrRefused() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let screen = "app/gen/screen0.json"
    let audit = try Self.run(
      ["audit", screen, "--output", "-", "--format", "json"], in: corpus.path)
    #expect(audit.status == 1)
    #expect(audit.stdout.hasPrefix("{") && !audit.stdout.contains("wrote"))
    let several = try Self.run(
      ["audit", "app/gen", "--output", "-", "--format", "jsonl"], in: corpus.path)
    #expect(several.stdout.split(separator: "\n").count == 12)
    let render = try Self.run(["render", screen, "--output", "-"], in: corpus.path)
    #expect(render.status == 0)
    #expect(render.stdout.hasPrefix("<?xml"))
    let convert = try Self.run(["convert", screen, "--output", "-"], in: corpus.path)
    #expect(convert.stdout.contains("\"format\": \"hitarea.layout\""))
    let refusals = [
      (["render", "app/gen"], "render of several files writes into a folder"),
      (["fix", "app/gen"], "fix of several files writes into a folder"),
      (["fix", screen], "the fixed snapshot goes to a file (the fixes are printed)"),
      (["demo"], "the demo writes its two pictures into a folder"),
    ]
    for (command, place) in refusals {
      let refused = try Self.run(command + ["--output", "-"], in: corpus.path)
      #expect(refused.status == 2, "\(command)")
      #expect(refused.stdout.isEmpty, "\(command)")
      #expect(
        refused.stderr
          == "hitarea: usage error: --output -: \(place), not standard output "
          + "(see 'hitarea --help')\n")
    }
    #expect(!FileManager.default.fileExists(atPath: corpus.at("-")))
  }

  /// A report written over a file the command reads replaced the dump or the shard without a
  /// word: refused, under any spelling, and the file is left as it was.
  @Test func aReportIsNotWrittenOverAFileTheCommandReads() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let screen = "app/gen/screen0.json"
    let dump = try Data(contentsOf: URL(fileURLWithPath: corpus.at(screen)))
    let shard = try Self.run(
      ["audit", "app/gen", "--format", "jsonl", "--for-report", "--output", "s.jsonl"],
      in: corpus.path)
    #expect(shard.status == 1)
    let lines = try Data(contentsOf: URL(fileURLWithPath: corpus.at("s.jsonl")))
    let written = try Self.run(
      ["audit", "app/gen", "--write-baseline", "b.json", "--fail-on", "never"], in: corpus.path)
    #expect(written.status == 0)
    try corpus.write("s.txt", "# nothing\n")
    try corpus.write("shot.png", Self.png)
    let shotBeside = String(screen.dropLast(".json".count)) + ".png"
    try corpus.write(shotBeside, Self.png)
    let attempts = [
      (["audit", screen, "--format", "json", "--output", screen], "--output \(screen)", ""),
      (
        ["audit", "./" + screen, "app/real", "--output", screen], "--output \(screen)",
        " (./\(screen))"
      ),
      (
        ["audit", screen, "--write-baseline", "./" + screen], "--write-baseline ./\(screen)",
        " (\(screen))"
      ),
      (["render", screen, "--output", screen], "--output \(screen)", ""),
      (["report", "s.jsonl", "--output", "./s.jsonl"], "--output ./s.jsonl", " (s.jsonl)"),
      // The other files a run reads, and a dump in a folder it reads.
      (["audit", screen, "--baseline", "b.json", "--output", "b.json"], "--output b.json", ""),
      (["audit", screen, "--suppress", "s.txt", "--output", "s.txt"], "--output s.txt", ""),
      (
        ["render", screen, "--screenshot", "shot.png", "--output", "shot.png"],
        "--output shot.png", ""
      ),
      (["audit", "app", "--output", screen], "--output \(screen)", " (a dump in app)"),
      // The screenshot beside a FILE, read by convention (render wrote its picture over it).
      (
        ["render", screen, "--output", shotBeside], "--output \(shotBeside)",
        " (the screenshot beside \(screen))"
      ),
    ]
    for (command, named, spelling) in attempts {
      let refused = try Self.run(command, in: corpus.path)
      #expect(refused.status == 2, "\(command)")
      #expect(
        refused.stderr
          == "hitarea: usage error: \(named) is a file this command reads\(spelling): it would be "
          + "replaced; name another file (see 'hitarea --help')\n")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: corpus.at(screen))) == dump)
    #expect(try Data(contentsOf: URL(fileURLWithPath: corpus.at("s.jsonl"))) == lines)
    #expect(try Data(contentsOf: URL(fileURLWithPath: corpus.at(shotBeside))) == Data(Self.png))
    // A note in a folder the run reads is skipped: a report may go over it; a device too.
    let note = try Self.run(["audit", "app", "--output", "app/notes.md"], in: corpus.path)
    #expect(note.stdout == "wrote app/notes.md\n", "\(note.stderr)")
    let null = try Self.run(["audit", "app/gen", "--output", "/dev/null"], in: corpus.path)
    #expect(null.status == 1)
    // A shard written into the folder it reads, twice: the second run skips the first's.
    for _ in 0..<2 {
      let shard = try Self.run(
        ["audit", "app/gen", "--format", "jsonl", "--for-report", "--output", "app/gen/r.jsonl"],
        in: corpus.path)
      #expect(shard.status == 1, "\(shard.stderr)")
    }
    // A baseline updated over the one compared with; a link in the folder to a dump elsewhere.
    let update = try Self.run(
      ["audit", "app/gen", "--baseline", "b.json", "--write-baseline", "b.json"], in: corpus.path)
    #expect(update.status == 0, "\(update.stderr)")
    try FileManager.default.createSymbolicLink(
      atPath: corpus.at("app/gen/linked.json"),
      withDestinationPath: corpus.at("app/real/" + Corpus.realDumps[0]))
    let linked = try Self.run(
      ["audit", "app/gen", "--output", "app/gen/linked.json"], in: corpus.path)
    #expect(linked.status == 2)
    #expect(linked.stderr.contains("(a dump in app/gen)"))
    let both = try Self.run(
      ["audit", "app/gen", "--write-baseline", "x.json", "--output", "./x.json"], in: corpus.path)
    #expect(
      both.stderr
        == "hitarea: usage error: --write-baseline and --output name one file, x.json; name two "
        + "(see 'hitarea --help')\n")
  }

  /// A layout snapshot written over a screen dump of another format lost the dump: `fix` and
  /// `convert` refuse that file (one screen), or leave that screen unwritten (a folder), and the
  /// dump is left as it was; a snapshot may still be fixed or converted in place.
  @Test func aSnapshotIsNotWrittenOverADumpOfAnotherFormat() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    let rico = "app/real/" + Corpus.realDumps[0]
    let xml = "app/real/" + Corpus.realDumps[1]
    let before = try [rico, xml].map { try Data(contentsOf: URL(fileURLWithPath: corpus.at($0))) }
    let attempts = [
      (["convert", xml, "--output", xml], xml, "xcuitest"),
      (["fix", xml, "--output", "./" + xml], "./" + xml, "xcuitest"),
      (["fix", rico, "--output", rico], rico, "rico"),
    ]
    for (command, named, format) in attempts {
      let refused = try Self.run(command, in: corpus.path)
      #expect(refused.status == 2, "\(command)")
      #expect(
        refused.stderr
          == "hitarea: usage error: --output \(named): it is a screen dump (\(format)), which a "
          + "layout snapshot would replace; name another file (see 'hitarea --help')\n")
    }
    // Over a folder, the screen whose file is the dump is not written; the others are.
    let folder = try Self.run(["fix", "app/real", "--output", "."], in: corpus.path)
    #expect(folder.status == 2)
    #expect(
      folder.stderr.contains(
        "hitarea: \(rico): not written to ./\(rico): it is a screen dump (rico); name another "
          + "folder\n"), "\(folder.stderr)")
    #expect(folder.stderr.hasSuffix("the files of 1 of 3 screens could not be written into .\n"))
    #expect(
      FileManager.default.fileExists(
        atPath: corpus.at(
          "app/real/"
            + Corpus.realDumps[2]
            .replacingOccurrences(of: ".xml", with: ".json"))))
    let after = try [rico, xml].map { try Data(contentsOf: URL(fileURLWithPath: corpus.at($0))) }
    #expect(after == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: corpus.at("app/real")).allSatisfy {
        !$0.hasPrefix(".")
      })
    // A dump whose first 64 KiB tell no format (Maestro's messages before its JSON), read as
    // --from names it: refused as the FILE it is.
    let maestro = try String(
      contentsOfFile: CommandEndToEndTests.fixture(
        "maestro_hierarchy_ios_derived_skeleton_login_402x874.txt"), encoding: .utf8)
    let log = String(repeating: "Running on iPhone 17 - iOS 26.5\n", count: 3_000) + maestro
    try corpus.write("log.txt", log)
    let logged = try Self.run(
      ["fix", "log.txt", "--from", "maestro", "--output", "./log.txt"], in: corpus.path)
    #expect(logged.status == 2)
    #expect(
      logged.stderr.hasPrefix(
        "hitarea: usage error: --output ./log.txt: it is the maestro dump this command reads"),
      "\(logged.stderr)")
    #expect(try String(contentsOfFile: corpus.at("log.txt"), encoding: .utf8) == log)
    // A test's log before its debugDescription tree is told whole: refused as a dump.
    let tree = """
      Element subtree:
       →Window, 0x1, {{0.0, 0.0}, {375.0, 667.0}}
          Button, 0x2, {{10.0, 10.0}, {20.0, 20.0}}, label: 'Close'

      """
    let testLog = String(repeating: "t =     1.00s Tap Button\n", count: 4_000) + tree
    try corpus.write("test.log", testLog)
    let tested = try Self.run(["fix", "test.log", "--output", "./test.log"], in: corpus.path)
    #expect(tested.status == 2)
    #expect(
      tested.stderr.contains("it is a screen dump (debug-description)"), "\(tested.stderr)")
    #expect(try String(contentsOfFile: corpus.at("test.log"), encoding: .utf8) == testLog)
    // A snapshot fixed, or rewritten, in place.
    let snapshot = "app/gen/screen0.json"
    let fixed = try Self.run(["fix", snapshot, "--output", snapshot], in: corpus.path)
    #expect(fixed.status == 0, "\(fixed.stderr)")
    let audit = try Self.run(["audit", snapshot, "--format", "json"], in: corpus.path)
    #expect(!audit.stdout.contains(#""severity": "error""#), "\(audit.stdout)")
    let converted = try Self.run(["convert", snapshot, "--output", snapshot], in: corpus.path)
    #expect(converted.status == 0, "\(converted.stderr)")
    // Not one whose keys this hitarea does not know: the snapshot written would drop them.
    let original = try String(contentsOfFile: corpus.at(snapshot), encoding: .utf8)
    let annotated = original.replacingOccurrences(
      of: #""version": 1,"#, with: #""version": 1, "capturedAt": "2026-12-07","#)
    #expect(annotated != original)
    try corpus.write(snapshot, annotated)
    for command in ["fix", "convert"] {
      let dropping = try Self.run([command, snapshot, "--output", snapshot], in: corpus.path)
      #expect(dropping.status == 2)
      #expect(
        dropping.stderr.contains(
          #"it is the snapshot this command reads, whose key "capturedAt" this hitarea does not know"#
        ), "\(dropping.stderr)")
      #expect(try String(contentsOfFile: corpus.at(snapshot), encoding: .utf8) == annotated)
      let elsewhere = try Self.run(
        [command, snapshot, "--output", "app/gen/\(command).json"], in: corpus.path)
      #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
    }
    // Over a folder fixed into itself: that screen is not written (status 2), the others are.
    let small = #"""
      {"format": "hitarea.layout", "version": 1,KEY "root": {"id": "w", "frame": [0, 0, 390, 844],
       "children": [{"id": "b", "frame": [10, 10, 20, 20], "target": true}]}}
      """#
    let plain = small.replacingOccurrences(of: "KEY", with: "")
    let kept = small.replacingOccurrences(of: "KEY", with: #" "capturedAt": "2026-12-07","#)
    try corpus.write("inplace/plain.json", plain)
    try corpus.write("inplace/annotated.json", kept)
    let intoItself = try Self.run(["fix", ".", "--output", "."], in: corpus.at("inplace"))
    #expect(intoItself.status == 2)
    #expect(
      intoItself.stderr.contains(
        #"annotated.json: not written to ./annotated.json: it is the snapshot this command reads, whose key "capturedAt""#
      ), "\(intoItself.stderr)")
    #expect(
      try String(contentsOfFile: corpus.at("inplace/annotated.json"), encoding: .utf8) == kept)
    #expect(try String(contentsOfFile: corpus.at("inplace/plain.json"), encoding: .utf8) != plain)
    // A key of 100,000 letters: the refusal is still one short line.
    let huge = String(repeating: "k", count: 100_000)
    try corpus.write(
      snapshot,
      original.replacingOccurrences(
        of: #""version": 1,"#, with: #""version": 1, ""# + huge + #"": 1,"#))
    let refused = try Self.run(["fix", snapshot, "--output", snapshot], in: corpus.path)
    #expect(refused.status == 2)
    let line = try #require(refused.stderr.split(separator: "\n").last { $0.contains("--output") })
    #expect(line.unicodeScalars.count < 1_000, "\(line.count)")
  }

  /// The bytes of a PNG file as far as the signature goes: enough to be embedded.
  static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])

  @Test func renderDrawsOverTheScreenshotBesideTheDumpOrTheOneNamed() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    try corpus.write("app/gen/screen0.png", Self.png)
    let beside = try Self.run(["render", "app/gen/screen0.json"], in: corpus.path)
    #expect(beside.status == 0)
    let image =
      #"<image class="screenshot" height="844" href="data:image/png;base64,iVBORw0KGgoAAAAN""#
    #expect(beside.stdout.contains(image))
    let none = try Self.run(["render", "app/gen/screen1.json"], in: corpus.path)
    #expect(!none.stdout.contains("<image"))
    let named = try Self.run(
      ["render", "app/gen/screen1.json", "--screenshot", "app/gen/screen0.png"], in: corpus.path)
    #expect(named.stdout.contains(image))
    let notAnImage = try Self.run(
      ["render", "app/gen/screen1.json", "--screenshot", "app/notes.md"], in: corpus.path)
    #expect(notAnImage.status == 2)
    #expect(notAnImage.stderr == "hitarea: app/notes.md: not a PNG or JPEG image\n")
    let html = try Self.run(["audit", "app/gen", "--format", "html"], in: corpus.path)
    #expect(html.stdout.components(separatedBy: "data:image/png;base64,").count == 2)
  }

  @Test func standardInputIsOneFileAmongOthersAndEmptyFoldersSaySo() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    // Standard input is the null device here: an empty file, which cannot be read (4), beside
    // screens with findings (1).
    let mixed = try Self.run(["audit", "-", "app"], in: corpus.path)
    #expect(mixed.status == 5)
    #expect(mixed.stderr.contains("hitarea: <stdin>: the file is empty\n"))
    try FileManager.default.createDirectory(
      atPath: corpus.at("empty"), withIntermediateDirectories: true)
    let empty = try Self.run(["audit", "empty", "app/notes.md"], in: corpus.path)
    #expect(empty.status == 4)
    // A folder of no files, or of no dumps, fails with nothing written: no empty report, in
    // any format.
    try corpus.write("notes/readme.md", "# Notes\n")
    for format in ["text", "json", "jsonl", "sarif", "junit"] {
      let nothing = try Self.run(["audit", "empty", "--format", format], in: corpus.path)
      #expect(nothing.status == 2)
      #expect(nothing.stderr == "hitarea: no screen dumps found among 0 files\n")
      #expect(nothing.stdout.isEmpty)
      let noDump = try Self.run(["audit", "notes", "--format", format], in: corpus.path)
      #expect(noDump.status == 2)
      #expect(noDump.stderr == "hitarea: no screen dumps found among 1 file\n")
      #expect(noDump.stdout.isEmpty, "\(format): \(noDump.stdout)")
    }
    for format in ["text", "json", "swift"] {
      let noFix = try Self.run(["fix", "notes", "--format", format], in: corpus.path)
      #expect(noFix.status == 2)
      #expect(noFix.stdout.isEmpty, "\(format): \(noFix.stdout)")
    }
  }

  /// Over a folder of no dump, `fix` and `render` make no `--output` folder (they left an empty
  /// one behind their status 2): the folder is made with the first screen written into it.
  @Test func aFolderOfNoDumpMakesNoOutputFolder() throws {
    let corpus = try Corpus()
    defer { corpus.remove() }
    try corpus.write("notes/readme.md", "# Notes\n")
    for format in ["text", "json", "swift"] {
      let noFix = try Self.run(
        ["fix", "notes", "--output", "fixed/\(format)", "--format", format], in: corpus.path)
      #expect(noFix.status == 2)
      #expect(noFix.stderr == "hitarea: no screen dumps found among 1 file\n")
      #expect(!FileManager.default.fileExists(atPath: corpus.at("fixed")), "\(format)")
    }
    let noPicture = try Self.run(["render", "notes", "--output", "pictures"], in: corpus.path)
    #expect(noPicture.status == 2)
    #expect(!FileManager.default.fileExists(atPath: corpus.at("pictures")))
    // A folder of dumps still makes it.
    let fixed = try Self.run(["fix", "app/gen", "--output", "fixed/gen"], in: corpus.path)
    #expect(fixed.status == 0, "\(fixed.stderr)")
    #expect(FileManager.default.fileExists(atPath: corpus.at("fixed/gen/app/gen/screen0.json")))
  }
}

import Foundation
import Testing

@testable import HitAreaCLI

/// `hitarea report` over the shards of a corpus prints, byte for byte, what one audit over the
/// whole corpus prints, in every format, with the same exit status.
@Suite struct ShardReportEndToEndTests {
  /// A PNG's signature and a few bytes: enough for a screenshot beside a dump.
  static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]

  /// The golden corpus in three folders (one of them with a screenshot, a broken file and a
  /// file that is no screen dump), and an empty folder for the shards' lines.
  static func corpus(_ name: String) throws -> (corpus: URL, shards: URL) {
    let manager = FileManager.default
    // One folder name: settings may hold a path (`../suppressions.txt`), whose slashes would
    // make folders inside folders that removing the innermost one leaves behind.
    let name = name.replacingOccurrences(of: "/", with: "_")
    let base = manager.temporaryDirectory.appendingPathComponent(
      "hitarea-shards-\(getpid())-\(name)")
    try? manager.removeItem(at: base)
    let corpus = base.appendingPathComponent("corpus")
    let shards = base.appendingPathComponent("shards")
    for folder in ["a", "b", "c"] {
      try manager.createDirectory(
        at: corpus.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try manager.createDirectory(at: shards, withIntermediateDirectories: true)
    let golden = try GoldenOutputTests.corpus(
      for: GoldenOutputTests.Case(name: "shards-\(name)", arguments: []))
    defer { try? manager.removeItem(at: golden) }
    let names = try manager.contentsOfDirectory(atPath: golden.path).sorted()
    for (i, file) in names.enumerated() {
      try manager.copyItem(
        at: golden.appendingPathComponent(file),
        to: corpus.appendingPathComponent(["a", "b", "c"][i % 3]).appendingPathComponent(file))
    }
    try Data(Self.png).write(to: corpus.appendingPathComponent("a/badge.png"))
    return (corpus, shards)
  }

  static let formats = ["text", "json", "jsonl", "sarif", "junit", "html", "markdown"]

  /// Saves a run's standard output as a shard in the folder; its path.
  static func save(_ run: CommandEndToEndTests.Run, as name: String, in shards: URL) throws
    -> String
  {
    let path = shards.appendingPathComponent(name).path
    try run.stdout.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  /// A shard given twice, under any spelling, is read once, with one line that says so: each of
  /// its screens was noted as being in `a.jsonl:1 and a.jsonl:1`.
  @Test func aShardGivenTwiceIsReadOnce() throws {
    let (corpus, shards) = try Self.corpus("twice")
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    let shard = shards.appendingPathComponent("a.jsonl").path
    let made = try CommandEndToEndTests.run(
      ["audit", "a", "--format", "jsonl", "--for-report", "--fail-on", "never", "--output", shard],
      in: corpus)
    #expect(made.status == 0, "\(made.stderr)")
    let once = try CommandEndToEndTests.run(["report", shard, "--format", "json"])
    let twice = try CommandEndToEndTests.run(
      ["report", shard, shards.path + "/../shards/a.jsonl", "--format", "json"])
    #expect(twice.stdout == once.stdout)
    #expect(twice.status == once.status)
    let lines = twice.stderr.split(separator: "\n").filter { !once.stderr.contains($0) }
    #expect(lines == ["hitarea: \(shards.path)/../shards/a.jsonl is given twice; read once"])
  }

  /// Two files whose names differ only in their Unicode normalization (`café` composed and
  /// decomposed, two files on Linux) are two screens in the report, as in the audit: they were
  /// taken for one, the other's three errors dropped and the status 0 where the audit's was 1.
  @Test func namesThatDifferInNormalizationAreTwoScreens() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-nfc-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    for folder in ["s/x", "s/y"] {
      try FileManager.default.createDirectory(
        at: base.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let errors = CommandEndToEndTests.fixture(
      "xcuitest_debugdescription_handwritten_checkout_390x844.txt")
    let passing = CommandEndToEndTests.fixture("ios_xcuitest_settings_top_390x844.xml")
    try FileManager.default.copyItem(
      atPath: errors, toPath: base.appendingPathComponent("s/x/caf\u{E9}.txt").path)
    try FileManager.default.copyItem(
      atPath: passing, toPath: base.appendingPathComponent("s/x/cafe\u{301}.txt").path)
    try FileManager.default.copyItem(
      atPath: passing, toPath: base.appendingPathComponent("s/y/other.xml").path)
    var shards: [String] = []
    for folder in ["x", "y"] {
      let shard = base.appendingPathComponent("\(folder).jsonl").path
      let made = try CommandEndToEndTests.run(
        [
          "audit", "s/\(folder)", "--format", "jsonl", "--for-report", "--fail-on", "never",
          "--output", shard,
        ], in: base)
      #expect(made.status == 0, "\(made.stderr)")
      shards.append(shard)
    }
    for format in ["text", "json"] {
      let whole = try CommandEndToEndTests.run(["audit", "s", "--format", format], in: base)
      let report = try CommandEndToEndTests.run(
        ["report"] + shards + ["--format", format], in: base)
      #expect(whole.status == 1)
      #expect(report.status == whole.status)
      #expect(report.stdout == whole.stdout)
      #expect(report.stderr.isEmpty, "\(report.stderr)")
    }
  }

  @Test(arguments: formats)
  func reportOfThreeShardsIsTheWholeRunsReport(_ format: String) throws {
    try Self.expectShardsGiveTheWholeRun(format, settings: [])
  }

  /// With a custom minimum, the report of the shards is the whole run's too.
  @Test(arguments: formats)
  func aCustomMinimumTravelsWithTheShards(_ format: String) throws {
    try Self.expectShardsGiveTheWholeRun(format, settings: ["--minimum", "30"])
    if format == "text" {
      let (corpus, _) = try Self.corpus("minimum-title")
      defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
      let whole = try CommandEndToEndTests.run(["audit", ".", "--minimum", "30"], in: corpus)
      #expect(whole.stdout.contains("with a custom 30×30 pt minimum"))
    }
  }

  /// Audits the corpus whole and in three shards with `settings`, and expects `report` over the
  /// shards to print the whole run's output with its status.
  static func expectShardsGiveTheWholeRun(
    _ format: String, settings: [String], prepare: (URL) throws -> Void = { _ in }
  ) throws {
    let (corpus, shards) = try Self.corpus(format + settings.joined())
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    try prepare(corpus)
    let whole = try CommandEndToEndTests.run(
      ["audit", ".", "--format", format, "--fail-on", "warning"] + settings, in: corpus)
    #expect(whole.status == 5, "findings at --fail-on and a broken file")
    var lines: [String] = []
    for folder in ["c", "a", "b"] {
      let shard = try CommandEndToEndTests.run(
        ["audit", folder, "--format", "jsonl", "--for-report", "--jobs", "1"] + settings,
        in: corpus)
      let path = shards.appendingPathComponent("\(folder).jsonl").path
      try shard.stdout.write(toFile: path, atomically: false, encoding: .utf8)
      lines.append(path)
    }
    let report = try CommandEndToEndTests.run(
      ["report"] + lines + ["--format", format, "--fail-on", "warning"], in: corpus)
    #expect(report.stdout == whole.stdout)
    #expect(report.status == whole.status)
  }

  /// Lines in any order, from any number of files: the same report.
  @Test func linesInAnyOrderGiveTheSameReport() throws {
    let (corpus, shards) = try Self.corpus("order")
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    let whole = try CommandEndToEndTests.run(["audit", ".", "--format", "sarif"], in: corpus)
    let all = try CommandEndToEndTests.run(
      ["audit", ".", "--format", "jsonl", "--for-report"], in: corpus)
    // Every other line from the back, then the rest: no line where it was.
    let lines = Array(all.stdout.split(separator: "\n").reversed())
    let shuffled =
      lines.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
      + lines.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    let path = shards.appendingPathComponent("shuffled.jsonl").path
    try (shuffled.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: false, encoding: .utf8)
    let report = try CommandEndToEndTests.run(["report", path, "--format", "sarif"], in: corpus)
    #expect(report.stdout == whole.stdout)
    #expect(report.status == whole.status)
  }

  /// A screen in two shards is reported once, with a note.
  @Test func aRepeatedScreenIsReportedOnce() throws {
    let (corpus, shards) = try Self.corpus("repeated")
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    let whole = try CommandEndToEndTests.run(["audit", ".", "--format", "json"], in: corpus)
    let all = try CommandEndToEndTests.run(
      ["audit", ".", "--format", "jsonl", "--for-report"], in: corpus)
    let first = shards.appendingPathComponent("1.jsonl").path
    let second = shards.appendingPathComponent("2.jsonl").path
    try all.stdout.write(toFile: first, atomically: false, encoding: .utf8)
    try all.stdout.write(toFile: second, atomically: false, encoding: .utf8)
    let report = try CommandEndToEndTests.run(
      ["report", first, second, "--format", "json"], in: corpus)
    #expect(report.stdout == whole.stdout)
    #expect(report.stderr.contains("a/badge.json is in \(first):"))
    #expect(report.stderr.contains("reported once"))
  }

  /// The notes of a report on standard output are said once, whichever way it reaches the
  /// output: spooled, made again where the temporary file cannot hold it (a full temporary
  /// folder; it said every note twice, a screen's own notes too), or written as it is made.
  @Test func notesAreSaidOnceWhereTheSpoolFails() throws {
    let (corpus, shards) = try Self.corpus("notes-once")
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    let all = try CommandEndToEndTests.run(
      ["audit", ".", "--format", "jsonl", "--for-report"], in: corpus)
    let first = try Self.save(all, as: "1.jsonl", in: shards)
    let second = try Self.save(all, as: "2.jsonl", in: shards)
    let whole = try CommandEndToEndTests.run(["audit", ".", "--format", "json"], in: corpus)
    let arguments = try ParsedArguments(
      [first, second, "--format", "json"], ReportCommand.command.specification)
    func report(_ spool: ReportSpool?) throws -> (stdout: String, notes: [String], status: Int32) {
      var (lines, notes) = ([String](), [String]())
      let status = try ReportCommand.spooled(
        arguments, CommandOutput(text: { lines.append($0) }), spool: spool
      ) { notes.append($0) }
      return (lines.map { $0 + "\n" }.joined(), notes, status)
    }
    let full = open("/dev/full", O_RDWR)
    try #require(full >= 0)
    let direct = try report(nil)
    #expect(direct.stdout == whole.stdout)
    #expect(direct.status == whole.status)
    let repeated = direct.notes.filter { $0.hasSuffix("reported once, from the first") }
    #expect(repeated.count == all.stdout.split(separator: "\n").count)
    // The notes of the screens themselves too: the broken file's, once.
    #expect(direct.notes.count(where: { $0.hasPrefix("hitarea: ") && !repeated.contains($0) }) == 1)
    for spool in [ReportSpool(descriptor: full), try ReportSpool()] {
      let spooled = try report(spool)
      #expect(spooled.stdout == whole.stdout)
      #expect(spooled.status == whole.status)
      #expect(spooled.notes == direct.notes)
    }
  }

  /// Two shards whose lines name one path but hold different screens (two dumps piped in, each
  /// `<stdin>`) are refused: one was reported, the other's findings and failing status dropped.
  @Test func twoScreensOfOnePathAreRefused() throws {
    let (corpus, shards) = try Self.corpus("one-path")
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    var paths: [String] = []
    for name in [
      "ios_xcuitest_settings_top_390x844.xml", "ios_wda_source_skeleton_login_402x874.json",
    ] {
      let dump = try Data(contentsOf: URL(fileURLWithPath: CommandEndToEndTests.fixture(name)))
      let shard = try CommandEndToEndTests.run(
        ["audit", "-", "--format", "jsonl", "--for-report", "--fail-on", "never"], stdin: dump)
      paths.append(try Self.save(shard, as: "\(paths.count).jsonl", in: shards))
    }
    let report = try CommandEndToEndTests.run(["report"] + paths + ["--format", "sarif"])
    #expect(report.status == 2)
    #expect(report.stdout.isEmpty)
    #expect(
      report.stderr
        == "hitarea: <stdin> is in \(paths[0]):1 and \(paths[1]):1 as two different screens; "
        + "report them apart, or audit each under a path of its own (a file rather than "
        + "standard input)\n")
  }

  /// Shards that cannot be read are refused with their place named once (it was named twice),
  /// a column on the line rather than the line reader's `line 1`, and the system's reason.
  // A limit: a named pipe opened blocking would wait for ever, not fail.
  @Test(.timeLimit(.minutes(10))) func brokenShardsAreNamedOnceWithTheirColumn() throws {
    let (corpus, shards) = try Self.corpus("broken")
    defer { try? FileManager.default.removeItem(at: shards.deletingLastPathComponent()) }
    let audited = try CommandEndToEndTests.run(
      ["audit", "a", "--format", "jsonl", "--for-report"], in: corpus)
    let line = try #require(audited.stdout.split(separator: "\n").first.map(String.init))
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    var reportData = try #require(object["reportData"] as? [String: Any])
    var snapshot = try #require(reportData["snapshot"] as? [String: Any])
    var root = try #require(snapshot["root"] as? [String: Any])
    root["frame"] = [0, 0, 1]
    snapshot["root"] = root
    reportData["snapshot"] = snapshot
    object["reportData"] = reportData
    let badFrame = try JSONSerialization.data(withJSONObject: object)
    let cases: [(name: String, bytes: [UInt8], message: String)] = [
      ("cut", Array(#"{"path": }"#.utf8), "path: expected a string, found '}'"),
      ("control", Array("{\"path\": \"a\u{1}\"}".utf8), "path: a control character (0x1)"),
      ("trailing", Array(line.utf8) + Array(" x".utf8), "found 'x' (column \(line.count + 2))"),
      ("byte", Array(#"{"path": "a"#.utf8) + [0xFF, 0x22, 0x7D], "invalid byte 0xFF at column 12"),
      (
        "wide", [0xFF, 0xFE] + Array(#"{"path": "a.json"}"#.utf16).flatMap { [UInt8($0), 0] },
        "not UTF-8 text: the file is UTF-16"
      ),
      ("frame", Array(badFrame), "reportData.snapshot.root.frame: expected an array of 4 numbers"),
    ]
    for (name, bytes, message) in cases {
      let shard = shards.appendingPathComponent("\(name).jsonl").path
      try Data(bytes).write(to: URL(fileURLWithPath: shard))
      let refused = try CommandEndToEndTests.run(["report", shard])
      #expect(refused.status == 2, "\(name)")
      #expect(refused.stderr.hasPrefix("hitarea: \(shard):1: "), "\(name): \(refused.stderr)")
      #expect(refused.stderr.contains(message), "\(name): \(refused.stderr)")
      #expect(name != "control" || refused.stderr.hasSuffix("(column 12)\n"))
      #expect(!refused.stderr.contains("line 1"), "\(name): \(refused.stderr)")
    }
    let missing = shards.appendingPathComponent("missing.jsonl").path
    let gone = try CommandEndToEndTests.run(["report", missing])
    #expect(gone.stderr == "hitarea: \(missing): cannot be read (No such file or directory)\n")
    let folder = try CommandEndToEndTests.run(["report", shards.path])
    #expect(folder.stderr.hasSuffix(": a folder, not a shard (give its JSON Lines files)\n"))
    // A named pipe with no writer: refused at once, not waited on.
    let pipe = shards.appendingPathComponent("pipe.jsonl").path
    #expect(mkfifo(pipe, 0o600) == 0)
    let piped = try CommandEndToEndTests.run(["report", pipe])
    #expect(piped.status == 2)
    #expect(
      piped.stderr.hasSuffix(
        ": not a file (a pipe?): give the shard as a file, whose lines are read twice\n"))
  }

  /// Plain JSON Lines, and shards audited against different standards, are refused before
  /// anything is written.
  @Test func linesThatCannotBeSummedAreRefused() throws {
    let (corpus, shards) = try Self.corpus("refused")
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    let plain = try CommandEndToEndTests.run(["audit", "a", "--format", "jsonl"], in: corpus)
    let plainPath = shards.appendingPathComponent("plain.jsonl").path
    try plain.stdout.write(toFile: plainPath, atomically: false, encoding: .utf8)
    let refused = try CommandEndToEndTests.run(["report", plainPath, "--format", "text"])
    #expect(refused.status == 2)
    #expect(refused.stdout.isEmpty)
    #expect(refused.stderr.contains("plain.jsonl:1: no reportData"))

    var paths: [String] = []
    for (folder, standard) in [("a", "ios"), ("b", "wcag-aa")] {
      let shard = try CommandEndToEndTests.run(
        ["audit", folder, "--format", "jsonl", "--for-report", "--standard", standard],
        in: corpus)
      paths.append(try Self.save(shard, as: "\(folder).jsonl", in: shards))
    }
    let mixed = try CommandEndToEndTests.run(["report"] + paths + ["--format", "json"])
    #expect(mixed.status == 2)
    #expect(mixed.stdout.isEmpty)
    #expect(mixed.stderr.contains("audited with other settings"))

    // Two custom minimums do not sum either.
    var minimums: [String] = []
    for (folder, minimum) in [("a", "30"), ("b", "40")] {
      let shard = try CommandEndToEndTests.run(
        ["audit", folder, "--format", "jsonl", "--for-report", "--minimum", minimum], in: corpus)
      let path = shards.appendingPathComponent("\(folder)-\(minimum).jsonl").path
      try shard.stdout.write(toFile: path, atomically: false, encoding: .utf8)
      minimums.append(path)
    }
    let apart = try CommandEndToEndTests.run(["report"] + minimums + ["--format", "text"])
    #expect(apart.status == 2 && apart.stdout.isEmpty)
    #expect(apart.stderr.contains("--minimum"))
  }

  /// A line whose body is wrong, found only when its screen is decoded (after the earlier
  /// screens were written), leaves standard output empty in every format: the report is
  /// whole or not there, as with `--output` (the earlier screens' report reached a CI log).
  @Test func aLineFoundWrongHalfwayWritesNothing() throws {
    let (corpus, shards) = try Self.corpus("halfway")
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    let all = try CommandEndToEndTests.run(
      ["audit", ".", "--format", "jsonl", "--for-report"], in: corpus)
    let lines = all.stdout.split(separator: "\n").map(String.init)
    let audited = try #require(lines.first { $0.contains(#""status":"audited""#) })
    // Its head (path and settings) is sound; its status is not one an audit writes.
    var wrong = audited.replacingOccurrences(of: #""status":"audited""#, with: #""status":"weird""#)
    let path = try #require(wrong.range(of: #"{"path":""#))
    wrong.replaceSubrange(path, with: #"{"path":"zz-"#)
    let shard = shards.appendingPathComponent("halfway.jsonl").path
    try (lines + [wrong]).joined(separator: "\n").write(
      toFile: shard, atomically: false, encoding: .utf8)
    for format in Self.formats {
      let report = try CommandEndToEndTests.run(["report", shard, "--format", format])
      #expect(report.status == 2, "\(format)")
      #expect(report.stdout.isEmpty, "\(format): \(report.stdout.prefix(200))")
      #expect(report.stderr.contains(#"halfway.jsonl:\#(lines.count + 1): unknown status "weird""#))
    }
  }

  /// Shards audited against different baselines or suppression files do not sum (one shard's
  /// known findings were reported as new); files that accept the same findings, laid out
  /// apart, do.
  @Test func shardsOfOtherBaselinesOrSuppressionsAreRefused() throws {
    let (corpus, shards) = try Self.corpus("digests")
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    let written = try CommandEndToEndTests.run(
      ["audit", ".", "--write-baseline", "../base.json", "--fail-on", "never"], in: corpus)
    #expect(written.status == 4, "\(written.stderr)")  // the corpus holds a broken file
    let base = shards.deletingLastPathComponent()
    let text = try String(contentsOf: base.appendingPathComponent("base.json"), encoding: .utf8)
    // The same findings, laid out otherwise; and none.
    try text.replacingOccurrences(of: "\n", with: "\n\n").write(
      to: base.appendingPathComponent("spaced.json"), atomically: false, encoding: .utf8)
    try #"{"format": "hitarea.baseline", "version": 1, "findings": []}"#.write(
      to: base.appendingPathComponent("empty.json"), atomically: false, encoding: .utf8)
    try "# none\n".write(
      to: base.appendingPathComponent("none.txt"), atomically: false, encoding: .utf8)
    try "min-size:UIButton ‘Close’ # known\n".write(
      to: base.appendingPathComponent("close.txt"), atomically: false, encoding: .utf8)
    func shard(_ folder: String, _ options: [String]) throws -> String {
      let path = shards.appendingPathComponent(
        "\(folder)\(options.joined()).jsonl".replacingOccurrences(of: "/", with: "_")
      ).path
      let r = try CommandEndToEndTests.run(
        ["audit", folder, "--format", "jsonl", "--for-report", "--output", path] + options,
        in: corpus)
      #expect(r.status != 2, "\(r.stderr)")
      return path
    }
    let same = try CommandEndToEndTests.run(
      [
        "report", try shard("a", ["--baseline", "../base.json"]),
        try shard("b", ["--baseline", "../spaced.json"]), "--format", "text",
      ])
    #expect(same.status == 4, "\(same.stderr)")
    #expect(same.stdout.contains("baseline: "), "\(same.stdout)")
    // A shard of an older hitarea (no digest) beside a new one: refused, and told why.
    let new = try shard("a", ["--baseline", "../base.json"])
    let old = shards.appendingPathComponent("old.jsonl").path
    let lines = try String(contentsOfFile: new, encoding: .utf8)
    let digest = try #require(lines.firstRange(of: #/,"baselineDigest":"[0-9a-f]{16}"/#))
    try lines.replacingOccurrences(of: String(lines[digest]), with: "").write(
      toFile: old, atomically: false, encoding: .utf8)
    let mixedAges = try CommandEndToEndTests.run(
      ["report", try shard("b", ["--baseline", "../base.json"]), old, "--format", "text"])
    #expect(mixedAges.status == 2)
    #expect(
      mixedAges.stderr.contains(
        "; a shard of an older hitarea records no baseline digest: audit it again"),
      "\(mixedAges.stderr)")
    for (a, b) in [
      (["--baseline", "../base.json"], ["--baseline", "../empty.json"]),
      (["--suppress", "../close.txt"], ["--suppress", "../none.txt"]),
    ] {
      let mixed = try CommandEndToEndTests.run(
        ["report", try shard("a", a), try shard("b", b), "--format", "text"])
      #expect(mixed.status == 2 && mixed.stdout.isEmpty, "\(a) \(b)")
      #expect(mixed.stderr.contains("audited with other settings"), "\(mixed.stderr)")
    }
  }

  @Test func forReportGoesWithJSONLines() throws {
    let (corpus, _) = try Self.corpus("usage")
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    let r = try CommandEndToEndTests.run(["audit", ".", "--for-report"], in: corpus)
    #expect(r.status == 64 || r.status == 2)
    #expect(r.stderr.contains("--for-report goes with --format jsonl"))
  }
}

import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Runs the built `hitarea` executable, as CI jobs do, and checks exit statuses and outputs.
@Suite struct CommandEndToEndTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = packageRoot.appendingPathComponent(
    "Tests/HitAreaToolsTests/Fixtures/screens")

  /// The executable next to the test bundle (SwiftPM builds it for this test target).
  static var executable: URL {
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("hitarea"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("hitarea"),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("hitarea"),
      packageRoot.appendingPathComponent(".build/debug/hitarea"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[3]
  }

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ arguments: [String], stdin: Data? = nil, in directory: URL? = nil) throws
    -> Run
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

  @Test func probeJSONFollowsTheContract() throws {
    let r = try Self.run([
      "probe", Self.fixture("ios_xcuitest_settings_top_390x844.xml"), "100", "180", "--format",
      "json",
    ])
    #expect(r.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(json["hit"] as? String == "Sign in to your iPhone")
    #expect(json["policy"] as? String == "frontmost")
    let candidates = try #require(json["candidates"] as? [[String: Any]])
    #expect(candidates.first?["id"] as? String == "Sign in to your iPhone")
  }

  @Test func probeOutsideEverythingGivesNull() throws {
    let r = try Self.run([
      "probe", Self.fixture("ios_xcuitest_settings_top_390x844.xml"), "-50", "-50", "--format",
      "json",
    ])
    #expect(r.status == 0)
    #expect(r.stdout.contains("\"hit\": null"))
  }

  /// A row with its own `nearest` policy in a window under UIKit's order: the probe says the
  /// row's policy chose, with the candidates and distances it compared (it said "wins under
  /// frontmost: it is the front-most view", the winner "inside" 3 pt off its bounds, and left
  /// the row's other key out).
  @Test func probeExplainsAContainersOwnPolicy() throws {
    let screen = """
      {"format": "hitarea.layout", "version": 1,
       "root": {"id": "window", "frame": [0, 0, 390, 844], "children": [
         {"id": "row", "frame": [0, 100, 390, 60], "resolution": "nearest", "children": [
           {"id": "left", "frame": [100, 20, 30, 20], "target": true,
            "hitArea": {"outsets": [20, 20, 20, 20]}},
           {"id": "right", "frame": [140, 20, 30, 20], "target": true,
            "hitArea": {"outsets": [20, 20, 20, 20]}}]}]}}
      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("row-\(UUID()).json")
    try Data(screen.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let text = try Self.run(["probe", url.path, "133", "130"])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(
      text.stdout.contains(
        "left wins under nearest, row's own policy: its visible bounds are the nearest (3 pt)."),
      "\(text.stdout)")
    #expect(text.stdout.contains("Inside row, UIKit's order alone would give right."))
    #expect(text.stdout.contains("    right: 7 pt away, touch distance 3.83, under row's nearest"))
    #expect(text.stdout.contains("  → left: 3 pt away, touch distance 2.73, under row's nearest"))
    let r = try Self.run(["probe", url.path, "133", "130", "--format", "json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(json["policy"] as? String == "frontmost" && json["hit"] as? String == "left")
    let containers = try #require(json["containers"] as? [[String: Any]])
    #expect(containers.count == 1)
    #expect(containers.first?["id"] as? String == "row")
    #expect(containers.first?["policy"] as? String == "nearest")
    #expect(containers.first?["frontmostHit"] as? String == "right")
    let candidates = try #require(json["candidates"] as? [[String: Any]])
    #expect(candidates.map { $0["id"] as? String } == ["right", "left"])
    #expect(candidates.map { $0["distance"] as? Double } == [7, 3])
    #expect(candidates.map { $0["direct"] as? Bool } == [false, false])
    #expect(candidates.map { $0["container"] as? String } == ["row", "row"])
    // Outside the row, the screen's policy alone: no new key.
    let outside = try Self.run(["probe", url.path, "20", "400", "--format", "json"])
    #expect(!outside.stdout.contains("container"), "\(outside.stdout)")
  }

  @Test func standardInputIsRead() throws {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: Self.fixture("enrico_10594_syncme_hierarchy.json")))
    let r = try Self.run(["probe", "-", "100", "630"], stdin: data)
    #expect(r.status == 0)
    #expect(r.stdout.contains("welcomeContinueButton"))
  }

  /// A dump piped into an audit over several files is one screen among them.
  ///
  /// In a CI report's format (JUnit, SARIF, …, which only such a run writes) `-` is standard
  /// input too, read before the run and shown as `<stdin>`, in path order among the other
  /// files. It was refused. Standard input read twice, or written into, is a usage error.
  @Test func standardInputIsOneScreenOfARunOverSeveralFiles() throws {
    let name = "ios_xcuitest_settings_top_390x844.xml"
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.fixture(name)))
    let junit = try Self.run(["audit", "-", "--format", "junit"], stdin: data)
    #expect(junit.status == 0, "\(junit.stderr)")
    #expect(junit.stdout.contains("<testsuite name=\"&lt;stdin&gt;\" tests=\"1\""))
    let lines = try Self.run(
      ["audit", Self.fixture("enrico_10594_syncme_hierarchy.json"), "-", "--format", "jsonl"],
      stdin: data)
    let paths = lines.stdout.split(separator: "\n").map {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["path"]
        as? String
    }
    #expect(paths.count == 2)
    #expect(paths.first == "<stdin>")
    #expect(paths.last??.hasSuffix("/enrico_10594_syncme_hierarchy.json") == true)
    let render = try Self.run(["render", "-", Self.fixture(name), "--output", "x"], stdin: data)
    #expect(render.status == 2)
    #expect(render.stderr.contains("'-' (standard input) is one screen"))
    let refusals = [
      (["--baseline", "-"], "standard input is read once; '-' is given as FILE and --baseline"),
      (["--suppress", "-"], "standard input is read once; '-' is given as FILE and --suppress"),
      (
        ["--write-baseline", "-"],
        "--write-baseline -: the baseline goes to a file, not standard output"
      ),
      (
        ["--format", "sarif", "--sarif-root", "."],
        "'-' (standard input) has no path in the repository that --sarif-root names; give the dump as a file"
      ),
    ]
    for (options, message) in refusals {
      let refused = try Self.run(["audit", "-", Self.fixture(name)] + options, stdin: data)
      #expect(refused.status == 2, "\(options)")
      #expect(refused.stderr == "hitarea: usage error: \(message) (see 'hitarea --help')\n")
    }
    // Standard input has no place, so no screenshot beside it (`./-.png` was taken for one).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-stdin-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]).write(
      to: folder.appendingPathComponent("-.png"))
    let html = try Self.run(["audit", "-", "--format", "html"], stdin: data, in: folder)
    #expect(html.status == 0)
    #expect(!html.stdout.contains("data:image/png"))
  }

  @Test func renderWritesAnSVGWithOneHitAreaPerTarget() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-test-\(UUID()).svg")
    defer { try? FileManager.default.removeItem(at: out) }
    let r = try Self.run([
      "render", Self.fixture("ios_xcuitest_settings_top_390x844.xml"), "--output", out.path,
      "--probe", "100,180",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let svg = try Data(contentsOf: out)
    let counter = HitAreaCounter()
    let parser = XMLParser(data: svg)
    parser.delegate = counter
    #expect(parser.parse(), "the SVG parses as XML")
    #expect(counter.hitAreas == 29)  // the Settings top screen has 29 targets
    #expect(counter.probes == 1)
  }

  /// Output that cannot be written (here a full disk, Linux's `/dev/full`) ends the command with
  /// a message and exit status 2: it did with a crash, and must not pass over lines either.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func outputThatCannotBeWrittenEndsWithAnError() throws {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = ["audit", Self.fixtures.path, "--format", "jsonl", "--fail-on", "never"]
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    process.standardOutput = full
    let err = Pipe()
    process.standardError = err
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 2)
    #expect(
      String(decoding: stderr, as: UTF8.self).contains(
        "hitarea: cannot write to standard output: "))
  }

  /// A corpus run into a pipe that fills writes every line whole, in order, as into a file.
  ///
  /// The pipe has a page of room, and a write that would block comes back at once, part written.
  /// Each line and its line break go in one call, and what the system did not take is written
  /// again from where it stopped.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/sys/fs/pipe-max-size")))
  func aCorpusRunIntoAPipeThatFillsWritesEveryLineWhole() throws {
    let arguments = [
      "audit", Self.fixtures.path, "--format", "jsonl", "--fail-on", "never", "--px-per-dp", "3",
    ]
    let expected = try Self.run(arguments).stdout
    // One line a file, each a JSON object and one line break; lines longer than the pipe holds.
    let lines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
    #expect(lines.count == files.count + 1 && lines.last == "")
    #expect(lines.map(\.utf8.count).max() ?? 0 > 4_096)
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    let out = Pipe()
    let writer = out.fileHandleForWriting.fileDescriptor
    let setPipeSize: Int32 = 1_031  // Linux's F_SETPIPE_SZ
    #expect(fcntl(writer, setPipeSize, 4_096) >= 4_096)
    #expect(fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK) == 0)
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1_000)
    let reader = out.fileHandleForReading.fileDescriptor
    while case let count = read(reader, &buffer, buffer.count), count > 0 {
      received += buffer[..<count]
      usleep(200)  // slower than the command writes
    }
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: received, as: UTF8.self) == expected)
  }

  @Test func convertWritesASnapshotThatReadsBack() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-test-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: out) }
    let r = try Self.run([
      "convert", Self.fixture("enrico_10594_syncme_hierarchy.json"), "--output", out.path,
    ])
    #expect(r.status == 0)
    #expect(r.stdout.contains("2 targets"))
    let probe = try Self.run(["probe", out.path, "100", "630", "--format", "json"])
    #expect(probe.stdout.contains("welcomeContinueButton"))
  }

  @Test(arguments: [
    (["probe"], "usage error: missing argument: expected FILE X Y"),
    (["probe", "/nonexistent.json", "1", "2"], "/nonexistent.json: no such file"),
    (["probe", "/tmp", "1", "2"], "/tmp: is a directory"),
    (["render", "a.json", "--probe", "1"], "usage error: --probe takes X,Y"),
    (["convert", "a.json"], "usage error: convert needs --output OUT.json"),
    (["probe", "x.json", "1", "2", "--policy", "random"], "usage error: --policy must be one of"),
  ])
  func errorsAreOneLineWithStatus2(_ arguments: [String], _ message: String) throws {
    let r = try Self.run(arguments)
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("hitarea: \(message)"), "\(r.stderr)")
    #expect(r.stderr.split(separator: "\n").count == 1)
    #expect(r.stdout.isEmpty)
  }

  @Test(arguments: [
    ("empty", Data()),
    ("garbage", Data([0xFF, 0xFE, 0x00, 0x01, 0x02])),
    (
      "truncated", Data(#"{"format": "hitarea.layout", "version": 1, "root": {"frame": [0, 0"#.utf8)
    ),
    ("unknown", Data("hello world".utf8)),
  ])
  func badInputGivesOneLine(_ name: String, _ data: Data) throws {
    let r = try Self.run(["probe", "-", "1", "2"], stdin: data)
    #expect(r.status == 2, "\(name)")
    #expect(r.stderr.hasPrefix("hitarea: <stdin>: "), "\(name): \(r.stderr)")
    #expect(r.stderr.split(separator: "\n").count == 1)
  }
}

/// Counts the renderer's hit-area shapes and probes in an SVG.
final class HitAreaCounter: NSObject, XMLParserDelegate {
  var hitAreas = 0
  var probes = 0
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    let classes = (attributes["class"] ?? "").split(separator: " ")
    if classes.contains("hit-area") { hitAreas += 1 }
    if classes.contains("probe") { probes += 1 }
  }
}

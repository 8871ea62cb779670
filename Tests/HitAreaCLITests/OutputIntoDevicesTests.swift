import Foundation
import Testing

/// `--output` onto a device or a pipe writes into it: a file renamed over it, as a file's
/// output is put in place, would replace it with a file (as root, even `/dev/null`).
@Suite struct OutputIntoDevicesTests {
  @Test(arguments: [["audit", "--format", "jsonl"], ["convert"]])
  func aPipeIsWrittenIntoAndStaysAPipe(_ command: [String]) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-pipe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("out").path
    let file = folder.appendingPathComponent("file.out").path
    try #require(mkfifo(pipe, 0o644) == 0)
    // Open for reading first, without waiting, so that the command's open does not wait.
    let reader = open(pipe, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let fixture = CommandEndToEndTests.fixture("enrico_10594_syncme_hierarchy.json")
    let arguments = [command[0], fixture] + command.dropFirst()
    let run = try CommandEndToEndTests.run(arguments + ["--output", pipe])
    #expect(run.status == 0, "\(run.stderr)")
    var info = stat()
    #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "no longer a pipe")
    var written: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while case let count = read(reader, &buffer, buffer.count), count > 0 {
      written += buffer[..<count]
    }
    // What the same command writes into a file.
    _ = try CommandEndToEndTests.run(arguments + ["--output", file])
    #expect(!written.isEmpty)
    #expect(written == [UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
  }

  /// A full disk under `--output` and `--write-baseline` (Linux's `/dev/full`): the command says
  /// so and exits with status 2 (it crashed, status 132, on FileHandle's trapping write).
  @Test(arguments: [
    ["audit", "--output", "/dev/full"], ["audit", "--format", "sarif", "--output", "/dev/full"],
    ["audit", "--write-baseline", "/dev/full"],
  ])
  func aFullDiskIsAnErrorNotACrash(_ command: [String]) throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"), "Linux's full device")
    let fixture = CommandEndToEndTests.fixture("ios_xcuitest_settings_top_390x844.xml")
    let run = try CommandEndToEndTests.run([command[0], fixture] + command.dropFirst())
    #expect(run.status == 2)
    #expect(run.stderr.hasSuffix("/dev/full: cannot be written (No space left on device)\n"))
  }

  /// A file-size limit (`ulimit -f`) fails the write that passes it, which is reported, and a
  /// failed write to standard output ends the command without its temporary files: the limit's
  /// signal killed the command (status 153), and both left `.FILE.….tmp` behind.
  @Test func cutShortRunsLeaveNoTemporaryFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-cut-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixture = CommandEndToEndTests.fixture("ios_xcuitest_settings_top_390x844.xml")
    let hitarea = CommandEndToEndTests.executable.path
    func shell(_ script: String) throws -> Int32 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script]
      process.currentDirectoryURL = folder
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }
    let limited = try shell(
      "ulimit -f 2; exec '\(hitarea)' audit '\(fixture)' --format json --output out.json")
    #expect(limited == 2)
    if FileManager.default.fileExists(atPath: "/dev/full") {
      let full = try shell(
        "exec '\(hitarea)' audit '\(fixture)' '\(fixture)' --write-baseline b.json > /dev/full")
      #expect(full == 2)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  /// `--output /dev/stdout` with standard output redirected to a file: the report goes whole to
  /// the file, with no `wrote …` line after it (the file held that line alone, and
  /// `/dev/stdout`, as root, became a file holding the report), and a pipe gets no `wrote …`
  /// line either (it ended a SARIF file).
  @Test(arguments: [
    ["audit", "--format", "sarif"], ["report", "--format", "junit"], ["convert"], ["render"],
  ])
  func standardOutputNamedIsStandardOutput(_ command: [String]) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-stdout-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var input = CommandEndToEndTests.fixture(
      "xcuitest_debugdescription_handwritten_checkout_390x844.txt")
    if command[0] == "report" {
      input = folder.appendingPathComponent("shard.jsonl").path
      _ = try ClosedStreamsTests.run(
        [
          "audit", CommandEndToEndTests.fixture("ios_xcuitest_settings_top_390x844.xml"),
          "--format", "jsonl", "--for-report",
        ], "> '\(input)'")
    }
    let arguments = [command[0], input] + command.dropFirst()
    let expected = folder.appendingPathComponent("expected").path
    let redirected = folder.appendingPathComponent("redirected").path
    // What the command writes into a file.
    _ = try ClosedStreamsTests.run(arguments + ["--output", expected], "> /dev/null")
    let run = try ClosedStreamsTests.run(
      arguments + ["--output", "/dev/stdout"], "> '\(redirected)'")
    #expect(run.status <= 1, "\(run.stderr)")
    let want = try String(contentsOfFile: expected, encoding: .utf8)
    #expect(!want.isEmpty)
    #expect(try String(contentsOfFile: redirected, encoding: .utf8) == want)
    // Through a pipe.
    let piped = folder.appendingPathComponent("piped").path
    _ = try ClosedStreamsTests.run(arguments + ["--output", "/dev/stdout"], "| cat > '\(piped)'")
    #expect(try String(contentsOfFile: piped, encoding: .utf8) == want)
  }

  /// `--output LINK`, a link to a file: the file it leads to is written, and the link stays (it
  /// was replaced by a file holding the output).
  @Test func aLinkIsWrittenThrough() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("report.sarif").path
    let link = folder.appendingPathComponent("latest.sarif").path
    try "old".write(toFile: target, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "report.sarif")
    let fixture = CommandEndToEndTests.fixture("ios_xcuitest_settings_top_390x844.xml")
    for command in [["audit", fixture, "--format", "sarif"], ["convert", fixture]] {
      let run = try CommandEndToEndTests.run(command + ["--output", link])
      #expect(run.status <= 1, "\(run.stderr)")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "report.sarif")
      let written = try String(contentsOfFile: target, encoding: .utf8)
      #expect(written.hasPrefix("{"), "\(written.prefix(40))")
    }
    // A link to a report not made yet, in a folder not made yet (as a CI job links the latest
    // report): the report is made there, and the link stays.
    let dangling = folder.appendingPathComponent("next.sarif").path
    try FileManager.default.createSymbolicLink(
      atPath: dangling, withDestinationPath: "reports/next.sarif")
    let run = try CommandEndToEndTests.run(
      ["audit", fixture, "--format", "sarif", "--output", dangling])
    #expect(run.status <= 1, "\(run.stderr)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == "reports/next.sarif")
    let made = folder.appendingPathComponent("reports/next.sarif").path
    #expect(try String(contentsOfFile: made, encoding: .utf8).hasPrefix("{"))
    // Links that lead round: refused, the link kept.
    let loop = folder.appendingPathComponent("loop").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop")
    let refused = try CommandEndToEndTests.run(["audit", fixture, "--output", loop])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("loop: cannot be written"), "\(refused.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: loop) == "loop")
  }
}

import Foundation
import Testing

/// A command started with a standard stream closed (`>&-`, `2>&-`): the report has nowhere to
/// go when standard output is closed (status 2, said on standard error), error lines go nowhere
/// when standard error is, and neither ends up in a file the command writes.
@Suite struct ClosedStreamsTests {
  /// Runs `hitarea` through the shell with `redirections` after its arguments.
  static func run(_ arguments: [String], _ redirections: String) throws -> (
    status: Int32, stderr: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let command = ([CommandEndToEndTests.executable.path] + arguments).map { "'\($0)'" }
      .joined(separator: " ")
    process.arguments = ["-c", "\(command) \(redirections)"]
    let err = Pipe()
    process.standardError = err
    try process.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static let dump = CommandEndToEndTests.fixture("ios_wda_source_skeleton_login_402x874.json")

  @Test(arguments: [["--format", "text"], ["--format", "jsonl"]])
  func aClosedStandardOutputFailsTheReport(_ format: [String]) throws {
    let r = try Self.run(["audit", Self.dump] + format, ">&-")
    #expect(r.status == 2)
    #expect(r.stderr == "hitarea: cannot write to standard output: Bad file descriptor\n")
  }

  @Test func aClosedStandardErrorTakesNothingFromTheReportFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-closed-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("r.jsonl").path
    let missing = folder.appendingPathComponent("missing.json").path
    let r = try Self.run(
      ["audit", Self.dump, missing, "--format", "jsonl", "--output", report], "2>&- >/dev/null")
    #expect(r.status == 5)
    let lines = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.hasPrefix("{\"path\":") })
  }
}

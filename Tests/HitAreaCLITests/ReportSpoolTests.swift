import Foundation
import Testing

@testable import HitAreaCLI

/// A report held in a temporary file comes back whole and in order, and leaves no file.
@Suite struct ReportSpoolTests {
  /// What a spool hands on, as the text standard output would get.
  static func delivered(_ spool: ReportSpool) throws -> String {
    var pieces: [String] = []
    let take = { (piece: String) in pieces.append(piece) }
    try withoutActuallyEscaping(take) { text in try spool.deliver(to: CommandOutput(text: text)) }
    return pieces.map { $0 + "\n" }.joined()
  }

  @Test func linesComeBackInOrderAcrossReads() throws {
    let spool = try ReportSpool()
    // Lines longer than one read (a mebibyte), empty lines and text beyond ASCII.
    let long = String(repeating: "é", count: 700_000)  // 1.4 MB of UTF-8
    let written = [
      "first", "", long, "{\"a\":1}", String(repeating: "x", count: (1 << 20) - 1), "last",
    ]
    for (i, line) in written.enumerated() {
      if i.isMultiple(of: 2) {
        spool.output(line)
      } else {
        spool.output.write(.utf8(Array(line.utf8)))
      }
    }
    #expect(spool.finish())
    #expect(try Self.delivered(spool) == written.map { $0 + "\n" }.joined())
  }

  @Test func nothingIsLeftInTheTemporaryFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-spool-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spool = try ReportSpool(in: folder.path)
    spool.output("a line")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    #expect(try Self.delivered(spool) == "a line\n")
  }

  /// A file that cannot hold the report (a full temporary folder) says so, so that the
  /// command writes the report as it makes it rather than fail where it used to succeed.
  @Test func aFullFileSaysItFailed() throws {
    let full = open("/dev/full", O_RDWR)
    try #require(full >= 0)
    let spool = ReportSpool(descriptor: full)
    for _ in 0..<20 { spool.output(String(repeating: "x", count: 100_000)) }
    #expect(!spool.finish())
    #expect(throws: CLIError.self) { try Self.delivered(spool) }
  }
}

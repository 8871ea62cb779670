import Foundation
import Testing

@testable import HitAreaCLI

/// A report held in a temporary file comes back line for line, in order, and leaves no file.
@Suite struct ReportSpoolTests {
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
    var lines: [String] = []
    let take = { (line: String) in lines.append(line) }
    try withoutActuallyEscaping(take) { text in try spool.deliver(to: CommandOutput(text: text)) }
    #expect(lines.count == written.count)
    #expect(lines == written)
  }

  @Test func nothingIsLeftInTheTemporaryFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-spool-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spool = try ReportSpool(in: folder.path)
    spool.output("a line")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    var lines: [String] = []
    let take = { (line: String) in lines.append(line) }
    try withoutActuallyEscaping(take) { text in try spool.deliver(to: CommandOutput(text: text)) }
    #expect(lines == ["a line"])
  }
}

import Foundation
import HitAreaTools

/// A report's lines held in a temporary file until the report is whole, then handed on.
///
/// `hitarea report` decodes its shards' lines as it writes the report, so a line that turns
/// out broken halfway stopped a report on standard output with the earlier screens already
/// written (a CI step that saved the output kept half a report). Spooled, the report reaches
/// standard output whole or not at all, as `--output` writes a file. The file is removed as
/// soon as it is made: nothing is left behind, whatever ends the run; memory stays flat.
///
/// ```swift
/// let spool = try ReportSpool()
/// try writeReport(spool.output)       // any error: nothing reaches `output`
/// try spool.deliver(to: output)
/// ```
final class ReportSpool {
  private let handle: FileHandle
  /// The first write that failed (a full disk): ``deliver(to:)`` reports it.
  private var failure: (any Error)?

  /// The folder of temporary files: `TMPDIR`, or `/tmp`.
  static var temporaryFolder: String {
    ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  }

  /// Makes the temporary file, open for reading and writing (`mkstemp(3)`), and removes its
  /// name.
  ///
  /// - Parameter folder: Where the file is made.
  /// - Throws: ``CLIError/output(_:)`` when no temporary file can be made.
  init(in folder: String = ReportSpool.temporaryFolder) throws(CLIError) {
    let path = (folder.hasSuffix("/") ? folder : folder + "/") + ".hitarea-report-XXXXXX"
    var template = Array(path.utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      let reason = SystemError(code: errno)
      throw .output("\(folder): cannot hold the report until it is whole (\(reason))")
    }
    // mkstemp wrote the name over the X's.
    unlink(String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// Where the report writes its lines: each line and its line break appended to the file.
  var output: CommandOutput {
    CommandOutput(
      text: { [self] line in append(Array(line.utf8)) }, bytes: { [self] in append($0) })
  }

  private func append(_ line: [UInt8]) {
    guard failure == nil else { return }
    var bytes = line
    bytes.append(0x0A)
    do {
      try handle.write(contentsOf: bytes)
    } catch {
      failure = error
    }
  }

  /// Hands every line written to `output`, in order, a mebibyte of the file read at a time.
  ///
  /// - Throws: ``CLIError/output(_:)`` when a write to the file, or reading it back, failed.
  func deliver(to output: CommandOutput) throws(CLIError) {
    do {
      if let failure { throw failure }
      try handle.seek(toOffset: 0)
      var pending: [UInt8] = []
      while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
        // Only the new bytes are searched: a line longer than a read is not scanned again.
        var from = pending.count
        pending.append(contentsOf: chunk)
        var start = 0
        while let end = pending[from...].firstIndex(of: 0x0A) {
          output.write(.utf8(Array(pending[start..<end])))
          (start, from) = (end + 1, end + 1)
        }
        pending.removeFirst(start)
      }
      try handle.close()
    } catch {
      throw .output("the report held until it was whole could not be read back (\(error))")
    }
  }
}

import Foundation
import HitAreaTools

/// A report's lines held in a temporary file until the report is whole, then handed on.
///
/// `hitarea report` decodes its shards' lines as it writes the report, so a line that turns
/// out broken halfway stopped a report on standard output with the earlier screens already
/// written (a CI step that saved the output kept half a report). Spooled, the report reaches
/// standard output whole or not at all, as `--output` writes a file. The file is removed as
/// soon as it is made: nothing is left behind, whatever ends the run; memory stays flat (lines
/// are gathered a mebibyte at a time, written and read back in runs of whole lines).
///
/// ```swift
/// let spool = try ReportSpool()
/// try writeReport(spool.output)       // any error: nothing reaches `output`
/// if spool.finish() { try spool.deliver(to: output) }
/// ```
final class ReportSpool {
  private let descriptor: Int32
  /// Lines not written to the file yet, each with its line break.
  private var pending: [UInt8] = []
  /// Why a write to the file failed (a full temporary folder), if one did.
  private var failure: SystemError?
  /// How many bytes are gathered before they are written.
  private static let runLength = 1 << 20

  /// The folder of temporary files: `TMPDIR`, or `/tmp`.
  static var temporaryFolder: String {
    ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  }

  /// Makes the temporary file, open for reading and writing (`mkstemp(3)`), and removes its
  /// name.
  ///
  /// - Parameter folder: Where the file is made.
  /// - Throws: ``CLIError/output(_:)`` when no temporary file can be made.
  convenience init(in folder: String = ReportSpool.temporaryFolder) throws(CLIError) {
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
    self.init(descriptor: descriptor)
  }

  /// A spool in a file open for reading and writing, which it closes.
  ///
  /// - Parameter descriptor: The file.
  init(descriptor: Int32) {
    self.descriptor = descriptor
    pending.reserveCapacity(Self.runLength + 4096)
  }

  deinit { close(descriptor) }

  /// Writes what is gathered to the file: `false` when a write failed, and the file does not
  /// hold the whole report.
  func finish() -> Bool {
    flush()
    return failure == nil
  }

  /// Where the report writes its lines: each line and its line break gathered for the file.
  var output: CommandOutput {
    CommandOutput(
      text: { [self] line in
        line.utf8.withContiguousStorageIfAvailable(append) ?? append(Array(line.utf8))
      },
      bytes: { [self] line in line.withUnsafeBufferPointer(append) })
  }

  private func append(_ line: some Collection<UInt8>) {
    guard failure == nil else { return }
    pending.append(contentsOf: line)
    pending.append(0x0A)
    if pending.count >= Self.runLength { flush() }
  }

  /// Writes the gathered lines to the file.
  private func flush() {
    guard failure == nil, !pending.isEmpty else { return }
    let written = pending.withUnsafeBytes { Self.writeAll($0, to: descriptor) }
    if let written { failure = written }
    pending.removeAll(keepingCapacity: true)
  }

  /// Writes bytes whole, or the error that stopped it.
  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32)
    -> SystemError?
  {
    var done = 0
    while done < bytes.count {
      let n = write(descriptor, bytes.baseAddress.map { $0 + done }, bytes.count - done)
      if n < 0 {
        if errno == EINTR { continue }
        return SystemError(code: errno)
      }
      done += n
    }
    return nil
  }

  /// Hands the report to `output` in runs of whole lines (a run of lines is one write, where a
  /// line each was a system call each: an HTML report's 196,000), in order.
  ///
  /// - Throws: ``CLIError/output(_:)`` when writing the file or reading it back failed.
  func deliver(to output: CommandOutput) throws(CLIError) {
    flush()
    if let failure {
      throw .output("the temporary file that holds the report could not be written (\(failure))")
    }
    guard lseek(descriptor, 0, SEEK_SET) == 0 else {
      throw .output(
        "the temporary file that holds the report could not be read back (\(SystemError(code: errno)))"
      )
    }
    var buffer = [UInt8](repeating: 0, count: Self.runLength)
    var carried: [UInt8] = []
    while true {
      let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw .output(
          "the temporary file that holds the report could not be read (\(SystemError(code: errno)))"
        )
      }
      if n == 0 { break }
      carried.append(contentsOf: buffer[..<n])
      // Everything up to the last line break, as one piece without that break (the output
      // adds it). What was carried holds none: only the bytes just read are searched (a line
      // of megabytes, a picture's data, was searched again at every read).
      guard let end = carried[(carried.count - n)...].lastIndex(of: 0x0A) else { continue }
      output.write(.utf8(Array(carried[..<end])))
      carried.removeFirst(end + 1)
    }
    if !carried.isEmpty { output.write(.utf8(carried)) }
  }
}

import HitAreaTools

/// Where a command writes its output: lines of text, and lines of UTF-8 bytes (a corpus run's
/// JSON lines) written without a `String` made of them.
///
/// ```swift
/// let output = CommandOutput.standard
/// output("hitarea 0.3.0")                 // a line of text
/// output.write(.utf8(Array("{}".utf8)))   // a line of bytes
/// ```
struct CommandOutput {
  private let text: (String) -> Void
  private let bytes: ([UInt8]) -> Void

  /// Output to closures: `text` takes each line of text; `bytes` each line of bytes (by default,
  /// made text and handed to `text`).
  init(text: @escaping (String) -> Void, bytes: (([UInt8]) -> Void)? = nil) {
    self.text = text
    self.bytes = bytes ?? { text(String(decoding: $0, as: UTF8.self)) }
  }

  /// Standard output.
  static var standard: CommandOutput {
    CommandOutput(text: Platform.print, bytes: Platform.printLine)
  }

  /// Writes text as lines (a line break follows it).
  func callAsFunction(_ line: String) { text(line) }

  /// Writes one line that names a file or quotes a dump, made printable (``PrintableText``): a
  /// line break in a file's name is a space, and nothing in it is a CI service's command.
  func printable(_ line: String) { text(PrintableText.line(line)) }

  /// Says that a file was written (`wrote out.sarif`), made printable; nothing when the file is
  /// what standard output writes to (`--output /dev/stdout`), where the line ended the file.
  ///
  /// - Parameters:
  ///   - line: The line.
  ///   - path: The file written.
  func wrote(_ line: String, to path: String) {
    if !Platform.isStandardOutput(path) { printable(line) }
  }

  /// Writes a report's piece as it is: text, or bytes.
  func write(_ part: ReportPart) {
    switch part {
    case .text(let line): text(line)
    case .utf8(let utf8): bytes(utf8)
    }
  }
}

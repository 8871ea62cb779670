import HitAreaSnapshot

@testable import HitAreaTools

/// What reading a document gives, as text to compare two ways of reading it by: the screen and
/// its lines, or the error.
enum ReadOutcome {
  /// The screen and its lines, or `error: ` and the error.
  ///
  /// - Parameters:
  ///   - text: The document.
  ///   - file: The file's name.
  ///   - read: The reading.
  static func of(
    _ text: String, file: String, _ read: (SnapshotInput) throws -> LoadedSnapshot
  ) -> String {
    do {
      let loaded = try read(try SnapshotInput(Array(text.utf8), file: file))
      return "\(loaded.snapshot)\n\(loaded.lines.lines)"
    } catch {
      return "error: \(error)"
    }
  }
}

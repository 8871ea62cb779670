import HitAreaSnapshot
import HitAreaTools

extension ParsedArguments {
  /// `--suppress FILE`: the suppression file's findings; none when not given.
  ///
  /// - Throws: ``CLIError/input(_:)`` naming the file and the line when it cannot be read.
  func suppressions() throws -> Suppressions {
    guard let path = value(.suppress) else { return Suppressions() }
    let bytes = [UInt8](try Platform.read(path, limit: 64 << 20))
    // As every reader checks its file: NUL bytes too (UTF-16 without a byte order mark).
    if let problem = UTF8Text.problem(in: bytes) { throw CLIError.input("\(path): \(problem)") }
    do {
      return try Suppressions(text: String(decoding: bytes, as: UTF8.self), file: path)
    } catch {
      throw CLIError.input("\(error)")
    }
  }
}

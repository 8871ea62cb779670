import HitAreaSnapshot
import HitAreaTools

extension ParsedArguments {
  /// `--suppress FILE`: the suppression file's findings; none when not given.
  ///
  /// - Throws: ``CLIError/input(_:)`` naming the file and the line when it cannot be read.
  func suppressions() throws -> Suppressions {
    guard let path = value(.suppress) else { return Suppressions() }
    let data = try Platform.read(path, limit: 64 << 20)
    guard let text = String(validating: data, as: UTF8.self) else {
      throw CLIError.input("\(path): \(UTF8Text.problem(in: [UInt8](data)) ?? "not UTF-8 text")")
    }
    do {
      return try Suppressions(text: text, file: path)
    } catch {
      throw CLIError.input("\(error)")
    }
  }
}

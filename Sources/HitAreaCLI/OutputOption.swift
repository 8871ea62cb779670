extension ParsedArguments {
  /// `--output FILE` for a command whose output can go to standard output: the file, or `nil`
  /// when it goes there (the option not given, or `-`, as most tools read it; a file named `-`
  /// was written before).
  var outputFile: String? {
    value(.output).flatMap { $0 == "-" ? nil : $0 }
  }

  /// `--output` for a command that writes it beside what it prints, or writes a folder: the
  /// value, `nil` when not given.
  ///
  /// - Parameter place: Where the output goes, a clause (`render of several files writes into
  ///   a folder`).
  /// - Throws: ``CLIError/usage(_:)`` for `-`, standard output.
  func outputPath(_ place: String) throws(CLIError) -> String? {
    guard let value = value(.output) else { return nil }
    guard value != "-" else { throw .usage("--output -: \(place), not standard output") }
    return value
  }
}

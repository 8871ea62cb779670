extension ParsedArguments {
  /// `--sarif-category NAME` (`audit` and `report`): the SARIF run's category, `nil` when not
  /// given.
  ///
  /// - Parameter format: The output format, which must be SARIF when the option is given.
  /// - Throws: ``CLIError/usage(_:)`` with another format, or for a category that is only
  ///   slashes and spaces (the run's id would name no category).
  func sarifCategory(for format: OutputFormat) throws(CLIError) -> String? {
    guard let category = value(.sarifCategory) else { return nil }
    guard format == .sarif else { throw .usage("--sarif-category goes with --format sarif") }
    guard !category.allSatisfy({ $0 == "/" || $0.isWhitespace }) else {
      throw .usage("--sarif-category needs a name, such as hitarea/ios")
    }
    return category
  }
}

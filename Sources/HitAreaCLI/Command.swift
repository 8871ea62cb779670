/// A subcommand of `hitarea`, declared as a table: its name, its positional arguments, its
/// options, its help, and what it does.
///
/// The table produces the parser's rules and the help text.
struct Command: Sendable {
  /// A positional argument: its placeholder and help line.
  struct Argument: Sendable {
    /// The placeholder in the usage line, such as `FILE`.
    var name: String
    /// One line of help.
    var help: String
    /// Whether it takes one or more values (the last argument only).
    var isVariadic = false

    /// How it reads in a usage line: `FILE`, or `FILE...` when it takes several.
    var usage: String { isVariadic ? name + "..." : name }

    /// `FILE`: a snapshot or a dump, or standard input.
    static let file = Argument(
      name: "FILE",
      help: "a layout snapshot or a screen dump (see 'hitarea --help'); '-' reads standard input"
    )

    /// `FILE...`: one or more snapshots, dumps or directories of them, one of which may be
    /// standard input (an audit's reports name it `<stdin>`).
    static let files = Argument(
      name: "FILE",
      help: "layout snapshots, screen dumps or directories of them (searched recursively, dumps "
        + "recognised by their content); one FILE may be '-', standard input",
      isVariadic: true)

    /// `FILE...` of a command that writes a file per screen: standard input only alone, as the
    /// one screen (a screen among others would have no name for its file).
    static let screenFiles = Argument(
      name: "FILE",
      help: "layout snapshots, screen dumps or directories of them (searched recursively, dumps "
        + "recognised by their content); '-' alone reads standard input",
      isVariadic: true)
  }

  /// The name, such as `audit`.
  var name: String
  /// What it does, in one line for the command list.
  var summary: String
  /// The positional arguments, in order.
  var arguments: [Argument]
  /// The options' table.
  var options: [Option]
  /// What it does, in a paragraph for its help.
  var details: String
  /// Runs it on parsed arguments, writing output through a ``CommandOutput``; returns the exit
  /// status.
  var run: @Sendable (ParsedArguments, CommandOutput) throws -> Int32

  /// The parser's rules: the options that take a value, their allowed values and defaults.
  var specification: ParsedArguments.Specification {
    var spec = ParsedArguments.Specification(
      valued: Set(options.filter { !$0.isFlag }.map(\.name.rawValue)))
    spec.flags.formUnion(options.filter(\.isFlag).map(\.name.rawValue))
    for option in options {
      if !option.values.isEmpty { spec.allowed[option.name.rawValue] = option.values }
      if let value = option.defaultValue { spec.defaults[option.name.rawValue] = value }
    }
    return spec
  }

  /// Parses a command line: options by the table, then the count of positional arguments, the
  /// required options and whole numbers' ranges.
  ///
  /// - Parameter words: The words after the command's name.
  func parse(_ words: [String]) throws(CLIError) -> ParsedArguments {
    let parsed = try ParsedArguments(words, specification)
    guard !parsed.flags.contains("help") else { return parsed }
    if arguments.last?.isVariadic == true {
      _ = try parsed.positional(atLeast: arguments.map(\.name))
    } else {
      _ = try parsed.positional(arguments.map(\.name))
    }
    for option in options where option.isRequired && parsed.options[option.name.rawValue] == nil {
      throw .usage("\(name) needs --\(option.name.rawValue) \(option.placeholder)")
    }
    for option in options {
      if let range = option.wholeNumbers { _ = try parsed.integer(option.name, in: range) }
    }
    return parsed
  }
}

import HitAreaTools

/// The help texts, made from the commands' tables (``Commands/list``), so that the usage lines,
/// the options and their allowed values are always what the parser accepts.
enum Help {
  /// The width the usage lines wrap at.
  static let width = 100

  /// `hitarea --help`.
  static var overview: String {
    let nameWidth = (Commands.list.map(\.name.count).max() ?? 0) + 3
    let commands = Commands.list.map { "  " + padded($0.name, nameWidth) + $0.summary }
    let formats = DumpFormat.allCases.map(\.argument)
    return """
      hitarea — make tap targets visible, measurable and testable.

      USAGE: hitarea <command> [options]

      COMMANDS:
      \(commands.joined(separator: "\n"))

      FILE is a layout snapshot (JSON, version 1) or a screen dump: XCUITest/Appium page source,
      WebDriverAgent JSON source, idb or AXe JSON, XCUITest debugDescription text, maestro
      hierarchy output, Android uiautomator dump, UiAutomator2 page source or RICO hierarchy,
      detected from the content or named with --from (\(formats.joined(separator: ", ")));
      '-' reads standard input.

      OPTIONS:
        -h, --help   show help (also: hitarea <command> --help)
        --version    show the version

      EXIT STATUS: 0 success; 1 findings at or above --fail-on (audit); 2 usage or input error;
      4 some of several files could not be read (5: and findings at or above --fail-on).
      """
  }

  /// `hitarea <command> --help`, or `nil` for an unknown command.
  ///
  /// - Parameter name: The command's name.
  static func command(_ name: String) -> String? { Commands.all[name].map(text) }

  /// A command's help: the usage lines, what it does, its arguments and its options.
  static func text(_ command: Command) -> String {
    var lines = usage(command) + ["", command.details, ""]
    let column = 20
    if !command.arguments.isEmpty {
      lines.append("ARGUMENTS:")
      for argument in command.arguments {
        lines.append(entry(argument.usage, argument.help, column))
      }
      lines.append("")
    }
    lines.append("OPTIONS:")
    for option in command.options {
      var help = option.help
      if option.values.isEmpty, let value = option.defaultValue { help += " (default: \(value))" }
      lines.append(entry(option.spelling, help, column))
      if !option.values.isEmpty {
        let values = option.values.enumerated().map { index, value in
          (value == option.defaultValue ? "\(value) (default)" : value)
            + (index < option.values.count - 1 ? "," : "")
        }
        let prefix = String(repeating: " ", count: column + 2) + "\(option.placeholder):"
        lines.append(contentsOf: wrap(values, first: prefix + " ", indent: prefix.count + 1))
      }
    }
    lines.append(entry("-h, --help", "show this help", column))
    return lines.joined(separator: "\n")
  }

  /// The usage lines: `USAGE: hitarea audit FILE [--standard S] …`, wrapped under the first
  /// option.
  static func usage(_ command: Command) -> [String] {
    let head = (["USAGE: hitarea", command.name] + command.arguments.map(\.usage))
      .joined(separator: " ")
    return wrap(command.options.map(\.usage), first: head + " ", indent: head.count + 1)
  }

  /// The command in one line, as the README lists it: `hitarea audit FILE [--standard S] …`.
  static func synopsis(_ command: Command) -> String {
    (["hitarea", command.name] + command.arguments.map(\.usage) + command.options.map(\.usage))
      .joined(separator: " ")
  }

  /// Words joined into lines of at most ``width`` characters where possible.
  private static func wrap(_ words: [String], first: String, indent: Int) -> [String] {
    var lines: [String] = []
    var line = first
    var lineHasWords = false
    for word in words {
      if lineHasWords, line.count + 1 + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        lineHasWords = false
      }
      line += (lineHasWords ? " " : "") + word
      lineHasWords = true
    }
    lines.append(line)
    return lines
  }

  /// `  --name VALUE      help`, the help wrapped in its column, and starting on the next line
  /// when the name is too long.
  private static func entry(_ name: String, _ help: String, _ column: Int) -> String {
    let left = "  " + name
    let words = help.split(separator: " ").map(String.init)
    let indent = column + 2
    guard left.count <= column else {
      let first = String(repeating: " ", count: indent)
      return ([left] + wrap(words, first: first, indent: indent)).joined(separator: "\n")
    }
    return wrap(words, first: padded(left, indent), indent: indent).joined(separator: "\n")
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: Swift.max(0, width - text.count))
  }
}

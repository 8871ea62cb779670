import HitAreaKit
import HitAreaSnapshot

/// A command line split into positional arguments and options, by hand (the package depends on
/// nothing outside the toolchain).
///
/// Options are `--name value` or `--name=value`, the value not empty; flags are `--name`; `-` is
/// a positional argument (standard input); `--` ends the options; negative numbers are
/// positional.
struct ParsedArguments: Equatable, Sendable {
  /// The positional arguments, in order.
  var positional: [String] = []
  /// The options given, by name.
  var options: [String: String] = [:]
  /// The flags given.
  var flags: Set<String> = []
  /// The values of options not given, by name.
  var defaults: [String: String] = [:]

  /// The options a command accepts: those that take a value (with the values they allow and
  /// their defaults), and flags.
  ///
  /// A command's ``Command/specification`` makes it from its table.
  struct Specification: Sendable {
    var valued: Set<String>
    var flags: Set<String> = ["help"]
    /// The values an option allows, by name; options not listed take any value.
    var allowed: [String: [String]] = [:]
    /// The values of options not given, by name.
    var defaults: [String: String] = [:]
  }

  init(_ arguments: [String], _ spec: Specification) throws(CLIError) {
    defaults = spec.defaults
    var iterator = arguments.makeIterator()
    var onlyPositional = false
    while let argument = iterator.next() {
      if onlyPositional {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      if argument == "-" || !argument.hasPrefix("-") || Double(argument) != nil {
        positional.append(argument)
        continue
      }
      if argument == "-h" {
        flags.insert("help")
        continue
      }
      guard argument.hasPrefix("--") else { throw .usage("unknown option '\(argument)'") }
      var name = String(argument.dropFirst(2))
      var inlineValue: String? = nil
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if spec.flags.contains(name) {
        guard inlineValue == nil else { throw .usage("--\(name) takes no value") }
        flags.insert(name)
      } else if spec.valued.contains(name) {
        guard let value = inlineValue ?? iterator.next() else {
          throw .usage("--\(name) needs a value")
        }
        // An empty value is no value (`--output "$DIR"` with DIR unset wrote under `/`).
        guard !value.isEmpty else { throw .usage("--\(name) needs a value, not an empty one") }
        guard options[name] == nil else { throw .usage("--\(name) is given twice") }
        if let allowed = spec.allowed[name] { try Self.check(value, of: name, allowed) }
        options[name] = value
      } else {
        let known = spec.valued.sorted() + spec.flags.sorted()
        throw .usage(
          "unknown option '--\(name)'"
            + (Suggestion.closest(to: name, in: known).map { "; did you mean --\($0)?" } ?? ""))
      }
    }
  }

  /// Throws a usage error, with the closest allowed value, unless `value` is allowed.
  private static func check(_ value: String, of name: String, _ allowed: [String])
    throws(CLIError)
  {
    guard !allowed.contains(value) else { return }
    let suggestion = Suggestion.closest(to: value, in: allowed).map { "; did you mean \($0)?" }
    throw .usage(
      "--\(name) must be one of \(allowed.joined(separator: ", ")); got '\(value)'"
        + (suggestion ?? ""))
  }

  /// Whether a flag was given.
  func flag(_ name: OptionName) -> Bool { flags.contains(name.rawValue) }

  /// An option's value (or its default), checked against the allowed values when there are any.
  func value(_ name: String, allowed: [String]? = nil) throws(CLIError) -> String? {
    guard let value = raw(name) else { return nil }
    if let allowed { try Self.check(value, of: name, allowed) }
    return value
  }

  /// An option's value (or its default).
  func value(_ name: OptionName) -> String? { raw(name.rawValue) }

  /// The value given, else the default.
  private func raw(_ name: String) -> String? { options[name] ?? defaults[name] }

  /// An option's value (or its default) as one of a type's cases.
  func choice<Value: CommandLineChoice>(_ name: OptionName, as type: Value.Type = Value.self)
    throws(CLIError) -> Value?
  {
    let cases = Array(Value.allCases)
    guard let text = try value(name.rawValue, allowed: cases.map(\.argument)) else { return nil }
    return cases.first { $0.argument == text }
  }

  /// An option's value as one of a type's cases, where the option has a default.
  func required<Value: CommandLineChoice>(_ name: OptionName, as type: Value.Type = Value.self)
    throws(CLIError) -> Value
  {
    guard let value = try choice(name, as: type) else {
      throw .usage("--\(name.rawValue) needs a value")
    }
    return value
  }

  /// An option's value (or its default) as a finite number written in decimal (`2.625`,
  /// `2625e-3`; `Double` also reads `0x10` as 16).
  func number(_ name: String) throws(CLIError) -> Double? {
    guard let text = raw(name) else { return nil }
    let isDecimal = text.utf8.allSatisfy {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".")
        || $0 == UInt8(ascii: "+")
        || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
    }
    guard isDecimal, let n = Double(text), n.isFinite else {
      throw .usage("--\(name) must be a number; got '\(text)'")
    }
    return n
  }

  /// An option's value as a whole number in a range.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
    guard let text = raw(name) else { return nil }
    guard let n = Int(text), range.contains(n) else {
      throw .usage("--\(name) must be a whole number from \(Option.words(range)); got '\(text)'")
    }
    return n
  }

  /// An option's value (or its default) as a finite number.
  func number(_ name: OptionName) throws(CLIError) -> Double? { try number(name.rawValue) }

  /// An option's value (or its default) as a whole number in a range.
  func integer(_ name: OptionName, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
    try integer(name.rawValue, in: range)
  }

  /// The positional arguments, checked for at least one value per name (the last takes the
  /// rest).
  func positional(atLeast names: [String]) throws(CLIError) -> [String] {
    guard positional.count >= names.count else {
      throw .usage(
        "missing argument: expected \(names.map { $0.uppercased() }.joined(separator: " "))")
    }
    return positional
  }

  /// The positional arguments, checked for their count.
  func positional(_ names: [String]) throws(CLIError) -> [String] {
    guard positional.count == names.count else {
      let expected = names.map { $0.uppercased() }.joined(separator: " ")
      throw .usage(
        positional.count < names.count
          ? "missing argument: expected \(expected)"
          : "unexpected argument '\(positional[names.count])'")
    }
    return positional
  }
}

/// A command line split into positional arguments and options, by hand (the package depends on
/// nothing outside the toolchain).
///
/// Options are `--name value` or `--name=value`; flags are `--name`; `-` is a positional
/// argument (standard input); `--` ends the options; negative numbers are positional.
struct ParsedArguments: Equatable, Sendable {
  var positional: [String] = []
  var options: [String: String] = [:]
  var flags: Set<String> = []

  /// The options a command accepts: those that take a value, and flags.
  struct Specification: Sendable {
    var valued: Set<String>
    var flags: Set<String> = ["help"]
  }

  init(_ arguments: [String], _ spec: Specification) throws(CLIError) {
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
        guard options[name] == nil else { throw .usage("--\(name) is given twice") }
        options[name] = value
      } else {
        throw .usage("unknown option '--\(name)'")
      }
    }
  }

  /// An option's value, checked against the allowed values when there are any.
  func value(_ name: String, allowed: [String]? = nil) throws(CLIError) -> String? {
    guard let value = options[name] else { return nil }
    if let allowed, !allowed.contains(value) {
      throw .usage("--\(name) must be one of \(allowed.joined(separator: ", ")); got '\(value)'")
    }
    return value
  }

  /// An option's value as a finite number.
  func number(_ name: String) throws(CLIError) -> Double? {
    guard let text = options[name] else { return nil }
    guard let n = Double(text), n.isFinite else {
      throw .usage("--\(name) must be a number; got '\(text)'")
    }
    return n
  }

  /// An option's value as a whole number in a range.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
    guard let text = options[name] else { return nil }
    guard let n = Int(text), range.contains(n) else {
      throw .usage(
        "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound); got '\(text)'"
      )
    }
    return n
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

import HitAreaAuditing
import HitAreaKit
import HitAreaTools

/// The name of an option, as typed after `--`; commands read their options by these names.
enum OptionName: String, CaseIterable, Sendable {
  case standard
  case policy
  case format
  case failOn = "fail-on"
  case from
  case pxPerDp = "px-per-dp"
  case containers
  case output
  case probe
  case regime
  case taps
  case seed
  case jobs
  case baseline
  case writeBaseline = "write-baseline"
  case screenshot
  case strict
  case automatic
  case sarifRoot = "sarif-root"
  case sarifCategory = "sarif-category"
  case forReport = "for-report"
  case minimum
  case suppress
}

/// One row of a command's option table: the option's name, the placeholder for its value, the
/// values it allows, its default and its help line.
///
/// The table produces both the parser's rules (``ParsedArguments/Specification``) and the help text
/// (``Help``).
///
/// ```swift
/// Option.choice(.format, "F", among: [OutputFormat.text, .json], default: .text, help: "the output")
/// Option.value(.taps, "N", default: "40000", help: "taps aimed at every target")
/// ```
struct Option: Sendable {
  /// The name.
  var name: OptionName
  /// The value's placeholder in the usage line, such as `FILE` or `N`.
  var placeholder: String
  /// The values the option allows, as typed; empty when any value goes.
  var values: [String]
  /// The value when the option is not given, if any.
  var defaultValue: String?
  /// Whether the command needs the option.
  var isRequired: Bool
  /// One line of help.
  var help: String
  /// Whether the option is a flag, which takes no value.
  var isFlag = false
  /// The whole numbers the option allows, for a count; `nil` for any other value.
  ///
  /// Checked as the command line is read, so a value is refused even where the run does not use
  /// it.
  var wholeNumbers: ClosedRange<Int>? = nil

  /// An option whose value is one of a type's cases.
  ///
  /// - Parameters:
  ///   - name: The option's name.
  ///   - placeholder: The value's placeholder.
  ///   - values: The allowed cases, in help order; all of them by default.
  ///   - defaultValue: The case when the option is not given.
  ///   - help: One line of help.
  static func choice<Value: CommandLineChoice>(
    _ name: OptionName, _ placeholder: String, among values: [Value] = Array(Value.allCases),
    default defaultValue: Value? = nil, help: String
  ) -> Option {
    Option(
      name: name, placeholder: placeholder, values: values.map(\.argument),
      defaultValue: defaultValue?.argument, isRequired: false, help: help)
  }

  /// An option whose value is free text (a number, a path), checked by the command.
  ///
  /// - Parameters:
  ///   - name: The option's name.
  ///   - placeholder: The value's placeholder.
  ///   - defaultValue: The value when the option is not given.
  ///   - isRequired: Whether the command needs the option.
  ///   - help: One line of help.
  static func value(
    _ name: OptionName, _ placeholder: String, default defaultValue: String? = nil,
    isRequired: Bool = false, help: String
  ) -> Option {
    Option(
      name: name, placeholder: placeholder, values: [], defaultValue: defaultValue,
      isRequired: isRequired, help: help)
  }

  /// A range of whole numbers as help and errors write it: `1 to 10,000,000`.
  static func words(_ range: ClosedRange<Int>) -> String {
    "\(ProgressLine.grouped(range.lowerBound)) to \(ProgressLine.grouped(range.upperBound))"
  }

  /// An option whose value is a whole number in a range, such as a count.
  ///
  /// - Parameters:
  ///   - name: The option's name.
  ///   - placeholder: The value's placeholder.
  ///   - range: The numbers allowed.
  ///   - defaultValue: The value when the option is not given.
  ///   - help: One line of help.
  static func wholeNumber(
    _ name: OptionName, _ placeholder: String, in range: ClosedRange<Int>,
    default defaultValue: Int? = nil, help: String
  ) -> Option {
    Option(
      name: name, placeholder: placeholder, values: [], defaultValue: defaultValue.map(String.init),
      isRequired: false, help: help, wholeNumbers: range)
  }

  /// An option that takes no value: given or not.
  ///
  /// - Parameters:
  ///   - name: The option's name.
  ///   - help: One line of help.
  static func flag(_ name: OptionName, help: String) -> Option {
    Option(
      name: name, placeholder: "", values: [], defaultValue: nil, isRequired: false, help: help,
      isFlag: true)
  }

  /// How the option appears in help: `--format F`, or `--strict` for a flag.
  var spelling: String {
    isFlag ? "--\(name.rawValue)" : "--\(name.rawValue) \(placeholder)"
  }

  /// How the option reads in a usage line: `[--format F]`, or `--output OUT.json` when required.
  var usage: String {
    isRequired ? spelling : "[\(spelling)]"
  }
}

// MARK: - Options that several commands share, described once

extension Option {
  /// `--standard`: the size standard; by default the screen's platform's.
  static let standard = choice(
    .standard, "S", among: TargetSizeStandard.allCases,
    help: "the size standard to measure against (default: the screen's platform's: ios for "
      + "XCUITest, android for uiautomator, uiautomator2 and RICO, as recorded for snapshots)")

  /// `--minimum`: a custom minimum side in place of the standard's.
  static let minimum = value(
    .minimum, "N",
    help: "measure against a minimum of N×N in the screen's unit (pt on iOS, dp on Android) "
      + "instead of the standard's; the standard's other rules stay (not with gtx)")

  /// `--from`: the input's format.
  static let from = choice(
    .from, "FORMAT", default: OpenChoice<DumpFormat>.open,
    help: "the format of FILE; auto detects it from the content")

  /// `--px-per-dp`: the density of Android dumps.
  static let pxPerDp = value(
    .pxPerDp, "D",
    help: "device pixels per dp of an Android dump, 0.5 to 10: required for uiautomator and "
      + "Maestro, 3.5 for RICO")

  /// `--strict`: unknown keys of a layout snapshot are errors, not warnings.
  static let strict = flag(
    .strict,
    help: "refuse a layout snapshot with a key the reader does not know (a typo such as "
      + "'passthrough'), rather than warn on standard error and ignore it")

  /// `--containers`: whether the elements of an imported dump that are not targets let touches
  /// through.
  static let containers = choice(
    .containers, "C", default: ContainerTouches.passThrough,
    help: "whether the elements of a dump that are not targets let touches through to what is "
      + "behind (Android's model; the default) or take them as UIKit views do (opaque)")

  /// `--policy` that overrides the snapshot's resolution policy.
  static let policy = choice(
    .policy, "P", among: ResolutionPolicy.allCases,
    help: "how to resolve a touch in several hit areas (default: the snapshot's policy)")

  /// `--format`, with the formats a command prints.
  ///
  /// - Parameter formats: The formats, the first one the default.
  static func format(_ formats: [OutputFormat]) -> Option {
    choice(.format, "F", among: formats, default: formats.first, help: "what to print")
  }
}

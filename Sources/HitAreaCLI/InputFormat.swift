import HitAreaTools

/// `--from`: the input's format, or `auto` to detect it from the content.
enum InputFormat: CommandLineChoice, Equatable {
  case auto
  case format(DumpFormat)

  static var allCases: [InputFormat] { [.auto] + DumpFormat.allCases.map(Self.format) }

  var argument: String {
    switch self {
    case .auto: "auto"
    case .format(let format): format.rawValue
    }
  }

  /// The format to read, or `nil` to detect it.
  var dumpFormat: DumpFormat? {
    switch self {
    case .auto: nil
    case .format(let format): format
    }
  }
}

import HitAreaKit
import HitAreaTools

/// A type whose command-line cases come with a word that leaves the choice open: `all`
/// policies, `auto`-detected formats.
protocol OpenlyChoosable: CommandLineChoice, Equatable {
  /// The word that chooses no case in particular.
  static var openWord: String { get }
}

/// An option's value that is one of a type's cases, or its open word: `--policy all`,
/// `--from auto`.
struct OpenChoice<Value: OpenlyChoosable>: CommandLineChoice, Equatable {
  /// The case chosen, or `nil` for the open word.
  var value: Value?

  static var allCases: [OpenChoice] {
    [OpenChoice(value: nil)] + Value.allCases.map { OpenChoice(value: $0) }
  }

  var argument: String { value?.argument ?? Value.openWord }

  /// The open word.
  static var open: OpenChoice { OpenChoice(value: nil) }
}

extension ResolutionPolicy: OpenlyChoosable {
  /// `simulate --policy all` simulates every policy.
  static var openWord: String { "all" }
}

extension DumpFormat: OpenlyChoosable {
  /// `--from auto` detects the format from the content.
  static var openWord: String { "auto" }
}

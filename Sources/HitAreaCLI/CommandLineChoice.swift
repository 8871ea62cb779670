import HitAreaAuditing
import HitAreaKit
import HitAreaTools

/// A value an option takes from a fixed list: how the command line spells each case.
///
/// The list is the type's `allCases`, so an option's allowed values, its help text and the
/// parser's check come from the type itself.
protocol CommandLineChoice: CaseIterable, Sendable {
  /// The value as it is typed after the option.
  var argument: String { get }
}

extension CommandLineChoice where Self: RawRepresentable, RawValue == String {
  /// The raw value.
  var argument: String { rawValue }
}

extension ResolutionPolicy: CommandLineChoice {}
extension TargetSizeStandard: CommandLineChoice {}

import HitAreaAuditing
import HitAreaKit

extension ParsedArguments {
  /// `--minimum N`: a custom minimum side, above 0 and at most 1,000, in the screen's unit;
  /// `nil` when not given.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for another number, or with `--standard gtx`, whose check
  ///   has no custom size.
  func minimumSide() throws(CLIError) -> Double? {
    guard let side = try number(.minimum) else { return nil }
    guard side > 0, side <= 1_000 else {
      throw .usage(
        "--minimum must be a size above 0 and at most 1000; got '\(DecimalText.literal(side))'")
    }
    if value(.standard) == TargetSizeStandard.gtx.rawValue {
      throw .usage("--minimum does not go with --standard gtx: GTXiLib's check has no custom size")
    }
    return side
  }
}

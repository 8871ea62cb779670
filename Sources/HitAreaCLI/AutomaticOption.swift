import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

extension Option {
  /// `--automatic PT`: what the automatic minimum size would do to the screen.
  static let automatic = value(
    .automatic, "PT",
    help: "show the screen with every tappable view without a hit area of its own at least PT "
      + "(44 is Apple's) to the touch, overlaps resolved by --policy (mostLikely by default)")
}

extension ParsedArguments {
  /// `--automatic PT`, if given: a number from 1 to 1,000 points.
  func automaticMinimumSize() throws(CLIError) -> Double? {
    guard let text = value(.automatic) else { return nil }
    guard let side = Double(text), side.isFinite, side >= 1, side <= 1_000 else {
      throw .usage("--automatic takes a size in points from 1 to 1000; got '\(text)'")
    }
    return side
  }
}

/// What the CLI says about the automatic minimum size.
enum AutomaticText {
  /// One line before an audit or a picture: how many targets the size enlarges, and where an
  /// enlargement is cut by an ancestor.
  ///
  /// - Parameters:
  ///   - screen: The screen as loaded, before the automatic size.
  ///   - side: The size in points.
  ///   - report: The audit of the screen with the automatic size, for the cuts.
  static func summary(_ screen: LayoutSnapshot, side: Double, report: AuditReport?) -> String {
    let enlarged = screen.automaticallyEnlargedNodes(side)
    let policy = AutomaticMinimumSize.policy(for: screen.resolution)
    var lines = [
      "automatic minimum size \(DecimalText.rounded(side)) \(screen.reportUnit) (\(policy)): "
        + "\(enlarged.count) \(enlarged.count == 1 ? "target" : "targets") enlarged; "
        + "findings below are those that remain"
    ]
    let ids = Set(enlarged.map { screen.nodes[$0].id })
    for cut in report?.automaticEnlargementsCut(ids) ?? [] {
      let by = cut.other.map { " by \($0)" } ?? ""
      lines.append(
        "  cut: \(cut.label)'s automatic enlargement is clipped\(by); turn its overflow switch "
          + "on (overflowsHitAreas = true) to reach it")
    }
    return lines.joined(separator: "\n")
  }
}

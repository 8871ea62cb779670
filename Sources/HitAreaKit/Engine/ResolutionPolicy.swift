/// How a touch that falls in several targets' hit areas is resolved.
///
/// ```swift
/// let tester = HitTester(tree: tree, policy: .nearest)
/// ```
public enum ResolutionPolicy: String, CaseIterable, Hashable, Sendable, Codable {
  /// UIKit's order: the front-most view whose hit area contains the touch wins. The default,
  /// bit-for-bit compatible with `UIView.hitTest(_:with:)`.
  case frontmost
  /// A touch inside a target's visible bounds wins; otherwise the target whose visible bounds are
  /// nearest (squared edge distance) wins; ties go to the front-most (Jetpack Compose's rule).
  /// The enlarged area of a target nested inside the directly hit one (a switch in a row) still
  /// belongs to the nested target, as in Compose.
  case nearest
  /// The target with the highest likelihood under the finger-touch model (Bayesian Touch
  /// Distance of Bi & Zhai): size-aware, so a small button next to a big card keeps its touches.
  case mostLikely
}

extension ResolutionPolicy: CustomStringConvertible {
  /// The policy's name, as used in snapshots and on the command line.
  public var description: String { rawValue }
}

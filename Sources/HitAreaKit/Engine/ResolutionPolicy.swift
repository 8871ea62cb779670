/// How a touch that falls in several targets' hit areas is resolved.
///
/// ```swift
/// let tester = HitTester(tree: tree, policy: .nearest)
/// ResolutionPolicy(rawValue: "mostLikely")  // .mostLikely
/// ```
///
/// More policies may come in later versions, so a `switch` over policies needs a `default`.
/// `ResolutionPolicy` is a struct with a static member per policy rather than an enum: this
/// package is not built with library evolution, and there adding a case to a public enum breaks
/// every caller's exhaustive `switch` (`@unknown default` only turns that into a warning, an
/// error again under `-warnings-as-errors`). Comparing (`==`), `switch` with a `default`,
/// ``allCases`` and the raw values work as they would for an enum.
///
/// ```swift
/// switch policy {
/// case .frontmost: "UIKit's order"
/// default: "HitAreaKit's resolution"
/// }
/// ```
public struct ResolutionPolicy: Hashable, Sendable {
  /// The policies this version knows, for exhaustive switches inside the package.
  @usableFromInline
  package enum Known: String, CaseIterable, Sendable {
    case frontmost, nearest, mostLikely
  }

  /// Which policy this is.
  @usableFromInline package let known: Known

  package init(_ known: Known) { self.known = known }

  /// UIKit's order: the front-most view whose hit area contains the touch wins.
  ///
  /// The default, bit-for-bit compatible with `UIView.hitTest(_:with:)`.
  public static let frontmost = ResolutionPolicy(.frontmost)
  /// A touch inside a target's visible bounds wins; otherwise the target whose visible bounds are
  /// nearest (squared edge distance) wins; ties go to the front-most (Jetpack Compose's rule).
  ///
  /// The enlarged area of a target nested inside the directly hit one (a switch in a row) still
  /// belongs to the nested target, as in Compose.
  public static let nearest = ResolutionPolicy(.nearest)
  /// The target with the highest likelihood under the finger-touch model (Bayesian Touch
  /// Distance of Bi & Zhai): size-aware, so a small button next to a big card keeps its touches.
  public static let mostLikely = ResolutionPolicy(.mostLikely)
}

extension ResolutionPolicy: CaseIterable {
  /// Every policy, in the order above: `frontmost`, `nearest`, `mostLikely`.
  public static let allCases: [ResolutionPolicy] = Known.allCases.map(ResolutionPolicy.init)
}

extension ResolutionPolicy: RawRepresentable, Codable {
  /// The policy's name, as used in snapshots, JSON and on the command line: `"frontmost"`,
  /// `"nearest"` or `"mostLikely"`.
  public var rawValue: String { known.rawValue }

  /// The policy of a name, or `nil` for a name this version does not know.
  ///
  /// - Parameter rawValue: A policy's name, such as `"nearest"`.
  public init?(rawValue: String) {
    guard let known = Known(rawValue: rawValue) else { return nil }
    self.init(known)
  }
}

extension ResolutionPolicy {
  /// Whether two policies are the same policy: their cases compared (as `RawRepresentable`, the
  /// policies would compare and hash their names' strings).
  @inlinable public static func == (a: ResolutionPolicy, b: ResolutionPolicy) -> Bool {
    a.known == b.known
  }

  /// Hashes the policy's case.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(known) }
}

extension ResolutionPolicy: CustomStringConvertible {
  /// The policy's name, as used in snapshots and on the command line.
  public var description: String { rawValue }
}

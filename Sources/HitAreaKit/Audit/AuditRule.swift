/// What an audit finding is about.
///
/// Findings are ordered by rule in the order of the cases here, then by target.
///
/// ```swift
/// let audit = TapTargetAudit(standard: .ios, rules: [.minSize, .overlap])
/// AuditRule(rawValue: "activation-point")  // .activationPoint
/// ```
public enum AuditRule: String, CaseIterable, Hashable, Sendable, Codable {
  /// A target's effective hit area (its hit area, cut by the ancestors that reject points) is
  /// smaller than the standard; under ``TargetSizeStandard/atf`` and ``TargetSizeStandard/gtx``,
  /// the checker's own size check fails.
  case minSize = "min-size"
  /// Two targets' hit areas overlap beyond what their layout makes unavoidable, and one of them
  /// loses touches to the other there.
  case overlap
  /// Part of a target's hit area receives no touch: an ancestor rejects the point, or another
  /// view receives it.
  case unreachable
  /// A tap at the target's visible centre (where VoiceOver activates it) reaches another target,
  /// or nothing.
  case activationPoint = "activation-point"
  /// A hit area is set on a view that can never be hit (hidden, transparent, user interaction
  /// off, disabled, itself or through an ancestor, or a transform that cannot be inverted).
  case inertHitArea = "inert-hit-area"

  /// The position of the rule in the report order.
  var order: Int { AuditRule.allCases.firstIndex(of: self) ?? 0 }
}

extension AuditRule: CustomStringConvertible {
  /// The rule's identifier, such as `min-size`.
  ///
  /// ```swift
  /// AuditRule.inertHitArea.description  // "inert-hit-area"
  /// ```
  public var description: String { rawValue }
}

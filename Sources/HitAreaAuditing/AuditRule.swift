/// What an audit finding is about.
///
/// Findings are ordered by rule in the order of ``allCases``, then by target.
///
/// ```swift
/// let audit = TapTargetAudit(standard: .ios, rules: [.minSize, .overlap])
/// AuditRule(rawValue: "activation-point")  // .activationPoint
/// ```
///
/// More rules will come in later versions, so a `switch` over rules needs a `default`.
/// `AuditRule` is a struct with a static member per rule rather than an enum: this package is
/// not built with library evolution, and there adding a case to a public enum breaks every
/// caller's exhaustive `switch` (`@unknown default` only turns that into a warning, an error
/// again under `-warnings-as-errors`). Comparing (`==`), `switch` with a `default`, ``allCases``,
/// sets and the raw values work as they would for an enum.
///
/// ```swift
/// switch finding.rule {
/// case .minSize: print("grow it")
/// case .overlap: print("separate them")
/// default: print(finding.message)
/// }
/// ```
public struct AuditRule: Hashable, Sendable {
  /// The rules this version knows, in report order, for exhaustive switches inside the package.
  package enum Known: String, CaseIterable, Sendable {
    case minSize = "min-size"
    case overlap
    case unreachable
    case activationPoint = "activation-point"
    case inertHitArea = "inert-hit-area"
  }

  /// Which rule this is.
  package let known: Known

  package init(_ known: Known) { self.known = known }

  /// A target's effective hit area (its hit area, cut by the ancestors that reject points) is
  /// smaller than the standard; under ``TargetSizeStandard/atf`` and ``TargetSizeStandard/gtx``,
  /// the checker's own size check fails.
  public static let minSize = AuditRule(.minSize)
  /// Two targets' hit areas overlap beyond what their layout makes unavoidable, and one of them
  /// loses touches to the other there.
  public static let overlap = AuditRule(.overlap)
  /// Part of a target's hit area receives no touch: an ancestor rejects the point, or another
  /// view receives it.
  public static let unreachable = AuditRule(.unreachable)
  /// A tap at the target's visible centre (where VoiceOver activates it) reaches another target,
  /// or nothing.
  public static let activationPoint = AuditRule(.activationPoint)
  /// A hit area is set on a view that can never be hit (hidden, transparent, user interaction
  /// off, disabled, itself or through an ancestor, or a transform that cannot be inverted).
  public static let inertHitArea = AuditRule(.inertHitArea)

  /// The position of the rule in the report order (``Known``'s cases in order).
  ///
  /// A `switch`: `Known.allCases.firstIndex(of:)` compared the cases' raw strings.
  var order: Int {
    switch known {
    case .minSize: 0
    case .overlap: 1
    case .unreachable: 2
    case .activationPoint: 3
    case .inertHitArea: 4
    }
  }

  /// The rule's identifier (``rawValue``) as a literal, for keys written with no string made
  /// (the summary's); a `switch`, so that a new rule cannot be left without one.
  var literal: StaticString {
    switch known {
    case .minSize: "min-size"
    case .overlap: "overlap"
    case .unreachable: "unreachable"
    case .activationPoint: "activation-point"
    case .inertHitArea: "inert-hit-area"
    }
  }
}

extension AuditRule: CaseIterable {
  /// Every rule, in report order: `minSize`, `overlap`, `unreachable`, `activationPoint`,
  /// `inertHitArea`.
  public static let allCases: [AuditRule] = Known.allCases.map(AuditRule.init)
}

extension AuditRule: RawRepresentable, Codable {
  /// The rule's identifier, as used in JSON and on the command line, such as `"min-size"`.
  public var rawValue: String { known.rawValue }

  /// The rule of an identifier, or `nil` for one this version does not know.
  ///
  /// - Parameter rawValue: A rule's identifier, such as `"activation-point"`.
  public init?(rawValue: String) {
    guard let known = Known(rawValue: rawValue) else { return nil }
    self.init(known)
  }
}

extension AuditRule {
  /// Whether two rules are the same rule: their cases compared (as `RawRepresentable`, the rules
  /// would compare and hash their identifiers' strings).
  public static func == (a: AuditRule, b: AuditRule) -> Bool { a.known == b.known }

  /// Hashes the rule's case.
  public func hash(into hasher: inout Hasher) { hasher.combine(known) }
}

extension AuditRule: CustomStringConvertible {
  /// The rule's identifier, such as `min-size`.
  ///
  /// ```swift
  /// AuditRule.inertHitArea.description  // "inert-hit-area"
  /// ```
  public var description: String { rawValue }
}

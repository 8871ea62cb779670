/// How serious an audit finding is; ordered `info < warning < error`.
///
/// ```swift
/// report.findings(atLeast: .warning)   // warnings and errors
/// AuditSeverity.error > .warning       // true
/// ```
public enum AuditSeverity: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
  /// Worth knowing; nothing is broken (for example a target that meets the standard only through
  /// its enlarged hit area).
  case info
  /// Probably unintended: touches go somewhere surprising, or an enlargement is wasted.
  case warning
  /// People will miss this target, or tap another one instead.
  case error

  /// `info < warning < error`.
  ///
  /// - Parameters:
  ///   - lhs: A severity.
  ///   - rhs: Another severity.
  ///
  /// ```swift
  /// AuditSeverity.warning < .error  // true
  /// ```
  public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// The severity's name (``rawValue``) as a literal, for keys written with no string made (the
  /// summary's); a `switch`, so that a new severity cannot be left without one.
  var literal: StaticString {
    switch self {
    case .info: "info"
    case .warning: "warning"
    case .error: "error"
    }
  }
}

extension AuditSeverity: CustomStringConvertible {
  /// `info`, `warning` or `error`.
  ///
  /// ```swift
  /// AuditSeverity.error.description  // "error"
  /// ```
  public var description: String { rawValue }
}

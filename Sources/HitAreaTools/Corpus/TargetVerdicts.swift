import HitAreaAuditing
import HitAreaKit

/// How many targets end up with each verdict: the most serious finding about them (as the
/// target of the finding), or passing when there is none.
///
/// Its JSON form: `{"error": 3, "warning": 1, "info": 2, "passing": 40}`.
///
/// ```swift
/// var verdicts = TargetVerdicts()
/// verdicts.add(.error)
/// verdicts.add(nil)  // a target without findings
/// ```
package struct TargetVerdicts: Hashable, Sendable, Encodable {
  /// Targets whose most serious finding is an error.
  package var error = 0
  /// Targets whose most serious finding is a warning.
  package var warning = 0
  /// Targets whose most serious finding is for information.
  package var info = 0
  /// Targets without findings.
  package var passing = 0

  /// Creates zero counts.
  package init() {}

  /// Counts one target by its most serious finding.
  ///
  /// - Parameter worst: The most serious severity among its findings, `nil` for none.
  package mutating func add(_ worst: AuditSeverity?) {
    switch worst {
    case .error: error += 1
    case .warning: warning += 1
    case .info: info += 1
    case nil: passing += 1
    }
  }

  /// Adds another tally's counts.
  ///
  /// - Parameter other: The counts to add.
  package mutating func add(_ other: TargetVerdicts) {
    error += other.error
    warning += other.warning
    info += other.info
    passing += other.passing
  }

  /// The number of targets.
  package var total: Int { error + warning + info + passing }
}

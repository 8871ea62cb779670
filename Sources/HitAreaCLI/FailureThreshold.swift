import HitAreaAuditing
import HitAreaKit

/// `audit --fail-on`: the lowest severity that makes the command exit with 1, or never.
enum FailureThreshold: String, CommandLineChoice {
  case error
  case warning
  case never

  /// The severity to compare with, or `nil` for never.
  var severity: AuditSeverity? {
    switch self {
    case .error: .error
    case .warning: .warning
    case .never: nil
    }
  }
}

/// The result of an audit: the standard it measured against and the findings, in a stable order
/// (by rule, then by the target's position in the snapshot's depth-first order, then by the
/// other node's).
///
/// Its JSON form (through `Codable`) is what `hitarea audit --format json` prints:
/// `{"standard": "ios", "summary": {"total": 1, …}, "findings": [{"rule": "min-size",
/// "severity": "error", "target": "close", "label": "Close", …}]}`.
///
/// ```swift
/// let report = snapshot.audit(.ios)
/// #expect(report.findings(atLeast: .warning).isEmpty, "\(report)")
/// let fixed = snapshot.applying(report.fixes)
/// ```
public struct AuditReport: Hashable, Sendable {
  /// The standard the sizes were measured against.
  public var standard: TargetSizeStandard
  /// Every finding, in the stable order.
  public var findings: [AuditFinding]

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - standard: The standard the sizes were measured against.
  ///   - findings: The findings, in the order to keep.
  ///
  /// ```swift
  /// AuditReport(standard: .ios, findings: [])
  /// ```
  package init(standard: TargetSizeStandard, findings: [AuditFinding]) {
    self.standard = standard
    self.findings = findings
  }

  /// The findings at or above a severity.
  ///
  /// - Parameter severity: The lowest severity to keep.
  ///
  /// ```swift
  /// report.findings(atLeast: .error).map(\.target)  // ["close"]
  /// ```
  public func findings(atLeast severity: AuditSeverity) -> [AuditFinding] {
    findings.filter { $0.severity >= severity }
  }

  /// The findings of one rule.
  ///
  /// - Parameter rule: The rule.
  ///
  /// ```swift
  /// report.findings(for: .overlap).count
  /// ```
  public func findings(for rule: AuditRule) -> [AuditFinding] {
    findings.filter { $0.rule == rule }
  }

  /// The findings about one node (as the target or as the other node).
  ///
  /// - Parameter id: The node's id.
  ///
  /// ```swift
  /// report.findings(about: "close").map(\.rule)  // [.minSize, .overlap]
  /// ```
  public func findings(about id: String) -> [AuditFinding] {
    findings.filter { $0.target == id || $0.other == id }
  }

  /// The fix suggestions of every undersized target, in the findings' order.
  ///
  /// ```swift
  /// let fixed = snapshot.applying(report.fixes)
  /// ```
  public var fixes: [FixSuggestion] { findings.compactMap(\.suggestion) }

  /// The highest severity among the findings, or `nil` when there are none: what a command-line
  /// run compares with its failure threshold.
  ///
  /// ```swift
  /// let failed = (report.highestSeverity ?? .info) >= .warning && !report.findings.isEmpty
  /// ```
  public var highestSeverity: AuditSeverity? { findings.map(\.severity).max() }

  /// How many findings there are, per rule and per severity.
  ///
  /// ```swift
  /// report.summary.count(severity: .error)  // 2
  /// ```
  public var summary: AuditSummary { AuditSummary(findings) }
}

extension AuditReport: CustomStringConvertible {
  /// One line per finding, or a line saying there are none.
  ///
  /// ```swift
  /// #expect(report.findings.isEmpty, "\(report)")  // the failure message lists every finding
  /// ```
  public var description: String {
    guard !findings.isEmpty else { return "No findings (\(standard.title))." }
    return findings.map(\.description).joined(separator: "\n")
  }
}

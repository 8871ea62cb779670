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
  /// The custom minimum side the sizes were measured against instead of the standard's
  /// (``TapTargetAudit/minimum``), in the screen's unit; `nil` for the standard's own.
  public var minimum: Double?

  /// The side the sizes were measured against: the custom minimum, else the standard's.
  ///
  /// ```swift
  /// TapTargetAudit(standard: .ios, minimum: 40).audit(snapshot).requiredSide  // 40
  /// ```
  public var requiredSide: Double { minimum ?? standard.minimumSide }

  /// The standard's name with the custom minimum, for messages: `iOS (44×44 pt)`, or
  /// `iOS with a custom 40×40 pt minimum`.
  public var standardTitle: String { standard.title(minimum: minimum) }

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

  /// The findings at or above a severity that are not suppressed: what fails a run.
  ///
  /// - Parameter severity: The lowest severity to keep.
  ///
  /// ```swift
  /// report.findings(atLeast: .error).map(\.target)  // ["close"]
  /// ```
  public func findings(atLeast severity: AuditSeverity) -> [AuditFinding] {
    findings.filter { $0.severity >= severity && $0.suppression == nil }
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

  /// The highest severity among the findings that are not suppressed, or `nil` when there are
  /// none: what a command-line
  /// run compares with its failure threshold.
  ///
  /// ```swift
  /// let failed = (report.highestSeverity ?? .info) >= .warning && !report.findings.isEmpty
  /// ```
  public var highestSeverity: AuditSeverity? {
    findings.filter { $0.suppression == nil }.map(\.severity).max()
  }

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
    guard !findings.isEmpty else { return "No findings (\(standardTitle))." }
    return findings.map(\.description).joined(separator: "\n")
  }
}

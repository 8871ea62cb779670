// Where the audit says an automatic enlargement is cut.

extension AuditReport {
  /// The findings that say an automatic enlargement is cut: ``AuditRule/unreachable`` findings
  /// about automatically enlarged targets (`LayoutSnapshot.automaticallyEnlargedNodes(_:)`)
  /// where an ancestor without the overflow switch rejects part of the area
  /// (``AuditMeasurements/clippedArea``).
  ///
  /// The ancestor is the finding's ``AuditFinding/other``; turning the overflow switch on there (or
  /// higher) makes the enlargement reachable.
  ///
  /// ```swift
  /// let after = screen.applyingAutomaticMinimumSize(44)
  /// let report = TapTargetAudit().audit(after)
  /// let ids = Set(screen.automaticallyEnlargedNodes(44).map { screen.nodes[$0].id })
  /// for cut in report.automaticEnlargementsCut(ids) { print(cut.target, "cut by", cut.other ?? "?") }
  /// ```
  ///
  /// - Parameter enlarged: The ids of the automatically enlarged targets.
  /// - Returns: The findings, in report order.
  /// - Complexity: O(findings).
  public func automaticEnlargementsCut(_ enlarged: Set<String>) -> [AuditFinding] {
    findings.filter {
      $0.rule == .unreachable && enlarged.contains($0.target) && ($0.measured.clippedArea ?? 0) > 0
    }
  }
}

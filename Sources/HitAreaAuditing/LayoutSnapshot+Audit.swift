import HitAreaSnapshot

extension LayoutSnapshot {
  /// Audits the snapshot's tap targets against a standard, with every rule and the default
  /// sampling (see ``TapTargetAudit``).
  ///
  /// - Parameter standard: The size standard; Apple's 44×44 pt by default.
  /// - Returns: The findings in a stable order.
  ///
  /// ```swift
  /// let report = snapshot.audit(.wcagAA)
  /// #expect(report.findings(atLeast: .error).isEmpty, "\(report)")
  /// ```
  public func audit(_ standard: TargetSizeStandard = .ios) -> AuditReport {
    TapTargetAudit(standard: standard).audit(self)
  }

  /// The snapshot with fix suggestions applied: each suggestion's hit area replaces its target's.
  ///
  /// Suggestions are matched to nodes by id (the first node with that id); suggestions for ids
  /// the snapshot does not have are ignored. Nothing else changes unless asked: the overflow
  /// switches a suggestion asks for (``FixSuggestion/clippedBy``) are turned on only with
  /// `turningOnOverflowSwitches`.
  ///
  /// - Parameters:
  ///   - fixes: The suggestions, usually ``AuditReport/fixes``.
  ///   - turningOnOverflowSwitches: Whether to turn on the overflow switch of each ancestor that
  ///     would cut a suggested hit area.
  /// - Returns: A new snapshot.
  /// - Complexity: O(n + f) for n nodes and f suggestions.
  ///
  /// ```swift
  /// let report = snapshot.audit(.ios)
  /// let fixed = snapshot.applying(report.fixes)
  /// fixed.audit(.ios).findings(for: .overlap)  // none between the fixed targets
  /// ```
  public func applying(
    _ fixes: some Sequence<FixSuggestion>, turningOnOverflowSwitches: Bool = false
  ) -> LayoutSnapshot {
    var indexByID: [String: Int] = [:]
    for (i, node) in nodes.enumerated() where indexByID[node.id] == nil { indexByID[node.id] = i }
    var result = self
    for fix in fixes {
      guard let i = indexByID[fix.target] else { continue }
      result.update(nodeAt: i) { $0.hitArea = fix.hitArea }
      if turningOnOverflowSwitches, let container = fix.clippedBy.flatMap({ indexByID[$0] }) {
        result.update(nodeAt: container) { $0.overflowsHitAreas = true }
      }
    }
    return result
  }
}

import HitAreaSnapshot

extension TapTargetAudit {
  /// The targets an audit of `snapshot` looks at, in depth-first order, with their visible and
  /// effective sizes on screen: targets that are not pass-through, can be hit (they and their
  /// ancestors are enabled, interactive, shown, not transparent, with invertible transforms)
  /// and are at least partly on screen.
  ///
  /// ```swift
  /// let targets = TapTargetAudit(standard: .android).auditedTargets(snapshot)
  /// let small = targets.filter { min($0.visibleSize.width, $0.visibleSize.height) < 48 }
  /// ```
  ///
  /// - Parameter snapshot: The screen.
  /// - Complexity: O(n log n + t × d) for n nodes, t targets and depth d.
  public func auditedTargets(_ snapshot: LayoutSnapshot) -> [AuditedTarget] {
    auditedTargets(AuditContext(snapshot: snapshot, settings: self))
  }

  /// The audited targets of a built context.
  func auditedTargets(_ context: AuditContext) -> [AuditedTarget] {
    let snapshot = context.snapshot
    return context.targets.map { t in
      let size = context.targetSize(t)
      return AuditedTarget(
        index: t, id: snapshot.nodes[t].id, visibleSize: size.visible,
        effectiveSize: size.effective)
    }
  }
}

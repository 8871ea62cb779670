/// The ``AuditRule/inertHitArea`` rule: a hit area set on a view that can never be hit.
///
/// Every node whose hit area is not ``HitArea/bounds`` is checked, target or not. It is inert when
/// it or an ancestor is disabled, has user interaction off, is hidden or has alpha below 0.01, or
/// when a transform on its way to the screen cannot be inverted. The reason reported is the
/// node's own, else its nearest inert ancestor's. Severity: `warning` for user interaction off
/// (the default of image views and labels: a common slip) and for transforms; `info` for disabled,
/// hidden and transparent views, states that usually change while the screen is shown.
extension AuditContext {
  /// Adds the inert-hit-area findings to `findings`.
  func inertHitAreaFindings(into findings: inout [KeyedFinding]) {
    for i in order {
      // The node read in place: a copy of every node retained and released all its strings.
      guard !snapshot.nodes[i].hitArea.isBounds, let reason = inertReason[i] else { continue }
      let node = snapshot.nodes[i]
      let cause = inertCause[i] ?? i
      let subject = cause == i ? "it" : name(cause)
      let variable = names.variable(cause)
      let fix: String
      switch reason {
      case .userInteractionDisabled:
        fix =
          "Set `\(variable).isUserInteractionEnabled = true` (image views and labels start with "
          + "it off), or remove the hit area."
      case .disabled:
        fix = "Nothing to do if it is enabled later: the hit area applies then."
      case .hidden, .transparent:
        fix = "Nothing to do if it is shown later; otherwise remove the hit area."
      case .nonInvertibleTransform:
        fix = "Fix the transform (a zero scale makes a view unhittable), or remove the hit area."
      }
      findings.append(
        KeyedFinding(
          finding: AuditFinding(
            rule: .inertHitArea, severity: reason.isTransient ? .info : .warning, target: node.id,
            other: cause == i ? nil : id(cause), frame: reportable(rootFrame[i]),
            hitRect: reportable(toRoot[i].boundingBox(of: hitRect[i])),
            measured: AuditMeasurements(inertReason: reason),
            message:
              "\(name(i)) has a hit area (\(node.hitArea.swiftExpression)) but can never be hit: "
              + "\(subject) \(reason.phrase).",
            fix: fix),
          target: i, other: cause == i ? nil : cause))
    }
  }
}

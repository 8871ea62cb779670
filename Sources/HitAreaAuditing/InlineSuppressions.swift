/// Inline suppressions: the findings a snapshot's own nodes accept (`LayoutNode.suppressions`,
/// the format's `suppress` key), marked ``AuditSuppression/Kind/inSource``.
///
/// A node accepts the findings about it (as their target) of the rules it names, or of every
/// rule with `*`. Only the layout snapshot format, which this package defines, carries them: in
/// the dumps of other tools a marker would have to live in an identifier or a label, which name
/// the element for people and for tests, so their findings are suppressed from a file instead
/// (`hitarea audit --suppress FILE`).
extension AuditContext {
  /// Marks a finding suppressed when its target node accepts its rule.
  ///
  /// - Parameter keyed: The finding, with its target's index.
  func applyInlineSuppression(_ keyed: inout KeyedFinding) {
    let accepted = snapshot.nodes[keyed.target].suppressions
    guard !accepted.isEmpty,
      let justification = accepted[keyed.finding.rule.rawValue] ?? accepted["*"]
    else { return }
    keyed.finding.suppression = AuditSuppression(
      kind: .inSource, justification: justification.isEmpty ? nil : justification)
  }
}

/// The ``AuditRule/activationPoint`` rule: what a tap at a target's visible centre reaches.
///
/// VoiceOver activates an element by tapping the centre of its accessibility frame, which is the
/// visible bounds by default, and that tap is hit-tested like any other. The audit hit-tests the
/// centre of each target's visible bounds under the snapshot's policy. Severity: `error` when the
/// tap reaches another target or nothing that is a target (a front sibling's enlarged area, a
/// view in front, an ancestor that rejects the point); `warning` when it reaches a target inside
/// this one (a button in the middle of a tappable cell). Centres outside a viewport (off screen,
/// scrolled out) are skipped: VoiceOver scrolls them into view first.
extension AuditContext {
  /// The activation-point findings.
  func activationPointFindings() -> [KeyedFinding] {
    var findings: [KeyedFinding] = []
    for t in targets {
      let b = bounds[t]
      let c = toRoot[t].apply(to: Point(x: b.midX, y: b.midY))
      guard c.isFinite else { continue }
      guard onScreen(t, c) else { continue }
      let h = receiver(c)
      let o = h.flatMap { owner[$0] }
      if let h, isInSubtree(h, of: t), o == t { continue }
      let nested = h.map { isInSubtree($0, of: t) } ?? false
      let receiverName: String
      if let o {
        receiverName = name(o)
      } else if let h {
        receiverName = "\(name(h)), which is not a target"
      } else {
        receiverName = "nothing"
      }
      let other = o ?? h
      let message =
        "A tap at the visible centre of \(name(t)) "
        + "(\(DecimalText.rounded(c.x)), \(DecimalText.rounded(c.y))), where "
        + "VoiceOver activates it, reaches \(receiverName)."
      let fix: String
      if nested, let o {
        fix =
          "Set \(name(t))'s accessibilityActivationPoint away from \(name(o)), or make "
          + "\(name(o)) the accessibility element."
      } else if let o {
        fix =
          "Shrink \(name(o))'s hit area so it stops short of \(name(t))'s centre, or move "
          + "\(name(t)) in front of it."
      } else if let h {
        fix =
          "\(name(h)) swallows the tap: turn off its user interaction or move it behind \(name(t))."
      } else {
        fix =
          "An ancestor rejects the centre: turn on the overflow switch on the ancestor that cuts \(name(t))."
      }
      findings.append(
        KeyedFinding(
          finding: AuditFinding(
            rule: .activationPoint, severity: nested ? .warning : .error, target: id(t),
            other: other.map(id), winner: o.map(id), frame: reportable(rootFrame[t]),
            hitRect: reportable(snapshot.hitAreaInRoot(t)), point: c, message: message, fix: fix),
          target: t, other: other))
    }
    return findings
  }
}

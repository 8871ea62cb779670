import HitAreaKit

/// The ``AuditRule/activationPoint`` rule: what a tap at a target's visible centre reaches.
///
/// VoiceOver activates an element by tapping the centre of its accessibility frame, which is the
/// visible bounds by default, and that tap is hit-tested like any other. (TalkBack activates with
/// a click action instead; on Android screens the messages speak of a finger aimed at the centre,
/// as Switch Access point scanning and sighted users tap.) The audit hit-tests the
/// centre of each target's visible bounds under the snapshot's policy. Severity: `error` when the
/// tap reaches another target or nothing that is a target (a front sibling's enlarged area, a
/// view in front, an ancestor that rejects the point); `warning` when it reaches a target inside
/// this one (a button in the middle of a tappable cell). Centres outside a viewport (off screen,
/// scrolled out) are skipped: VoiceOver scrolls them into view first.
extension AuditContext {
  /// Adds the activation-point findings to `findings`.
  func activationPointFindings(into findings: inout [KeyedFinding]) {
    // Room for a point a target at once, rather than a table grown as it fills (none asked
    // for no target: the call alone costs more than an empty screen's audit of its rules). An
    // empty table is made at its size: `reserveCapacity` is not specialized for the table's
    // types, and costs three times as much.
    if cache.receivers.isEmpty {
      if !targets.isEmpty { cache.receivers = [Point: Int?](minimumCapacity: targets.count) }
    } else {
      cache.receivers.reserveCapacity(cache.receivers.count + targets.count)
    }
    for t in targets {
      let b = bounds[t]
      let c = toRoot[t].apply(to: Point(x: b.midX, y: b.midY))
      guard c.isFinite else { continue }
      guard onScreen(t, c) else { continue }
      // Asked of the tree pruned to the point, so that the probe visits only what can be hit
      // there.
      let h = receiver(c, near: Rect(x: c.x, y: c.y, width: 0, height: 0))
      let o = h.flatMap { owner[$0] }
      if let h, isInSubtree(h, of: t), o == t { continue }
      let nested = h.map { isInSubtree($0, of: t) } ?? false
      let receiverName: String
      if let o {
        receiverName = name(o)
      } else if let h {
        receiverName = sentence("\(name(h)), which is not a target")
      } else {
        receiverName = "nothing"
      }
      let other = o ?? h
      let centre = sentence(
        """
        A tap at the visible centre of \(name(t)) \
        (\(DecimalText.rounded(c.x)), \(DecimalText.rounded(c.y)))
        """)
      let message: String
      switch platform {
      case .ios:
        message = sentence("\(centre), where VoiceOver activates it, reaches \(receiverName).")
      case .android:
        message = sentence(
          """
          \(centre), where a finger aimed at it lands, reaches \(receiverName). (TalkBack \
          activates it with a click action, not a tap, but Switch Access point scanning and \
          sighted users tap there.)
          """)
      }
      let fix: String
      if nested, let o {
        switch platform {
        case .ios:
          fix = sentence(
            """
            Set \(name(t))'s accessibilityActivationPoint away from \(name(o)), or make \
            \(name(o)) the accessibility element.
            """)
        case .android:
          fix = sentence(
            """
            Move \(name(o)) away from the centre of \(name(t)), or merge the two into one \
            clickable view.
            """)
        }
      } else if let o {
        fix = sentence(
          """
          Shrink \(name(o))'s hit area so it stops short of \(name(t))'s centre, or move \
          \(name(t)) in front of it.
          """)
      } else if let h {
        switch platform {
        case .ios:
          fix = sentence(
            """
            \(name(h)) swallows the tap: turn off its user interaction or move it behind \
            \(name(t)).
            """)
        case .android:
          fix = sentence(
            """
            \(name(h)) consumes the touch: make it not clickable (and not focusable) or move it \
            behind \(name(t)).
            """)
        }
      } else {
        switch platform {
        case .ios:
          fix = sentence(
            """
            An ancestor rejects the centre: turn on the overflow switch on the ancestor that \
            cuts \(name(t)).
            """)
        case .android:
          fix = sentence(
            """
            An ancestor's bounds cut the centre off: make that ancestor big enough to hold \
            \(name(t)).
            """)
        }
      }
      findings.append(
        KeyedFinding(
          finding: AuditFinding(
            rule: .activationPoint, severity: nested ? .warning : .error, target: id(t),
            other: other.map(id), winner: o.map(id), frame: reportable(rootFrame[t]),
            hitRect: reportable(snapshot.hitAreaInRoot(t)), point: c, message: message, fix: fix),
          target: t, other: other))
    }
  }
}

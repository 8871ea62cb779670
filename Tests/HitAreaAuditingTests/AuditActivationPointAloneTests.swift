import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// The activation-point rule skips the engine for a target that provably receives a tap at its
/// centre (``AuditContext/receivesAlone(_:at:nextTarget:)``); where it does, the engine agrees.
@Suite struct AuditActivationPointAloneTests {
  /// On random screens (axis-aligned ones with overflow switches, pass-through containers,
  /// disabled and hidden views, views in front, shrunk and enlarged hit areas and nested targets,
  /// a few rotated; and the property tests' screens), under every policy: wherever the rule skips
  /// the engine, the engine finds the target or a view inside it that is no target.
  @Test(arguments: 0..<40)
  func aTargetAloneIsWhatTheEngineFinds(_ seed: Int) {
    let screens = [
      AxisAlignedScreens.random(seed: UInt64(seed) &* 31 &+ 5),
      AxisAlignedScreens.random(seed: UInt64(seed) &* 31 &+ 6, rotated: true),
      AuditPropertyTests.randomScreen(seed: UInt64(seed) &* 7_919 &+ 3).snapshot,
    ]
    var alone = 0
    var probed = 0
    for snapshot in screens {
      let context = AuditContext(snapshot: snapshot, settings: TapTargetAudit(standard: .ios))
      _ = TapTargetAudit(standard: .ios).audit(context)
      for t in context.targets {
        let b = context.bounds[t]
        let c = context.toRoot[t].apply(to: Point(x: b.midX, y: b.midY))
        guard c.isFinite, context.onScreen(t, c) else { continue }
        guard context.receivesAlone(t, at: c) else {
          probed += 1
          continue
        }
        alone += 1
        let h = context.receiver(c)
        let reached = h.map { snapshot.nodes[$0].id } ?? "nothing"
        #expect(
          h.map { context.isInSubtree($0, of: t) && context.owner[$0] == t } == true,
          "seed \(seed): \(snapshot.nodes[t].id) at \(c) reaches \(reached)")
      }
    }
    // Both ways are taken.
    #expect(alone > 0 && probed > 0, "seed \(seed): \(alone) alone, \(probed) probed")
  }

  /// The engine's answer at a target's centre (after a whole audit), and whether the rule's
  /// shortcut would skip the engine there.
  private func check(_ screen: AuditScreen, _ id: String) -> (alone: Bool, reached: String?) {
    let snapshot = screen.snapshot
    let context = AuditContext(snapshot: snapshot, settings: TapTargetAudit(standard: .ios))
    _ = TapTargetAudit(standard: .ios).audit(context)
    guard let t = snapshot.index(of: id) else { return (false, nil) }
    let b = context.bounds[t]
    let c = context.toRoot[t].apply(to: Point(x: b.midX, y: b.midY))
    let h = context.receiver(c)
    return (context.receivesAlone(t, at: c), h.map { snapshot.nodes[$0].id })
  }

  /// A button centred on the right edge of a card that clips it, each at a fractional place:
  /// the walk, converting the centre level by level, lands on the card's edge (outside it); one
  /// transform made of the levels lands a hair inside.
  @Test func aCentreOnAGatesEdgeIsTheEnginesCall() {
    var screen = AuditScreen()
    screen.container("list", 11.9, 0, 400, 200)
    screen.container("card", 233.0 + 1.0 / 3, 0, 80, 100, in: "list")
    screen.add("button", 60, 30, 40, 40, in: "card")
    let (alone, reached) = check(screen, "button")
    #expect(reached == "list")
    #expect(!alone)
    #expect(screen.audit(rules: Set(AuditRule.allCases)).only(.activationPoint, "button") != nil)
  }

  /// A button in a scroll view inside a cell, scrolled out of the scroll view's frame but over
  /// the cell's centre, where the overflow switch lets the walk reach it: not an audited target
  /// (it is off screen), yet a target inside the cell.
  @Test func aTargetScrolledOutInsideIsStillInside() {
    var screen = AuditScreen()
    screen.add("cell", 0, 100, 400, 60)
    screen.container("scroller", 0, 0, 100, 60, in: "cell") { node in
      node.boundsOrigin = Point(x: 0, y: 0.5)
      node.overflowsHitAreas = true
    }
    screen.add("button", 180, 15, 40, 30, in: "scroller")
    let (alone, reached) = check(screen, "cell")
    #expect(reached == "button")
    #expect(!alone)
    #expect(
      screen.audit(rules: Set(AuditRule.allCases)).only(.activationPoint, "cell")?.other == "button"
    )
  }

  /// A view in front whose hit area is wider than the largest number (its edges are not): the
  /// region queries hold its box as nothing, and the engine finds it everywhere.
  @Test func aViewWithAnUnboundedHitAreaIsInFront() {
    var screen = AuditScreen()
    screen.add("button", 100, 100, 40, 40)
    screen.add("veil", 300, 600, 10, 10, target: false, hitArea: .outset(1e308))
    let (alone, reached) = check(screen, "button")
    #expect(reached == "veil")
    #expect(!alone)
    #expect(screen.audit(rules: Set(AuditRule.allCases)).only(.activationPoint, "button") != nil)
  }
}

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
      let targets = context.targets
      for (k, t) in targets.enumerated() {
        let b = context.bounds[t]
        let c = context.toRoot[t].apply(to: Point(x: b.midX, y: b.midY))
        guard c.isFinite, context.onScreen(t, c) else { continue }
        let next = k + 1 < targets.count ? targets[k + 1] : nil
        guard context.receivesAlone(t, at: c, nextTarget: next) else {
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
}

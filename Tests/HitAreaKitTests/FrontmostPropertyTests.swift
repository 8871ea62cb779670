import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The engine's `frontmost` policy with default hit areas equals UIKit's algorithm on random trees.
@Suite struct FrontmostPropertyTests {
  static let tree = TestViewTree()

  /// 2,500 random trees × 4 points = 10,000 comparisons per seed family, against the double's own
  /// dynamically dispatched `hitTest` (the reference algorithm of the UIKitHitTestingRules article) and against the plain
  /// generic reference.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func engineMatchesReference(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var compared = 0
    var hits = 0
    for _ in 0..<2_500 {
      let root = RandomTrees.random(&rng)
      let tester = HitTester(tree: Self.tree)
      for p in RandomTrees.probePoints(in: root, count: 4, &rng) {
        let reference = root.hitTest(p, with: nil)
        let plain = ReferenceHitTest.hitTest(Self.tree, p, in: root)
        let engine = tester.hitTest(p, in: root)
        #expect(
          engine === reference,
          "seed \(seed), point \(p): engine \(String(describing: engine)), reference \(String(describing: reference))"
        )
        #expect(plain === reference)
        #expect(tester.explain(p, in: root).hit === reference)
        compared += 1
        if reference != nil { hits += 1 }
      }
    }
    #expect(compared == 10_000)
    // The generator must produce meaningful trees: most probes hit something, some miss.
    #expect(hits > 2_000 && hits < compared)
  }

  /// With random hit areas (no overflow), the engine equals the double, whose `point(inside:)`
  /// tests the hit area: the adapter's `point(inside:)` hook plus UIKit's own recursion.
  @Test(arguments: [UInt64(11), 12])
  func engineMatchesDoubleWithHitAreas(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var options = RandomTrees.Options()
    options.hitAreaChance = 0.5
    for _ in 0..<1_000 {
      let root = RandomTrees.random(&rng, options: options)
      let tester = HitTester(tree: Self.tree)
      for p in RandomTrees.probePoints(in: root, count: 5, &rng) {
        #expect(tester.hitTest(p, in: root) === root.hitTest(p, with: nil), "seed \(seed) \(p)")
      }
    }
  }

  /// Random trees with views' own rules: round views (their own `point(inside:)`), pass-through
  /// views, views whose class overrides `hitTest` (a fixed answer, always `nil`, an enlargement),
  /// and random hit areas added to all of them.
  ///
  /// The engine asks the same views the double's dynamic dispatch does, and gives the same answer.
  @Test(arguments: [UInt64(21), 22, 23])
  func engineMatchesDoubleWithViewsOwnRules(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var options = RandomTrees.Options()
    options.hitAreaChance = 0.3
    options.roundChance = 0.25
    options.passThroughChance = 0.15
    options.customHitTestChance = 0.2
    var compared = 0
    var hits = 0
    var special = 0
    for _ in 0..<1_000 {
      let root = RandomTrees.random(&rng, options: options)
      let tester = HitTester(tree: Self.tree)
      for p in RandomTrees.probePoints(in: root, count: 5, &rng) {
        let reference = root.hitTest(p, with: nil)
        #expect(tester.hitTest(p, in: root) === reference, "seed \(seed) \(p)")
        #expect(tester.explain(p, in: root).hit === reference, "seed \(seed) \(p)")
        compared += 1
        if let reference {
          hits += 1
          if reference.overridesHitTest || reference is TestRoundControl
            || reference is TestRoundView || reference.superview?.passesTouchesThrough == true
          {
            special += 1
          }
        }
      }
    }
    // The trees must exercise the new kinds of views: many answers come from them.
    #expect(hits > compared / 4 && hits < compared)
    #expect(special > compared / 50)
  }

  /// Without hit areas, every policy agrees with the double on trees with views' own rules: every
  /// hit is direct (inside the bounds, or claimed by a view's own `hitTest`).
  @Test func policiesAgreeWithViewsOwnRules() {
    var rng = SplitMix64(seed: 98)
    var options = RandomTrees.Options()
    options.roundChance = 0.25
    options.passThroughChance = 0.15
    options.customHitTestChance = 0.2
    for _ in 0..<500 {
      let root = RandomTrees.random(&rng, options: options)
      for p in RandomTrees.probePoints(in: root, count: 4, &rng) {
        let reference = root.hitTest(p, with: nil)
        for policy in ResolutionPolicy.allCases {
          let hit = HitTester(tree: Self.tree, policy: policy).hitTest(p, in: root)
          #expect(hit === reference, "\(policy) at \(p)")
        }
      }
    }
  }

  /// With pass-through views under the overflow switch, the index, the on-demand reach and the
  /// plain statement of the rule agree.
  @Test func overflowWithPassThroughViews() {
    var rng = SplitMix64(seed: 17)
    var options = RandomTrees.Options()
    options.hitAreaChance = 0.4
    options.overflowChance = 0.2
    options.passThroughChance = 0.25
    for _ in 0..<500 {
      let root = RandomTrees.random(&rng, options: options)
      let indexed = HitTester(tree: Self.tree, reachIndex: ReachIndex(tree: Self.tree, root: root))
      let onDemand = HitTester(tree: Self.tree)
      for p in RandomTrees.probePoints(in: root, count: 6, &rng) {
        #expect(indexed.hitTest(p, in: root) === onDemand.hitTest(p, in: root))
        #expect(OverflowReference.hitTest(p, in: root) === onDemand.hitTest(p, in: root), "\(p)")
      }
    }
  }

  /// Every policy agrees with UIKit wherever at most one target's hit area contains the point
  /// and hit areas are at their defaults.
  @Test func policiesAgreeWithoutHitAreas() {
    var rng = SplitMix64(seed: 99)
    for _ in 0..<500 {
      let root = RandomTrees.random(&rng)
      for p in RandomTrees.probePoints(in: root, count: 4, &rng) {
        let reference = root.hitTest(p, with: nil)
        for policy in ResolutionPolicy.allCases {
          let hit = HitTester(tree: Self.tree, policy: policy).hitTest(p, in: root)
          #expect(hit === reference, "\(policy) at \(p)")
        }
      }
    }
  }

  /// The overflow switch never changes an answer where no hit area sticks out of its ancestors,
  /// and the index and the on-demand reach agree.
  @Test func overflowIndexMatchesOnDemandReach() {
    var rng = SplitMix64(seed: 7)
    var options = RandomTrees.Options()
    options.hitAreaChance = 0.4
    options.overflowChance = 0.2
    for _ in 0..<500 {
      let root = RandomTrees.random(&rng, options: options)
      let indexed = HitTester(tree: Self.tree, reachIndex: ReachIndex(tree: Self.tree, root: root))
      let onDemand = HitTester(tree: Self.tree)
      for p in RandomTrees.probePoints(in: root, count: 6, &rng) {
        #expect(indexed.hitTest(p, in: root) === onDemand.hitTest(p, in: root))
        #expect(OverflowReference.hitTest(p, in: root) === onDemand.hitTest(p, in: root), "\(p)")
      }
    }
  }
}

/// A plain statement of the overflow rule, for comparison: inside an overflow container, a view
/// accepts a point when its own hit area, or the hit area of any eligible descendant reached
/// through eligible views, contains it; it returns itself only for its own hit area, and never
/// when it is pass-through (whose own area is then no one's hit area).
enum OverflowReference {
  static func hitTest(_ p: Point, in root: TestView) -> TestView? {
    visit(root, p, overflow: false)
  }

  static func visit(_ v: TestView, _ p: Point, overflow above: Bool) -> TestView? {
    guard v.interactionState.isEligible else { return nil }
    let own = v.hitArea.rect(in: v.bounds).contains(p)
    let overflow = above || v.overflowsHitAreas
    guard own || (overflow && anyDescendantAccepts(v, p)) else { return nil }
    for s in v.subviews.reversed() {
      guard let q = s.convertFromSuperview(p) else { continue }
      if let hit = visit(s, q, overflow: overflow) { return hit }
    }
    return own && !v.passesTouchesThrough ? v : nil
  }

  static func anyDescendantAccepts(_ v: TestView, _ p: Point) -> Bool {
    for s in v.subviews where s.interactionState.isEligible {
      guard let q = s.convertFromSuperview(p) else { continue }
      if !s.passesTouchesThrough && s.hitArea.rect(in: s.bounds).contains(q) { return true }
      if anyDescendantAccepts(s, q) { return true }
    }
    return false
  }
}

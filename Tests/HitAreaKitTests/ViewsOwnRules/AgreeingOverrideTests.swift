import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// A view whose class overrides `hitTest` but answers, at a point, what UIKit's walk of it
/// answers (UIKit's scroll, table and collection views and transition views do, away from their
/// scroll indicators and ignored touches) adds nothing there: a policy reaches into it as into any
/// view.
///
/// Where its answer differs, its answer is taken, and the overflow switch still stops at it.
@Suite struct AgreeingOverrideTests {
  let tree = TestViewTree()

  /// A window holding a scroll view with a keyboard row of two 40×40 keys, each enlarged by
  /// 10 pt, touching at x = 140.
  ///
  /// ``probe`` lies in the left key's bounds and in the right key's enlarged area; the right key is
  /// in front.
  func scrollingKeyboard() -> (
    root: TestView, scroll: TestAgreeingOverrideView, left: TestControl, right: TestControl
  ) {
    let root = TestView("window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let scroll = TestAgreeingOverrideView(
      "scroll", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let left = TestControl("left", frame: Rect(x: 100, y: 0, width: 40, height: 40))
    let right = TestControl("right", frame: Rect(x: 140, y: 0, width: 40, height: 40))
    left.hitArea = .outset(10)
    right.hitArea = .outset(10)
    scroll.addSubview(left)
    scroll.addSubview(right)
    root.addSubview(scroll)
    return (root, scroll, left, right)
  }

  static let probe = Point(x: 135, y: 20)

  @Test func aPolicyReachesIntoAScrollView() {
    let k = scrollingKeyboard()
    #expect(HitTester(tree: tree).hitTest(Self.probe, in: k.root) === k.right)  // UIKit's order
    for policy in [ResolutionPolicy.nearest, .mostLikely] {
      let tester = HitTester(tree: tree, policy: policy)
      #expect(tester.hitTest(Self.probe, in: k.root) === k.left, "\(policy)")
      let why = tester.explain(Self.probe, in: k.root)
      #expect(why.candidates.map(\.target) == [k.right, k.left], "\(policy)")
      #expect(why.hit === k.left, "\(policy)")
    }
  }

  @Test func itAnswersAsAPlainViewWouldUnderEveryPolicy() {
    let k = scrollingKeyboard()
    let probes = [
      Self.probe, Point(x: 95, y: 20), Point(x: 185, y: 45), Point(x: 300, y: 300),
      Point(x: 300, y: 600),
    ]
    for policy in ResolutionPolicy.allCases {
      let tester = HitTester(tree: tree, policy: policy)
      for p in probes {
        k.scroll.overrides = true
        let asked = tester.hitTest(p, in: k.root)
        let explained = tester.explain(p, in: k.root).hit
        k.scroll.overrides = false
        let walked = tester.hitTest(p, in: k.root)
        #expect(asked === walked, "\(policy) at \(p)")
        #expect(explained === walked, "explain \(policy) at \(p)")
      }
    }
  }

  /// Where the override's answer is not UIKit's, it is taken: an overlay class that lets touches
  /// on its empty parts through, around a button enlarged into a target behind it.
  @Test func whereItsAnswerDiffersItIsTaken() {
    let root = TestView("window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let behind = TestControl("behind", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let overlay = TestOverlayPatternView("overlay", frame: root.bounds)
    let button = TestControl("button", frame: Rect(x: 200, y: 200, width: 30, height: 30))
    button.hitArea = .minimumSize(44)
    overlay.addSubview(button)
    root.addSubview(behind)
    root.addSubview(overlay)
    for policy in ResolutionPolicy.allCases {
      let tester = HitTester(tree: tree, policy: policy)
      #expect(tester.hitTest(Point(x: 10, y: 10), in: root) === behind, "\(policy)")
      #expect(tester.hitTest(Point(x: 300, y: 300), in: root) === root, "\(policy)")
      #expect(tester.hitTest(Point(x: 195, y: 215), in: root) === button, "\(policy)")
    }
  }

  /// The overflow switch of an ancestor does not reach into a view that decides for itself,
  /// even where it agrees with UIKit: its own answer outside its bounds is `nil`.
  @Test func theOverflowSwitchStillStopsAtIt() {
    let root = TestView("window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    root.overflowsHitAreas = true
    let scroll = TestAgreeingOverrideView(
      "scroll", frame: Rect(x: 50, y: 50, width: 200, height: 200))
    let badge = TestControl("badge", frame: Rect(x: 190, y: -10, width: 20, height: 20))
    badge.hitArea = .outset(10)
    scroll.addSubview(badge)
    root.addSubview(scroll)
    let outsideTheScrollView = Point(x: 265, y: 45)
    for policy in ResolutionPolicy.allCases {
      let tester = HitTester(tree: tree, policy: policy)
      scroll.overrides = true
      #expect(tester.hitTest(outsideTheScrollView, in: root) === root, "\(policy)")
      scroll.overrides = false
      #expect(tester.hitTest(outsideTheScrollView, in: root) === badge, "\(policy)")
    }
  }

  /// On random trees with hit areas and views' own rules, every policy gives the same answer
  /// whether the agreeing views' classes count as overriding `hitTest` or not.
  @Test(arguments: [UInt64(31), 32])
  func agreeingOverridesChangeNoAnswer(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var options = RandomTrees.Options()
    options.hitAreaChance = 0.4
    options.roundChance = 0.15
    options.passThroughChance = 0.1
    options.customHitTestChance = 0.1
    options.agreeingOverrideChance = 0.4
    var agreeing = 0
    for _ in 0..<400 {
      let root = RandomTrees.random(&rng, options: options)
      let views = root.allViews.compactMap { $0 as? TestAgreeingOverrideView }
      agreeing += views.count
      for p in RandomTrees.probePoints(in: root, count: 5, &rng) {
        for policy in ResolutionPolicy.allCases {
          let tester = HitTester(tree: tree, policy: policy)
          for view in views { view.overrides = true }
          let asked = tester.hitTest(p, in: root)
          for view in views { view.overrides = false }
          let walked = tester.hitTest(p, in: root)
          #expect(asked === walked, "seed \(seed), \(policy) at \(p)")
        }
      }
    }
    #expect(agreeing > 400)
  }
}

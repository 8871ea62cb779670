import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The automatic minimum size against the test double: which views it enlarges, what wins over
/// it, and how overlaps are resolved.
@Suite struct AutomaticMinimumSizeTests {
  static let tree = TestViewTree()

  /// A 390 × 844 window.
  static func window() -> TestView {
    TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
  }

  /// A 20 × 20 view at (100, 100) of the given kind in a window.
  static func single(_ kind: Kind) -> (window: TestView, view: TestView) {
    let window = window()
    let frame = Rect(x: 100, y: 100, width: 20, height: 20)
    let view: TestView
    switch kind {
    case .control: view = TestControl("control", frame: frame)
    case .disabledControl:
      let c = TestControl("control", frame: frame)
      c.isEnabled = false
      view = c
    case .tapView:
      view = TestView("tap", frame: frame)
      view.gestureRecognizerCount = 1
    case .longPressView:
      view = TestView("long press", frame: frame)
      view.recognizers = [.init(kind: .longPress, isEnabled: true)]
    case .disabledTapView:
      view = TestView("disabled tap", frame: frame)
      view.recognizers = [.init(kind: .tap, isEnabled: false)]
    case .panView:
      view = TestView("pan", frame: frame)
      view.recognizers = [.init(kind: .other, isEnabled: true)]
    case .accessibilityButton:
      view = TestView("a11y", frame: frame)
      view.isTargetOverride = true
    case .plainView: view = TestView("plain", frame: frame)
    case .cell:
      view = TestView("cell", frame: frame)
      view.isCell = true
    case .textField:
      view = TestControl("field", frame: frame)
      view.isTextInput = true
    case .scrollViewWithTap:
      view = TestView("scroll", frame: frame)
      view.isScrollView = true
      view.gestureRecognizerCount = 1
    case .inBackdrop:
      let backdrop = TestView("backdrop", frame: Rect(x: 0, y: 0, width: 390, height: 844))
      backdrop.isVisualEffectBackdrop = true
      window.addSubview(backdrop)
      view = TestControl("control", frame: frame)
      backdrop.addSubview(view)
      return (window, view)
    case .privatePartOfControl:
      let control = TestControl("UISwitch", frame: Rect(x: 100, y: 100, width: 20, height: 20))
      control.isUserInteractionEnabled = true
      window.addSubview(control)
      view = TestControl("_UISwitchKnob", frame: Rect(x: 0, y: 0, width: 20, height: 20))
      control.addSubview(view)
      control.isTargetOverride = false  // only the private part could be enlarged
      return (window, view)
    case .privateControl:
      view = TestControl("_UIButtonBarButton", frame: frame)
    case .observedPrivateControl:
      view = TestControl("NSKVONotifying__UIButtonBarButton", frame: frame)
    case .buttonInBar:
      let bar = TestView("UINavigationBar", frame: Rect(x: 0, y: 0, width: 390, height: 300))
      bar.isSystemBar = true
      window.addSubview(bar)
      view = TestControl("UIButton", frame: frame)
      bar.addSubview(view)
      return (window, view)
    case .slider:
      view = TestControl("UISlider", frame: frame)
      view.tracksPosition = true
    case .labelWithTap:
      view = TestView("UILabel", frame: frame)
      view.displaysText = true
      view.gestureRecognizerCount = 1
    }
    window.addSubview(view)
    return (window, view)
  }

  enum Kind: CaseIterable {
    case control, disabledControl, tapView, longPressView, disabledTapView, panView
    case accessibilityButton, plainView, cell, textField, scrollViewWithTap, inBackdrop
    case privatePartOfControl, privateControl, observedPrivateControl, buttonInBar, slider
    case labelWithTap
  }

  /// Controls, tap and long-press views and cells are enlarged; nothing else is: not private
  /// UIKit classes (observed or not), views in system bars, sliders or labels.
  @Test(arguments: [
    (Kind.control, true), (.disabledControl, false), (.tapView, true), (.longPressView, true),
    (.disabledTapView, false), (.panView, false), (.accessibilityButton, false),
    (.plainView, false), (.cell, true), (.textField, false), (.scrollViewWithTap, false),
    (.inBackdrop, false), (.privatePartOfControl, false), (.privateControl, false),
    (.observedPrivateControl, false), (.buttonInBar, false), (.slider, false),
    (.labelWithTap, false),
  ])
  func enlargesControlsAndGestureViewsOnly(kind: Kind, enlarged: Bool) {
    let (window, view) = Self.single(kind)
    let outside = Point(x: 95, y: 110)  // 5 pt left of the 20 pt view: inside a 44 pt area
    let on = HitTester(tree: Self.tree, automaticMinimumSize: 44)
    let off = HitTester(tree: Self.tree)
    #expect(off.hitTest(outside, in: window) !== view)
    #expect((on.hitTest(outside, in: window) === view) == enlarged, "\(kind)")
    // Never beyond 44 pt: 13 pt out is past the 12 pt a 20 pt view grows on each side.
    #expect(on.hitTest(Point(x: 87, y: 110), in: window) !== view)
  }

  /// An explicit hit area always wins, and one set to the bounds opts out.
  @Test(arguments: [
    (HitArea.outset(2), false), (.bounds, false), (.minimumSize(60), true), (.inset(5), false),
  ])
  func explicitAreasAndOptOutsWin(area: HitArea, reachesFiveOut: Bool) {
    let (window, view) = Self.single(.control)
    view.hitArea = area
    let on = HitTester(tree: Self.tree, automaticMinimumSize: 44)
    #expect((on.hitTest(Point(x: 95, y: 110), in: window) === view) == reachesFiveOut)
  }

  /// An opt-out (`.bounds`) is undone by `resetHitArea()`: the view is enlarged again, as one
  /// whose hit area was never set (a reused cell's badge).
  @Test func resetUndoesAnOptOut() {
    let (window, view) = Self.single(.control)
    let tester = HitTester(tree: Self.tree, automaticMinimumSize: 44)
    view.hitArea = .bounds
    #expect(tester.hitTest(Point(x: 95, y: 110), in: window) !== view)
    view.resetHitArea()
    #expect(!Self.tree.hasOwnHitArea(view))
    #expect(tester.hitTest(Point(x: 95, y: 110), in: window) === view)
    view.hitArea = .outset(2)
    view.resetHitArea()
    #expect(tester.hitTest(Point(x: 95, y: 110), in: window) === view)
  }

  /// Two touching 30 pt buttons: a touch on one's visible bounds, inside the front one's
  /// automatic enlargement, goes to the one under the finger, under both policies.
  ///
  /// Explicit `.minimumSize(44)` areas under UIKit's order give it to the front one.
  @Test(arguments: [ResolutionPolicy.frontmost, .nearest, .mostLikely])
  func directHitOnNeighbourBeatsAutomaticEnlargement(policy: ResolutionPolicy) {
    let window = Self.window()
    let back = TestControl("back", frame: Rect(x: 100, y: 100, width: 30, height: 30))
    let front = TestControl("front", frame: Rect(x: 130, y: 100, width: 30, height: 30))
    window.addSubview(back)
    window.addSubview(front)
    let onBack = Point(x: 127, y: 115)  // 3 pt inside the back button, 3 pt from the front one
    let tester = HitTester(tree: Self.tree, policy: policy, automaticMinimumSize: 44)
    #expect(tester.hitTest(onBack, in: window) === back)
    #expect(tester.hitTest(Point(x: 133, y: 115), in: window) === front)
    back.hitArea = .minimumSize(44)
    front.hitArea = .minimumSize(44)
    #expect(HitTester(tree: Self.tree).hitTest(onBack, in: window) === front)
  }

  /// Diagonal neighbours of one size: the corner of the back one's visible bounds is closer, by
  /// the finger model, to the front one's centre, so `mostLikely` alone would give it to the
  /// front one's enlargement; the automatic size keeps it with the view under the finger.
  @Test(arguments: [ResolutionPolicy.nearest, .mostLikely])
  func directHitBeatsDiagonalNeighboursEnlargement(policy: ResolutionPolicy) {
    let window = Self.window()
    let back = TestControl("back", frame: Rect(x: 100, y: 100, width: 30, height: 30))
    let front = TestControl("front", frame: Rect(x: 130, y: 120, width: 30, height: 30))
    window.addSubview(back)
    window.addSubview(front)
    let corner = Point(x: 129, y: 129)
    let tester = HitTester(tree: Self.tree, policy: policy, automaticMinimumSize: 44)
    #expect(tester.hitTest(corner, in: window) === back)
    back.hitArea = .minimumSize(44)
    front.hitArea = .minimumSize(44)
    let explicit = HitTester(tree: Self.tree, policy: policy).hitTest(corner, in: window)
    #expect(explicit === (policy == .mostLikely ? front : back))
  }

  /// In a gap, the policy decides: the nearer of two 20 pt buttons 10 pt apart.
  @Test(arguments: [ResolutionPolicy.nearest, .mostLikely])
  func gapsGoByThePolicy(policy: ResolutionPolicy) {
    let window = Self.window()
    let left = TestControl("left", frame: Rect(x: 100, y: 100, width: 20, height: 20))
    let right = TestControl("right", frame: Rect(x: 130, y: 100, width: 20, height: 20))
    window.addSubview(left)
    window.addSubview(right)
    let tester = HitTester(tree: Self.tree, policy: policy, automaticMinimumSize: 44)
    #expect(tester.hitTest(Point(x: 122, y: 110), in: window) === left)
    #expect(tester.hitTest(Point(x: 128, y: 110), in: window) === right)
    #expect(
      HitTester(tree: Self.tree, policy: policy).hitTest(Point(x: 122, y: 110), in: window)
        === window)
  }

  /// A small close button sitting on a big card's corner: under `mostLikely` its enlargement
  /// keeps the touches the finger model says were meant for it; under `nearest` the card's
  /// visible bounds win.
  ///
  /// Against the card's corner (touching it there, the accuracy benchmark's layout) it competes
  /// as when sitting on it; beside the middle of the card's edge, or a step apart from the card,
  /// it takes none of the card.
  @Test func smallTargetCompetesForLargerNeighbourByLikelihood() {
    let window = Self.window()
    let card = TestControl("card", frame: Rect(x: 100, y: 300, width: 94, height: 62))
    let close = TestControl("close", frame: Rect(x: 185, y: 291, width: 19, height: 19))
    window.addSubview(card)
    window.addSubview(close)
    let onCardEdge = Point(x: 182, y: 312)
    let likely = HitTester(tree: Self.tree, policy: .mostLikely, automaticMinimumSize: 44)
    let nearest = HitTester(tree: Self.tree, policy: .nearest, automaticMinimumSize: 44)
    #expect(likely.hitTest(onCardEdge, in: window) === close)
    #expect(nearest.hitTest(onCardEdge, in: window) === card)
    #expect(likely.hitTest(Point(x: 150, y: 330), in: window) === card)
    let why = likely.explain(onCardEdge, in: window)
    #expect(why.policy == .mostLikely)
    #expect(why.candidates.first { $0.target === close }?.isAutomatic == true)
    close.setFrame(Rect(x: 194, y: 300, width: 19, height: 19))
    #expect(likely.hitTest(Point(x: 191, y: 309), in: window) === close)
    close.setFrame(Rect(x: 194, y: 320, width: 19, height: 19))
    #expect(likely.hitTest(Point(x: 191, y: 329), in: window) === card)
    close.setFrame(Rect(x: 196, y: 300, width: 19, height: 19))
    #expect(likely.hitTest(Point(x: 191, y: 309), in: window) === card)
  }

  /// An enlargement clipped by its superview is reached where an ancestor turns the overflow
  /// switch on, with or without a reach index built for the automatic size.
  @Test(arguments: [false, true])
  func overflowSwitchReachesClippedEnlargements(indexed: Bool) {
    let window = Self.window()
    let holder = TestView("holder", frame: Rect(x: 100, y: 100, width: 20, height: 20))
    let button = TestControl("button", frame: Rect(x: 0, y: 0, width: 20, height: 20))
    window.addSubview(holder)
    holder.addSubview(button)
    let outside = Point(x: 95, y: 110)
    var tester = HitTester(tree: Self.tree, automaticMinimumSize: 44)
    #expect(tester.hitTest(outside, in: window) === window)
    window.overflowsHitAreas = true
    if indexed {
      tester.reachIndex = ReachIndex(tree: Self.tree, root: window, automaticMinimumSize: 44)
    }
    #expect(tester.hitTest(outside, in: window) === button)
  }

  /// Off (`nil`, zero, negative, NaN, infinity), the engine is UIKit's algorithm on random trees,
  /// as the double's own dispatch answers.
  @Test(arguments: [nil, 0, -44, Double.nan, .infinity] as [Double?])
  func offIsUnchanged(side: Double?) {
    var rng = SplitMix64(seed: 31)
    for _ in 0..<400 {
      let root = RandomTrees.random(&rng)
      let tester = HitTester(tree: Self.tree, automaticMinimumSize: side)
      for p in RandomTrees.probePoints(in: root, count: 5, &rng) {
        #expect(tester.hitTest(p, in: root) === root.hitTest(p, with: nil))
      }
    }
  }

  /// On random trees, an automatic enlargement wins over a direct hit only on a target it is
  /// nested in, or that is larger than it and that it sits on, and never at that target's
  /// visible centre.
  @Test(arguments: [UInt64(41), 42])
  func neverTakesVisibleBoundsFromLargerNeighbours(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<600 {
      let root = RandomTrees.random(&rng)
      let tester = HitTester(tree: Self.tree, policy: .mostLikely, automaticMinimumSize: 44)
      for p in RandomTrees.probePoints(in: root, count: 5, &rng) {
        let why = tester.explain(p, in: root)
        guard let winner = why.winner, winner.isAutomatic else { continue }
        for direct in why.candidates where direct.isDirect {
          #expect(
            winner.enclosingTargets.contains(direct.target)
              || (direct.visibleArea > winner.visibleArea
                && winner.visibleFrame.intersects(direct.visibleFrame)),
            "seed \(seed) \(p)")
          let f = direct.visibleFrame
          let r = Swift.min(f.width, f.height) / 4
          let (dx, dy) = (p.x - f.midX, p.y - f.midY)
          #expect(dx * dx + dy * dy > r * r, "seed \(seed) \(p)")
        }
      }
    }
  }

  /// The engine's fast test of the enlargement equals the hit area's, on random bounds (negative
  /// sizes and non-finite values included), points and sides, except that a target under 1 pt on
  /// either side gets none.
  @Test func enlargementTestEqualsTheHitArea() {
    var rng = SplitMix64(seed: 51)
    let specials = [Double.nan, .infinity, -.infinity, 0, -0.0]
    func value(_ range: Range<Double>) -> Double {
      Int.random(in: 0..<20, using: &rng) == 0
        ? specials[Int.random(in: 0..<specials.count, using: &rng)]
        : Double.random(in: range, using: &rng)
    }
    for _ in 0..<20_000 {
      let bounds = Rect(
        x: value(-50..<50), y: value(-50..<50), width: value(-60..<60), height: value(-60..<60))
      let p = Point(x: value(-120..<120), y: value(-120..<120))
      let side = Double.random(in: 0.5..<80, using: &rng)
      let visible = bounds.standardized
      let expected =
        visible.width >= 1 && visible.height >= 1
        && HitArea.minimumSize(side).contains(p, in: bounds) { false }
      #expect(
        AutomaticMinimumSize.enlargementContains(p, bounds: bounds, side: side) == expected,
        "\(bounds) \(p) \(side)")
    }
  }

  /// The fast path (UIKit's order until a view accepts a point outside its bounds) answers what
  /// the full candidate walk answers, on random trees with hit areas, overflow switches, round,
  /// pass-through and overriding views, under both policies.
  @Test(arguments: [UInt64(61), 62, 63])
  func fastPathEqualsTheCandidateWalk(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var options = RandomTrees.Options()
    options.hitAreaChance = 0.2
    options.overflowChance = 0.1
    options.roundChance = 0.2
    options.passThroughChance = 0.1
    options.customHitTestChance = 0.1
    options.agreeingOverrideChance = 0.1
    var enlarged = 0
    for _ in 0..<600 {
      let root = RandomTrees.random(&rng, options: options)
      for v in root.allViews where v.isControl && Int.random(in: 0..<3, using: &rng) == 0 {
        v.gestureRecognizerCount = 1
      }
      for policy in [ResolutionPolicy.nearest, .mostLikely] {
        let tester = HitTester(tree: Self.tree, policy: policy, automaticMinimumSize: 44)
        for p in RandomTrees.probePoints(in: root, count: 4, &rng) {
          let why = tester.explain(p, in: root)
          #expect(tester.hitTest(p, in: root) === why.hit, "seed \(seed) \(policy) \(p)")
          if why.candidates.contains(where: { $0.isAutomatic }) { enlarged += 1 }
        }
      }
    }
    #expect(enlarged > 20)
  }

  /// The automatic area of a frame (what SwiftUI's container gives its buttons): the frame grown
  /// to the side, and none for an empty or collapsed view.
  @Test func theAreaAroundAFrameSkipsDegenerateViews() {
    #expect(
      AutomaticMinimumSize.area(around: Rect(x: 0, y: 0, width: 20, height: 20), side: 44)
        == Rect(x: -12, y: -12, width: 44, height: 44))
    #expect(
      AutomaticMinimumSize.area(around: Rect(x: 0, y: 0, width: 0, height: 0), side: 44) == nil)
    #expect(
      AutomaticMinimumSize.area(around: Rect(x: 0, y: 0, width: 390, height: 0.5), side: 44) == nil)
    #expect(
      AutomaticMinimumSize.area(around: Rect(x: 0, y: 0, width: .nan, height: 20), side: 44) == nil)
  }
}

import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// Pass-through views take no touch themselves; their subviews take theirs.
@Suite struct PassThroughTests {
  let tree = TestViewTree()

  func expectHit(
    _ root: TestView, _ p: Point, _ expected: TestView?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(root.hitTest(p, with: nil) === expected, "double", sourceLocation: sourceLocation)
    for policy in ResolutionPolicy.allCases {
      let tester = HitTester(tree: tree, policy: policy)
      #expect(tester.hitTest(p, in: root) === expected, "\(policy)", sourceLocation: sourceLocation)
      #expect(
        tester.explain(p, in: root).hit === expected, "explain \(policy)",
        sourceLocation: sourceLocation)
    }
  }

  /// A full-screen overlay in front of a button, with its own close button: the overlay's empty
  /// parts let touches through to the button behind; its close button still takes its touches.
  func overlayScreen() -> (
    root: TestView, behind: TestControl, overlay: TestView, close: TestControl
  ) {
    let root = TestView("window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let behind = TestControl("buy", frame: Rect(x: 100, y: 600, width: 200, height: 50))
    let overlay = TestView("overlay", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    overlay.passesTouchesThrough = true
    let close = TestControl("close", frame: Rect(x: 350, y: 40, width: 30, height: 30))
    overlay.addSubview(close)
    root.addSubview(behind)
    root.addSubview(overlay)
    return (root, behind, overlay, close)
  }

  @Test func touchesGoThroughTheOverlayToWhatIsBehind() {
    let s = overlayScreen()
    expectHit(s.root, Point(x: 150, y: 620), s.behind)
    expectHit(s.root, Point(x: 20, y: 300), s.root)
  }

  @Test func theOverlaysSubviewsTakeTheirTouches() {
    let s = overlayScreen()
    expectHit(s.root, Point(x: 360, y: 50), s.close)
  }

  /// The overlay's own area still gates its subviews.
  @Test func itsAreaStillGatesItsSubviews() {
    let s = overlayScreen()
    s.overlay.setFrame(Rect(x: 0, y: 0, width: 360, height: 800))
    expectHit(s.root, Point(x: 365, y: 50), s.root)
  }

  /// A pass-through node marked a target is never a candidate nor a winner.
  @Test func aPassThroughTargetIsNeverACandidate() {
    let s = overlayScreen()
    s.overlay.isTargetOverride = true
    s.behind.hitArea = .outset(10)
    for policy in ResolutionPolicy.allCases {
      let why = HitTester(tree: tree, policy: policy).explain(Point(x: 95, y: 620), in: s.root)
      #expect(why.hit === s.behind, "\(policy)")
      #expect(why.candidates.map(\.target) == [s.behind], "\(policy)")
    }
  }

  /// A pass-through root answers `nil` where it would answer itself.
  @Test func aPassThroughRootAnswersNothingItself() {
    let s = overlayScreen()
    #expect(HitTester(tree: tree).hitTest(Point(x: 20, y: 20), in: s.overlay) == nil)
    #expect(HitTester(tree: tree).hitTest(Point(x: 360, y: 50), in: s.overlay) === s.close)
    #expect(tree.passingThrough(s.overlay, at: s.overlay) == nil)
    #expect(tree.passingThrough(s.close, at: s.overlay) === s.close)
  }

  /// Under the overflow switch, a pass-through node's own area is not part of the reach: only
  /// its subviews' hit areas are.
  @Test func thePassThroughAreaIsNotReach() {
    let root = TestView("window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let cell = TestView("cell", frame: Rect(x: 0, y: 100, width: 400, height: 60))
    cell.overflowsHitAreas = true
    let overlay = TestView("overlay", frame: Rect(x: 0, y: -40, width: 400, height: 140))
    overlay.passesTouchesThrough = true
    let badge = TestControl("badge", frame: Rect(x: 380, y: 30, width: 20, height: 20))
    overlay.addSubview(badge)
    cell.addSubview(overlay)
    root.addSubview(cell)
    let index = ReachIndex(tree: tree, root: root)
    #expect(index.reach(of: overlay) == Rect(x: 380, y: 30, width: 20, height: 20))
    #expect(index.reach(of: cell) == Rect(x: 0, y: -10, width: 400, height: 70))
    for reachIndex in [index, nil] {
      let tester = HitTester(tree: tree, reachIndex: reachIndex)
      #expect(tester.hitTest(Point(x: 390, y: 95), in: root) === badge)
      #expect(tester.hitTest(Point(x: 20, y: 80), in: root) === root)
    }
  }
}

import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// Edge cases 1–20 of the UIKitHitTestingRules article: each checked on the double (UIKit's reference behaviour) and
/// on the engine, which must agree with it.
@Suite struct UIKitEdgeCaseTests {
  let tree = TestViewTree()

  func engine(_ root: TestView, _ p: Point, _ policy: ResolutionPolicy = .frontmost) -> TestView? {
    HitTester(tree: tree, policy: policy).hitTest(p, in: root)
  }

  /// Both the double and every policy of the engine give `expected`.
  func expectHit(
    _ root: TestView, _ p: Point, _ expected: TestView?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(root.hitTest(p, with: nil) === expected, "double", sourceLocation: sourceLocation)
    for policy in ResolutionPolicy.allCases {
      #expect(engine(root, p, policy) === expected, "\(policy)", sourceLocation: sourceLocation)
    }
  }

  func window() -> TestView { TestView("window", frame: Rect(x: 0, y: 0, width: 400, height: 800)) }

  // 1. alpha boundary
  @Test(arguments: [(0.01, true), (0.009_99, false), (0.0, false), (1.0, true)])
  func alphaBoundary(alpha: Double, hittable: Bool) {
    let root = window()
    let v = TestView("v", frame: Rect(x: 10, y: 10, width: 50, height: 50))
    v.alpha = alpha
    root.addSubview(v)
    expectHit(root, Point(x: 20, y: 20), hittable ? v : root)
  }

  // 2. gate order: point(inside:) is not called on an ineligible view; the engine does not even
  // look at the hit area of an ineligible node.
  @Test(arguments: ["interaction", "hidden", "alpha"])
  func gateRunsBeforePointInside(_ gate: String) {
    let root = window()
    let v = TestView("v", frame: Rect(x: 10, y: 10, width: 50, height: 50))
    switch gate {
    case "interaction": v.isUserInteractionEnabled = false
    case "hidden": v.isHidden = true
    default: v.alpha = 0.005
    }
    v.hitArea = .outset(1_000)
    root.addSubview(v)
    #expect(root.hitTest(Point(x: 20, y: 20), with: nil) === root)
    #expect(v.pointInsideCalls == 0)
    let spy = SpyTree()
    _ = HitTester(tree: spy).hitTest(Point(x: 20, y: 20), in: root)
    #expect(!spy.log.hitAreaQueries.contains(v))
  }

  // 3. an ineligible ancestor hides its subtree; descendants are never queried
  @Test func ineligibleAncestorHidesSubtree() {
    let root = window()
    let parent = TestView("parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
    parent.isHidden = true
    let child = TestControl("child", frame: Rect(x: 10, y: 10, width: 50, height: 50))
    parent.addSubview(child)
    root.addSubview(parent)
    expectHit(root, Point(x: 20, y: 20), root)
    #expect(child.hitTestCalls == 0 && child.pointInsideCalls == 0)
    let spy = SpyTree()
    _ = HitTester(tree: spy, policy: .nearest).hitTest(Point(x: 20, y: 20), in: root)
    #expect(!spy.log.childrenQueries.contains(parent))
  }

  // 4. half-open edges
  @Test(arguments: [
    (Point(x: 10, y: 10), true), (Point(x: 53.999, y: 53.999), true), (Point(x: 54, y: 20), false),
    (Point(x: 20, y: 54), false), (Point(x: 9.999, y: 20), false),
  ])
  func halfOpenEdges(_ p: Point, _ inside: Bool) {
    let root = window()
    let v = TestView("v", frame: Rect(x: 10, y: 10, width: 44, height: 44))
    root.addSubview(v)
    expectHit(root, p, inside ? v : root)
  }

  // 5. zero-size view: never hit by default; a minimum size makes it hittable
  @Test func zeroSizeView() {
    let root = window()
    let v = TestControl("dot", frame: Rect(x: 100, y: 100, width: 0, height: 0))
    root.addSubview(v)
    expectHit(root, Point(x: 100, y: 100), root)
    v.hitArea = .minimumSize(44)
    expectHit(root, Point(x: 100, y: 100), v)
    expectHit(root, Point(x: 78, y: 121.9), v)
    expectHit(root, Point(x: 122, y: 100), root)
  }

  // 6. literal over-inset (UIKit's inset(by:)) gives an inverted, non-empty rect; insetBy gives null
  @Test func overInsetRects() {
    let r = Rect(x: 0, y: 0, width: 20, height: 20)
    let literal = r.insetLiterally(top: 15, left: 15, bottom: 15, right: 15)
    #expect(literal == Rect(x: 15, y: 15, width: -10, height: -10))
    #expect(!literal.isEmpty)
    #expect(literal.contains(Point(x: 10, y: 10)))  // standardized: 5..<15
    #expect(r.insetBy(dx: 15, dy: 15).isNull)
    #expect(!r.insetBy(dx: 15, dy: 15).contains(Point(x: 10, y: 10)))
    // The double's private touch insets follow the literal arithmetic, like UIKit.
    let root = window()
    let v = TestView("v", frame: Rect(x: 0, y: 0, width: 20, height: 20))
    v.touchInsets = EdgeOutsets(all: 15)
    root.addSubview(v)
    #expect(root.hitTest(Point(x: 10, y: 10), with: nil) === v)
    // HitArea's own shrink never inverts: it collapses to nothing.
    v.touchInsets = .zero
    v.hitArea = .inset(15)
    expectHit(root, Point(x: 10, y: 10), root)
  }

  // 7. NaN/inf points and non-invertible transforms
  @Test(arguments: [
    Point(x: .nan, y: 10), Point(x: 10, y: .infinity), Point(x: -.infinity, y: -.infinity),
  ])
  func nonFinitePoints(_ p: Point) {
    let root = window()
    root.addSubview(TestView("v", frame: Rect(x: 0, y: 0, width: 400, height: 800)))
    expectHit(root, p, nil)
  }

  @Test func nonInvertibleTransform() {
    let root = window()
    let v = TestControl("flat", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    v.transform = AffineTransform(scaleX: 0, y: 1)
    v.hitArea = .outset(50)
    root.addSubview(v)
    expectHit(root, Point(x: 50, y: 50), root)
    #expect(ReachIndex(tree: tree, root: root).reach(of: root) == root.bounds)
  }

  // 8. reverse order; bringSubviewToFront flips the winner
  @Test func laterSiblingWins() {
    let root = window()
    let a = TestView("a", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let b = TestView("b", frame: Rect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(a)
    root.addSubview(b)
    expectHit(root, Point(x: 75, y: 75), b)
    root.bringSubviewToFront(a)
    expectHit(root, Point(x: 75, y: 75), a)
  }

  // 9. first hit short-circuits
  @Test func firstHitShortCircuits() {
    let root = window()
    let back = TestView("back", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let front = TestView("front", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(back)
    root.addSubview(front)
    #expect(root.hitTest(Point(x: 5, y: 5), with: nil) === front)
    #expect(back.hitTestCalls == 0)
    let spy = SpyTree()
    #expect(HitTester(tree: spy).hitTest(Point(x: 5, y: 5), in: root) === front)
    #expect(!spy.log.hitAreaQueries.contains(back))
  }

  // 10. overflowing child is not hittable outside the parent, clipsToBounds or not
  @Test(arguments: [false, true])
  func overflowingChildIsNotHittable(clips: Bool) {
    let root = window()
    let parent = TestView("parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    parent.clipsToBounds = clips
    let child = TestControl("child", frame: Rect(x: 80, y: 80, width: 40, height: 40))
    parent.addSubview(child)
    root.addSubview(parent)
    expectHit(root, Point(x: 110, y: 110), root)
    expectHit(root, Point(x: 90, y: 90), child)
  }

  // 11. a parent with an enlarged area makes a clipped-away child hittable there
  @Test func enlargedParentReachesClippedChild() {
    let root = window()
    let parent = TestView("parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    parent.clipsToBounds = true
    parent.hitArea = .outset(30)
    let child = TestControl("child", frame: Rect(x: 80, y: 80, width: 40, height: 40))
    parent.addSubview(child)
    root.addSubview(parent)
    expectHit(root, Point(x: 110, y: 110), child)
    expectHit(root, Point(x: 125, y: 125), parent)
  }

  // 14. scroll offset (bounds origin)
  @Test func scrollOffsetConversion() {
    let root = window()
    let scroll = TestView("scroll", frame: Rect(x: 0, y: 100, width: 400, height: 300))
    scroll.bounds.origin = Point(x: 0, y: 500)
    let row = TestControl("row", frame: Rect(x: 0, y: 550, width: 400, height: 44))
    scroll.addSubview(row)
    root.addSubview(scroll)
    expectHit(root, Point(x: 10, y: 150), row)  // 150 - 100 + 500 = 550
    expectHit(root, Point(x: 10, y: 149), scroll)
  }

  // 15. rotation, scale, translation, anchor point: the region is the transformed bounds
  @Test func rotatedViewUsesItsBoundsNotItsFrame() {
    let root = window()
    let v = TestControl("diamond", frame: Rect(x: 100, y: 100, width: 100, height: 100))
    v.transform = AffineTransform(rotationAngle: .pi / 4)
    root.addSubview(v)
    expectHit(root, Point(x: 150, y: 150), v)
    // The frame's corner region (inside the axis-aligned frame, outside the rotated square).
    expectHit(root, Point(x: 85, y: 85), root)
    // Along the diagonal the rotated square reaches farther than the original square.
    expectHit(root, Point(x: 150, y: 195), v)
    expectHit(root, Point(x: 150, y: 215), v)  // the original square ends at 200
    expectHit(root, Point(x: 150, y: 225), root)  // the vertex is at 150 + 70.7
  }

  @Test func scaledAndTranslatedViews() {
    let root = window()
    let v = TestControl("v", frame: Rect(x: 100, y: 100, width: 100, height: 100))
    v.transform = AffineTransform(translationX: 50, y: 0)
    root.addSubview(v)
    expectHit(root, Point(x: 240, y: 150), v)
    expectHit(root, Point(x: 120, y: 150), root)
    v.transform = AffineTransform(scaleX: 2, y: 0.5)  // about the centre: x 50..<250, y 125..<175
    expectHit(root, Point(x: 60, y: 150), v)
    expectHit(root, Point(x: 150, y: 120), root)
  }

  @Test func anchorPointMovesTheView() {
    let root = window()
    let v = TestControl("v", frame: Rect(x: 100, y: 100, width: 100, height: 100))
    v.anchorPoint = Point(x: 0, y: 0)  // center (150,150) now marks the top-left corner
    root.addSubview(v)
    expectHit(root, Point(x: 240, y: 240), v)
    expectHit(root, Point(x: 120, y: 120), root)
  }

  // 16. nil events are fine everywhere (the engine takes none; the double accepts nil)
  // 17. repeated calls give the same answer and change nothing
  @Test func hitTestingIsPure() {
    let root = RandomTrees.screen(nodes: 200)
    let tester = HitTester(tree: tree, policy: .nearest)
    let points = [Point(x: 310, y: 140), Point(x: 311, y: 141), Point(x: 30, y: 820)]
    let first = points.map { tester.hitTest($0, in: root) }
    for _ in 0..<3 {
      #expect(zip(points.map { tester.hitTest($0, in: root) }, first).allSatisfy { $0 === $1 })
      #expect(
        zip(points.map { root.hitTest($0, with: TestEvent(timestamp: 1)) }, first).allSatisfy {
          $0 === $1
        })
    }
  }

  // 18. a disabled control in front: the touch falls through to the sibling behind, and the
  // control's point(inside:) is never called
  @Test func disabledControlFallsThrough() {
    let root = window()
    let behind = TestControl("behind", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let disabled = TestControl("disabled", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    disabled.isEnabled = false
    disabled.hitArea = .outset(20)
    root.addSubview(behind)
    root.addSubview(disabled)
    expectHit(root, Point(x: 50, y: 50), behind)
    #expect(disabled.pointInsideCalls == 0)
  }

  // 19. an image view with a recognizer but interaction off is not hit, even enlarged
  @Test func imageViewWithoutInteraction() {
    let root = window()
    let image = TestImageView("avatar", frame: Rect(x: 10, y: 10, width: 30, height: 30))
    image.gestureRecognizerCount = 1
    image.hitArea = .outset(20)
    root.addSubview(image)
    expectHit(root, Point(x: 20, y: 20), root)
    image.isUserInteractionEnabled = true
    expectHit(root, Point(x: 0, y: 0), image)
  }

  // 20. a hitTest override that returns a view outside its subtree is honoured by the double
  @Test func overriddenHitTestIsHonoured() {
    final class Redirect: TestView {
      weak var target: TestView?
      override func hitTest(_ p: Point, with event: TestEvent?) -> TestView? {
        super.hitTest(p, with: event) == nil ? nil : target
      }
    }
    let root = window()
    let elsewhere = TestControl("elsewhere", frame: Rect(x: 300, y: 300, width: 10, height: 10))
    let redirect = Redirect("redirect", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    redirect.target = elsewhere
    root.addSubview(elsewhere)
    root.addSubview(redirect)
    #expect(root.hitTest(Point(x: 50, y: 50), with: nil) === elsewhere)
  }
}

/// A tree adapter that records what the engine asks, to prove what it does not look at.
final class SpyTree: HitTestTree, @unchecked Sendable {
  struct Log {
    var hitAreaQueries: [TestView] = []
    var childrenQueries: [TestView] = []
  }
  var log = Log()
  let base = TestViewTree()
  func children(of node: TestView) -> [TestView] {
    log.childrenQueries.append(node)
    return base.children(of: node)
  }
  func geometry(of node: TestView) -> NodeGeometry { base.geometry(of: node) }
  func interactionState(of node: TestView) -> InteractionState { base.interactionState(of: node) }
  func hitArea(of node: TestView) -> HitArea {
    log.hitAreaQueries.append(node)
    return base.hitArea(of: node)
  }
  func overflowsHitAreas(_ node: TestView) -> Bool { base.overflowsHitAreas(node) }
  func isTarget(_ node: TestView) -> Bool { base.isTarget(node) }
}

extension Array where Element == TestView {
  func contains(_ view: TestView) -> Bool { contains { $0 === view } }
}

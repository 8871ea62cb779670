import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The engine asks each view's own `point(inside:)` (through the tree), and a hit area adds to it
/// rather than replacing it.
@Suite struct OwnPointInsideTests {
  let tree = TestViewTree()

  func window() -> TestView { TestView("window", frame: Rect(x: 0, y: 0, width: 400, height: 800)) }

  /// The double (UIKit with the adapter's hook) and every policy of the engine give `expected`.
  func expectHit(
    _ root: TestView, _ p: Point, _ expected: TestView?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(root.hitTest(p, with: nil) === expected, "double", sourceLocation: sourceLocation)
    for policy in ResolutionPolicy.allCases {
      let hit = HitTester(tree: tree, policy: policy).hitTest(p, in: root)
      #expect(hit === expected, "\(policy)", sourceLocation: sourceLocation)
      let why = HitTester(tree: tree, policy: policy).explain(p, in: root)
      #expect(why.hit === expected, "explain \(policy)", sourceLocation: sourceLocation)
    }
  }

  /// A 40×40 round button at (100, 100), given a 60×60 minimum size.
  func roundButton() -> (TestView, TestRoundControl) {
    let root = window()
    let button = TestRoundControl("round", frame: Rect(x: 100, y: 100, width: 40, height: 40))
    button.hitArea = .minimumSize(60)
    root.addSubview(button)
    return (root, button)
  }

  @Test func aRoundButtonStaysRoundInsideItsBounds() {
    let (root, button) = roundButton()
    expectHit(root, Point(x: 120, y: 120), button)  // the centre
    expectHit(root, Point(x: 101, y: 101), root)  // the bounds' corner: outside the circle
    expectHit(root, Point(x: 139, y: 139), root)
  }

  @Test func aRoundButtonGetsTheHitAreaBeyondItsBounds() {
    let (root, button) = roundButton()
    expectHit(root, Point(x: 95, y: 120), button)  // left of the bounds, inside the minimum size
    expectHit(root, Point(x: 91, y: 91), button)  // the square's corner beyond the bounds
    expectHit(root, Point(x: 89, y: 120), root)  // beyond the minimum size
  }

  @Test func aShrunkRoundButtonIsTheCircleCutByTheShrunkRect() {
    let (root, button) = roundButton()
    button.hitArea = .inset(left: 10)
    expectHit(root, Point(x: 105, y: 120), root)  // in the circle, in the removed strip
    expectHit(root, Point(x: 115, y: 120), button)
    expectHit(root, Point(x: 111, y: 101), root)  // in the shrunk rect, outside the circle
  }

  /// UIKit's own enlargement (the private touch insets, UIKit's sign: negative grows) is not
  /// shrunk by a smaller minimum size.
  @Test func aMinimumSizeNeverShrinksAnEnlargementTheViewAlreadyHas() {
    let root = window()
    let bar = TestControl("barButton", frame: Rect(x: 100, y: 100, width: 30, height: 30))
    bar.touchInsets = EdgeOutsets(all: -20)  // the view accepts 70×70 on its own
    root.addSubview(bar)
    expectHit(root, Point(x: 82, y: 115), bar)
    bar.hitArea = .minimumSize(44)  // 44×44: smaller than what the view accepts on its own
    expectHit(root, Point(x: 82, y: 115), bar)
    expectHit(root, Point(x: 79, y: 115), root)
    bar.hitArea = .inset(left: 5)  // a shrinking edge cuts the own enlargement on that side
    expectHit(root, Point(x: 82, y: 115), root)
    expectHit(root, Point(x: 140, y: 115), bar)  // the other sides keep it
  }

  /// The engine asks the view's own rule of an ancestor too: a round container gates its
  /// subviews with its circle.
  @Test func aRoundContainerGatesItsSubviewsWithItsCircle() {
    let root = window()
    let avatar = TestRoundView("avatar", frame: Rect(x: 100, y: 100, width: 100, height: 100))
    let badge = TestControl("badge", frame: Rect(x: 0, y: 0, width: 20, height: 20))
    avatar.addSubview(badge)
    root.addSubview(avatar)
    expectHit(root, Point(x: 105, y: 105), root)  // in the badge, outside the circle
    badge.setFrame(Rect(x: 40, y: 40, width: 20, height: 20))
    expectHit(root, Point(x: 145, y: 145), badge)
  }
}

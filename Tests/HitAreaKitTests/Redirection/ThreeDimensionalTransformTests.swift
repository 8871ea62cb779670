import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// Views drawn through 3-D transforms (a perspective, a rotation about x or y, a parent's
/// `sublayerTransform`): UIKit hit-tests them through the real transform; the engine knows only
/// the affine part, so it leaves them to UIKit (review 3, finding 7).
///
/// The double's ``TestView/depthTransform`` stands in for the projection: UIKit maps points
/// through it, the engine sees ``TestView/transform`` (the identity here) and the flag.
@Suite struct ThreeDimensionalTransformTests {
  enum Depth: String, CaseIterable {
    /// The card's own layer transform is 3-D.
    case cardTransform
    /// The card's layer has a `sublayerTransform`: its subviews are drawn through it.
    case cardSublayerTransform
  }

  /// A 200-pt card at (100, 100) whose content UIKit sees 40 pt further right than its affine
  /// geometry says, a 30-pt button on the card's bottom-left, and a 30-pt neighbour button
  /// below the card, in front of it.
  struct Screen {
    let window = TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let card = TestView("card", frame: Rect(x: 100, y: 100, width: 200, height: 200))
    let button = TestButton("button", frame: Rect(x: 0, y: 170, width: 30, height: 30))
    let neighbour = TestButton("neighbour", frame: Rect(x: 140, y: 305, width: 30, height: 30))

    init(_ depth: Depth) {
      let shift = AffineTransform(translationX: 40, y: 0)
      switch depth {
      case .cardTransform: card.depthTransform = shift
      case .cardSublayerTransform: card.sublayerDepthTransform = shift
      }
      window.addSubview(card)
      card.addSubview(button)
      window.addSubview(neighbour)
    }
  }

  /// A touch on a tilted card's button as UIKit sees it stays there.
  ///
  /// The card's content is drawn 40 pt further right than its affine geometry says; its button
  /// sits on its bottom-right corner (on screen x 310–340, y 270–300 as UIKit sees it; 270–300
  /// by the affine geometry), and behind the card a 30-pt button at (305, 305) has an automatic
  /// or an explicit area reaching y 298 or 295. Before, the
  /// explicit area behind took it: the engine saw neither the card nor the button at the point.
  @Test(arguments: [false, true])
  func uikitsAnswerInsideATiltedViewIsNeverTakenByAnArea(explicit: Bool) {
    let window = TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let behind = TestButton("behind", frame: Rect(x: 305, y: 305, width: 30, height: 30))
    if explicit { behind.hitArea = .outset(10) }
    window.addSubview(behind)
    let card = TestView("card", frame: Rect(x: 100, y: 100, width: 200, height: 200))
    card.depthTransform = AffineTransform(translationX: 40, y: 0)
    window.addSubview(card)
    let button = TestButton("button", frame: Rect(x: 170, y: 170, width: 30, height: 30))
    card.addSubview(button)
    let touch = Point(x: 320, y: 299)
    #expect(window.hitTest(touch, with: nil) === button)
    let decision = TestScene(windows: [window]).decision(touch, in: window)
    #expect(decision.hit === button, "explicit \(explicit): \(decision.reason)")
    #expect(decision.reason == .uikitInDepth)
  }

  /// Beside the button as the engine would place it, on the card's background as UIKit sees it:
  /// no ring is proposed for a view drawn in depth, so UIKit is not asked to validate one.
  @Test(arguments: Depth.allCases)
  func nothingInATiltedViewGetsARing(_ depth: Depth) {
    let screen = Screen(depth)
    let scene = TestScene(windows: [screen.window])
    let touch = Point(x: 134, y: 268)  // 4 pt right of and 2 pt above the affine button
    let decision = scene.decision(touch, in: screen.window)
    #expect(decision.hit !== screen.button, "\(depth): \(decision.reason)")
    #expect(decision.winner == nil, "\(depth): \(String(describing: decision.winner))")
  }

  /// An explicit hit area on a view drawn in depth still takes touches: UIKit asks the view's
  /// own `point(inside:)` with its real point, and HitAreaKit's hook adds the area there.
  @Test func anExplicitHitAreaInATiltedViewGoesThroughItsOwnPointInside() {
    let screen = Screen(.cardTransform)
    screen.button.hitArea = .outset(10)
    let scene = TestScene(windows: [screen.window], automaticMinimumSize: nil)
    let touch = Point(x: 175, y: 285)  // 5 pt right of the button as UIKit sees it
    let decision = scene.decision(touch, in: screen.window)
    #expect(decision.hit === screen.button, "\(decision.reason)")
  }

  /// The flag is the engine's whole view of the depth: a point is never mapped into such a view.
  @Test func theEngineMapsNoPointIntoAViewDrawnInDepth() {
    var geometry = NodeGeometry(frame: Rect(x: 10, y: 10, width: 40, height: 40))
    #expect(geometry.convertFromParent(Point(x: 20, y: 20)) == Point(x: 10, y: 10))
    geometry.isThreeDimensional = true
    #expect(geometry.convertFromParent(Point(x: 20, y: 20)) == nil)
    let screen = Screen(.cardSublayerTransform)
    #expect(!screen.card.geometry.isThreeDimensional)
    #expect(screen.button.geometry.isThreeDimensional)
  }
}

import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// A container whose own `hitTest` implements the overlay pattern (`v === self ? nil : v`) is
/// walked as a pass-through view where its own answer is `nil` and UIKit's order answers the
/// container itself, so the buttons inside keep their automatic rings.
@Suite struct AutomaticPassThroughOverrideTests {
  static let tree = TestViewTree()

  @Test(arguments: [ResolutionPolicy.frontmost, .nearest, .mostLikely])
  func overlayContainerReachesRingsInside(policy: ResolutionPolicy) {
    let window = TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let behind = TestView("behind", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let overlay = TestOverlayPatternView(
      "overlay", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let button = TestControl("button", frame: Rect(x: 100, y: 100, width: 20, height: 20))
    window.addSubview(behind)
    window.addSubview(overlay)
    overlay.addSubview(button)
    let tester = HitTester(tree: Self.tree, policy: policy, automaticMinimumSize: 44)
    #expect(tester.hitTest(Point(x: 95, y: 110), in: window) === button)
    #expect(tester.explain(Point(x: 95, y: 110), in: window).hit === button)
    // Away from the ring, the overlay still lets the touch through to what lies behind it.
    #expect(tester.hitTest(Point(x: 60, y: 110), in: window) === behind)
    #expect(tester.hitTest(Point(x: 105, y: 110), in: window) === button)
  }
}

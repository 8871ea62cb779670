import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// A direct or claimed hit on a view that handles touches (a pan view, a scroll view, a view that
/// answers for itself) keeps the touch from the automatic ring of a button floating in front of
/// it, unless it is the button's ancestor.
@Suite struct AutomaticTouchHandlerTests {
  static let tree = TestViewTree()

  enum Behind: CaseIterable {
    case panView, scrollView, claimingView, plainView
  }

  /// A full-screen view of the given kind behind a 20 pt button at (100, 100); returns the view
  /// expected to receive a touch 5 pt left of the button.
  static func build(_ behind: Behind) -> (window: TestView, button: TestView, expected: TestView) {
    let window = TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let full = Rect(x: 0, y: 0, width: 390, height: 844)
    let back: TestView
    var expected: TestView
    switch behind {
    case .panView:
      back = TestView("pan", frame: full)
      back.recognizers = [.init(kind: .other, isEnabled: true)]
      expected = back
    case .scrollView:
      back = TestAgreeingOverrideView("scroll", frame: full)
      back.isScrollView = true
      expected = back
    case .claimingView:
      // Its own hit test answers the canvas behind the front content, where UIKit's order
      // answers the front content: a claim.
      let hosting = TestFixedAnswerView("hosting", frame: full)
      let canvas = TestView("canvas", frame: full)
      hosting.addSubview(canvas)
      hosting.addSubview(TestView("front content", frame: full))
      hosting.answer = canvas
      back = hosting
      expected = canvas
    case .plainView:
      back = TestView("plain", frame: full)
      expected = back
    }
    window.addSubview(back)
    let button = TestControl("button", frame: Rect(x: 100, y: 100, width: 20, height: 20))
    window.addSubview(button)
    if behind == .plainView { expected = button }
    return (window, button, expected)
  }

  /// The ring gives way to touch handlers behind it, not to plain views.
  @Test(arguments: Behind.allCases, [ResolutionPolicy.frontmost, .nearest, .mostLikely])
  func touchHandlersBehindKeepTheirTouches(behind: Behind, policy: ResolutionPolicy) {
    let (window, button, expected) = Self.build(behind)
    let tester = HitTester(tree: Self.tree, policy: policy, automaticMinimumSize: 44)
    let hit = tester.hitTest(Point(x: 95, y: 110), in: window)
    #expect(hit === expected, "\(behind) \(policy): \(hit?.name ?? "nil")")
    #expect(tester.explain(Point(x: 95, y: 110), in: window).hit === hit)
    #expect(tester.hitTest(Point(x: 105, y: 110), in: window) === button)
  }

  /// A button inside a scroll view keeps its ring over the scroll view's content: the scroll view
  /// is its ancestor.
  @Test func anAncestorTouchHandlerDoesNotBlock() {
    let window = TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let scroll = TestAgreeingOverrideView(
      "scroll", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    scroll.isScrollView = true
    let button = TestControl("button", frame: Rect(x: 100, y: 100, width: 20, height: 20))
    window.addSubview(scroll)
    scroll.addSubview(button)
    let tester = HitTester(tree: Self.tree, policy: .mostLikely, automaticMinimumSize: 44)
    #expect(tester.hitTest(Point(x: 95, y: 110), in: window) === button)
  }
}

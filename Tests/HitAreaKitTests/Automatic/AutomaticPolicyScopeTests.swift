import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The automatic minimum size replaces only the window's default `frontmost` policy: a policy a
/// view set for its subtree is kept.
@Suite struct AutomaticPolicyScopeTests {
  static let tree = TestViewTree()

  /// Two touching 30 pt buttons with explicit `.minimumSize(44)` areas in a container, the touch
  /// 3 pt inside the back one: UIKit's order gives it to the front one's explicit area.
  static func layout(containerPolicy: ResolutionPolicy?) -> (
    TestView, back: TestView, front: TestView
  ) {
    let window = TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let container = TestView("container", frame: Rect(x: 0, y: 0, width: 390, height: 400))
    container.resolution = containerPolicy
    let back = TestControl("back", frame: Rect(x: 100, y: 100, width: 30, height: 30))
    let front = TestControl("front", frame: Rect(x: 130, y: 100, width: 30, height: 30))
    back.hitArea = .minimumSize(44)
    front.hitArea = .minimumSize(44)
    window.addSubview(container)
    container.addSubview(back)
    container.addSubview(front)
    return (window, back, front)
  }

  /// An explicit `.frontmost` container keeps UIKit's order for its explicit areas; without one,
  /// the window's default becomes `mostLikely`.
  @Test(arguments: [ResolutionPolicy.frontmost, .nearest])
  func explicitContainerPolicyIsKept(windowPolicy: ResolutionPolicy) {
    let onBack = Point(x: 127, y: 115)
    let explicit = Self.layout(containerPolicy: .frontmost)
    let tester = HitTester(tree: Self.tree, policy: windowPolicy, automaticMinimumSize: 44)
    #expect(tester.hitTest(onBack, in: explicit.0) === explicit.front)
    let plain = Self.layout(containerPolicy: nil)
    #expect(tester.hitTest(onBack, in: plain.0) === plain.back)
  }

  /// An explicit `.frontmost` container (UIKit's order, chosen on purpose) has no automatic rings:
  /// touches on its targets' bounds are theirs, and a touch beside them goes to the container.
  @Test func anExplicitFrontmostContainerHasNoRings() {
    let window = TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let container = TestView("container", frame: Rect(x: 0, y: 0, width: 390, height: 400))
    container.resolution = .frontmost
    let back = TestControl("back", frame: Rect(x: 100, y: 100, width: 30, height: 30))
    let front = TestControl("front", frame: Rect(x: 130, y: 100, width: 30, height: 30))
    window.addSubview(container)
    container.addSubview(back)
    container.addSubview(front)
    let tester = HitTester(tree: Self.tree, automaticMinimumSize: 44)
    #expect(tester.hitTest(Point(x: 127, y: 115), in: window) === back)
    #expect(tester.hitTest(Point(x: 145, y: 115), in: window) === front)
    #expect(tester.hitTest(Point(x: 165, y: 115), in: window) === container)
    container.resolution = nil
    #expect(tester.hitTest(Point(x: 165, y: 115), in: window) === front)
  }

  /// `effectivePolicy` maps only a default policy.
  @Test func effectivePolicyMapsOnlyTheDefault() {
    var tester = HitTester(tree: Self.tree, policy: .frontmost, automaticMinimumSize: 44)
    #expect(tester.effectivePolicy == .mostLikely)
    tester.isPolicyExplicit = true
    #expect(tester.effectivePolicy == .frontmost)
  }
}

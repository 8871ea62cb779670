import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// A view whose `hitTest` HitAreaKit's hook took over (the overflow switch or a policy set on it)
/// keeps its class's own answer wherever that differs from UIKit's order: an overlay class keeps
/// letting touches through, a hosting view keeps its content's answer.
///
/// Where the class agrees with UIKit, the switch and the policy apply.
@Suite struct TakenOverRootTests {
  let tree = TestViewTree()

  /// An overlay class (UIKit's pattern in its own `hitTest`) given a policy: its empty parts still
  /// let touches through, its close button still takes its enlarged area.
  @Test func anOverlayClassKeepsLettingTouchesThrough() {
    let overlay = TestOverlayPatternView(
      "overlay", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let close = TestControl("close", frame: Rect(x: 350, y: 20, width: 30, height: 30))
    close.hitArea = .minimumSize(44)
    overlay.addSubview(close)
    let empty = Point(x: 100, y: 400)
    let nearClose = Point(x: 345, y: 35)
    for policy in ResolutionPolicy.allCases {
      let tester = HitTester(tree: tree, policy: policy)
      #expect(tester.hitTest(empty, in: overlay) { overlay.hitTest(empty, with: nil) } == nil)
      #expect(
        tester.hitTest(nearClose, in: overlay) { overlay.hitTest(nearClose, with: nil) } === close)
    }
  }

  /// A view whose class answers its content wherever it is touched (a SwiftUI hosting view finds
  /// its SwiftUI content), given the overflow switch: its answer stands.
  @Test func aHostingViewKeepsItsContentsAnswer() {
    let host = TestFixedAnswerView("host", frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let content = TestView("content", frame: Rect(x: 20, y: 20, width: 60, height: 60))
    host.addSubview(content)
    host.answer = content
    host.overflowsHitAreas = true
    let p = Point(x: 150, y: 50)
    for policy in ResolutionPolicy.allCases {
      let tester = HitTester(tree: tree, policy: policy)
      #expect(tester.hitTest(p, in: host) { host.hitTest(p, with: nil) } === content, "\(policy)")
    }
  }

  /// Where the class answers what UIKit's order answers (a collection view away from its scroll
  /// indicators), the switch applies: a badge sticking out of it is reached.
  @Test func whereTheClassAgreesTheSwitchApplies() {
    let collection = TestAgreeingOverrideView(
      "collection", frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let badge = TestControl("badge", frame: Rect(x: 190, y: -10, width: 20, height: 20))
    badge.hitArea = .outset(10)
    collection.addSubview(badge)
    collection.overflowsHitAreas = true
    let outside = Point(x: 215, y: -15)
    for policy in ResolutionPolicy.allCases {
      let tester = HitTester(tree: tree, policy: policy)
      #expect(
        tester.hitTest(outside, in: collection) { collection.hitTest(outside, with: nil) }
          === badge, "\(policy)")
    }
  }

  /// HitAreaKit's pass-through property applies to the class's own answer, as in the hook's
  /// path without the engine.
  @Test func thePassThroughPropertyAppliesToTheOwnAnswer() {
    let root = TestAgreeingOverrideView("root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
    root.passesTouchesThrough = true
    let p = Point(x: 50, y: 50)
    for policy in ResolutionPolicy.allCases {
      #expect(HitTester(tree: tree, policy: policy).hitTest(p, in: root) { root } == nil)
    }
  }

  /// A class that does not override `hitTest` is not asked: the engine answers alone.
  @Test func aClassWithoutAnOverrideIsNotAsked() {
    let root = TestView("root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
    var asked = false
    let hit = HitTester(tree: tree, policy: .nearest).hitTest(Point(x: 5, y: 5), in: root) {
      asked = true
      return nil
    }
    #expect(hit === root)
    #expect(!asked)
  }
}

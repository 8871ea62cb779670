import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// Views whose class overrides `hitTest` are asked through it, before their gate, and their
/// answer is taken as a direct hit; `nil` lets the touch go on behind.
@Suite struct CustomHitTestTests {
  let tree = TestViewTree()

  func window() -> TestView { TestView("window", frame: Rect(x: 0, y: 0, width: 400, height: 800)) }

  func expectHit(
    _ root: TestView, _ p: Point, _ expected: TestView?,
    policies: [ResolutionPolicy] = ResolutionPolicy.allCases,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(root.hitTest(p, with: nil) === expected, "double", sourceLocation: sourceLocation)
    for policy in policies {
      let tester = HitTester(tree: tree, policy: policy)
      #expect(tester.hitTest(p, in: root) === expected, "\(policy)", sourceLocation: sourceLocation)
      #expect(
        tester.explain(p, in: root).hit === expected, "explain \(policy)",
        sourceLocation: sourceLocation)
    }
  }

  /// A row that answers its button wherever it is touched.
  @Test func aFixedAnswerIsTaken() {
    let root = window()
    let row = TestFixedAnswerView("row", frame: Rect(x: 0, y: 100, width: 400, height: 60))
    let label = TestView("label", frame: Rect(x: 16, y: 10, width: 200, height: 40))
    let toggle = TestControl("toggle", frame: Rect(x: 330, y: 15, width: 51, height: 31))
    row.addSubview(label)
    row.addSubview(toggle)
    row.answer = toggle
    root.addSubview(row)
    expectHit(root, Point(x: 50, y: 120), toggle)
    expectHit(root, Point(x: 50, y: 200), root)
  }

  /// A redirect to a view outside the subtree (edge case 20 of the UIKitHitTestingRules article) is honoured.
  @Test func aRedirectOutsideTheSubtreeIsTaken() {
    let root = window()
    let elsewhere = TestControl("elsewhere", frame: Rect(x: 300, y: 300, width: 10, height: 10))
    let redirect = TestFixedAnswerView("redirect", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    redirect.answer = elsewhere
    root.addSubview(elsewhere)
    root.addSubview(redirect)
    expectHit(root, Point(x: 50, y: 50), elsewhere)
    let why = HitTester(tree: tree, policy: .nearest).explain(Point(x: 50, y: 50), in: root)
    #expect(why.candidates.count == 1 && why.winner?.target === elsewhere)
    #expect(why.stoppedAt === elsewhere)
  }

  /// `nil` from an override: the touch goes on to the view behind.
  @Test func aNilAnswerLetsTheTouchGoBehind() {
    let root = window()
    let behind = TestControl("behind", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let refusing = TestRefusingView("decoration", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    refusing.addSubview(TestControl("inside", frame: Rect(x: 0, y: 0, width: 50, height: 50)))
    root.addSubview(behind)
    root.addSubview(refusing)
    expectHit(root, Point(x: 10, y: 10), behind)
  }

  /// An override that enlarges its view beyond its bounds (UIKit's bar buttons do so privately).
  @Test func anEnlargingOverrideIsHonoured() {
    let root = window()
    let bar = TestEnlargingView("barButton", frame: Rect(x: 100, y: 100, width: 30, height: 30))
    bar.margin = 12
    root.addSubview(bar)
    expectHit(root, Point(x: 90, y: 110), bar)
    expectHit(root, Point(x: 87, y: 110), root)
  }

  /// The override runs before the gate (the gate is inside UIView's implementation): a hidden
  /// view is asked, and its own `super` call applies the gate.
  @Test func theOverrideIsAskedBeforeTheGate() {
    let root = window()
    let bar = TestEnlargingView("barButton", frame: Rect(x: 100, y: 100, width: 30, height: 30))
    bar.isHidden = true
    root.addSubview(bar)
    for policy in ResolutionPolicy.allCases {
      bar.resetSpies()
      #expect(
        HitTester(tree: tree, policy: policy).hitTest(Point(x: 110, y: 110), in: root) === root)
      #expect(bar.hitTestCalls > 0, "\(policy)")
      #expect(bar.pointInsideCalls == 0)
    }
  }

  /// An override's answer is a direct hit: under `nearest`, an enlarged neighbour in front does
  /// not take a touch that the override claims.
  @Test func theAnswerIsADirectHitUnderEveryPolicy() {
    let root = window()
    let host = TestFixedAnswerView("host", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let button = TestControl("button", frame: Rect(x: 10, y: 10, width: 20, height: 20))
    host.addSubview(button)
    host.answer = button
    let neighbour = TestControl("neighbour", frame: Rect(x: 100, y: 0, width: 40, height: 40))
    neighbour.hitArea = .outset(20)
    root.addSubview(host)
    root.addSubview(neighbour)
    // (90, 20): inside the host's bounds and in the neighbour's enlarged area, in front.
    expectHit(root, Point(x: 90, y: 20), neighbour, policies: [.frontmost])
    for policy in [ResolutionPolicy.nearest, .mostLikely] {
      let why = HitTester(tree: tree, policy: policy).explain(Point(x: 90, y: 20), in: root)
      #expect(why.candidates.map(\.target) == [neighbour, button], "\(policy)")
      #expect(why.stoppedAt === button)
    }
    #expect(
      HitTester(tree: tree, policy: .nearest).hitTest(Point(x: 90, y: 20), in: root) === button)
  }

  /// The view a hit test starts from is never asked through its own override (the adapter's hook
  /// runs the engine from it).
  @Test func theStartingViewIsNotAsked() {
    let host = TestRefusingView("host", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let button = TestControl("button", frame: Rect(x: 10, y: 10, width: 20, height: 20))
    host.addSubview(button)
    #expect(HitTester(tree: tree).hitTest(Point(x: 15, y: 15), in: host) === button)
    #expect(host.hitTestCalls == 0)
  }
}

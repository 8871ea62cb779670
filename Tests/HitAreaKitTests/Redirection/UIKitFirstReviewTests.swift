import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// What the adapters' review found the first UIKit-first decision got wrong, each a scenario on
/// the test double.
@Suite struct UIKitFirstReviewTests {
  static func window() -> TestView {
    TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
  }

  /// A sheet fading in without `.allowUserInteraction` (UIKit's private rule on the sheet, not on
  /// its button), a subtree blocked by a QMUI-style block, a cover in front of a Delete button:
  /// UIKit refuses the button at the validation point, and its own hit test must not be asked
  /// around them.
  @Test(arguments: ["private flag on the sheet", "block on the sheet", "cover in front"])
  func uikitsRefusalOfAnAncestorOrACoverStands(_ kind: String) {
    let window = Self.window()
    let sheet = TestView("sheet", frame: Rect(x: 0, y: 400, width: 390, height: 444))
    window.addSubview(sheet)
    let confirm = TestButton("confirm", frame: Rect(x: 180, y: 100, width: 24, height: 24))
    sheet.addSubview(confirm)
    switch kind {
    case "private flag on the sheet": sheet.ignoresTouchesPrivately = true
    case "block on the sheet": sheet.hitTestBlock = { _, _ in nil }
    default:
      let cover = TestView("cover", frame: Rect(x: 0, y: 0, width: 390, height: 444))
      sheet.addSubview(cover)
    }
    let scene = TestScene(windows: [window])
    let ring = Point(x: 176, y: 512)  // 4 pt left of the button
    let decision = scene.decision(ring, in: window)
    #expect(decision.hit !== confirm, "\(kind): \(decision.reason)")
    #expect(decision.reason == .refusedByUIKit || decision.reason == .noEnlargedTarget)
  }

  /// A badge that sticks out of its cell in an overflow container is reached through its own hit
  /// test where UIKit, asked at the point, finds nothing (the cell rejects it).
  @Test func aBadgeBeyondItsCellIsReachedThroughTheOverflowSwitch() {
    let window = Self.window()
    let list = TestView("list", frame: Rect(x: 0, y: 100, width: 390, height: 600))
    list.overflowsHitAreas = true
    window.addSubview(list)
    let cell = TestView("cell", frame: Rect(x: 20, y: 20, width: 300, height: 80))
    cell.isCell = true
    list.addSubview(cell)
    let badge = TestButton("badge", frame: Rect(x: 290, y: -10, width: 20, height: 20))
    cell.addSubview(badge)
    let scene = TestScene(windows: [window], automaticMinimumSize: nil)
    let aboveTheCell = Point(x: 320, y: 115)  // on the badge, outside the cell
    let decision = scene.decision(aboveTheCell, in: window)
    #expect(decision.hit === badge && decision.reason == .redirected, "\(decision.reason)")
  }

  /// A winning row with a switch flush against its bottom edge: UIKit, asked on the row's bounds,
  /// answers the switch, a target of its own; the touch is not redirected to it.
  @Test func aRedirectionNeverLandsOnAnotherTargetInsideTheWinner() {
    let window = Self.window()
    let row = TestView("row", frame: Rect(x: 0, y: 200, width: 390, height: 36))
    row.recognizers = [.init(kind: .tap, isEnabled: true)]
    window.addSubview(row)
    let toggle = TestSystemControl("switch", frame: Rect(x: 330, y: 5, width: 51, height: 31))
    row.addSubview(toggle)
    let scene = TestScene(windows: [window])
    let below = Point(x: 350, y: 239)  // 3 pt below the row, under the switch
    let decision = scene.decision(below, in: window)
    #expect(decision.hit !== toggle, "\(decision.reason)")
  }

  /// A drawing canvas (its class overrides `touchesBegan`) with a Clear button in its corner: a
  /// stroke that starts beside the button stays with the canvas.
  @Test func aCanvasKeepsItsStrokesFromANearbyRing() {
    let window = Self.window()
    let canvas = TestView("canvas", frame: Rect(x: 0, y: 100, width: 390, height: 500))
    canvas.overridesTouches = true
    window.addSubview(canvas)
    let clear = TestButton("clear", frame: Rect(x: 350, y: 10, width: 24, height: 24))
    window.addSubview(clear)
    clear.center = Point(x: 362, y: 122)
    let scene = TestScene(windows: [window])
    let stroke = Point(x: 346, y: 122)  // 4 pt left of the button, on the canvas
    #expect(scene.hitTest(stroke) === canvas)
  }

  /// Explicit settings apply to every input: a trackpad click on a badge beyond its cell, in an
  /// overflow container, reaches the badge; rings do not.
  @Test func explicitOverflowWorksForPointerInput() {
    let root = TestView("list", frame: Rect(x: 0, y: 0, width: 390, height: 600))
    root.overflowsHitAreas = true
    let cell = TestView("cell", frame: Rect(x: 20, y: 20, width: 300, height: 80))
    root.addSubview(cell)
    let badge = TestButton("badge", frame: Rect(x: 290, y: -10, width: 20, height: 20))
    cell.addSubview(badge)
    let tester = HitTester(tree: TestViewTree(), automaticMinimumSize: 44)
    let decision = tester.redirectedHitTest(
      Point(x: 320, y: 15), in: root, input: .other, uikit: { root.hitTest($0, with: nil) })
    #expect(decision.hit === badge)
    let ring = tester.redirectedHitTest(
      Point(x: 306, y: 15), in: root, input: .other, uikit: { root.hitTest($0, with: nil) })
    #expect(ring.hit !== badge)
  }

  /// A 44-pt button and a 28-pt one flush to its right: the larger one keeps its whole face.
  @Test func aButtonFlushBesideALargerOneKeepsOffItsFace() {
    let window = Self.window()
    let large = TestButton("large", frame: Rect(x: 100, y: 100, width: 44, height: 44))
    let small = TestButton("small", frame: Rect(x: 144, y: 108, width: 28, height: 28))
    window.addSubview(large)
    window.addSubview(small)
    let scene = TestScene(windows: [window])
    for x in stride(from: 140.0, to: 144, by: 1) {
      #expect(scene.hitTest(Point(x: x, y: 122)) === large, "x \(x)")
    }
    #expect(scene.hitTest(Point(x: 146, y: 104)) === small)  // its ring above, on nothing
  }

  /// A close badge against the top-right corner of a card (the accuracy benchmark's layout): the
  /// card shares its edge by the policy, never its centre; a button beside the middle of an edge
  /// (above) does not.
  @Test func aBadgeAgainstACardsCornerSharesTheCardsEdge() {
    let window = Self.window()
    let card = TestControl("card", frame: Rect(x: 120, y: 300, width: 93.75, height: 62.5))
    let close = TestButton("close", frame: Rect(x: 213.75, y: 300, width: 18.75, height: 18.75))
    window.addSubview(card)
    window.addSubview(close)
    let scene = TestScene(windows: [window])
    #expect(scene.hitTest(Point(x: 212, y: 309)) === close)  // on the card's edge, by the badge
    #expect(scene.hitTest(Point(x: 166, y: 331)) === card)  // the card's centre
    #expect(scene.hitTest(Point(x: 200, y: 350)) === card)  // the card's edge, far from the badge
  }

  /// An overflow list deep inside a window whose own switch is off (review finding 6): the
  /// walk measures the list's reach once per touch, not once per nested view (each a walk of
  /// its subtree), so a touch costs the subtree once.
  @Test func anOverflowSubtreeInsideAWindowIsMeasuredOncePerTouch() {
    let window = Self.window()
    let list = TestView("list", frame: Rect(x: 20, y: 100, width: 300, height: 300))
    list.overflowsHitAreas = true
    window.addSubview(list)
    var parent = list
    for level in 0..<12 {
      let container = TestView("level\(level)", frame: Rect(x: 0, y: 0, width: 300, height: 300))
      parent.addSubview(container)
      parent = container
    }
    let button = TestButton("button", frame: Rect(x: 0, y: 100, width: 24, height: 24))
    parent.addSubview(button)
    let scene = TestScene(windows: [window])
    let beyondTheList = Point(x: 16, y: 212)  // left of the list, in the button's ring
    window.resetSpies()
    let decision = scene.decision(beyondTheList, in: window)
    #expect(decision.hit === button, "\(decision.reason)")
    let reads = window.allViews.map(\.childrenReads).reduce(0, +)
    #expect(reads <= 3 * window.allViews.count, "\(reads) reads of \(window.allViews.count) views")
  }
}

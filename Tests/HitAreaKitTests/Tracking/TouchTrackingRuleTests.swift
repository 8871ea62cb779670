import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// Edge cases 21–25 of the UIKitControlRules article, on a control tracker that follows C3–C6
/// and asks the rule.
@Suite struct TouchTrackingRuleTests {
  let bounds = Rect(x: 0, y: 0, width: 20, height: 20)

  @Test func touchDownInTheEnlargedRingBeginsTracking() {
    // 21
    var tracker = ControlTracker(bounds: bounds, hitArea: .outset(20))
    tracker.began(at: Point(x: -15, y: 5))
    #expect(tracker.events == [.touchDown])
    #expect(tracker.isTouchInside)
  }

  @Test func releaseInTheEnlargedRingBeyondTheToleranceIsTouchUpInside() {
    // 22: enlarged by 100 pt, tolerance 70: release 90 pt away
    var tracker = ControlTracker(bounds: bounds, hitArea: .outset(100))
    tracker.began(at: Point(x: -95, y: 5))
    tracker.ended(at: Point(x: -90, y: 5))
    #expect(tracker.events == [.touchDown, .touchUpInside])
    // Without the hit area the same release is outside.
    #expect(!TouchTrackingRule().isInside(Point(x: -90, y: 5), bounds: bounds, hitArea: .bounds))
  }

  @Test func shrunkAreaOnlyLimitsWhereATouchBegins() {
    // 23
    var tracker = ControlTracker(bounds: bounds, hitArea: .inset(8))
    tracker.began(at: Point(x: 2, y: 2))
    #expect(tracker.events.isEmpty)  // outside the shrunk area: no hit, no tracking
    tracker = ControlTracker(bounds: bounds, hitArea: .inset(8))
    tracker.began(at: Point(x: 10, y: 10))
    tracker.ended(at: Point(x: 2, y: 2))
    #expect(tracker.events == [.touchDown, .touchUpInside])
  }

  @Test func dragOutAndBackIn() {
    // 24
    var tracker = ControlTracker(bounds: bounds, hitArea: .bounds)
    tracker.began(at: Point(x: 10, y: 10))
    tracker.moved(to: Point(x: 200, y: 10))
    tracker.moved(to: Point(x: 210, y: 10))
    tracker.moved(to: Point(x: 10, y: 10))
    tracker.moved(to: Point(x: 12, y: 10))
    #expect(
      tracker.events == [
        .touchDown, .touchDragExit, .touchDragOutside, .touchDragOutside, .touchDragEnter,
        .touchDragInside, .touchDragInside,
      ])
  }

  @Test func endOutsideIsTouchUpOutsideOnly() {
    // 25: the last move was inside, so a DragExit comes at the end
    var tracker = ControlTracker(bounds: bounds, hitArea: .outset(10))
    tracker.began(at: Point(x: 10, y: 10))
    tracker.moved(to: Point(x: 11, y: 10))
    tracker.ended(at: Point(x: 300, y: 10))
    #expect(tracker.events == [.touchDown, .touchDragInside, .touchDragExit, .touchUpOutside])
  }

  @Test(arguments: [Double.nan, .infinity, -5])
  func oddTolerances(_ t: Double) {
    let rule = TouchTrackingRule(tolerance: t)
    #expect(rule.isInside(Point(x: 10, y: 10), bounds: bounds, hitArea: .bounds))
    #expect(!rule.isInside(Point(x: 10, y: .nan), bounds: bounds, hitArea: .outset(5)))
  }
}

/// A UIControl tracker following UIKitControlRules C3–C6, with `point(inside:)` = the hit area.
struct ControlTracker {
  enum Event: Equatable {
    case touchDown, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit, touchUpInside,
      touchUpOutside
  }
  let bounds: Rect
  let hitArea: HitArea
  let rule = TouchTrackingRule()
  var events: [Event] = []
  var isTracking = false
  var isTouchInside = false

  init(bounds: Rect, hitArea: HitArea) {
    self.bounds = bounds
    self.hitArea = hitArea
  }

  mutating func began(at p: Point) {
    guard rule.beginsTracking(at: p, bounds: bounds, hitArea: hitArea) else { return }  // hit test
    isTracking = true
    isTouchInside = true  // C3: no location test
    events.append(.touchDown)
  }

  mutating func moved(to p: Point) {
    guard isTracking else { return }
    let inside = rule.isInside(p, bounds: bounds, hitArea: hitArea)
    if inside != isTouchInside { events.append(inside ? .touchDragEnter : .touchDragExit) }
    isTouchInside = inside
    events.append(inside ? .touchDragInside : .touchDragOutside)
  }

  mutating func ended(at p: Point) {
    guard isTracking else { return }
    let inside = rule.isInside(p, bounds: bounds, hitArea: hitArea)
    if inside != isTouchInside { events.append(inside ? .touchDragEnter : .touchDragExit) }
    isTracking = false
    events.append(inside ? .touchUpInside : .touchUpOutside)
  }
}

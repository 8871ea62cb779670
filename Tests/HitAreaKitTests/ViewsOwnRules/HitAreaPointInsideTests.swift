import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The rule by which a hit area adds to (or narrows) a view's own `point(inside:)`:
/// ``HitArea/contains(_:in:own:)``.
@Suite struct HitAreaPointInsideTests {
  /// A 30×30 view at the origin.
  static let bounds = Rect(x: 0, y: 0, width: 30, height: 30)

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var area: HitArea
    var point: Point
    /// What the view's own rule says.
    var own: Bool
    var expected: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // `.bounds`: the own rule alone, wherever the point is.
    Case(
      name: "bounds, own yes", area: .bounds, point: Point(x: 5, y: 5), own: true, expected: true),
    Case(
      name: "bounds, own no", area: .bounds, point: Point(x: 5, y: 5), own: false, expected: false),
    Case(
      name: "bounds, own accepts beyond the bounds", area: .bounds, point: Point(x: -5, y: 5),
      own: true, expected: true),
    // Growing: the additions, or the own rule.
    Case(
      name: "outset: in the addition, own no", area: .outset(10), point: Point(x: -5, y: 15),
      own: false, expected: true),
    Case(
      name: "outset: inside the bounds, own no (a round button's corner)", area: .outset(10),
      point: Point(x: 1, y: 1), own: false, expected: false),
    Case(
      name: "outset: inside the bounds, own yes", area: .outset(10), point: Point(x: 15, y: 15),
      own: true, expected: true),
    Case(
      name: "minimumSize keeps an own enlargement beyond it", area: .minimumSize(44),
      point: Point(x: -20, y: 15), own: true, expected: true),
    Case(
      name: "minimumSize: beyond it, own no", area: .minimumSize(44), point: Point(x: -20, y: 15),
      own: false, expected: false),
    // Shrinking: inside the shrunk rect and by the own rule.
    Case(
      name: "inset: in the shrunk rect, own yes", area: .inset(5), point: Point(x: 10, y: 10),
      own: true, expected: true),
    Case(
      name: "inset: in the shrunk rect, own no", area: .inset(5), point: Point(x: 10, y: 10),
      own: false, expected: false),
    Case(
      name: "inset: in the removed ring, own yes", area: .inset(5), point: Point(x: 2, y: 10),
      own: true, expected: false),
    Case(
      name: "inset: beyond the bounds, own yes", area: .inset(5), point: Point(x: -2, y: 10),
      own: true, expected: false),
    Case(
      name: "inset past zero accepts nothing", area: .inset(20), point: Point(x: 15, y: 15),
      own: true, expected: false),
    // Mixed: the left edge grows by 10, the right edge shrinks by 10.
    Case(
      name: "mixed: the left addition", area: .outset(left: 10, right: -10),
      point: Point(x: -5, y: 15), own: false, expected: true),
    Case(
      name: "mixed: inside both, own decides (yes)", area: .outset(left: 10, right: -10),
      point: Point(x: 10, y: 15), own: true, expected: true),
    Case(
      name: "mixed: inside both, own decides (no)", area: .outset(left: 10, right: -10),
      point: Point(x: 10, y: 15), own: false, expected: false),
    Case(
      name: "mixed: the part cut on the right", area: .outset(left: 10, right: -10),
      point: Point(x: 25, y: 15), own: true, expected: false),
    Case(
      name: "mixed: beyond the cut right edge", area: .outset(left: 10, right: -10),
      point: Point(x: 35, y: 15), own: true, expected: false),
    Case(
      name: "mixed: an own enlargement beyond the grown left edge is kept",
      area: .outset(left: 10, right: -10), point: Point(x: -15, y: 15), own: true, expected: true),
    Case(
      name: "mixed: an own enlargement above (an unchanged edge) is kept",
      area: .outset(left: 10, right: -10), point: Point(x: 10, y: -3), own: true, expected: true),
    // A zero-size view with a minimum size is hittable whatever its own rule says.
    Case(
      name: "zero size with a minimum size", area: .minimumSize(44), point: Point(x: 15, y: 15),
      own: false, expected: true),
  ]

  @Test(arguments: cases)
  func rule(_ c: Case) {
    let bounds =
      c.name.hasPrefix("zero size") ? Rect(x: 15, y: 15, width: 0, height: 0) : Self.bounds
    #expect(c.area.contains(c.point, in: bounds) { c.own } == c.expected)
  }

  /// The own rule is asked at most once, and not at all where the hit area alone decides.
  @Test func ownRuleIsAskedOnlyWhenNeeded() {
    var asked = 0
    let own = { () -> Bool in
      asked += 1
      return true
    }
    _ = HitArea.outset(10).contains(Point(x: -5, y: 5), in: Self.bounds, own: own)  // an addition
    _ = HitArea.inset(5).contains(Point(x: 1, y: 1), in: Self.bounds, own: own)  // cut
    #expect(asked == 0)
    _ = HitArea.outset(10).contains(Point(x: 5, y: 5), in: Self.bounds, own: own)
    #expect(asked == 1)
  }

  /// With UIKit's own rule (the bounds), the rule is exactly the hit area's rect, for random hit
  /// areas, bounds and points (the default ``HitTestTree/pointInside(_:of:bounds:)``).
  @Test func withTheBoundsAsOwnRuleItIsTheRect() {
    var rng = SplitMix64(seed: 5)
    for _ in 0..<20_000 {
      func r(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &rng).rounded()
      }
      let bounds = Rect(x: r(-20...20), y: r(-20...20), width: r(-10...40), height: r(-10...40))
      let area = HitArea(
        outsets: EdgeOutsets(
          top: r(-30...30), left: r(-30...30), bottom: r(-30...30), right: r(-30...30)),
        minimumSize: Bool.random(using: &rng) ? Size(width: r(0...60), height: r(0...60)) : .zero)
      let p = Point(x: r(-80...80), y: r(-80...80))
      let rule = area.contains(p, in: bounds) { bounds.standardized.contains(p) }
      #expect(rule == area.rect(in: bounds).contains(p), "\(area) \(bounds) \(p)")
      #expect(area.contains(p, in: bounds) == area.rect(in: bounds).contains(p))
    }
  }
}

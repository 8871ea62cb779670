import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// `nearest`'s tie rule: of targets whose visible bounds are equally near a touch that hits none
/// of them directly, the front-most wins, whatever their places, sizes and parents.
@Suite struct NearestTieRuleTests {
  let tree = TestViewTree()

  struct Case: Sendable, CustomTestStringConvertible {
    var id: String
    var a: Rect
    var b: Rect
    /// A touch equally near both.
    var touch: Point
    /// Whether `a` and `b` sit in full-screen pass-through containers of their own rather than
    /// side by side.
    var inContainers = false
    var testDescription: String { id }
  }

  static let cases = [
    Case(
      id: "side by side", a: Rect(x: 0, y: 0, width: 40, height: 40),
      b: Rect(x: 60, y: 0, width: 40, height: 40), touch: Point(x: 50, y: 20)),
    Case(
      id: "stacked, different sizes", a: Rect(x: 0, y: 0, width: 100, height: 30),
      b: Rect(x: 30, y: 50, width: 20, height: 20), touch: Point(x: 40, y: 40)),
    Case(
      id: "diagonal corners", a: Rect(x: 0, y: 0, width: 30, height: 30),
      b: Rect(x: 50, y: 50, width: 30, height: 30), touch: Point(x: 40, y: 40)),
    Case(
      id: "in containers of their own", a: Rect(x: 0, y: 0, width: 40, height: 40),
      b: Rect(x: 60, y: 0, width: 40, height: 40), touch: Point(x: 50, y: 20),
      inContainers: true),
  ]

  /// Hits `touch` with `a` and `b` added in that order (`b` in front) or the other way round.
  func hit(_ c: Case, bInFront: Bool) -> String? {
    let root = TestView("root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let a = TestControl("a", frame: c.a)
    let b = TestControl("b", frame: c.b)
    for target in [a, b] { target.hitArea = .outset(15) }
    let views: [TestView] =
      c.inContainers
      ? [a, b].map { target in
        let box = TestView("box-\(target.name)", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        box.passesTouchesThrough = true
        box.addSubview(target)
        return box
      } : [a, b]
    for view in bInFront ? views : views.reversed() { root.addSubview(view) }
    return HitTester(tree: tree, policy: .nearest).hitTest(c.touch, in: root)?.name
  }

  @Test(arguments: cases)
  func theFrontMostOfEquallyNearTargetsWins(_ c: Case) {
    #expect(c.a.squaredDistance(to: c.touch) == c.b.squaredDistance(to: c.touch))
    #expect(hit(c, bInFront: true) == "b")
    #expect(hit(c, bInFront: false) == "a")
  }
}

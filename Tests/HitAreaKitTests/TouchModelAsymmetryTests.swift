import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The touch model's x/y asymmetry, as `mostLikely` shows it: fingers miss more sideways than
/// vertically on small targets (σax² = 1.68 > σay² = 1.33 mm²), and more vertically on large ones
/// (αy = 0.0108 > αx = 0.0075 per mm² of size), so of two targets whose centres are equally far
/// from a touch, one to the right and one below, the one to the right wins when they are small
/// and the one below when they are large.
@Suite struct TouchModelAsymmetryTests {
  let tree = TestViewTree()

  struct Case: Sendable, CustomTestStringConvertible {
    var id: String
    /// The side of the two square targets, in points (0.16 mm each).
    var side: Double
    /// Which of the two wins under `mostLikely`.
    var winner: String
    var testDescription: String { id }
  }

  static let cases = [
    // 1.6 mm: variances 1.699 (x) against 1.358 (y) mm².
    Case(id: "small targets: sideways is likelier", side: 10, winner: "right"),
    // 24 mm: variances 6.00 (x) against 7.55 (y) mm².
    Case(id: "large targets: downwards is likelier", side: 150, winner: "below"),
  ]

  /// Two squares 10 pt away from the touch at (200, 200), one to its right and one below it,
  /// their centres equally far from it, each with a 20 pt hit area around it; the winner is
  /// behind the other, so that a tie rule cannot explain it.
  func hit(_ c: Case, _ policy: ResolutionPolicy) -> TestView? {
    let root = TestView("root", frame: Rect(x: 0, y: 0, width: 600, height: 600))
    let right = TestControl(
      "right", frame: Rect(x: 210, y: 200 - c.side / 2, width: c.side, height: c.side))
    let below = TestControl(
      "below", frame: Rect(x: 200 - c.side / 2, y: 210, width: c.side, height: c.side))
    for target in [right, below] { target.hitArea = .outset(20) }
    let (back, front) = c.winner == "right" ? (right, below) : (below, right)
    root.addSubview(back)
    root.addSubview(front)
    return HitTester(tree: tree, policy: policy, millimetresPerPoint: 0.16)
      .hitTest(Point(x: 200, y: 200), in: root)
  }

  @Test(arguments: cases)
  func mostLikelyFollowsTheAxisOfTheLargerVariance(_ c: Case) {
    #expect(hit(c, .mostLikely)?.name == c.winner)
    // Both edges are 10 pt away: nearest ties and gives the front-most, the other one.
    #expect(hit(c, .nearest)?.name != c.winner)
  }

  @Test func theDistanceIsSmallerSidewaysForSmallTargetsAndDownwardsForLargeOnes() {
    let model = BayesianTouchDistance.lab
    for (side, sidewaysIsCloser) in [(1.6, true), (24.0, false)] {
      let sideways = model.distance(dx: 3, dy: 0, width: side, height: side)
      let downwards = model.distance(dx: 0, dy: 3, width: side, height: side)
      #expect((sideways < downwards) == sidewaysIsCloser, "\(side) mm")
    }
  }
}

import HitAreaKit
import HitAreaKitTestSupport
import HitAreaTools
import Testing

/// The ceiling's decision rule.
@Suite struct BayesOptimalClassifierTests {
  struct PairCase: Sendable, CustomTestStringConvertible {
    var id: String
    var a: Rect
    var b: Rect
    var testDescription: String { id }
  }

  static let equalPairs: [PairCase] = [
    PairCase(
      id: "side by side, 10 pt gap", a: Rect(x: 100, y: 100, width: 40, height: 40),
      b: Rect(x: 150, y: 100, width: 40, height: 40)),
    PairCase(
      id: "stacked, touching", a: Rect(x: 100, y: 100, width: 60, height: 30),
      b: Rect(x: 100, y: 130, width: 60, height: 30)),
    PairCase(
      id: "side by side, wide gap, tall", a: Rect(x: 20, y: 300, width: 30, height: 90),
      b: Rect(x: 130, y: 300, width: 30, height: 90)),
  ]

  /// For two targets of equal size the Bayes rule is the nearest edge (TheTouchModel, "The best any policy can do").
  @Test(arguments: equalPairs, [FingerModel.lab, .wild])
  func equalTargetsSplitAtTheNearestEdge(_ c: PairCase, _ model: FingerModel) {
    let targets = [
      SimulationTarget(node: 1, id: "a", frame: c.a),
      SimulationTarget(node: 2, id: "b", frame: c.b),
    ]
    // Without a mean offset: the rule measures from the targets' own centres.
    var centred = model
    centred.meanOffsetX = 0
    centred.meanOffsetY = 0
    let classifier = BayesOptimalClassifier(
      targets: targets, model: centred, millimetresPerPoint: 0.16)
    var rng = SplitMix64(seed: 5)
    let box = c.a.union(c.b)
    var compared = 0
    for _ in 0..<2_000 {
      let p = Point(
        x: Double.random(in: box.minX - 20..<box.maxX + 20, using: &rng),
        y: Double.random(in: box.minY - 20..<box.maxY + 20, using: &rng))
      let da = c.a.squaredDistance(to: p)
      let db = c.b.squaredDistance(to: p)
      // Far outside the pair both edges can be equally near along the shared axis; skip
      // near-ties and the points where an edge distance is not a centre distance (beside the
      // pair, off both targets' shared span).
      let sharedY = c.a.minY == c.b.minY && p.y >= c.a.minY && p.y < c.a.maxY
      let sharedX = c.a.minX == c.b.minX && p.x >= c.a.minX && p.x < c.a.maxX
      guard sharedX || sharedY, abs(da - db) > 1e-6 else { continue }
      let expected = da < db ? 0 : 1
      #expect(classifier.classify(p) == expected, "\(p): edge² \(da) vs \(db)")
      compared += 1
    }
    #expect(compared > 200)
  }

  /// A small target keeps more of the gap than a big neighbour.
  @Test func theSmallTargetWinsTheGapMidpoint() {
    let card = SimulationTarget(
      node: 1, id: "card", frame: Rect(x: 100, y: 100, width: 93.75, height: 62.5))
    let close = SimulationTarget(
      node: 2, id: "close", frame: Rect(x: 203.75, y: 100, width: 18.75, height: 18.75))
    let classifier = BayesOptimalClassifier(
      targets: [card, close], model: .lab, millimetresPerPoint: 0.16)
    // Midway in the 10 pt gap, level with the button's centre.
    #expect(classifier.classify(Point(x: 198.75, y: 109.375)) == 1)
    // Inside the card, 6 pt from its edge: still the button (its σ is smaller).
    #expect(classifier.classify(Point(x: 187.75, y: 109.375)) == 1)
    // Deep in the card: the card.
    #expect(classifier.classify(Point(x: 130, y: 140)) == 0)
  }

  @Test func tiesGoToTheFrontMostAndNoTargetsGiveNil() {
    let frame = Rect(x: 0, y: 0, width: 44, height: 44)
    let twins = [
      SimulationTarget(node: 1, id: "back", frame: frame),
      SimulationTarget(node: 2, id: "front", frame: frame),
    ]
    let classifier = BayesOptimalClassifier(targets: twins, model: .lab, millimetresPerPoint: 0.16)
    #expect(classifier.classify(Point(x: 10, y: 10)) == 1)
    #expect(
      classifier.negativeLogLikelihood(of: Point(x: 10, y: 10), target: 0)
        == classifier.negativeLogLikelihood(of: Point(x: 10, y: 10), target: 1))
    let empty = BayesOptimalClassifier(targets: [], model: .lab, millimetresPerPoint: 0.16)
    #expect(empty.classify(Point(x: 10, y: 10)) == nil)
  }

  /// The mean offset shifts the decision: with μx = +0.8 mm, touches are expected to the right.
  @Test func theMeanOffsetShiftsTheBoundary() {
    let targets = [
      SimulationTarget(node: 1, id: "a", frame: Rect(x: 100, y: 100, width: 40, height: 40)),
      SimulationTarget(node: 2, id: "b", frame: Rect(x: 140, y: 100, width: 40, height: 40)),
    ]
    let classifier = BayesOptimalClassifier(
      targets: targets, model: .wild, millimetresPerPoint: 0.16)
    // The shared edge is at x = 140; μx = 0.8 mm = 5 pt moves the boundary to 145.
    #expect(classifier.classify(Point(x: 144, y: 120)) == 0)
    #expect(classifier.classify(Point(x: 146, y: 120)) == 1)
  }
}

/// The ceiling in the wild regime, where σ differs from the lab's, on targets of different sizes
/// (where σ matters).
@Suite struct BayesOptimalClassifierWildTests {
  /// A 20 pt square (3.2 mm) left of a 120 pt square (19.2 mm), 20 pt apart, centred on y = 60.
  static let targets = [
    SimulationTarget(node: 1, id: "small", frame: Rect(x: 0, y: 50, width: 20, height: 20)),
    SimulationTarget(node: 2, id: "large", frame: Rect(x: 40, y: 0, width: 120, height: 120)),
  ]

  static func classifier(_ model: FingerModel) -> BayesOptimalClassifier {
    BayesOptimalClassifier(targets: targets, model: model, millimetresPerPoint: 0.16)
  }

  /// `p(s | i) = N(s; cᵢ + μ, diag(αx·wᵢ² + σax² + τx², αy·hᵢ² + σay² + τy²))` with the wild
  /// regime's numbers written out: α = (0.0075, 0.0108), σa = (2.1, 2.4) mm, μ = (0.8, 0) mm,
  /// τ = (1.0, 0.75) mm.
  @Test func theWildLikelihoodIsTheModelsWithItsOwnVariances() {
    let p = Point(x: 49, y: 70)
    let mm = 0.16
    func expected(centre: Point, width: Double, height: Double) -> Double {
      let vx = 0.0075 * width * width + 2.1 * 2.1 + 1.0 * 1.0
      let vy = 0.0108 * height * height + 2.4 * 2.4 + 0.75 * 0.75
      let dx = (p.x - centre.x) * mm - 0.8
      let dy = (p.y - centre.y) * mm
      return 0.5 * (dx * dx / vx + dy * dy / vy) + 0.5 * naturalLog(vx * vy)
    }
    let classifier = Self.classifier(.wild)
    let small = expected(centre: Point(x: 10, y: 60), width: 3.2, height: 3.2)
    let large = expected(centre: Point(x: 100, y: 60), width: 19.2, height: 19.2)
    #expect(abs(classifier.negativeLogLikelihood(of: p, target: 0) - small) < 1e-9)
    #expect(abs(classifier.negativeLogLikelihood(of: p, target: 1) - large) < 1e-9)
  }

  /// Under the lab's tighter σ the boundary between the two lies 6.1 pt inside the large target;
  /// under the wild's wider σ the small target keeps more: 11.8 pt (without the mean offset),
  /// 16.8 pt with it (μx = 0.8 mm = 5 pt moves both centres right).
  @Test func nearTheBoundaryTheWildVariancesGiveTheTouchToTheSmallTarget() {
    var centredWild = FingerModel.wild
    centredWild.meanOffsetX = 0
    let touch = Point(x: 49, y: 60)
    #expect(Self.classifier(.lab).classify(touch) == 1)
    #expect(Self.classifier(centredWild).classify(touch) == 0)
    // Either side of each boundary.
    for (model, boundary) in [(FingerModel.lab, 46.1), (centredWild, 51.8), (.wild, 56.8)] {
      #expect(
        Self.classifier(model).classify(Point(x: boundary - 0.3, y: 60)) == 0, "\(model.name)")
      #expect(
        Self.classifier(model).classify(Point(x: boundary + 0.3, y: 60)) == 1, "\(model.name)")
    }
    var labWithTheWildOffset = FingerModel.lab
    labWithTheWildOffset.meanOffsetX = 0.8
    #expect(Self.classifier(.wild).classify(Point(x: 54, y: 60)) == 0)
    #expect(Self.classifier(labWithTheWildOffset).classify(Point(x: 54, y: 60)) == 1)
  }
}

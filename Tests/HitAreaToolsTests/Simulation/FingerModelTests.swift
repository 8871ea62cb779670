import HitAreaKit
import HitAreaTools
import Testing

/// The finger model against the closed forms of the TheTouchModel article ("An isolated target").
@Suite struct FingerModelTests {
  struct SizeCase: Sendable, CustomTestStringConvertible {
    var side: Double
    var expected: Double
    var testDescription: String { "\(side) mm square: \(expected)" }
  }

  /// Squares in the lab regime (TheTouchModel, "An isolated target").
  static let labSquares: [SizeCase] = [
    SizeCase(side: 2.4, expected: 0.442), SizeCase(side: 4.8, expected: 0.870),
    SizeCase(side: 7.2, expected: 0.979), SizeCase(side: 9.6, expected: 0.997),
    SizeCase(side: 7.0, expected: 0.975), SizeCase(side: 7.62, expected: 0.985),
  ]

  @Test(arguments: labSquares)
  func closedFormMatchesThePublishedTable(_ c: SizeCase) {
    let p = FingerModel.lab.isolatedSuccessProbability(width: c.side, height: c.side)
    #expect(abs(p - c.expected) <= 0.0006, "\(p)")
  }

  @Test(arguments: [(1.0, 0.952), (2.0, 0.852), (0.0, 0.975)])
  func anOffsetCostsWhatTheNotesSay(_ offset: Double, _ expected: Double) {
    // TheTouchModel, "An isolated target": a 7 mm square, lab regime, offset along y.
    let model = FingerModel(meanOffsetY: offset)
    #expect(abs(model.isolatedSuccessProbability(width: 7, height: 7) - expected) <= 0.0006)
  }

  @Test func regimesHaveTheResearchedParameters() {
    let lab = FingerModel.lab
    #expect(lab.name == "lab")
    #expect(lab.tapVariances(width: 10, height: 10) == (0.75 + 1.68, 1.08 + 1.33))
    #expect(lab.marginalVariances(width: 10, height: 10) == lab.tapVariances(width: 10, height: 10))
    #expect(lab.touchDistance == BayesianTouchDistance.lab)
    let wild = FingerModel.wild
    #expect(wild.name == "wild")
    #expect([wild.absoluteSigmaX, wild.absoluteSigmaY] == [2.1, 2.4])
    #expect([wild.meanOffsetX, wild.meanOffsetY] == [0.8, 0])
    #expect([wild.userOffsetSigmaX, wild.userOffsetSigmaY] == [1.0, 0.75])
    let (vx, vy) = wild.marginalVariances(width: 0, height: 0)
    #expect(abs(vx - (2.1 * 2.1 + 1)) < 1e-12 && abs(vy - (2.4 * 2.4 + 0.5625)) < 1e-12)
    #expect(abs(wild.touchDistance.absoluteSigmaX - vx.squareRoot()) < 1e-12)
  }

  @Test(arguments: [(0.0, 1.0), (-1.0, 1.0), (Double.nan, 1.0), (1.0, Double.infinity)])
  func degenerateSizesNeverSucceed(_ width: Double, _ height: Double) {
    #expect(FingerModel.lab.isolatedSuccessProbability(width: width, height: height) == 0)
  }

  @Test func withoutNoiseATapAlwaysLandsOnTheCentre() {
    let still = FingerModel(
      alphaX: 0, alphaY: 0, absoluteSigmaX: 0, absoluteSigmaY: 0)
    #expect(still.isolatedSuccessProbability(width: 1, height: 1) == 1)
    let off = FingerModel(
      alphaX: 0, alphaY: 0, absoluteSigmaX: 0, absoluteSigmaY: 0, meanOffsetX: 0.6)
    #expect(off.isolatedSuccessProbability(width: 1, height: 1) == 0)
  }
}

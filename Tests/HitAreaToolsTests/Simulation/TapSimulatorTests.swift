import Foundation
import HitAreaKit
import HitAreaTools
import Testing

/// The simulator: targets, outcome classes, the closed forms, determinism.
@Suite struct TapSimulatorTests {
  static func only(_ policies: [ResolutionPolicy], taps: Int, ceiling: Bool = false)
    -> SimulationConfiguration
  {
    SimulationConfiguration(
      tapsPerTarget: taps, policies: policies, includesBounds: false, includesCeiling: ceiling)
  }

  struct SquareCase: Sendable, CustomTestStringConvertible {
    var side: Double
    var published: Double
    var taps: Int
    var testDescription: String { "\(side) mm square, \(taps) taps" }
  }

  /// Squares in the lab regime (TheTouchModel, "An isolated target").
  ///
  /// The taps give a standard error of at most 0.16 pp, so ±0.5 pp is more than three of them.
  static let squares: [SquareCase] = [
    SquareCase(side: 2.4, published: 0.442, taps: 100_000),
    SquareCase(side: 4.8, published: 0.870, taps: 50_000),
    SquareCase(side: 7.2, published: 0.979, taps: 20_000),
    SquareCase(side: 9.6, published: 0.997, taps: 20_000),
  ]

  @Test(arguments: squares)
  func monteCarloMatchesTheClosedForm(_ c: SquareCase) throws {
    let screen = SimulationScreens.isolatedSquare(sideMillimetres: c.side)
    let result = TapSimulator(
      snapshot: screen, model: .lab, configuration: Self.only([.frontmost], taps: c.taps)
    ).run(seed: 11)
    let outcome = try #require(result.policies[.frontmost])
    let closed = FingerModel.lab.isolatedSuccessProbability(width: c.side, height: c.side)
    #expect(abs(outcome.correct - c.published) <= 0.005, "\(outcome.correct)")
    #expect(abs(outcome.correct - closed) <= 0.005, "\(outcome.correct) vs \(closed)")
    // Every miss lands on the window, which is not a target.
    #expect(outcome.wrong == 0)
    #expect(abs(outcome.none - (1 - outcome.correct)) < 1e-12)
  }

  @Test func theWildRegimeMatchesItsClosedFormToo() throws {
    // A single tap is N(μ, σ² + τ²) whatever the users: the closed form holds for wild as well.
    let screen = SimulationScreens.isolatedSquare(sideMillimetres: 7)
    let result = TapSimulator(
      snapshot: screen, model: .wild, configuration: Self.only([.frontmost], taps: 40_000)
    ).run(seed: 12)
    let correct = try #require(result.policies[.frontmost]).correct
    let closed = FingerModel.wild.isolatedSuccessProbability(width: 7, height: 7)
    // Users of 100 taps make the estimate noisier than independent taps: allow 1.5 pp.
    #expect(abs(correct - closed) <= 0.015, "\(correct) vs \(closed)")
  }

  @Test func targetsSkipHiddenDisabledAndOffscreenViews() {
    let simulator = TapSimulator(snapshot: SimulationScreens.mixed(), model: .lab)
    #expect(simulator.targets.map(\.id) == ["button", "row", "switch", "onPanel"])
    let row = simulator.targets[1]
    #expect(row.frame == Rect(x: 0, y: 300, width: 390, height: 44))
    #expect(simulator.targets[2].frame == Rect(x: 170, y: 306.5, width: 51, height: 31))
  }

  @Test func outcomesAreCorrectWrongOrNone() throws {
    let result = TapSimulator(
      snapshot: SimulationScreens.mixed(), model: .lab,
      configuration: Self.only([.frontmost], taps: 2_000)
    ).run(seed: 3)
    let outcome = try #require(result.policies[.frontmost])
    let byID = Dictionary(uniqueKeysWithValues: zip(result.targets.map(\.id), outcome.targets))
    // Taps on the button reach its label, which belongs to the button: correct.
    let button = try #require(byID["button"])
    #expect(button.correct > 0.97 && button.wrong == 0)
    // The row's switch is a target of its own: taps meant for the row that land on it are
    // wrong, and counted for the switch.
    let row = try #require(byID["row"])
    #expect(row.wrongTargets.map(\.id) == ["switch"])
    #expect(row.wrongTaps > 0 && row.wrongTargets[0].taps == row.wrongTaps)
    // The switch's misses land in the row around it, or above and below the row: none.
    let toggle = try #require(byID["switch"])
    #expect(toggle.wrongTargets.map(\.id) == ["row"] && toggle.correct > 0.9)
    #expect(toggle.none > 0 && toggle.wrong > 0)
    // A target next to a non-target panel loses its misses to the panel: none.
    let onPanel = try #require(byID["onPanel"])
    #expect(onPanel.none > 0 && onPanel.wrong == 0)
  }

  @Test(arguments: [FingerModel.lab, .wild])
  func perTargetSharesSumToOne(_ model: FingerModel) {
    let result = TapSimulator(
      snapshot: SimulationScreens.mixed(), model: model,
      configuration: SimulationConfiguration(tapsPerTarget: 500)
    ).run(seed: 4)
    var outcomes = result.policyOrder.compactMap { result.policies[$0] }
    outcomes += [result.bounds, result.ceiling].compactMap { $0 }
    #expect(outcomes.count == 5)
    for outcome in outcomes {
      for target in outcome.targets {
        #expect(target.correctTaps + target.wrongTaps + target.noneTaps == 500)
        #expect(target.wrongTargets.map(\.taps).reduce(0, +) == target.wrongTaps)
        #expect(abs(target.correct + target.wrong + target.none - 1) < 1e-12)
      }
      #expect(abs(outcome.correct + outcome.wrong + outcome.none - 1) < 1e-12)
    }
    // The ceiling never leaves a tap without a target.
    #expect(result.ceiling?.none == 0)
  }

  @Test func sameSeedSameBytesOtherSeedOtherBytes() {
    let simulator = TapSimulator(
      snapshot: SimulationScreens.mixed(), model: .wild,
      configuration: SimulationConfiguration(tapsPerTarget: 300, tapsPerUser: 30))
    let first = simulator.run(seed: 42).json()
    let again = simulator.run(seed: 42).json()
    let other = simulator.run(seed: 43).json()
    #expect(Array(first.utf8) == Array(again.utf8))
    #expect(first != other)
    // A fresh simulator over an equal snapshot gives the same bytes as well.
    let fresh = TapSimulator(
      snapshot: SimulationScreens.mixed(), model: .wild,
      configuration: SimulationConfiguration(tapsPerTarget: 300, tapsPerUser: 30))
    #expect(fresh.run(seed: 42).json() == first)
  }

  /// TheTouchModel, "Layouts that tell the policies apart": on a gapless row, front-most enlargement is worse than plain
  /// bounds, while nearest and mostLikely are not.
  @Test func gaplessRowFrontmostLosesToBounds() throws {
    let result = TapSimulator(
      snapshot: SimulationScreens.keyRow(), model: .lab,
      configuration: SimulationConfiguration(tapsPerTarget: 4_000)
    ).run(seed: 8)
    let bounds = try #require(result.bounds?.correct)
    let frontmost = try #require(result.policies[.frontmost]?.correct)
    let nearest = try #require(result.policies[.nearest]?.correct)
    let mostLikely = try #require(result.policies[.mostLikely]?.correct)
    let ceiling = try #require(result.ceiling?.correct)
    #expect(frontmost < bounds - 0.01)
    #expect(nearest >= bounds && mostLikely >= bounds)
    #expect(ceiling >= mostLikely - 0.002)
  }

  @Test func boundsBaselineIgnoresHitAreas() throws {
    // With every hit area at its bounds already, the baseline equals frontmost tap for tap.
    let result = TapSimulator(
      snapshot: SimulationScreens.keyRow(hitArea: .bounds), model: .wild,
      configuration: SimulationConfiguration(tapsPerTarget: 1_000, policies: [.frontmost])
    ).run(seed: 2)
    #expect(result.bounds == result.policies[.frontmost])
  }

  @Test func anEmptyScreenGivesAnEmptyResult() {
    let result = TapSimulator(snapshot: SimulationScreens.window(), model: .lab).run(seed: 1)
    #expect(result.targets.isEmpty)
    #expect(result.policies[.frontmost]?.correct == 0)
    #expect(result.ceiling?.correct == 0)
  }

  @Test func theSnapshotsPointSizeIsUsedUnlessOverridden() {
    var screen = SimulationScreens.isolatedSquare(sideMillimetres: 5)
    screen.millimetresPerPoint = 0.2
    #expect(TapSimulator(snapshot: screen, model: .lab).millimetresPerPoint == 0.2)
    let overridden = SimulationConfiguration(millimetresPerPoint: 0.15)
    #expect(
      TapSimulator(snapshot: screen, model: .lab, configuration: overridden).millimetresPerPoint
        == 0.15)
  }
}

extension TapSimulatorTests {
  @Test func repeatedPoliciesAreSimulatedOnce() {
    let result = TapSimulator(
      snapshot: SimulationScreens.keyRow(count: 2), model: .lab,
      configuration: SimulationConfiguration(
        tapsPerTarget: 20, policies: [.nearest, .frontmost, .nearest], includesBounds: false)
    ).run(seed: 1)
    #expect(result.policyOrder == [.nearest, .frontmost])
    #expect(result.json().contains("\"policies\":{\"nearest\":{"))
  }
}

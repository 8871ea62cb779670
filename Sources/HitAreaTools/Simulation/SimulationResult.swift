import HitAreaKit

/// The outcome of a tap-accuracy simulation of one screen under one finger model.
///
/// ```swift
/// let result = TapSimulator(snapshot: screen, model: .lab).run(seed: 1)
/// result.policies[.frontmost]?.correct  // share of taps that reached the intended target
/// result.ceiling?.correct               // the Bayes-optimal share
/// print(result.textTable())
/// print(result.json())
/// ```
public struct SimulationResult: Hashable, Sendable {
  /// The seed the taps were drawn from.
  public var seed: UInt64
  /// The finger model.
  public var model: FingerModel
  /// The physical size of a point used.
  public var millimetresPerPoint: Double
  /// Taps aimed at every target.
  public var tapsPerTarget: Int
  /// Consecutive taps sharing one user's offset.
  public var tapsPerUser: Int
  /// The touch model the engine's `ResolutionPolicy.mostLikely` used.
  public var engineTouchDistance: BayesianTouchDistance
  /// The simulated targets, back to front.
  public var targets: [SimulationTarget]
  /// The simulated policies, in report order.
  public var policyOrder: [ResolutionPolicy]
  /// The outcome under each simulated hit-testing policy, with the snapshot's hit areas.
  public var policies: [ResolutionPolicy: PolicyOutcome]
  /// The outcome of UIKit without HitAreaKit: hit areas at their bounds, overflow off,
  /// front-most wins.
  ///
  /// `nil` when not simulated.
  public var bounds: PolicyOutcome?
  /// The outcome of the ``BayesOptimalClassifier`` on the same taps.
  ///
  /// `nil` when not computed.
  public var ceiling: PolicyOutcome?
  /// The outcome with the automatic minimum size
  /// (``SimulationConfiguration/automaticMinimumSize``).
  ///
  /// `nil` when not simulated.
  public var automatic: PolicyOutcome? = nil
  /// The automatic minimum size of ``automatic``, in points.
  public var automaticMinimumSize: Double? = nil

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - model: The finger model.
  ///   - millimetresPerPoint: The physical size of a point.
  ///   - tapsPerTarget: Taps per target.
  ///   - tapsPerUser: Taps per simulated user.
  ///   - engineTouchDistance: The engine's touch model for `mostLikely`.
  ///   - targets: The targets.
  ///   - policyOrder: The policies in report order.
  ///   - policies: The outcome per policy.
  ///   - bounds: The plain-bounds outcome.
  ///   - ceiling: The Bayes-optimal outcome.
  package init(
    seed: UInt64, model: FingerModel, millimetresPerPoint: Double, tapsPerTarget: Int,
    tapsPerUser: Int, engineTouchDistance: BayesianTouchDistance, targets: [SimulationTarget],
    policyOrder: [ResolutionPolicy], policies: [ResolutionPolicy: PolicyOutcome],
    bounds: PolicyOutcome?, ceiling: PolicyOutcome?
  ) {
    self.seed = seed
    self.model = model
    self.millimetresPerPoint = millimetresPerPoint
    self.tapsPerTarget = tapsPerTarget
    self.tapsPerUser = tapsPerUser
    self.engineTouchDistance = engineTouchDistance
    self.targets = targets
    self.policyOrder = policyOrder
    self.policies = policies
    self.bounds = bounds
    self.ceiling = ceiling
  }

  /// The regime's name (the model's name).
  public var regime: String { model.name }

  /// An outcome's correct share as a fraction of the ceiling's, or `nil` without a ceiling (or
  /// with a ceiling of zero).
  ///
  /// - Parameter outcome: A policy's (or the bounds') outcome.
  public func shareOfCeiling(_ outcome: PolicyOutcome) -> Double? {
    guard let ceiling, ceiling.correct > 0 else { return nil }
    return outcome.correct / ceiling.correct
  }
}

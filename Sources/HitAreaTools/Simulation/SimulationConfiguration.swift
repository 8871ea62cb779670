import HitAreaKit

/// How many taps a simulation runs and what it compares.
///
/// The default of 40,000 taps per target bounds the 95 % confidence interval of each target's
/// share by ±0.49 percentage points in the worst case (a share of 50 %) when taps are
/// independent, as in the ``FingerModel/lab`` regime. With per-user offsets (``FingerModel/wild``)
/// taps of one user are correlated and the interval is wider; the screen's share, a mean over
/// targets, is tighter than any single target's.
///
/// ```swift
/// var configuration = SimulationConfiguration()
/// configuration.tapsPerTarget = 10_000
/// configuration.policies = [.frontmost, .mostLikely]
/// ```
public struct SimulationConfiguration: Hashable, Sendable {
  /// Taps aimed at every target.
  public var tapsPerTarget: Int
  /// Consecutive taps that share one simulated user's offset.
  public var tapsPerUser: Int
  /// The policies whose hit testing is simulated, in report order.
  public var policies: [ResolutionPolicy]
  /// Whether to simulate UIKit without HitAreaKit as well: every hit area reset to
  /// `HitArea.bounds`, overflow switches off, `ResolutionPolicy.frontmost`.
  public var includesBounds: Bool
  /// Whether to classify every tap with the ``BayesOptimalClassifier`` as well.
  public var includesCeiling: Bool
  /// The physical size of a point; `nil` takes `LayoutSnapshot.millimetresPerPoint`.
  public var millimetresPerPoint: Double?
  /// The touch model the engine's `ResolutionPolicy.mostLikely` uses.
  ///
  /// `nil` keeps the engine's shipping default, `BayesianTouchDistance.lab`, whatever the simulated
  /// regime: an app does not know its users. Set it to ``FingerModel/touchDistance`` to simulate a
  /// matched engine.
  public var engineTouchDistance: BayesianTouchDistance?
  /// The automatic minimum size to simulate as one more lane (`automatic`): the snapshot's hit
  /// areas kept, every automatic target without one of its own given this minimum size
  /// (`HitTester.automaticMinimumSize`), overlaps resolved by ``automaticPolicy``.
  ///
  /// `nil` (the default): no such lane.
  public var automaticMinimumSize: Double? = nil
  /// The policy of the `automatic` lane: `ResolutionPolicy.mostLikely` by default;
  /// `ResolutionPolicy.frontmost` counts as `mostLikely`.
  public var automaticPolicy: ResolutionPolicy = .mostLikely

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - tapsPerTarget: Taps aimed at every target (at least 1).
  ///   - tapsPerUser: Taps per simulated user (at least 1).
  ///   - policies: The policies to simulate.
  ///   - includesBounds: Whether to simulate plain bounds as well.
  ///   - includesCeiling: Whether to compute the Bayes-optimal ceiling as well.
  ///   - millimetresPerPoint: Overrides the snapshot's physical point size.
  ///   - engineTouchDistance: Overrides the engine's touch model for `mostLikely`.
  public init(
    tapsPerTarget: Int = 40_000, tapsPerUser: Int = 100,
    policies: [ResolutionPolicy] = ResolutionPolicy.allCases, includesBounds: Bool = true,
    includesCeiling: Bool = true, millimetresPerPoint: Double? = nil,
    engineTouchDistance: BayesianTouchDistance? = nil
  ) {
    self.tapsPerTarget = tapsPerTarget
    self.tapsPerUser = tapsPerUser
    self.policies = policies
    self.includesBounds = includesBounds
    self.includesCeiling = includesCeiling
    self.millimetresPerPoint = millimetresPerPoint
    self.engineTouchDistance = engineTouchDistance
  }

  /// Half the width of the 95 % confidence interval of one target's share in the worst case
  /// (a share of one half, independent taps): `1.96·√(0.25/N)`.
  ///
  /// ```swift
  /// SimulationConfiguration().worstCaseMarginOfError  // 0.0049
  /// ```
  public var worstCaseMarginOfError: Double {
    1.96 * (0.25 / Double(Swift.max(1, tapsPerTarget))).squareRoot()
  }
}

/// Where taps went under one way of deciding: a hit-testing policy, plain bounds, or the
/// Bayes-optimal ceiling.
///
/// The screen's shares are means over targets (a uniform prior: every target is equally likely
/// to be the one a user means).
///
/// ```swift
/// let frontmost = result.policies[.frontmost]
/// frontmost?.correct  // 0.957, the screen's share of correct taps
/// frontmost?.targets.map(\.correct)
/// ```
public struct PolicyOutcome: Hashable, Sendable {
  /// One outcome per target, in the order of ``SimulationResult/targets``.
  public var targets: [TargetOutcome]

  /// Creates an outcome from its targets' outcomes.
  ///
  /// - Parameter targets: One outcome per simulated target.
  package init(targets: [TargetOutcome]) {
    self.targets = targets
  }

  /// The screen's share of taps that reached the intended target, 0–1 (0 without targets).
  public var correct: Double { mean(\.correct) }
  /// The screen's share of taps that reached another target, 0–1.
  public var wrong: Double { mean(\.wrong) }
  /// The screen's share of taps that reached no target, 0–1.
  public var none: Double { mean(\.none) }

  private func mean(_ share: (TargetOutcome) -> Double) -> Double {
    guard !targets.isEmpty else { return 0 }
    var sum = 0.0
    for target in targets { sum += share(target) }
    return sum / Double(targets.count)
  }
}

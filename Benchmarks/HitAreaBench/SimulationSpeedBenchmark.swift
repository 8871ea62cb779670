import HitAreaKit
import HitAreaTools

/// Simulated taps per second on the 100-target screen, `frontmost` only (no bounds baseline, no
/// ceiling): drawing the touch, hit testing it with the engine and counting the outcome.
enum SimulationSpeedBenchmark {
  struct Row {
    var lanes: String
    var tapsPerSecond: Double
  }

  /// The rows in the last line's JSON: `{"<lanes>": taps per second, …}`, whole taps.
  static func record(_ rows: [Row]) -> BenchmarkRecord {
    BenchmarkRecord(numbers: rows.map { ($0.lanes, $0.tapsPerSecond) }, decimals: 0)
  }

  static func run() -> [Row] {
    let screen = AccuracyLayouts.hundredTargets()
    let variants: [(String, SimulationConfiguration)] = [
      (
        "frontmost",
        SimulationConfiguration(
          tapsPerTarget: 20_000, policies: [.frontmost], includesBounds: false,
          includesCeiling: false)
      ),
      (
        "ceiling",
        SimulationConfiguration(
          tapsPerTarget: 5_000, policies: [], includesBounds: false, includesCeiling: true)
      ),
      (
        "nearest",
        SimulationConfiguration(
          tapsPerTarget: 5_000, policies: [.nearest], includesBounds: false, includesCeiling: false)
      ),
      (
        "mostLikely",
        SimulationConfiguration(
          tapsPerTarget: 5_000, policies: [.mostLikely], includesBounds: false,
          includesCeiling: false)
      ),
      ("all (bounds, 3 policies, ceiling)", SimulationConfiguration(tapsPerTarget: 2_000)),
    ]
    return variants.map { name, configuration in
      let simulator = TapSimulator(snapshot: screen, model: .lab, configuration: configuration)
      let taps = Double(simulator.targets.count * configuration.tapsPerTarget)
      var best = Double.infinity
      var sink = 0.0
      for seed in 0..<3 {
        let clock = ContinuousClock()
        let start = clock.now
        let result = simulator.run(seed: UInt64(seed))
        let elapsed = clock.now - start
        sink += result.policies[.frontmost]?.correct ?? 0
        let (s, atto) = elapsed.components
        best = min(best, Double(s) + Double(atto) / 1e18)
      }
      if sink < 0 { print(sink) }
      return Row(lanes: name, tapsPerSecond: taps / best)
    }
  }
}

import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

/// The tap-accuracy benchmark: every benchmark screen under the `lab` and `wild` regimes, the
/// share of correct taps for plain bounds, each policy and the Bayes-optimal ceiling.
enum AccuracyBenchmark {
  struct Row {
    var layout: String
    var regime: String
    var targets: Int
    var bounds: Double
    var frontmost: Double
    var nearest: Double
    var mostLikely: Double
    /// The automatic minimum size of 44 pt (default policy) on the same screen without its
    /// explicit hit areas.
    var automatic: Double
    var ceiling: Double

    /// The row in the last line's JSON, shares with four decimals.
    var record: BenchmarkRecord {
      BenchmarkRecord(
        text: [("layout", layout), ("regime", regime)],
        numbers: [
          ("bounds", bounds), ("frontmost", frontmost), ("nearest", nearest),
          ("mostLikely", mostLikely), ("automatic", automatic), ("ceiling", ceiling),
        ], decimals: 4)
    }
  }

  static let seed: UInt64 = 20_260_601
  static let tapsPerTarget = 40_000

  /// Runs every layout under both regimes; with `detail`, prints each layout's full table.
  static func run(layouts: [LayoutSnapshot] = AccuracyLayouts.all(), detail: Bool = false) -> [Row]
  {
    var rows: [Row] = []
    for model in [FingerModel.lab, .wild] {
      for layout in layouts {
        let simulator = TapSimulator(
          snapshot: layout, model: model,
          configuration: SimulationConfiguration(tapsPerTarget: tapsPerTarget))
        let result = simulator.run(seed: seed)
        if detail { print("\(layout.name ?? "unnamed"):\n\(result.textTable())\n") }
        var automaticOnly = SimulationConfiguration(
          tapsPerTarget: tapsPerTarget, policies: [], includesBounds: false,
          includesCeiling: false)
        automaticOnly.automaticMinimumSize = 44
        let automatic = TapSimulator(
          snapshot: withoutOwnHitAreas(layout), model: model, configuration: automaticOnly
        ).run(seed: seed)
        rows.append(
          Row(
            layout: layout.name ?? "unnamed", regime: model.name, targets: result.targets.count,
            bounds: result.bounds?.correct ?? 0,
            frontmost: result.policies[.frontmost]?.correct ?? 0,
            nearest: result.policies[.nearest]?.correct ?? 0,
            mostLikely: result.policies[.mostLikely]?.correct ?? 0,
            automatic: automatic.automatic?.correct ?? 0, ceiling: result.ceiling?.correct ?? 0))
      }
    }
    return rows
  }

  /// The screen as an engineer who relies on the automatic minimum size leaves it: the
  /// layouts' own `.minimumSize(44)` hit areas never set.
  static func withoutOwnHitAreas(_ layout: LayoutSnapshot) -> LayoutSnapshot {
    var s = layout
    for i in s.nodes.indices where s.nodes[i].hitArea == .minimumSize(44) {
      s.update(nodeAt: i) {
        $0.hitArea = .bounds
        $0.isHitAreaSet = false
      }
    }
    return s
  }

  /// The lab layouts the automatic minimum size must bring within 1.5 pp of the ceiling.
  static let automaticGoalLayouts = ["icon toolbar", "close button on card", "player controls"]

  static func report(_ rows: [Row]) {
    let header = ["bounds", "frontmost", "nearest", "mostLikely", "automatic", "ceiling"]
    let width = max(22, rows.map(\.layout.count).max() ?? 0)
    print(
      "Share of taps that reach the intended target (\(tapsPerTarget) taps per target, seed \(seed))"
    )
    print(
      BenchmarkMain.pad("layout", width, left: true) + "  "
        + BenchmarkMain.pad("regime", 6, left: true) + "  "
        + header.map { BenchmarkMain.pad($0, 10) }.joined(separator: " "))
    for r in rows {
      let cells = [r.bounds, r.frontmost, r.nearest, r.mostLikely, r.automatic, r.ceiling]
        .map { BenchmarkMain.pad(DecimalText.fixed($0 * 100, decimals: 1) + "%", 10) }.joined(
          separator: " ")
      print(
        BenchmarkMain.pad(r.layout, width, left: true) + "  "
          + BenchmarkMain.pad(r.regime, 6, left: true) + "  " + cells)
    }
    let worse = rows.filter { $0.frontmost < $0.bounds }
    print(
      "frontmost with enlarged areas worse than plain bounds: "
        + (worse.isEmpty
          ? "none" : worse.map { "\($0.layout) (\($0.regime))" }.joined(separator: ", ")))
    let lab = rows.filter { $0.regime == "lab" }
    if let widest = lab.max(by: { $0.ceiling - $0.mostLikely < $1.ceiling - $1.mostLikely }) {
      let gap = (widest.ceiling - widest.mostLikely) * 100
      print(
        "mostLikely within 1 pp of the ceiling on every lab layout: \(gap <= 1 ? "yes" : "no")"
          + " (widest gap \(DecimalText.fixed(gap, decimals: 2)) pp, \(widest.layout))")
    }
    let belowBounds = rows.filter { $0.nearest < $0.bounds || $0.mostLikely < $0.bounds }
    print(
      "nearest or mostLikely below plain bounds: "
        + (belowBounds.isEmpty
          ? "none" : belowBounds.map { "\($0.layout) (\($0.regime))" }.joined(separator: ", ")))
    let automaticBelow = rows.filter { $0.automatic < $0.bounds }
    print(
      "automatic below plain bounds: "
        + (automaticBelow.isEmpty
          ? "none" : automaticBelow.map { "\($0.layout) (\($0.regime))" }.joined(separator: ", ")))
    let goal = lab.filter { automaticGoalLayouts.contains($0.layout) }
    let gaps = goal.map { ($0.layout, ($0.ceiling - $0.automatic) * 100) }
    let widestGoal = gaps.max { $0.1 < $1.1 }
    print(
      "automatic within 1.5 pp of the ceiling on \(automaticGoalLayouts.joined(separator: ", ")) (lab): "
        + "\((widestGoal?.1 ?? 0) <= 1.5 ? "yes" : "no")"
        + (widestGoal.map { " (widest gap \(DecimalText.fixed($0.1, decimals: 2)) pp, \($0.0))" }
          ?? ""))
    BenchmarkMain.printJSON(["accuracy": rows.map(\.record)])
  }
}

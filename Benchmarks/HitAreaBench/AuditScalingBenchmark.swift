import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot

/// How the audit's cost grows with the number of targets on one screen.
///
/// Grids, a single row and random layouts of n small buttons (30 × 30 pt with 4 pt gaps; every
/// other one with a 44-pt minimum size whose hit area reaches across the gap), at n = 100, 1,000
/// and 10,000. It prints the time per target and the fitted exponent of time against n
/// (1: linear); each time is the best of three runs.
enum AuditScalingBenchmark {
  /// One layout at one size.
  struct Row {
    var layout: String
    var targets: Int
    var seconds: Double
    var findings: Int

    var record: BenchmarkRecord {
      BenchmarkRecord(
        text: [("layout", layout)],
        numbers: [
          ("targets", Double(targets)), ("seconds", seconds),
          ("microsecondsPerTarget", seconds * 1e6 / Double(targets)),
          ("findings", Double(findings)),
        ], decimals: 4)
    }
  }

  static let layouts = ["grid", "row", "random"]

  static func run(sizes: [Int] = [100, 1_000, 10_000]) -> [Row] {
    var rows: [Row] = []
    for layout in layouts {
      for n in sizes {
        let screen = snapshot(layout, n)
        let clock = ContinuousClock()
        var report: AuditReport?
        // The best of three runs: the first one also pays for warming up.
        var best = Double.infinity
        for _ in 0..<3 {
          let (s, atto) = clock.measure { report = TapTargetAudit().audit(screen) }.components
          best = Swift.min(best, Double(s) + Double(atto) / 1e18)
        }
        rows.append(
          Row(layout: layout, targets: n, seconds: best, findings: report?.findings.count ?? 0))
      }
    }
    return rows
  }

  /// The least-squares slope of log time against log targets, for one layout.
  static func exponent(_ rows: [Row]) -> Double {
    let xs = rows.map { naturalLog(Double($0.targets)) }
    let ys = rows.map { naturalLog(Swift.max($0.seconds, 1e-9)) }
    let mx = xs.reduce(0, +) / Double(xs.count)
    let my = ys.reduce(0, +) / Double(ys.count)
    let sxy = zip(xs, ys).map { ($0 - mx) * ($1 - my) }.reduce(0, +)
    let sxx = xs.map { ($0 - mx) * ($0 - mx) }.reduce(0, +)
    return sxx > 0 ? sxy / sxx : 0
  }

  /// A screen of `n` buttons in a layout.
  static func snapshot(_ layout: String, _ n: Int) -> LayoutSnapshot {
    let columns = Int(Double(n).squareRoot().rounded(.up))
    var frames: [(Rect, Bool)] = []
    var width = 0.0
    var height = 0.0
    switch layout {
    case "grid":
      let rowsCount = (n + columns - 1) / columns
      for i in 0..<n {
        let (r, c) = i.quotientAndRemainder(dividingBy: columns)
        frames.append(
          (
            Rect(x: 8 + 34 * Double(c), y: 8 + 34 * Double(r), width: 30, height: 30),
            (r + c) % 2 == 0
          ))
      }
      width = 16 + 34 * Double(columns)
      height = 16 + 34 * Double(rowsCount)
    case "row":
      for i in 0..<n {
        frames.append((Rect(x: 8 + 34 * Double(i), y: 8, width: 30, height: 30), i % 2 == 0))
      }
      width = 16 + 34 * Double(n)
      height = 46
    default:
      var rng = SplitMix64(seed: UInt64(n) &* 1_000_003 &+ 1)
      let side = Double(columns) * 34 + 16
      for _ in 0..<n {
        let w = Double(Int.random(in: 20...50, using: &rng))
        let h = Double(Int.random(in: 20...50, using: &rng))
        let x = Double(Int.random(in: 0...Int(side - w), using: &rng))
        let y = Double(Int.random(in: 0...Int(side - h), using: &rng))
        frames.append(
          (Rect(x: x, y: y, width: w, height: h), Int.random(in: 0..<3, using: &rng) == 0))
      }
      width = side
      height = side
    }
    var screen = LayoutSnapshot(
      root: LayoutNode(
        id: "window", type: "UIWindow", frame: Rect(x: 0, y: 0, width: width, height: height)))
    screen.name = "\(layout)_\(n)"
    for (i, (frame, enlarged)) in frames.enumerated() {
      var button = LayoutNode(
        id: "b\(i)", type: "UIButton", label: "Button \(i)", frame: frame, isTarget: true)
      if enlarged { button.hitArea = .minimumSize(44) }
      screen.append(button, to: screen.root)
    }
    return screen
  }
}

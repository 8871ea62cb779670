import Foundation
import HitAreaKit
import HitAreaTools

/// `hitarea-bench`: benchmarks in release mode.
///
///     swift run -c release hitarea-bench hit-test
///     swift run -c release hitarea-bench accuracy
///     swift run -c release hitarea-bench simulate-speed
///     swift build -c release --static-swift-stdlib --scratch-path .build/static
///     .build/static/release/hitarea-bench corpus [--screens N] [--px-per-dp N]
///     .build/static/release/hitarea-bench read-speed [--source DIR]
///
/// (The corpus benchmarks start `hitarea` as a process: on Linux it is built as a batch job
/// builds it, with `--static-swift-stdlib`, in a folder of its own, since SwiftPM compiles every
/// module with that flag.)
@main
struct BenchmarkMain {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case "hit-test":
      runHitTest()
    case "uikit-first":
      let sizes = arguments.dropFirst().compactMap(Int.init)
      printUIKitFirst(UIKitFirstBenchmark.run(sizes: sizes.isEmpty ? [100, 1_000, 10_000] : sizes))
    case "uikit-first-bucket":
      let rest = Array(arguments.dropFirst())
      let bucket = rest.first ?? ""
      let passes = rest.dropFirst().first.flatMap { Int($0) } ?? 10
      guard
        let touches = UIKitFirstBenchmark.runBucket(
          bucket, passes: passes, uikitOnly: rest.contains("--uikit"))
      else {
        print("hitarea-bench uikit-first-bucket: the bucket is direct, ring or edge")
        return
      }
      print("{\"uikitFirstBucket\":{\"bucket\":\"\(bucket)\",\"touches\":\(touches)}}")
    case "accuracy":
      let detail = arguments.dropFirst().contains("--detail")
      AccuracyBenchmark.report(AccuracyBenchmark.run(detail: detail))
    case "audit-scaling":
      runAuditScaling(Array(arguments.dropFirst()))
    case "simulate-speed":
      runSimulationSpeed()
    case "corpus":
      runCorpus(Array(arguments.dropFirst()))
    case "read-speed":
      runReadSpeed(Array(arguments.dropFirst()))
    default:
      print(
        "usage: hitarea-bench hit-test | uikit-first [N …] | uikit-first-bucket B [P] | accuracy [--detail] | simulate-speed | audit-scaling [N …] | corpus "
          + "[--screens N] [--source DIR] [--batch-only] [--px-per-dp N] | read-speed [--screens N] [--source DIR] [--rounds N]"
      )
      print(
        "  hit-test        nanoseconds per hit test on screen-like trees of 100, 1,000, 10,000 views"
      )
      print("  uikit-first     the UIKit-first decision's cost per touch against UIKit's [N …]")
      print("  uikit-first-bucket direct|ring|edge [PASSES] [--uikit]: one bucket's touches")
      print("                  only, for an instruction counter (callgrind)")
      print("  accuracy        simulated tap accuracy per policy on the benchmark screens")
      print("                  (--detail: every screen's per-target table first)")
      print("  simulate-speed  simulated taps per second on a 100-target screen")
      print("  audit-scaling   the audit's time per target at 100, 1,000 and 10,000 targets [N …]")
      print("  corpus          one hitarea audit process per file against one batch run over")
      print("                  the fixtures replicated to N screens (2,000), and peak memory")
      print("  read-speed      the batch audit's CPU time against Python's json.loads of the same")
      print(
        "                  files (the median ratio of --rounds N, 5), screens per second on two")
      print("                  jobs, peak memory, and the CPU time of reading the files alone")
    }
  }

  static func runHitTest() {
    let rows = HitTestBenchmark.run()
    print(
      "nodes    reference  frontmost    nearest mostLikely   overflow  automatic   (ns per hit test)"
    )
    for r in rows {
      let cells = [r.reference, r.frontmost, r.nearest, r.mostLikely, r.overflow, r.automatic]
        .map { pad(DecimalText.fixed($0, decimals: 1), 10) }.joined(separator: " ")
      print(pad(String(r.nodes), 8) + " " + cells)
    }
    let worst = rows.map { $0.automatic / $0.reference }.max() ?? 0
    print(
      "automatic within 3× the reference at every size: \(worst <= 3 ? "yes" : "no")"
        + " (worst \(DecimalText.fixed(worst, decimals: 2))×)")
    let first = UIKitFirstBenchmark.run()
    print("")
    printUIKitFirst(first)
    let depths = UIKitFirstBenchmark.runDepths()
    print("\nevery view overrides hitTest (ns per touch in a ring)")
    print("depth    UIKit  decision  engine (0.2 window hook)")
    for r in depths {
      print(
        pad(String(r.depth), 5) + " " + pad(DecimalText.fixed(r.uikit, decimals: 1), 8) + " "
          + pad(DecimalText.fixed(r.decision, decimals: 1), 9) + " "
          + pad(DecimalText.fixed(r.engine, decimals: 1), 9))
    }
    let slope = UIKitFirstBenchmark.exponent(depths) { $0.decision }
    let engineSlope = UIKitFirstBenchmark.exponent(depths) { $0.engine }
    print(
      "growth with depth: decision ∝ depth^\(DecimalText.fixed(slope, decimals: 2)), "
        + "engine ∝ depth^\(DecimalText.fixed(engineSlope, decimals: 2))")
    printJSON([
      "hitTest": rows.map(\.record), "uikitFirst": first.map(\.record),
      "overridingDepth": depths.map(\.record),
    ])
  }

  /// The UIKit-first table: per tree size, UIKit's own hit test and the decision, on a target
  /// and in a ring.
  static func printUIKitFirst(_ first: [UIKitFirstBenchmark.Row]) {
    print("UIKit first, automatic minimum size 44 (ns per touch; UIKit = the double's own hitTest)")
    print(
      "nodes    UIKit·on target  decision  ratio   UIKit·in ring  decision  ratio"
        + "   UIKit·on an edge  decision  ratio")
    for r in first {
      let cells = [
        pad(DecimalText.fixed(r.uikitDirect, decimals: 1), 15),
        pad(DecimalText.fixed(r.decisionDirect, decimals: 1), 9),
        pad(DecimalText.fixed(r.decisionDirect / r.uikitDirect, decimals: 2) + "×", 6),
        pad(DecimalText.fixed(r.uikitRing, decimals: 1), 14),
        pad(DecimalText.fixed(r.decisionRing, decimals: 1), 9),
        pad(DecimalText.fixed(r.decisionRing / r.uikitRing, decimals: 2) + "×", 6),
        pad(DecimalText.fixed(r.uikitEdge, decimals: 1), 17),
        pad(DecimalText.fixed(r.decisionEdge, decimals: 1), 9),
        pad(DecimalText.fixed(r.decisionEdge / r.uikitEdge, decimals: 2) + "×", 6),
      ]
      print(pad(String(r.nodes), 8) + " " + cells.joined(separator: " "))
    }
  }

  static func runAuditScaling(_ arguments: [String]) {
    let sizes = arguments.compactMap(Int.init)
    let rows = AuditScalingBenchmark.run(sizes: sizes.isEmpty ? [100, 1_000, 10_000] : sizes)
    print("layout   targets   seconds   µs per target   findings")
    for r in rows {
      print(
        pad(r.layout, 6, left: true) + " " + pad(String(r.targets), 9) + " "
          + pad(DecimalText.fixed(r.seconds, decimals: 3), 9) + " "
          + pad(DecimalText.fixed(r.seconds * 1e6 / Double(r.targets), decimals: 1), 15) + " "
          + pad(String(r.findings), 10))
    }
    for layout in AuditScalingBenchmark.layouts {
      let exponent = AuditScalingBenchmark.exponent(rows.filter { $0.layout == layout })
      print("\(layout): time ∝ targets^\(DecimalText.fixed(exponent, decimals: 2))")
    }
    printJSON(["auditScaling": rows.map(\.record)])
  }

  static func runSimulationSpeed() {
    let rows = SimulationSpeedBenchmark.run()
    print("simulated taps per second, 100-target screen, one core")
    for r in rows {
      print(pad(String(Int(r.tapsPerSecond.rounded())), 12) + "  " + r.lanes)
    }
    printJSON(["tapsPerSecond": SimulationSpeedBenchmark.record(rows)])
  }

  static func runCorpus(_ arguments: [String]) {
    do {
      let result = try CorpusBenchmark.run(arguments)
      printJSON(["corpus": result.record])
    } catch {
      print("hitarea-bench corpus: \(error)")
      exit(1)
    }
  }

  static func runReadSpeed(_ arguments: [String]) {
    do {
      let result = try ReadSpeedBenchmark.run(arguments)
      printJSON(["readSpeed": result.record])
    } catch {
      print("hitarea-bench read-speed: \(error)")
      exit(1)
    }
  }

  /// Prints one line of JSON, `{"<name>": [rows]}`, as the last line of a benchmark.
  static func printJSON(_ value: [String: some Encodable]) {
    do {
      print(try JSONTextEncoder(prettyPrinted: false).encode(value))
    } catch {
      print("{\"error\":\"\(error)\"}")
    }
  }

  /// Text padded to `n` characters, on the left (right-aligned) or, with `left`, on the right.
  static func pad(_ s: String, _ n: Int, left: Bool = false) -> String {
    let fill = String(repeating: " ", count: Swift.max(0, n - s.count))
    return left ? s + fill : fill + s
  }
}

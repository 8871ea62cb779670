/// `hitarea-bench`: benchmarks in release mode.
///
///     swift run -c release hitarea-bench hit-test
///     swift run -c release hitarea-bench accuracy
///     swift run -c release hitarea-bench simulate-speed
@main
struct BenchmarkMain {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case "hit-test":
      runHitTest()
    case "accuracy":
      let detail = arguments.dropFirst().contains("--detail")
      AccuracyBenchmark.report(AccuracyBenchmark.run(detail: detail))
    case "simulate-speed":
      runSimulationSpeed()
    default:
      print("usage: hitarea-bench hit-test | accuracy [--detail] | simulate-speed")
      print(
        "  hit-test        nanoseconds per hit test on screen-like trees of 100, 1,000, 10,000 views"
      )
      print("  accuracy        simulated tap accuracy per policy on the benchmark screens")
      print("                  (--detail: every screen's per-target table first)")
      print("  simulate-speed  simulated taps per second on a 100-target screen")
    }
  }

  static func runHitTest() {
    let rows = HitTestBenchmark.run()
    print("nodes    reference  frontmost  nearest  mostLikely  overflow   (ns per hit test)")
    for r in rows {
      let cells = [r.reference, r.frontmost, r.nearest, r.mostLikely, r.overflow]
        .map { pad(format($0), 10) }.joined(separator: " ")
      print(pad(String(r.nodes), 8) + " " + cells)
    }
    let entries = rows.map { r in
      "{\"nodes\":\(r.nodes),\"reference_ns\":\(format(r.reference)),\"frontmost_ns\":\(format(r.frontmost)),"
        + "\"nearest_ns\":\(format(r.nearest)),\"mostLikely_ns\":\(format(r.mostLikely)),"
        + "\"overflow_ns\":\(format(r.overflow))}"
    }
    print("{\"hitTest\":[" + entries.joined(separator: ",") + "]}")
  }

  static func runSimulationSpeed() {
    let rows = SimulationSpeedBenchmark.run()
    print("simulated taps per second, 100-target screen, one core")
    for r in rows {
      print(pad(String(Int(r.tapsPerSecond.rounded())), 12) + "  " + r.lanes)
    }
    let entries = rows.map { "\"\($0.lanes)\":\(Int($0.tapsPerSecond.rounded()))" }
    print("{\"tapsPerSecond\":{" + entries.joined(separator: ",") + "}}")
  }

  static func format(_ v: Double) -> String { String((v * 10).rounded() / 10) }
  static func pad(_ s: String, _ n: Int) -> String {
    s.count >= n ? s : String(repeating: " ", count: n - s.count) + s
  }
}

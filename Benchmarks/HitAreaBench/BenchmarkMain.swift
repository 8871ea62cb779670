/// `hitarea-bench`: benchmarks in release mode.
///
///     swift run -c release hitarea-bench hit-test
@main
struct BenchmarkMain {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case "hit-test":
      runHitTest()
    default:
      print("usage: hitarea-bench hit-test")
      print(
        "  hit-test   nanoseconds per hit test on screen-like trees of 100, 1,000, 10,000 views")
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

  static func format(_ v: Double) -> String { String((v * 10).rounded() / 10) }
  static func pad(_ s: String, _ n: Int) -> String {
    s.count >= n ? s : String(repeating: " ", count: n - s.count) + s
  }
}

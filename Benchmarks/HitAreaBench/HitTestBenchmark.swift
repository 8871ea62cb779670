import HitAreaKit
import HitAreaKitTestSupport

/// Nanoseconds per hit test on screen-like trees, for the reference algorithm and each policy.
enum HitTestBenchmark {
  struct Row {
    var nodes: Int
    var reference: Double
    var frontmost: Double
    var nearest: Double
    var mostLikely: Double
    var overflow: Double
    /// `mostLikely` with the automatic minimum size of 44 pt, on the same screen with its
    /// explicit hit areas removed (never set), so that the automatic areas apply instead.
    var automatic: Double

    /// The row in the last line's JSON, nanoseconds to a tenth.
    var record: BenchmarkRecord {
      BenchmarkRecord(
        numbers: [
          ("nodes", Double(nodes)), ("reference_ns", reference), ("frontmost_ns", frontmost),
          ("nearest_ns", nearest), ("mostLikely_ns", mostLikely), ("overflow_ns", overflow),
          ("automatic_ns", automatic),
        ], decimals: 1)
    }
  }

  static func run(sizes: [Int] = [100, 1_000, 10_000]) -> [Row] {
    sizes.map { size in
      let root = RandomTrees.screen(nodes: size)
      let tree = TestViewTree()
      var rng = SplitMix64(seed: 42)
      let points = (0..<4_096).map { _ in
        Point(
          x: Double.random(in: 0..<390, using: &rng), y: Double.random(in: 0..<844, using: &rng))
      }
      let reference = measure(points) { ReferenceHitTest.hitTest(tree, $0, in: root) }
      let frontmost = measure(points, HitTester(tree: tree, policy: .frontmost), root)
      let nearest = measure(points, HitTester(tree: tree, policy: .nearest), root)
      let mostLikely = measure(points, HitTester(tree: tree, policy: .mostLikely), root)
      root.overflowsHitAreas = true
      let index = ReachIndex(tree: tree, root: root)
      let overflow = measure(points, HitTester(tree: tree, reachIndex: index), root)
      root.overflowsHitAreas = false
      let unset = RandomTrees.screen(nodes: size)
      for view in unset.allViews where view.isHitAreaSet {
        view.hitArea = .bounds
        view.isHitAreaSet = false
      }
      let automatic = measure(
        points, HitTester(tree: tree, policy: .mostLikely, automaticMinimumSize: 44), unset)
      return Row(
        nodes: root.allViews.count, reference: reference, frontmost: frontmost, nearest: nearest,
        mostLikely: mostLikely, overflow: overflow, automatic: automatic)
    }
  }

  static func measure(_ points: [Point], _ tester: HitTester<TestViewTree>, _ root: TestView)
    -> Double
  {
    measure(points) { tester.hitTest($0, in: root) }
  }

  /// Best of five runs of at least 50 ms each, in nanoseconds per call.
  static func measure(_ points: [Point], _ body: (Point) -> TestView?) -> Double {
    var best = Double.infinity
    var sink = 0
    for _ in 0..<5 {
      let clock = ContinuousClock()
      var calls = 0
      let start = clock.now
      var elapsed = Duration.zero
      repeat {
        for p in points where body(p) != nil { sink &+= 1 }
        calls += points.count
        elapsed = clock.now - start
      } while elapsed < .milliseconds(50)
      let (s, atto) = elapsed.components
      let ns = (Double(s) * 1e9 + Double(atto) / 1e9) / Double(calls)
      best = min(best, ns)
    }
    if sink == -1 { print(sink) }
    return best
  }
}

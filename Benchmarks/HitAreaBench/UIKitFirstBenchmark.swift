import HitAreaKit
import HitAreaKitTestSupport

/// What the UIKit-first window hook costs on the test double, against UIKit's own hit test (the
/// double's), on the screen-like trees of ``HitTestBenchmark`` under the automatic minimum size:
/// touches on a target's visible bounds (the common case: UIKit's answer, found to lie on a
/// target), touches in a ring (the walk, then UIKit asked again), and a chain of views that all
/// override `hitTest` (React Native, Texture), at growing depths, to show the cost grows
/// linearly with depth.
enum UIKitFirstBenchmark {
  /// One tree size.
  struct Row {
    var nodes: Int
    /// UIKit's own hit test of the double, per touch on a target's bounds.
    var uikitDirect: Double
    /// The UIKit-first decision on the same touches.
    var decisionDirect: Double
    /// UIKit's own hit test, per touch in a ring.
    var uikitRing: Double
    /// The UIKit-first decision on the same touches.
    var decisionRing: Double
    /// UIKit's own hit test, per touch on a large target's edge, where a smaller target's ring
    /// may share it (the exception of step 1: the decision walks, then UIKit's answer stands or
    /// the ring wins).
    var uikitEdge: Double
    /// The UIKit-first decision on the same touches.
    var decisionEdge: Double
    /// How many of the sampled touches were on a target's bounds, in a ring, and on a large
    /// target's edge.
    var directCount: Int
    var ringCount: Int
    var edgeCount: Int

    var record: BenchmarkRecord {
      BenchmarkRecord(
        numbers: [
          ("nodes", Double(nodes)), ("uikitDirect_ns", uikitDirect),
          ("decisionDirect_ns", decisionDirect), ("uikitRing_ns", uikitRing),
          ("decisionRing_ns", decisionRing), ("uikitEdge_ns", uikitEdge),
          ("decisionEdge_ns", decisionEdge), ("directTouches", Double(directCount)),
          ("ringTouches", Double(ringCount)), ("edgeTouches", Double(edgeCount)),
        ], decimals: 1)
    }
  }

  /// One depth of the overriding chain.
  struct DepthRow {
    var depth: Int
    var uikit: Double
    var decision: Double
    var engine: Double

    var record: BenchmarkRecord {
      BenchmarkRecord(
        numbers: [
          ("depth", Double(depth)), ("uikit_ns", uikit), ("decision_ns", decision),
          ("engine_ns", engine),
        ], decimals: 1)
    }
  }

  /// A screen-like tree of about `size` views under the automatic minimum size, with touches
  /// sampled in the three buckets the table measures.
  struct Sample {
    var root: TestView
    var tester: HitTester<TestViewTree>
    var direct: [Point] = []
    var ring: [Point] = []
    var edge: [Point] = []

    /// UIKit's own hit test of the double.
    func uikit(_ p: Point) -> TestView? { root.hitTest(p, with: nil) }

    /// The UIKit-first decision.
    func decision(_ p: Point) -> TestView? {
      tester.redirectedHit(p, in: root) { root.hitTest($0, with: nil) }
    }

    /// The touches of a bucket: `direct`, `ring` or `edge`.
    func points(_ bucket: String) -> [Point]? {
      switch bucket {
      case "direct": direct
      case "ring": ring
      case "edge": edge
      default: nil
      }
    }

    init(size: Int) {
      root = RandomTrees.screen(nodes: size)
      for view in root.allViews where view.isHitAreaSet { view.resetHitArea() }
      tester = HitTester(tree: TestViewTree(), automaticMinimumSize: 44)
      var rng = SplitMix64(seed: 7)
      for _ in 0..<200_000 where direct.count < 2_048 || ring.count < 512 || edge.count < 512 {
        let p = Point(
          x: Double.random(in: 0..<390, using: &rng), y: Double.random(in: 0..<844, using: &rng))
        let decision = tester.redirectedHitTest(p, in: root) { root.hitTest($0, with: nil) }
        // A touch UIKit gave to a target on its bounds that still walked: a large target's edge.
        let onATarget = decision.explanation?.candidates.contains { $0.isDirect } == true
        switch decision.reason {
        case .uikitOnTarget where direct.count < 2_048: direct.append(p)
        case .redirected where ring.count < 512 && !onATarget: ring.append(p)
        case _ where onATarget && edge.count < 512: edge.append(p)
        default: break
        }
      }
    }
  }

  static func run(sizes: [Int] = [100, 1_000, 10_000]) -> [Row] {
    sizes.map { size in
      let s = Sample(size: size)
      return Row(
        nodes: s.root.allViews.count,
        uikitDirect: HitTestBenchmark.measure(s.direct, s.uikit),
        decisionDirect: HitTestBenchmark.measure(s.direct, s.decision),
        uikitRing: HitTestBenchmark.measure(s.ring, s.uikit),
        decisionRing: HitTestBenchmark.measure(s.ring, s.decision),
        uikitEdge: HitTestBenchmark.measure(s.edge, s.uikit),
        decisionEdge: HitTestBenchmark.measure(s.edge, s.decision),
        directCount: s.direct.count, ringCount: s.ring.count, edgeCount: s.edge.count)
    }
  }

  /// Runs one bucket's touches `passes` times through the decision (or UIKit's own hit test),
  /// and nothing else: for an instruction counter, whose difference between two pass counts
  /// divided by the extra touches is the cost of one touch, repeatable on a noisy machine.
  ///
  ///     valgrind --tool=callgrind hitarea-bench uikit-first-bucket ring 10
  ///     valgrind --tool=callgrind hitarea-bench uikit-first-bucket ring 0
  ///
  /// - Returns: The number of touches run, or `nil` for an unknown bucket.
  static func runBucket(_ bucket: String, passes: Int, uikitOnly: Bool, size: Int = 100) -> Int? {
    let s = Sample(size: size)
    guard let points = s.points(bucket) else { return nil }
    var answered = 0
    for _ in 0..<passes {
      for p in points where (uikitOnly ? s.uikit(p) : s.decision(p)) != nil { answered += 1 }
    }
    if answered == -1 { print(answered) }
    return points.count * passes
  }

  /// A chain of `depth` views that all override `hitTest` (answering as UIKit does), with a
  /// 24-pt button at the bottom; touches in the button's ring.
  static func runDepths(_ depths: [Int] = [16, 64, 256]) -> [DepthRow] {
    depths.map { depth in
      let window = TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
      var parent: TestView = window
      for level in 0..<depth {
        let view = TestAgreeingOverrideView(
          "level\(level)", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        parent.addSubview(view)
        parent = view
      }
      let button = TestButton("button", frame: Rect(x: 180, y: 400, width: 24, height: 24))
      parent.addSubview(button)
      let points = (0..<64).map { i in Point(x: 172 + Double(i % 8) * 0.5, y: 404 + Double(i / 8)) }
      let tester = HitTester(tree: TestViewTree(), automaticMinimumSize: 44)
      let uikit = { (p: Point) in window.hitTest(p, with: nil) }
      return DepthRow(
        depth: depth, uikit: HitTestBenchmark.measure(points, uikit),
        decision: HitTestBenchmark.measure(points) {
          tester.redirectedHit($0, in: window, uikit: uikit)
        },
        engine: HitTestBenchmark.measure(points, tester, window))
    }
  }

  /// The least-squares slope of log time against log depth.
  static func exponent(_ rows: [DepthRow], _ time: (DepthRow) -> Double) -> Double {
    let xs = rows.map { naturalLog(Double($0.depth)) }
    let ys = rows.map { naturalLog(time($0)) }
    let mx = xs.reduce(0, +) / Double(xs.count)
    let my = ys.reduce(0, +) / Double(ys.count)
    let sxy = zip(xs, ys).map { ($0 - mx) * ($1 - my) }.reduce(0, +)
    let sxx = xs.map { ($0 - mx) * ($0 - mx) }.reduce(0, +)
    return sxx > 0 ? sxy / sxx : 0
  }
}

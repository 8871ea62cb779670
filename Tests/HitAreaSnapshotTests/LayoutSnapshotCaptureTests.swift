import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

/// Capturing a live tree as a snapshot keeps every hit-test answer.
@Suite struct LayoutSnapshotCaptureTests {
  @Test(arguments: [ResolutionPolicy.frontmost, .nearest, .mostLikely])
  func capturedSnapshotHitsLikeTheLiveTree(policy: ResolutionPolicy) {
    var rng = SplitMix64(seed: 2024)
    var options = RandomTrees.Options()
    options.hitAreaChance = 0.3
    options.overflowChance = 0.1
    for _ in 0..<300 {
      let root = RandomTrees.random(&rng, options: options)
      // Non-default anchor points everywhere, to prove they are folded into the frames.
      for v in root.allViews.dropFirst() where Bool.random(using: &rng) {
        v.anchorPoint = Point(x: Double.random(in: 0...1, using: &rng), y: 0.25)
      }
      // Containers with policies of their own (`hitAreaResolution`): the capture dropped them,
      // and a row resolved by distance was audited under UIKit's order.
      for v in root.allViews where Double.random(in: 0..<1, using: &rng) < 0.15 {
        v.resolution = ResolutionPolicy.allCases.randomElement(using: &rng)
      }
      let views = root.allViews
      let snapshot = LayoutSnapshot(capturing: root, in: TestViewTree()) {
        CapturedNodeDescription(id: $0.name, type: "\(type(of: $0))")
      }
      #expect(snapshot.nodes.count == views.count)
      let live = HitTester(tree: TestViewTree(), policy: policy)
      let captured = HitTester(tree: snapshot, policy: policy)
      // Off the exact edges: re-deriving frames from centre and anchor rounds in the last bit,
      // which would flip points that sit exactly on an edge (edges are tested elsewhere).
      for edge in RandomTrees.probePoints(in: root, count: 5, &rng) {
        let p = Point(x: edge.x + 1.3e-7, y: edge.y + 0.7e-7)
        let expected = live.hitTest(p, in: root)?.name
        let actual = captured.hitTest(p, in: snapshot.root).map { snapshot.nodes[$0].id }
        #expect(actual == expected, "\(policy) at \(p)")
      }
    }
  }

  /// Under the automatic minimum size too: a target the tree never enlarges (in a subtree that
  /// opts out, or of a kind the rule leaves out) is captured as opted out, so the snapshot rings
  /// only what the live tree rings.
  @Test func capturedSnapshotHitsLikeTheLiveTreeWithTheAutomaticSize() {
    var rng = SplitMix64(seed: 2026)
    var options = RandomTrees.Options()
    options.hitAreaChance = 0.2
    for _ in 0..<200 {
      let root = RandomTrees.random(&rng, options: options)
      for v in root.allViews where Double.random(in: 0..<1, using: &rng) < 0.15 {
        v.disablesAutomaticHitAreas = true
      }
      let snapshot = LayoutSnapshot(capturing: root, in: TestViewTree()) {
        CapturedNodeDescription(id: $0.name, type: "\(type(of: $0))")
      }
      let live = HitTester(tree: TestViewTree(), automaticMinimumSize: 44)
      let captured = HitTester(tree: snapshot, automaticMinimumSize: 44)
      for edge in RandomTrees.probePoints(in: root, count: 5, &rng) {
        let p = Point(x: edge.x + 1.3e-7, y: edge.y + 0.7e-7)
        let expected = live.hitTest(p, in: root)?.name
        let actual = captured.hitTest(p, in: snapshot.root).map { snapshot.nodes[$0].id }
        #expect(actual == expected, "at \(p)")
      }
    }
  }

  /// A view drawn through a 3-D transform, its own or its superview's `sublayerTransform`, is
  /// hit where only UIKit knows: the capture never answers it where its affine part would put it.
  @Test(arguments: ["the container's sublayer transform", "the button's own transform"])
  func aViewDrawnIn3DIsNeverHitInTheCapture(_ kind: String) {
    let root = TestView("root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let container = TestView("container", frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let button = TestControl("button", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    container.addSubview(button)
    root.addSubview(container)
    let half = AffineTransform(scaleX: 0.5, y: 0.5)
    if kind.hasPrefix("the container") {
      container.sublayerDepthTransform = half
    } else {
      button.depthTransform = half
    }
    // The tree's geometry says so (UIViewTree's does); the description says nothing.
    let snapshot = LayoutSnapshot(capturing: root, in: TestViewTree()) {
      CapturedNodeDescription(id: $0.name)
    }
    let captured = { (p: Point) in
      HitTester(tree: snapshot).hitTest(p, in: snapshot.root).map { snapshot.nodes[$0].id }
    }
    let p = Point(x: 10, y: 10)
    #expect(root.hitTest(p, with: nil)?.name == "container")  // UIKit
    #expect(captured(p) == "container")
    for x in stride(from: 0.5, to: 200, by: 19) {
      for y in stride(from: 0.5, to: 200, by: 19) {
        #expect(captured(Point(x: x, y: y)) == "container", "\(kind) at (\(x), \(y))")
      }
    }
  }

  @Test func idsFallBackToPathsAndStayUnique() {
    let root = TestView("root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(TestView("same", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    root.addSubview(TestView("same", frame: Rect(x: 10, y: 0, width: 10, height: 10)))
    let s = LayoutSnapshot(capturing: root, in: TestViewTree()) {
      CapturedNodeDescription(id: $0.name == "root" ? nil : $0.name)
    }
    #expect(s.nodes.map(\.id) == ["0", "same", "0/1"])
  }

  @Test func depthIsCapped() {
    let root = TestView("root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    var parent = root
    for i in 0..<20 {
      let v = TestView("v\(i)", frame: Rect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(v)
      parent = v
    }
    // Levels of nodes, the root included, as LayoutSnapshotLimits counts them.
    let s = LayoutSnapshot(capturing: root, in: TestViewTree(), maximumDepth: 5)
    #expect(s.nodes.count == 5)
  }

  /// A chain deeper than a snapshot may be is cut where the writer and the reader cut it: the
  /// capture writes and reads back, with as many levels as they allow.
  @Test func aDeepCaptureWritesAndReadsBack() throws {
    let root = TestView("root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    var parent = root
    for i in 0..<600 {
      let v = TestView("v\(i)", frame: Rect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(v)
      parent = v
    }
    let window = TestView("window", frame: root.bounds)
    window.addSubview(root)
    let captures = [
      LayoutSnapshot(capturing: root, in: TestViewTree()),
      LayoutSnapshot(
        capturingWindows: [window], level: { _ in 0 }, screen: root.bounds, in: TestViewTree()),
    ]
    for captured in captures {
      #expect(captured.nodes.count == LayoutSnapshotLimits.maximumDepth)
      let read = try LayoutSnapshot(jsonData: captured.jsonBytes())
      #expect(read.nodes.count == LayoutSnapshotLimits.maximumDepth)
    }
  }
}

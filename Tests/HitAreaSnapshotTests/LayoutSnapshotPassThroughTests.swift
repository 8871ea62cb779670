import HitAreaKit
import Testing

/// The optional `"passThrough"` node key of the layout snapshot format, and what honours it.
@Suite struct LayoutSnapshotPassThroughTests {
  typealias D = SnapshotDocuments

  /// A window, a buy button near the bottom, and a full-screen overlay in front of it holding a
  /// 30×30 close button.
  static let overlayDocument = D.document(
    root: #"""
      {"id": "window", "frame": [0, 0, 400, 800], "children": [
        {"id": "buy", "frame": [100, 600, 200, 50], "target": true},
        {"id": "overlay", "frame": [0, 0, 400, 800], "passThrough": true, "children": [
          {"id": "close", "frame": [350, 40, 30, 30], "target": true}
        ]}
      ]}
      """#)

  @Test func theKeyIsReadAndDefaultsToFalse() throws {
    let s = try D.read(Self.overlayDocument)
    #expect(s.nodes.map(\.passesTouchesThrough) == [false, false, true, false])
    let nulled = try D.read(D.document(root: #"{"frame": [0, 0, 1, 1], "passThrough": null}"#))
    #expect(!nulled.nodes[0].passesTouchesThrough)
  }

  @Test func aWrongValueIsAnErrorNamingItsPath() {
    let error = D.error(D.document(root: #"{"frame": [0, 0, 1, 1], "passThrough": "yes"}"#))
    #expect(error?.path == "root.passThrough")
    #expect(error?.message == "expected true or false, found a string")
  }

  @Test func theWriterWritesItAfterTheOverflowSwitchAndReadsBack() throws {
    var s = try D.read(Self.overlayDocument)
    s.update(nodeAt: 2) { $0.overflowsHitAreas = true }
    let text = try s.jsonString(prettyPrinted: false)
    #expect(
      text.contains(#""id":"overlay","frame":[0,0,400,800],"overflow":true,"passThrough":true"#))
    #expect(!text.contains(#""id":"buy","frame":[100,600,200,50],"target":true,"passThrough""#))
    #expect(try D.read(text) == s)
  }

  @Test func hitTestingGoesThroughIt() throws {
    let s = try D.read(Self.overlayDocument)
    let buy = try #require(s.index(of: "buy"))
    let close = try #require(s.index(of: "close"))
    for policy in ResolutionPolicy.allCases {
      let tester = HitTester(tree: s, policy: policy)
      #expect(tester.hitTest(Point(x: 150, y: 620), in: s.root) == buy, "\(policy)")
      #expect(tester.hitTest(Point(x: 360, y: 50), in: s.root) == close, "\(policy)")
      #expect(tester.hitTest(Point(x: 20, y: 300), in: s.root) == s.root, "\(policy)")
    }
  }

  /// A pass-through node is never a target, even when marked one.
  @Test func aPassThroughNodeIsNeverATarget() throws {
    var s = try D.read(Self.overlayDocument)
    let overlay = try #require(s.index(of: "overlay"))
    s.update(nodeAt: overlay) { $0.isTarget = true }
    #expect(!s.nodes[overlay].countsAsTarget && s.isTarget(overlay) == s.nodes[overlay].isTarget)
    let why = HitTester(tree: s, policy: .nearest).explain(Point(x: 20, y: 300), in: s.root)
    #expect(why.candidates.isEmpty && why.hit == s.root)
  }
}

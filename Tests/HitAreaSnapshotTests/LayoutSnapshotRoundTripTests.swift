import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@Suite struct LayoutSnapshotRoundTripTests {
  typealias R = RandomSnapshots

  /// write → read gives back exactly the snapshot, pretty and compact.
  @Test(arguments: 0..<200)
  func writeThenReadIsTheIdentity(_ seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var s = R.snapshot(&rng)
    // A model value the file cannot hold stays out of this property: NaN hit areas (written as 0).
    for i in s.nodes.indices where s.nodes[i].hitArea.outsets.top.isNaN {
      s.update(nodeAt: i) { $0.hitArea = .bounds }
    }
    for pretty in [true, false] {
      let bytes = try s.jsonBytes(prettyPrinted: pretty)
      let back = try LayoutSnapshot(jsonData: bytes, file: "random-\(seed).json")
      #expect(back.firstDifference(from: s) == nil, "seed \(seed), pretty \(pretty)")
      #expect((back == s) == true)
    }
  }

  /// read → write → read is stable, and writing is byte-stable, for any points-per-unit scale.
  @Test(arguments: 0..<200)
  func readWriteReadIsStable(_ seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let scales = [1, 1 / 3.5, 3, 0.3, 2.625, 160.0 / 72]
    let original = R.snapshot(&rng, scales: scales)
    let text = try original.jsonBytes()
    let first = try LayoutSnapshot(jsonData: text, file: "a.json")
    let rewritten = try first.jsonBytes()
    let second = try LayoutSnapshot(jsonData: rewritten, file: "b.json")
    #expect(second.firstDifference(from: first) == nil, "seed \(seed)")
    #expect(try second.jsonBytes() == rewritten, "seed \(seed)")
    // Converted geometry stays within a few units in the last place of the original.
    for (a, b) in zip(original.nodes, first.nodes) {
      for (x, y) in zip(
        [a.frame.origin.x, a.frame.origin.y, a.frame.size.width, a.frame.size.height],
        [b.frame.origin.x, b.frame.origin.y, b.frame.size.width, b.frame.size.height])
      {
        #expect(Swift.abs(x - y) <= 4 * Swift.max(x.ulp, y.ulp), "seed \(seed): \(x) vs \(y)")
      }
    }
  }

  /// Key order and whitespace do not matter; the writer's output does not depend on them.
  @Test func handWrittenDocumentRoundTrips() throws {
    let text = #"""
      {"root": {"children": [{"frame": [1.5, 2, 3, 4], "target": true, "id": "b",
                               "hitArea": {"minimumSize": [44, 44]}}],
                "frame": [0, 0, 100, 200], "id": "w"},
       "resolution": "nearest", "version": 1, "format": "hitarea.layout", "name": "x"}
      """#
    let s = try LayoutSnapshot(jsonData: Array(text.utf8), file: "x.json")
    let written = try s.jsonString(prettyPrinted: false)
    #expect(
      written
        == #"{"format":"hitarea.layout","version":1,"name":"x","resolution":"nearest","root":{"id":"w","frame":[0,0,100,200],"children":[{"id":"b","frame":[1.5,2,3,4],"target":true,"hitArea":{"minimumSize":[44,44]}}]}}"#
    )
    #expect(try LayoutSnapshot(jsonData: Array(written.utf8), file: "y.json") == s)
  }

  /// Snapshots built in any order (not pre-order) write and read back to the same tree.
  @Test func snapshotsBuiltBreadthFirstRoundTripStructurally() throws {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "w", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let a = s.append(LayoutNode(id: "a", frame: Rect(x: 0, y: 0, width: 50, height: 50)), to: 0)
    let b = s.append(LayoutNode(id: "b", frame: Rect(x: 50, y: 0, width: 50, height: 50)), to: 0)
    s.append(LayoutNode(id: "a1", frame: Rect(x: 1, y: 1, width: 5, height: 5)), to: a)
    s.append(LayoutNode(id: "b1", frame: Rect(x: 2, y: 2, width: 5, height: 5)), to: b)
    let back = try LayoutSnapshot(jsonData: try s.jsonBytes(), file: "bfs.json")
    #expect(back.nodes.map(\.id) == ["w", "a", "a1", "b", "b1"])
    #expect(
      back.depthFirstIndices.map { back.nodes[$0].id } == s.depthFirstIndices.map { s.nodes[$0].id }
    )
    for id in ["w", "a", "a1", "b", "b1"] {
      #expect(back.frameInRoot(back.index(of: id) ?? -1) == s.frameInRoot(s.index(of: id) ?? -1))
    }
  }
}

import HitAreaKit
import HitAreaSnapshot
import Testing

/// A node's own policy (`"resolution"` on a node) is read, written back and answered to the
/// engine; a file of an earlier version, without it, reads as before.
@Suite struct LayoutSnapshotContainerPolicyTests {
  static let document = """
    {"format": "hitarea.layout", "version": 1,
     "root": {"id": "window", "frame": [0, 0, 390, 844], "children": [
       {"id": "row", "frame": [0, 100, 390, 60], "resolution": "nearest", "children": [
         {"id": "left", "frame": [100, 20, 30, 20], "target": true, "hitArea": {"outsets": [20, 20, 20, 20]}},
         {"id": "right", "frame": [140, 20, 30, 20], "target": true, "hitArea": {"outsets": [20, 20, 20, 20]}}
       ]}]}}
    """

  @Test func aNodesPolicyIsReadWrittenAndAnswered() throws {
    let (snapshot, warnings) = try LayoutSnapshot.read(
      jsonData: Array(Self.document.utf8), file: "row.json")
    #expect(warnings.isEmpty)
    let row = try #require(snapshot.index(of: "row"))
    #expect(snapshot.nodes[row].resolution == .nearest)
    #expect(snapshot.policy(of: row) == .nearest)
    #expect(snapshot.policy(of: snapshot.root) == nil)
    // Under the row's policy the left button keeps its own bounds' edge; under UIKit's order
    // alone the right one, in front, takes it.
    let left = try #require(snapshot.index(of: "left"))
    let right = try #require(snapshot.index(of: "right"))
    let p = Point(x: 128, y: 130)
    #expect(HitTester(tree: snapshot, policy: .frontmost).hitTest(p, in: snapshot.root) == left)
    var plain = snapshot
    plain.update(nodeAt: row) { $0.resolution = nil }
    #expect(HitTester(tree: plain, policy: .frontmost).hitTest(p, in: plain.root) == right)
    let written = try snapshot.jsonString()
    #expect(written.contains(#""resolution": "nearest""#), "\(written)")
    let (again, _) = try LayoutSnapshot.read(jsonData: Array(written.utf8), file: "again.json")
    #expect(again == snapshot)
    #expect(!(try plain.jsonString()).contains("resolution"))
  }

  @Test(arguments: [#""sideways""#, "1", "true"])
  func anUnknownPolicyIsAnError(_ value: String) throws {
    let bad = Self.document.replacingOccurrences(of: #""nearest""#, with: value)
    let error = try #require(throws: LayoutSnapshotError.self) {
      try LayoutSnapshot.read(jsonData: Array(bad.utf8), file: "row.json")
    }
    #expect(error.description.contains("root.children[0].resolution"), "\(error)")
    #expect(error.description.contains(#""frontmost", "nearest" or "mostLikely""#))
  }
}

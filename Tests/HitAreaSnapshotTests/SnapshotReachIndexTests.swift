import HitAreaKit
import HitAreaSnapshot
import Testing

/// ``ReachIndex`` over a layout snapshot, whose nodes are values (indices), not objects.
@Suite struct SnapshotReachIndexTests {
  /// Value-type nodes (snapshot indices) are keyed as before.
  @Test func snapshotIndicesAreKeyedByValue() {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "w", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let child = s.append(
      LayoutNode(id: "c", frame: Rect(x: 90, y: 0, width: 20, height: 20)), to: 0)
    let index = ReachIndex(tree: s, root: s.root)
    #expect(index.count == 2)
    #expect(index.reach(of: child) == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(index.reach(of: 0) == Rect(x: 0, y: 0, width: 110, height: 100))
  }

  /// `Rect.null` for a node that can be hit but reaches no hit area; `nil` for a node the walk
  /// never records: one that cannot be hit, what lies below it, and strangers.
  @Test func nullAndNilAreDocumented() {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "w", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let overlay = s.append(
      LayoutNode(
        id: "o", frame: Rect(x: 0, y: 0, width: 50, height: 50), passesTouchesThrough: true),
      to: 0)
    let hidden = s.append(
      LayoutNode(id: "h", frame: Rect(x: 0, y: 0, width: 10, height: 10), isHidden: true),
      to: overlay)
    let below = s.append(
      LayoutNode(id: "b", frame: Rect(x: 0, y: 0, width: 5, height: 5)), to: hidden)
    let index = ReachIndex(tree: s, root: s.root)
    let reach = index.reach(of: overlay)
    #expect(reach == .null && reach?.isNull == true)
    #expect(index.reach(of: hidden) == nil)
    #expect(index.reach(of: below) == nil)
    #expect(index.reach(of: 99) == nil)
    #expect(index.reach(of: 0) == Rect(x: 0, y: 0, width: 100, height: 100))
  }
}

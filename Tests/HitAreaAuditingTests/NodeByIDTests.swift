import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// An audit finds a node by id as `LayoutSnapshot.index(of:)` does, the first node with it, both
/// while it reads the nodes (its first look-ups) and once it has made its table.
@Suite struct NodeByIDTests {
  @Test func everyLookUpFindsTheFirstNodeWithTheID() {
    // Repeated ids, ids canonically equal but written otherwise, and ids of no node.
    let ids = ["close", "row", "row", "\u{E9}", "e\u{301}", "\u{212A}", "K", "0/1", "close"]
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    for (i, id) in ids.enumerated() {
      s.append(
        LayoutNode(id: id, frame: Rect(x: 0, y: Double(i) * 50, width: 44, height: 44)),
        to: s.root)
    }
    let context = AuditContext(snapshot: s, settings: TapTargetAudit())
    var random = SplitMix64(seed: 0x1D5)
    let asked = ids + ["window", "missing", "e", "k"]
    // Past the look-ups that read the nodes, into those the table answers.
    for _ in 0..<60 {
      let id = asked[Int.random(in: 0..<asked.count, using: &random)]
      #expect(context.node(withID: id) == s.index(of: id), "\(id)")
    }
  }
}

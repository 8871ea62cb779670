import HitAreaKit
import HitAreaSnapshot
import Testing

@Suite struct LayoutSnapshotTreeTests {
  func checkout() -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    let list = s.append(
      LayoutNode(
        id: "list", frame: Rect(x: 0, y: 100, width: 390, height: 600),
        boundsOrigin: Point(x: 0, y: 50)),
      to: s.root)
    s.append(
      LayoutNode(id: "row", frame: Rect(x: 0, y: 60, width: 390, height: 44), isTarget: true),
      to: list)
    s.append(
      LayoutNode(
        id: "close", frame: Rect(x: 350, y: 20, width: 20, height: 20), isTarget: true,
        hitArea: .minimumSize(44)),
      to: s.root)
    return s
  }

  @Test func snapshotIsAHitTestTree() {
    let s = checkout()
    let tester = HitTester(tree: s)
    #expect(tester.hitTest(Point(x: 10, y: 115), in: s.root).map { s.nodes[$0].id } == "row")
    #expect(tester.hitTest(Point(x: 10, y: 160), in: s.root).map { s.nodes[$0].id } == "list")
    #expect(tester.hitTest(Point(x: 340, y: 10), in: s.root).map { s.nodes[$0].id } == "close")
  }

  @Test func rootSpaceGeometry() {
    let s = checkout()
    let row = s.index(of: "row") ?? -1
    #expect(s.frameInRoot(row) == Rect(x: 0, y: 110, width: 390, height: 44))
    let close = s.index(of: "close") ?? -1
    #expect(s.hitAreaInRoot(close) == Rect(x: 338, y: 8, width: 44, height: 44))
    #expect(s.depthFirstIndices.map { s.nodes[$0].id } == ["window", "list", "row", "close"])
  }
}

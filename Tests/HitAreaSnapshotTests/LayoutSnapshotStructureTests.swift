import HitAreaKit
import HitAreaSnapshot
import Testing

/// A snapshot's structure is always a tree: the public API can only grow it leaf by leaf and
/// change node properties in place. (This file imports HitAreaKit without `@testable`, as a
/// user of the package does: `s.nodes[1].children = [0]`, which once built a cycle that overflowed
/// the stack in `hitTest`, does not compile here.)
@Suite struct LayoutSnapshotStructureTests {
  /// A window holding a panel holding a button, and a second button beside the panel.
  static func screen() -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800)))
    let panel = s.append(
      LayoutNode(id: "panel", frame: Rect(x: 0, y: 0, width: 200, height: 200)), to: 0)
    s.append(
      LayoutNode(id: "ok", frame: Rect(x: 10, y: 10, width: 30, height: 30), isTarget: true),
      to: panel)
    s.append(
      LayoutNode(id: "cancel", frame: Rect(x: 300, y: 10, width: 30, height: 30), isTarget: true),
      to: 0)
    return s
  }

  /// Every node but the root has one parent that lists it, and a depth-first walk from the root
  /// meets every node exactly once.
  static func isTree(_ s: LayoutSnapshot) -> Bool {
    guard s.nodes.first?.parent == nil else { return false }
    for (i, node) in s.nodes.enumerated().dropFirst() {
      guard let parent = node.parent, s.nodes.indices.contains(parent),
        s.nodes[parent].children.filter({ $0 == i }).count == 1
      else { return false }
    }
    return s.depthFirstIndices.sorted() == Array(s.nodes.indices)
  }

  @Test func appendAddsALeafWhateverTheNodeSaysAboutItsPlace() throws {
    var s = Self.screen()
    // A node taken from the snapshot carries its children and parent; appending it elsewhere
    // does not share or loop them.
    let panel = try #require(s.index(of: "panel"))
    var copy = s.nodes[panel]
    copy.id = "copy"
    let index = s.append(copy, to: panel)
    #expect(s.nodes[index].children.isEmpty && s.nodes[index].parent == panel)
    #expect(Self.isTree(s))
  }

  @Test func updateChangesPropertiesButNotThePlaceInTheTree() throws {
    var s = Self.screen()
    let ok = try #require(s.index(of: "ok"))
    let before = s.nodes.map { ($0.children, $0.parent) }
    let id = s.update(nodeAt: ok) { node in
      node.hitArea = .minimumSize(44)
      node.frame.origin.x = 12
      node.label = "OK"
      return node.id
    }
    #expect(id == "ok")
    #expect(s.nodes[ok].hitArea == .minimumSize(44) && s.nodes[ok].frame.origin.x == 12)
    #expect(s.nodes.map(\.children) == before.map(\.0))
    #expect(s.nodes.map(\.parent) == before.map(\.1))
    #expect(HitTester(tree: s).hitTest(Point(x: 6, y: 10), in: s.root) == ok)
  }

  @Test func anUpdateThatThrowsKeepsTheTree() throws {
    struct Stop: Error {}
    var s = Self.screen()
    #expect(throws: Stop.self) {
      try s.update(nodeAt: 1) { node in
        node.isHidden = true
        throw Stop()
      }
    }
    #expect(s.nodes[1].isHidden)
    #expect(Self.isTree(s))
  }

  @Test func everySnapshotBuiltThroughTheAPIIsATree() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      var s = LayoutSnapshot(
        root: LayoutNode(id: "r", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
      for n in 1..<Int.random(in: 2...40, using: &generator) {
        let parent = Int.random(in: 0..<s.nodes.count, using: &generator)
        s.append(
          LayoutNode(id: "n\(n)", frame: Rect(x: 0, y: 0, width: 10, height: 10)), to: parent)
        s.update(nodeAt: Int.random(in: 0..<s.nodes.count, using: &generator)) {
          $0.isTarget.toggle()
        }
      }
      #expect(Self.isTree(s))
    }
  }

  @Test func appendingToANodeThatDoesNotExistStopsWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      var s = Self.screen()
      s.append(LayoutNode(id: "lost", frame: .zero), to: 9)
    }
  }

  @Test func updatingANodeThatDoesNotExistStopsWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      var s = Self.screen()
      s.update(nodeAt: -1) { $0.isTarget = true }
    }
  }
}

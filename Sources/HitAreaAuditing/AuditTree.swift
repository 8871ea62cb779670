import HitAreaKit
import HitAreaSnapshot

/// The snapshot as the audit's probes see it: flat arrays instead of ``LayoutNode`` values, and
/// optionally only the branches that can matter in one region.
///
/// The engine only ever descends into a node whose hit area (or, under the overflow switch, whose
/// reach) contains the point; every other node returns nothing without a trace. Leaving out the
/// nodes whose root-space box of hit area or reach misses a region therefore changes no answer
/// for a point in that region, and makes each probe visit a handful of nodes instead of every
/// sibling of a long list.
struct AuditTree: HitTestTree {
  let geometries: [NodeGeometry]
  let states: [InteractionState]
  let hitAreas: [HitArea]
  let overflow: [Bool]
  let targets: [Bool]
  let passThrough: [Bool]
  let childLists: [[Int]]
  let parents: [Int?]
  let textInput: [Bool]
  let dragging: [Bool]

  func children(of node: Int) -> [Int] { childLists[node] }
  func geometry(of node: Int) -> NodeGeometry { geometries[node] }
  func interactionState(of node: Int) -> InteractionState { states[node] }
  func hitArea(of node: Int) -> HitArea { hitAreas[node] }
  func overflowsHitAreas(_ node: Int) -> Bool { overflow[node] }
  func isTarget(_ node: Int) -> Bool { targets[node] }
  func passesTouchesThrough(_ node: Int) -> Bool { passThrough[node] }
  func parent(of node: Int) -> Int? { parents[node] }
  func isTextInput(_ node: Int) -> Bool { textInput[node] }
  func interceptsDrags(_ node: Int) -> Bool { dragging[node] }

  /// The whole snapshot.
  init(_ snapshot: LayoutSnapshot) {
    let nodes = snapshot.nodes
    geometries = nodes.map(\.geometry)
    states = nodes.map(\.interactionState)
    hitAreas = nodes.map(\.hitArea)
    overflow = nodes.map(\.overflowsHitAreas)
    targets = nodes.map(\.countsAsTarget)
    passThrough = nodes.map(\.passesTouchesThrough)
    childLists = nodes.map(\.children)
    parents = nodes.map(\.parent)
    textInput = nodes.map(\.isTextInput)
    dragging = nodes.map(\.isScrollContainer)
  }

  private init(_ base: AuditTree, childLists: [[Int]]) {
    geometries = base.geometries
    states = base.states
    hitAreas = base.hitAreas
    overflow = base.overflow
    targets = base.targets
    passThrough = base.passThrough
    parents = base.parents
    textInput = base.textInput
    dragging = base.dragging
    self.childLists = childLists
  }

  /// The tree without the branches whose box misses `region` (the root always stays).
  ///
  /// - Parameters:
  ///   - region: A box in root space.
  ///   - boxes: For each node, the root-space box of everything that can be hit through it
  ///     (`.null` when nothing can).
  ///   - root: The root.
  /// - Complexity: O(nodes kept now and their children).
  func pruned(to region: Rect, boxes: [Rect], root: Int) -> AuditTree {
    let slack =
      1e-6 * (1 + Swift.max(abs(region.minX), abs(region.maxX), abs(region.minY), abs(region.maxY)))
    let area = Rect(
      minX: region.minX - slack, minY: region.minY - slack, maxX: region.maxX + slack,
      maxY: region.maxY + slack)
    var lists = [[Int]](repeating: [], count: childLists.count)
    var stack = [root]
    while let node = stack.popLast() {
      let children = childLists[node].filter { boxes[$0].intersects(area) }
      lists[node] = children
      stack.append(contentsOf: children)
    }
    return AuditTree(self, childLists: lists)
  }
}

/// Memoized probes: a point's receiver is the same whichever (correctly pruned) tree answers.
final class ProbeCache {
  var receivers: [Point: Int?] = [:]
}

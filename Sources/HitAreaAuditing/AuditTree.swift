import HitAreaKit
import HitAreaSnapshot

/// The snapshot as the audit's probes see it: per-node tables instead of ``LayoutNode`` values, and
/// optionally only the branches that can matter in one region.
///
/// The engine only ever descends into a node whose hit area (or, under the overflow switch, whose
/// reach) contains the point; every other node returns nothing without a trace. Leaving out the
/// nodes whose root-space box of hit area or reach misses a region therefore changes no answer
/// for a point in that region, and makes each probe visit a handful of nodes instead of every
/// sibling of a long list.
struct AuditTree: HitTestTree {
  let geometries: NodeColumn<NodeGeometry>
  let states: NodeColumn<InteractionState>
  let hitAreas: NodeColumn<HitArea>
  let overflow: NodeColumn<Bool>
  let targets: NodeColumn<Bool>
  let passThrough: NodeColumn<Bool>
  let childLists: [[Int]]
  let parents: NodeColumn<Int?>
  let textInput: NodeColumn<Bool>
  let dragging: NodeColumn<Bool>
  /// Each node's place among its parent's children.
  let siblingIndex: NodeColumn<Int>
  /// Each node's own policy (``LayoutNode/resolution``); `nil` when no node has one.
  let policies: [ResolutionPolicy?]?
  /// Whether a node's hit area was set to its bounds, which opts it out of the automatic minimum
  /// size (``LayoutNode/isHitAreaSet``); `nil` when no node's was.
  let boundsSet: [Bool]?
  /// When pruned: the children kept under each node that is kept (a node missing here keeps
  /// none); `nil` for the whole tree.
  private let keptChildren: [Int: [Int]]?

  /// Whether this is a tree pruned to a region (``pruned(to:boxes:root:)``).
  var isPruned: Bool { keptChildren != nil }

  func children(of node: Int) -> [Int] {
    guard let keptChildren else { return childLists[node] }
    return keptChildren[node] ?? []
  }
  func geometry(of node: Int) -> NodeGeometry { geometries[node] }
  func interactionState(of node: Int) -> InteractionState { states[node] }
  func hitArea(of node: Int) -> HitArea { hitAreas[node] }
  func overflowsHitAreas(_ node: Int) -> Bool { overflow[node] }
  func isTarget(_ node: Int) -> Bool { targets[node] }
  func passesTouchesThrough(_ node: Int) -> Bool { passThrough[node] }
  func parent(of node: Int) -> Int? { parents[node] }
  func isTextInput(_ node: Int) -> Bool { textInput[node] }
  func interceptsDrags(_ node: Int) -> Bool { dragging[node] }
  func policy(of node: Int) -> ResolutionPolicy? { policies?[node] ?? nil }
  /// As `LayoutSnapshot` answers it (``LayoutNode/hasOwnHitArea``): set, or other than bounds.
  func hasOwnHitArea(_ node: Int) -> Bool {
    !hitAreas[node].isBounds || boundsSet?[node] == true
  }
  /// As `LayoutSnapshot` answers it: a target that edits no text and scrolls nothing.
  func isAutomaticTarget(_ node: Int) -> Bool {
    targets[node] && !textInput[node] && !dragging[node]
  }

  /// The whole snapshot.
  ///
  /// - Parameters:
  ///   - snapshot: The screen.
  ///   - types: Its nodes' types, numbered (``NodeTypes``).
  init(_ snapshot: LayoutSnapshot, types: NodeTypes) {
    let nodes = snapshot.nodes
    let n = nodes.count
    assert(types.numbers.count == n, "the types of another snapshot")
    // One pass, each property read from the node in place (a map per property by key path
    // copied every node once a map, retaining all its strings and arrays), into tables in one
    // allocation (``NodeColumns``).
    var layout = NodeColumns.Layout(count: n)
    let geometrySlot = layout.place(NodeGeometry.self)
    let stateSlot = layout.place(InteractionState.self)
    let hitAreaSlot = layout.place(HitArea.self)
    let overflowSlot = layout.place(Bool.self)
    let targetSlot = layout.place(Bool.self)
    let passThroughSlot = layout.place(Bool.self)
    let parentSlot = layout.place(Int?.self)
    let textInputSlot = layout.place(Bool.self)
    let draggingSlot = layout.place(Bool.self)
    let siblingIndexSlot = layout.place(Int.self)
    let columns = NodeColumns(layout)
    let geometries = columns.column(geometrySlot, filling: NodeGeometry(frame: .zero))
    let states = columns.column(stateSlot, filling: .interactive)
    let hitAreas = columns.column(hitAreaSlot, filling: .bounds)
    let overflow = columns.column(overflowSlot, filling: false)
    let targets = columns.column(targetSlot, filling: false)
    let passThrough = columns.column(passThroughSlot, filling: false)
    let parents = columns.column(parentSlot, filling: nil)
    let textInput = columns.column(textInputSlot, filling: false)
    let dragging = columns.column(draggingSlot, filling: false)
    let siblingIndex = columns.column(siblingIndexSlot, filling: 0)
    var childLists: [[Int]] = []
    childLists.reserveCapacity(n)
    // A screen has few types: each one's kinds are made once, found by its number.
    let kinds = { (type: String?) in
      (
        isTextInput: LayoutNode.isTextInput(type: type),
        scrolls: LayoutNode.isScrollContainer(type: type, boundsOrigin: .zero)
      )
    }
    let kindsByNumber = types.strings.map(kinds)
    var policies: [ResolutionPolicy?]?
    var boundsSet: [Bool]?
    nodes.withUnsafeBufferPointer { nodes in
      for i in 0..<n {
        geometries[i] = nodes[i].geometry
        states[i] = nodes[i].interactionState
        hitAreas[i] = nodes[i].hitArea
        overflow[i] = nodes[i].overflowsHitAreas
        targets[i] = nodes[i].countsAsTarget
        passThrough[i] = nodes[i].passesTouchesThrough
        childLists.append(nodes[i].children)
        parents[i] = nodes[i].parent
        let kind = types.value(of: i, kindsByNumber, else: kinds)
        textInput[i] = kind.isTextInput
        // A node whose bounds are scrolled is a scroll container whatever its type.
        dragging[i] = nodes[i].boundsOrigin != .zero || kind.scrolls
        for (k, child) in nodes[i].children.enumerated() { siblingIndex[child] = k }
        if let policy = nodes[i].resolution {
          if policies == nil { policies = [ResolutionPolicy?](repeating: nil, count: n) }
          policies?[i] = policy
        }
        if nodes[i].isHitAreaSet, nodes[i].hitArea.isBounds {
          if boundsSet == nil { boundsSet = [Bool](repeating: false, count: n) }
          boundsSet?[i] = true
        }
      }
    }
    self.policies = policies
    self.boundsSet = boundsSet
    self.childLists = childLists
    self.geometries = geometries.column
    self.states = states.column
    self.hitAreas = hitAreas.column
    self.overflow = overflow.column
    self.targets = targets.column
    self.passThrough = passThrough.column
    self.parents = parents.column
    self.textInput = textInput.column
    self.dragging = dragging.column
    self.siblingIndex = siblingIndex.column
    keptChildren = nil
  }

  private init(_ base: AuditTree, keptChildren: [Int: [Int]]) {
    geometries = base.geometries
    states = base.states
    hitAreas = base.hitAreas
    overflow = base.overflow
    targets = base.targets
    passThrough = base.passThrough
    parents = base.parents
    textInput = base.textInput
    dragging = base.dragging
    childLists = base.childLists
    siblingIndex = base.siblingIndex
    policies = base.policies
    boundsSet = base.boundsSet
    self.keptChildren = keptChildren
  }

  /// The tree without the branches whose box misses `region` (the root always stays): a node
  /// stays when its box meets the region and its parent stays.
  ///
  /// - Parameters:
  ///   - region: A box in root space.
  ///   - boxes: An index of each node's root-space box of everything that can be hit through it
  ///     (no box when nothing can).
  ///   - root: The root.
  /// - Complexity: O(the nodes whose box meets the region, and their depths), found through the
  ///   index; never O(every node).
  func pruned(to region: Rect, boxes: BoxIndex, root: Int) -> AuditTree {
    let slack =
      1e-6 * (1 + Swift.max(abs(region.minX), abs(region.maxX), abs(region.minY), abs(region.maxY)))
    let area = Rect(
      minX: region.minX - slack, minY: region.minY - slack, maxX: region.maxX + slack,
      maxY: region.maxY + slack)
    let meeting = boxes.nodes(meeting: area)
    let meets = Set(meeting)
    // Whether a node stays: it and every ancestor below the root meet the region.
    var decided: [Int: Bool] = [root: true]
    func stays(_ node: Int) -> Bool {
      var chain: [Int] = []
      var current = node
      var result = false  // a node that misses the region, or has no parent, goes
      while true {
        if let known = decided[current] {
          result = known
          break
        }
        guard meets.contains(current), let parent = parents[current] else { break }
        chain.append(current)
        current = parent
      }
      for n in chain { decided[n] = result }
      return result
    }
    var kept: [Int: [Int]] = [:]
    for node in meeting where node != root {
      guard let parent = parents[node], stays(node) else { continue }
      kept[parent, default: []].append(node)
    }
    for (parent, list) in kept where list.count > 1 {
      kept[parent] = list.sorted { siblingIndex[$0] < siblingIndex[$1] }
    }
    return AuditTree(self, keptChildren: kept)
  }
}

/// Memoized probes: a point's receiver is the same whichever (correctly pruned) tree answers.
final class ProbeCache {
  /// Each point's receiver (`.some(nil)` for none).
  ///
  /// One screen's audit asks it from one thread, and each use reads or writes it at once (never
  /// while another runs): it is not checked for exclusive access at each use, which cost about
  /// as much as the look-up.
  @exclusivity(unchecked) var receivers: [Point: Int?] = [:]
}

/// A probe cache is one screen's, asked from one thread (its receivers are not checked for
/// exclusive access).
@available(*, unavailable)
extension ProbeCache: Sendable {}

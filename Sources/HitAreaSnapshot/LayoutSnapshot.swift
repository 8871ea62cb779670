import HitAreaKit

/// A screen's view tree at one moment: the data of the layout snapshot format, in points.
///
/// Nodes are stored flat, the root at index 0, each node listing its children's indices back to
/// front. The snapshot is a `HitTestTree` whose nodes are those indices, so the engine, the
/// audit and the simulation work on it directly.
///
/// The structure is always a tree: it grows only through ``append(_:to:)``, and
/// ``update(nodeAt:_:)`` changes a node's properties but never its place in the tree, so no
/// public API can build a cycle, a shared child or a detached node.
///
/// ```swift
/// var snapshot = LayoutSnapshot(root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
/// let close = snapshot.append(LayoutNode(id: "close", frame: Rect(x: 340, y: 60, width: 24, height: 24), isTarget: true), to: 0)
/// HitTester(tree: snapshot).hitTest(Point(x: 350, y: 70), in: snapshot.root) == close  // true
/// ```
public struct LayoutSnapshot: Hashable, Sendable {
  /// The screen's name, for reports.
  public var name: String?
  /// The unit the file was written in; geometry here is always in points.
  public var unit: LayoutUnit
  /// The platform the screen comes from, when the file records it (its `platform` key) or an
  /// importer knows it from the dump's format; `nil` otherwise (see ``effectivePlatform``).
  public var platform: ScreenPlatform? = nil
  /// Points per unit of the file (1 for `pt`; for `dp` and CSS `px` also 1 by the usual
  /// 1 pt ≈ 1 dp ≈ 1 CSS px equivalence, unless the file says otherwise).
  public var pointsPerUnit: Double
  /// Physical size of a point, for the touch model.
  public var millimetresPerPoint: Double
  /// The resolution policy of the screen.
  public var resolution: ResolutionPolicy
  /// Device pixels per point (on Android, the density: pixels per dp, such as 3.5 at 560 dpi),
  /// when the source records it or an importer was given it; `nil` when unknown.
  ///
  /// Checkers that measure whole pixels (`TargetSizeStandard.atf`) use it.
  public var pixelsPerPoint: Double? = nil
  /// The display's size in points, when the source records it; `nil` when unknown (the root's
  /// far edges then stand for the display's).
  public var screenSize: Size? = nil
  /// Whether the screen's tap targets were inferred rather than recorded.
  ///
  /// It is `true` when the dump the screen was imported from marks no element as a control
  /// (Maestro's iOS hierarchy records neither element types nor a clickable flag), so its
  /// ``LayoutNode/isTarget`` flags are an importer's guess from labels, identifiers and sizes.
  /// Reports say so. `false` by default.
  public var targetsAreInferred = false
  /// Whether the nodes' frames are only the parts of the elements that can be seen.
  ///
  /// It is `true` for dumps that record each element's bounds clipped to the scroll containers
  /// and the screen that cut it (uiautomator and UiAutomator2 `bounds`, Maestro's Android
  /// hierarchy, which copies them): a row scrolled partly out of view is recorded by its visible
  /// part, so the audit cannot measure an element that touches such an edge and reports it as
  /// not checked. `false` (full frames: XCUITest, idb, WebDriverAgent, RICO, captures) by default.
  public var framesAreClipped = false
  /// Every node, the root first.
  ///
  /// Change a node with ``update(nodeAt:_:)``; add one with ``append(_:to:)``.
  public internal(set) var nodes: [LayoutNode]

  /// Creates a snapshot holding only a root.
  public init(
    root: LayoutNode, name: String? = nil, unit: LayoutUnit = .pt, pointsPerUnit: Double = 1,
    millimetresPerPoint: Double = 0.16, resolution: ResolutionPolicy = .frontmost
  ) {
    var root = root
    root.parent = nil
    root.children = []
    self.nodes = [root]
    self.name = name
    self.unit = unit
    self.pointsPerUnit = pointsPerUnit
    self.millimetresPerPoint = millimetresPerPoint
    self.resolution = resolution
  }

  /// The root's index, always 0.
  public var root: Int { 0 }

  /// Makes room for `count` nodes in all, so that appending them one by one moves none.
  ///
  /// - Parameter count: How many nodes the snapshot will have.
  package mutating func reserveCapacity(_ count: Int) { nodes.reserveCapacity(count) }

  /// Makes room for `count` children in a node's list of them, so that appending them to it
  /// allocates the list once instead of growing it child by child.
  ///
  /// - Precondition: `node` is the index of a node of this snapshot.
  package mutating func reserveChildren(_ count: Int, of node: Int) {
    nodes[node].children.reserveCapacity(count)
  }

  /// Adds a node in front of its parent's other children.
  ///
  /// The node's own ``LayoutNode/children`` and ``LayoutNode/parent`` are replaced: it joins the
  /// tree as a leaf.
  ///
  /// - Precondition: `parent` is the index of a node of this snapshot.
  /// - Returns: The new node's index.
  @discardableResult
  public mutating func append(_ node: consuming LayoutNode, to parent: Int) -> Int {
    precondition(
      nodes.indices.contains(parent),
      "LayoutSnapshot.append(_:to:): parent index \(parent) is out of range (the snapshot has "
        + "\(nodes.count) nodes)")
    node.parent = parent
    node.children = []
    nodes.append(consume node)  // moved in: a copy would retain each of its strings
    let index = nodes.count - 1
    nodes[parent].children.append(index)
    return index
  }

  /// Changes one node's properties in place; its place in the tree stays as it was.
  ///
  /// ```swift
  /// snapshot.update(nodeAt: close) { $0.hitArea = .minimumSize(44) }
  /// ```
  ///
  /// - Precondition: `index` is the index of a node of this snapshot.
  /// - Returns: What `body` returns.
  @discardableResult
  public mutating func update<Result>(
    nodeAt index: Int, _ body: (inout LayoutNode) throws -> Result
  ) rethrows -> Result {
    precondition(
      nodes.indices.contains(index),
      "LayoutSnapshot.update(nodeAt:_:): index \(index) is out of range (the snapshot has "
        + "\(nodes.count) nodes)")
    let (children, parent) = (nodes[index].children, nodes[index].parent)
    defer { (nodes[index].children, nodes[index].parent) = (children, parent) }
    return try body(&nodes[index])
  }

  /// The index of the node with this id, if any.
  ///
  /// O(n).
  public func index(of id: String) -> Int? { nodes.firstIndex { $0.id == id } }

  /// The transform from a node's bounds space to the root's bounds space.
  ///
  /// - Complexity: O(depth).
  public func toRoot(_ index: Int) -> AffineTransform {
    var transform = AffineTransform.identity
    var current = index
    while let parent = nodes[current].parent {
      transform = transform.concatenating(nodes[current].geometry.toParent)
      current = parent
    }
    return transform
  }

  /// A node's visible bounds in root space (the box around them when transformed).
  public func frameInRoot(_ index: Int) -> Rect {
    toRoot(index).boundingBox(of: nodes[index].geometry.bounds.standardized)
  }

  /// A node's hit area in root space (the box around it when transformed).
  public func hitAreaInRoot(_ index: Int) -> Rect {
    // The node's properties read in place: a copy of it would retain each of its strings.
    toRoot(index).boundingBox(of: nodes[index].hitArea.rect(in: nodes[index].geometry.bounds))
  }

  /// Indices of the nodes in depth-first order, back to front (the root first).
  public var depthFirstIndices: [Int] {
    var order: [Int] = []
    order.reserveCapacity(nodes.count)
    var stack = [root]
    nodes.withUnsafeBufferPointer { nodes in
      while let i = stack.popLast() {
        order.append(i)
        // The children last to first, so that the first is taken next.
        let children = nodes[i].children
        var k = children.count
        while k > 0 {
          k -= 1
          stack.append(children[k])
        }
      }
    }
    return order
  }
}

/// The unit a layout file measures in.
public enum LayoutUnit: String, Hashable, Sendable, Codable, CaseIterable {
  /// iOS points.
  case pt
  /// Android density-independent pixels.
  case dp
  /// CSS pixels (or device pixels, with a `pointsPerUnit` below 1).
  case px
}

extension LayoutSnapshot: HitTestTree {
  /// The children's indices, back to front.
  public func children(of node: Int) -> [Int] { nodes[node].children }
  /// The node's geometry.
  public func geometry(of node: Int) -> NodeGeometry { nodes[node].geometry }
  /// The node's eligibility inputs.
  public func interactionState(of node: Int) -> InteractionState { nodes[node].interactionState }
  /// The node's hit area.
  public func hitArea(of node: Int) -> HitArea { nodes[node].hitArea }
  /// The node's overflow switch.
  public func overflowsHitAreas(_ node: Int) -> Bool { nodes[node].overflowsHitAreas }
  /// Whether the node is marked a tap target (``LayoutNode/isTarget``).
  ///
  /// The engine never takes a node that passes touches through for a target, marked or not
  /// (``LayoutNode/countsAsTarget``).
  public func isTarget(_ node: Int) -> Bool { nodes[node].isTarget }
  /// The node's parent, `nil` for the root.
  public func parent(of node: Int) -> Int? { nodes[node].parent }
  /// Whether the node's type edits text (``LayoutNode/isTextInput``).
  public func isTextInput(_ node: Int) -> Bool { nodes[node].isTextInput }
  /// Whether the node is a scroll container (``LayoutNode/isScrollContainer``): a file records
  /// no gesture recognizers, so scrolling is the drag it knows of.
  public func interceptsDrags(_ node: Int) -> Bool { nodes[node].isScrollContainer }
  /// Whether the node passes touches through (``LayoutNode/passesTouchesThrough``).
  public func passesTouchesThrough(_ node: Int) -> Bool { nodes[node].passesTouchesThrough }
  /// The node's own policy (``LayoutNode/resolution``).
  public func policy(of node: Int) -> ResolutionPolicy? { nodes[node].resolution }
}

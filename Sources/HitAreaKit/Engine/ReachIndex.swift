/// For every node, the bounding box of the hit areas that can be reached through it: its own
/// hit area and those of all eligible descendants, in the node's bounds space.
///
/// The overflow switch (``HitTestTree/overflowsHitAreas(_:)``) makes a node accept a point that
/// lies in any eligible descendant's hit area. The index makes that a pruned descent instead of a
/// scan of the subtree on every touch: a subtree whose reach box does not contain the point is
/// skipped, and the recursion decides exactly which descendant, if any, is hit.
///
/// An index is a picture of one moment. **It is invalid after any change in the subtree** of
/// geometry (bounds, centre, transform, anchor), of hit areas, of eligibility (hidden, alpha,
/// user interaction, enabled) or of structure (views added, removed or reordered). Rebuild it
/// then, or hit testing may miss descendants whose areas grew or moved (it never returns a view
/// that is not hit: the descent is exact; only pruning uses the index).
///
/// ```swift
/// let index = ReachIndex(tree: tree, root: window)
/// let tester = HitTester(tree: tree, reachIndex: index)
/// ```
///
/// - Complexity: building is O(n) in the size of the tree; a lookup is O(1).
public struct ReachIndex<Node: Hashable> {
  @usableFromInline var boxes: [Node: Rect]

  /// Builds the index for the whole tree below `root`.
  ///
  /// - Parameters:
  ///   - tree: The tree adapter.
  ///   - root: The node to start from (usually the window or the root of a snapshot).
  public init<Tree: HitTestTree>(tree: Tree, root: Tree.Node) where Tree.Node == Node {
    boxes = [:]
    _ = Self.build(tree, root, tree.geometry(of: root), into: &boxes)
  }

  /// The reach box of a node, in its bounds space; ``Rect/null`` when nothing in it is hittable
  /// or the node was not indexed.
  @inlinable
  public func reach(of node: Node) -> Rect? { boxes[node] }

  /// The number of indexed nodes.
  public var count: Int { boxes.count }

  /// Computes the reach of `node` without an index, recursively. O(size of the subtree).
  @usableFromInline
  static func reach<Tree: HitTestTree>(_ tree: Tree, _ node: Node, _ geometry: NodeGeometry)
    -> Rect where Tree.Node == Node
  {
    var unused: [Node: Rect] = [:]
    return build(tree, node, geometry, into: &unused, recording: false)
  }

  private static func build<Tree: HitTestTree>(
    _ tree: Tree, _ node: Node, _ geometry: NodeGeometry, into boxes: inout [Node: Rect],
    recording: Bool = true
  ) -> Rect where Tree.Node == Node {
    guard tree.interactionState(of: node).isEligible else { return .null }
    var box = tree.hitArea(of: node).rect(in: geometry.bounds)
    if box.isEmpty { box = .null }
    for child in tree.children(of: node) {
      let childGeometry = tree.geometry(of: child)
      let childBox = build(tree, child, childGeometry, into: &boxes, recording: recording)
      // Empty subtrees and children whose transform cannot be inverted are unhittable.
      guard !childBox.isEmpty, childGeometry.transform.inverted() != nil else { continue }
      box = box.union(childGeometry.toParent.boundingBox(of: childBox))
    }
    if recording { boxes[node] = box }
    return box
  }

  /// Whether a reach box may contain the point. Reach boxes only prune, so this errs on the side
  /// of yes: edges are closed and a hair of slack absorbs rounding, because a transform can turn a
  /// descendant's inclusive minimum edge into the box's maximum edge (a 180° rotation does).
  @inlinable
  static func mayContain(_ box: Rect, _ p: Point) -> Bool {
    if box.isNull { return false }
    let slack =
      1e-9
      * (1
        + Swift.max(
          Swift.abs(box.minX), Swift.abs(box.maxX), Swift.abs(box.minY), Swift.abs(box.maxY)))
    return p.x >= box.minX - slack && p.x <= box.maxX + slack && p.y >= box.minY - slack
      && p.y <= box.maxY + slack
  }
}

extension ReachIndex: Sendable where Node: Sendable {}

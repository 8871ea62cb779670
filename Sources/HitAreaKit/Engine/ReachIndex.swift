/// For every node, the bounding box of the hit areas that can be reached through it: its own
/// hit area (unless it is pass-through) and those of all eligible descendants, in the node's
/// bounds space.
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
/// that is not hit: the descent is exact; only pruning uses the index). Building one per touch
/// and reusing it for every `hitTest` call of that touch is what the UIKit adapter does.
///
/// Boxes are built from hit areas' rects (``HitArea/rect(in:)``): where a view's own
/// `point(inside:with:)` accepts points beyond its hit area's rect (an enlargement of its own),
/// the overflow switch does not reach them.
///
/// ```swift
/// let index = ReachIndex(tree: tree, root: window)
/// let tester = HitTester(tree: tree, reachIndex: index)
/// ```
///
/// - Complexity: building is O(n) in the size of the tree; a lookup is O(1).
public struct ReachIndex<Node: Hashable> {
  /// The boxes of value-type nodes (snapshot indices, …), keyed by the nodes.
  @usableFromInline var boxes: [Node: Rect]
  /// The boxes of class-instance nodes (views), keyed by identity: the index keeps no node
  /// alive, so a cached index never leaks a view tree.
  @usableFromInline var objectBoxes: [ObjectIdentifier: Rect]
  /// Whether nodes are class instances, keyed by identity.
  @usableFromInline let keysByIdentity: Bool

  /// Builds the index for the whole tree below `root`.
  ///
  /// Class-instance nodes (views, test doubles) are keyed by identity and not retained: an index
  /// kept after its views are gone holds nothing of them (and must not be used for new views
  /// that happen to reuse an address; rebuild it, as after any change).
  ///
  /// - Parameters:
  ///   - tree: The tree adapter.
  ///   - root: The node to start from (usually the window or the root of a snapshot).
  ///   - automaticMinimumSize: The automatic minimum size the hit tester uses
  ///     (``HitTester/automaticMinimumSize``), so that automatic enlargements are reached under
  ///     the overflow switch; `nil` for none.
  public init<Tree: HitTestTree>(
    tree: Tree, root: Tree.Node, automaticMinimumSize: Double? = nil
  ) where Tree.Node == Node {
    boxes = [:]
    objectBoxes = [:]
    keysByIdentity =
      Node.self is AnyObject.Type && MemoryLayout<Node>.size == MemoryLayout<AnyObject>.size
    _ = Self.build(
      tree, root, tree.geometry(of: root), AutomaticMinimumSize.side(automaticMinimumSize),
      into: &self, recording: true)
  }

  /// The reach box of a node, in its bounds space.
  ///
  /// - Returns: The box; ``Rect/null`` when the node can be hit but nothing in its subtree has a
  ///   hit area (a pass-through node over ineligible or empty children, say); `nil` when the
  ///   node was not indexed: it is not below the root, or it or one of its ancestors cannot be
  ///   hit (hidden, transparent, not interactive or disabled), which stops the walk as it stops
  ///   hit testing.
  ///
  /// ```swift
  /// index.reach(of: cell)    // Rect(x: 0, y: -22, width: 322, height: 82)
  /// index.reach(of: hidden)  // nil
  /// ```
  @inlinable
  public func reach(of node: Node) -> Rect? {
    keysByIdentity ? objectBoxes[Self.identity(of: node)] : boxes[node]
  }

  /// The identity of a class-instance node: a plain reinterpretation of its reference (`as
  /// AnyObject` would go through a dynamic cast on every lookup).
  ///
  /// Only called when ``keysByIdentity`` holds, so `Node` is a class type of one reference's size.
  @inlinable
  static func identity(of node: Node) -> ObjectIdentifier {
    ObjectIdentifier(unsafeBitCast(node, to: AnyObject.self))
  }

  /// The number of indexed nodes.
  public var count: Int { keysByIdentity ? objectBoxes.count : boxes.count }

  private mutating func record(_ box: Rect, for node: Node) {
    if keysByIdentity {
      objectBoxes[Self.identity(of: node)] = box
    } else {
      boxes[node] = box
    }
  }

  /// Computes the reach of `node` without an index, recursively.
  ///
  /// O(size of the subtree).
  @usableFromInline
  static func reach<Tree: HitTestTree>(
    _ tree: Tree, _ node: Node, _ geometry: NodeGeometry, automaticMinimumSize: Double? = nil
  ) -> Rect where Tree.Node == Node {
    var unused = ReachIndex(empty: false)
    return build(
      tree, node, geometry, AutomaticMinimumSize.side(automaticMinimumSize), into: &unused,
      recording: false)
  }

  /// The reach box of a node: its own hit area (not for a pass-through node, which is never hit,
  /// though it still gates its subviews where the overflow switch is off) and its eligible
  /// children's reach boxes.
  ///
  /// Nodes that decide for themselves (their own hit test or policy) count with their whole
  /// subtree, which may only make the box larger than needed: boxes only prune. A node given the
  /// automatic minimum size counts with that area.
  private static func build<Tree: HitTestTree>(
    _ tree: Tree, _ node: Node, _ geometry: NodeGeometry, _ automatic: Double?,
    into index: inout ReachIndex, recording: Bool
  ) -> Rect where Tree.Node == Node {
    guard tree.interactionState(of: node).isEligible else { return .null }
    var box: Rect = .null
    if !tree.passesTouchesThrough(node) {
      let area =
        if let automatic, AutomaticMinimumSize.applies(to: node, in: tree) {
          HitArea.minimumSize(automatic)
        } else {
          tree.hitArea(of: node)
        }
      box = area.rect(in: geometry.bounds)
    }
    if box.isEmpty { box = .null }
    for child in tree.children(of: node) {
      let childGeometry = tree.geometry(of: child)
      let childBox = build(
        tree, child, childGeometry, automatic, into: &index, recording: recording)
      // Empty subtrees and children whose transform cannot be inverted are unhittable.
      guard !childBox.isEmpty, childGeometry.transform.inverted() != nil else { continue }
      box = box.union(childGeometry.toParent.boundingBox(of: childBox))
    }
    if recording { index.record(box, for: node) }
    return box
  }

  private init(empty keysByIdentity: Bool) {
    boxes = [:]
    objectBoxes = [:]
    self.keysByIdentity = keysByIdentity
  }

  /// Whether a reach box may contain the point.
  ///
  /// Reach boxes only prune, so this errs on the side of yes: edges are closed and a hair of slack
  /// absorbs rounding, because a transform can turn a descendant's inclusive minimum edge into the
  /// box's maximum edge (a 180° rotation does).
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

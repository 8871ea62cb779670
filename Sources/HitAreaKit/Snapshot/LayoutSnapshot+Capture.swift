/// What a captured node is called: its id, type and label.
public struct CapturedNodeDescription: Hashable, Sendable {
  /// A unique id, or `nil` to use the node's path (`0/2/1`).
  public var id: String?
  /// The class name, such as `UIButton`.
  public var type: String?
  /// The accessibility label or title.
  public var label: String?

  /// Creates a description.
  public init(id: String? = nil, type: String? = nil, label: String? = nil) {
    self.id = id
    self.type = type
    self.label = label
  }
}

extension LayoutSnapshot {
  /// Captures any view tree as a layout snapshot: what the UIKit adapter does with a live window,
  /// expressed over ``HitTestTree`` so that it is tested on Linux.
  ///
  /// Frames are written the way the format defines them: untransformed, in the parent's bounds
  /// space, with the transform about the frame's centre. A non-default anchor point is folded
  /// into the frame's position, so every point maps exactly as it does on the device.
  ///
  /// ```swift
  /// let snapshot = LayoutSnapshot(capturing: window, in: UIViewTree()) { view in
  ///   CapturedNodeDescription(id: view.accessibilityIdentifier, type: "\(type(of: view))")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - root: The node to start from; its frame is placed at its own position.
  ///   - tree: The tree adapter.
  ///   - name: The screen's name.
  ///   - maximumDepth: Deeper subtrees are cut off (the snapshot reader refuses deeper files).
  ///   - describe: Names each node; duplicate or missing ids fall back to the node's path.
  /// - Complexity: O(n) in the number of nodes.
  public init<Tree: HitTestTree>(
    capturing root: Tree.Node, in tree: Tree, name: String? = nil, maximumDepth: Int = 512,
    describe: (Tree.Node) -> CapturedNodeDescription = { _ in CapturedNodeDescription() }
  ) {
    var usedIDs = Set<String>()
    func makeNode(_ node: Tree.Node, path: String) -> LayoutNode {
      let d = describe(node)
      var id = path
      if let wanted = d.id, !wanted.isEmpty, !usedIDs.contains(wanted) { id = wanted }
      if usedIDs.contains(id) { id = "\(path)#\(usedIDs.count)" }
      usedIDs.insert(id)
      let g = tree.geometry(of: node)
      let state = tree.interactionState(of: node)
      return LayoutNode(
        id: id, type: d.type, label: d.label, frame: Self.untransformedFrame(g),
        boundsOrigin: g.boundsOrigin, transform: g.transform,
        isHidden: state.isHidden, alpha: state.alpha,
        isUserInteractionEnabled: state.isUserInteractionEnabled, isEnabled: state.isEnabled,
        isTarget: tree.isTarget(node), hitArea: tree.hitArea(of: node),
        overflowsHitAreas: tree.overflowsHitAreas(node))
    }
    self.init(root: makeNode(root, path: "0"), name: name)
    var stack: [(node: Tree.Node, index: Int, path: String, depth: Int)] = [(root, 0, "0", 0)]
    while let (node, index, path, depth) = stack.popLast() {
      guard depth < maximumDepth else { continue }
      for (i, child) in tree.children(of: node).enumerated() {
        let childPath = "\(path)/\(i)"
        let childIndex = append(makeNode(child, path: childPath), to: index)
        stack.append((child, childIndex, childPath, depth + 1))
      }
    }
  }

  /// The format's frame: where the bounds' centre lands in the parent, with the bounds' size.
  static func untransformedFrame(_ g: NodeGeometry) -> Rect {
    let s = g.boundsSize
    let shift = g.transform.applyLinear(
      to: Point(x: (0.5 - g.anchorPoint.x) * s.width, y: (0.5 - g.anchorPoint.y) * s.height))
    let centre = Point(x: g.center.x + shift.x, y: g.center.y + shift.y)
    return Rect(
      x: centre.x - s.width / 2, y: centre.y - s.height / 2, width: s.width, height: s.height)
  }
}

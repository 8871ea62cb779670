import HitAreaKit

extension LayoutSnapshot {
  /// Captures any view tree as a layout snapshot: what the UIKit adapter does with a live view,
  /// expressed over ``HitTestTree`` so that it is tested on Linux.
  ///
  /// Frames are written the way the format defines them: untransformed, in the parent's bounds
  /// space, with the transform about the frame's centre. A non-default anchor point is folded
  /// into the frame's position, so every point maps exactly as it does on the device.
  ///
  /// What `describe` adds (see ``CapturedNodeDescription``):
  /// - **Ids** are the described ids where set and unique, else the node's path (`0/2/1`), whose
  ///   components are the described path components where given (`cell[2,5]`), so ids survive
  ///   cell reuse.
  /// - **Targets** are decided by ``TargetFacts`` where described (cells count, a
  ///   screen-covering tap recognizer does not, private parts of controls do not), else by the
  ///   tree.
  /// - **Types** tell the audit which nodes are scroll containers
  ///   (``CapturedNodeDescription/recordedType``).
  /// - A node drawn through a **3-D transform** (its real transform is not affine, or its
  ///   parent's `sublayerTransform` is not the identity: ``NodeGeometry/isThreeDimensional``, or
  ///   ``CapturedNodeDescription/hasAffineTransform``) gets a singular transform (its linear part
  ///   zero, its translation kept): no point maps into it or its subtree, so the snapshot never
  ///   claims to know where it is hit.
  /// - **Accessibility elements** become child nodes behind the real children, as approximate
  ///   targets (the content of SwiftUI hosting views).
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
  ///   - maximumDepth: The most levels of nodes, the root included, as
  ///     ``LayoutSnapshotLimits/maximumDepth`` counts them (and at most that, so that the snapshot
  ///     always writes and reads back); deeper subtrees are cut off.
  ///   - describe: Describes each node; called once per node.
  /// - Complexity: O(n) in the number of nodes and elements, plus the tree's own rule for each
  ///   target (`isAutomaticTarget`: O(depth) on UIKit).
  package init<Tree: HitTestTree>(
    capturing root: Tree.Node, in tree: Tree, name: String? = nil,
    maximumDepth: Int = LayoutSnapshotLimits.maximumDepth,
    describe: (Tree.Node) -> CapturedNodeDescription = { _ in CapturedNodeDescription() }
  ) {
    self = withoutActuallyEscaping(describe) { describe in
      let description = describe(root)
      let geometry = Self.capturedGeometry(tree.geometry(of: root), description)
      var capture = SnapshotCapture(
        tree: tree, describe: describe, maximumDepth: maximumDepth,
        rootBounds: geometry.bounds.standardized)
      let rootNode = capture.makeNode(
        root, description, geometry, path: "0", toRoot: .identity, insideControl: false)
      var snapshot = LayoutSnapshot(root: rootNode, name: name)
      capture.appendDescendants(
        of: root, description, at: 0, path: "0", depth: 0, toRoot: .identity,
        insideControl: description.targetFacts?.isControl ?? false, into: &snapshot)
      return snapshot
    }
  }

  /// Captures a scene's windows under one root, the screen: what the user sees, keyboard and
  /// alerts included.
  ///
  /// The root is a node with the id `screen` and the screen's frame; the windows are its
  /// children, back to front by level (``SceneCapture/orderedByLevel(_:level:)``). A window
  /// described as passing touches through (the keyboard's windows) is left out and its subviews
  /// become children of the screen, placed exactly where they are, unless the window itself is
  /// hidden, transparent (`alpha < 0.01`) or not interactive: UIKit then skips its whole subtree,
  /// so it is captured as any window is, its state hiding its subviews. Paths count windows in
  /// that order: `0/1/…` is the second window from the back.
  ///
  /// ```swift
  /// let snapshot = LayoutSnapshot(
  ///   capturingWindows: windows, level: { $0.level }, screen: Rect(x: 0, y: 0, width: 390, height: 844),
  ///   in: tree)
  /// ```
  ///
  /// - Parameters:
  ///   - windows: The scene's windows, in the order the scene lists them.
  ///   - level: Each window's level.
  ///   - screen: The screen's bounds, the space the windows' frames are in.
  ///   - tree: The tree adapter.
  ///   - name: The screen's name.
  ///   - screenType: The root's type; `nil` unless given.
  ///   - maximumDepth: The most levels of nodes, the screen included (the windows are the
  ///     second level), at most ``LayoutSnapshotLimits/maximumDepth``; deeper subtrees are cut
  ///     off.
  ///   - describe: Describes each node, windows included.
  /// - Complexity: O(n) in the number of nodes, plus O(w log w) for w windows.
  package init<Tree: HitTestTree>(
    capturingWindows windows: [Tree.Node], level: (Tree.Node) -> Double, screen: Rect,
    in tree: Tree, name: String? = nil, screenType: String? = nil,
    maximumDepth: Int = LayoutSnapshotLimits.maximumDepth,
    describe: (Tree.Node) -> CapturedNodeDescription = { _ in CapturedNodeDescription() }
  ) {
    self = withoutActuallyEscaping(describe) { describe in
      var capture = SnapshotCapture(
        tree: tree, describe: describe, maximumDepth: maximumDepth,
        rootBounds: screen.standardized)
      var snapshot = LayoutSnapshot(
        root: LayoutNode(id: "screen", type: screenType, frame: screen), name: name)
      capture.reserve("screen")
      guard maximumDepth > 1 else { return snapshot }
      for (i, window) in SceneCapture.orderedByLevel(windows, level: level).enumerated() {
        let d = describe(window)
        let path = "0/\(d.pathComponent ?? String(i))"
        let g = Self.capturedGeometry(tree.geometry(of: window), d)
        // A window that fails UIKit's gate hides its whole subtree: it is kept, with its state,
        // as any hidden view is, rather than its subviews placed on the screen as hittable.
        guard d.passesTouchesThrough, tree.interactionState(of: window).isEligible else {
          capture.appendSubtree(
            window, d, g, to: 0, path: path, depth: 1, parentToRoot: .identity,
            insideControl: false, into: &snapshot)
          continue
        }
        for (j, child) in tree.children(of: window).enumerated() {
          let dc = describe(child)
          let gc = Self.hoisted(Self.capturedGeometry(tree.geometry(of: child), dc), through: g)
          capture.appendSubtree(
            child, dc, gc, to: 0, path: "\(path)/\(dc.pathComponent ?? String(j))", depth: 1,
            parentToRoot: .identity, insideControl: false, into: &snapshot)
        }
      }
      return snapshot
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

  /// The geometry a capture records: the tree's, with a singular transform when the node is
  /// drawn through a 3-D transform (its own, or its parent's `sublayerTransform`).
  static func capturedGeometry(_ g: NodeGeometry, _ d: CapturedNodeDescription) -> NodeGeometry {
    guard !d.hasAffineTransform || g.isThreeDimensional else { return g }
    var singular = g
    singular.transform = AffineTransform(
      a: 0, b: 0, c: 0, d: 0, tx: g.transform.tx, ty: g.transform.ty)
    return singular
  }

  /// A child's geometry moved into its grandparent's space, for a parent that is left out: every
  /// point of the child maps where it mapped through the parent.
  static func hoisted(_ child: NodeGeometry, through parent: NodeGeometry) -> NodeGeometry {
    let composed = child.toParent.concatenating(parent.toParent)
    var g = child
    g.transform = AffineTransform(
      a: composed.a, b: composed.b, c: composed.c, d: composed.d, tx: 0, ty: 0)
    g.center = composed.apply(to: child.anchorInBounds)
    return g
  }
}

/// The state of one capture: the tree, the ids used so far and the root's bounds, which decide
/// what counts as a background view.
struct SnapshotCapture<Tree: HitTestTree> {
  let tree: Tree
  let describe: (Tree.Node) -> CapturedNodeDescription
  /// The most levels of nodes, the root included (at most the format's limit).
  let maximumDepth: Int
  let rootBounds: Rect
  private var usedIDs = Set<String>()

  init(
    tree: Tree, describe: @escaping (Tree.Node) -> CapturedNodeDescription, maximumDepth: Int,
    rootBounds: Rect
  ) {
    self.tree = tree
    self.describe = describe
    self.maximumDepth = min(maximumDepth, LayoutSnapshotLimits.maximumDepth)
    self.rootBounds = rootBounds
  }

  /// Marks an id as taken.
  mutating func reserve(_ id: String) { usedIDs.insert(id) }

  /// The wanted id if it is free, else the path, else the path with a number.
  mutating func uniqueID(_ wanted: String?, path: String) -> String {
    var id = path
    if let wanted, !wanted.isEmpty, !usedIDs.contains(wanted) { id = wanted }
    var n = usedIDs.count
    while usedIDs.contains(id) {
      id = "\(path)#\(n)"
      n += 1
    }
    usedIDs.insert(id)
    return id
  }

  /// The share of the root's area that a box in root space covers.
  func rootCoverage(of box: Rect) -> Double {
    TargetFacts.coverage(of: box, in: rootBounds)
  }

  /// One node of the snapshot, its target decided by the description's facts where given.
  mutating func makeNode(
    _ node: Tree.Node, _ d: CapturedNodeDescription, _ g: NodeGeometry, path: String,
    toRoot: AffineTransform, insideControl: Bool
  ) -> LayoutNode {
    let id = uniqueID(d.id, path: path)
    let state = tree.interactionState(of: node)
    let isTarget: Bool
    if let facts = d.targetFacts {
      let box = toRoot.boundingBox(of: g.bounds.standardized)
      isTarget = facts.isTarget(insideControl: insideControl, rootCoverage: rootCoverage(of: box))
    } else {
      isTarget = tree.isTarget(node)
    }
    var captured = LayoutNode(
      id: id, type: d.recordedType, label: d.label,
      frame: LayoutSnapshot.untransformedFrame(g), boundsOrigin: g.boundsOrigin,
      transform: g.transform, isHidden: state.isHidden, alpha: state.alpha,
      isUserInteractionEnabled: state.isUserInteractionEnabled, isEnabled: state.isEnabled,
      isTarget: isTarget, hitArea: tree.hitArea(of: node),
      overflowsHitAreas: tree.overflowsHitAreas(node),
      passesTouchesThrough: tree.passesTouchesThrough(node))
    // A target the automatic minimum size never enlarges (a switch, a label with a tap
    // recognizer, a bar's button, a subtree that opts out: the tree's own rule) is recorded as
    // opted out, so that an audit with the size measures what the window hook does.
    captured.isHitAreaSet =
      captured.hitArea.isBounds
      && (tree.hasOwnHitArea(node)
        || (captured.countsAsTarget && !tree.isAutomaticTarget(node)))
    captured.resolution = tree.policy(of: node)
    return captured
  }

  /// Appends a node (with the geometry given, which may be hoisted) and everything below it.
  mutating func appendSubtree(
    _ node: Tree.Node, _ d: CapturedNodeDescription, _ g: NodeGeometry, to parent: Int,
    path: String, depth: Int, parentToRoot: AffineTransform, insideControl: Bool,
    into snapshot: inout LayoutSnapshot
  ) {
    let toRoot = g.toParent.concatenating(parentToRoot)
    let index = snapshot.append(
      makeNode(node, d, g, path: path, toRoot: toRoot, insideControl: insideControl), to: parent)
    appendDescendants(
      of: node, d, at: index, path: path, depth: depth, toRoot: toRoot,
      insideControl: insideControl || (d.targetFacts?.isControl ?? false), into: &snapshot)
  }

  /// Appends a node's accessibility elements and its subtree, depth first, without recursion.
  ///
  /// `depth` counts the levels above the node (the root's is 0): its children, at level
  /// `depth + 2` counting the root as 1, are added only within ``maximumDepth`` levels.
  mutating func appendDescendants(
    of node: Tree.Node, _ d: CapturedNodeDescription, at index: Int, path: String, depth: Int,
    toRoot: AffineTransform, insideControl: Bool, into snapshot: inout LayoutSnapshot
  ) {
    var stack = [
      (
        node: node, description: d, index: index, path: path, depth: depth, toRoot: toRoot,
        insideControl: insideControl
      )
    ]
    while let top = stack.popLast() {
      guard top.depth + 2 <= maximumDepth else { continue }
      appendElements(
        top.description.accessibilityElements, to: top.index, path: top.path, &snapshot)
      for (i, child) in tree.children(of: top.node).enumerated() {
        let dc = describe(child)
        let gc = LayoutSnapshot.capturedGeometry(tree.geometry(of: child), dc)
        let childPath = "\(top.path)/\(dc.pathComponent ?? String(i))"
        let childToRoot = gc.toParent.concatenating(top.toRoot)
        let childIndex = snapshot.append(
          makeNode(
            child, dc, gc, path: childPath, toRoot: childToRoot, insideControl: top.insideControl),
          to: top.index)
        stack.append(
          (
            child, dc, childIndex, childPath, top.depth + 1, childToRoot,
            top.insideControl || (dc.targetFacts?.isControl ?? false)
          ))
      }
    }
  }

  /// Appends accessibility elements as plain child nodes (finite frames only).
  mutating func appendElements(
    _ elements: [CapturedAccessibilityElement], to parent: Int, path: String,
    _ snapshot: inout LayoutSnapshot
  ) {
    for (i, e) in elements.enumerated() {
      let f = e.frame
      guard [f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy(\.isFinite) else {
        continue
      }
      var node = LayoutNode(
        id: uniqueID(e.id, path: "\(path)/ax\(i)"), type: e.type ?? "AccessibilityElement",
        label: e.label, frame: f.standardized, isEnabled: e.isEnabled, isTarget: e.isTarget)
      // The window hook never enlarges an element (SwiftUI's own modifier may, which a capture
      // cannot see): recorded as opted out.
      node.isHitAreaSet = e.isTarget
      snapshot.append(node, to: parent)
    }
  }
}

import HitAreaKit
import HitAreaSnapshot

/// A cheap summary of everything hit testing reads from a view tree, to tell whether a layout
/// changed without capturing it.
///
/// The UIKit debug overlay takes one on every tick and captures, audits and redraws the window
/// only when it differs from the previous one. Taking a fingerprint walks the tree once and
/// allocates nothing per node: no snapshot, no names, no strings.
///
/// What it covers, node by node in depth-first order: the number of children (so the shape of
/// the tree counts), the geometry (bounds origin and size, centre, transform, anchor point), the
/// interaction state (user interaction, hidden, alpha, enabled), the hit area and whether one
/// was set, the overflow switch, whether the node is a target and, for a target, whether the
/// automatic minimum size enlarges it. Two trees that agree on all of these have equal
/// fingerprints.
///
/// It is a hash: within one process, equal trees give equal fingerprints, and different trees
/// give different ones except with a chance of about one in 2⁶⁴ (the overlay would then redraw at
/// the next change instead). Values differ between runs of a program, so never store them.
///
/// ```swift
/// var last: LayoutFingerprint?
/// func tick() {
///   let now = LayoutFingerprint(of: window, in: UIViewTree())
///   guard now != last else { return }   // nothing moved: no capture, no redraw
///   last = now
///   redraw()
/// }
/// ```
package struct LayoutFingerprint: Hashable, Sendable {
  /// The hash of the tree's hit-testing facts.
  package let value: Int
  /// How many nodes were visited (at most those down to the depth limit).
  package let nodeCount: Int

  /// Takes the fingerprint of the tree below `root`.
  ///
  /// - Parameters:
  ///   - root: The node to start from (a window, a screen's root view).
  ///   - tree: The tree adapter.
  ///   - maximumDepth: The most levels of nodes visited, the root included, as in a capture;
  ///     `LayoutSnapshotLimits.maximumDepth` (512) unless given.
  ///
  /// ```swift
  /// LayoutFingerprint(of: root, in: TestViewTree()) == LayoutFingerprint(of: root, in: TestViewTree())
  /// // true until something in the tree changes
  /// ```
  ///
  /// - Complexity: O(n) in the number of nodes.
  package init<Tree: HitTestTree>(
    of root: Tree.Node, in tree: Tree, maximumDepth: Int = LayoutSnapshotLimits.maximumDepth
  ) {
    var hasher = Hasher()
    var count = 0
    let levels = min(maximumDepth, LayoutSnapshotLimits.maximumDepth)
    var stack: [(node: Tree.Node, level: Int)] = [(root, 1)]
    while let (node, level) = stack.popLast() {
      count += 1
      let children = level < levels ? Array(tree.children(of: node)) : []
      hasher.combine(children.count)
      hasher.combine(tree.geometry(of: node))
      hasher.combine(tree.interactionState(of: node))
      hasher.combine(tree.hitArea(of: node))
      hasher.combine(tree.overflowsHitAreas(node))
      hasher.combine(tree.isTarget(node))
      hasher.combine(tree.passesTouchesThrough(node))
      hasher.combine(tree.overridesHitTest(node))
      hasher.combine(tree.policy(of: node))
      // What decides the automatic size's ring, which the capture records.
      hasher.combine(tree.hasOwnHitArea(node))
      if tree.isTarget(node) { hasher.combine(tree.isAutomaticTarget(node)) }
      for child in children.reversed() { stack.append((child, level + 1)) }
    }
    value = hasher.finalize()
    nodeCount = count
  }
}

import HitAreaKit

/// The reference algorithm of HitAreaKit's UIKitHitTestingRules article, written as plainly as possible over any
/// ``HitTestTree``, for property tests and as the benchmarks' baseline.
///
/// It knows nothing of hit areas, overflow or policies: `point(inside:)` is the bounds test.
public enum ReferenceHitTest {
  /// UIKit's `hitTest` at `point`, in `root`'s bounds space.
  @inlinable
  public static func hitTest<Tree: HitTestTree>(_ tree: Tree, _ point: Point, in root: Tree.Node)
    -> Tree.Node?
  {
    visit(tree, root, tree.geometry(of: root), point)
  }

  @inlinable
  static func visit<Tree: HitTestTree>(
    _ tree: Tree, _ node: Tree.Node, _ geometry: NodeGeometry, _ p: Point
  ) -> Tree.Node? {
    let s = tree.interactionState(of: node)
    guard s.isEnabled else { return nil }  // H9: UIControl's override, before super
    guard s.isUserInteractionEnabled, !s.isHidden, !(s.alpha < 0.01) else { return nil }  // H1
    guard geometry.bounds.contains(p) else { return nil }  // H3, H8
    for child in tree.children(of: node).reversed() {  // H4
      let g = tree.geometry(of: child)
      guard let q = g.convertFromParent(p) else { continue }  // G5
      if let hit = visit(tree, child, g, q) { return hit }
    }
    return node  // H5
  }
}

// The hit test of a view whose `hitTest(_:with:)` a hook has taken over.

extension HitTester {
  /// The answer for `root` when a hook has taken over its `hitTest(_:with:)` (the UIKit adapter's,
  /// for a view with the overflow switch or its own policy), given what `root`'s class answers
  /// without the hook: the view's own rules hold at the root too.
  ///
  /// Where `root`'s class does not override `hitTest` (``HitTestTree/overridesHitTest(_:)``), this
  /// is ``hitTest(_:in:)`` and `own` is never called. Where it does (a scroll view, a SwiftUI
  /// hosting view, an overlay class), its own answer, with ``HitTestTree/passesTouchesThrough(_:)``
  /// applied, is taken wherever it differs from UIKit's order through `root` without the root's
  /// switch: there the class decided something of its own (an overlay let the touch through, a
  /// hosting view found its SwiftUI content). Elsewhere it adds nothing at this point, and the
  /// engine answers with the switch and the policy.
  ///
  /// ```swift
  /// // In a hook on hitTest(_:with:), `original` being the implementation it replaced:
  /// let hit = HitTester(tree: tree, policy: .nearest).hitTest(Point(point), in: view) {
  ///   original(view, point, event)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - point: The point, in `root`'s bounds space.
  ///   - root: The view whose hit test the hook took over.
  ///   - own: What `root`'s class answers without the hook (the implementation the hook
  ///     replaced, or its superclass's); called at most once.
  /// - Returns: The view that receives the touch, or `nil`.
  /// - Complexity: ``hitTest(_:in:)``, plus `own` and one walk in UIKit's order for a class that
  ///   overrides `hitTest`.
  public func hitTest(_ point: Point, in root: Tree.Node, own: () -> Tree.Node?) -> Tree.Node? {
    guard tree.overridesHitTest(root) else { return hitTest(point, in: root) }
    let ownAnswer = tree.passingThrough(own(), at: root)
    let uikit = frontmostHit(
      root, tree.geometry(of: root), point, overflowAbove: false, ownSwitch: false)
    guard ownAnswer == uikit else { return ownAnswer }
    return hitTest(point, in: root)
  }
}

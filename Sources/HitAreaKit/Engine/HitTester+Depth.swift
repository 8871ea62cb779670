// Views drawn through 3-D transforms: UIKit knows where they are; the engine does not.

extension HitTester {
  /// The UIKit-first hit test (``redirectedHitTest(_:in:input:uikit:isTargetBelow:)``) in a tree
  /// that may hold views drawn through 3-D transforms (``NodeGeometry/isThreeDimensional``: a
  /// perspective, a rotation about x or y, a `sublayerTransform`).
  ///
  /// UIKit hit-tests such views through their real transform; the engine knows only its affine
  /// part, so a ring or a visible frame it computed there would be wrong. So:
  /// - where UIKit's answer lies in such a view (the view, or a view inside it), that answer
  ///   stands, whatever enlarged areas lie around: a touch UIKit gave to a button on a tilted
  ///   card is never taken by a neighbour's ring;
  /// - nothing in such a view gets an automatic area or is ever chosen as a redirection's winner
  ///   (the engine maps no point into it);
  /// - an explicit hit area on such a view still counts where UIKit asks the view itself: its
  ///   `point(inside:with:)` gets UIKit's point, and HitAreaKit's hook applies the area there.
  ///
  /// Elsewhere the answer is ``redirectedHitTest(_:in:input:uikit:isTargetBelow:)``'s, with
  /// UIKit asked once at the touch.
  ///
  /// ```swift
  /// let decision = tester.redirectedHitTestRespectingDepth(Point(point), in: window) {
  ///   original($0)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - point: The touch, in `root`'s bounds space.
  ///   - root: The window or container whose hit test this is.
  ///   - input: What kind of input the touch is.
  ///   - uikit: UIKit's own hit test of `root`.
  ///   - isTargetBelow: Whether a window below `root` has a target on its visible bounds there.
  /// - Returns: The decision.
  /// - Complexity: ``redirectedHitTest(_:in:input:uikit:isTargetBelow:)``'s, plus O(depth) of
  ///   ``HitTestTree/isThreeDimensional(_:)`` questions from UIKit's answer up.
  @inlinable
  public func redirectedHitTestRespectingDepth(
    _ point: Point, in root: Tree.Node, input: TouchInput = .directTouch,
    uikit: (Point) -> Tree.Node?, isTargetBelow: (Point) -> Bool = { _ in false }
  ) -> RedirectionDecision<Tree.Node> {
    let first = uikit(point)
    if let first, liesInDepth(first, below: root) {
      return RedirectionDecision(uikitAnswer: first, hit: first, reason: .uikitInDepth)
    }
    var firstAsked = false
    return redirectedHitTest(
      point, in: root, input: input,
      uikit: { p in
        // UIKit's answer at the touch is known: the first question is not asked again.
        if !firstAsked, p == point {
          firstAsked = true
          return first
        }
        return uikit(p)
      }, isTargetBelow: isTargetBelow)
  }

  /// Whether a node, or an ancestor of it below `root`, is drawn through a 3-D transform.
  @inlinable
  func liesInDepth(_ node: Tree.Node, below root: Tree.Node) -> Bool {
    var current: Tree.Node? = node
    var steps = 0
    while let view = current, view != root, steps <= 4_096 {
      if tree.isThreeDimensional(view) { return true }
      current = tree.parent(of: view)
      steps += 1
    }
    return false
  }
}

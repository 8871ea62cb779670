// How a hit area combines with a view's own `point(inside:with:)`.

extension HitArea {
  /// Whether a view with this hit area accepts a point, given the view's own rule: the hit area
  /// *adds to* or *narrows* the view's own `point(inside:with:)`, it does not replace it.
  ///
  /// Each edge of the hit area either moves out of the bounds (it *grows*), stays on it, or moves
  /// into the bounds (it *shrinks*). The answer is:
  ///
  /// - **inside the additions** — in the hit area's rect but outside the bounds — `true`;
  /// - otherwise the view's own rule decides, **cut at every shrinking edge**: a point beyond an
  ///   edge that moved inwards is refused whatever the own rule says.
  ///
  /// So a growing hit area is "inside the hit area, or inside by the view's own rule" (a circular
  /// button stays circular inside its bounds, and an enlargement the view already has beyond the
  /// hit area is kept: `.minimumSize(44)` never shrinks it), and a hit area that shrinks every
  /// edge is "inside the shrunk rect and inside by the view's own rule". A mixed one (the left
  /// edge out, the right edge in) adds on the left and cuts on the right. ``bounds`` is the own
  /// rule alone. A hit area that collapses to nothing (shrunk past zero) accepts nothing, and a
  /// hit area never revives a view the eligibility gate skips (the gate runs first).
  ///
  /// ```swift
  /// // A round 30×30 button given a 44×44 minimum: round inside its bounds, square beyond them.
  /// let bounds = Rect(x: 0, y: 0, width: 30, height: 30)
  /// HitArea.minimumSize(44).contains(Point(x: 1, y: 1), in: bounds) {
  ///   circle.contains(Point(x: 1, y: 1))  // false: the bounds' corner is outside the circle
  /// }  // false
  /// HitArea.minimumSize(44).contains(Point(x: -5, y: 15), in: bounds) { false }  // true
  /// ```
  ///
  /// - Parameters:
  ///   - point: The point, in the view's bounds space.
  ///   - bounds: The view's bounds.
  ///   - own: The view's own rule (UIKit's `point(inside:with:)` without the hit area); called at
  ///     most once, and only when the answer depends on it.
  /// - Complexity: O(1) plus one call of `own`.
  @inlinable
  public func contains(_ point: Point, in bounds: Rect, own: () -> Bool) -> Bool {
    if outsets.isZero && minimumSize.width == 0 && minimumSize.height == 0 { return own() }
    let area = rect(in: bounds)
    if area.isNull { return false }
    let base = bounds.standardized
    if area.contains(point) && !base.contains(point) { return true }
    // Cut at the shrinking edges: those of the hit area strictly inside the bounds' edges.
    if area.minX > base.minX && point.x < area.minX { return false }
    if area.maxX < base.maxX && !(point.x < area.maxX) { return false }
    if area.minY > base.minY && point.y < area.minY { return false }
    if area.maxY < base.maxY && !(point.y < area.maxY) { return false }
    return own()
  }

  /// Whether a view with this hit area and UIKit's default rule (its bounds) accepts a point:
  /// ``contains(_:in:own:)`` with the bounds test as the own rule, which is exactly the hit area's
  /// rect.
  ///
  /// ```swift
  /// HitArea.outset(10).contains(Point(x: -5, y: 5), in: Rect(x: 0, y: 0, width: 20, height: 20))  // true
  /// ```
  ///
  /// - Complexity: O(1).
  @inlinable
  public func contains(_ point: Point, in bounds: Rect) -> Bool {
    rect(in: bounds).contains(point)
  }
}

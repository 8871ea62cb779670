/// When UIKit counts a tracked touch as inside a control, and what a hit area changes about it.
///
/// While a `UIControl` tracks a touch, UIKit decides "inside" (for `touchUpInside`, drag enter and
/// exit) with a private `pointMostlyInside`: the bounds outset by a tolerance (about 70 pt,
/// measured by the community; the exact value is private) **or** the control's own
/// `point(inside:with:)`. HitAreaKit's hit area answers `point(inside:with:)`, so:
///
/// - a touch that begins in an enlarged area and ends in it is a `touchUpInside`, even beyond the
///   tolerance;
/// - a shrunk hit area only limits where a touch may *begin*: once tracking, releasing anywhere in
///   the tolerance still counts as inside.
///
/// The UIKit adapter needs no code for this (UIKit calls the hooked `point(inside:with:)`); this
/// type states the rule so it can be tested and shown in tools.
///
/// ```swift
/// let rule = TouchTrackingRule()
/// rule.isInside(Point(x: -100, y: 10), bounds: button, hitArea: .outset(120))  // true
/// ```
package struct TouchTrackingRule: Hashable, Sendable {
  /// How far around the bounds a tracked touch still counts as inside, in points.
  package var tolerance: Double

  /// Creates a rule.
  ///
  /// - Parameter tolerance: UIKit's private tracking tolerance; 70 pt by default.
  package init(tolerance: Double = 70) {
    self.tolerance = tolerance
  }

  /// Whether a touch that began on the control begins at all: the hit area decides.
  package func beginsTracking(at p: Point, bounds: Rect, hitArea: HitArea) -> Bool {
    hitArea.rect(in: bounds).contains(p)
  }

  /// Whether a tracked touch at `p` counts as inside the control.
  ///
  /// - Parameters:
  ///   - p: The touch, in the control's bounds space.
  ///   - bounds: The control's bounds.
  ///   - hitArea: The control's hit area.
  /// - Returns: `true` inside the bounds outset by ``tolerance``, or inside the hit area.
  package func isInside(_ p: Point, bounds: Rect, hitArea: HitArea) -> Bool {
    let t = tolerance.isFinite ? tolerance : 0
    return EdgeOutsets(all: t).apply(to: bounds.standardized).contains(p)
      || hitArea.rect(in: bounds).contains(p)
  }
}

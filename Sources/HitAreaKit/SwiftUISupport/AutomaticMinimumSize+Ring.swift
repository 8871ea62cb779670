// The automatic area as the SwiftUI adapter draws it: a clear background behind the view whose
// content shape is the ring, so that the view itself is never wrapped in a different view type.

extension AutomaticMinimumSize {
  /// The rect the automatic area of a SwiftUI view covers, in the view's own coordinates, or `nil`
  /// when the view receives none.
  ///
  /// The SwiftUI adapter always puts the same clear background behind a view with
  /// `automaticHitArea()`, and this rect is that background's content shape (empty for `nil`).
  /// The decision is a value the shape takes, never a choice between two view types, so a view
  /// that turns out to have a hit area of its own (known once its content has reported it), a
  /// split that arrives after the first layout pass, or a side that changes at run time, changes
  /// only the shape: the view and its state stay.
  ///
  /// - Parameters:
  ///   - bounds: The view's bounds, as SwiftUI passes them to `Shape.path(in:)`.
  ///   - side: The automatic minimum size in force; `nil`, not finite or not positive is off.
  ///   - hasOwnHitArea: Whether the view's content reports a hit area of its own
  ///     (``OwnHitAreaReport``); its own area then wins.
  ///   - split: The outsets the view keeps after the split with its neighbours
  ///     (``SiblingSplit/automaticOutsets(frames:sides:)``), or `nil` while they are not known;
  ///     the ring never grows past them, nor past the side.
  /// - Returns: The bounds grown to `side` (``area(around:side:)``), cut to `split`, or `nil`
  ///   when the feature is off, the view has its own hit area, the view is degenerate (under
  ///   ``minimumVisibleSide`` on a side, or not finite), or the ring would reach nowhere outside
  ///   the bounds (a view already `side` wide and high, or one its neighbours leave no room):
  ///   such a view is left to its own shape, whose clear parts (a stack's gaps) stay clear to
  ///   touches, as without the modifier.
  ///
  /// ```swift
  /// let icon = Rect(x: 0, y: 0, width: 20, height: 20)
  /// AutomaticMinimumSize.ringRect(in: icon, side: 44, hasOwnHitArea: false)
  /// // (-12, -12, 44, 44)
  /// AutomaticMinimumSize.ringRect(in: icon, side: 44, hasOwnHitArea: true)
  /// // nil: the view's own area wins
  /// AutomaticMinimumSize.ringRect(
  ///   in: icon, side: 44, hasOwnHitArea: false,
  ///   split: EdgeOutsets(top: 12, left: 12, bottom: 12, right: 4))
  /// // (-12, -12, 36, 44): 4 pt towards the neighbour on the right
  /// AutomaticMinimumSize.ringRect(
  ///   in: Rect(x: 0, y: 0, width: 120, height: 50), side: 44, hasOwnHitArea: false)
  /// // nil: already big enough, left to its own shape
  /// ```
  ///
  /// - Complexity: O(1).
  package static func ringRect(
    in bounds: Rect, side requested: Double?, hasOwnHitArea: Bool, split: EdgeOutsets? = nil
  ) -> Rect? {
    guard let side = area(side: requested, hasOwnHitArea: hasOwnHitArea)?.minimumSize.width,
      let ring = area(around: bounds, side: side)
    else { return nil }
    let b = bounds.standardized
    var cut = ring
    if let split = split?.sanitized {
      cut = Rect(
        minX: Swift.max(ring.minX, b.minX - Swift.max(0, split.left)),
        minY: Swift.max(ring.minY, b.minY - Swift.max(0, split.top)),
        maxX: Swift.min(ring.maxX, b.maxX + Swift.max(0, split.right)),
        maxY: Swift.min(ring.maxY, b.maxY + Swift.max(0, split.bottom)))
    }
    // A ring that reaches nowhere outside the frame would only make the frame's clear parts
    // (a stack's gaps) take touches that the view's own shape leaves to what is behind it; by
    // more than a rounding error, as a label 43.99999999999999 pt high (thirds of a point summed
    // at @3x) would get a ring 4e-15 pt deep, and with it the whole frame.
    let t = ringTolerance
    let reachesOut =
      cut.minX < b.minX - t || cut.minY < b.minY - t || cut.maxX > b.maxX + t
      || cut.maxY > b.maxY + t
    return reachesOut ? cut : nil
  }

  /// How far past a view's frame, in points, a ring must reach to be given: a millionth of a
  /// point, below any pixel (the debug overlay's tolerance for a size that meets the side).
  package static var ringTolerance: Double { 1e-6 }
}

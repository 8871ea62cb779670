// The geometry the SwiftUI adapter applies: SwiftUI hands a content shape the view's own rect,
// and the shape answers with the hit-area rect, so the layout never changes.

extension HitArea {
  /// The hit-area rect of a view of the given size, in the view's own coordinate space (the
  /// origin is the view's top-left corner).
  ///
  /// The same rules as ``rect(in:)``: outsets first, then symmetric growth to the minimum size;
  /// shrinking past zero collapses to an empty rect at the centre; non-finite outsets and minimum
  /// sizes count as zero. A size with a NaN or infinite dimension gives ``Rect/null`` (the view
  /// accepts nothing), whatever the hit area. A negative size is standardized.
  ///
  /// ```swift
  /// HitArea.minimumSize(44).rect(forSize: Size(width: 20, height: 20))
  /// // (-12, -12, 44, 44)
  /// HitArea.minimumSize(44).rect(forSize: .zero)
  /// // (-22, -22, 44, 44): a zero-size view with a minimum size is hittable
  /// HitArea.inset(15).rect(forSize: Size(width: 20, height: 20))
  /// // (10, 10, 0, 0): shrunk past zero, accepts nothing
  /// ```
  ///
  /// - Parameter size: The view's size, as SwiftUI lays it out.
  /// - Returns: A standardized rect in the view's coordinates; empty or null when the view accepts
  ///   nothing.
  /// - Complexity: O(1).
  package func rect(forSize size: Size) -> Rect {
    guard size.width.isFinite, size.height.isFinite else { return .null }
    return rect(in: Rect(origin: .zero, size: size)).standardized
  }

  /// The rect a content shape should cover for this hit area, given the rect SwiftUI passes to
  /// `Shape.path(in:)`, or `nil` when the view should accept no touches (a hit area shrunk past
  /// zero, a zero-size view without a minimum size, non-finite geometry).
  ///
  /// `path(in:)` receives the view's own bounds, so returning this rect makes the enlarged (or
  /// shrunk) rectangle the view's content shape without changing its layout.
  ///
  /// ```swift
  /// HitArea.outset(10).contentShapeRect(in: Rect(x: 0, y: 0, width: 20, height: 20))
  /// // (-10, -10, 40, 40)
  /// HitArea.inset(10).contentShapeRect(in: Rect(x: 0, y: 0, width: 20, height: 20))
  /// // nil
  /// ```
  ///
  /// - Parameter bounds: The rect given to `path(in:)`.
  /// - Returns: A finite, non-empty, standardized rect, or `nil`.
  /// - Complexity: O(1).
  package func contentShapeRect(in bounds: Rect) -> Rect? {
    guard bounds.origin.isFinite, bounds.size.width.isFinite, bounds.size.height.isFinite else {
      return nil
    }
    let rect = self.rect(in: bounds).standardized
    guard !rect.isEmpty, rect.origin.isFinite, rect.size.width.isFinite,
      rect.size.height.isFinite
    else { return nil }
    return rect
  }
}

#if canImport(SwiftUI)
import HitAreaKit
import SwiftUI

/// A rectangle that covers a view's hit area: the rect SwiftUI gives the shape (the view's own
/// bounds), moved out by the hit area's outsets and grown to its minimum size.
///
/// ``SwiftUI/View/hitArea(_:)`` installs it as the view's interaction content shape; use it
/// directly for other shape kinds, or to draw a hit area.
///
/// ```swift
/// Image(systemName: "xmark")
///   .contentShape(.contextMenuPreview, HitAreaShape(.outset(8)))
///
/// HitAreaShape(.minimumSize(44))
///   .stroke(.blue, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
///   .frame(width: 20, height: 20)   // strokes a 44×44 square centred on the 20×20 frame
/// ```
///
/// The path is `HitArea.contentShapeRect(in:)` of the rect it is given: empty when the hit area
/// accepts nothing (shrunk past zero, a zero-size view without a minimum size, non-finite
/// geometry). As a content shape it never changes layout; as a view it fills its frame like
/// `Rectangle` and draws the hit area around it.
public struct HitAreaShape: Shape {
  /// The hit area the shape covers.
  public var area: HitArea

  /// Creates the shape of a hit area.
  ///
  /// - Parameter area: Outsets, insets and a minimum size, as for UIKit views.
  ///
  /// ```swift
  /// let shape = HitAreaShape(.outset(horizontal: 8).minimumSize(44))
  /// ```
  public init(_ area: HitArea) {
    self.area = area
  }

  /// The hit-area rectangle for a view whose bounds are `rect`.
  ///
  /// - Parameter rect: The view's bounds, as SwiftUI passes them.
  /// - Returns: A rectangle, possibly larger than `rect`; empty when the view accepts nothing.
  ///
  /// ```swift
  /// HitAreaShape(.outset(10)).path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect
  /// // (-10, -10, 40, 40)
  /// ```
  public func path(in rect: CGRect) -> Path {
    guard let hitRect = area.contentShapeRect(in: Rect(cgRect: rect)) else { return Path() }
    return Path(CGRect(hitAreaRect: hitRect))
  }
}
#endif  // canImport(SwiftUI)

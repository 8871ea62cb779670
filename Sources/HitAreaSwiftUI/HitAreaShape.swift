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
///
/// Left and right are physical, as in UIKit: in a right-to-left layout, `.outset(left: 8)` still
/// grows the area on the left of the screen. The shape never mirrors (on iOS 17 and later its
/// `layoutDirectionBehavior` is `.fixed`, where SwiftUI's default would mirror shapes of apps
/// that deploy to iOS 17), and the debug overlay draws it the same way.
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

// `Shape.layoutDirectionBehavior` exists from the iOS 17 SDK (SwiftUI 5) on. Compiled only with
// such an SDK; never type-checked against the iOS 16.5 SDK this package's CI checks with.
#if canImport(SwiftUI, _version: 5.0)
extension HitAreaShape {
  /// `.fixed`: left and right outsets stay on the left and right of the screen in right-to-left
  /// layouts, as they do in UIKit.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
#endif
#endif  // canImport(SwiftUI)

/// What the SwiftUI debug overlay draws for one view with a hit area, in the view's own
/// coordinates: its frame, its hit area, what of it takes touches, whether that is under the
/// target size, and a caption.
///
/// The *requested* hit area (``hitRect``) is the view's content shape. What takes touches
/// (``effectiveRect``) can differ, and the overlay draws that, as far as SwiftUI lets it know:
/// - an enclosing **control** (a `ThrottledButton`, or a view marked as a control) takes
///   touches on its whole frame too (a bordered button's padding), so the effective area is
///   measured together with the control's frame;
/// - a **boundary** where UIKit stops touches (the hosting view, a `List` row) cuts it: a touch
///   outside the boundary never reaches SwiftUI.
///
/// Neither is known unless the adapter is told; without them the effective area is the
/// requested one. SwiftUI's own clipping (`.clipped()`) does not cut hit testing, so it is not a
/// boundary.
///
/// ```swift
/// let drawing = HitAreaDebugDrawing(area: .outset(4), size: Size(width: 20, height: 20))
/// drawing.viewRect      // (0, 0, 20, 20)
/// drawing.hitRect       // (-4, -4, 28, 28)
/// drawing.isUndersized  // true: 28×28 is under 44×44
/// drawing.caption       // "28×28"
///
/// let row = HitAreaDebugDrawing(
///   area: .minimumSize(44), size: Size(width: 20, height: 20),
///   boundary: Rect(x: -100, y: -4, width: 390, height: 28))   // a 28-pt List row
/// row.effectiveRect     // (-12, -4, 44, 28)
/// row.caption           // "44×28 clipped"
/// ```
package struct HitAreaDebugDrawing: Hashable, Sendable {
  /// The view's own rect, `(0, 0, width, height)` standardized; ``Rect/null`` for a non-finite
  /// size.
  package var viewRect: Rect
  /// The requested hit area (the view's content shape), or `nil` when the view accepts no
  /// touches.
  package var hitRect: Rect?
  /// The enclosing control's frame in the view's coordinates, when the adapter knows it.
  package var controlRect: Rect?
  /// Where touches stop (a hosting view's or a `List` row's bounds), in the view's coordinates,
  /// when the adapter knows it.
  package var boundary: Rect?
  /// The box around what takes touches: the hit area together with the control's frame, cut by
  /// the boundary; `nil` when nothing does.
  package var effectiveRect: Rect?
  /// Whether the boundary cuts away part of the hit area or the control.
  package var isClipped: Bool
  /// Whether the effective area is narrower or shorter than the target size, or missing.
  ///
  /// Sizes within a millionth of a point of the target count as meeting it.
  package var isUndersized: Bool
  /// The effective area's size rounded to a tenth of a point, such as `44×44` or `27.5×44`,
  /// followed by ` clipped` when the boundary cut it; or `no hit area`.
  package var caption: String

  /// Apple's minimum tap target, 44×44 pt: what the overlay measures against by default.
  ///
  /// ```swift
  /// HitAreaDebugDrawing.defaultTargetSize  // 44.0×44.0
  /// ```
  package static let defaultTargetSize = Size(square: 44)

  /// Works out what to draw for a view.
  ///
  /// - Parameters:
  ///   - area: The view's hit area.
  ///   - size: The view's laid-out size.
  ///   - targetSize: The size a hit area should reach; ``defaultTargetSize`` unless given.
  ///   - control: The enclosing control's frame in the view's coordinates, if known.
  ///   - boundary: Where touches stop, in the view's coordinates, if known.
  ///
  /// ```swift
  /// HitAreaDebugDrawing(area: .minimumSize(44), size: Size(width: 20, height: 20)).isUndersized
  /// // false
  /// HitAreaDebugDrawing(area: .inset(20), size: Size(width: 20, height: 20)).caption
  /// // "no hit area"
  /// HitAreaDebugDrawing(
  ///   area: .bounds, size: Size(width: 30, height: 17),
  ///   control: Rect(x: -12, y: -14, width: 54, height: 45)).caption   // a bordered button
  /// // "54×45"
  /// ```
  package init(
    area: HitArea, size: Size, targetSize: Size = defaultTargetSize, control: Rect? = nil,
    boundary: Rect? = nil
  ) {
    let finite = size.width.isFinite && size.height.isFinite
    viewRect = finite ? Rect(origin: .zero, size: size).standardized : .null
    hitRect = finite ? area.contentShapeRect(in: Rect(origin: .zero, size: size)) : nil
    controlRect = control.flatMap(Self.usable)
    self.boundary = boundary.flatMap(Self.usable)
    let touched = [hitRect, controlRect].compactMap { $0 }
    let requested = touched.dropFirst().reduce(touched.first) { $0?.union($1) }
    var effective = requested
    if let box = requested, let cut = self.boundary {
      let inside = box.intersection(cut)
      effective = inside.isEmpty || inside.isNull ? nil : inside
    }
    effectiveRect = effective
    isClipped = requested != nil && effective != requested
    if let effective {
      let tolerance = 1e-6
      let targetWidth = targetSize.width.isFinite ? targetSize.width : 0
      let targetHeight = targetSize.height.isFinite ? targetSize.height : 0
      isUndersized =
        effective.width + tolerance < targetWidth || effective.height + tolerance < targetHeight
      let width = DecimalText.rounded(effective.width, decimals: 1)
      caption =
        "\(width)×\(DecimalText.rounded(effective.height, decimals: 1))"
        + (isClipped ? " clipped" : "")
    } else {
      isUndersized = true
      caption = isClipped ? "clipped away" : "no hit area"
    }
  }

  /// A region (a boundary, a control) in a view's coordinates, from the region's size and the
  /// view's origin in the region's coordinates, for a view that is neither scaled nor rotated
  /// relative to the region.
  ///
  /// ```swift
  /// HitAreaDebugDrawing.regionRect(size: Size(width: 390, height: 44), viewOrigin: Point(x: 16, y: 12))
  /// // (-16, -12, 390, 44)
  /// ```
  ///
  /// - Parameters:
  ///   - size: The region's size.
  ///   - viewOrigin: Where the view's top-left corner is in the region's coordinates.
  /// - Returns: The region's rect in the view's coordinates.
  package static func regionRect(size: Size, viewOrigin: Point) -> Rect {
    Rect(x: -viewOrigin.x, y: -viewOrigin.y, width: size.width, height: size.height)
  }

  /// A rect fit to draw and measure: finite and standardized, or `nil`.
  private static func usable(_ rect: Rect) -> Rect? {
    let r = rect.standardized
    let numbers = [r.origin.x, r.origin.y, r.size.width, r.size.height]
    return r.isNull || !numbers.allSatisfy(\.isFinite) ? nil : r
  }
}

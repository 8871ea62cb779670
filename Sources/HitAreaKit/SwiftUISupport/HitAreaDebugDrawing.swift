/// What the SwiftUI debug overlay draws for one view with a hit area, in the view's own
/// coordinates: its frame, its hit area, whether the hit area is under the target size, and a
/// caption.
///
/// ```swift
/// let drawing = HitAreaDebugDrawing(area: .outset(4), size: Size(width: 20, height: 20))
/// drawing.viewRect      // (0, 0, 20, 20)
/// drawing.hitRect       // (-4, -4, 28, 28)
/// drawing.isUndersized  // true: 28×28 is under 44×44
/// drawing.caption       // "28×28"
/// ```
public struct HitAreaDebugDrawing: Hashable, Sendable {
  /// The view's own rect, `(0, 0, width, height)` standardized; ``Rect/null`` for a non-finite
  /// size.
  public var viewRect: Rect
  /// The hit area (the view's content shape), or `nil` when the view accepts no touches.
  public var hitRect: Rect?
  /// Whether the hit area is narrower or shorter than the target size, or missing. Sizes within
  /// a millionth of a point of the target count as meeting it.
  public var isUndersized: Bool
  /// The hit area's size rounded to a tenth of a point, such as `44×44` or `27.5×44`, or
  /// `no hit area`.
  public var caption: String

  /// Apple's minimum tap target, 44×44 pt: what the overlay measures against by default.
  ///
  /// ```swift
  /// HitAreaDebugDrawing.defaultTargetSize  // 44.0×44.0
  /// ```
  public static let defaultTargetSize = Size(square: 44)

  /// Works out what to draw for a view.
  ///
  /// - Parameters:
  ///   - area: The view's hit area.
  ///   - size: The view's laid-out size.
  ///   - targetSize: The size a hit area should reach; ``defaultTargetSize`` unless given.
  ///
  /// ```swift
  /// HitAreaDebugDrawing(area: .minimumSize(44), size: Size(width: 20, height: 20)).isUndersized
  /// // false
  /// HitAreaDebugDrawing(area: .inset(20), size: Size(width: 20, height: 20)).caption
  /// // "no hit area"
  /// ```
  public init(area: HitArea, size: Size, targetSize: Size = defaultTargetSize) {
    let finite = size.width.isFinite && size.height.isFinite
    viewRect = finite ? Rect(origin: .zero, size: size).standardized : .null
    hitRect = finite ? area.contentShapeRect(in: Rect(origin: .zero, size: size)) : nil
    if let hitRect {
      let tolerance = 1e-6
      let targetWidth = targetSize.width.isFinite ? targetSize.width : 0
      let targetHeight = targetSize.height.isFinite ? targetSize.height : 0
      isUndersized =
        hitRect.width + tolerance < targetWidth || hitRect.height + tolerance < targetHeight
      let width = DecimalText.rounded(hitRect.width, decimals: 1)
      caption = "\(width)×\(DecimalText.rounded(hitRect.height, decimals: 1))"
    } else {
      isUndersized = true
      caption = "no hit area"
    }
  }
}

/// Where a view accepts touches, relative to its bounds.
///
/// A hit area is two adjustments applied in order:
/// 1. ``outsets``: each edge of the bounds moves outwards (positive grows, negative shrinks);
/// 2. ``minimumSize``: the result then grows symmetrically about its centre until it is at least
///    that wide and tall.
///
/// Rules that make every value safe:
/// - Shrinking past zero collapses the rect to an empty rect at its centre (no inverted rects).
/// - Non-finite numbers (NaN, ±infinity) count as zero; negative minimum sizes count as zero.
/// - A zero-size view with a minimum size is hittable.
/// - A hit area never makes an ineligible view (hidden, transparent, non-interactive, disabled)
///   hittable: eligibility is checked before the hit area, as UIKit does.
///
/// ```swift
/// button.hitArea = .outset(10)                          // 10 pt more on every side
/// button.hitArea = .minimumSize(44)                     // at least 44×44, centred
/// button.hitArea = .outset(horizontal: 8, vertical: 0).minimumSize(44)
/// button.hitArea = .edgeInsets(top: -10, left: -10, bottom: -10, right: -10)  // UIKit's sign
/// ```
public struct HitArea: Hashable, Sendable {
  /// How far each edge of the bounds moves outwards; negative values shrink.
  public var outsets: EdgeOutsets
  /// The smallest width and height of the hit area; zero means no minimum.
  public var minimumSize: Size

  /// Creates a hit area from outsets and a minimum size.
  ///
  /// - Parameters:
  ///   - outsets: How far each edge moves outwards (positive grows).
  ///   - minimumSize: The smallest size after the outsets; `.zero` for none.
  public init(outsets: EdgeOutsets = .zero, minimumSize: Size = .zero) {
    self.outsets = outsets
    self.minimumSize = minimumSize
  }

  /// The bounds themselves: UIKit's default behaviour.
  public static let bounds = HitArea()

  /// Whether this is exactly ``bounds`` (no outsets, no minimum size).
  public var isBounds: Bool { self == .bounds }
}

// MARK: - Factories

extension HitArea {
  /// Grows every edge by the same amount.
  ///
  /// ```swift
  /// icon.hitArea = .outset(12)
  /// ```
  public static func outset(_ all: Double) -> HitArea {
    HitArea(outsets: EdgeOutsets(all: all))
  }

  /// Grows each edge by its own amount.
  public static func outset(
    top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0
  )
    -> HitArea
  {
    HitArea(outsets: EdgeOutsets(top: top, left: left, bottom: bottom, right: right))
  }

  /// Grows the left and right edges by `horizontal` and the top and bottom edges by `vertical`.
  public static func outset(horizontal: Double = 0, vertical: Double = 0) -> HitArea {
    .outset(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// Shrinks every edge by the same amount.
  public static func inset(_ all: Double) -> HitArea {
    .outset(-all)
  }

  /// Shrinks each edge by its own amount.
  public static func inset(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0)
    -> HitArea
  {
    .outset(top: -top, left: -left, bottom: -bottom, right: -right)
  }

  /// Shrinks the left and right edges by `horizontal` and the top and bottom by `vertical`.
  public static func inset(horizontal: Double = 0, vertical: Double = 0) -> HitArea {
    .outset(horizontal: -horizontal, vertical: -vertical)
  }

  /// Grows the bounds symmetrically to at least `side × side` (Apple's 44 pt by default).
  ///
  /// ```swift
  /// closeButton.hitArea = .minimumSize()   // 44×44 around a 20×20 glyph
  /// ```
  public static func minimumSize(_ side: Double = 44) -> HitArea {
    HitArea(minimumSize: Size(square: side))
  }

  /// Grows the bounds symmetrically to at least `width × height`.
  public static func minimumSize(width: Double, height: Double) -> HitArea {
    HitArea(minimumSize: Size(width: width, height: height))
  }

  /// UIKit's `UIEdgeInsets` sign, for drop-in migration: **negative grows**, positive shrinks.
  ///
  /// ```swift
  /// // before: button.touchExpandInsets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
  /// button.hitArea = .edgeInsets(top: -10, left: -10, bottom: -10, right: -10)  // == .outset(10)
  /// ```
  public static func edgeInsets(top: Double, left: Double, bottom: Double, right: Double) -> HitArea
  {
    .outset(top: -top, left: -left, bottom: -bottom, right: -right)
  }

  /// This hit area, also guaranteed to be at least `side × side`.
  ///
  /// ```swift
  /// .outset(horizontal: 8).minimumSize(44)
  /// ```
  public func minimumSize(_ side: Double = 44) -> HitArea {
    minimumSize(width: side, height: side)
  }

  /// This hit area, also guaranteed to be at least `width × height`.
  public func minimumSize(width: Double, height: Double) -> HitArea {
    HitArea(outsets: outsets, minimumSize: Size(width: width, height: height))
  }
}

// MARK: - Geometry

extension HitArea {
  /// The rect, in the view's bounds coordinates, where the view accepts touches.
  ///
  /// Outsets first, then symmetric growth to the minimum size; shrinking past zero collapses to an
  /// empty rect at the centre of the shrunk edges; non-finite numbers count as zero.
  ///
  /// ```swift
  /// HitArea.minimumSize(44).rect(in: Rect(x: 0, y: 0, width: 20, height: 20))
  /// // (-12, -12, 44, 44)
  /// ```
  ///
  /// - Parameter bounds: The view's bounds (origin = bounds origin, size = bounds size).
  /// - Returns: A standardized rect; empty when the view accepts nothing.
  /// - Complexity: O(1).
  @inlinable
  public func rect(in bounds: Rect) -> Rect {
    if outsets.isZero && minimumSize.width == 0 && minimumSize.height == 0 { return bounds }
    return HitAreaGeometry.rect(outsets: outsets, minimumSize: minimumSize, bounds: bounds)
  }
}

/// The arithmetic behind ``HitArea/rect(in:)``, kept out of line so the fast path stays tiny.
@usableFromInline
enum HitAreaGeometry {
  @usableFromInline
  static func rect(outsets rawOutsets: EdgeOutsets, minimumSize: Size, bounds: Rect) -> Rect {
    let base = bounds.standardized
    guard base.origin.isFinite, base.size.width.isFinite, base.size.height.isFinite else {
      return .null
    }
    let outsets = rawOutsets.sanitized
    var (minX, maxX) = grow(base.minX, base.maxX, outsets.left, outsets.right)
    var (minY, maxY) = grow(base.minY, base.maxY, outsets.top, outsets.bottom)
    (minX, maxX) = ensure(minX, maxX, minimum: minimumSize.width)
    (minY, maxY) = ensure(minY, maxY, minimum: minimumSize.height)
    return Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }

  /// Moves the two edges outwards; an inverted result collapses to its midpoint.
  private static func grow(_ low: Double, _ high: Double, _ before: Double, _ after: Double)
    -> (Double, Double)
  {
    let l = low - before
    let h = high + after
    if h >= l { return (l, h) }
    let mid = (l + h) / 2
    return (mid, mid)
  }

  /// Grows the span symmetrically about its centre to at least `minimum`.
  private static func ensure(_ low: Double, _ high: Double, minimum raw: Double) -> (Double, Double)
  {
    let minimum = raw.isFinite ? raw : 0
    let length = high - low
    guard minimum > length else { return (low, high) }
    let mid = (low + high) / 2
    return (mid - minimum / 2, mid + minimum / 2)
  }
}

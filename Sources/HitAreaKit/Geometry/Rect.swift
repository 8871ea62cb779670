/// An axis-aligned rectangle, in points, with Core Graphics' rules.
///
/// - Containment is half-open: a point is inside when `minX <= x < maxX` and `minY <= y < maxY`,
///   so the minimum edges are inside and the maximum edges are not.
/// - A negative width or height is standardized before containment (the rect extends left or up).
/// - A rect with a zero width or height, and the ``null`` rect, contain nothing.
///
/// ```swift
/// let r = Rect(x: 0, y: 0, width: 44, height: 44)
/// r.contains(Point(x: 0, y: 0))    // true
/// r.contains(Point(x: 44, y: 10))  // false
/// ```
public struct Rect: Hashable, Sendable {
  /// The rect's origin; with a negative size this is not its minimum corner.
  public var origin: Point
  /// The rect's size, possibly negative.
  public var size: Size

  /// Creates a rect from an origin and a size.
  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rect from its origin's coordinates and its size.
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// Creates the rect spanning `minX..<maxX` × `minY..<maxY`.
  @inlinable public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The rect at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The null rect: the result of an impossible inset or an empty intersection.
  ///
  /// Contains nothing.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// Whether this is the ``null`` rect.
  @inlinable public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// The smallest x coordinate, after standardization.
  @inlinable public var minX: Double { origin.x + Swift.min(size.width, 0) }
  /// The largest x coordinate, after standardization (not itself inside the rect).
  @inlinable public var maxX: Double { origin.x + Swift.max(size.width, 0) }
  /// The smallest y coordinate, after standardization.
  @inlinable public var minY: Double { origin.y + Swift.min(size.height, 0) }
  /// The largest y coordinate, after standardization (not itself inside the rect).
  @inlinable public var maxY: Double { origin.y + Swift.max(size.height, 0) }
  /// The x coordinate of the centre.
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The y coordinate of the centre.
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The centre.
  public var center: Point { Point(x: midX, y: midY) }
  /// The absolute width.
  public var width: Double { Swift.abs(size.width) }
  /// The absolute height.
  public var height: Double { Swift.abs(size.height) }
  /// The area (absolute width times absolute height); zero for the null rect.
  public var area: Double { isNull ? 0 : width * height }

  /// Whether the rect contains nothing: it is null, or its width or height is zero (or NaN).
  @inlinable public var isEmpty: Bool {
    !(size.width != 0 && size.height != 0) || origin.x == .infinity || origin.y == .infinity
  }

  /// The same rect with a non-negative size.
  @inlinable public var standardized: Rect {
    isNull ? self : Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }

  /// Whether the point is inside, with half-open edges: `minX <= x < maxX`, `minY <= y < maxY`.
  ///
  /// Non-finite points are never inside. - Complexity: O(1).
  @inlinable
  public func contains(_ point: Point) -> Bool {
    if isEmpty { return false }
    return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether the two rects share any area (half-open, so touching edges do not intersect).
  @inlinable public func intersects(_ other: Rect) -> Bool {
    if isEmpty || other.isEmpty { return false }
    return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The overlap of two rects, or ``null`` when they do not intersect.
  ///
  /// Each edge is worked out once, for the test of ``intersects(_:)`` (its comparisons, written
  /// again on the edges kept: `intersects` works out only those it needs) and for the overlap.
  @inlinable public func intersection(_ other: Rect) -> Rect {
    if isEmpty || other.isEmpty { return .null }
    let (x0, x1, y0, y1) = (minX, maxX, minY, maxY)
    let (otherX0, otherX1, otherY0, otherY1) = (other.minX, other.maxX, other.minY, other.maxY)
    guard x0 < otherX1 && otherX0 < x1 && y0 < otherY1 && otherY0 < y1 else { return .null }
    return Rect(
      minX: Swift.max(x0, otherX0), minY: Swift.max(y0, otherY0),
      maxX: Swift.min(x1, otherX1), maxY: Swift.min(y1, otherY1))
  }

  /// The smallest rect containing both; the null rect is the identity.
  @inlinable public func union(_ other: Rect) -> Rect {
    if isNull { return other }
    if other.isNull { return self }
    return Rect(
      minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
      maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
  }

  /// Core Graphics' `insetBy(dx:dy:)`: standardizes, then insets each side; ``null`` when the
  /// result would have a negative width or height.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    let s = standardized
    let r = Rect(
      x: s.origin.x + dx, y: s.origin.y + dy,
      width: s.size.width - 2 * dx, height: s.size.height - 2 * dy)
    return r.size.width < 0 || r.size.height < 0 ? .null : r
  }

  /// UIKit's `inset(by: UIEdgeInsets)`: plain arithmetic on the origin and size, with no
  /// standardization and no null result, so over-insetting yields an inverted rect (which
  /// containment then standardizes, as UIKit does).
  ///
  /// - Parameters:
  ///   - top: How far the top edge moves down (positive moves inwards, UIKit's sign).
  ///   - left: How far the left edge moves right.
  ///   - bottom: How far the bottom edge moves up.
  ///   - right: How far the right edge moves left.
  package func insetLiterally(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
    Rect(
      x: origin.x + left, y: origin.y + top,
      width: size.width - left - right, height: size.height - top - bottom)
  }

  /// The squared distance from a point to the nearest point of the rect; zero inside or on it.
  @inlinable
  public func squaredDistance(to point: Point) -> Double {
    let dx = Swift.max(minX - point.x, 0, point.x - maxX)
    let dy = Swift.max(minY - point.y, 0, point.y - maxY)
    return dx * dx + dy * dy
  }

  /// The point of the rect nearest to `point` (the point itself when it is inside).
  public func clamped(_ point: Point) -> Point {
    Point(
      x: Swift.min(Swift.max(point.x, minX), maxX), y: Swift.min(Swift.max(point.y, minY), maxY))
  }
}

extension Rect: CustomStringConvertible {
  /// A compact form such as `(0.0, 0.0, 44.0, 44.0)`.
  public var description: String {
    isNull ? "null" : "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}

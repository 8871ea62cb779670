/// A location in a two-dimensional coordinate space, in points.
///
/// The core's own `Double`-based counterpart of `CGPoint`; adapters convert at the boundary.
///
/// ```swift
/// let p = Point(x: 10, y: 20)
/// p.isFinite  // true
/// ```
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate; grows to the right.
  public var x: Double
  /// The vertical coordinate; grows downwards (screen convention).
  public var y: Double

  /// Creates a point from its coordinates.
  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The squared Euclidean distance to another point.
  @inlinable
  public func squaredDistance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return dx * dx + dy * dy
  }
}

extension Point: CustomStringConvertible {
  /// A compact form such as `(10.0, 20.0)`.
  public var description: String { "(\(x), \(y))" }
}

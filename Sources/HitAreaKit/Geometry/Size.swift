/// A width and a height, in points.
///
/// Negative values are allowed and describe a rect that extends left or up from its origin, as
/// Core Graphics does; ``Rect`` standardizes them before any containment test.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, `0 × 0`.
  public static let zero = Size(width: 0, height: 0)

  /// A square size.
  ///
  /// - Parameter side: The width and the height.
  public init(square side: Double) {
    self.init(width: side, height: side)
  }
}

extension Size: CustomStringConvertible {
  /// A compact form such as `44.0×44.0`.
  public var description: String { "\(width)×\(height)" }
}

/// Distances by which each edge of a rect moves outwards: positive grows, negative shrinks.
///
/// This is the opposite sign of UIKit's `UIEdgeInsets` (where positive shrinks); the
/// ``HitArea/edgeInsets(top:left:bottom:right:)`` factory converts.
///
/// ```swift
/// let outsets = EdgeOutsets(top: 8, left: 12, bottom: 8, right: 12)
/// outsets.apply(to: Rect(x: 0, y: 0, width: 20, height: 20))  // (-12, -8, 44, 36)
/// ```
public struct EdgeOutsets: Hashable, Sendable {
  /// How far the top edge moves up.
  public var top: Double
  /// How far the left edge moves left.
  public var left: Double
  /// How far the bottom edge moves down.
  public var bottom: Double
  /// How far the right edge moves right.
  public var right: Double

  /// Creates outsets per edge.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same outset on every edge.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// No change to any edge.
  public static let zero = EdgeOutsets(all: 0)

  /// The outsets with every negative value turned positive and vice versa (insets ↔ outsets).
  public var negated: EdgeOutsets {
    EdgeOutsets(top: -top, left: -left, bottom: -bottom, right: -right)
  }

  /// The outsets with every non-finite value (NaN, ±infinity) replaced by zero.
  public var sanitized: EdgeOutsets {
    func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
    return EdgeOutsets(
      top: finite(top), left: finite(left), bottom: finite(bottom), right: finite(right))
  }

  /// Whether every edge is zero.
  public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }

  /// Moves each edge of the (standardized) rect outwards by plain arithmetic; the result may be
  /// inverted when the outsets are negative enough.
  ///
  /// ``HitArea`` collapses such results.
  public func apply(to rect: Rect) -> Rect {
    Rect(
      x: rect.minX - left, y: rect.minY - top,
      width: rect.width + left + right, height: rect.height + top + bottom)
  }
}

extension EdgeOutsets: CustomStringConvertible {
  /// A compact form such as `top 8, left 12, bottom 8, right 12`.
  public var description: String { "top \(top), left \(left), bottom \(bottom), right \(right)" }
}

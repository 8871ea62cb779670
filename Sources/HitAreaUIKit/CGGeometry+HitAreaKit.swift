#if canImport(UIKit)
import CoreGraphics
import HitAreaKit

extension Point {
  /// The core point for a Core Graphics point.
  public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension CGPoint {
  /// The Core Graphics point for a core point.
  public init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension Size {
  /// The core size for a Core Graphics size.
  public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
  /// The core rect for a Core Graphics rect (its origin and size as they are, not standardized).
  public init(_ rect: CGRect) {
    self.init(origin: Point(rect.origin), size: Size(rect.size))
  }
}

extension CGRect {
  /// The Core Graphics rect for a core rect; the null rect maps to `CGRect.null`.
  public init(_ rect: Rect) {
    if rect.isNull {
      self = .null
    } else {
      self.init(
        x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width),
        height: CGFloat(rect.size.height))
    }
  }
}

extension AffineTransform {
  /// The core transform for a Core Graphics transform.
  public init(_ t: CGAffineTransform) {
    self.init(
      a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx),
      ty: Double(t.ty))
  }
}
#endif  // canImport(UIKit)

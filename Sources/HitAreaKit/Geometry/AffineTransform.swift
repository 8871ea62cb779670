/// A 2-D affine transform with Core Graphics' layout: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// ```swift
/// let t = AffineTransform(scaleX: 2, y: 2)
/// t.apply(to: Point(x: 1, y: 1))          // (2, 2)
/// t.inverted()?.apply(to: Point(x: 2, y: 2))  // (1, 1)
/// AffineTransform(scaleX: 0, y: 1).inverted() // nil: not invertible
/// ```
public struct AffineTransform: Hashable, Sendable {
  /// Row 1, column 1.
  public var a: Double
  /// Row 1, column 2.
  public var b: Double
  /// Row 2, column 1.
  public var c: Double
  /// Row 2, column 2.
  public var d: Double
  /// Horizontal translation.
  public var tx: Double
  /// Vertical translation.
  public var ty: Double

  /// Creates a transform from its six components.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale about the origin.
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation about the origin, in radians; positive turns x towards y (clockwise on screen).
  public init(rotationAngle angle: Double) {
    let (s, c) = (sine(angle), cosine(angle))
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  @inlinable public var isIdentity: Bool {
    a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
  }

  /// The determinant of the linear part.
  public var determinant: Double { a * d - b * c }

  /// Applies the transform to a point.
  @inlinable
  public func apply(to p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// Applies only the linear part (no translation), as for a difference of two points.
  @inlinable
  public func applyLinear(to v: Point) -> Point {
    Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
  }

  /// The transform that undoes this one, or `nil` when it is not invertible (a zero or
  /// non-finite determinant, or non-finite components).
  ///
  /// Never traps.
  public func inverted() -> AffineTransform? {
    // A translation (a view's frame in its parent, nearly every node's) is undone by the
    // formulas below with a determinant of exactly 1: the divisions by it, and the checks that
    // cannot fail, left out, the same bits made (the signs of zero included).
    if a == 1 && d == 1 && b == 0 && c == 0 {
      guard tx.isFinite, ty.isFinite else { return nil }
      let (ib, ic) = (-b, -c)
      return AffineTransform(a: 1, b: ib, c: ic, d: 1, tx: -(tx + ic * ty), ty: -(ib * tx + ty))
    }
    let det = determinant
    guard det != 0, det.isFinite, tx.isFinite, ty.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    let inv = AffineTransform(
      a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    guard inv.a.isFinite, inv.b.isFinite, inv.c.isFinite, inv.d.isFinite, inv.tx.isFinite,
      inv.ty.isFinite
    else { return nil }
    return inv
  }

  /// `self` followed by `other`: `concatenating(other).apply(to: p) == other.apply(to: apply(to: p))`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The axis-aligned bounding box of a transformed rect.
  public func boundingBox(of rect: Rect) -> Rect {
    if rect.isNull { return rect }
    if isIdentity { return rect }
    // The four corners, each taken in turn from ±infinity, as a loop over them would (the same
    // answer for NaNs and signed zeros), without an array of them.
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    let a = apply(to: Point(x: x0, y: y0))
    let b = apply(to: Point(x: x1, y: y0))
    let c = apply(to: Point(x: x0, y: y1))
    let d = apply(to: Point(x: x1, y: y1))
    let infinity = Double.infinity
    return Rect(
      minX: Swift.min(Swift.min(Swift.min(Swift.min(infinity, a.x), b.x), c.x), d.x),
      minY: Swift.min(Swift.min(Swift.min(Swift.min(infinity, a.y), b.y), c.y), d.y),
      maxX: Swift.max(Swift.max(Swift.max(Swift.max(-infinity, a.x), b.x), c.x), d.x),
      maxY: Swift.max(Swift.max(Swift.max(Swift.max(-infinity, a.y), b.y), c.y), d.y))
  }

  /// How much the transform stretches the x axis and the y axis (column lengths of the linear part).
  public var axisScales: (x: Double, y: Double) {
    ((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
  }
}

extension AffineTransform: CustomStringConvertible {
  /// The six components in `[a, b, c, d, tx, ty]` order.
  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

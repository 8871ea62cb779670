import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// A transformed rect's bounding box is the extremes of its four transformed corners, each taken
/// in turn from ±infinity: the reference loops over the corners, and the two agree bit for bit
/// (signed zeros and NaNs too) for rotations, scales, shears, flips and translations, and for
/// rects of every sign, empty, null, infinite and NaN.
@Suite struct AffineTransformBoundingBoxTests {
  /// The reference: the corners in an array, met in a loop.
  func reference(_ t: AffineTransform, _ rect: Rect) -> Rect {
    if rect.isNull || t.isIdentity { return rect }
    let corners = [
      t.apply(to: Point(x: rect.minX, y: rect.minY)),
      t.apply(to: Point(x: rect.maxX, y: rect.minY)),
      t.apply(to: Point(x: rect.minX, y: rect.maxY)),
      t.apply(to: Point(x: rect.maxX, y: rect.maxY)),
    ]
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    for p in corners {
      minX = Swift.min(minX, p.x)
      minY = Swift.min(minY, p.y)
      maxX = Swift.max(maxX, p.x)
      maxY = Swift.max(maxY, p.y)
    }
    return Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }

  /// The four numbers of a rect as bits: equal NaNs and distinct zeros told apart as they are.
  func bits(_ r: Rect) -> [UInt64] {
    [r.origin.x, r.origin.y, r.size.width, r.size.height].map(\.bitPattern)
  }

  @Test func boxesAgreeWithTheCornersLoop() {
    var random = SplitMix64(seed: 0xB0C5)
    let special: [Double] = [0, -0.0, 1, -1, 0.5, 2, .infinity, -.infinity, .nan, 1e300]
    func number() -> Double {
      Bool.random(using: &random)
        ? special.randomElement(using: &random)!
        : Double(Int.random(in: -4_000...4_000, using: &random)) / 16
    }
    var transforms: [AffineTransform] = [
      .identity, AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -3),
      AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
      AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: -0.0, ty: 0),
      AffineTransform(a: 0.8660254037844387, b: 0.5, c: -0.5, d: 0.8660254037844387, tx: 3, ty: 4),
    ]
    for _ in 0..<300 {
      transforms.append(
        AffineTransform(
          a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number()))
    }
    var rects: [Rect] = [.null, .zero, Rect(x: -0.0, y: -0.0, width: 0, height: 5)]
    for _ in 0..<100 {
      rects.append(Rect(x: number(), y: number(), width: number(), height: number()))
    }
    for t in transforms {
      for rect in rects {
        #expect(bits(t.boundingBox(of: rect)) == bits(reference(t, rect)), "\(t) \(rect)")
      }
    }
  }
}

import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// A rect's overlap with another is the reference's, which asks ``Rect/intersects(_:)`` and then
/// works the edges out again: bit for bit (signed zeros and NaNs too) for rects of every sign,
/// empty, null, infinite and NaN.
@Suite struct RectIntersectionTests {
  /// The reference: the test, then the overlap of the edges.
  func reference(_ a: Rect, _ b: Rect) -> Rect {
    guard a.intersects(b) else { return .null }
    return Rect(
      minX: Swift.max(a.minX, b.minX), minY: Swift.max(a.minY, b.minY),
      maxX: Swift.min(a.maxX, b.maxX), maxY: Swift.min(a.maxY, b.maxY))
  }

  /// The four numbers of a rect as bits.
  func bits(_ r: Rect) -> [UInt64] {
    [r.origin.x, r.origin.y, r.size.width, r.size.height].map(\.bitPattern)
  }

  @Test func overlapsAgreeWithTheReference() {
    var random = SplitMix64(seed: 0x1A7E)
    let special: [Double] = [0, -0.0, 1, -1, 0.1, 0.3, 2, .infinity, -.infinity, .nan, 1e300]
    func number() -> Double {
      Bool.random(using: &random)
        ? special.randomElement(using: &random)!
        : Double(Int.random(in: -8...8, using: &random)) / 4
    }
    func rect() -> Rect {
      Int.random(in: 0..<16, using: &random) == 0
        ? .null : Rect(x: number(), y: number(), width: number(), height: number())
    }
    var overlapping = 0
    for _ in 0..<20_000 {
      let a = rect()
      let b = rect()
      let overlap = a.intersection(b)
      #expect(bits(overlap) == bits(reference(a, b)), "\(a) ∩ \(b)")
      if !overlap.isNull { overlapping += 1 }
    }
    #expect(overlapping > 500)
  }
}

import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// A transform's inverse is the general formula's, bit for bit: a translation's (undone without
/// the divisions) as every other's, for offsets of every sign, zero of either sign, huge,
/// infinite and NaN.
@Suite struct AffineTransformInverseTests {
  /// The reference: the determinant, the four divisions by it, and every check.
  func reference(_ t: AffineTransform) -> AffineTransform? {
    let det = t.a * t.d - t.b * t.c
    guard det != 0, det.isFinite, t.tx.isFinite, t.ty.isFinite else { return nil }
    let (ia, ib, ic, id) = (t.d / det, -t.b / det, -t.c / det, t.a / det)
    let inverse = AffineTransform(
      a: ia, b: ib, c: ic, d: id, tx: -(ia * t.tx + ic * t.ty), ty: -(ib * t.tx + id * t.ty))
    let parts = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
    return parts.allSatisfy(\.isFinite) ? inverse : nil
  }

  /// The six numbers as bits: distinct zeros and NaNs told apart as they are.
  func bits(_ t: AffineTransform?) -> [UInt64]? {
    t.map { [$0.a, $0.b, $0.c, $0.d, $0.tx, $0.ty].map(\.bitPattern) }
  }

  @Test func anInverseIsTheGeneralFormulas() {
    let offsets: [Double] = [
      0, -0.0, 1, -1, 263.33333333333331, -0.5, 1e300, -1e300, .infinity, -.infinity, .nan,
      .leastNonzeroMagnitude, -.greatestFiniteMagnitude,
    ]
    let linear: [Double] = [1, -1, 0, -0.0, 2, 0.5, .nan, .infinity]
    var random = SplitMix64(seed: 0x1F4E)
    var translations = 0
    for _ in 0..<40_000 {
      func pick(_ values: [Double]) -> Double {
        values[Int.random(in: 0..<values.count, using: &random)]
      }
      // Half of them translations (a and d 1, b and c zeros of either sign).
      let isTranslation = Bool.random(using: &random)
      let t = AffineTransform(
        a: isTranslation ? 1 : pick(linear), b: isTranslation ? pick([0, -0.0]) : pick(linear),
        c: isTranslation ? pick([0, -0.0]) : pick(linear), d: isTranslation ? 1 : pick(linear),
        tx: pick(offsets), ty: pick(offsets))
      if isTranslation { translations += 1 }
      #expect(bits(t.inverted()) == bits(reference(t)), "\(t)")
    }
    #expect(translations > 15_000)
  }
}

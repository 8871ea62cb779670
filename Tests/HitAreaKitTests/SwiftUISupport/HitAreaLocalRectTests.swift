import HitAreaKit
import Testing

/// The geometry the SwiftUI adapter's content shape applies: `rect(forSize:)` and
/// `contentShapeRect(in:)`.
@Suite struct HitAreaLocalRectTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let area: HitArea
    let size: Size
    /// What `rect(forSize:)` returns.
    let rect: Rect
    /// What `contentShapeRect(in:)` returns for `(0, 0, size)`.
    let shape: Rect?
    var testDescription: String { id }
  }

  static let s20 = Size(width: 20, height: 20)

  static let cases: [Case] = [
    Case(
      id: "bounds is the view's own rect", area: .bounds, size: s20,
      rect: Rect(x: 0, y: 0, width: 20, height: 20),
      shape: Rect(x: 0, y: 0, width: 20, height: 20)),
    Case(
      id: "outset grows past the frame", area: .outset(10), size: s20,
      rect: Rect(x: -10, y: -10, width: 40, height: 40),
      shape: Rect(x: -10, y: -10, width: 40, height: 40)),
    Case(
      id: "per-edge outset", area: .outset(top: 1, left: 2, bottom: 3, right: 4), size: s20,
      rect: Rect(x: -2, y: -1, width: 26, height: 24),
      shape: Rect(x: -2, y: -1, width: 26, height: 24)),
    Case(
      id: "minimum size centres on the view", area: .minimumSize(44), size: s20,
      rect: Rect(x: -12, y: -12, width: 44, height: 44),
      shape: Rect(x: -12, y: -12, width: 44, height: 44)),
    Case(
      id: "minimum size leaves a big view alone", area: .minimumSize(44),
      size: Size(width: 120, height: 50),
      rect: Rect(x: 0, y: 0, width: 120, height: 50),
      shape: Rect(x: 0, y: 0, width: 120, height: 50)),
    Case(
      id: "outsets first, then the minimum", area: .outset(horizontal: 20).minimumSize(44),
      size: s20, rect: Rect(x: -20, y: -12, width: 60, height: 44),
      shape: Rect(x: -20, y: -12, width: 60, height: 44)),
    Case(
      id: "inset shrinks inside the frame", area: .inset(5), size: s20,
      rect: Rect(x: 5, y: 5, width: 10, height: 10),
      shape: Rect(x: 5, y: 5, width: 10, height: 10)),
    Case(
      id: "zero size with a minimum size is hittable", area: .minimumSize(44), size: .zero,
      rect: Rect(x: -22, y: -22, width: 44, height: 44),
      shape: Rect(x: -22, y: -22, width: 44, height: 44)),
    Case(
      id: "zero size without a minimum accepts nothing", area: .bounds, size: .zero,
      rect: .zero, shape: nil),
    Case(
      id: "zero width with vertical outsets only accepts nothing", area: .outset(vertical: 10),
      size: Size(width: 0, height: 20), rect: Rect(x: 0, y: -10, width: 0, height: 40),
      shape: nil),
    Case(
      id: "zero size with outsets is hittable", area: .outset(10), size: .zero,
      rect: Rect(x: -10, y: -10, width: 20, height: 20),
      shape: Rect(x: -10, y: -10, width: 20, height: 20)),
    Case(
      id: "shrink past zero collapses at the centre and accepts nothing", area: .inset(15),
      size: s20, rect: Rect(x: 10, y: 10, width: 0, height: 0), shape: nil),
    Case(
      id: "shrink past zero on one axis accepts nothing",
      area: .inset(top: 30, left: 0, bottom: 0, right: 0), size: s20,
      rect: Rect(x: 0, y: 25, width: 20, height: 0), shape: nil),
    Case(
      id: "shrink past zero, then a minimum size, grows from the centre",
      area: .inset(50).minimumSize(10), size: s20,
      rect: Rect(x: 5, y: 5, width: 10, height: 10),
      shape: Rect(x: 5, y: 5, width: 10, height: 10)),
    Case(
      id: "NaN width gives the null rect", area: .minimumSize(44),
      size: Size(width: .nan, height: 20), rect: .null, shape: nil),
    Case(
      id: "infinite height gives the null rect", area: .bounds,
      size: Size(width: 20, height: .infinity), rect: .null, shape: nil),
    Case(
      id: "NaN outsets count as zero",
      area: .outset(top: .nan, left: .infinity, bottom: 2, right: 0),
      size: s20, rect: Rect(x: 0, y: 0, width: 20, height: 22),
      shape: Rect(x: 0, y: 0, width: 20, height: 22)),
    Case(
      id: "NaN minimum size counts as zero", area: .minimumSize(.nan), size: s20,
      rect: Rect(x: 0, y: 0, width: 20, height: 20),
      shape: Rect(x: 0, y: 0, width: 20, height: 20)),
    Case(
      id: "negative size is standardized", area: .outset(1), size: Size(width: -20, height: -20),
      rect: Rect(x: -21, y: -21, width: 22, height: 22),
      shape: Rect(x: -21, y: -21, width: 22, height: 22)),
    Case(
      id: "fractional sizes keep the centre", area: .minimumSize(44),
      size: Size(width: 17.5, height: 30.25),
      rect: Rect(x: -13.25, y: -6.875, width: 44, height: 44),
      shape: Rect(x: -13.25, y: -6.875, width: 44, height: 44)),
    Case(
      id: "outsets that overflow to infinity accept nothing",
      area: .outset(.greatestFiniteMagnitude), size: s20,
      rect: Rect(
        minX: -.greatestFiniteMagnitude, minY: -.greatestFiniteMagnitude,
        maxX: .greatestFiniteMagnitude, maxY: .greatestFiniteMagnitude),
      shape: nil),
  ]

  @Test(arguments: cases)
  func rectForSize(_ c: Case) {
    let rect = c.area.rect(forSize: c.size)
    if c.rect.isNull {
      #expect(rect.isNull)
    } else {
      #expect(rect == c.rect)
    }
  }

  @Test(arguments: cases)
  func contentShapeRect(_ c: Case) {
    let bounds = Rect(origin: .zero, size: c.size)
    #expect(c.area.contentShapeRect(in: bounds) == c.shape)
  }

  /// The shape answers for the rect SwiftUI gives it, wherever that rect is.
  @Test func contentShapeFollowsTheGivenRect() {
    let bounds = Rect(x: 100, y: 50, width: 20, height: 20)
    #expect(
      HitArea.minimumSize(44).contentShapeRect(in: bounds)
        == Rect(x: 88, y: 38, width: 44, height: 44))
  }

  @Test func contentShapeRejectsNonFiniteRects() {
    let nanOrigin = Rect(x: .nan, y: 0, width: 20, height: 20)
    #expect(HitArea.outset(10).contentShapeRect(in: nanOrigin) == nil)
    #expect(HitArea.bounds.contentShapeRect(in: nanOrigin) == nil)
    #expect(HitArea.bounds.contentShapeRect(in: .null) == nil)
    let infinite = Rect(x: 0, y: 0, width: .infinity, height: 20)
    #expect(HitArea.bounds.contentShapeRect(in: infinite) == nil)
  }

  /// The content shape never changes layout: the size the view reports is its own, and the
  /// local rect agrees with `rect(in:)` on the same bounds.
  @Test(arguments: cases)
  func agreesWithRectInBounds(_ c: Case) {
    guard c.size.width.isFinite, c.size.height.isFinite else { return }
    let bounds = Rect(origin: .zero, size: c.size)
    #expect(c.area.rect(forSize: c.size) == c.area.rect(in: bounds).standardized)
  }

  /// A hit area with a minimum size contains the view's centre whenever it is hittable, and at
  /// least the minimum.
  @Test func minimumSizeAlwaysReachesTheMinimum() {
    for width in stride(from: 0.0, through: 60, by: 7.5) {
      for height in stride(from: 0.0, through: 60, by: 7.5) {
        let size = Size(width: width, height: height)
        guard
          let rect = HitArea.minimumSize(44).contentShapeRect(in: Rect(origin: .zero, size: size))
        else {
          Issue.record("no shape for \(size)")
          continue
        }
        #expect(rect.width >= 44 && rect.height >= 44)
        #expect(rect.midX == width / 2 && rect.midY == height / 2)
      }
    }
  }
}

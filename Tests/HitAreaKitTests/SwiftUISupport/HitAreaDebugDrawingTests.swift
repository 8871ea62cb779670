import HitAreaKit
import Testing

@Suite struct HitAreaDebugDrawingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let area: HitArea
    let size: Size
    let hitRect: Rect?
    let isUndersized: Bool
    let caption: String
    var testDescription: String { id }
  }

  static let s20 = Size(width: 20, height: 20)

  static let cases: [Case] = [
    Case(
      id: "a small view without help is undersized", area: .bounds, size: s20,
      hitRect: Rect(x: 0, y: 0, width: 20, height: 20), isUndersized: true, caption: "20×20"),
    Case(
      id: "outsets that fall short are undersized", area: .outset(4), size: s20,
      hitRect: Rect(x: -4, y: -4, width: 28, height: 28), isUndersized: true, caption: "28×28"),
    Case(
      id: "a minimum size of 44 meets the target", area: .minimumSize(44), size: s20,
      hitRect: Rect(x: -12, y: -12, width: 44, height: 44), isUndersized: false,
      caption: "44×44"),
    Case(
      id: "one short axis is undersized", area: .minimumSize(width: 44, height: 30), size: s20,
      hitRect: Rect(x: -12, y: -5, width: 44, height: 30), isUndersized: true, caption: "44×30"),
    Case(
      id: "fractional minimum within rounding meets the target", area: .minimumSize(44),
      size: Size(width: 10.3, height: 7.1),
      hitRect: Rect(x: -16.85, y: -18.45, width: 44, height: 44), isUndersized: false,
      caption: "44×44"),
    Case(
      id: "captions round to a tenth", area: .outset(0.25), size: Size(width: 27.3, height: 44),
      hitRect: Rect(x: -0.25, y: -0.25, width: 27.8, height: 44.5), isUndersized: true,
      caption: "27.8×44.5"),
    Case(
      id: "shrunk past zero has no hit area", area: .inset(20), size: s20, hitRect: nil,
      isUndersized: true, caption: "no hit area"),
    Case(
      id: "a zero-size view with a minimum size", area: .minimumSize(44), size: .zero,
      hitRect: Rect(x: -22, y: -22, width: 44, height: 44), isUndersized: false,
      caption: "44×44"),
    Case(
      id: "a NaN size has no hit area", area: .minimumSize(44),
      size: Size(width: .nan, height: 20), hitRect: nil, isUndersized: true,
      caption: "no hit area"),
  ]

  @Test(arguments: cases)
  func drawing(_ c: Case) {
    let drawing = HitAreaDebugDrawing(area: c.area, size: c.size)
    if let expected = c.hitRect, let actual = drawing.hitRect {
      #expect(abs(actual.minX - expected.minX) < 1e-9)
      #expect(abs(actual.minY - expected.minY) < 1e-9)
      #expect(abs(actual.width - expected.width) < 1e-9)
      #expect(abs(actual.height - expected.height) < 1e-9)
    } else {
      #expect(drawing.hitRect == c.hitRect)
    }
    #expect(drawing.isUndersized == c.isUndersized)
    #expect(drawing.caption == c.caption)
  }

  @Test func viewRectIsTheLocalFrame() {
    #expect(
      HitAreaDebugDrawing(area: .outset(4), size: Self.s20).viewRect
        == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(
      HitAreaDebugDrawing(area: .bounds, size: Size(width: .infinity, height: 1)).viewRect.isNull)
  }

  @Test func customTargetSize() {
    let drawing = HitAreaDebugDrawing(
      area: .minimumSize(44), size: Self.s20, targetSize: Size(square: 48))
    #expect(drawing.isUndersized)
    let wcag = HitAreaDebugDrawing(
      area: .bounds, size: Size(square: 24), targetSize: Size(square: 24))
    #expect(!wcag.isUndersized)
    let nonFinite = HitAreaDebugDrawing(
      area: .bounds, size: Self.s20, targetSize: Size(width: .nan, height: .infinity))
    #expect(!nonFinite.isUndersized)
  }

  @Test func defaultTargetIsApples44() {
    #expect(HitAreaDebugDrawing.defaultTargetSize == Size(width: 44, height: 44))
  }

  /// The documented example.
  @Test func documentedExample() {
    let drawing = HitAreaDebugDrawing(area: .outset(4), size: Self.s20)
    #expect(drawing.viewRect == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(drawing.hitRect == Rect(x: -4, y: -4, width: 28, height: 28))
    #expect(drawing.isUndersized)
    #expect(drawing.caption == "28×28")
  }
}

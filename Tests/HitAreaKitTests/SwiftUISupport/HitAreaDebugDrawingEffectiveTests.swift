import HitAreaKit
import Testing

/// The SwiftUI overlay measures what takes touches: the hit area together with the enclosing
/// control's frame, cut by where UIKit stops touches.
@Suite struct HitAreaDebugDrawingEffectiveTests {
  static let glyph = Size(width: 20, height: 20)

  /// A 44×44 minimum on a glyph in a 28-pt List row: the row cuts it to 44×28.
  @Test func aBoundaryCutsTheHitArea() {
    let row = HitAreaDebugDrawing.regionRect(
      size: Size(width: 390, height: 28), viewOrigin: Point(x: 100, y: 4))
    let drawing = HitAreaDebugDrawing(area: .minimumSize(44), size: Self.glyph, boundary: row)
    #expect(drawing.hitRect == Rect(x: -12, y: -12, width: 44, height: 44))  // requested
    #expect(drawing.effectiveRect == Rect(x: -12, y: -4, width: 44, height: 28))
    #expect(drawing.isClipped)
    #expect(drawing.isUndersized)  // the request alone would pass
    #expect(drawing.caption == "44×28 clipped")
  }

  @Test func aBoundaryThatHoldsTheHitAreaChangesNothing() {
    let screen = HitAreaDebugDrawing.regionRect(
      size: Size(width: 390, height: 844), viewOrigin: Point(x: 100, y: 100))
    let drawing = HitAreaDebugDrawing(area: .minimumSize(44), size: Self.glyph, boundary: screen)
    #expect(drawing.effectiveRect == drawing.hitRect)
    #expect(!drawing.isClipped && !drawing.isUndersized)
    #expect(drawing.caption == "44×44")
  }

  @Test func aHitAreaEntirelyOutsideTheBoundaryIsClippedAway() {
    let far = Rect(x: 500, y: 500, width: 10, height: 10)
    let drawing = HitAreaDebugDrawing(area: .outset(2), size: Self.glyph, boundary: far)
    #expect(drawing.effectiveRect == nil)
    #expect(drawing.isClipped && drawing.isUndersized)
    #expect(drawing.caption == "clipped away")
  }

  /// The label of a bordered button is small; the button around it is what a finger hits.
  @Test func theEnclosingControlIsMeasuredNotTheLabel() {
    let label = Size(width: 30, height: 17)
    let button = Rect(x: -12, y: -14, width: 54, height: 45)
    let alone = HitAreaDebugDrawing(area: .bounds, size: label)
    #expect(alone.isUndersized && alone.caption == "30×17")
    let inButton = HitAreaDebugDrawing(area: .bounds, size: label, control: button)
    #expect(inButton.controlRect == button)
    #expect(inButton.effectiveRect == button)
    #expect(!inButton.isUndersized)
    #expect(inButton.caption == "54×45")
    // A hit area that reaches past the button counts as well.
    let taller = HitAreaDebugDrawing(
      area: .outset(vertical: 20), size: label, control: button)
    #expect(taller.effectiveRect == Rect(x: -12, y: -20, width: 54, height: 57))
  }

  @Test func theControlAndTheBoundaryTogether() {
    let button = Rect(x: -12, y: -14, width: 54, height: 45)
    let row = Rect(x: -100, y: -8, width: 390, height: 33)
    let drawing = HitAreaDebugDrawing(
      area: .bounds, size: Size(width: 30, height: 17), control: button, boundary: row)
    #expect(drawing.effectiveRect == Rect(x: -12, y: -8, width: 54, height: 33))
    #expect(drawing.caption == "54×33 clipped")
  }

  @Test func unusableRegionsAreIgnored() {
    let nan = Rect(x: .nan, y: 0, width: 10, height: 10)
    let drawing = HitAreaDebugDrawing(
      area: .minimumSize(44), size: Self.glyph, control: nan, boundary: .null)
    #expect(drawing.controlRect == nil && drawing.boundary == nil)
    #expect(drawing.effectiveRect == drawing.hitRect && !drawing.isClipped)
  }

  @Test func regionRectPlacesTheRegionAroundTheView() {
    #expect(
      HitAreaDebugDrawing.regionRect(
        size: Size(width: 390, height: 44), viewOrigin: Point(x: 16, y: 12))
        == Rect(x: -16, y: -12, width: 390, height: 44))
  }
}

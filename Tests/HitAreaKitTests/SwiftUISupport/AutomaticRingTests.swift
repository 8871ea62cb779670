import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The shape of the SwiftUI adapter's automatic background: one value for every case, so the
/// view never changes type.
@Suite struct AutomaticRingTests {
  static let b20 = Rect(x: 0, y: 0, width: 20, height: 20)

  @Test func aSmallViewGrowsToTheSide() {
    #expect(
      AutomaticMinimumSize.ringRect(in: Self.b20, side: 44, hasOwnHitArea: false)
        == Rect(x: -12, y: -12, width: 44, height: 44))
  }

  @Test func itsOwnHitAreaWins() {
    #expect(AutomaticMinimumSize.ringRect(in: Self.b20, side: 44, hasOwnHitArea: true) == nil)
  }

  @Test(arguments: [nil, 0, -44, .nan, .infinity] as [Double?])
  func offGivesNothing(side: Double?) {
    #expect(AutomaticMinimumSize.ringRect(in: Self.b20, side: side, hasOwnHitArea: false) == nil)
  }

  @Test func aDegenerateViewGetsNoRing() {
    let collapsed = Rect(x: 0, y: 0, width: 390, height: 0.5)
    #expect(AutomaticMinimumSize.ringRect(in: collapsed, side: 44, hasOwnHitArea: false) == nil)
  }

  /// A ring that covers only the frame would make the frame's clear parts (a stack's gaps) take
  /// touches that the view's own shape leaves to what is behind it.
  @Test func aViewAlreadyAtTheSideGetsNoRing() {
    let big = Rect(x: 0, y: 0, width: 120, height: 50)
    #expect(AutomaticMinimumSize.ringRect(in: big, side: 44, hasOwnHitArea: false) == nil)
    let square = Rect(x: 10, y: 10, width: 44, height: 44)
    #expect(AutomaticMinimumSize.ringRect(in: square, side: 44, hasOwnHitArea: false) == nil)
  }

  @Test func aWideShortViewGrowsOnlyInHeight() {
    let wide = Rect(x: 0, y: 0, width: 120, height: 20)
    #expect(
      AutomaticMinimumSize.ringRect(in: wide, side: 44, hasOwnHitArea: false)
        == Rect(x: 0, y: -12, width: 120, height: 44))
  }

  @Test func aViewItsNeighboursLeaveNoRoomGetsNoRing() {
    #expect(
      AutomaticMinimumSize.ringRect(in: Self.b20, side: 44, hasOwnHitArea: false, split: .zero)
        == nil)
    #expect(
      AutomaticMinimumSize.ringRect(
        in: Self.b20, side: 44, hasOwnHitArea: false,
        split: EdgeOutsets(top: 0, left: 0, bottom: 0, right: 3))
        == Rect(x: 0, y: 0, width: 23, height: 20))
  }

  /// A size that misses the side by a rounding error (thirds of a point summed at @3x) meets it.
  @Test func aRoundingErrorBelowTheSideGetsNoRing() {
    let height = 2.0 / 3 + 98.0 / 3 + 32.0 / 3
    #expect(height < 44)
    let label = Rect(x: 0, y: 0, width: 120, height: height)
    #expect(AutomaticMinimumSize.ringRect(in: label, side: 44, hasOwnHitArea: false) == nil)
    let short = Rect(x: 0, y: 0, width: 120, height: 43.9)
    #expect(AutomaticMinimumSize.ringRect(in: short, side: 44, hasOwnHitArea: false) != nil)
  }

  /// The ring against a reference: the frame grown to the side, cut to the split, kept only where
  /// it reaches outside the frame.
  ///
  /// Frames on both sides of the side, and splits whose edges are often zero (the neighbours
  /// touching), so that many frames get none.
  @Test func matchesTheReference() {
    var rng = SplitMix64(seed: 25)
    var none = 0
    for _ in 0..<4_000 {
      let b = Rect(
        x: Double(rng.next() % 40), y: Double(rng.next() % 40),
        width: Double(rng.next() % 161) / 2, height: Double(rng.next() % 161) / 2)
      func edge() -> Double { rng.next() % 2 == 0 ? 0 : Double(rng.next() % 16) }
      let split: EdgeOutsets? =
        rng.next() % 4 == 0
        ? nil : EdgeOutsets(top: edge(), left: edge(), bottom: edge(), right: edge())
      let side = 44.0
      var expected: Rect?
      if b.width >= 1, b.height >= 1 {
        let w = max(b.width, side)
        let h = max(b.height, side)
        var minX = b.midX - w / 2
        var maxX = b.midX + w / 2
        var minY = b.midY - h / 2
        var maxY = b.midY + h / 2
        if let split {
          minX = max(minX, b.minX - split.left)
          maxX = min(maxX, b.maxX + split.right)
          minY = max(minY, b.minY - split.top)
          maxY = min(maxY, b.maxY + split.bottom)
        }
        if minX < b.minX || maxX > b.maxX || minY < b.minY || maxY > b.maxY {
          expected = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
      }
      let ring = AutomaticMinimumSize.ringRect(
        in: b, side: side, hasOwnHitArea: false, split: split)
      #expect(ring == expected, "\(b) \(String(describing: split))")
      if ring == nil, b.width >= 1, b.height >= 1 { none += 1 }
    }
    #expect(none > 400, "the frames that get no ring: \(none)")
  }
}

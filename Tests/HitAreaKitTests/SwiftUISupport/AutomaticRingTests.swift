import HitAreaKit
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

  @Test func aBigViewKeepsItsBounds() {
    let big = Rect(x: 0, y: 0, width: 120, height: 50)
    #expect(AutomaticMinimumSize.ringRect(in: big, side: 44, hasOwnHitArea: false) == big)
  }
}

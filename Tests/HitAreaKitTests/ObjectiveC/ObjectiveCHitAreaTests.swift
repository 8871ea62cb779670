import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The Objective-C surface's hit-area values and `HitArea`: one state, seen from both sides.
@Suite struct ObjectiveCHitAreaTests {
  /// Every Swift value reads back exactly, `.edgeInsets(…)` as outsets of the opposite sign, and
  /// setting what was read gives the value back.
  @Test func swiftValuesReadBackAndRoundTrip() {
    var rng = SplitMix64(seed: 23)
    for _ in 0..<1_000 {
      let outsets = EdgeOutsets(
        top: Double.random(in: -30..<30, using: &rng),
        left: Double.random(in: -30..<30, using: &rng),
        bottom: Double.random(in: -30..<30, using: &rng),
        right: Double.random(in: -30..<30, using: &rng))
      let side = Double.random(in: 0..<80, using: &rng)
      let area = HitArea(outsets: outsets, minimumSize: Size(width: side, height: side / 2))
      let read = (ObjectiveCHitArea.outsets(of: area), ObjectiveCHitArea.minimumSize(of: area))
      var written = ObjectiveCHitArea.setting(outsets: read.0, on: .bounds)
      written = ObjectiveCHitArea.setting(minimumSize: read.1, on: written)
      #expect(written == area)
    }
    let migrated = HitArea.edgeInsets(top: -10, left: -20, bottom: -10, right: -20)
    #expect(
      ObjectiveCHitArea.outsets(of: migrated)
        == EdgeOutsets(top: 10, left: 20, bottom: 10, right: 20))
  }

  /// Both set combine as in Swift: outsets first, then the minimum size.
  @Test func bothCombineAsInSwift() {
    var area = ObjectiveCHitArea.setting(outsets: EdgeOutsets(all: 10), on: .bounds)
    area = ObjectiveCHitArea.setting(minimumSize: Size(width: 44, height: 44), on: area)
    #expect(area == HitArea.outset(10).minimumSize(44))
    let bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(area.rect(in: bounds) == HitArea.outset(10).minimumSize(44).rect(in: bounds))
    // Setting one keeps the other.
    area = ObjectiveCHitArea.setting(outsets: .zero, on: area)
    #expect(area == .minimumSize(44))
  }

  /// Zero means none; negative sizes, NaN and infinities are a clear rule, never a trap.
  @Test(arguments: [
    (Size(width: 0, height: 0), Size(width: 0, height: 0)),
    (Size(width: -44, height: 44), Size(width: 0, height: 44)),
    (Size(width: .nan, height: .infinity), Size(width: 0, height: 0)),
    (Size(width: 44, height: -.infinity), Size(width: 44, height: 0)),
  ])
  func minimumSizesOutsideTheirDomainCountAsZero(given: Size, stored: Size) {
    #expect(ObjectiveCHitArea.setting(minimumSize: given, on: .bounds).minimumSize == stored)
  }

  @Test func nonFiniteOutsetsCountAsZero() {
    let area = ObjectiveCHitArea.setting(
      outsets: EdgeOutsets(top: .nan, left: .infinity, bottom: -.infinity, right: 5), on: .bounds)
    #expect(area.outsets == EdgeOutsets(top: 0, left: 0, bottom: 0, right: 5))
    #expect(ObjectiveCHitArea.setting(outsets: .zero, on: .bounds).isBounds)
  }

  /// `HAKHitAreaResolution` codes: each policy round-trips; unknown codes are `Inherited`.
  @Test func resolutionCodesRoundTrip() {
    for policy in ResolutionPolicy.allCases {
      #expect(ObjectiveCResolution.policy(code: ObjectiveCResolution.code(of: policy)) == policy)
    }
    #expect(ObjectiveCResolution.code(of: nil) == 0)
    #expect(ObjectiveCResolution.policy(code: 0) == nil)
    #expect(ObjectiveCResolution.policy(code: 99) == nil)
    #expect(ObjectiveCResolution.policy(code: -1) == nil)
  }
}

import HitAreaKit
import HitAreaKitTestSupport
import Testing

@testable import HitAreaAuditing

/// The set operations answer regions of one rect without the bands' sweep; their answers are the
/// sweep's, number for number and sign for sign.
@Suite struct RegionOneRectTests {
  /// The stored numbers' bits: `0` and `-0` differ.
  private func bits(_ region: Region) -> [UInt64] { region.storage.map(\.bitPattern) }

  /// Each operation on regions of one rect agrees with the sweep (``Region/combined(with:_:)``).
  ///
  /// The edges are drawn from a few numbers, so that they often coincide, with zeros of both
  /// signs (a region keeps neither `-0`). Each region is two rects' intersection, made by the
  /// sweep, so that its edges come from different rects: a `Rect` made of them may not give them
  /// back (with `minX` -0.2 and `maxX` 0.1, `maxX` reads 0.10000000000000003).
  @Test(arguments: 0..<8)
  func oneRectOperationsAreTheSweeps(_ seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &+ 7)
    let numbers = [-0.0] + (-3...6).map { Double($0) * 0.1 }
    func v() -> Double { numbers.randomElement(using: &rng)! }
    func randomRect() -> Rect {
      Rect(minX: v(), minY: v(), maxX: v(), maxY: v())
    }
    func randomRegion() -> Region {
      Region(randomRect()).combined(with: Region(randomRect())) { $0 && $1 }
    }
    var oneRect = 0
    for _ in 0..<4_000 {
      let a = randomRegion()
      let b = randomRegion()
      let rb = randomRect()
      if a.onlyRect != nil && b.onlyRect != nil { oneRect += 1 }
      let sweptWithRect = (
        a.combined(with: Region(rb)) { $0 && $1 }, a.combined(with: Region(rb)) { $0 && !$1 }
      )
      #expect(bits(a.intersection(rb)) == bits(sweptWithRect.0), "\(a) ∩ \(rb)")
      #expect(bits(a.subtracting(rb)) == bits(sweptWithRect.1), "\(a) − \(rb)")
      let sweptIntersection = a.combined(with: b) { $0 && $1 }
      let sweptDifference = a.combined(with: b) { $0 && !$1 }
      let sweptUnion = a.combined(with: b) { $0 || $1 }
      #expect(bits(a.intersection(b)) == bits(sweptIntersection), "\(a) ∩ \(b)")
      #expect(bits(a.subtracting(b)) == bits(sweptDifference), "\(a) − \(b)")
      #expect(bits(a.union(b)) == bits(sweptUnion), "\(a) ∪ \(b)")
    }
    // Many draws are two regions of one rect; the others have an empty one.
    #expect(oneRect > 200)
  }

  /// Regions of several bands, with an empty one or a rect: the operations agree with the sweep.
  @Test func otherRegionsAreTheSweeps() {
    let frame = Region(covering: [
      Rect(x: 0, y: 0, width: 10, height: 2), Rect(x: 0, y: 8, width: 10, height: 2),
      Rect(x: 0, y: 0, width: 2, height: 10), Rect(x: 8, y: 0, width: 2, height: 10),
    ])
    let rects = [
      Rect(x: 1, y: 1, width: 8, height: 8), Rect(x: -0.0, y: 0, width: 10, height: 10),
      Rect(x: 20, y: 20, width: 1, height: 1), .null,
    ]
    for other in [Region()] + rects.map(Region.init) {
      for (a, b) in [(frame, other), (other, frame), (Region(), other), (other, Region())] {
        #expect(bits(a.intersection(b)) == bits(a.combined(with: b) { $0 && $1 }))
        #expect(bits(a.subtracting(b)) == bits(a.combined(with: b) { $0 && !$1 }))
        #expect(bits(a.union(b)) == bits(a.combined(with: b) { $0 || $1 }))
      }
    }
    for rect in rects {
      #expect(bits(frame.intersection(rect)) == bits(frame.intersection(Region(rect))))
      #expect(bits(frame.subtracting(rect)) == bits(frame.subtracting(Region(rect))))
    }
  }
}

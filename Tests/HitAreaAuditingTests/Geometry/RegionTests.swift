import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import Testing

@Suite struct RegionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var id: String
    var region: @Sendable () -> Region
    var area: Double
    var rects: Int
    var inside: [Point]
    var outside: [Point]
    var testDescription: String { id }
  }

  static let row = Rect(x: 0, y: 0, width: 390, height: 45)
  static let next = Rect(x: 0, y: 44, width: 390, height: 45)

  static let cases: [Case] = [
    Case(
      id: "a rect", region: { Region(row) }, area: 17_550, rects: 1,
      inside: [Point(x: 0, y: 0), Point(x: 389.9, y: 44.9)],
      outside: [Point(x: 390, y: 10), Point(x: 10, y: 45), Point(x: -0.1, y: 1)]),
    Case(
      id: "a row minus the 1-pt overlap with the next", region: { Region(row).subtracting(next) },
      area: 390 * 44, rects: 1, inside: [Point(x: 1, y: 43.99)],
      outside: [Point(x: 1, y: 44), Point(x: 1, y: 44.5)]),
    Case(
      id: "two touching rows merge", region: { Region(covering: [row, next]) },
      area: 390 * 89, rects: 1, inside: [Point(x: 1, y: 44.5), Point(x: 1, y: 88.9)],
      outside: [Point(x: 1, y: 89)]),
    Case(
      id: "a frame around a button",
      region: {
        Region(Rect(x: 0, y: 0, width: 44, height: 44))
          .subtracting(Region(Rect(x: 12, y: 12, width: 20, height: 20)))
      },
      area: 44 * 44 - 400, rects: 4, inside: [Point(x: 11.9, y: 20), Point(x: 32, y: 20)],
      outside: [Point(x: 12, y: 12), Point(x: 31.9, y: 31.9)]),
    Case(
      id: "overlapping rects counted once",
      region: {
        Region(covering: [
          Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10),
        ])
      },
      area: 175, rects: 3, inside: [Point(x: 14, y: 14), Point(x: 0, y: 9)],
      outside: [Point(x: 12, y: 2), Point(x: 2, y: 12)]),
    Case(
      id: "fractional edges stay as given",
      region: {
        Region(Rect(x: 0.1, y: 0.3, width: 0.2, height: 0.4))
          .union(Region(Rect(x: 0.3, y: 0.3, width: 0.1, height: 0.4)))
      },
      area: (0.4 - 0.1) * 0.4, rects: 1, inside: [Point(x: 0.1, y: 0.3)],
      outside: [Point(x: 0.4, y: 0.5), Point(x: 0.09, y: 0.5)]),
    Case(
      id: "empty, null and non-finite rects are nothing",
      region: {
        Region(covering: [.null, .zero, Rect(x: 0, y: 0, width: .nan, height: 4)])
          .union(Region(Rect(x: 0, y: 0, width: .infinity, height: 1)))
      },
      area: 0, rects: 0, inside: [], outside: [.zero]),
  ]

  @Test(arguments: cases)
  func areaRectsAndContainment(_ c: Case) {
    let region = c.region()
    #expect(abs(region.area - c.area) < 1e-9)
    #expect(region.rects.count == c.rects)
    for p in c.inside { #expect(region.contains(p), "\(p)") }
    for p in c.outside { #expect(!region.contains(p), "\(p)") }
    // The rects are disjoint and add up to the area.
    let rects = region.rects
    #expect(abs(rects.map(\.area).reduce(0, +) - region.area) < 1e-9)
    for (i, a) in rects.enumerated() {
      for b in rects[(i + 1)...] { #expect(!a.intersects(b)) }
    }
  }

  @Test func theSamePointsMakeEqualRegions() {
    let a = Region(covering: [
      Rect(x: 0, y: 0, width: 10, height: 5), Rect(x: 0, y: 5, width: 10, height: 5),
    ])
    let b = Region(Rect(x: 0, y: 0, width: 10, height: 10))
    let c = Region(Rect(x: 0, y: 0, width: 5, height: 10)).union(
      Region(Rect(x: 5, y: 0, width: 5, height: 10)))
    #expect(a == b)
    #expect(b == c)
    #expect(b.bounds == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(Region().bounds.isNull)
  }

  /// Random regions built from random operations agree, point by point, with the same
  /// operations on membership; their area agrees with a count of cells.
  @Test(arguments: 0..<24)
  func operationsAgreeWithMembership(_ seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &+ 99)
    // Coordinates on a 1/4 grid between -10 and 60, so that edges often coincide.
    func randomRect() -> Rect {
      func v(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &rng)) / 4 }
      return Rect(x: v(0...160), y: v(0...160), width: v(-40...80), height: v(-40...80))
    }
    let first = randomRect()
    var region = Region(first)
    var isMember: (Point) -> Bool = { first.contains($0) }
    for _ in 0..<8 {
      let r = randomRect()
      let previous = isMember
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        region = region.union(Region(r))
        isMember = { previous($0) || r.contains($0) }
      case 1:
        let r2 = randomRect()
        region = region.intersection(Region(r).union(Region(r2)))
        isMember = { previous($0) && (r.contains($0) || r2.contains($0)) }
      default:
        region = region.subtracting(r)
        isMember = { previous($0) && !r.contains($0) }
      }
    }
    // Grid points (on the edges: half-open containment) and cell centres agree; every cell
    // between grid lines is wholly in or out, so the cells add up to the area.
    var inside = 0
    var cells: [Rect] = []
    for i in -44..<244 {
      for j in -44..<244 {
        let corner = Point(x: Double(i) / 4, y: Double(j) / 4)
        let centre = Point(x: corner.x + 0.125, y: corner.y + 0.125)
        #expect(region.contains(corner) == isMember(corner), "seed \(seed) at \(corner)")
        let member = isMember(centre)
        #expect(region.contains(centre) == member, "seed \(seed) at \(centre)")
        if member {
          inside += 1
          cells.append(Rect(x: corner.x, y: corner.y, width: 0.25, height: 0.25))
        }
      }
    }
    #expect(abs(region.area - Double(inside) / 16) < 1e-9, "seed \(seed)")
    // The operations leave the canonical form: the region made again of its member cells (cut
    // into many more bands, which must merge), or of its own rects one by one, is equal to it.
    #expect(Region(covering: cells) == region, "seed \(seed)")
    #expect(region.rects.reduce(Region()) { $0.union(Region($1)) } == region, "seed \(seed)")
  }
}

import HitAreaKit
import HitAreaKitTestSupport
import Testing

@testable import HitAreaAuditing

/// The box index against the reference: every box checked against the region.
@Suite struct BoxIndexTests {
  func randomBox(_ rng: inout SplitMix64, spread: Double) -> Rect {
    switch Int.random(in: 0..<20, using: &rng) {
    case 0: return .null
    case 1: return Rect(x: 5, y: 5, width: 0, height: 10)  // empty
    case 2: return Rect(x: -5e9, y: 0, width: 1e10, height: 4)  // too far out for cells
    case 3:
      return Rect(x: 0, y: 0, width: spread, height: spread)  // covers many cells
    default:
      return Rect(
        x: Double(Int.random(in: -50...Int(spread), using: &rng)),
        y: Double(Int.random(in: -50...Int(spread), using: &rng)),
        width: Double(Int.random(in: 1...90, using: &rng)),
        height: Double(Int.random(in: 1...90, using: &rng)))
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func findsWhatAScanFinds(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let spread = [200.0, 2_000, 40_000][Int(seed % 3)]
    let count = Int.random(in: 0...400, using: &rng)
    let boxes = (0..<count).map { _ in randomBox(&rng, spread: spread) }
    let nodes = (0..<count).filter { _ in Int.random(in: 0..<5, using: &rng) > 0 }
    let index = BoxIndex(boxes: boxes, nodes: nodes, side: [16.0, 64][Int(seed % 2)])
    for _ in 0..<200 {
      let region = randomBox(&rng, spread: spread)
      let found = index.nodes(meeting: region)
      let expected = nodes.filter { !boxes[$0].isEmpty && boxes[$0].intersects(region) }
      #expect(found.count == Set(found).count, "each node once")
      #expect(Set(found) == Set(expected), "\(region)")
    }
  }

  /// A few boxes are scanned rather than put in a grid, and a scan answers as the grid does:
  /// the same nodes in the same order (by the first cell of each that the query visits).
  @Test(arguments: [11, 12, 13, 14, 15, 16])
  func aScanAnswersAsTheGridInItsOrder(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let spread = [200.0, 2_000, 40_000][Int(seed % 3)]
    let count = Int.random(in: 0...80, using: &rng)
    let boxes = (0..<count).map { _ in randomBox(&rng, spread: spread) }
    let nodes = (0..<count).filter { _ in Int.random(in: 0..<5, using: &rng) > 0 }.shuffled(
      using: &rng)
    let side = [16.0, 64][Int(seed % 2)]
    let grid = BoxIndex(boxes: boxes, nodes: nodes, side: side, scanLimit: 0)
    let scan = BoxIndex(boxes: boxes, nodes: nodes, side: side, scanLimit: .max)
    var met = 0
    for _ in 0..<300 {
      let region = randomBox(&rng, spread: spread)
      let found = scan.nodes(meeting: region)
      #expect(found == grid.nodes(meeting: region), "\(region)")
      met += found.count
    }
    #expect(count < 10 || met > 0)
  }

  /// An extent whose far edge a rect's origin and size would round short (from -1/3 to 1,024,
  /// a cell's edge, on both axes) still holds the last cells: no box is put past the grid, none
  /// is reported twice, and the grid answers as a scan and a check of every box do.
  @Test func boxesEndingOnTheLastCellsEdgeAreInTheGrid() {
    var rng = SplitMix64(seed: 0xED6E)
    var boxes = [
      Rect(x: -1.0 / 3.0, y: -1.0 / 3.0, width: 10, height: 10),
      Rect(x: 1_000, y: 3, width: 24, height: 10),  // ends at x = 1,024
      Rect(x: 7, y: 1_010, width: 10, height: 14),  // ends at y = 1,024
      Rect(x: 1_010, y: 1_000, width: 14, height: 24),  // ends at both
    ]
    // Others inside that extent, so that it stays as it is.
    for _ in 0..<40 {
      boxes.append(
        Rect(
          x: Double(Int.random(in: 0...1_000, using: &rng)),
          y: Double(Int.random(in: 0...1_000, using: &rng)),
          width: Double(Int.random(in: 1...20, using: &rng)),
          height: Double(Int.random(in: 1...20, using: &rng))))
    }
    let nodes = Array(boxes.indices)
    let grid = BoxIndex(boxes: boxes, nodes: nodes, side: 64, scanLimit: 0)
    let scan = BoxIndex(boxes: boxes, nodes: nodes, side: 64, scanLimit: .max)
    var regions = [
      Rect(x: 1_020, y: 0, width: 10, height: 1_030), Rect(x: 0, y: 1_020, width: 1_030, height: 5),
    ]
    for _ in 0..<200 { regions.append(randomBox(&rng, spread: 1_100)) }
    for region in regions {
      let found = grid.nodes(meeting: region)
      let expected = nodes.filter { boxes[$0].intersects(region) }
      #expect(found.count == Set(found).count, "each node once: \(region)")
      #expect(Set(found) == Set(expected), "\(region)")
      #expect(found == scan.nodes(meeting: region), "\(region)")
    }
  }

  @Test func emptyIndexFindsNothing() {
    let index = BoxIndex(boxes: [.null, .zero], nodes: [0, 1])
    #expect(index.nodes(meeting: Rect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
  }
}

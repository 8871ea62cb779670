import HitAreaKit
import HitAreaKitTestSupport
import Testing

@testable import HitAreaAuditing

/// Columns in one storage hold what arrays of the same values hold: each its own fill and its own
/// writes, whatever the other columns hold, and for as long as a column is kept.
@Suite struct NodeColumnsTests {
  /// Columns of every size and alignment a context keeps, one storage for all.
  struct Columns {
    let transforms: NodeColumn<AffineTransform?>
    let flags: NodeColumn<Bool>
    let rects: NodeColumn<Rect>
    let nodes: NodeColumn<Int?>
    let moreFlags: NodeColumn<Bool>
    let optionalRects: NodeColumn<Rect?>

    init(count: Int) {
      var layout = NodeColumns.Layout(count: count)
      let transformSlot = layout.place(AffineTransform?.self)
      let flagSlot = layout.place(Bool.self)
      let rectSlot = layout.place(Rect.self)
      let nodeSlot = layout.place(Int?.self)
      let moreFlagSlot = layout.place(Bool.self)
      let optionalRectSlot = layout.place(Rect?.self)
      // Only the columns keep the storage.
      let storage = NodeColumns(layout)
      transforms = storage.column(transformSlot, filling: .identity)
      flags = storage.column(flagSlot, filling: true)
      rects = storage.column(rectSlot, filling: .null)
      nodes = storage.column(nodeSlot, filling: 7)
      moreFlags = storage.column(moreFlagSlot, filling: false)
      optionalRects = storage.column(optionalRectSlot, filling: nil)
    }
  }

  @Test(arguments: [0, 1, 2, 3, 7, 8, 9, 100])
  func columnsKeepTheirOwnValues(count: Int) {
    let columns = Columns(count: count)
    // The fills.
    #expect(Array(columns.transforms) == [AffineTransform?](repeating: .identity, count: count))
    #expect(Array(columns.flags) == [Bool](repeating: true, count: count))
    #expect(Array(columns.rects) == [Rect](repeating: .null, count: count))
    #expect(Array(columns.nodes) == [Int?](repeating: 7, count: count))
    #expect(Array(columns.moreFlags) == [Bool](repeating: false, count: count))
    #expect(Array(columns.optionalRects) == [Rect?](repeating: nil, count: count))
    // Random writes to every column, each mirrored in an array.
    var transforms = Array(columns.transforms)
    var flags = Array(columns.flags)
    var rects = Array(columns.rects)
    var nodes = Array(columns.nodes)
    var moreFlags = Array(columns.moreFlags)
    var optionalRects = Array(columns.optionalRects)
    var random = SplitMix64(seed: UInt64(count) + 0xC01)
    func number() -> Double { Double(Int.random(in: -1_000...1_000, using: &random)) / 4 }
    // Writes a value to a column and to its mirror.
    func write<Value>(
      _ column: NodeColumn<Value>, _ mirror: inout [Value], _ i: Int, _ value: Value
    ) {
      column[i] = value
      mirror[i] = value
    }
    func rect() -> Rect { Rect(x: number(), y: number(), width: number(), height: number()) }
    for _ in 0..<(count * 6) {
      let i = Int.random(in: 0..<count, using: &random)
      let absent = Bool.random(using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        let transform = AffineTransform(
          a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number())
        write(columns.transforms, &transforms, i, absent ? nil : transform)
      case 1: write(columns.flags, &flags, i, absent)
      case 2: write(columns.rects, &rects, i, rect())
      case 3:
        write(
          columns.nodes, &nodes, i, absent ? nil : Int.random(in: .min ... .max, using: &random))
      case 4: write(columns.moreFlags, &moreFlags, i, absent)
      default: write(columns.optionalRects, &optionalRects, i, absent ? nil : rect())
      }
    }
    #expect(Array(columns.transforms) == transforms)
    #expect(Array(columns.flags) == flags)
    #expect(Array(columns.rects) == rects)
    #expect(Array(columns.nodes) == nodes)
    #expect(Array(columns.moreFlags) == moreFlags)
    #expect(Array(columns.optionalRects) == optionalRects)
    #expect(columns.rects.count == count && columns.rects.indices == 0..<count)
  }
}

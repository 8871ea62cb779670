import HitAreaKit
import HitAreaKitTestSupport
import Testing

@testable import HitAreaAuditing

/// Columns in one storage hold what arrays of the same values hold: each its own fill and its own
/// writes, whatever the other columns hold, and for as long as a column is kept.
@Suite struct NodeColumnsTests {
  /// Columns of every size and alignment a context keeps, one storage for all.
  struct Columns {
    let transforms: NodeColumnWriter<AffineTransform?>
    let flags: NodeColumnWriter<Bool>
    let rects: NodeColumnWriter<Rect>
    let nodes: NodeColumnWriter<Int?>
    let moreFlags: NodeColumnWriter<Bool>
    let optionalRects: NodeColumnWriter<Rect?>

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

  /// The storage lives as long as a column or a writer of it, and no longer.
  @Test func columnsKeepTheirStorageAlive() {
    weak var storage: NodeColumns?
    var column: NodeColumn<Rect>? = {
      var layout = NodeColumns.Layout(count: 3)
      let slot = layout.place(Rect.self)
      let columns = NodeColumns(layout)
      storage = columns
      let writer = columns.column(slot, filling: .null)
      writer[2] = Rect(x: 1, y: 2, width: 3, height: 4)
      return writer.column
    }()
    #expect(storage != nil)
    #expect(column?[2] == Rect(x: 1, y: 2, width: 3, height: 4) && column?[0] == .null)
    column = nil
    #expect(storage == nil)
  }

  @Test(arguments: [0, 1, 2, 3, 7, 8, 9, 100])
  func columnsKeepTheirOwnValues(count: Int) {
    let columns = Columns(count: count)
    // The fills.
    #expect(
      Array(columns.transforms.column) == [AffineTransform?](repeating: .identity, count: count))
    #expect(Array(columns.flags.column) == [Bool](repeating: true, count: count))
    #expect(Array(columns.rects.column) == [Rect](repeating: .null, count: count))
    #expect(Array(columns.nodes.column) == [Int?](repeating: 7, count: count))
    #expect(Array(columns.moreFlags.column) == [Bool](repeating: false, count: count))
    #expect(Array(columns.optionalRects.column) == [Rect?](repeating: nil, count: count))
    // Random writes to every column, each mirrored in an array.
    var transforms = Array(columns.transforms.column)
    var flags = Array(columns.flags.column)
    var rects = Array(columns.rects.column)
    var nodes = Array(columns.nodes.column)
    var moreFlags = Array(columns.moreFlags.column)
    var optionalRects = Array(columns.optionalRects.column)
    var random = SplitMix64(seed: UInt64(count) + 0xC01)
    func number() -> Double { Double(Int.random(in: -1_000...1_000, using: &random)) / 4 }
    // Writes a value to a column and to its mirror.
    func write<Value>(
      _ column: NodeColumnWriter<Value>, _ mirror: inout [Value], _ i: Int, _ value: Value
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
    #expect(Array(columns.transforms.column) == transforms)
    #expect(Array(columns.flags.column) == flags)
    #expect(Array(columns.rects.column) == rects)
    #expect(Array(columns.nodes.column) == nodes)
    #expect(Array(columns.moreFlags.column) == moreFlags)
    #expect(Array(columns.optionalRects.column) == optionalRects)
    #expect(columns.rects.column.count == count && columns.rects.column.indices == 0..<count)
  }
}

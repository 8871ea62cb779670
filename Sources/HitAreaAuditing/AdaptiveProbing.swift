import HitAreaKit
import HitAreaSnapshot

/// Probing a grid block by block instead of cell by cell.
///
/// Where a touch goes changes only across an edge of some view's box (its hit area, its visible
/// bounds, an ancestor's area) or across the line where a policy switches between two candidates
/// (the midline of `nearest`, a curve of `mostLikely`). The grid is cut into blocks of 3×3 cells
/// (on the screen-wide lattice, so overlapping grids share them).
/// A block that no box edge crosses gets one probe, at its middle cell, and that answer stands
/// for all its cells when the middles of its neighbouring blocks get the same answer: a straight
/// switching line through the block always separates its middle from one of its eight
/// neighbours. A block at the grid's edge has fewer: its own cells on each side without one are
/// probed instead, and with the neighbours' middles they surround all its cells. Every other
/// block is probed cell by cell. Each probe is memoized by point.
extension AuditContext {
  /// The receivers of the cells of `grid` that need one.
  ///
  /// - Parameters:
  ///   - grid: The grid, in some node's space.
  ///   - transform: That space → root space.
  ///   - needed: For each cell (row-major), whether its receiver is wanted.
  ///   - edges: Root-space boxes whose edges may change the answer.
  ///   - probe: The engine to ask (pruned to a region that contains the grid).
  /// - Returns: For each cell, its receiver (the inner optional) or `nil` when it was not needed.
  func receivers(
    on grid: SampleGrid, transform: AffineTransform, needed: [Bool], edges: [Rect],
    probe: HitTester<AuditTree>
  ) -> [Int??] {
    var result = [Int??](nils: grid.count)
    let columnBlocks = Self.blocks(grid.columns, first: grid.firstColumn)
    let rowBlocks = Self.blocks(grid.rows, first: grid.firstRow)
    func point(_ column: Int, _ row: Int) -> Point {
      transform.apply(to: grid.center(column: column, row: row))
    }
    func middle(_ bx: Int, _ by: Int) -> Int? {
      receiver(point(columnBlocks[bx].middle, rowBlocks[by].middle), using: probe)
    }
    for (by, rowBlock) in rowBlocks.enumerated() {
      for (bx, columnBlock) in columnBlocks.enumerated() {
        let columns = columnBlock.cells
        let rows = rowBlock.cells
        var cells: [Int] = []
        for row in rows {
          for column in columns where needed[row * grid.columns + column] {
            cells.append(row * grid.columns + column)
          }
        }
        guard !cells.isEmpty else { continue }
        let block = transform.boundingBox(
          of: grid.cell(column: columns.lowerBound, row: rows.lowerBound).union(
            grid.cell(column: columns.upperBound - 1, row: rows.upperBound - 1)))
        let crossed = edges.contains { box in
          box.intersects(block)
            && !(box.minX <= block.minX && block.maxX <= box.maxX && box.minY <= block.minY
              && block.maxY <= box.maxY)
        }
        if !crossed {
          let answer = middle(bx, by)
          var uniform = true
          neighbours: for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
              let nx = bx + dx
              let ny = by + dy
              guard nx >= 0, ny >= 0, nx < columnBlocks.count, ny < rowBlocks.count else {
                continue
              }
              if middle(nx, ny) != answer {
                uniform = false
                break neighbours
              }
            }
          }
          // A block at the grid's edge lacks the neighbours a switching line may separate its
          // middle from (a strip one block wide between two rings' curve): its own cells on
          // each side without a neighbour stand in for them, and with the others' middles
          // still surround all its cells.
          if uniform {
            var outer: [Int] = []
            if bx == 0 { outer += rows.map { $0 * grid.columns + columns.lowerBound } }
            if bx == columnBlocks.count - 1 {
              outer += rows.map { $0 * grid.columns + columns.upperBound - 1 }
            }
            if by == 0 { outer += columns.map { rows.lowerBound * grid.columns + $0 } }
            if by == rowBlocks.count - 1 {
              outer += columns.map { (rows.upperBound - 1) * grid.columns + $0 }
            }
            uniform = outer.allSatisfy { cell in
              receiver(point(cell % grid.columns, cell / grid.columns), using: probe) == answer
            }
          }
          if uniform {
            for cell in cells { result[cell] = .some(answer) }
            continue
          }
        }
        // Probed cell by cell, with an engine pruned to the block, made only for a cell not
        // probed before (the middles and edge cells around the block often were).
        var local: HitTester<AuditTree>?
        for cell in cells {
          let p = point(cell % grid.columns, cell / grid.columns)
          if let known = cache.receivers[p] {
            result[cell] = .some(known)
            continue
          }
          // Not asked of the cache again (`receiver(_:using:)` would).
          if local == nil { local = prober(for: block) }
          if let local { result[cell] = .some(probed(p, by: local)) }
        }
      }
    }
    return result
  }

  /// Groups `count` columns (or rows) into blocks of three consecutive lattice indices, so that
  /// grids over different regions share blocks (and their middle probes) where they overlap.
  static func blocks(_ count: Int, first: Int) -> [(cells: Range<Int>, middle: Int)] {
    func block(_ index: Int) -> Int {
      let g = first + index
      return g >= 0 ? g / 3 : -((-g + 2) / 3)
    }
    var result: [(cells: Range<Int>, middle: Int)] = []
    var start = 0
    while start < count {
      let b = block(start)
      var end = start + 1
      while end < count, block(end) == b { end += 1 }
      let wanted = 3 * b + 1 - first
      result.append((start..<end, Swift.min(Swift.max(wanted, start), end - 1)))
      start = end
    }
    return result
  }

  /// The root-space boxes whose edges may change where a touch in `region` goes: the hit boxes of
  /// every view that can be hit there (``queryBox``: the whole plane for one whose box is not
  /// finite, whose own edges are not known), and under `nearest` and `mostLikely` their visible
  /// bounds too (a direct hit decides there).
  func edges(in region: Rect) -> [Rect] {
    let visibleMatters = !isFrontmostThroughout
    var boxes: [Rect] = []
    for v in hittable.nodes(meeting: region) {
      boxes.append(queryBox[v])
      if visibleMatters, rootFrame[v].intersects(region) { boxes.append(rootFrame[v]) }
    }
    return boxes
  }
}

import HitAreaKit
import HitAreaSnapshot

/// A bucket grid over root-space boxes, to find the nodes whose box meets a region without
/// scanning every node.
///
/// The grid is a flat array of cells over the boxes' extent, their nodes in one array; a box
/// goes into every cell it covers, and a query reports a box from the first of its cells that
/// the query visits, so no query needs a set to report each box once.
///
/// - Complexity: building is O(n + cells); a query visits the cells the region covers and the
///   boxes in them.
struct BoxIndex {
  /// The side of a cell, in points.
  private let side: Double
  /// The extent's first cell column and row.
  private let originColumn: Int
  private let originRow: Int
  private let columns: Int
  private let rows: Int
  /// The nodes of every cell, one cell after another (row by row), each cell's in the order
  /// they were indexed.
  private var cellNodes: [Int]
  /// Where each cell's nodes start in `cellNodes`, and one more entry that ends the last cell.
  private var cellStarts: [Int]
  /// Each indexed node's first cell column and row.
  private var firstCell: [(column: Int, row: Int)]
  /// Boxes too big (or too far out) for cells: checked on every query.
  private var everywhere: [Int] = []
  /// Every indexed node, in the order given.
  private let indexed: [Int]
  private let boxes: [Rect]

  /// The most cells a box may cover before it is checked on every query instead.
  private static let maximumCellsPerBox = 64

  /// Indexes `boxes[i]` for every `i` in `nodes`; null and empty boxes are left out.
  ///
  /// - Parameters:
  ///   - boxes: A box per node, in root space.
  ///   - nodes: The nodes to index.
  ///   - side: The smallest cell side, in points; larger when the boxes spread so far that the
  ///     grid would have many more cells than boxes.
  init(boxes: [Rect], nodes: [Int], side: Double = 64) {
    self.boxes = boxes
    let kept = nodes.filter { !boxes[$0].isEmpty }
    indexed = kept
    let limit = 1e9
    var extent = Rect.null
    var inside: [Int] = []
    inside.reserveCapacity(kept.count)
    for i in kept {
      let b = boxes[i]
      if b.minX > -limit, b.minY > -limit, b.maxX < limit, b.maxY < limit {
        extent = extent.union(b)
        inside.append(i)
      } else {
        everywhere.append(i)
      }
    }
    // At most about four cells a box (and a few thousand for a small screen).
    let maximumCells = Swift.max(4_096, 4 * inside.count)
    var cellSide = side
    if !extent.isNull {
      while (extent.width / cellSide + 1) * (extent.height / cellSide + 1) > Double(maximumCells) {
        cellSide *= 2
      }
    }
    self.side = cellSide
    func cell(_ v: Double) -> Int { Int((v / cellSide).rounded(.down)) }
    originColumn = extent.isNull ? 0 : cell(extent.minX)
    originRow = extent.isNull ? 0 : cell(extent.minY)
    columns = extent.isNull ? 0 : cell(extent.maxX) - originColumn + 1
    rows = extent.isNull ? 0 : cell(extent.maxY) - originRow + 1
    // Of the property's own labelled type: an array of unlabelled pairs would be cast element by
    // element at run time.
    firstCell = [(column: Int, row: Int)](filling: (0, 0), count: boxes.count)
    // Two passes, no array per cell: count each cell's nodes, then place them after the counts'
    // running sums, in the same order.
    let cellCount = columns * rows
    var counts = [Int](filling: 0, count: cellCount + 1)
    var spans: [(node: Int, x0: Int, y0: Int, x1: Int, y1: Int)] = []
    spans.reserveCapacity(inside.count)
    for i in inside {
      let b = boxes[i]
      let (x0, y0, x1, y1) = (cell(b.minX), cell(b.minY), cell(b.maxX), cell(b.maxY))
      guard (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maximumCellsPerBox else {
        everywhere.append(i)
        continue
      }
      firstCell[i] = (x0, y0)
      spans.append((i, x0, y0, x1, y1))
    }
    // The cells' arrays through their buffers: a checked, uniquely owned array for every
    // count and placement cost about as much as the index's other work together.
    let (originColumn, originRow, columns) = (originColumn, originRow, columns)
    counts.withUnsafeMutableBufferPointer { counts in
      for span in spans {
        for y in span.y0...span.y1 {
          // Cell (x, y)'s count is at `rowBase + x`, one past its cell.
          let rowBase = (y - originRow) * columns - originColumn + 1
          for x in span.x0...span.x1 { counts[rowBase + x] += 1 }
        }
      }
      for c in 0..<cellCount { counts[c + 1] += counts[c] }
    }
    cellStarts = counts
    var next = counts
    var placed = [Int](filling: 0, count: counts[cellCount])
    next.withUnsafeMutableBufferPointer { next in
      placed.withUnsafeMutableBufferPointer { placed in
        for span in spans {
          for y in span.y0...span.y1 {
            let rowBase = (y - originRow) * columns - originColumn
            for x in span.x0...span.x1 {
              placed[next[rowBase + x]] = span.node
              next[rowBase + x] += 1
            }
          }
        }
      }
    }
    cellNodes = placed
  }

  /// The indexed nodes whose box meets a region, each once: those checked on every query first,
  /// then those of the cells the region covers, cell by cell (for a region beyond the grid's
  /// reach, every indexed node checked, in the order given).
  ///
  /// The result is made once, with room for as many nodes as those cells list (a node in
  /// several of them counted in each: an upper bound).
  func nodes(meeting region: Rect) -> [Int] {
    // The boxes checked on every query, alone when no cell can hold more.
    func onlyEverywhere() -> [Int] { everywhere.filter { boxes[$0].intersects(region) } }
    guard !region.isEmpty, columns > 0 else { return onlyEverywhere() }
    let limit = 1e9
    guard region.minX > -limit, region.minY > -limit, region.maxX < limit, region.maxY < limit
    else {
      return indexed.filter { boxes[$0].intersects(region) }
    }
    func cell(_ v: Double) -> Int { Int((v / side).rounded(.down)) }
    let x0 = Swift.max(cell(region.minX), originColumn)
    let y0 = Swift.max(cell(region.minY), originRow)
    let x1 = Swift.min(cell(region.maxX), originColumn + columns - 1)
    let y1 = Swift.min(cell(region.maxY), originRow + rows - 1)
    guard x0 <= x1, y0 <= y1 else { return onlyEverywhere() }
    return cellNodes.withUnsafeBufferPointer { cellNodes in
      cellStarts.withUnsafeBufferPointer { cellStarts in
        firstCell.withUnsafeBufferPointer { firstCell in
          boxes.withUnsafeBufferPointer { boxes in
            var most = everywhere.count
            for y in y0...y1 {
              // Cell (x, y) is at `rowBase + x`; a row's cells are in a run.
              let rowBase = (y - originRow) * columns - originColumn
              most += cellStarts[rowBase + x1 + 1] - cellStarts[rowBase + x0]
            }
            var found: [Int] = []
            found.reserveCapacity(most)
            for i in everywhere where boxes[i].intersects(region) { found.append(i) }
            for y in y0...y1 {
              let rowBase = (y - originRow) * columns - originColumn
              for x in x0...x1 {
                let c = rowBase + x
                for i in cellNodes[cellStarts[c]..<cellStarts[c + 1]] {
                  // Reported from the first of its cells that this query visits.
                  let first = firstCell[i]
                  guard Swift.max(first.column, x0) == x, Swift.max(first.row, y0) == y else {
                    continue
                  }
                  if boxes[i].intersects(region) { found.append(i) }
                }
              }
            }
            return found
          }
        }
      }
    }
  }
}

import HitAreaKit
import HitAreaSnapshot

/// A bucket grid over root-space boxes, to find the nodes whose box meets a region without
/// scanning every node.
///
/// The grid is a flat array of cells over the boxes' extent, their nodes in one array; a box
/// goes into every cell it covers, and a query reports a box from the first of its cells that
/// the query visits, so no query needs a set to report each box once.
///
/// A few boxes (a small screen's, most screens' targets) are scanned instead: the grid costs
/// more to make than the scans it saves. A scan reports the boxes in the grid's order (by the
/// first cell of each that the query visits), so that the answers do not depend on which is used.
///
/// - Complexity: building is O(n + cells), O(n) for a few boxes; a query visits the cells the
///   region covers and the boxes in them, or checks each of the few.
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
  /// The nodes in cells, in the order given, with their boxes' edges and first cells, when they
  /// are few enough to be scanned; `nil` when the grid's cells list them.
  private let scanned: [Scanned]?

  /// A scanned node, its box's edges and its first cell.
  private struct Scanned {
    let node: Int
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    let column: Int
    let row: Int
  }
  /// Boxes too big (or too far out) for cells: checked on every query.
  private var everywhere: [Int] = []
  /// Every indexed node, in the order given.
  private let indexed: [Int]
  private let boxes: [Rect]

  /// The most cells a box may cover before it is checked on every query instead.
  private static let maximumCellsPerBox = 64
  /// The most boxes in cells that a query scans instead of a grid's cells.
  ///
  /// A grid costs more to make for a screen of a few dozen nodes than the scans of its queries;
  /// up to a few hundred boxes, scans and a grid measured alike on RICO's larger screens, and a
  /// scan's sort of what it finds grows with the square of its count.
  static let scanLimit = 128

  /// Indexes `boxes[i]` for every `i` in `nodes`; null and empty boxes are left out.
  ///
  /// - Parameters:
  ///   - boxes: A box per node, in root space.
  ///   - nodes: The nodes to index.
  ///   - side: The smallest cell side, in points; larger when the boxes spread so far that the
  ///     grid would have many more cells than boxes.
  ///   - scanLimit: The most boxes in cells that are scanned rather than put in a grid.
  /// - Precondition: `side` is positive and finite.
  init(boxes: [Rect], nodes: [Int], side: Double = 64, scanLimit: Int = Self.scanLimit) {
    precondition(side > 0 && side.isFinite, "BoxIndex: a cell side must be a positive number")
    self.boxes = boxes
    // Room for them all at once: `filter` grew its array as it went, about four times a screen.
    var kept: [Int] = []
    kept.reserveCapacity(nodes.count)
    for i in nodes where !boxes[i].isEmpty { kept.append(i) }
    indexed = kept
    let limit = 1e9
    // The boxes' extent by its edges, each one a box's own: a rect's far edge is worked out from
    // its origin and size, which can fall short of the box's by a rounding (an extent from
    // x = -1/3 to 1,024 ends at 1,023.9999999999999), and the grid would lack the last cells.
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    var inside: [Int] = []
    inside.reserveCapacity(kept.count)
    for i in kept {
      let b = boxes[i]
      if b.minX > -limit, b.minY > -limit, b.maxX < limit, b.maxY < limit {
        (minX, minY) = (Swift.min(minX, b.minX), Swift.min(minY, b.minY))
        (maxX, maxY) = (Swift.max(maxX, b.maxX), Swift.max(maxY, b.maxY))
        inside.append(i)
      } else {
        everywhere.append(i)
      }
    }
    // At most about four cells a box (and a few thousand for a small screen).
    let maximumCells = Swift.max(4_096, 4 * inside.count)
    var cellSide = side
    if !inside.isEmpty {
      while ((maxX - minX) / cellSide + 1) * ((maxY - minY) / cellSide + 1) > Double(maximumCells) {
        cellSide *= 2
      }
    }
    self.side = cellSide
    func cell(_ v: Double) -> Int { Int((v / cellSide).rounded(.down)) }
    originColumn = inside.isEmpty ? 0 : cell(minX)
    originRow = inside.isEmpty ? 0 : cell(minY)
    columns = inside.isEmpty ? 0 : cell(maxX) - originColumn + 1
    rows = inside.isEmpty ? 0 : cell(maxY) - originRow + 1
    var spans: [(node: Int, x0: Int, y0: Int, x1: Int, y1: Int)] = []
    spans.reserveCapacity(inside.count)
    for i in inside {
      let b = boxes[i]
      let (x0, y0, x1, y1) = (cell(b.minX), cell(b.minY), cell(b.maxX), cell(b.maxY))
      guard (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maximumCellsPerBox else {
        everywhere.append(i)
        continue
      }
      // Within the grid: a cell is a monotonic function of a coordinate, and the extent's edges
      // are boxes' own.
      assert(x0 >= originColumn && y0 >= originRow, "a box before the grid's first cell")
      assert(
        x1 < originColumn + columns && y1 < originRow + rows, "a box past the grid's last cell")
      spans.append((i, x0, y0, x1, y1))
    }
    guard spans.count > scanLimit else {
      scanned = spans.map {
        let b = boxes[$0.node]
        return Scanned(
          node: $0.node, minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, column: $0.x0,
          row: $0.y0)
      }
      firstCell = []
      cellStarts = []
      cellNodes = []
      return
    }
    scanned = nil
    // Of the property's own labelled type: an array of unlabelled pairs would be cast element by
    // element at run time.
    firstCell = [(column: Int, row: Int)](filling: (0, 0), count: boxes.count)
    for span in spans { firstCell[span.node] = (span.x0, span.y0) }
    // Two passes, no array per cell: count each cell's nodes, then place them after the counts'
    // running sums, in the same order.
    let cellCount = columns * rows
    var counts = [Int](filling: 0, count: cellCount + 1)
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
    if let scanned { return nodes(of: scanned, meeting: region, from: (column: x0, row: y0)) }
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

  /// The scanned nodes whose box meets a region, after those checked on every query, each in
  /// the order a grid's cells would give it: by the first of its cells that the query visits
  /// (row, then column; `start` is the query's first column and row), then in the order given.
  ///
  /// - Precondition: `region` is not empty (nor is any scanned box): two boxes meet where each
  ///   starts before the other ends on both axes.
  private func nodes(
    of scanned: [Scanned], meeting region: Rect, from start: (column: Int, row: Int)
  ) -> [Int] {
    let (minX, minY, maxX, maxY) = (region.minX, region.minY, region.maxX, region.maxY)
    // The boxes met, with the cell a grid's query reports each from, on the stack (a few).
    return withUnsafeTemporaryAllocation(
      of: (row: Int, column: Int, node: Int).self, capacity: scanned.count
    ) { found in
      var count = 0
      scanned.withUnsafeBufferPointer { boxes in
        for k in boxes.indices
        where boxes[k].minX < maxX && minX < boxes[k].maxX && boxes[k].minY < maxY
          && minY < boxes[k].maxY
        {
          found[count] = (
            Swift.max(boxes[k].row, start.row), Swift.max(boxes[k].column, start.column),
            boxes[k].node
          )
          count += 1
        }
      }
      // An insertion sort, stable, of a few nodes.
      for k in 1..<Swift.max(count, 1) {
        let next = found[k]
        var j = k
        while j > 0 && (next.row, next.column) < (found[j - 1].row, found[j - 1].column) {
          found[j] = found[j - 1]
          j -= 1
        }
        found[j] = next
      }
      var nodes: [Int] = []
      nodes.reserveCapacity(everywhere.count + count)
      for i in everywhere where boxes[i].intersects(region) { nodes.append(i) }
      for f in found[..<count] { nodes.append(f.node) }
      return nodes
    }
  }
}

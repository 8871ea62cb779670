/// Probing a grid block by block instead of cell by cell.
///
/// Where a touch goes changes only across an edge of some view's box (its hit area, its visible
/// bounds, an ancestor's area) or across the line where a policy switches between two candidates
/// (the midline of `nearest`, a curve of `mostLikely`). The grid is cut into blocks of 3×3 cells.
/// A block that no box edge crosses gets one probe, at its middle cell, and that answer stands
/// for all its cells when the middles of its (up to) eight neighbouring blocks get the same
/// answer: a straight switching line through the block always separates its middle from one of
/// those neighbours. Every other block is probed cell by cell. Each probe is memoized by point.
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
    let k = 3
    var result = [Int??](repeating: nil, count: grid.count)
    let blockColumns = (grid.columns + k - 1) / k
    let blockRows = (grid.rows + k - 1) / k
    func point(_ column: Int, _ row: Int) -> Point {
      transform.apply(to: grid.center(column: column, row: row))
    }
    func middle(_ bx: Int, _ by: Int) -> Int? {
      receiver(
        point(Swift.min(bx * k + 1, grid.columns - 1), Swift.min(by * k + 1, grid.rows - 1)),
        using: probe)
    }
    for by in 0..<blockRows {
      for bx in 0..<blockColumns {
        let columns = (bx * k)..<Swift.min(bx * k + k, grid.columns)
        let rows = (by * k)..<Swift.min(by * k + k, grid.rows)
        var cells: [Int] = []
        for row in rows {
          for column in columns where needed[row * grid.columns + column] {
            cells.append(row * grid.columns + column)
          }
        }
        guard !cells.isEmpty else { continue }
        let local = grid.cell(column: columns.lowerBound, row: rows.lowerBound).union(
          grid.cell(column: columns.upperBound - 1, row: rows.upperBound - 1))
        let block = transform.boundingBox(of: local)
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
              guard nx >= 0, ny >= 0, nx < blockColumns, ny < blockRows else { continue }
              if middle(nx, ny) != answer {
                uniform = false
                break neighbours
              }
            }
          }
          if uniform {
            for cell in cells { result[cell] = .some(answer) }
            continue
          }
        }
        for cell in cells {
          result[cell] = .some(receiver(point(cell % grid.columns, cell / grid.columns), using: probe))
        }
      }
    }
    return result
  }

  /// The root-space boxes whose edges may change where a touch in `region` goes: the hit areas
  /// and visible bounds of every view that can be hit there.
  func edges(in region: Rect) -> [Rect] {
    var boxes: [Rect] = []
    for v in order where inertReason[v] == nil && rootHitBox[v].intersects(region) {
      boxes.append(rootHitBox[v])
      if rootFrame[v].intersects(region) { boxes.append(rootFrame[v]) }
    }
    return boxes
  }
}

/// A grid of equal cells tiling a rect; the audit measures areas by probing each cell's centre.
///
/// The cells are about `spacing` wide (in root points), fewer when the rect would need more than
/// `maximumSamples` of them. Each cell stands for its whole area, so an area is exact when its
/// edges fall on cell edges (integral layouts on the default 1-pt grid) and otherwise off by at
/// most one row or column of cells along each boundary.
struct SampleGrid {
  /// The rect tiled, standardized.
  let rect: Rect
  /// Number of columns and rows (at least 1 each).
  let columns: Int
  let rows: Int

  /// Tiles `rect` (in some node's space) with cells about `spacing` root points wide.
  ///
  /// - Parameters:
  ///   - rect: The rect to tile.
  ///   - scale: Root points per unit of the rect's space, per axis.
  ///   - spacing: The wanted cell side, in root points.
  ///   - maximumSamples: The most cells to use.
  /// - Returns: `nil` for an empty or non-finite rect.
  init?(rect raw: Rect, scale: (x: Double, y: Double) = (1, 1), spacing: Double, maximumSamples: Int) {
    let rect = raw.standardized
    guard !rect.isEmpty, rect.width.isFinite, rect.height.isFinite, rect.origin.isFinite else {
      return nil
    }
    let step = spacing.isFinite && spacing > 0 ? spacing : 1
    let cap = Double(Swift.max(1, maximumSamples))
    var cols = Swift.min(cap, Swift.max(1, (rect.width * Swift.max(scale.x, 0) / step).rounded(.up)))
    var rows = Swift.min(
      cap, Swift.max(1, (rect.height * Swift.max(scale.y, 0) / step).rounded(.up)))
    if !cols.isFinite { cols = 1 }
    if !rows.isFinite { rows = 1 }
    if cols * rows > cap {
      let f = (cols * rows / cap).squareRoot()
      cols = Swift.max(1, (cols / f).rounded(.down))
      rows = Swift.max(1, (rows / f).rounded(.down))
      while cols * rows > cap {
        if cols >= rows { cols -= 1 } else { rows -= 1 }
      }
    }
    self.rect = rect
    self.columns = Int(cols)
    self.rows = Int(rows)
  }

  /// The width and height of one cell, in the rect's space.
  var cellSize: Size {
    Size(width: rect.width / Double(columns), height: rect.height / Double(rows))
  }

  /// The area of one cell, in the rect's space.
  var cellArea: Double { cellSize.width * cellSize.height }

  /// The number of cells.
  var count: Int { columns * rows }

  /// The centre of the cell in a column and a row.
  func center(column: Int, row: Int) -> Point {
    let cell = cellSize
    return Point(
      x: rect.minX + (Double(column) + 0.5) * cell.width,
      y: rect.minY + (Double(row) + 0.5) * cell.height)
  }

  /// The cell in a column and a row.
  func cell(column: Int, row: Int) -> Rect {
    let size = cellSize
    return Rect(
      x: rect.minX + Double(column) * size.width, y: rect.minY + Double(row) * size.height,
      width: size.width, height: size.height)
  }

  /// Calls `body` with every cell's column, row and centre, row by row.
  func forEach(_ body: (_ column: Int, _ row: Int, _ center: Point) -> Void) {
    for row in 0..<rows {
      for column in 0..<columns { body(column, row, center(column: column, row: row)) }
    }
  }
}

import HitAreaKit

/// A grid of cells tiling a rect; the audit measures areas by probing each cell's centre.
///
/// Two layouts:
/// - *lattice* (root space, axis-aligned regions): the cells are those of one screen-wide lattice
///   of `spacing`-wide squares, cut by the region's edges; the same point is probed once however
///   many regions (targets, overlaps) contain it, and an area is exact when its edges lie on
///   lattice lines or on the region's edges;
/// - *uniform* (a node's own space, for rotated views): equal cells about `spacing` root points
///   wide, aligned to the rect's corner.
///
/// Either way there are never more than `maximumSamples` cells (the spacing grows), each cell
/// stands for its whole area, and an area is off by at most one row or column of cells along each
/// boundary that does not fall on a cell edge.
struct SampleGrid {
  /// The rect tiled, standardized.
  let rect: Rect
  /// The cell edges: `xs[c]..<xs[c + 1]` is column `c`.
  let xs: [Double]
  /// The cell edges: `ys[r]..<ys[r + 1]` is row `r`.
  let ys: [Double]
  /// The lattice index of column 0 and row 0 (for grouping cells into screen-wide blocks), or
  /// 0 for uniform grids.
  let firstColumn: Int
  let firstRow: Int

  /// The number of columns.
  var columns: Int { xs.count - 1 }
  /// The number of rows.
  var rows: Int { ys.count - 1 }
  /// The number of cells.
  var count: Int { columns * rows }

  /// A uniform grid over `rect` (in some node's space).
  ///
  /// - Parameters:
  ///   - rect: The rect to tile.
  ///   - scale: Root points per unit of the rect's space, per axis.
  ///   - spacing: The wanted cell side, in root points.
  ///   - maximumSamples: The most cells to use.
  /// - Returns: `nil` for an empty or non-finite rect.
  init?(
    rect raw: Rect, scale: (x: Double, y: Double), spacing: Double, maximumSamples: Int
  ) {
    guard let rect = Self.usable(raw) else { return nil }
    let step = Self.step(spacing)
    let cap = Self.cap(maximumSamples)
    var cols = Self.clamp((rect.width * Swift.max(scale.x, 0) / step).rounded(.up), cap)
    var rows = Self.clamp((rect.height * Swift.max(scale.y, 0) / step).rounded(.up), cap)
    if cols * rows > cap {
      let f = (cols * rows / cap).squareRoot()
      cols = Swift.max(1, (cols / f).rounded(.down))
      rows = Swift.max(1, (rows / f).rounded(.down))
      while cols * rows > cap {
        if cols >= rows { cols -= 1 } else { rows -= 1 }
      }
    }
    let (c, r) = (Int(cols), Int(rows))
    self.init(
      rect: rect,
      xs: (0...c).map { $0 == c ? rect.maxX : rect.minX + Double($0) * rect.width / Double(c) },
      ys: (0...r).map { $0 == r ? rect.maxY : rect.minY + Double($0) * rect.height / Double(r) },
      firstColumn: 0, firstRow: 0)
  }

  private init(rect: Rect, xs: [Double], ys: [Double], firstColumn: Int, firstRow: Int) {
    self.rect = rect
    self.xs = xs
    self.ys = ys
    self.firstColumn = firstColumn
    self.firstRow = firstRow
  }

  /// A lattice grid over a root-space `region`; a uniform one when the region is too far out
  /// for lattice indices.
  ///
  /// - Parameters:
  ///   - region: The region, in root space.
  ///   - spacing: The lattice step, in root points (grown in whole multiples when the region
  ///     would need more than `maximumSamples` cells).
  ///   - maximumSamples: The most cells to use.
  init?(lattice region: Rect, spacing: Double, maximumSamples: Int) {
    guard let rect = Self.usable(region) else { return nil }
    let limit = 1e9
    guard Swift.max(abs(rect.minX), abs(rect.maxX), abs(rect.minY), abs(rect.maxY)) < limit else {
      self.init(rect: rect, scale: (1, 1), spacing: spacing, maximumSamples: maximumSamples)
      return
    }
    var step = Self.step(spacing)
    let cap = Self.cap(maximumSamples)
    func span(_ low: Double, _ high: Double, _ s: Double) -> Double {
      (high / s).rounded(.up) - (low / s).rounded(.down)
    }
    let cells = span(rect.minX, rect.maxX, step) * span(rect.minY, rect.maxY, step)
    if cells > cap { step *= (cells / cap).squareRoot().rounded(.up) }
    while span(rect.minX, rect.maxX, step) * span(rect.minY, rect.maxY, step) > cap {
      step *= 2
    }
    func edges(_ low: Double, _ high: Double) -> (first: Int, edges: [Double]) {
      let first = Int((low / step).rounded(.down))
      var result = [low]
      var k = first + 1
      while Double(k) * step < high {
        result.append(Double(k) * step)
        k += 1
      }
      result.append(high)
      return (first, result)
    }
    let (fc, xs) = edges(rect.minX, rect.maxX)
    let (fr, ys) = edges(rect.minY, rect.maxY)
    self.init(rect: rect, xs: xs, ys: ys, firstColumn: fc, firstRow: fr)
  }

  private static func usable(_ raw: Rect) -> Rect? {
    let rect = raw.standardized
    guard !rect.isEmpty, rect.width.isFinite, rect.height.isFinite, rect.origin.isFinite else {
      return nil
    }
    return rect
  }

  /// The cell side: at least 0.01 pt (1 pt for nonsense).
  private static func step(_ spacing: Double) -> Double {
    spacing.isFinite && spacing > 0 ? Swift.max(spacing, 0.01) : 1
  }

  /// The most cells: between 1 and a million.
  private static func cap(_ maximumSamples: Int) -> Double {
    Double(Swift.min(Swift.max(1, maximumSamples), 1_000_000))
  }

  private static func clamp(_ count: Double, _ cap: Double) -> Double {
    count.isFinite ? Swift.min(cap, Swift.max(1, count)) : 1
  }

  /// The cell in a column and a row.
  func cell(column: Int, row: Int) -> Rect {
    Rect(minX: xs[column], minY: ys[row], maxX: xs[column + 1], maxY: ys[row + 1])
  }

  /// The centre of the cell in a column and a row.
  func center(column: Int, row: Int) -> Point {
    Point(x: (xs[column] + xs[column + 1]) / 2, y: (ys[row] + ys[row + 1]) / 2)
  }

  /// The area of the cell in a column and a row, in the rect's space.
  func area(column: Int, row: Int) -> Double {
    (xs[column + 1] - xs[column]) * (ys[row + 1] - ys[row])
  }

  /// Calls `body` with every cell's column, row and centre, row by row.
  func forEach(_ body: (_ column: Int, _ row: Int, _ center: Point) -> Void) {
    for row in 0..<rows {
      for column in 0..<columns { body(column, row, center(column: column, row: row)) }
    }
  }
}

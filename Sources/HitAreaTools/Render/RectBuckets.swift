import HitAreaKit

/// Rects filed by the cells of a square grid that they touch, so that the rects near a place are
/// found without looking at every one: a superset of those that meet it, whose caller applies its
/// own test.
///
/// A rect that is not finite, or that spans more than ``maximumCells`` cells, is filed once, as
/// near everything.
///
/// ```swift
/// var taken = RectBuckets()
/// taken.insert(0, Rect(x: 10, y: 10, width: 40, height: 12))
/// taken.candidates(near: Rect(x: 0, y: 0, width: 20, height: 20))  // [0]
/// ```
struct RectBuckets {
  /// The side of a cell, in points.
  static let cellSide = 64.0
  /// The most cells a rect is filed in; a larger one is near everything.
  static let maximumCells = 1_024

  /// A cell of the grid.
  private struct Cell: Hashable {
    var x: Int
    var y: Int
  }

  /// Each cell's rects, by the ids they were filed with.
  private var cells: [Cell: [Int]] = [:]
  /// The rects near everything.
  private var everywhere: [Int] = []

  /// Files a rect under an id.
  ///
  /// - Parameters:
  ///   - id: What ``candidates(near:)`` gives back for it.
  ///   - rect: The rect; one with no finite extent is near everything.
  mutating func insert(_ id: Int, _ rect: Rect) {
    guard let (columns, rows) = Self.span(of: rect), Self.isSmall(columns, rows) else {
      everywhere.append(id)
      return
    }
    for x in columns {
      for y in rows { cells[Cell(x: x, y: y), default: []].append(id) }
    }
  }

  /// The ids of the rects filed in a cell that `area` touches, and of those near everything: in
  /// increasing order, each once.
  ///
  /// - Complexity: O(k log k) for the k rects filed in those cells (every rect, for an area
  ///   that is not finite).
  func candidates(near area: Rect) -> [Int] {
    var found = everywhere
    if let (columns, rows) = Self.span(of: area), Self.isSmall(columns, rows) {
      for x in columns {
        for y in rows { found += cells[Cell(x: x, y: y)] ?? [] }
      }
    } else {
      for list in cells.values { found += list }
    }
    found.sort()
    var unique: [Int] = []
    unique.reserveCapacity(found.count)
    for id in found where unique.last != id { unique.append(id) }
    return unique
  }

  /// Whether a span of cells is at most ``maximumCells`` (each side checked first: a product of
  /// two huge counts overflows).
  private static func isSmall(_ columns: ClosedRange<Int>, _ rows: ClosedRange<Int>) -> Bool {
    columns.count <= maximumCells && rows.count <= maximumCells
      && columns.count * rows.count <= maximumCells
  }

  /// The columns and rows of the cells a rect touches, edges included; `nil` when it is not
  /// finite.
  private static func span(of r: Rect) -> (ClosedRange<Int>, ClosedRange<Int>)? {
    let minX = Swift.min(r.minX, r.maxX)
    let maxX = Swift.max(r.minX, r.maxX)
    let minY = Swift.min(r.minY, r.maxY)
    let maxY = Swift.max(r.minY, r.maxY)
    // Beyond ±2⁴⁰ points a cell's index would not fit comfortably; such a rect is near all.
    let limit = 1e12
    guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite, minX > -limit,
      maxX < limit, minY > -limit, maxY < limit
    else { return nil }
    let columns = Int((minX / cellSide).rounded(.down))...Int((maxX / cellSide).rounded(.down))
    let rows = Int((minY / cellSide).rounded(.down))...Int((maxY / cellSide).rounded(.down))
    return (columns, rows)
  }
}

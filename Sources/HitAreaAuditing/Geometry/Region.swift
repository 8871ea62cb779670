import HitAreaKit

/// A part of the plane made of axis-aligned rects: what a single `Rect` cannot describe, such
/// as a hit area with a corner covered, or a frame around a button.
///
/// A region is stored in a canonical form — horizontal bands, each a sorted list of disjoint
/// intervals, with touching bands of equal intervals merged — so two regions covering the same
/// points are equal, and its rects (``rects``) never overlap. Containment is half-open, like
/// `Rect`'s: the minimum edges are inside, the maximum edges are not. Every coordinate of a
/// result is a coordinate of an input: the set operations (``union(_:)``,
/// ``intersection(_:)-(Region)``, ``subtracting(_:)-(Region)``) compare numbers and never round them.
///
/// ```swift
/// let row = Region(Rect(x: 0, y: 0, width: 390, height: 45))
/// let free = row.subtracting(Region(Rect(x: 0, y: 44, width: 390, height: 45)))
/// free.area           // 17160: 390 × 44
/// free.contains(Point(x: 10, y: 44.5))  // false
/// ```
public struct Region: Hashable, Sendable {
  /// A horizontal strip `minY..<maxY` and the intervals of x that it covers.
  struct Band: Hashable, Sendable {
    var minY: Double
    var maxY: Double
    /// Interval edges, in pairs: `xs[0]..<xs[1]`, `xs[2]..<xs[3]`, …, strictly increasing.
    var xs: [Double]
  }

  /// The bands, top to bottom, apart or touching, never empty.
  var bands: [Band]

  /// The empty region.
  public init() { bands = [] }

  init(bands: [Band]) { self.bands = bands }

  /// The region of one rect; empty for an empty, null or non-finite rect.
  ///
  /// - Parameter rect: The rect (standardized first).
  public init(_ rect: Rect) {
    guard let r = Self.usable(rect) else {
      bands = []
      return
    }
    bands = [Band(minY: r.minY, maxY: r.maxY, xs: [r.minX, r.maxX])]
  }

  /// The region covered by any of the rects (they may overlap); empty, null and non-finite rects
  /// are left out.
  ///
  /// - Parameter rects: The rects.
  /// - Complexity: O(r log r + b·a) for r rects, b bands in the result and a rects active in
  ///   a band.
  public init(covering rects: some Sequence<Rect>) {
    let usable = rects.compactMap(Self.usable).sorted { $0.minY < $1.minY }
    guard !usable.isEmpty else {
      bands = []
      return
    }
    var edges = Set<Double>()
    for r in usable {
      edges.insert(r.minY)
      edges.insert(r.maxY)
    }
    let ys = edges.sorted()
    var result: [Band] = []
    var next = 0
    var active: [Rect] = []
    for k in 0..<(ys.count - 1) {
      let y0 = ys[k]
      let y1 = ys[k + 1]
      while next < usable.count, usable[next].minY <= y0 {
        active.append(usable[next])
        next += 1
      }
      active.removeAll { $0.maxY <= y0 }
      guard !active.isEmpty else { continue }
      var xs: [Double] = []
      for r in active.sorted(by: { $0.minX < $1.minX }) {
        if let last = xs.last, r.minX <= last {
          if r.maxX > last { xs[xs.count - 1] = r.maxX }
        } else {
          xs.append(r.minX)
          xs.append(r.maxX)
        }
      }
      Self.append(Band(minY: y0, maxY: y1, xs: xs), to: &result)
    }
    bands = result
  }

  /// A rect fit for a region: standardized, not empty, every number finite.
  private static func usable(_ rect: Rect) -> Rect? {
    guard !rect.isEmpty else { return nil }
    let r = rect.standardized
    guard r.minX.isFinite, r.maxX.isFinite, r.minY.isFinite, r.maxY.isFinite, r.minX < r.maxX,
      r.minY < r.maxY
    else { return nil }
    return r
  }

  /// Appends a band, merging it into the last one when they touch and cover the same intervals.
  static func append(_ band: Band, to bands: inout [Band]) {
    guard !band.xs.isEmpty, band.minY < band.maxY else { return }
    if let last = bands.last, last.maxY == band.minY, last.xs == band.xs {
      bands[bands.count - 1].maxY = band.maxY
    } else {
      bands.append(band)
    }
  }

  // MARK: - Queries

  /// Whether the region covers nothing.
  public var isEmpty: Bool { bands.isEmpty }

  /// The area covered.
  ///
  /// - Complexity: O(number of rects).
  public var area: Double {
    var total = 0.0
    for band in bands {
      var width = 0.0
      var i = 0
      while i + 1 < band.xs.count {
        width += band.xs[i + 1] - band.xs[i]
        i += 2
      }
      total += width * (band.maxY - band.minY)
    }
    return total
  }

  /// The smallest rect around the region; `Rect.null` when it is empty.
  public var bounds: Rect {
    guard let first = bands.first, let last = bands.last else { return .null }
    var minX = Double.infinity
    var maxX = -Double.infinity
    for band in bands {
      if let x = band.xs.first { minX = Swift.min(minX, x) }
      if let x = band.xs.last { maxX = Swift.max(maxX, x) }
    }
    return Rect(minX: minX, minY: first.minY, maxX: maxX, maxY: last.maxY)
  }

  /// The region as disjoint rects, top to bottom and left to right within a band.
  ///
  /// ```swift
  /// Region(covering: [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10)]).rects.count  // 3
  /// ```
  public var rects: [Rect] {
    var result: [Rect] = []
    for band in bands {
      var i = 0
      while i + 1 < band.xs.count {
        result.append(
          Rect(minX: band.xs[i], minY: band.minY, maxX: band.xs[i + 1], maxY: band.maxY))
        i += 2
      }
    }
    return result
  }

  /// Whether the point is inside, with half-open edges.
  ///
  /// - Complexity: O(log bands + log intervals).
  public func contains(_ point: Point) -> Bool {
    guard point.isFinite else { return false }
    var low = 0
    var high = bands.count
    while low < high {
      let mid = (low + high) / 2
      if bands[mid].maxY <= point.y { low = mid + 1 } else { high = mid }
    }
    guard low < bands.count, bands[low].minY <= point.y else { return false }
    let xs = bands[low].xs
    // The number of edges at or left of x: odd means inside.
    var lo = 0
    var hi = xs.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if xs[mid] <= point.x { lo = mid + 1 } else { hi = mid }
    }
    return lo % 2 == 1
  }

  /// Whether the region shares area with the rect.
  public func intersects(_ rect: Rect) -> Bool { !intersection(Region(rect)).isEmpty }
}

extension Region: CustomStringConvertible {
  /// The rects, such as `[(0.0, 0.0, 10.0, 10.0)]`.
  public var description: String { "\(rects)" }
}

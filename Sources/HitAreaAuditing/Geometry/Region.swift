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
  /// The bands, top to bottom (apart or touching, never without intervals), one after another.
  ///
  /// Each band is its `minY`, its `maxY`, the number n of its interval edges, then the n edges
  /// in pairs, `x0..<x1`, `x2..<x3`, …, strictly increasing. One array for the whole region: a
  /// region is one allocation however many bands it has.
  private(set) var storage: [Double]

  /// A band as stored: the strip `minY..<maxY` and where its interval edges are in the storage.
  struct Band {
    var minY: Double
    var maxY: Double
    var edges: Range<Int>
  }

  /// The band stored at an offset (0, or the end of a band's edges).
  func band(at offset: Int) -> Band {
    storage.withUnsafeBufferPointer { Self.band(in: $0, at: offset) }
  }

  /// The band stored at an offset of a region's storage.
  @inline(__always) static func band(in storage: UnsafeBufferPointer<Double>, at offset: Int)
    -> Band
  {
    let start = offset + 3
    return Band(
      minY: storage[offset], maxY: storage[offset + 1],
      edges: start..<(start + Int(storage[offset + 2])))
  }

  /// The empty region.
  public init() { storage = [] }

  init(storage: [Double]) { self.storage = storage }

  /// The region of one rect; empty for an empty, null or non-finite rect.
  ///
  /// - Parameter rect: The rect (standardized first).
  public init(_ rect: Rect) {
    guard let r = Self.usable(rect) else {
      self.init()
      return
    }
    self.init(storage: [r.minY, r.maxY, 2, r.minX, r.maxX])
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
      self.init()
      return
    }
    var edges = Set<Double>()
    for r in usable {
      edges.insert(r.minY)
      edges.insert(r.maxY)
    }
    let ys = edges.sorted()
    var result = Builder(capacity: 3 * ys.count + 2 * usable.count)
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
      for r in active.sorted(by: { $0.minX < $1.minX }) {
        if let last = result.lastOpenEdge, r.minX <= last {
          if r.maxX > last { result.moveLastOpenEdge(to: r.maxX) }
        } else {
          result.addEdge(r.minX)
          result.addEdge(r.maxX)
        }
      }
      result.endBand(minY: y0, maxY: y1)
    }
    self = result.finish()
  }

  /// A rect fit for a region: standardized, not empty, every number finite.
  static func usable(_ rect: Rect) -> Rect? {
    guard !rect.isEmpty else { return nil }
    let r = rect.standardized
    guard r.minX.isFinite, r.maxX.isFinite, r.minY.isFinite, r.maxY.isFinite, r.minX < r.maxX,
      r.minY < r.maxY
    else { return nil }
    return r
  }

  // MARK: - Queries

  /// Whether the region covers nothing.
  public var isEmpty: Bool { storage.isEmpty }

  /// The area covered.
  ///
  /// - Complexity: O(number of rects).
  public var area: Double {
    var total = 0.0
    var offset = 0
    while offset < storage.count {
      let band = band(at: offset)
      var width = 0.0
      var i = band.edges.lowerBound
      while i + 1 < band.edges.upperBound {
        width += storage[i + 1] - storage[i]
        i += 2
      }
      total += width * (band.maxY - band.minY)
      offset = band.edges.upperBound
    }
    return total
  }

  /// The smallest rect around the region; `Rect.null` when it is empty.
  public var bounds: Rect {
    guard !storage.isEmpty else { return .null }
    var minX = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    var offset = 0
    while offset < storage.count {
      let band = band(at: offset)
      minX = Swift.min(minX, storage[band.edges.lowerBound])
      maxX = Swift.max(maxX, storage[band.edges.upperBound - 1])
      maxY = band.maxY
      offset = band.edges.upperBound
    }
    return Rect(minX: minX, minY: storage[0], maxX: maxX, maxY: maxY)
  }

  /// The region as disjoint rects, top to bottom and left to right within a band.
  ///
  /// ```swift
  /// Region(covering: [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10)]).rects.count  // 3
  /// ```
  public var rects: [Rect] {
    var result: [Rect] = []
    var offset = 0
    while offset < storage.count {
      let band = band(at: offset)
      var i = band.edges.lowerBound
      while i + 1 < band.edges.upperBound {
        result.append(
          Rect(minX: storage[i], minY: band.minY, maxX: storage[i + 1], maxY: band.maxY))
        i += 2
      }
      offset = band.edges.upperBound
    }
    return result
  }

  /// Whether the point is inside, with half-open edges.
  ///
  /// - Complexity: O(bands + log intervals).
  public func contains(_ point: Point) -> Bool {
    guard point.isFinite else { return false }
    var offset = 0
    while offset < storage.count {
      let band = band(at: offset)
      if point.y < band.minY { return false }
      if point.y < band.maxY {
        // The number of edges at or left of x: odd means inside.
        var lo = band.edges.lowerBound
        var hi = band.edges.upperBound
        while lo < hi {
          let mid = (lo + hi) / 2
          if storage[mid] <= point.x { lo = mid + 1 } else { hi = mid }
        }
        return (lo - band.edges.lowerBound) % 2 == 1
      }
      offset = band.edges.upperBound
    }
    return false
  }

  /// Whether the region shares area with the rect.
  public func intersects(_ rect: Rect) -> Bool { !intersection(Region(rect)).isEmpty }
}

extension Region: CustomStringConvertible {
  /// The rects, such as `[(0.0, 0.0, 10.0, 10.0)]`.
  public var description: String { "\(rects)" }
}

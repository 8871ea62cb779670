// The set operations of two regions of one rect each, made without the bands' sweep.
import HitAreaKit

extension Region {
  /// The edges of one rect as a region stores them: a `Rect` keeps its width and height, and
  /// `minX + (maxX - minX)` is not always `maxX`.
  struct Edges {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// A rect's edges as ``Region/init(_:)`` stores them.
    ///
    /// - Parameter rect: A rect fit for a region (``Region/usable(_:)``).
    init(_ rect: Rect) {
      self.init(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
    }

    /// Edges as given.
    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
      self.minX = minX
      self.minY = minY
      self.maxX = maxX
      self.maxY = maxY
    }
  }

  /// The edges of a region that is one rect (one band of one interval); `nil` otherwise.
  var onlyRect: Edges? {
    guard storage.count == 5 else { return nil }
    return storage.withUnsafeBufferPointer {
      Edges(minX: $0[3], minY: $0[0], maxX: $0[4], maxY: $0[1])
    }
  }

  /// The points in both rects: one rect or none, as the sweep makes it.
  ///
  /// Which of two equal edges is kept does not matter: a stored edge is never `-0`. A usable
  /// rect's `minX` is `x + (+0)` and its `maxX` is `x + width` with a positive width, neither of
  /// them `-0`.
  static func intersection(_ a: Edges, _ b: Edges) -> Region {
    let minX = Swift.max(a.minX, b.minX)
    let maxX = Swift.min(a.maxX, b.maxX)
    let minY = Swift.max(a.minY, b.minY)
    let maxY = Swift.min(a.maxY, b.maxY)
    guard minX < maxX, minY < maxY else { return Region() }
    return Region(storage: [minY, maxY, 2, minX, maxX])
  }

  /// The points of this region, rect `a` alone (``onlyRect``), outside rect `b`, in the
  /// canonical form the sweep makes: `a` above `b`, then `a` beside `b` (left, right or both),
  /// then `a` below `b`.
  ///
  /// When the rects share area, no two of these bands touch with the same intervals: a band
  /// beside `b` lacks what `b` covers of `a`'s width, and with none beside it the bands above
  /// and below are apart by `b`'s height. So none merges.
  func subtracting(_ b: Edges, fromOnlyRect a: Edges) -> Region {
    assert(storage == [a.minY, a.maxY, 2, a.minX, a.maxX], "a is not this region's one rect")
    let top = Swift.max(a.minY, b.minY)
    let bottom = Swift.min(a.maxY, b.maxY)
    guard b.minX < a.maxX, a.minX < b.maxX, top < bottom else { return self }
    let left = a.minX < b.minX
    let right = b.maxX < a.maxX
    let above = a.minY < top
    let below = bottom < a.maxY
    let besideEdges = (left ? 2 : 0) + (right ? 2 : 0)
    let count = (above ? 5 : 0) + (besideEdges > 0 ? 3 + besideEdges : 0) + (below ? 5 : 0)
    guard count > 0 else { return Region() }
    var storage: [Double] = []
    storage.reserveCapacity(count)
    if above { storage.append(contentsOf: [a.minY, top, 2, a.minX, a.maxX]) }
    if besideEdges > 0 {
      storage.append(contentsOf: [top, bottom, Double(besideEdges)])
      if left { storage.append(contentsOf: [a.minX, b.minX]) }
      if right { storage.append(contentsOf: [b.maxX, a.maxX]) }
    }
    if below { storage.append(contentsOf: [bottom, a.maxY, 2, a.minX, a.maxX]) }
    return Region(storage: storage)
  }
}

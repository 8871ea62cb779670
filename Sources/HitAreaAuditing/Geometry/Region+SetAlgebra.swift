// Union, intersection and difference of regions, by a sweep over both regions' bands (regions
// of one rect each, and an empty one, are answered without it).
import HitAreaKit

extension Region {
  /// The points in this region or the other.
  ///
  /// - Complexity: O(b·i) for b bands and i intervals per band in the two regions.
  public func union(_ other: Region) -> Region {
    if other.isEmpty { return self }
    if isEmpty { return other }
    return combined(with: other) { $0 || $1 }
  }

  /// The points in both regions.
  ///
  /// - Complexity: as ``union(_:)``.
  public func intersection(_ other: Region) -> Region {
    if let a = onlyRect, let b = other.onlyRect { return Self.intersection(a, b) }
    if isEmpty || other.isEmpty { return Region() }
    return combined(with: other) { $0 && $1 }
  }

  /// The points in both this region and the rect.
  public func intersection(_ rect: Rect) -> Region {
    if let a = onlyRect {
      guard let b = Self.usable(rect) else { return Region() }
      return Self.intersection(a, Edges(b))
    }
    return intersection(Region(rect))
  }

  /// The points of this region outside the other.
  ///
  /// ```swift
  /// Region(Rect(x: 0, y: 0, width: 10, height: 10))
  ///   .subtracting(Region(Rect(x: 2, y: 2, width: 6, height: 6))).area  // 64
  /// ```
  ///
  /// - Complexity: as ``union(_:)``.
  public func subtracting(_ other: Region) -> Region {
    if let a = onlyRect, let b = other.onlyRect { return subtracting(b, fromOnlyRect: a) }
    if isEmpty || other.isEmpty { return self }
    return combined(with: other) { $0 && !$1 }
  }

  /// The points of this region outside the rect.
  public func subtracting(_ rect: Rect) -> Region {
    if let a = onlyRect {
      guard let b = Self.usable(rect) else { return self }
      return subtracting(Edges(b), fromOnlyRect: a)
    }
    return subtracting(Region(rect))
  }

  /// The region where `keep` holds of (in this region, in the other).
  ///
  /// A sweep down both regions' bands, which are in order: between two band edges in a row,
  /// each region has at most one band there, and their intervals are combined. The set
  /// operations answer regions of one rect without it (``intersection(_:_:)``,
  /// ``subtracting(_:fromOnlyRect:)``), in the same canonical form.
  func combined(with other: Region, _ keep: (Bool, Bool) -> Bool) -> Region {
    if storage.isEmpty && other.storage.isEmpty { return Region() }
    var result = Builder(capacity: 2 * (storage.count + other.storage.count))
    storage.withUnsafeBufferPointer { a in
      other.storage.withUnsafeBufferPointer { b in
        // Each region's first band that ends below y0.
        var oa = 0
        var ob = 0
        var y0 = Swift.min(a.isEmpty ? .infinity : a[0], b.isEmpty ? .infinity : b[0])
        while true {
          while oa < a.count, a[oa + 1] <= y0 { oa = Self.band(in: a, at: oa).edges.upperBound }
          while ob < b.count, b[ob + 1] <= y0 { ob = Self.band(in: b, at: ob).edges.upperBound }
          let bandA = oa < a.count ? Self.band(in: a, at: oa) : nil
          let bandB = ob < b.count ? Self.band(in: b, at: ob) : nil
          // The next edge: where the band at y0 ends, or where the next one starts.
          func next(_ band: Band?) -> Double {
            guard let band else { return .infinity }
            return band.minY > y0 ? band.minY : band.maxY
          }
          let y1 = Swift.min(next(bandA), next(bandB))
          guard y1 < .infinity else { break }
          // The intervals of a band at y0.
          func intervals(_ band: Band?, _ storage: UnsafeBufferPointer<Double>)
            -> UnsafeBufferPointer<Double>
          {
            guard let band, band.minY <= y0 else {
              return UnsafeBufferPointer(start: nil, count: 0)
            }
            return UnsafeBufferPointer(rebasing: storage[band.edges])
          }
          Self.combine(intervals(bandA, a), intervals(bandB, b), keep, into: &result)
          result.endBand(minY: y0, maxY: y1)
          y0 = y1
        }
      }
    }
    return result.finish()
  }

  /// Two sorted interval lists combined: adds the edges of the intervals where `keep` holds.
  private static func combine(
    _ a: UnsafeBufferPointer<Double>, _ b: UnsafeBufferPointer<Double>,
    _ keep: (Bool, Bool) -> Bool,
    into result: inout Builder
  ) {
    var i = 0
    var j = 0
    var inA = false
    var inB = false
    var inside = false
    while i < a.count || j < b.count {
      let x = Swift.min(i < a.count ? a[i] : .infinity, j < b.count ? b[j] : .infinity)
      if i < a.count, a[i] == x {
        inA.toggle()
        i += 1
      }
      if j < b.count, b[j] == x {
        inB.toggle()
        j += 1
      }
      let now = keep(inA, inB)
      if now != inside {
        result.addEdge(x)
        inside = now
      }
    }
  }
}

// Union, intersection and difference of regions, by a sweep over both regions' bands.
import HitAreaKit

extension Region {
  /// The points in this region or the other.
  ///
  /// - Complexity: O(b·i) for b bands and i intervals per band in the two regions.
  public func union(_ other: Region) -> Region { combined(with: other) { $0 || $1 } }

  /// The points in both regions.
  ///
  /// - Complexity: as ``union(_:)``.
  public func intersection(_ other: Region) -> Region { combined(with: other) { $0 && $1 } }

  /// The points in both this region and the rect.
  public func intersection(_ rect: Rect) -> Region { intersection(Region(rect)) }

  /// The points of this region outside the other.
  ///
  /// ```swift
  /// Region(Rect(x: 0, y: 0, width: 10, height: 10))
  ///   .subtracting(Region(Rect(x: 2, y: 2, width: 6, height: 6))).area  // 64
  /// ```
  ///
  /// - Complexity: as ``union(_:)``.
  public func subtracting(_ other: Region) -> Region { combined(with: other) { $0 && !$1 } }

  /// The points of this region outside the rect.
  public func subtracting(_ rect: Rect) -> Region { subtracting(Region(rect)) }

  /// The region where `keep` holds of (in this region, in the other).
  private func combined(with other: Region, _ keep: (Bool, Bool) -> Bool) -> Region {
    let a = bands
    let b = other.bands
    if a.isEmpty && b.isEmpty { return Region() }
    var edges: [Double] = []
    edges.reserveCapacity(2 * (a.count + b.count))
    for band in a {
      edges.append(band.minY)
      edges.append(band.maxY)
    }
    for band in b {
      edges.append(band.minY)
      edges.append(band.maxY)
    }
    edges.sort()
    var result: [Band] = []
    var ia = 0
    var ib = 0
    for k in 0..<(edges.count - 1) {
      let y0 = edges[k]
      let y1 = edges[k + 1]
      guard y0 < y1 else { continue }
      while ia < a.count, a[ia].maxY <= y0 { ia += 1 }
      while ib < b.count, b[ib].maxY <= y0 { ib += 1 }
      let xa = ia < a.count && a[ia].minY <= y0 ? a[ia].xs : []
      let xb = ib < b.count && b[ib].minY <= y0 ? b[ib].xs : []
      let xs = Self.combined(xa, xb, keep)
      Self.append(Band(minY: y0, maxY: y1, xs: xs), to: &result)
    }
    return Region(bands: result)
  }

  /// Two sorted interval lists combined: the intervals where `keep` holds.
  private static func combined(_ a: [Double], _ b: [Double], _ keep: (Bool, Bool) -> Bool)
    -> [Double]
  {
    var out: [Double] = []
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
        out.append(x)
        inside = now
      }
    }
    return out
  }
}

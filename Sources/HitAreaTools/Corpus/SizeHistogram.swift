import HitAreaKit
import HitAreaSnapshot

/// How many targets fall in each band of size, by the smaller side of their visible bounds and
/// of their effective hit area on screen, in points (dp for Android dumps), in fixed bands around
/// the standards' minimums (24, 44 and 48).
///
/// Its JSON form lists every band, the last one open:
/// `[{"from": 0, "to": 8, "visible": 3, "effective": 0}, …, {"from": 96, "visible": 40, …}]`.
///
/// ```swift
/// var histogram = SizeHistogram()
/// histogram.add(visible: 30, effective: 44)
/// histogram.visible  // [0, 0, 0, 1, 0, 0, 0, 0, 0, 0]
/// ```
package struct SizeHistogram: Hashable, Sendable {
  /// The lower edges of the bands, in points; each band runs to the next edge, the last has no
  /// end.
  package static let edges: [Double] = [0, 8, 16, 24, 32, 40, 44, 48, 64, 96]

  /// The number of targets per band, by visible size.
  package private(set) var visible = [Int](filling: 0, count: edges.count)
  /// The number of targets per band, by effective size.
  package private(set) var effective = [Int](filling: 0, count: edges.count)

  /// Creates an empty histogram.
  package init() {}

  /// A histogram of given counts per band, or `nil` when either list does not have one count
  /// per band (or has a negative one).
  ///
  /// - Parameters:
  ///   - visible: The targets per band by visible size.
  ///   - effective: The targets per band by effective size.
  package init?(visible: [Int], effective: [Int]) {
    guard visible.count == Self.edges.count, effective.count == Self.edges.count,
      (visible + effective).allSatisfy({ $0 >= 0 })
    else { return nil }
    self.visible = visible
    self.effective = effective
  }

  /// Counts a target by the smaller sides of its visible bounds and of its effective hit area;
  /// non-finite or negative sides count in the first band.
  ///
  /// - Parameters:
  ///   - visible: The visible bounds' smaller side, in points.
  ///   - effective: The effective hit area's smaller side, in points.
  package mutating func add(visible: Double, effective: Double) {
    self.visible[Self.band(of: visible)] += 1
    self.effective[Self.band(of: effective)] += 1
  }

  /// Adds another histogram's counts.
  ///
  /// - Parameter other: The counts to add.
  package mutating func add(_ other: SizeHistogram) {
    for i in visible.indices {
      visible[i] += other.visible[i]
      effective[i] += other.effective[i]
    }
  }

  /// The band a side falls in.
  ///
  /// - Parameter side: A length in points.
  package static func band(of side: Double) -> Int {
    let value = side.isFinite ? side : 0
    return edges.lastIndex { $0 <= value } ?? 0
  }

  /// A band's label for people: `<8`, `8–16`, …, `≥96`.
  ///
  /// - Parameter band: The band's index.
  package static func label(_ band: Int) -> String {
    let from = DecimalText.literal(edges[band])
    if band == 0 { return "<" + DecimalText.literal(edges[1]) }
    guard band + 1 < edges.count else { return "≥" + from }
    return from + "–" + DecimalText.literal(edges[band + 1])
  }
}

extension SizeHistogram: Encodable {
  private enum CodingKeys: String, CodingKey {
    case from, to, visible, effective
  }

  /// Encodes `[{"from", "to", "visible", "effective"}, …]`, the last band without `to`.
  ///
  /// - Parameter encoder: The encoder.
  package func encode(to encoder: any Encoder) throws {
    var list = encoder.unkeyedContainer()
    for band in Self.edges.indices {
      var c = list.nestedContainer(keyedBy: CodingKeys.self)
      try c.encode(Self.edges[band], forKey: .from)
      if band + 1 < Self.edges.count { try c.encode(Self.edges[band + 1], forKey: .to) }
      try c.encode(visible[band], forKey: .visible)
      try c.encode(effective[band], forKey: .effective)
    }
  }
}

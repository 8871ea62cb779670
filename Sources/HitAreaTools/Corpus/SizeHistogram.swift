import HitAreaKit

/// How many targets fall in each band of size: the smaller side of each target's visible bounds
/// on screen, in points (dp for Android dumps), in fixed bands around the standards' minimums
/// (24, 44 and 48).
///
/// Its JSON form lists every band, the last one open:
/// `[{"from": 0, "to": 8, "targets": 3}, …, {"from": 96, "targets": 40}]`.
///
/// ```swift
/// var histogram = SizeHistogram()
/// histogram.add(side: 30)
/// histogram.counts  // [0, 0, 0, 1, 0, 0, 0, 0, 0, 0]
/// ```
package struct SizeHistogram: Hashable, Sendable {
  /// The lower edges of the bands, in points; each band runs to the next edge, the last has no
  /// end.
  package static let edges: [Double] = [0, 8, 16, 24, 32, 40, 44, 48, 64, 96]

  /// The number of targets per band.
  package private(set) var counts = [Int](repeating: 0, count: edges.count)

  /// Creates an empty histogram.
  package init() {}

  /// Counts a target by the smaller side of its visible bounds; non-finite or negative sides
  /// count in the first band.
  ///
  /// - Parameter side: The smaller side, in points.
  package mutating func add(side: Double) {
    let value = side.isFinite ? side : 0
    let band = Self.edges.lastIndex { $0 <= value } ?? 0
    counts[band] += 1
  }

  /// Adds another histogram's counts.
  ///
  /// - Parameter other: The counts to add.
  package mutating func add(_ other: SizeHistogram) {
    for i in counts.indices { counts[i] += other.counts[i] }
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
    case from, to, targets
  }

  /// Encodes `[{"from", "to", "targets"}, …]`, the last band without `to`.
  ///
  /// - Parameter encoder: The encoder.
  package func encode(to encoder: any Encoder) throws {
    var list = encoder.unkeyedContainer()
    for (band, count) in counts.enumerated() {
      var c = list.nestedContainer(keyedBy: CodingKeys.self)
      try c.encode(Self.edges[band], forKey: .from)
      if band + 1 < Self.edges.count { try c.encode(Self.edges[band + 1], forKey: .to) }
      try c.encode(count, forKey: .targets)
    }
  }
}

import HitAreaKit

/// A bucket grid over root-space boxes, to find the nodes whose box meets a region without
/// scanning every node.
struct BoxIndex {
  private let side: Double
  private var buckets: [Int: [Int]] = [:]
  /// Boxes too big (or too far out) for buckets: checked on every query.
  private var everywhere: [Int] = []
  private let boxes: [Rect]

  /// Indexes `boxes[i]` for every `i` in `nodes`; null and empty boxes are left out.
  ///
  /// - Parameters:
  ///   - boxes: A box per node, in root space.
  ///   - nodes: The nodes to index.
  ///   - side: The bucket side, in points.
  init(boxes: [Rect], nodes: [Int], side: Double = 64) {
    self.side = side
    self.boxes = boxes
    for i in nodes {
      let b = boxes[i]
      guard !b.isEmpty else { continue }
      guard let (x0, y0, x1, y1) = cells(b), (x1 - x0 + 1) * (y1 - y0 + 1) <= 64 else {
        everywhere.append(i)
        continue
      }
      for y in y0...y1 {
        for x in x0...x1 { buckets[key(x, y), default: []].append(i) }
      }
    }
  }

  /// The bucket range a box covers, or `nil` when it is too far out to count.
  private func cells(_ b: Rect) -> (Int, Int, Int, Int)? {
    let limit = 1e9
    guard b.minX > -limit, b.minY > -limit, b.maxX < limit, b.maxY < limit else { return nil }
    return (
      Int((b.minX / side).rounded(.down)), Int((b.minY / side).rounded(.down)),
      Int((b.maxX / side).rounded(.down)), Int((b.maxY / side).rounded(.down))
    )
  }

  private func key(_ x: Int, _ y: Int) -> Int { x &* 1_000_003 &+ y }

  /// The nodes whose box shares area with `region` (half-open, like ``Rect/intersects(_:)``),
  /// each once, in no particular order.
  func nodes(meeting region: Rect) -> [Int] {
    var found = everywhere.filter { boxes[$0].intersects(region) }
    guard let (x0, y0, x1, y1) = cells(region), (x1 - x0 + 1) * (y1 - y0 + 1) <= 4_096 else {
      var seen = Set(found)
      for list in buckets.values {
        for i in list where boxes[i].intersects(region) && seen.insert(i).inserted {
          found.append(i)
        }
      }
      return found
    }
    var seen = Set<Int>()
    for y in y0...y1 {
      for x in x0...x1 {
        for i in buckets[key(x, y)] ?? [] where seen.insert(i).inserted {
          if boxes[i].intersects(region) { found.append(i) }
        }
      }
    }
    return found
  }
}

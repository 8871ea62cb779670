import HitAreaKit
import HitAreaSnapshot

/// The picture of a screen's tap targets in root coordinates: what the debug overlay and the SVG
/// renderer draw.
///
/// ```swift
/// let map = TargetMap(snapshot)
/// for target in map.targets { draw(target.hitAreaCorners) }
/// for overlap in map.overlaps { fill(overlap.rect) }
/// ```
package struct TargetMap: Hashable, Sendable {
  /// One target as drawn.
  package struct Target: Hashable, Sendable {
    /// The node's index in the snapshot.
    package var index: Int
    /// The node's id.
    package var id: String
    /// The four corners of the visible bounds in root space (a rotated view is not a box).
    package var visibleCorners: [Point]
    /// The four corners of the hit area in root space.
    package var hitAreaCorners: [Point]
    /// The box around the visible bounds in root space.
    package var visibleRect: Rect
    /// The box around the hit area in root space.
    package var hitAreaRect: Rect
    /// Whether the view can be hit at all (it and its ancestors pass the eligibility gate).
    package var isEligible: Bool
    /// Whether the hit area differs from the bounds.
    package var hasCustomHitArea: Bool
  }

  /// Two targets whose hit areas overlap.
  package struct Overlap: Hashable, Sendable {
    /// The front-most of the two in UIKit's order (it wins the overlap under `frontmost`).
    package var front: Int
    /// The other one.
    package var back: Int
    /// The overlapping region (of the boxes around the hit areas).
    package var rect: Rect
  }

  /// Every target, in depth-first back-to-front order.
  package var targets: [Target]
  /// Every overlapping pair of eligible targets that are not nested in one another.
  package var overlaps: [Overlap]

  /// Maps a snapshot's targets.
  ///
  /// - Complexity: O(n + t + p) for n nodes, t targets and p pairs of them whose boxes meet
  ///   (with the depth of each pair's nodes).
  package init(_ snapshot: LayoutSnapshot) {
    var targets: [Target] = []
    var eligible = [Bool](filling: false, count: snapshot.nodes.count)
    var toRoot = [AffineTransform](filling: .identity, count: snapshot.nodes.count)
    for i in snapshot.depthFirstIndices {
      let node = snapshot.nodes[i]
      let parentEligible = node.parent.map { eligible[$0] } ?? true
      eligible[i] = parentEligible && node.interactionState.isEligible
      if let parent = node.parent {
        toRoot[i] = node.geometry.toParent.concatenating(toRoot[parent])
      }
      guard node.countsAsTarget else { continue }
      let bounds = node.geometry.bounds.standardized
      let area = node.hitArea.rect(in: node.geometry.bounds)
      targets.append(
        Target(
          index: i, id: node.id, visibleCorners: Self.corners(bounds, toRoot[i]),
          hitAreaCorners: Self.corners(area, toRoot[i]),
          visibleRect: toRoot[i].boundingBox(of: bounds),
          hitAreaRect: toRoot[i].boundingBox(of: area), isEligible: eligible[i],
          hasCustomHitArea: !node.hitArea.isBounds))
    }
    self.targets = targets
    var overlaps: [Overlap] = []
    let live = targets.filter(\.isEligible)
    // The pairs whose boxes meet, found through an index of the boxes (every pair was tried: the
    // overlay's redraw took 1.2 s for 2,000 targets, on the main thread).
    var boxes = [Rect](filling: .null, count: snapshot.nodes.count)
    var place = [Int](filling: -1, count: snapshot.nodes.count)
    for (k, t) in live.enumerated() {
      boxes[t.index] = t.hitAreaRect
      place[t.index] = k
    }
    let index = BoxIndex(boxes: boxes, nodes: live.map(\.index))
    for (a, first) in live.enumerated() {
      let later = index.nodes(meeting: first.hitAreaRect).filter { place[$0] > a }
        .sorted { place[$0] < place[$1] }.map { live[place[$0]] }
      for second in later {
        guard !snapshot.isAncestor(first.index, of: second.index),
          !snapshot.isAncestor(second.index, of: first.index)
        else { continue }
        let common = first.hitAreaRect.intersection(second.hitAreaRect)
        guard !common.isEmpty else { continue }
        // Later in depth-first back-to-front order is in front.
        overlaps.append(Overlap(front: second.index, back: first.index, rect: common))
      }
    }
    self.overlaps = overlaps
  }

  private static func corners(_ rect: Rect, _ t: AffineTransform) -> [Point] {
    [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
    ].map { t.apply(to: $0) }
  }
}

extension LayoutSnapshot {
  /// Whether `ancestor` is `node`'s parent, grandparent, and so on.
  ///
  /// O(depth).
  package func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
    var current = nodes[node].parent
    while let c = current {
      if c == ancestor { return true }
      current = nodes[c].parent
    }
    return false
  }
}

// Small rect helpers the audit needs: subtraction and the distance tests of the WCAG circle.
import HitAreaKit

extension Rect {
  /// The parts of this rect outside `other`: up to four rects (above, below, left, right of it).
  func subtracting(_ other: Rect) -> [Rect] {
    guard intersects(other) else { return isEmpty ? [] : [standardized] }
    let cut = intersection(other)
    var parts: [Rect] = []
    func add(_ r: Rect) { if !r.isEmpty, r.width > 0, r.height > 0 { parts.append(r) } }
    add(Rect(minX: minX, minY: minY, maxX: maxX, maxY: cut.minY))
    add(Rect(minX: minX, minY: cut.maxY, maxX: maxX, maxY: maxY))
    add(Rect(minX: minX, minY: cut.minY, maxX: cut.minX, maxY: cut.maxY))
    add(Rect(minX: cut.maxX, minY: cut.minY, maxX: maxX, maxY: cut.maxY))
    return parts
  }

  /// Whether the open disc of `radius` around `center` shares area with this rect.
  func intersectsDisc(center: Point, radius: Double) -> Bool {
    guard !isEmpty else { return false }
    return squaredDistance(to: center) < radius * radius
  }

  /// The rect with each edge moved outwards by its outset (no collapsing: outsets are never
  /// negative here).
  func grown(_ o: EdgeOutsets) -> Rect {
    Rect(minX: minX - o.left, minY: minY - o.top, maxX: maxX + o.right, maxY: maxY + o.bottom)
  }

  /// Whether both rects have the same edges (both null counts as the same).
  func hasSameEdges(as other: Rect) -> Bool {
    if isNull || other.isNull { return isNull == other.isNull }
    return minX == other.minX && minY == other.minY && maxX == other.maxX && maxY == other.maxY
  }
}

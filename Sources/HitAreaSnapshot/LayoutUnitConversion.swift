import HitAreaKit

/// Converts node geometry between a file's unit and points: frame, bounds origin, the
/// transform's translation, and the hit area's outsets and minimum size.
enum LayoutUnitConversion {
  /// The node with its geometry multiplied by `scale` (points per unit), or `nil` when a result
  /// is not finite.
  static func toPoints(_ node: LayoutNode, scale: Double) -> LayoutNode? {
    var node = node
    node.frame = Rect(
      x: node.frame.origin.x * scale, y: node.frame.origin.y * scale,
      width: node.frame.size.width * scale, height: node.frame.size.height * scale)
    node.boundsOrigin = Point(x: node.boundsOrigin.x * scale, y: node.boundsOrigin.y * scale)
    node.transform.tx *= scale
    node.transform.ty *= scale
    let o = node.hitArea.outsets
    node.hitArea.outsets = EdgeOutsets(
      top: o.top * scale, left: o.left * scale, bottom: o.bottom * scale, right: o.right * scale)
    node.hitArea.minimumSize = Size(
      width: node.hitArea.minimumSize.width * scale,
      height: node.hitArea.minimumSize.height * scale)
    return geometryNumbers(node).allSatisfy(\.isFinite) ? node : nil
  }

  /// The value to write for a length of `points` in a file with `scale` points per unit: among
  /// the doubles nearest `points / scale`, one that reads back as exactly `points` when there is
  /// one.
  static func fileValue(_ points: Double, scale: Double) -> Double {
    if scale == 1 { return points }
    let value = points / scale
    if value * scale == points { return value }
    for candidate in [value.nextUp, value.nextDown] where candidate * scale == points {
      return candidate
    }
    return value
  }

  /// Every number of a node's geometry that the file stores.
  static func geometryNumbers(_ node: LayoutNode) -> [Double] {
    let f = node.frame
    let t = node.transform
    let o = node.hitArea.outsets
    let m = node.hitArea.minimumSize
    return [
      f.origin.x, f.origin.y, f.size.width, f.size.height, node.boundsOrigin.x,
      node.boundsOrigin.y, t.a, t.b, t.c, t.d, t.tx, t.ty, o.top, o.left, o.bottom, o.right,
      m.width, m.height,
    ]
  }
}

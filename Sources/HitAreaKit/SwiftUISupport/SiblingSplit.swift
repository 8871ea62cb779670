/// Splits overlapping enlargements of neighbouring targets at the midpoint between them, so that
/// no enlargement reaches a neighbour's visible frame and, in the gap between two targets, each
/// takes the half on its side.
///
/// SwiftUI gives a touch to the front-most view whose shape contains it, and a later sibling is
/// in front. Without a split, two 20-pt icons 8 pt apart under a 44-pt minimum each reach 12 pt
/// past their edges, and the later one takes the 4 pt of the earlier icon's visible edge nearest
/// to it. With the split each reaches 4 pt, to the middle of the gap, whatever the order.
///
/// The rule, for every pair whose requested areas overlap:
/// - if their visible frames overlap on both axes, nothing is cut (SwiftUI's order decides, as it
///   does for the frames themselves);
/// - otherwise they are cut along the axis on which the gap between the frames is wider (on a
///   tie, the horizontal one), at the middle of that gap: the earlier on its side of the line,
///   the later on its own.
///
/// Each outset only shrinks, never below zero, so no enlargement crosses into its own frame; the
/// result does not depend on the order of the targets. Enlargements of two targets whose frames
/// do not overlap never overlap after the split, and none covers another target's frame.
/// Targets thinner than ``AutomaticMinimumSize/minimumVisibleSide`` on a side, or not finite,
/// neither cut nor are cut (they get no automatic area).
///
/// ```swift
/// let icons = [Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 28, y: 0, width: 20, height: 20)]
/// SiblingSplit.automaticOutsets(frames: icons, sides: [44, 44])
/// // [top 12, left 12, bottom 12, right 4;  top 12, left 4, bottom 12, right 12]
/// ```
package enum SiblingSplit {
  /// The outsets each target keeps of the outsets it requests, after the split.
  ///
  /// - Parameters:
  ///   - frames: The targets' visible frames, in one coordinate space (the container's).
  ///   - requested: The outsets each target asks for, in the same order; negative or non-finite
  ///     values count as zero.
  /// - Returns: One set of outsets per target, each edge between zero and the requested one.
  /// - Complexity: O(n log n + k) for n targets whose areas overlap k times along the axis they
  ///   spread over most (a stack or a row of buttons: O(n log n)); O(n²) at worst.
  package static func clippedOutsets(frames: [Rect], requested: [EdgeOutsets]) -> [EdgeOutsets] {
    precondition(frames.count == requested.count, "one set of outsets per frame")
    var result = requested.map(nonNegative)
    let usable = frames.map(usableFrame)
    let areas = usable.indices.map { i in usable[i].map { result[i].apply(to: $0) } }
    // Sweep and prune: only pairs whose areas overlap along the axis they spread over most are
    // compared (a stack of rows costs its length, not its square). The cuts only ever shrink
    // outsets (a minimum), so the order pairs are met in does not matter.
    let present = areas.indices.filter { areas[$0] != nil }
    let spread = { (low: (Rect) -> Double) -> Double in
      let values = present.compactMap { areas[$0].map(low) }
      return (values.max() ?? 0) - (values.min() ?? 0)
    }
    let alongX = spread(\.minX) >= spread(\.minY)
    let low = { (r: Rect) in alongX ? r.minX : r.minY }
    let high = { (r: Rect) in alongX ? r.maxX : r.maxY }
    let order = present.sorted { low(areas[$0] ?? .null) < low(areas[$1] ?? .null) }
    for (position, p) in order.enumerated() {
      guard let areaP = areas[p] else { continue }
      for q in order[(position + 1)...] {
        guard let areaQ = areas[q], low(areaQ) < high(areaP) else { break }
        guard areaP.intersects(areaQ), let a = usable[p], let b = usable[q] else { continue }
        let (i, j) = p < q ? (p, q) : (q, p)
        var (first, second) = (result[i], result[j])
        cut(&first, p < q ? a : b, &second, p < q ? b : a)
        (result[i], result[j]) = (first, second)
      }
    }
    return result
  }

  /// The outsets of each target's automatic area (its frame grown to its side, as
  /// ``AutomaticMinimumSize/area(around:side:)``), after the split.
  ///
  /// - Parameters:
  ///   - frames: The targets' visible frames in the container's coordinates.
  ///   - sides: Each target's automatic side; one that is off counts as no enlargement (the
  ///     target still keeps the others off its frame).
  /// - Returns: One set of outsets per target.
  package static func automaticOutsets(frames: [Rect], sides: [Double]) -> [EdgeOutsets] {
    precondition(frames.count == sides.count, "one side per frame")
    let requested = zip(frames, sides).map { frame, side -> EdgeOutsets in
      guard let side = AutomaticMinimumSize.side(side),
        let area = AutomaticMinimumSize.area(around: frame, side: side)
      else { return .zero }
      let b = frame.standardized
      return EdgeOutsets(
        top: b.minY - area.minY, left: b.minX - area.minX, bottom: area.maxY - b.maxY,
        right: area.maxX - b.maxX)
    }
    return clippedOutsets(frames: frames, requested: requested)
  }

  /// Cuts two targets' outsets at the middle of the wider gap between their frames.
  private static func cut(
    _ first: inout EdgeOutsets, _ a: Rect, _ second: inout EdgeOutsets, _ b: Rect
  ) {
    let gapX = Swift.max(b.minX - a.maxX, a.minX - b.maxX)
    let gapY = Swift.max(b.minY - a.maxY, a.minY - b.maxY)
    guard gapX >= 0 || gapY >= 0 else { return }  // the frames overlap: SwiftUI's order decides
    if gapX >= gapY {
      if a.maxX <= b.minX {
        cutFacing(&first.right, at: a.maxX, &second.left, at: b.minX)
      } else {
        cutFacing(&second.right, at: b.maxX, &first.left, at: a.minX)
      }
    } else if a.maxY <= b.minY {
      cutFacing(&first.bottom, at: a.maxY, &second.top, at: b.minY)
    } else {
      cutFacing(&second.bottom, at: b.maxY, &first.top, at: a.minY)
    }
  }

  /// Cuts two facing outsets at the middle of the gap between the edges they grow from: the
  /// near view's outset from `nearEdge`, the far view's from `farEdge` (`nearEdge <= farEdge`).
  private static func cutFacing(
    _ near: inout Double, at nearEdge: Double, _ far: inout Double, at farEdge: Double
  ) {
    let mid = (nearEdge + farEdge) / 2
    near = Swift.min(near, mid - nearEdge)
    far = Swift.min(far, farEdge - mid)
  }

  /// The outsets with negative and non-finite values as zero.
  private static func nonNegative(_ outsets: EdgeOutsets) -> EdgeOutsets {
    let o = outsets.sanitized
    return EdgeOutsets(
      top: Swift.max(0, o.top), left: Swift.max(0, o.left), bottom: Swift.max(0, o.bottom),
      right: Swift.max(0, o.right))
  }

  /// A frame that takes part in the split: finite, standardized, at least
  /// ``AutomaticMinimumSize/minimumVisibleSide`` on each side.
  private static func usableFrame(_ frame: Rect) -> Rect? {
    let f = frame.standardized
    guard f.minX.isFinite, f.maxX.isFinite, f.minY.isFinite, f.maxY.isFinite,
      f.width >= AutomaticMinimumSize.minimumVisibleSide,
      f.height >= AutomaticMinimumSize.minimumVisibleSide
    else { return nil }
    return f
  }
}

// What keeps an automatic enlargement off its neighbours' visible bounds.

extension CandidateWalk {
  /// The indices of the candidates that may win: all of them, except automatic enlargements
  /// (``HitCandidate/isAutomatic``) that a direct hit keeps out
  /// (``directHitKeeps(_:from:at:)``).
  ///
  /// A touch on a target's visible bounds stays with that target whatever its neighbours' automatic
  /// areas, except where a smaller target sits on or against a larger one that meets the minimum on
  /// its own (a close button on its card's corner) or is nested in it: there the enlargement
  /// competes by the policy (``ResolutionPolicy/mostLikely`` keeps the taps meant for the close
  /// button that land on the card's edge; ``ResolutionPolicy/nearest`` gives them to the card),
  /// away from the larger target's visible centre.
  ///
  /// - Complexity: O(n) without automatic candidates, O(n²) with.
  @inlinable
  static func automaticContenders(
    _ candidates: [HitCandidate<Node>], at point: Point, minimumSide: Double
  ) -> [Int] {
    guard candidates.contains(where: { $0.isAutomatic }) else { return Array(candidates.indices) }
    let direct = candidates.filter { $0.isDirect }
    return candidates.indices.filter { i in
      let c = candidates[i]
      guard c.isAutomatic else { return true }
      return !direct.contains { directHitKeeps($0, from: c, at: point, minimumSide: minimumSide) }
    }
  }

  /// Whether a direct hit keeps a touch from an automatic enlargement: always at the direct
  /// target's visible centre (``isAtVisibleCentre(_:of:)``: VoiceOver's activation point and the
  /// middle a finger aims at); elsewhere unless the enlarged target is nested in the direct one,
  /// or the direct one spares its edge: it is larger, meets the minimum side on its own (a card,
  /// a cell: a target that needs enlarging itself keeps all of its face) and the enlarged target
  /// sits on it or against it (visible bounds overlapping or touching, within
  /// ``touchingTolerance``; it is in front, as the walk stops at the first direct hit).
  ///
  /// Neighbours apart never give up their visible bounds.
  ///
  /// - Parameter minimumSide: The automatic minimum size.
  @inlinable
  static func directHitKeeps(
    _ direct: HitCandidate<Node>, from automatic: HitCandidate<Node>, at point: Point,
    minimumSide: Double
  ) -> Bool {
    if isAtVisibleCentre(point, of: direct.visibleFrame) { return true }
    if automatic.enclosingTargets.contains(direct.target) { return false }
    let frame = direct.visibleFrame
    let reach = automatic.visibleFrame.insetBy(dx: -touchingTolerance, dy: -touchingTolerance)
    let spares =
      direct.visibleArea > automatic.visibleArea
      && Swift.min(frame.width, frame.height) >= minimumSide && reach.intersects(frame)
    return !spares
  }

  /// How close two visible frames count as touching, in points: half a point, below what a
  /// layout shows as a gap.
  @inlinable static var touchingTolerance: Double { 0.5 }

  /// Whether a point lies within a quarter of the shorter side of a visible frame's centre: the
  /// middle of a target, which its own visible bounds always keep.
  @inlinable
  static func isAtVisibleCentre(_ p: Point, of frame: Rect) -> Bool {
    guard !frame.isNull, !frame.isEmpty else { return false }
    let radius = Swift.min(frame.width, frame.height) / 4
    let (dx, dy) = (p.x - frame.midX, p.y - frame.midY)
    return dx * dx + dy * dy <= radius * radius
  }
}

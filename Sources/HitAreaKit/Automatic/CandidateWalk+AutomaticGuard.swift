// What keeps an automatic enlargement off its neighbours' visible bounds.

extension CandidateWalk {
  /// The indices of the candidates that may win: all of them, except automatic enlargements
  /// (``HitCandidate/isAutomatic``) that a direct hit keeps out
  /// (``directHitKeeps(_:from:at:)``). A touch on a target's visible bounds stays with that
  /// target whatever its neighbours' automatic areas, except where a smaller target sits on a
  /// larger one (a close button on its card's corner) or is nested in it: there the enlargement
  /// competes by the policy (``ResolutionPolicy/mostLikely`` keeps the taps meant for the close
  /// button that land on the card's edge; ``ResolutionPolicy/nearest`` gives them to the card),
  /// away from the larger target's visible centre.
  ///
  /// - Complexity: O(n) without automatic candidates, O(n²) with.
  @inlinable
  static func automaticContenders(_ candidates: [HitCandidate<Node>], at point: Point) -> [Int] {
    guard candidates.contains(where: { $0.isAutomatic }) else { return Array(candidates.indices) }
    let direct = candidates.filter { $0.isDirect }
    return candidates.indices.filter { i in
      let c = candidates[i]
      guard c.isAutomatic else { return true }
      return !direct.contains { directHitKeeps($0, from: c, at: point) }
    }
  }

  /// Whether a direct hit keeps a touch from an automatic enlargement: always at the direct
  /// target's visible centre (``isAtVisibleCentre(_:of:)``: VoiceOver's activation point and the
  /// middle a finger aims at); elsewhere unless the enlarged target is nested in the direct one,
  /// or is smaller than it and its visible bounds overlap the direct one's (it sits on it; it is
  /// in front, as the walk stops at the first direct hit). Neighbours that only touch or sit
  /// apart never share visible bounds.
  @inlinable
  static func directHitKeeps(
    _ direct: HitCandidate<Node>, from automatic: HitCandidate<Node>, at point: Point
  ) -> Bool {
    if isAtVisibleCentre(point, of: direct.visibleFrame) { return true }
    if automatic.enclosingTargets.contains(direct.target) { return false }
    let sitsOn =
      direct.visibleArea > automatic.visibleArea
      && automatic.visibleFrame.intersects(direct.visibleFrame)
    return !sitsOn
  }

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

// What keeps an automatic enlargement off its neighbours' visible bounds.

extension CandidateWalk {
  /// The indices of the candidates that may win: all of them, except automatic enlargements
  /// (``HitCandidate/isAutomatic``) that meet a direct hit on a target they are not nested in
  /// whose visible bounds are no larger than their own. A touch on a key's visible bounds stays
  /// with that key whatever its neighbours' automatic areas; only a smaller target's enlargement
  /// competes for a larger neighbour's visible bounds, by the policy (a 3 mm close button keeps
  /// the taps meant for it that land on the edge of its card under
  /// ``ResolutionPolicy/mostLikely``; ``ResolutionPolicy/nearest`` gives them to the card).
  ///
  /// - Complexity: O(n) without automatic candidates, O(n²) with.
  @inlinable
  static func automaticContenders(_ candidates: [HitCandidate<Node>]) -> [Int] {
    guard candidates.contains(where: { $0.isAutomatic }) else { return Array(candidates.indices) }
    let direct = candidates.filter { $0.isDirect }
    return candidates.indices.filter { i in
      let c = candidates[i]
      guard c.isAutomatic else { return true }
      return !direct.contains { d in
        !c.enclosingTargets.contains(d.target) && d.visibleArea <= c.visibleArea
      }
    }
  }
}

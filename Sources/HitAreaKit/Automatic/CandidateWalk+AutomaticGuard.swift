// What keeps an automatic enlargement off its neighbours' visible bounds.

extension CandidateWalk {
  /// Which candidates may win, by index: all of them, except automatic enlargements
  /// (``HitCandidate/isAutomatic``) that a direct hit keeps out (``directHitKeeps(_:from:at:)``).
  ///
  /// A touch on a target's visible bounds stays with that target whatever its neighbours'
  /// automatic areas, except where a smaller target sits on a larger one that meets
  /// the minimum on its own (a close button on its card's corner) or is nested in it: there the
  /// enlargement competes by the policy (``ResolutionPolicy/mostLikely`` keeps the taps meant for
  /// the close button that land on the card's edge; ``ResolutionPolicy/nearest`` gives them to
  /// the card), away from the larger target's visible centre, and only where nothing between
  /// them starts drags or edits text (``sharesEdge(_:with:)``).
  ///
  /// - Complexity: O(n) without automatic candidates, O(n²) with.
  @inlinable
  func automaticContenders(_ candidates: [HitCandidate<Node>], at point: Point) -> [Bool] {
    candidates.indices.map { i in
      guard candidates[i].isAutomatic else { return true }
      return !candidates.indices.contains { d in
        candidates[d].isDirect && directHitKeeps(candidates[d], from: candidates[i], at: point)
      }
    }
  }

  /// Whether a direct hit keeps a touch from an automatic enlargement.
  ///
  /// Always at the direct target's visible centre (``isAtVisibleCentre(_:of:)``: VoiceOver's
  /// activation point and the middle a finger aims at). Elsewhere too, unless the direct target
  /// spares its edge to the enlarged one: it is larger, meets the minimum side on its own (a
  /// card, a cell: a target that needs enlarging itself keeps all of its face), the enlarged
  /// target is nested in it or sits on it (visible bounds overlapping by a positive area; merely
  /// touching is not enough, so a button flush beside a larger one keeps off its face; it is in
  /// front, as the walk stops at the first direct hit), or against one of its corners (a close
  /// badge at a card's corner, ``isAtCorner(_:of:)``),
  /// the enlarged target is not hair-thin (its shorter side at least
  /// `AutomaticMinimumSize.sharingSideShare` of the minimum), and the two share an edge by
  /// ``sharesEdge(_:with:)``. Neighbours apart never give up their visible bounds.
  @inlinable
  func directHitKeeps(
    _ direct: HitCandidate<Node>, from automatic: HitCandidate<Node>, at point: Point
  ) -> Bool {
    if isAtVisibleCentre(point, of: direct.visibleFrame) { return true }
    let minimumSide = tester.automaticMinimumSize ?? 0
    let frame = direct.visibleFrame
    let small = automatic.visibleFrame
    let nested = automatic.enclosingTargets.contains(direct.target)
    let overlap = small.intersection(frame)
    let sitsOn =
      (!overlap.isNull && overlap.width > 0 && overlap.height > 0)
      || Self.isAtCorner(small, of: frame)
    let spares =
      (nested
        || (direct.visibleArea > automatic.visibleArea
          && Swift.min(frame.width, frame.height) >= minimumSide && sitsOn))
      && Swift.min(small.width, small.height) >= AutomaticMinimumSize.sharingSideShare * minimumSide
      && sharesEdge(direct.target, with: automatic.target)
    return !spares
  }

  /// Whether one of a frame's corners lies in a smaller frame, edges included: a badge against
  /// or over a card's corner, not a neighbour beside the middle of its edge.
  @inlinable
  static func isAtCorner(_ small: Rect, of frame: Rect) -> Bool {
    // A corner (x, y) with x one of the frame's vertical edges and y one of its horizontal ones.
    func holds(_ low: Double, _ high: Double, _ a: Double, _ b: Double) -> Bool {
      (a >= low && a <= high) || (b >= low && b <= high)
    }
    return holds(small.minX, small.maxX, frame.minX, frame.maxX)
      && holds(small.minY, small.maxY, frame.minY, frame.maxY)
  }

  /// Whether two targets may share a surface: neither edits text, and nothing from either of
  /// them up to their common ancestor starts drags (``HitTestTree/interceptsDrags(_:)``: a scroll
  /// view, a pan or swipe recognizer), the targets themselves included and the common ancestor
  /// left out unless it is one of them.
  ///
  /// So a floating button never takes from the cells of the list behind it (the table lies
  /// between), an eye button never from its text field, a close badge never from a swipeable card.
  /// A tree that cannot walk up (``HitTestTree/parent(of:)``) shares nothing.
  ///
  /// - Complexity: O(depth).
  @inlinable
  func sharesEdge(_ a: Node, with b: Node) -> Bool {
    let tree = tester.tree
    if tree.isTextInput(a) || tree.isTextInput(b) { return false }
    // Depths from the root, then up from both at the same depth to the common ancestor,
    // without arrays.
    func depth(_ node: Node) -> (depth: Int, root: Node) {
      var (current, count) = (node, 0)
      while let parent = tree.parent(of: current), count < 4_096 {
        current = parent
        count += 1
      }
      return (count, current)
    }
    let (depthA, rootA) = depth(a)
    let (depthB, rootB) = depth(b)
    guard rootA == rootB else { return false }
    var (x, y) = (a, b)
    var (dx, dy) = (depthA, depthB)
    while dx > dy, let parent = tree.parent(of: x) {
      if tree.interceptsDrags(x) { return false }
      x = parent
      dx -= 1
    }
    while dy > dx, let parent = tree.parent(of: y) {
      if tree.interceptsDrags(y) { return false }
      y = parent
      dy -= 1
    }
    while x != y, let px = tree.parent(of: x), let py = tree.parent(of: y) {
      if tree.interceptsDrags(x) || tree.interceptsDrags(y) { return false }
      x = px
      y = py
    }
    // `x` is the common ancestor: left out, unless it is one of the two targets.
    return !((x == a || x == b) && tree.interceptsDrags(x))
  }

  /// Whether a point lies within a quarter of the shorter side of a visible frame's centre: the
  /// middle of a target, which its own visible bounds always keep.
  @inlinable
  func isAtVisibleCentre(_ p: Point, of frame: Rect) -> Bool {
    guard !frame.isNull, !frame.isEmpty else { return false }
    let radius = Swift.min(frame.width, frame.height) / 4
    let (dx, dy) = (p.x - frame.midX, p.y - frame.midY)
    return dx * dx + dy * dy <= radius * radius
  }
}

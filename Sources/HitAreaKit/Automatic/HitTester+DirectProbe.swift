// The fast path of hit testing under the automatic minimum size.

/// What UIKit's order finds when nothing on the way accepted the point outside its bounds.
@usableFromInline
enum DirectProbe<Node> {
  /// No view on this branch accepts the point.
  case miss
  /// The answer: every view that accepted the point on the way accepted it inside its bounds,
  /// so the candidate walk would stop at this one alone.
  case hit(Node)
  /// Some view accepts the point outside its bounds (an explicit or an automatic enlargement):
  /// the candidate walk must decide.
  case escalate
}

extension HitTester {
  /// The answer under the automatic minimum size, without the candidate walk where it is not
  /// needed: UIKit's order from `root`, escalating to the walk as soon as a view accepts the
  /// point outside its visible bounds (its own enlargement, or the automatic one).
  ///
  /// Where nothing does, the walk would record a single direct hit and answer it whatever the
  /// policy, so this is the walk's answer at about the cost of UIKit's order.
  @inlinable
  func automaticHit(_ point: Point, in root: Tree.Node, side: Double) -> Tree.Node? {
    switch directProbe(root, tree.geometry(of: root), point, side, overflowAbove: false) {
    case .miss: return nil
    case .hit(let node): return node
    case .escalate:
      var walk = CandidateWalk(tester: self)
      walk.run(point, from: root)
      return walk.decide(effectivePolicy).hit
    }
  }

  /// UIKit's order, as the candidate walk visits views (children asked through their own hit
  /// test or policy as ``claimedHit(_:_:_:overflowAbove:)`` does), watching for enlargements.
  @inlinable
  func directProbe(
    _ node: Tree.Node, _ geometry: NodeGeometry, _ p: Point, _ side: Double, overflowAbove: Bool,
    passingThrough: Bool = false
  ) -> DirectProbe<Tree.Node> {
    guard tree.interactionState(of: node).isEligible else { return .miss }
    let bounds = geometry.bounds
    let inArea = tree.pointInside(p, of: node, bounds: bounds)
    if inArea {
      if !bounds.contains(p) { return .escalate }
    } else if AutomaticMinimumSize.enlargementContains(p, bounds: bounds, side: side),
      AutomaticMinimumSize.applies(to: node, in: tree)
    {
      return .escalate
    }
    let overflow = overflowAbove || tree.overflowsHitAreas(node)
    if !inArea {
      guard overflow, reachMayContain(node, geometry, p) else { return .miss }
    }
    for child in tree.children(of: node).reversed() {
      let childGeometry = tree.geometry(of: child)
      guard let q = childGeometry.convertFromParent(p) else { continue }
      let claim = claimedHit(child, childGeometry, q, overflowAbove: overflow)
      if case .answer(let answer) = claim {
        if let hit = answer { return .hit(hit) }
        continue
      }
      switch directProbe(
        child, childGeometry, q, side, overflowAbove: overflow,
        passingThrough: claim.passesThrough)
      {
      case .miss: continue
      case .hit(let hit): return .hit(hit)
      case .escalate: return .escalate
      }
    }
    return inArea && !passingThrough && !tree.passesTouchesThrough(node) ? .hit(node) : .miss
  }
}

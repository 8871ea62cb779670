// An explanation opens the answer of a container with its own policy.

/// Where a candidate walk took the answer of a child with its own policy, which ended the walk:
/// what explaining that answer by the child's policy needs.
@usableFromInline
struct ContainerClaim<Node> {
  /// The child with its own policy.
  @usableFromInline var container: Node
  /// Its policy.
  @usableFromInline var policy: ResolutionPolicy
  /// The touch, in the container's bounds space.
  @usableFromInline var point: Point
  /// From the container's bounds space to the walk's root space.
  @usableFromInline var toRoot: AffineTransform
  /// The nearest target of the walk the container lies in, if any.
  @usableFromInline var enclosingTarget: Node?
  /// The targets that one is nested in, outermost first.
  @usableFromInline var outerTargets: [Node]
  /// The candidate the answer made in the walk's explanation, if it made one (its target was
  /// not already a candidate).
  @usableFromInline var candidate: Int?

  @inlinable
  init(
    container: Node, policy: ResolutionPolicy, point: Point, toRoot: AffineTransform,
    enclosingTarget: Node?, outerTargets: [Node]
  ) {
    self.container = container
    self.policy = policy
    self.point = point
    self.toRoot = toRoot
    self.enclosingTarget = enclosingTarget
    self.outerTargets = outerTargets
    self.candidate = nil
  }
}

extension HitTester {
  /// A walk's explanation with the answer of a container that has its own policy explained by
  /// that policy.
  ///
  /// The one candidate the answer made (a direct hit, whatever its distance) becomes the
  /// candidates the container's policy compared, with the measures it compared, the winner
  /// among them where the answer won; the container joins ``HitTestExplanation/containers``.
  /// Containers inside it are opened the same way.
  ///
  /// `why` must come from a walk of this tester (``explain(_:in:)``, or the decision of
  /// ``redirectedHitTest(_:in:input:uikit:isTargetBelow:passesTouchOn:)``, which leaves it
  /// closed: a touch on a device pays only for noting which container answered).
  ///
  /// - Complexity: nothing without such a container; with one, its explanation (a walk of its
  ///   subtree) and UIKit's order inside it.
  @inlinable
  package func openingContainers(_ why: HitTestExplanation<Tree.Node>)
    -> HitTestExplanation<Tree.Node>
  {
    guard let claim = why.containerClaim else { return why }
    var opened = why
    opened.containerClaim = nil
    let inner = nested(claim.policy).explain(claim.point, in: claim.container)
    // UIKit's order inside the container, without the automatic rings (UIKit has none).
    var uikit = self
    uikit.automaticMinimumSize = nil
    let front = uikit.frontmostHit(
      claim.container, tree.geometry(of: claim.container), claim.point, overflowAbove: false)
    let outer = claim.enclosingTarget.map { claim.outerTargets + [$0] } ?? []
    var inside = inner.candidates
    // Measured in the container's points, as its policy compared them; reported in the root's,
    // as every candidate's (a zoomed container's points are larger): areas by the transform's
    // scale of areas, lengths by its root.
    let areaScale = Swift.abs(claim.toRoot.determinant)
    for i in inside.indices {
      inside[i].squaredDistance *= areaScale
      inside[i].visibleArea *= areaScale
      inside[i].container = inside[i].container ?? claim.container
      inside[i].enclosingTargets = outer + inside[i].enclosingTargets
      inside[i].visibleFrame = claim.toRoot.boundingBox(of: inside[i].visibleFrame)
      inside[i].isWinner = false
    }
    var candidates = why.candidates
    if let k = claim.candidate {
      // The answer's candidate: its target inside the container, measured there; or a target
      // of the walk the container lies in (the answer is no target's), which stays.
      if let j = inside.firstIndex(where: { $0.target == candidates[k].target }) {
        inside[j].isWinner = candidates[k].isWinner
        candidates.replaceSubrange(k...k, with: inside)
      } else {
        candidates.insert(contentsOf: inside, at: k)
      }
    } else {
      candidates.append(contentsOf: inside)
    }
    for i in candidates.indices { candidates[i].rank = i }
    opened.candidates = candidates
    opened.containers =
      [PolicyContainer(node: claim.container, policy: inner.policy, frontmostHit: front)]
      + inner.containers
    return opened
  }
}

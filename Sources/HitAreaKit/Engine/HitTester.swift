/// Decides which node of a tree receives a touch: UIKit's algorithm, extended with hit areas,
/// the overflow switch and an ambiguity policy.
///
/// With every hit area at ``HitArea/bounds``, no overflow switch and the ``ResolutionPolicy/frontmost``
/// policy, the answer is exactly `UIView.hitTest(_:with:)`'s: the eligibility gate (a disabled
/// control, user interaction off, hidden, `alpha < 0.01`), then the node's own area
/// (``HitTestTree/pointInside(_:of:bounds:)``), then the children front to back, first hit wins,
/// points converted through centre, bounds origin, transform and anchor point.
///
/// Views' own rules are kept: a hit area adds to a view's own `point(inside:with:)`
/// (``HitArea/contains(_:in:own:)``); a pass-through node (``HitTestTree/passesTouchesThrough(_:)``) is
/// never the answer, though its subviews are; a child whose class overrides `hitTest(_:with:)`
/// (``HitTestTree/overridesHitTest(_:)``) is asked, before its gate, and where its answer
/// differs from UIKit's order through it, that answer ends the search (`nil`: the touch goes on
/// behind it); where it agrees (a scroll view away from its indicators), the policy reaches into
/// it as into any view. A child with its own policy (``HitTestTree/policy(of:)``) is
/// resolved from there with that policy and its answer taken like a differing one. The overflow
/// switch does not reach into such children: they decide.
///
/// Hit testing is pure: it reads the tree and changes nothing, so it is safe to call several
/// times per touch, from a debugger, or from an audit.
///
/// ```swift
/// let tester = HitTester(tree: snapshot, policy: .nearest)
/// if let node = tester.hitTest(Point(x: 120, y: 300), in: snapshot.root) { … }
/// let why = tester.explain(Point(x: 120, y: 300), in: snapshot.root)
/// ```
public struct HitTester<Tree: HitTestTree> {
  /// The tree adapter.
  public var tree: Tree
  /// How overlapping hit areas are resolved.
  public var policy: ResolutionPolicy
  /// Millimetres per point, to size targets for ``ResolutionPolicy/mostLikely``; 0.16 by default
  /// (an iPhone at @3x is 0.160–0.166).
  public var millimetresPerPoint: Double
  /// The finger model behind ``ResolutionPolicy/mostLikely``.
  public var touchDistance: BayesianTouchDistance
  /// Precomputed reach boxes for the overflow switch; without one, reach is computed on demand
  /// (correct, but proportional to the subtree's size per overflow node visited).
  public var reachIndex: ReachIndex<Tree.Node>?
  /// The automatic minimum size, in points: every automatic target
  /// (``HitTestTree/isAutomaticTarget(_:)``) without a hit area of its own behaves as if it had
  /// ``HitArea/minimumSize(_:)-type.method`` of this side, and overlaps are resolved by ``policy`` (with
  /// ``ResolutionPolicy/frontmost`` taken as ``ResolutionPolicy/mostLikely``) so that an
  /// automatic enlargement never takes a touch from the visible bounds of a neighbour as large
  /// as it or larger.
  ///
  /// `nil` (the default), zero, negative or non-finite: off, and hit testing is exactly as without
  /// the feature. See <doc:AutomaticMinimumHitSize>.
  ///
  /// ```swift
  /// let tester = HitTester(tree: tree, automaticMinimumSize: 44)
  /// ```
  public var automaticMinimumSize: Double?
  /// Whether ``policy`` was set for this subtree explicitly (a view's own policy,
  /// ``HitTestTree/policy(of:)``), rather than being the window's default.
  ///
  /// An explicit policy is kept under the automatic minimum size, ``ResolutionPolicy/frontmost``
  /// included; a default ``ResolutionPolicy/frontmost`` becomes ``ResolutionPolicy/mostLikely``.
  /// `false` by default; the engine sets it on the testers of views with their own policy.
  @usableFromInline package var isPolicyExplicit = false

  /// Creates a hit tester.
  ///
  /// - Parameters:
  ///   - tree: The tree adapter.
  ///   - policy: The ambiguity policy; ``ResolutionPolicy/frontmost`` is UIKit's behaviour.
  ///   - millimetresPerPoint: Physical size of a point, for ``ResolutionPolicy/mostLikely``.
  ///   - touchDistance: The finger model for ``ResolutionPolicy/mostLikely``.
  ///   - reachIndex: Reach boxes for overflow containers (see ``ReachIndex``); build it with the
  ///     same `automaticMinimumSize`.
  ///   - automaticMinimumSize: The automatic minimum size, or `nil` for none.
  public init(
    tree: Tree, policy: ResolutionPolicy = .frontmost, millimetresPerPoint: Double = 0.16,
    touchDistance: BayesianTouchDistance = .lab, reachIndex: ReachIndex<Tree.Node>? = nil,
    automaticMinimumSize: Double? = nil
  ) {
    self.tree = tree
    self.policy = policy
    self.millimetresPerPoint = millimetresPerPoint
    self.touchDistance = touchDistance
    self.reachIndex = reachIndex
    self.automaticMinimumSize = automaticMinimumSize
  }

  /// The side of the automatic minimum size in force, or `nil` when it is off.
  @inlinable var automaticSide: Double? { AutomaticMinimumSize.side(automaticMinimumSize) }

  /// The policy that decides: ``policy``, except that while an automatic minimum size is in force
  /// a ``ResolutionPolicy/frontmost`` that is the window's default (not a view's own) becomes
  /// ``ResolutionPolicy/mostLikely``.
  @inlinable public var effectivePolicy: ResolutionPolicy {
    automaticSide == nil || isPolicyExplicit ? policy : AutomaticMinimumSize.policy(for: policy)
  }

  /// The tester for a subtree whose root has its own policy: this one, with that policy, kept as
  /// explicit.
  ///
  /// An explicit ``ResolutionPolicy/frontmost`` (UIKit's order, chosen on purpose) has no automatic
  /// areas inside.
  @inlinable
  package func nested(_ policy: ResolutionPolicy) -> HitTester {
    var nested = self
    nested.policy = policy
    nested.isPolicyExplicit = true
    if AutomaticMinimumSize.isTurnedOff(byOwnPolicy: policy) { nested.automaticMinimumSize = nil }
    return nested
  }

  /// The root's own policy (``HitTestTree/policy(of:)``) where this tester does not already
  /// resolve by it: a snapshot whose root node has one (a captured row with its own
  /// `hitAreaResolution`) is resolved by it, as any node with one is inside the tree.
  @inlinable
  func rootsOwnPolicy(_ root: Tree.Node) -> ResolutionPolicy? {
    // A tester whose policy is explicit was made for its root's own policy (``nested(_:)``, a
    // view's own hook): the root's policy is not read again (an associated object on a device,
    // for every container on a touch's path).
    guard !isPolicyExplicit, let own = tree.policy(of: root) else { return nil }
    return own
  }

  /// The node that receives a touch at `point`, given in `root`'s bounds space.
  ///
  /// - Returns: The node UIKit's `hitTest` would return under this policy, or `nil`.
  /// - Complexity: O(nodes visited): the nodes whose area (or reach, under overflow) contains the
  ///   point, and their children. Under ``ResolutionPolicy/nearest`` and
  ///   ``ResolutionPolicy/mostLikely``, a child that answers for itself (its own hit test or
  ///   policy) adds a search of its subtree for the answer, to measure the targets on the way.
  @inlinable
  public func hitTest(_ point: Point, in root: Tree.Node) -> Tree.Node? {
    if let own = rootsOwnPolicy(root) { return nested(own).hitTest(point, in: root) }
    if automaticMinimumSize != nil, let side = automaticSide {
      return automaticHit(point, in: root, side: side)
    }
    if policy == .frontmost {
      return frontmostHit(root, tree.geometry(of: root), point, overflowAbove: false)
    }
    var walk = CandidateWalk(tester: self)
    walk.run(point, from: root)
    return walk.decide(effectivePolicy).hit
  }

  /// The decision for a touch at `point` with its reasons: every candidate, the winner, and what
  /// UIKit's order alone would have returned.
  ///
  /// Where the touch lands in a view with its own policy (``HitTestTree/policy(of:)``), the
  /// candidates inside it are those its policy compared, measured as it measured them
  /// (``HitCandidate/container``), and a winner among them is explained by that policy
  /// (``HitTestExplanation/decidingContainer``); containers inside containers alike.
  ///
  /// - Complexity: as ``hitTest(_:in:)``, plus, for each view with its own policy the touch
  ///   lands in, a walk of its subtree and UIKit's order inside it.
  public func explain(_ point: Point, in root: Tree.Node) -> HitTestExplanation<Tree.Node> {
    if let own = rootsOwnPolicy(root) { return nested(own).explain(point, in: root) }
    var walk = CandidateWalk(tester: self)
    walk.run(point, from: root)
    return openingContainers(walk.decide(effectivePolicy))
  }

  // MARK: - UIKit's order

  /// UIKit's order from `node`; `ownSwitch: false` leaves the node's own overflow switch out (the
  /// walk `UIView`'s `hitTest` makes of a view whose switch a hook applies).
  @inlinable
  func frontmostHit(
    _ node: Tree.Node, _ geometry: NodeGeometry, _ p: Point, overflowAbove: Bool,
    ownSwitch: Bool = true
  ) -> Tree.Node? {
    guard tree.interactionState(of: node).isEligible else { return nil }
    let inArea = tree.pointInside(p, of: node, bounds: geometry.bounds)
    let overflow = overflowAbove || (ownSwitch && tree.overflowsHitAreas(node))
    if !inArea {
      guard overflow, reachMayContain(node, geometry, p) else { return nil }
    }
    for child in tree.children(of: node).reversed() {
      let childGeometry = tree.geometry(of: child)
      guard let q = childGeometry.convertFromParent(p) else { continue }
      if let answer = delegatedHit(child, q) {
        if let hit = answer { return hit }
        continue
      }
      if let hit = frontmostHit(child, childGeometry, q, overflowAbove: overflow) { return hit }
    }
    return inArea ? tree.passingThrough(node, at: node) : nil
  }

  /// The answer of a node that decides for itself: resolved with its own policy
  /// (``HitTestTree/policy(of:)``), or asked through its own hit test
  /// (``HitTestTree/overridesHitTest(_:)``).
  ///
  /// `nil` when the engine walks the node; `.some(nil)` when the node lets the touch go on behind
  /// it.
  @inlinable
  func delegatedHit(_ node: Tree.Node, _ p: Point) -> Tree.Node?? {
    if let policy = tree.policy(of: node) {
      return .some(nested(policy).hitTest(p, in: node))
    }
    if tree.overridesHitTest(node) { return .some(tree.ownHitTest(node, at: p)) }
    return nil
  }

  /// The candidate walk's version of ``delegatedHit(_:_:)``: a child with its own policy answers
  /// as there; a child whose class overrides `hitTest` is asked, and its answer is taken only
  /// where it differs from UIKit's order through it (``Claim/walk`` when the walk should visit
  /// it, which then also finds that answer).
  ///
  /// Where the class answers what UIKit's order answers, it adds nothing at this point (UIKit's
  /// scroll and transition views away from their scroll indicators and ignored touches), and the
  /// policy reaches into it as into any view. Where it answers `nil` and UIKit's order answers the
  /// child itself (the overlay pattern, `v === self ? nil : v`), it is a pass-through view at this
  /// point: the walk visits it without recording it, so the enlargements inside stay reachable.
  /// UIKit's order is taken with the overflow switch in force above, so the switch still does
  /// not reach into it.
  ///
  /// `policy` is the node's own policy, when the caller has read it already (each read is an
  /// associated-object lookup on a device).
  @inlinable
  func claimedHit(
    _ node: Tree.Node, _ geometry: NodeGeometry, _ p: Point, overflowAbove: Bool,
    policy known: ResolutionPolicy?? = nil
  ) -> Claim<Tree.Node> {
    if let policy = known ?? tree.policy(of: node) {
      return .answer(nested(policy).hitTest(p, in: node))
    }
    guard tree.overridesHitTest(node) else { return .walk }
    let own = tree.ownHitTest(node, at: p)
    let uikit = frontmostHit(node, geometry, p, overflowAbove: overflowAbove)
    if own == uikit { return .walk }
    if own == nil, uikit == node { return .walkPassingThrough }
    return .answer(own)
  }

  /// Whether the point may lie in the reach of a node under an overflow switch, from the index
  /// or computed on demand.
  @inlinable
  func reachMayContain(_ node: Tree.Node, _ geometry: NodeGeometry, _ p: Point) -> Bool {
    let box: Rect
    if let index = reachIndex, let indexed = index.reach(of: node) {
      box = indexed
    } else {
      box = ReachIndex<Tree.Node>.reach(
        tree, node, geometry, automaticMinimumSize: automaticMinimumSize)
    }
    return ReachIndex<Tree.Node>.mayContain(box, p)
  }
}

extension HitTester: Sendable where Tree: Sendable, Tree.Node: Sendable {}

/// What the walk does with a child that may decide for itself (``HitTester/claimedHit(_:_:_:overflowAbove:)``).
@usableFromInline
enum Claim<Node> {
  /// Visit it as any view.
  case walk
  /// Visit it, but never take it as the answer: its own hit test passes the touch through itself.
  case walkPassingThrough
  /// Take its answer (`nil`: the touch goes on behind it).
  case answer(Node?)

  /// Whether the walk visits it as a pass-through view.
  @inlinable var passesThrough: Bool {
    if case .walkPassingThrough = self { return true }
    return false
  }
}

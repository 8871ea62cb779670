// UIKit answers first; an enlarged area only redirects.

extension HitTester {
  /// The UIKit-first hit test: UIKit's own answer, redirected to an enlarged target only where
  /// UIKit gives the touch to no target on its visible bounds, and only where UIKit, asked again
  /// at the nearest point of that target's visible bounds, answers it.
  ///
  /// 1. UIKit is asked first (`uikit`, the window's or container's own `hitTest`). When its answer
  ///    lies in a target (``HitTestTree/isTarget(_:)``, walking up with
  ///    ``HitTestTree/parent(of:)``) and the point is on that target's visible bounds, that is the
  ///    answer, at UIKit's cost. One exception: under ``automaticMinimumSize`` a target that meets
  ///    the minimum on its own may share its edge (never its centre) with a smaller target's ring
  ///    that sits on or against it, where nothing between them starts drags or edits text
  ///    (a close button on its card).
  /// 2. Otherwise (a background, a scroll view, `nil`, a target reached only through an enlarged
  ///    area), or in that exception, the candidate walk finds the enlarged areas at the point
  ///    (automatic, explicit, through the overflow switch) and ``effectivePolicy`` chooses.
  /// 3. The winner is validated by UIKit: `uikit` is asked at the nearest point inside the
  ///    winner's visible bounds, and the touch is redirected only when it answers the winner or a
  ///    view inside it (a winner that sticks out of an ancestor through the overflow switch is
  ///    asked itself, ``HitTestTree/ownHitTest(_:at:)``, where the root finds nothing there). So
  ///    UIKit's private rules (a view animating without user interaction) and other libraries'
  ///    hit-test hooks hold for every redirection. Where UIKit found nothing in this window and
  ///    a window below keeps the touch at the point (`isTargetBelow`: a target on its visible
  ///    bounds, a view that handles touches or one inside a scroll view or pan area), the touch
  ///    is left to that window.
  ///
  /// A root with its own policy (``HitTestTree/policy(of:)``: a window or container whose
  /// `hitAreaResolution` is set) is decided by it, kept as explicit, as ``hitTest(_:in:)``
  /// decides such a view inside the tree: an explicit ``ResolutionPolicy/frontmost`` (UIKit's
  /// order, chosen on purpose) has no automatic areas inside, and any other is not turned into
  /// ``ResolutionPolicy/mostLikely``.
  ///
  /// Only direct finger touches are redirected (`input`); pointer, hover and pencil input take
  /// UIKit's answer as it is. Where UIKit's answer lies in a view drawn through a 3-D transform
  /// (``NodeGeometry/isThreeDimensional``: a perspective, a rotation about x or y, a
  /// `sublayerTransform`), that answer stands: the engine knows only the affine part, so nothing
  /// there gets a ring or wins a redirection, while an explicit hit area on such a view still
  /// counts where UIKit asks the view itself.
  ///
  /// ```swift
  /// // In the window's hitTest hook, `original` calling the implementation it replaced:
  /// let decision = tester.redirectedHitTest(Point(point), in: window, uikit: { original($0) })
  /// return decision.hit
  /// ```
  ///
  /// - Parameters:
  ///   - point: The touch, in `root`'s bounds space.
  ///   - root: The window or container whose hit test this is.
  ///   - input: What kind of input the touch is.
  ///   - uikit: UIKit's own hit test of `root` at a point of its bounds space, without
  ///     HitAreaKit's decision for `root` (other hooks, HitAreaKit's on other views included).
  ///   - isTargetBelow: Whether a window below `root` keeps the touch at the point (in `root`'s
  ///     bounds space): a target on its visible bounds, or a view that handles touches or starts
  ///     drags (`claimsTouch(_:in:at:)`); asked only before a touch UIKit gave to nothing here
  ///     is redirected.
  ///   - passesTouchOn: Whether `root`'s hit test as the app's class answers it (its override of
  ///     `hitTest` around this decision, which `uikit` does not run) gives the touch at the point
  ///     to nothing, so that UIKit asks the windows below next: a pass-through window subclass
  ///     (`rootViewController?.view == v ? nil : v`). Asked, where `root`'s class overrides
  ///     `hitTest` (``HitTestTree/overridesHitTest(_:)``), only before a ring takes a touch
  ///     that UIKit gave to no target; `nil`: such a class passes the touch on where UIKit
  ///     answers `root` itself (`v === self ? nil : v`).
  /// - Returns: The decision: the view that receives the touch, and why.
  /// - Complexity: UIKit's hit test, plus O(depth) to find the target of its answer; where the
  ///   walk runs, the candidate walk and one more UIKit hit test (two under a class that
  ///   overrides `hitTest`, with `passesTouchOn`).
  @inlinable
  public func redirectedHitTest(
    _ point: Point, in root: Tree.Node, input: TouchInput = .directTouch,
    uikit: (Point) -> Tree.Node?, isTargetBelow: (Point) -> Bool = { _ in false },
    passesTouchOn: ((Point) -> Bool)? = nil
  ) -> RedirectionDecision<Tree.Node> {
    if let own = rootsOwnPolicy(root) {
      return nested(own).redirectedHitTest(
        point, in: root, input: input, uikit: uikit, isTargetBelow: isTargetBelow,
        passesTouchOn: passesTouchOn)
    }
    guard input == .directTouch else {
      // Rings are for fingers. Explicit settings (a container's policy, the overflow switch)
      // apply to every input; a root with none of them answers as UIKit does.
      guard
        automaticMinimumSize != nil || isPolicyExplicit || policy != .frontmost
          || tree.overflowsHitAreas(root)
      else {
        let first = uikit(point)
        return RedirectionDecision(uikitAnswer: first, hit: first, reason: .notADirectTouch)
      }
      var explicit = self
      explicit.automaticMinimumSize = nil
      if !isPolicyExplicit && policy == .frontmost && !tree.overflowsHitAreas(root) {
        let first = uikit(point)
        return RedirectionDecision(uikitAnswer: first, hit: first, reason: .notADirectTouch)
      }
      var decision = explicit.redirectedHitTest(
        point, in: root, input: .directTouch, uikit: uikit, isTargetBelow: isTargetBelow,
        passesTouchOn: passesTouchOn)
      if decision.reason == .uikitOnTarget { decision.reason = .notADirectTouch }
      return decision
    }
    let first = uikit(point)
    let answered = first.flatMap { target(containing: $0, below: root, at: point) }
    if let first, let answered, answered.isOnVisibleBounds, !mayShareEdge(answered, at: point) {
      return RedirectionDecision(uikitAnswer: first, hit: first, reason: .uikitOnTarget)
    }
    if let first,
      answered?.isInDepth == true
        || hasAncestor(from: first, below: answered?.node ?? root, where: tree.isThreeDimensional)
    {
      // Drawn through a 3-D transform: only UIKit knows where it is, and its answer stands
      // (asked here, after the common case, which returns UIKit's answer anyway).
      return RedirectionDecision(uikitAnswer: first, hit: first, reason: .uikitInDepth)
    }
    var walk = CandidateWalk(tester: self)
    walk.uikitAnswer = first.map { ($0, root) }
    walk.run(point, from: root)
    let explanation = walk.decide(effectivePolicy)
    var decision = RedirectionDecision(
      uikitAnswer: first, hit: first, reason: .noEnlargedTarget, explanation: explanation)
    guard let winner = explanation.winner ?? explanation.candidates.first(where: \.isWinner),
      let chosen = explanation.hit
    else { return decision }
    decision.winner = winner.target
    if let first, first == chosen || isInside(first, winner.target) {
      decision.reason = .uikitWins
      return decision
    }
    if first != nil, let answered, !answered.isOnVisibleBounds, winner.isAutomatic {
      // UIKit gave the touch to a target through that target's own enlargement (its hit area,
      // its own `point(inside:)`, UIKit's private insets): an automatic ring, the weakest
      // claim, never takes it. Explicit areas still compete by the policy.
      decision.reason = .uikitWins
      return decision
    }
    // Where this window passes the touch on, UIKit asks the windows below next: a ring never
    // takes a touch that a target on its visible bounds, or a view that handles touches or starts
    // drags, keeps there (`claimsTouch(_:in:at:)`). A window passes it on when UIKit
    // answers nothing here, or when the window's class overrides `hitTest` (a pass-through
    // window subclass, whose override turns UIKit's answer into `nil` around this hook: the
    // window itself, or its root view controller's view) and its answer is `nil`: then UIKit's
    // answer stands, and the override has the last word. The windows below are asked first:
    // where none keeps the touch (an app of one window), the override is not run again.
    if first == nil || tree.overridesHitTest(root), isTargetBelow(point),
      first == nil || (passesTouchOn.map { $0(point) } ?? (first == root))
    {
      decision.reason = .targetBelow
      return decision
    }
    let v = Self.validationPoint(point, in: winner.visibleFrame)
    decision.validationPoint = v
    let asked = uikit(v)
    if let asked, target(containing: asked, below: root, at: nil)?.node == winner.target {
      // UIKit answers the winner, or a view inside it that is no target of its own (never a
      // switch inside a winning row).
      decision.hit = asked
      decision.reason = .redirected
      return decision
    }
    if asked.map({ isInside(winner.target, $0) }) ?? true,
      isBeyondAnAncestor(winner.target, at: v, in: root),
      let local = Self.convert(v, from: root, to: winner.target, in: tree),
      let own = tree.ownHitTest(winner.target, at: local),
      own == winner.target
        || target(containing: own, below: winner.target, at: nil)?.node == winner.target
    {
      // Reached through the overflow switch: UIKit stops short of the target (nothing, or one
      // of its ancestors, nothing in front of it), because the target sticks out of an ancestor
      // that rejects the point; every ancestor is eligible, and the target's own hit test has
      // the last word.
      decision.hit = own
      decision.reason = .redirected
      return decision
    }
    decision.reason = .refusedByUIKit
    return decision
  }

  /// The UIKit-first answer alone (``redirectedHitTest(_:in:input:uikit:isTargetBelow:passesTouchOn:)``'s
  /// ``RedirectionDecision/hit``).
  ///
  /// ```swift
  /// let view = tester.redirectedHit(Point(point), in: window) { original($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - point: The touch, in `root`'s bounds space.
  ///   - root: The window or container.
  ///   - uikit: UIKit's own hit test of `root`.
  /// - Returns: The view that receives the touch.
  @inlinable
  public func redirectedHit(_ point: Point, in root: Tree.Node, uikit: (Point) -> Tree.Node?)
    -> Tree.Node?
  {
    redirectedHitTest(point, in: root, uikit: uikit).hit
  }

  /// Whether UIKit's answer in another window keeps the touch from a ring in a window above.
  ///
  /// This is what `isTargetBelow` asks of each window below. It does when the answer lies in a
  /// target and the point is on that target's visible bounds, when the answer handles touches
  /// itself (a map, a canvas, a target reached through its own enlargement), or when a view it
  /// lies in starts drags (a scroll view, a pan or swipe area: the touch may start a scroll
  /// there), as a window's own views keep it from its rings.
  ///
  /// ```swift
  /// let below = { p in lower.contains { tester.claimsTouch($0.uikitHitTest(p), in: $0, at: p) } }
  /// ```
  ///
  /// - Parameters:
  ///   - answer: UIKit's answer in that window.
  ///   - root: That window.
  ///   - point: The point, in its bounds space.
  /// - Complexity: O(depth of the answer).
  @inlinable
  package func claimsTouch(_ answer: Tree.Node?, in root: Tree.Node, at point: Point) -> Bool {
    guard let answer else { return false }
    if target(containing: answer, below: root, at: point)?.isOnVisibleBounds == true
      || tree.handlesTouches(answer)
    {
      return true
    }
    return hasAncestor(from: answer, below: root, where: tree.interceptsDrags)
      || tree.interceptsDrags(root)
  }

  /// The target a view lies in, with where the point falls in it.
  @usableFromInline
  struct ContainingTarget {
    @usableFromInline var node: Tree.Node
    /// Whether the point lies on the target's visible bounds.
    @usableFromInline var isOnVisibleBounds: Bool
    /// The target's visible bounds in root space (the box around them).
    @usableFromInline var visibleFrame: Rect
    /// Whether the target or an ancestor of it below the root is drawn through a 3-D transform
    /// (read from the geometry the measuring walk reads anyway; `false` when not measured).
    @usableFromInline var isInDepth: Bool

    @inlinable
    init(node: Tree.Node, isOnVisibleBounds: Bool, visibleFrame: Rect, isInDepth: Bool = false) {
      self.node = node
      self.isOnVisibleBounds = isOnVisibleBounds
      self.visibleFrame = visibleFrame
      self.isInDepth = isInDepth
    }
  }

  /// The nearest target at or above `view` in `root`'s subtree, or `nil` when there is none or
  /// the tree cannot walk up to `root`; measured against the point (root space) unless `point`
  /// is `nil` (then ``ContainingTarget/isOnVisibleBounds`` is `false` and the frame null).
  ///
  /// One walk up, no array: this is the cost every touch pays. Below the target it asks only
  /// whether each view is a target; from the target up it composes the transform to the root.
  @inlinable
  func target(containing view: Tree.Node, below root: Tree.Node, at point: Point?)
    -> ContainingTarget?
  {
    var found: Tree.Node? = nil
    var bounds = Rect.null
    var toRoot = AffineTransform.identity
    var isInDepth = false
    var current = view
    var steps = 0
    while current != root {
      if found == nil, tree.isCandidateTarget(current) { found = current }
      if found != nil, point != nil {
        let g = tree.geometry(of: current)
        if current == found { bounds = g.bounds.standardized }
        toRoot = toRoot.concatenating(g.toParent)
        isInDepth = isInDepth || g.isThreeDimensional
      }
      guard let parent = tree.parent(of: current), steps < 4_096 else { return nil }
      current = parent
      steps += 1
    }
    if found == nil, tree.isCandidateTarget(root) {
      found = root
      if point != nil { bounds = tree.geometry(of: root).bounds.standardized }
    }
    guard let target = found else { return nil }
    guard let point else {
      return ContainingTarget(node: target, isOnVisibleBounds: false, visibleFrame: .null)
    }
    guard let fromRoot = toRoot.inverted() else { return nil }
    return ContainingTarget(
      node: target, isOnVisibleBounds: bounds.contains(fromRoot.apply(to: point)),
      visibleFrame: toRoot.boundingBox(of: bounds), isInDepth: isInDepth)
  }

  /// Whether a target UIKit gave the touch to may still share its edge with a smaller target's
  /// ring: under the automatic minimum size, for a target that meets it on its own and does not
  /// edit text, away from its visible centre.
  @inlinable
  func mayShareEdge(_ target: ContainingTarget, at point: Point) -> Bool {
    guard let side = automaticSide else { return false }
    let frame = target.visibleFrame
    guard Swift.min(frame.width, frame.height) >= side, !tree.isTextInput(target.node) else {
      return false
    }
    let radius = Swift.min(frame.width, frame.height) / 4
    let (dx, dy) = (point.x - frame.midX, point.y - frame.midY)
    return dx * dx + dy * dy > radius * radius
  }

  /// Whether a target is reached at `point` (root space) only through the overflow switch:
  /// every ancestor up to the root is eligible, some ancestor's own area rejects the point, and
  /// an ancestor above that one has the switch on.
  @inlinable
  func isBeyondAnAncestor(_ target: Tree.Node, at point: Point, in root: Tree.Node) -> Bool {
    let chain = tree.ancestry(of: target)
    guard let top = chain.firstIndex(of: root), top > 0 else { return false }
    var local = point
    var overflow = false
    for index in stride(from: top, through: 1, by: -1) {  // the root down to the target's parent
      let node = chain[index]
      let g = tree.geometry(of: node)
      if index != top {
        guard let q = g.convertFromParent(local) else { return false }
        local = q
      }
      guard tree.interactionState(of: node).isEligible else { return false }
      overflow = overflow || tree.overflowsHitAreas(node)
      if !tree.pointInside(local, of: node, bounds: g.bounds) { return overflow }
    }
    return false
  }

  /// Whether a node, or an ancestor of it below `end`, satisfies `predicate` (`end` itself is
  /// not asked; a node that is `end` asks nothing).
  @inlinable
  func hasAncestor(
    from node: Tree.Node, below end: Tree.Node, where predicate: (Tree.Node) -> Bool
  ) -> Bool {
    var current: Tree.Node? = node
    var steps = 0
    while let view = current, view != end, steps <= 4_096 {
      if predicate(view) { return true }
      current = tree.parent(of: view)
      steps += 1
    }
    return false
  }

  /// Whether `view` is `target` or lies inside it.
  @inlinable
  func isInside(_ view: Tree.Node, _ target: Tree.Node) -> Bool {
    var current: Tree.Node? = view
    var steps = 0
    while let node = current, steps <= 4_096 {
      if node == target { return true }
      current = tree.parent(of: node)
      steps += 1
    }
    return false
  }

  /// The point inside a visible frame nearest to `point`, kept a quarter of a point (or a
  /// quarter of the frame, when it is smaller) inside its edges so that UIKit's half-open bounds
  /// test takes it.
  @inlinable
  static func validationPoint(_ point: Point, in frame: Rect) -> Point {
    let f = frame.standardized
    let insetX = Swift.min(0.25, f.width / 4)
    let insetY = Swift.min(0.25, f.height / 4)
    return Point(
      x: Swift.min(Swift.max(point.x, f.minX + insetX), f.maxX - insetX),
      y: Swift.min(Swift.max(point.y, f.minY + insetY), f.maxY - insetY))
  }

  /// A point in `root`'s bounds space converted into `node`'s, or `nil` when `node` is not in
  /// `root`'s subtree (or a transform on the way cannot be inverted).
  @inlinable
  static func convert(_ point: Point, from root: Tree.Node, to node: Tree.Node, in tree: Tree)
    -> Point?
  {
    let chain = tree.ancestry(of: node)
    guard let top = chain.firstIndex(of: root) else { return nil }
    var local = point
    for step in chain[..<top].reversed() {
      guard let q = tree.geometry(of: step).convertFromParent(local) else { return nil }
      local = q
    }
    return local
  }
}

extension HitTestTree {
  /// The node and its ancestors (``parent(of:)``), the node first; at most 4,096 of them.
  ///
  /// - Complexity: O(depth).
  @inlinable
  package func ancestry(of node: Node) -> [Node] {
    var chain = [node]
    var current = parent(of: node)
    while let ancestor = current, chain.count < 4_096 {
      chain.append(ancestor)
      current = parent(of: ancestor)
    }
    return chain
  }
}

/// The walk behind the ``ResolutionPolicy/nearest`` and ``ResolutionPolicy/mostLikely`` policies
/// and behind every explanation.
///
/// It follows UIKit's order (children front to back, the gate, the node's area or reach) and
/// records every view whose hit area contains the point, instead of stopping at the first. A
/// *direct* hit (the point inside a view's visible bounds) still ends the search, as in UIKit and
/// Jetpack Compose: whatever lies behind a view that is really under the finger is occluded.
/// Expanded hits (inside the hit area, outside the bounds) do not end it. Pass-through nodes are
/// never recorded; the answer of a child that decides for itself (its own policy, or its own hit
/// test where that differs from UIKit's order) is recorded as a direct hit, and a child with its
/// own policy is noted (``containerClaim``) so that an explanation can say what that policy
/// compared (``HitTester/openingContainers(_:)``). A child whose own hit test agrees with UIKit's
/// order at the point is visited like any view.
@usableFromInline
struct CandidateWalk<Tree: HitTestTree> {
  @usableFromInline typealias Node = Tree.Node

  /// The nearest enclosing target of a recorded view, with what is needed to measure the touch
  /// against its visible bounds in root space.
  @usableFromInline
  struct Owner {
    @usableFromInline var node: Node
    @usableFromInline var bounds: Rect
    @usableFromInline var localPoint: Point
    @usableFromInline var toRoot: AffineTransform
    /// The targets this one is nested in, outermost first.
    @usableFromInline var enclosingTargets: [Node]

    @inlinable
    init(
      node: Node, bounds: Rect, localPoint: Point, toRoot: AffineTransform, enclosing: Owner?
    ) {
      self.node = node
      self.bounds = bounds
      self.localPoint = localPoint
      self.toRoot = toRoot
      self.enclosingTargets = enclosing.map { $0.enclosingTargets + [$0.node] } ?? []
    }
  }

  /// A view whose hit area contains the point, in UIKit's visiting order.
  @usableFromInline
  struct Record {
    @usableFromInline var view: Node
    @usableFromInline var owner: Owner?
    @usableFromInline var isDirect: Bool
    /// Whether the view is the answer of a node that decided for itself: a direct hit for its
    /// target, wherever the target is.
    @usableFromInline var isClaimed: Bool
    /// Whether the view accepted the point only through the automatic minimum size
    /// (``HitTester/automaticMinimumSize``).
    @usableFromInline var isAutomatic: Bool
    /// Whether this is a direct or claimed hit on a view that handles touches and is not itself a
    /// target (``HitTestTree/handlesTouches(_:)``): it keeps the touch from the automatic areas
    /// recorded before ``descendantsFrom``.
    ///
    /// Recorded only under an automatic minimum size.
    @usableFromInline var blocksAutomatic: Bool
    /// The index of the first record made inside this view's subtree: earlier records are views
    /// that are not its descendants.
    @usableFromInline var descendantsFrom: Int

    @inlinable
    init(
      view: Node, owner: Owner?, isDirect: Bool, isClaimed: Bool = false, isAutomatic: Bool = false,
      blocksAutomatic: Bool = false, descendantsFrom: Int = 0
    ) {
      self.blocksAutomatic = blocksAutomatic
      self.descendantsFrom = descendantsFrom
      self.view = view
      self.owner = owner
      self.isDirect = isDirect
      self.isClaimed = isClaimed
      self.isAutomatic = isAutomatic
    }
  }

  @usableFromInline let tester: HitTester<Tree>
  @usableFromInline var records: [Record] = []
  @usableFromInline var point = Point.zero
  /// The automatic minimum size in force, or `nil`.
  @usableFromInline let automaticSide: Double?
  /// UIKit's answer at the point, when UIKit was asked first
  /// (``HitTester/redirectedHitTest(_:in:input:uikit:isTargetBelow:passesTouchOn:)``), and the root it was
  /// asked from: a view on the path from the answer up to the root whose class overrides
  /// `hitTest` answered UIKit's answer, which lies inside it, so the walk visits it without asking
  /// it again (a chain of overriding views costs its depth, not its square).
  @usableFromInline var uikitAnswer: (answer: Node, root: Node)? = nil
  /// The path from ``uikitAnswer`` up to its root, made the first time an overriding view asks
  /// (most walks meet none).
  @usableFromInline var uikitPath: [Node]? = nil
  /// Reach indexes of the overflow subtrees this walk met without the tester's index (an
  /// overflow list inside a window whose own switch is off): each built once, the first time a
  /// node in it is asked, so the walk costs the subtree once, not once per cell.
  @usableFromInline var reachIndexes: [ReachIndex<Node>] = []
  /// Under an automatic minimum size, the records before this index are views outside a view
  /// that starts drags (a scroll view, a pan or swipe recognizer) and holds the direct hit that
  /// ended the walk: their automatic enlargements never take the touch, which may start a scroll
  /// or a swipe (a floating button beside a scroll view's plain content).
  @usableFromInline var dragBlockedBefore = 0
  /// The child with its own policy whose answer ended the walk, if one did.
  @usableFromInline var containerClaim: ContainerClaim<Node>? = nil

  @inlinable
  init(tester: HitTester<Tree>) {
    self.tester = tester
    self.automaticSide = tester.automaticSide
  }

  @inlinable
  mutating func run(_ p: Point, from root: Node) {
    point = p
    let geometry = tester.tree.geometry(of: root)
    _ = visit(root, geometry, p, overflowAbove: false, parentToRoot: nil, owner: nil)
  }

  /// Visits a node; returns `true` when a direct hit ends the search.
  ///
  /// The node's transform to root space is composed only once the node accepts the point
  /// (`parentToRoot` is `nil` for the root).
  @inlinable
  mutating func visit(
    _ node: Node, _ geometry: NodeGeometry, _ p: Point, overflowAbove: Bool,
    parentToRoot: AffineTransform?, owner: Owner?, passingThrough: Bool = false
  ) -> Bool {
    let tree = tester.tree
    guard tree.interactionState(of: node).isEligible else { return false }
    let bounds = geometry.bounds
    var inArea = tree.pointInside(p, of: node, bounds: bounds)
    var isAutomatic = false
    if !inArea, let side = automaticSide,
      AutomaticMinimumSize.enlargementContains(p, bounds: bounds, side: side),
      AutomaticMinimumSize.applies(to: node, in: tree)
    {
      // The automatic area adds to the view's own rule, which just said no; the geometry is
      // checked first, so the tree classifies only the views the point is near.
      isAutomatic = true
      inArea = true
    }
    let overflow = overflowAbove || tree.overflowsHitAreas(node)
    if !inArea {
      guard overflow, reachMayContain(node, geometry, p) else { return false }
    }
    let toRoot = parentToRoot.map { geometry.toParent.concatenating($0) } ?? .identity
    let myOwner =
      tree.isCandidateTarget(node)
      ? Owner(node: node, bounds: bounds, localPoint: p, toRoot: toRoot, enclosing: owner) : owner
    let firstInside = records.count
    for child in tree.children(of: node).reversed() {
      let childGeometry = tree.geometry(of: child)
      guard let q = childGeometry.convertFromParent(p) else { continue }
      // A child with its own policy, or one that overrides `hitTest` off UIKit's path, may
      // claim the touch; any other child is walked.
      var claim = Claim<Node>.walk
      let policy = tree.policy(of: child)  // read once: an associated object on a device
      if policy != nil || (tree.overridesHitTest(child) && !isOnUIKitPath(child)) {
        claim = tester.claimedHit(
          child, childGeometry, q, overflowAbove: overflow, policy: .some(policy))
      }
      if case .answer(let answer) = claim {
        guard let hit = answer else { continue }
        let childToRoot = childGeometry.toParent.concatenating(toRoot)
        if let policy {
          containerClaim = ContainerClaim(
            container: child, policy: policy, point: q, toRoot: childToRoot,
            enclosingTarget: myOwner?.node, outerTargets: myOwner?.enclosingTargets ?? [])
        }
        recordDelegated(hit, from: child, childGeometry, q, toRoot: childToRoot, owner: myOwner)
        noteDirectHit(inside: node, from: firstInside)
        return true
      }
      if visit(
        child, childGeometry, q, overflowAbove: overflow, parentToRoot: toRoot, owner: myOwner,
        passingThrough: claim.passesThrough)
      {
        noteDirectHit(inside: node, from: firstInside)
        return true
      }
    }
    guard inArea, !passingThrough, !tree.passesTouchesThrough(node) else { return false }
    let isDirect = bounds.contains(p)
    let blocks =
      isDirect && automaticSide != nil && !tree.isCandidateTarget(node) && tree.handlesTouches(node)
    records.append(
      Record(
        view: node, owner: myOwner, isDirect: isDirect, isAutomatic: isAutomatic,
        blocksAutomatic: blocks, descendantsFrom: firstInside))
    return isDirect
  }

  /// Whether the point may lie in a node's reach under an overflow switch: from the tester's
  /// index, else from an index of the node's subtree that this walk builds the first time it
  /// meets a node outside those it has (``reachIndexes``).
  @inlinable
  mutating func reachMayContain(_ node: Node, _ geometry: NodeGeometry, _ p: Point) -> Bool {
    if tester.reachIndex != nil { return tester.reachMayContain(node, geometry, p) }
    for index in reachIndexes {
      if let box = index.reach(of: node) { return ReachIndex<Node>.mayContain(box, p) }
    }
    let index = ReachIndex(
      tree: tester.tree, root: node, automaticMinimumSize: tester.automaticMinimumSize)
    reachIndexes.append(index)
    return ReachIndex<Node>.mayContain(index.reach(of: node) ?? .null, p)
  }

  /// Whether a view lies on the path from UIKit's answer up to the root it was asked from.
  @inlinable
  mutating func isOnUIKitPath(_ node: Node) -> Bool {
    if uikitPath == nil {
      var path: [Node] = []
      var current = uikitAnswer?.answer
      while let view = current, path.count < 4_096 {
        path.append(view)
        current = view == uikitAnswer?.root ? nil : tester.tree.parent(of: view)
      }
      uikitPath = path
    }
    return uikitPath?.contains(node) ?? false
  }

  /// A direct hit ended the walk inside `node`'s subtree, whose records start at `firstInside`:
  /// when `node` starts drags, the automatic enlargements recorded before (views outside it, in
  /// front) are kept out (``dragBlockedBefore``).
  @inlinable
  mutating func noteDirectHit(inside node: Node, from firstInside: Int) {
    if automaticSide != nil, tester.tree.interceptsDrags(node) {
      dragBlockedBefore = Swift.max(dragBlockedBefore, firstInside)
    }
  }

  /// Records the answer of a child that decided for itself (its own hit test or policy) as a
  /// direct hit.
  ///
  /// The targets on the way from the child down to the answer are measured where they are; an
  /// answer found outside the child's subtree is measured by the child's bounds.
  @inlinable
  mutating func recordDelegated(
    _ hit: Node, from node: Node, _ geometry: NodeGeometry, _ p: Point, toRoot: AffineTransform,
    owner: Owner?
  ) {
    let tree = tester.tree
    var current =
      tree.isCandidateTarget(node)
      ? Owner(node: node, bounds: geometry.bounds, localPoint: p, toRoot: toRoot, enclosing: owner)
      : owner
    if hit != node {
      var measured = false
      if let path = Self.path(in: tree, from: node, to: hit) {
        measured = true
        var local = p
        var transform = toRoot
        for step in path {
          let g = tree.geometry(of: step)
          guard let q = g.convertFromParent(local) else {
            measured = false
            break
          }
          local = q
          transform = g.toParent.concatenating(transform)
          if tree.isCandidateTarget(step) {
            current = Owner(
              node: step, bounds: g.bounds, localPoint: q, toRoot: transform, enclosing: current)
          }
        }
      }
      if !measured, tree.isCandidateTarget(hit) {
        current = Owner(
          node: hit, bounds: geometry.bounds, localPoint: p, toRoot: toRoot, enclosing: current)
      }
    }
    // A claim (the answer of a class's own hit test, or of a policy) keeps the touch from the
    // automatic areas in front of it when either end handles touches.
    let blocks =
      automaticSide != nil && !tree.isCandidateTarget(hit)
      && (tree.handlesTouches(hit) || tree.handlesTouches(node))
    records.append(
      Record(
        view: hit, owner: current, isDirect: true, isClaimed: true, blocksAutomatic: blocks,
        descendantsFrom: records.count))
  }

  /// The nodes from below `root` down to `target` (inclusive), or `nil` when `target` is not in
  /// `root`'s subtree.
  ///
  /// Depth first, without recursion; O(size of the subtree).
  @inlinable
  static func path(in tree: Tree, from root: Node, to target: Node) -> [Node]? {
    var stack: [(node: Node, depth: Int)] = [(root, 0)]
    var path: [Node] = []
    while let (node, depth) = stack.popLast() {
      if depth > 0 {
        path.removeSubrange((depth - 1)...)
        path.append(node)
        if node == target { return path }
      }
      for child in tree.children(of: node) { stack.append((child, depth + 1)) }
    }
    return nil
  }

  /// Applies a policy to the recorded hits.
  ///
  /// Under the automatic minimum size, enlargements a direct hit keeps out
  /// (``automaticContenders(_:at:)``, and ``Record/blocksAutomatic``) take no part: the policy chooses among the rest, and
  /// ``ResolutionPolicy/frontmost`` (a view's explicit policy) takes the first record that is not
  /// one of them.
  @inlinable
  func decide(_ policy: ResolutionPolicy) -> HitTestExplanation<Node> {
    let frontmost = records.first?.view
    // By index throughout, with one array of candidates and one of flags: a touch in a ring
    // pays for this on every hit test, and copies of records and candidates cost retains.
    var candidates: [HitCandidate<Node>] = []
    candidates.reserveCapacity(records.count)
    var blocked: [Bool] = []
    var hasAutomatic = false
    var blockedBefore = dragBlockedBefore
    for i in records.indices where records[i].blocksAutomatic {
      blockedBefore = Swift.max(blockedBefore, records[i].descendantsFrom)
    }
    for index in records.indices {
      // Few candidates: a scan beats hashing into a set.
      guard let owner = records[index].owner,
        !candidates.contains(where: { $0.target == owner.node })
      else { continue }
      let isRing = records[index].isAutomatic && records[index].view == owner.node
      var c = candidate(
        owner, view: records[index].view, rank: candidates.count,
        claimed: records[index].isClaimed, ringSide: isRing ? automaticSide : nil)
      if isRing {
        c.isAutomatic = true
        hasAutomatic = true
      }
      blocked.append(c.isAutomatic && index < blockedBefore)
      candidates.append(c)
    }
    var winner: Int? = nil
    var hit: Node? = frontmost
    if hasAutomatic {
      // The automatic candidates that may win; the others always may.
      let kept = automaticContenders(candidates, at: point)
      let mayWin = blocked.indices.map { !blocked[$0] && kept[$0] }
      // The first record that is no automatic enlargement kept out.
      let firstKept = records.firstIndex { record in
        !record.isAutomatic
          || !candidates.indices.contains {
            candidates[$0].isAutomatic && candidates[$0].target == record.view && !mayWin[$0]
          }
      }
      let keptView = firstKept.map { records[$0].view }
      switch policy.known {
      case .frontmost:
        hit = keptView
        winner = candidates.firstIndex { $0.view == hit }
      case .nearest, .mostLikely:
        winner =
          policy == .nearest
          ? nearestWinner(candidates, among: mayWin)
          : argmin(candidates, among: mayWin) { $0.touchDistance }
        hit = winner.map { candidates[$0].view } ?? keptView
      }
    } else {
      switch policy.known {
      case .frontmost: winner = candidates.firstIndex { $0.view == frontmost }
      case .nearest: winner = nearestWinner(candidates, among: nil)
      case .mostLikely: winner = argmin(candidates, among: nil) { $0.touchDistance }
      }
      if policy != .frontmost, let w = winner { hit = candidates[w].view }
    }
    if let w = winner { candidates[w].isWinner = true }
    var why = HitTestExplanation(
      point: point, policy: policy, hit: hit, frontmostHit: frontmost, candidates: candidates,
      stoppedAt: records.last.flatMap { $0.isDirect ? $0.view : nil })
    if var claim = containerClaim {
      // The claim is the last record; it made the last candidate unless its target was one.
      if let last = candidates.last, last.view == records.last?.view {
        claim.candidate = candidates.count - 1
      }
      why.containerClaim = claim
    }
    return why
  }

  /// The ``ResolutionPolicy/nearest`` rule: a direct hit wins over expanded hits, except those
  /// of targets nested inside it (a switch's enlarged area inside its row belongs to the switch);
  /// otherwise the nearest visible bounds win; ties go to the front-most.
  @inlinable
  func nearestWinner(_ candidates: [HitCandidate<Node>], among mask: [Bool]?) -> Int? {
    let allowed = { (i: Int) in mask?[i] ?? true }
    guard let direct = candidates.indices.first(where: { allowed($0) && candidates[$0].isDirect })
    else {
      return argmin(candidates, among: mask) { $0.squaredDistance }
    }
    let outer = candidates[direct].target
    let nested = candidates.indices.map {
      allowed($0) && !candidates[$0].isDirect && candidates[$0].enclosingTargets.contains(outer)
    }
    return argmin(candidates, among: nested) { $0.squaredDistance } ?? direct
  }

  /// A candidate measured against its target's visible bounds; a claimed answer (see
  /// ``Record/isClaimed``) counts as direct wherever it is.
  ///
  /// An automatic ring (`ringSide`) is scored by the ring: the touch model sees a target of the
  /// ring's size about the same centre, so that a small target's ring competes as the 44-pt target
  /// it stands for, not as its few visible points.
  @inlinable
  func candidate(
    _ owner: Owner, view: Node, rank: Int, claimed: Bool, ringSide: Double? = nil
  ) -> HitCandidate<Node> {
    let b = owner.bounds.standardized
    let local = owner.localPoint
    let nearest = b.clamped(local)
    let gap = owner.toRoot.applyLinear(to: Point(x: local.x - nearest.x, y: local.y - nearest.y))
    let (sx, sy) = owner.toRoot.axisScales
    let mm = tester.millimetresPerPoint
    let (width, height) = (b.width * sx, b.height * sy)
    let scored =
      ringSide.map { (Swift.max(width, $0 * sx), Swift.max(height, $0 * sy)) } ?? (width, height)
    let btd = tester.touchDistance.distance(
      dx: (local.x - b.midX) * sx * mm, dy: (local.y - b.midY) * sy * mm,
      width: scored.0 * mm, height: scored.1 * mm)
    return HitCandidate(
      target: owner.node, view: view, isDirect: claimed || b.contains(local),
      squaredDistance: gap.x * gap.x + gap.y * gap.y, touchDistance: btd, rank: rank,
      enclosingTargets: owner.enclosingTargets, visibleArea: b.width * sx * b.height * sy,
      visibleFrame: owner.toRoot.boundingBox(of: b))
  }
}

/// The index of the smallest key; the first one on ties.
///
/// `nil` for an empty array.
@inlinable
func argmin<T>(_ items: [T], among mask: [Bool]? = nil, by key: (T) -> Double) -> Int? {
  var best: Int? = nil
  var bestValue = Double.infinity
  for i in items.indices where mask?[i] ?? true {
    let v = key(items[i])
    if best == nil || v < bestValue {
      best = i
      bestValue = v
    }
  }
  return best
}

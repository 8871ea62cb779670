/// Why a touch went where it went: the candidates, their measures and the winner.
///
/// ```swift
/// let why = HitTester(tree: snapshot, policy: .nearest).explain(p, in: snapshot.root)
/// why.hit           // the node that receives the touch
/// why.frontmostHit  // what UIKit's order alone returns
/// why.candidates    // every target whose hit area contains the point, front to back
/// ```
///
/// Where the touch lands in a view with its own policy (a segmented row with
/// `hitAreaResolution = .nearest` in a window under UIKit's order), that view decides: the
/// candidates inside it are those its policy compared, a winner among them won by its policy
/// (``decidingContainer``), and ``containers`` names it.
public struct HitTestExplanation<Node: Hashable> {
  /// The touch, in the root's bounds space.
  public var point: Point
  /// The policy of the walk from the root, which decided unless the winner lies in a view with
  /// its own policy (``decidingPolicy``).
  public var policy: ResolutionPolicy
  /// The node that receives the touch (as `hitTest` returns it), or `nil`.
  public var hit: Node?
  /// The node UIKit's front-most order returns, whatever the policy (a view with its own policy
  /// on the way answers for itself, as it does on a device).
  public var frontmostHit: Node?
  /// Every target whose hit area contains the point and that the point can reach, in UIKit's
  /// visiting order (front-most first); inside a view with its own policy, those its policy
  /// compared (``HitCandidate/container``).
  public var candidates: [HitCandidate<Node>]
  /// The view whose visible bounds contain the point and that ended the search, if any: nothing
  /// behind it could be hit.
  public var stoppedAt: Node?
  /// The views with their own policy (``HitTestTree/policy(of:)``) that resolved the touch inside
  /// them, outermost first, each inside the one before; empty when the touch lands in none.
  public var containers: [PolicyContainer<Node>] = []
  /// The child with its own policy whose answer ended the walk, before the explanation is opened
  /// (``HitTester/openingContainers(_:)``).
  @usableFromInline var containerClaim: ContainerClaim<Node>? = nil

  /// Creates an explanation.
  @inlinable
  package init(
    point: Point, policy: ResolutionPolicy, hit: Node?, frontmostHit: Node?,
    candidates: [HitCandidate<Node>], stoppedAt: Node?
  ) {
    self.point = point
    self.policy = policy
    self.hit = hit
    self.frontmostHit = frontmostHit
    self.candidates = candidates
    self.stoppedAt = stoppedAt
  }

  /// The winning candidate, if a target won.
  @inlinable public var winner: HitCandidate<Node>? { candidates.first { $0.isWinner } }

  /// Whether the policy chose differently from UIKit's order.
  public var overridesFrontmost: Bool { hit != frontmostHit }

  /// The view with its own policy that chose the winner (the innermost one the winner lies in),
  /// or `nil` when the root's walk did.
  public var decidingContainer: PolicyContainer<Node>? {
    guard let node = winner?.container else { return nil }
    return containers.first { $0.node == node }
  }

  /// The policy that chose the winner: ``decidingContainer``'s, else ``policy``.
  public var decidingPolicy: ResolutionPolicy { decidingContainer?.policy ?? policy }

  /// One sentence a person can read, with node names supplied by `name`.
  ///
  /// A winner that a view with its own policy chose is said to win under that policy, with the
  /// view's name: `left wins under nearest, row's own policy: …`.
  ///
  /// - Parameters:
  ///   - unit: The unit of lengths, such as `dp` on an Android screen; `pt` unless given.
  ///   - name: Turns a node into a display name (an id, a class name).
  public func summary(unit: String = "pt", naming name: (Node) -> String) -> String {
    guard let hit else {
      return "No view accepts the touch at \(point)."
    }
    guard let winner else {
      return "\(name(hit)) receives the touch: no target's hit area contains \(point)."
    }
    let others = candidates.filter { !$0.isWinner }
    let deciding = decidingContainer
    let policy = decidingPolicy
    let why: String
    switch policy.known {
    case .frontmost:
      why = "it is the front-most view whose hit area contains the point (UIKit's order)"
    case .nearest:
      why =
        winner.isDirect
        ? "the point is inside its visible bounds"
        : "its visible bounds are the nearest "
          + "(\(DecimalText.rounded(winner.squaredDistance.squareRoot())) \(unit))"
    case .mostLikely:
      // A direct hit decides before the touch model (it said "the likeliest" of a target whose
      // neighbour's touch distance was smaller).
      why =
        winner.isDirect
        ? "the point is inside its visible bounds"
        : "it is the likeliest target under the touch model "
          + "(distance \(DecimalText.rounded(winner.touchDistance)))"
    }
    let under = deciding.map { "\(policy), \(name($0.node))'s own policy" } ?? "\(policy)"
    var text = "\(name(winner.target)) wins under \(under): \(why)."
    if !others.isEmpty {
      text += " Also candidates: " + others.map { name($0.target) }.joined(separator: ", ") + "."
    }
    if overridesFrontmost, let front = frontmostHit {
      text += " UIKit's order alone would give \(name(front))."
    }
    if let deciding, let front = deciding.frontmostHit, front != hit,
      !(overridesFrontmost && front == frontmostHit)
    {
      text += " Inside \(name(deciding.node)), UIKit's order alone would give \(name(front))."
    }
    return text
  }
}

/// A target whose hit area contains the touch.
public struct HitCandidate<Node: Hashable> {
  /// The target (the candidate view itself, or its nearest target ancestor).
  public var target: Node
  /// The view `hitTest` returns when this target wins: the deepest view hit inside the target.
  public var view: Node
  /// Whether the point lies inside the target's visible bounds, or the target's view is the
  /// answer of a view that decides for itself (its own `hitTest`, or a policy of a view inside
  /// the target), which counts as a direct hit.
  public var isDirect: Bool
  /// Squared distance from the point to the target's visible bounds, in root points²; 0 inside.
  public var squaredDistance: Double
  /// The Bayesian Touch Distance of the point from the target; smaller is likelier.
  public var touchDistance: Double
  /// Position in UIKit's visiting order: 0 is front-most.
  public var rank: Int
  /// Whether this candidate won.
  public var isWinner: Bool
  /// The targets this one is nested in, outermost first (a switch inside a row: the row).
  public var enclosingTargets: [Node]
  /// Whether the target's hit area contains the point only through the automatic minimum size
  /// (``HitTester/automaticMinimumSize``).
  public var isAutomatic: Bool
  /// The area of the target's visible bounds in root points², which decides whose visible bounds
  /// an automatic enlargement may compete for.
  public var visibleArea: Double
  /// The box around the target's visible bounds in root space (``Rect/null`` when not measured),
  /// which decides whether an automatic enlargement sits on a direct hit's target and where that
  /// target's visible centre is.
  public var visibleFrame: Rect
  /// The innermost view with its own policy whose policy compared this candidate
  /// (``HitTestExplanation/containers``), or `nil` when the root's walk did.
  ///
  /// Such a candidate is measured where that policy measured it, in the container's points:
  /// ``touchDistance`` as the policy compared it; ``squaredDistance`` and ``visibleArea`` then
  /// brought to root points² by the container's scale of areas (exact for a uniform scale or a
  /// rotation; the container's points are the root's unless it or a view between is scaled), and
  /// ``visibleFrame`` to root space, as every candidate's.
  public var container: Node?

  /// Creates a candidate.
  @inlinable
  package init(
    target: Node, view: Node, isDirect: Bool, squaredDistance: Double, touchDistance: Double,
    rank: Int, isWinner: Bool = false, enclosingTargets: [Node] = [], isAutomatic: Bool = false,
    visibleArea: Double = 0, visibleFrame: Rect = .null, container: Node? = nil
  ) {
    self.container = container
    self.visibleFrame = visibleFrame
    self.isAutomatic = isAutomatic
    self.visibleArea = visibleArea
    self.enclosingTargets = enclosingTargets
    self.target = target
    self.view = view
    self.isDirect = isDirect
    self.squaredDistance = squaredDistance
    self.touchDistance = touchDistance
    self.rank = rank
    self.isWinner = isWinner
  }
}

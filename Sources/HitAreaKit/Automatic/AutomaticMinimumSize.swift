/// The automatic minimum size: every target without a hit area of its own behaves as if it had
/// ``HitArea/minimumSize(_:)-type.method``, and overlaps are resolved so that an automatic
/// enlargement never takes a touch from a neighbour's visible bounds, except the edge of a larger
/// target that meets the minimum on its own and that the small one sits on or against (a close
/// button on its card), never its centre.
///
/// The rules, shared by the engine (``HitTester/automaticMinimumSize``), the reach index and the
/// tools (``LayoutSnapshot/applyingAutomaticMinimumSize(_:)``):
/// - a node receives the automatic area when the tree says it is an automatic target
///   (``HitTestTree/isAutomaticTarget(_:)``) and it has no hit area of its own
///   (``HitTestTree/hasOwnHitArea(_:)``): an explicit hit area always wins, and one set to
///   ``HitArea/bounds`` opts out;
/// - the automatic area adds to the view's own rule as any growing hit area does
///   (``HitArea/contains(_:in:own:)``);
/// - a target under 1 pt on either side (``minimumVisibleSide``) gets no automatic area;
/// - a side that is not finite or not positive turns the feature off.
///
/// ```swift
/// AutomaticMinimumSize.side(44)                       // 44
/// AutomaticMinimumSize.side(.nan)                     // nil: off
/// AutomaticMinimumSize.applies(to: button, in: tree)  // true for a control without a hit area
/// ```
@usableFromInline package enum AutomaticMinimumSize {
  /// The side in force for a requested value, or `nil` when the feature is off (`nil`, not
  /// finite, zero or negative).
  ///
  /// - Complexity: O(1).
  @inlinable
  package static func side(_ requested: Double?) -> Double? {
    guard let requested, requested.isFinite, requested > 0 else { return nil }
    return requested
  }

  /// Whether a node receives the automatic area: an automatic target without a hit area of its
  /// own.
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - tree: Its tree.
  /// - Complexity: the tree's ``HitTestTree/isAutomaticTarget(_:)`` and
  ///   ``HitTestTree/hasOwnHitArea(_:)``.
  @inlinable
  package static func applies<Tree: HitTestTree>(to node: Tree.Node, in tree: Tree) -> Bool {
    !tree.hasOwnHitArea(node) && tree.isAutomaticTarget(node)
  }

  /// The policy that resolves overlaps under an automatic minimum size: the policy asked for,
  /// except that ``ResolutionPolicy/frontmost`` (UIKit's order, which lets a front enlargement
  /// take its neighbour's visible bounds) becomes ``ResolutionPolicy/mostLikely``.
  ///
  /// ```swift
  /// AutomaticMinimumSize.policy(for: .frontmost)  // .mostLikely
  /// AutomaticMinimumSize.policy(for: .nearest)    // .nearest
  /// ```
  @inlinable
  package static func policy(for requested: ResolutionPolicy) -> ResolutionPolicy {
    requested == .frontmost ? .mostLikely : requested
  }

  /// Whether a subtree's own policy turns the automatic minimum size off inside it.
  ///
  /// It does when it is an explicit ``ResolutionPolicy/frontmost`` (UIKit's order, chosen on
  /// purpose). The engine's tester for such a subtree (``HitTester/nested(_:)``) and the UIKit
  /// adapter's walk up a view's ancestors both ask it.
  ///
  /// ```swift
  /// AutomaticMinimumSize.isTurnedOff(byOwnPolicy: .frontmost)  // true
  /// AutomaticMinimumSize.isTurnedOff(byOwnPolicy: .nearest)    // false: kept
  /// AutomaticMinimumSize.isTurnedOff(byOwnPolicy: nil)         // false: none of its own
  /// ```
  @inlinable
  package static func isTurnedOff(byOwnPolicy policy: ResolutionPolicy?) -> Bool {
    policy == .frontmost
  }

  /// The hit area a view receives from an automatic minimum size in force around it, or `nil`
  /// when it receives none: the feature is off, or the view has a hit area of its own.
  ///
  /// What the SwiftUI adapter's `automaticMinimumHitSize(_:)` applies to the buttons inside.
  ///
  /// ```swift
  /// AutomaticMinimumSize.area(side: 44, hasOwnHitArea: false)  // .minimumSize(44)
  /// AutomaticMinimumSize.area(side: 44, hasOwnHitArea: true)   // nil: its own area wins
  /// AutomaticMinimumSize.area(side: nil, hasOwnHitArea: false) // nil: off
  /// ```
  @inlinable
  package static func area(side requested: Double?, hasOwnHitArea: Bool) -> HitArea? {
    guard !hasOwnHitArea, let side = side(requested) else { return nil }
    return .minimumSize(side)
  }

  /// Whether a point lies in the automatic enlargement of a view: inside
  /// ``HitArea/minimumSize(_:)-type.method`` of `side` around its bounds, outside the bounds.
  ///
  /// Exactly `HitArea.minimumSize(side).contains(p, in: bounds) { false }`, without building the
  /// hit area: the engine asks it for every view it visits that refuses the point.
  ///
  /// ```swift
  /// AutomaticMinimumSize.enlargementContains(
  ///   Point(x: -5, y: 10), bounds: Rect(x: 0, y: 0, width: 20, height: 20), side: 44)  // true
  /// ```
  ///
  /// - Complexity: O(1).
  @inlinable
  package static func enlargementContains(_ p: Point, bounds: Rect, side: Double) -> Bool {
    let (minX, maxX, minY, maxY) = (bounds.minX, bounds.maxX, bounds.minY, bounds.maxY)
    guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return false }
    // A degenerate target (a row hidden by a zero height, a collapsed button) gets no ring.
    guard maxX - minX >= minimumVisibleSide, maxY - minY >= minimumVisibleSide else { return false }
    let (lowX, highX) = grown(minX, maxX, side)
    let (lowY, highY) = grown(minY, maxY, side)
    return p.x >= lowX && p.x < highX && p.y >= lowY && p.y < highY && !bounds.contains(p)
  }

  /// The automatic area of a view with these bounds: the bounds grown to `side`, or `nil` for a
  /// degenerate target (under ``minimumVisibleSide`` on a side, or not finite), which gets none.
  ///
  /// ```swift
  /// AutomaticMinimumSize.area(around: Rect(x: 0, y: 0, width: 20, height: 20), side: 44)
  /// // (-12, -12, 44, 44)
  /// ```
  @inlinable
  package static func area(around bounds: Rect, side: Double) -> Rect? {
    let b = bounds.standardized
    guard b.minX.isFinite, b.maxX.isFinite, b.minY.isFinite, b.maxY.isFinite,
      b.width >= minimumVisibleSide, b.height >= minimumVisibleSide
    else { return nil }
    return HitArea.minimumSize(side).rect(in: b)
  }

  /// The shortest visible side, in points, of a target that receives the automatic area: 1.
  ///
  /// A thinner target is degenerate (a row hidden by a zero height, an empty or collapsed button)
  /// and an invisible 44-pt target would take its neighbours' touches.
  @inlinable package static var minimumVisibleSide: Double { 1 }

  /// The shortest visible side, as a share of the automatic minimum size, of a smaller target
  /// that may share the edge of a larger one it sits on: 0.4 (17.6 pt of 44).
  ///
  /// A thinner one (a 15-pt-wide section index, a hair-thin seek bar) keeps to its ring beside the
  /// larger one.
  @inlinable package static var sharingSideShare: Double { 0.4 }

  /// A span grown symmetrically about its centre to at least `side` (as a minimum size grows it).
  @inlinable
  static func grown(_ low: Double, _ high: Double, _ side: Double) -> (Double, Double) {
    guard side > high - low else { return (low, high) }
    let mid = (low + high) / 2
    return (mid - side / 2, mid + side / 2)
  }
}

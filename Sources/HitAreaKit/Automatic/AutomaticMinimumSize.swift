/// The automatic minimum size: every target without a hit area of its own behaves as if it had
/// ``HitArea/minimumSize(_:)``, and overlaps are resolved so that an automatic enlargement never
/// takes a touch from the visible bounds of a neighbour as large as it or larger.
///
/// The rules, shared by the engine (``HitTester/automaticMinimumSize``), the reach index and the
/// tools (``LayoutSnapshot/applyingAutomaticMinimumSize(_:)``):
/// - a node receives the automatic area when the tree says it is an automatic target
///   (``HitTestTree/isAutomaticTarget(_:)``) and it has no hit area of its own
///   (``HitTestTree/hasOwnHitArea(_:)``): an explicit hit area always wins, and one set to
///   ``HitArea/bounds`` opts out;
/// - the automatic area adds to the view's own rule as any growing hit area does
///   (``HitArea/contains(_:in:own:)``);
/// - a side that is not finite or not positive turns the feature off.
///
/// ```swift
/// AutomaticMinimumSize.side(44)                       // 44
/// AutomaticMinimumSize.side(.nan)                     // nil: off
/// AutomaticMinimumSize.applies(to: button, in: tree)  // true for a control without a hit area
/// ```
public enum AutomaticMinimumSize {
  /// The side in force for a requested value, or `nil` when the feature is off (`nil`, not
  /// finite, zero or negative).
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func side(_ requested: Double?) -> Double? {
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
  public static func applies<Tree: HitTestTree>(to node: Tree.Node, in tree: Tree) -> Bool {
    tree.isAutomaticTarget(node) && !tree.hasOwnHitArea(node)
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
  public static func policy(for requested: ResolutionPolicy) -> ResolutionPolicy {
    requested == .frontmost ? .mostLikely : requested
  }
}

// The automatic minimum size's decision where no UIKit runs: the tools' model of the window hook.
import HitAreaKit

/// Decides touches as the UIKit adapter's window hook does under the automatic minimum size, on a
/// tree whose own UIKit order (its explicit hit areas, containers' policies and overflow
/// switches, front-most first) stands in for UIKit's `hitTest`.
///
/// UIKit's answer stands where it is a target's visible bounds; elsewhere the ring the policy
/// chooses takes the touch if UIKit, asked on that target's visible bounds, answers it
/// (`HitTester.redirectedHitTest(_:in:input:uikit:isTargetBelow:passesTouchOn:)`). What the
/// tools decide by: `hitarea probe --automatic`, `simulate`'s automatic lane, the audit under
/// the automatic minimum size and `render`'s probe, so that they agree with each other and with a
/// device.
///
/// ```swift
/// let model = ModelledRedirection(
///   tree: snapshot, root: snapshot.root, policy: snapshot.resolution,
///   millimetresPerPoint: snapshot.millimetresPerPoint, side: 44)
/// model.hit(Point(x: 94, y: 110), in: snapshot.root)  // the button whose ring takes it
/// ```
@_spi(Tools) public struct ModelledRedirection<Tree: HitTestTree> {
  /// The engine with the automatic minimum size, which chooses among the rings.
  @inlinable public var tester: HitTester<Tree> { _tester }
  /// The tree's own UIKit order, without the rings: UIKit's answer.
  @inlinable public var uikit: HitTester<Tree> { _uikit }
  /// The two engines, on one tree (``on(_:)`` replaces both).
  @usableFromInline var _tester: HitTester<Tree>
  @usableFromInline var _uikit: HitTester<Tree>

  /// Creates the model of one screen.
  ///
  /// - Parameters:
  ///   - tree: The screen as loaded (no rings of its own: the engine adds them).
  ///   - root: Its root.
  ///   - policy: The window's policy; `frontmost` becomes `mostLikely` among the rings
  ///     (`HitTester.effectivePolicy`).
  ///   - millimetresPerPoint: Physical size of a point, for `mostLikely`.
  ///   - touchDistance: The finger model for `mostLikely`.
  ///   - side: The automatic minimum size, in points.
  ///   - overflows: Whether a node has the overflow switch on (reach indexes are built only
  ///     then).
  @inlinable
  public init(
    tree: Tree, root: Tree.Node, policy: ResolutionPolicy, millimetresPerPoint: Double,
    touchDistance: BayesianTouchDistance = .lab, side: Double, overflows: Bool = true
  ) {
    _uikit = HitTester(
      tree: tree, policy: .frontmost, millimetresPerPoint: millimetresPerPoint,
      reachIndex: overflows ? ReachIndex(tree: tree, root: root) : nil)
    _tester = HitTester(
      tree: tree, policy: policy, millimetresPerPoint: millimetresPerPoint,
      touchDistance: touchDistance,
      reachIndex: overflows ? ReachIndex(tree: tree, root: root, automaticMinimumSize: side) : nil,
      automaticMinimumSize: side)
  }

  /// The decision for a touch at `point`, in `root`'s bounds space: UIKit's answer, the view
  /// that receives the touch, and why.
  @inlinable
  public func decision(_ point: Point, in root: Tree.Node) -> RedirectionDecision<Tree.Node> {
    _tester.redirectedHitTest(point, in: root) { _uikit.hitTest($0, in: root) }
  }

  /// The model on another tree of the same nodes, such as one pruned to a region (the indexes
  /// built for the whole tree kept): the same answers wherever that tree answers as the whole.
  @inlinable
  public func on(_ tree: Tree) -> ModelledRedirection {
    var model = self
    model._tester.tree = tree
    model._uikit.tree = tree
    return model
  }

  /// The view that receives a touch at `point` (``decision(_:in:)``'s `hit`).
  @inlinable
  public func hit(_ point: Point, in root: Tree.Node) -> Tree.Node? {
    decision(point, in: root).hit
  }
}

@_spi(Tools) extension ModelledRedirection: Sendable where Tree: Sendable, Tree.Node: Sendable {}

#if canImport(UIKit)
import HitAreaKit
import UIKit

/// What the hooks and the subclasses do: each is one call into the core.
@MainActor
enum HitAreaDecision {
  /// `point(inside:with:)`: the hit area added to (or narrowing) the view's own rule, the
  /// original implementation (``HitArea/contains(_:in:own:)``).
  static func pointInside(_ view: UIView, _ point: CGPoint, original: () -> Bool) -> Bool {
    view.hitArea.contains(Point(point), in: Rect(view.bounds), own: original)
  }

  /// The policy that governs a view's subtree, or `nil` when UIKit's own `hitTest` should run.
  ///
  /// System windows (the keyboard, text effects) are never taken over
  /// (``SystemWindow/isSystemWindow(className:)``). The app's windows are, under a policy other
  /// than `frontmost` or with the automatic minimum size.
  static func engineResolution(for view: UIView) -> ResolutionPolicy? {
    let state = HitAreaState.existing(for: view)
    if let policy = state?.resolution { return policy }
    let fallback = HitAreaConfiguration.defaultResolution
    if state?.overflowsHitAreas == true { return fallback }
    if view is UIWindow, fallback != .frontmost || automaticMinimumSize != nil,
      !SystemWindow.isSystemWindow(className: NSStringFromClass(type(of: view)))
    {
      return fallback
    }
    return nil
  }

  /// `hitTest(_:with:)`: the engine decides for overflow containers and containers with a policy,
  /// keeping the answer of the view's class where it differs from UIKit's order
  /// (``HitTester/hitTest(_:in:own:)``); elsewhere UIKit's own `hitTest` runs, and a pass-through
  /// view never answers itself.
  static func hitTest(
    _ view: UIView, _ point: CGPoint, _ event: UIEvent?, original: () -> UIView?
  ) -> UIView? {
    let tree = UIViewTree(event: event)
    guard let policy = engineResolution(for: view) else {
      return tree.passingThrough(original(), at: view)
    }
    var tester = HitTester(
      tree: tree, policy: policy, millimetresPerPoint: HitAreaConfiguration.millimetresPerPoint,
      reachIndex: reachIndex(for: view, event: event, tree: tree),
      automaticMinimumSize: automaticMinimumSize)
    // The view's own policy is kept under the automatic minimum size; the default is not.
    tester.isPolicyExplicit = HitAreaState.existing(for: view)?.resolution != nil
    return tester.hitTest(Point(point), in: view, own: original)
  }

  /// The automatic minimum size in force (``HitAreaConfiguration/automaticMinimumSize``), or
  /// `nil`.
  static var automaticMinimumSize: Double? {
    AutomaticMinimumSize.side(HitAreaConfiguration.automaticMinimumSize)
  }

  /// The reach index of the view's subtree for this touch, from the view's ``ReachCache``: built
  /// once per touch (UIKit may hit test several times per touch, with the same event timestamp)
  /// and rebuilt for the next one, so layout changes between touches are always seen.
  ///
  /// The cache keeps no view alive.
  static func reachIndex(for view: UIView, event: UIEvent?, tree: UIViewTree) -> ReachIndex<UIView>?
  {
    guard view.overflowsHitAreas else { return nil }
    let state = HitAreaState.state(for: view)
    return state.reachCache.index(forTimestamp: event.map { Double($0.timestamp) }) {
      ReachIndex(tree: tree, root: view, automaticMinimumSize: automaticMinimumSize)
    }
  }
}
#endif  // canImport(UIKit)

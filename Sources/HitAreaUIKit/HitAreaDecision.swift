#if canImport(UIKit)
import HitAreaKit
import UIKit

/// What the hooks and the subclasses do: each is one call into the core.
@MainActor
enum HitAreaDecision {
  /// `point(inside:with:)`: the hit area decides; with the default hit area, the original does.
  static func pointInside(_ view: UIView, _ point: CGPoint, original: () -> Bool) -> Bool {
    let area = view.hitArea
    if area.isBounds { return original() }
    return area.rect(in: Rect(view.bounds)).contains(Point(point))
  }

  /// The policy that governs a view's subtree, or `nil` when UIKit's own `hitTest` should run.
  static func engineResolution(for view: UIView) -> ResolutionPolicy? {
    let state = HitAreaState.existing(for: view)
    if let policy = state?.resolution { return policy }
    let fallback = HitAreaConfiguration.defaultResolution
    if state?.overflowsHitAreas == true { return fallback }
    if view is UIWindow, fallback != .frontmost { return fallback }
    return nil
  }

  /// `hitTest(_:with:)`: the engine decides for overflow containers and containers with a policy.
  static func hitTest(
    _ view: UIView, _ point: CGPoint, _ event: UIEvent?, original: () -> UIView?
  ) -> UIView? {
    guard let policy = engineResolution(for: view) else { return original() }
    let tree = UIViewTree()
    let tester = HitTester(
      tree: tree, policy: policy, millimetresPerPoint: HitAreaConfiguration.millimetresPerPoint,
      reachIndex: reachIndex(for: view, event: event, tree: tree))
    return tester.hitTest(Point(point), in: view)
  }

  /// The reach index of the view's subtree for this touch: built once per touch (UIKit may hit
  /// test several times per touch, with the same event timestamp) and rebuilt for the next one,
  /// so layout changes between touches are always seen.
  static func reachIndex(for view: UIView, event: UIEvent?, tree: UIViewTree) -> ReachIndex<UIView>?
  {
    guard view.overflowsHitAreas else { return nil }
    let state = HitAreaState.state(for: view)
    if let event, let cache = state.reachCache, cache.timestamp == event.timestamp {
      return cache.index
    }
    let index = ReachIndex(tree: tree, root: view)
    if let event { state.reachCache = (event.timestamp, index) }
    return index
  }
}
#endif  // canImport(UIKit)

#if canImport(UIKit)
import HitAreaKit
import ObjectiveC
import UIKit

/// Per-view settings, stored as one associated object so views that use nothing pay nothing.
@MainActor
final class HitAreaState {
  var hitArea = HitArea.bounds
  /// Whether ``hitArea`` was set, even to the bounds: the view keeps it under the automatic
  /// minimum size (set to the bounds, it opts out).
  var isHitAreaSet = false
  var overflowsHitAreas = false
  var resolution: ResolutionPolicy?
  var passesTouchesThrough = false
  /// Whether the automatic minimum size is off for this view and everything below it.
  var disablesAutomaticMinimumSize = false
  /// Whether HitAreaKit is deciding this view's hit test: a call that comes back to it (a
  /// subclass and its superclass both hooked, another library calling `hitTest` again) goes
  /// straight through.
  var isDeciding = false
  /// The last decision of this view's hit test, for UIKit's two or three hit tests of one touch.
  var sameTouch = SameTouchMemo<Decided>()

  /// What a decision kept for the other hit tests of the same touch answered.
  struct Decided {
    weak var hit: UIView?
    var hadHit: Bool
  }
  /// The reach index of the last touch, keyed by its event timestamp.
  ///
  /// It holds no view: a ``ReachIndex`` keys views by identity, so an overflow container and its
  /// subviews are freed as usual.
  var reachCache = ReachCache<UIView>()

  /// The associated-object key: a stable address of our own, never `&` of a `static var`.
  private static let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

  /// The view's state, if it was ever given a setting.
  static func existing(for view: UIView) -> HitAreaState? {
    objc_getAssociatedObject(view, key) as? HitAreaState
  }

  /// The view's state, created on first use.
  static func state(for view: UIView) -> HitAreaState {
    if let state = existing(for: view) { return state }
    let state = HitAreaState()
    objc_setAssociatedObject(view, key, state, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return state
  }
}
#endif  // canImport(UIKit)

#if canImport(SwiftUI)
import HitAreaKit
import TapThrottling

/// One view's `ActionThrottle`, kept in `@State` so that it survives view updates
/// and a tap does not invalidate the view (a reference, not a value, changes).
///
/// Not `Sendable` and not actor-isolated: it is created in a view's initializer (which SwiftUI
/// does not isolate in every SDK) and used only by the action closures SwiftUI calls on the main
/// thread. Swift 6's region checking keeps it from being sent to another isolation domain.
final class ActionThrottleBox {
  private var gate: ActionThrottle

  init(_ throttle: TapThrottle, resetKey: (any Hashable & Sendable)?) {
    gate = ActionThrottle(throttle)
    gate.resetIfKeyChanged(resetKey)
  }

  /// Decides a tap that happens now, with the latest settings from the view.
  func admitTap(with settings: TapThrottle) -> TapThrottle.Decision {
    gate.adoptSettings(of: settings)
    return gate.admitTap()
  }

  /// Resets the throttle when the view's reset key changed since the last update.
  func observe(resetKey: (any Hashable & Sendable)?) {
    gate.resetIfKeyChanged(resetKey)
  }
}
#endif  // canImport(SwiftUI)

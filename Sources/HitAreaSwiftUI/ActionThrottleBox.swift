#if canImport(SwiftUI)
import HitAreaKit

/// One view's ``HitAreaKit/ActionThrottle``, kept in `@State` so that it survives view updates
/// and a tap does not invalidate the view (a reference, not a value, changes).
@MainActor
final class ActionThrottleBox {
  private var gate: ActionThrottle

  init(_ throttle: TapThrottle) {
    gate = ActionThrottle(throttle)
  }

  /// Decides a tap that happens now, with the latest settings from the view.
  func admitTap(with settings: TapThrottle) -> TapThrottle.Decision {
    gate.adoptSettings(of: settings)
    return gate.admitTap()
  }
}
#endif  // canImport(SwiftUI)

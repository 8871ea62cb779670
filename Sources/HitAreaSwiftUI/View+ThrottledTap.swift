#if canImport(SwiftUI)
import HitAreaKit
import SwiftUI
import TapThrottling

extension View {
  /// Runs `action` on a tap, at most once per throttle window or once per group of quick taps:
  /// `onTapGesture` with the same `TapThrottle` configuration as UIKit controls.
  ///
  /// - `.interval(seconds)`: the first tap runs; taps less than `seconds` after the last tap that
  ///   ran are dropped (measured on monotonic uptime, never the wall clock);
  /// - `.tapGrouping`: a tap within 0.35 s of the previous tap belongs to the same group, and only
  ///   the first tap of a group runs. The gesture is a single-tap gesture, so the first tap runs
  ///   at once, with no wait for a possible second tap.
  ///
  /// ```swift
  /// AsyncImage(url: avatarURL)
  ///   .frame(width: 32, height: 32)
  ///   .minimumHitSize()                  // before the gesture, so the gesture sees it
  ///   .onThrottledTap(.interval(0.5)) { showProfile() }
  ///   .accessibilityAddTraits(.isButton)
  ///
  /// Text("Refresh").onThrottledTap(.tapGrouping) { refresh() }
  /// ```
  ///
  /// The view keeps its throttle for as long as SwiftUI keeps its identity; the settings of
  /// `throttle` are read on each tap, and whenever `resetKey` changes the window and the tap
  /// group are forgotten, so the next tap runs. Prefer ``ThrottledButton`` for anything that looks or acts
  /// like a button: it gets button styling and accessibility for free. Every throttle obeys
  /// `TapThrottle.isEnabledGlobally` and `HITAREA_THROTTLE=off`.
  ///
  /// - Parameters:
  ///   - throttle: `.interval(seconds)`, `.tapGrouping`, or a `TapThrottle` with its
  ///     own events and dropped-tap callback.
  ///   - resetKey: Whenever this value changes, the next tap runs; `nil` unless given.
  ///   - action: What a tap does; it runs only for taps the throttle lets through.
  /// - Returns: The view with a throttled tap gesture.
  @available(tvOS 16.0, *)  // onTapGesture itself is tvOS 16+
  public func onThrottledTap(
    _ throttle: TapThrottle, resetKey: (any Hashable & Sendable)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    modifier(ThrottledTapModifier(throttle: throttle, resetKey: resetKey, action: action))
  }
}

/// `onTapGesture` with one `ActionThrottle` per view.
@available(tvOS 16.0, *)
struct ThrottledTapModifier: ViewModifier {
  let throttle: TapThrottle
  let resetKey: (any Hashable & Sendable)?
  let action: () -> Void
  @State private var gate: ActionThrottleBox

  init(throttle: TapThrottle, resetKey: (any Hashable & Sendable)?, action: @escaping () -> Void) {
    self.throttle = throttle
    self.resetKey = resetKey
    self.action = action
    _gate = State(initialValue: ActionThrottleBox(throttle, resetKey: resetKey))
  }

  func body(content: Content) -> some View {
    // Every update sees the current reset key; a changed key resets the throttle.
    let _ = gate.observe(resetKey: resetKey)
    content.onTapGesture { [gate, throttle, action] in
      if gate.admitTap(with: throttle) == .run { action() }
    }
    .modifier(HitAreaTargetBoundary())  // a hit area below is this view's own
  }
}
#endif  // canImport(SwiftUI)

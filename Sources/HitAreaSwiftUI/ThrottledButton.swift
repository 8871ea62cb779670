#if canImport(SwiftUI)
import HitAreaKit
import SwiftUI
import TapThrottling

/// A `Button` whose action runs at most once per throttle window, or once per group of quick
/// taps: the same `TapThrottle` configuration as UIKit controls.
///
/// It is a plain SwiftUI `Button` inside, so button styles, roles, `.disabled`, toolbars, menus,
/// keyboard shortcuts and accessibility behave as usual. Only the action is filtered:
/// - `.interval(seconds)`: the first tap runs; taps less than `seconds` after the last tap that
///   ran are dropped (a leading-edge window on monotonic uptime, never the wall clock);
/// - `.tapGrouping`: a tap within 0.35 s of the previous tap belongs to the same group, and
///   only the first tap of a group runs (SwiftUI gives no tap count, so
///   `TapCounter` groups taps by time).
///
/// ```swift
/// ThrottledButton(throttle: .interval(0.5)) {
///   pay()
/// } label: {
///   Label("Pay", systemImage: "creditcard")
/// }
///
/// ThrottledButton("Like", throttle: .tapGrouping) { like() }
///   .buttonStyle(.borderedProminent)
/// ```
///
/// Each button keeps its own window and counters for as long as SwiftUI keeps its identity; only
/// the settings of `throttle` are read on each tap (mode, events, `TapThrottle.onDroppedTap`),
/// so a changed interval applies to the next tap without reopening the window. To let the next
/// tap run at once (the work the last tap started has failed and may be retried), change the
/// button's `resetKey`: whenever it changes, the window and the tap group are forgotten
/// (`ActionThrottle.resetIfKeyChanged(_:)`).
///
/// ```swift
/// ThrottledButton("Pay", throttle: .interval(10), resetKey: model.failedPayments) {
///   model.pay()   // a failure increments failedPayments: the user may retry at once
/// }
/// ```
///
/// For the hit-area debug overlay, the button reports its frame
/// (``SwiftUI/View/hitAreaDebugControl()``), so its label's hit area is measured with the
/// button around it. That costs nothing measurable while the overlay is off: no geometry
/// reader, preference or anchor exists until the overlay's switch is on, and the button's
/// structure is the same either way, so turning the overlay on keeps its label's state.
/// SwiftUI does not
/// tell a touch from a VoiceOver or keyboard activation: every activation counts as a tap. A
/// throttle whose events include neither `touchUpInside` nor `primaryActionTriggered` throttles
/// nothing. `TapThrottle.isEnabledGlobally` and `HITAREA_THROTTLE=off` turn every
/// throttle off, for UI tests.
public struct ThrottledButton<Label: View>: View {
  private let throttle: TapThrottle
  private let role: ButtonRole?
  private let resetKey: (any Hashable & Sendable)?
  private let action: () -> Void
  private let label: Label
  @State private var gate: ActionThrottleBox

  /// Creates a throttled button with a custom label.
  ///
  /// - Parameters:
  ///   - throttle: `.interval(seconds)`, `.tapGrouping`, or a `TapThrottle` with its
  ///     own events and dropped-tap callback.
  ///   - role: The button's role, such as `.destructive`; `nil` unless given.
  ///   - resetKey: Whenever this value changes, the throttle forgets its window and tap group,
  ///     so the next tap runs; `nil` unless given.
  ///   - action: What a tap does; it runs only for taps the throttle lets through.
  ///   - label: The button's label.
  ///
  /// ```swift
  /// ThrottledButton(throttle: .interval(1), role: .destructive) {
  ///   deleteAccount()
  /// } label: {
  ///   Text("Delete account")
  /// }
  /// ```
  public init(
    throttle: TapThrottle, role: ButtonRole? = nil, resetKey: (any Hashable & Sendable)? = nil,
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.throttle = throttle
    self.role = role
    self.resetKey = resetKey
    self.action = action
    self.label = label()
    _gate = State(initialValue: ActionThrottleBox(throttle, resetKey: resetKey))
  }

  /// The SwiftUI `Button`, with the throttle in front of its action.
  public var body: some View {
    // Every update sees the current reset key; a changed key resets the throttle.
    let _ = gate.observe(resetKey: resetKey)
    Button(role: role) { [gate, throttle, action] in
      if gate.admitTap(with: throttle) == .run { action() }
    } label: {
      label
    }
    .modifier(HitAreaTargetBoundary())  // a hit area on the label is this button's own
    .hitAreaDebugControl()
  }
}

extension ThrottledButton where Label == Text {
  /// Creates a throttled button with a localized title.
  ///
  /// - Parameters:
  ///   - titleKey: The title's key in the localization table.
  ///   - throttle: `.interval(seconds)`, `.tapGrouping`, or a `TapThrottle`.
  ///   - role: The button's role; `nil` unless given.
  ///   - resetKey: Whenever this value changes, the next tap runs; `nil` unless given.
  ///   - action: What a tap does; it runs only for taps the throttle lets through.
  ///
  /// ```swift
  /// ThrottledButton("Place order", throttle: .interval(2)) { placeOrder() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, throttle: TapThrottle, role: ButtonRole? = nil,
    resetKey: (any Hashable & Sendable)? = nil, action: @escaping () -> Void
  ) {
    self.init(throttle: throttle, role: role, resetKey: resetKey, action: action) {
      Text(titleKey)
    }
  }

  /// Creates a throttled button with a title that is not localized.
  ///
  /// - Parameters:
  ///   - title: The title, shown as it is.
  ///   - throttle: `.interval(seconds)`, `.tapGrouping`, or a `TapThrottle`.
  ///   - role: The button's role; `nil` unless given.
  ///   - resetKey: Whenever this value changes, the next tap runs; `nil` unless given.
  ///   - action: What a tap does; it runs only for taps the throttle lets through.
  ///
  /// ```swift
  /// ThrottledButton(product.name, throttle: .tapGrouping) { open(product) }
  /// ```
  @_disfavoredOverload
  public init<Title: StringProtocol>(
    _ title: Title, throttle: TapThrottle, role: ButtonRole? = nil,
    resetKey: (any Hashable & Sendable)? = nil, action: @escaping () -> Void
  ) {
    self.init(throttle: throttle, role: role, resetKey: resetKey, action: action) {
      Text(title)
    }
  }
}
#endif  // canImport(SwiftUI)

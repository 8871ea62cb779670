internal import HitAreaSupport

/// An on/off switch that throttles obey: when it is off, they let every tap through and record
/// nothing.
///
/// Every throttle obeys ``global``, the process-wide switch behind
/// ``TapThrottle/isEnabledGlobally`` and `HITAREA_THROTTLE=off`, unless it is given its own
/// (``TapThrottle/enabledSwitch``). A switch of its own lets a test, or one screen, turn some
/// throttles off without touching the others, so tests that flip switches can run in parallel.
///
/// ```swift
/// let onboarding = ThrottleSwitch()
/// var throttle = TapThrottle(.interval(0.5))
/// throttle.enabledSwitch = onboarding
/// onboarding.isEnabled = false   // this throttle lets every tap through; others are unaffected
/// ```
public final class ThrottleSwitch: Sendable {
  /// The process-wide switch that every throttle obeys by default.
  ///
  /// Its initial state comes from the environment, read once, on first use: off when
  /// `HITAREA_THROTTLE` is `off` (see ``TapThrottle/isEnabled(environmentValue:)``), on
  /// otherwise. Setting ``isEnabled`` overrides the environment for the rest of the process.
  public static let global = ThrottleSwitch(
    isEnabled: TapThrottle.isEnabled(
      environmentValue: environmentValue(TapThrottle.environmentVariable)))

  /// The state, behind a lock.
  private let state: Locked<Bool>

  /// Creates a switch.
  ///
  /// - Parameter isEnabled: Whether throttles that obey it are on; `true` unless given.
  public init(isEnabled: Bool = true) {
    state = Locked(isEnabled)
  }

  /// Whether throttles that obey this switch are on.
  ///
  /// Safe to read and write from any thread.
  public var isEnabled: Bool {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }
}

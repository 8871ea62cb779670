/// A ``TapThrottle`` for actions that arrive without a `UIEvent`: a SwiftUI `Button`'s action or a
/// tap gesture's closure.
///
/// SwiftUI gives an action neither an event timestamp nor a tap count, so this type supplies both
/// and then asks the throttle, exactly as the UIKit adapter asks it for a touch-up:
/// - the **time** comes from a ``TapClock``, monotonic uptime by default (never `Date()`);
/// - the **tap count** comes from a ``TapCounter``: a tap within
///   ``TapCounter/maximumInterval`` (0.35 s) of the previous tap continues its group;
/// - each tap is a touch-up-inside with its primary action (``tapEvents``), in the `ended`
///   phase, so a throttle's ``TapThrottle/events`` decide whether taps are throttled at all.
///
/// So ``TapThrottle/Mode/interval(_:)`` means what it means in UIKit (a leading-edge window on tap
/// times), and ``TapThrottle/Mode/tapGrouping`` means: the first tap of a group runs, every tap
/// within 0.35 s of the previous one is dropped. ``TapThrottle/isEnabledGlobally`` and
/// `HITAREA_THROTTLE=off` turn it off like every throttle (or its own
/// ``TapThrottle/enabledSwitch``). ``TapThrottle/programmaticSends`` plays
/// no part: SwiftUI does not tell a tap from a VoiceOver or keyboard activation, and every
/// activation counts as a tap.
///
/// ```swift
/// var gate = ActionThrottle(.interval(0.5))
/// if gate.admitTap() == .run { pay() }      // reads the uptime clock
///
/// var grouping = ActionThrottle(.tapGrouping)
/// grouping.admitTap(at: 1.0)                // .run  (tap count 1)
/// grouping.admitTap(at: 1.2)                // .drop (tap count 2: a double tap)
/// grouping.admitTap(at: 2.0)                // .run  (a new group)
/// ```
public struct ActionThrottle: Sendable {
  /// The throttle that decides; its counters (``TapThrottle/droppedTapCount``) and window are
  /// this action's.
  public var throttle: TapThrottle
  /// Gives each tap its tap count, for ``TapThrottle/Mode/tapGrouping``.
  public var tapCounter: TapCounter
  /// Where ``admitTap()`` reads the time.
  public var clock: TapClock
  /// The key ``resetIfKeyChanged(_:)`` saw last, and whether it saw one.
  private var resetKey: (any Hashable & Sendable)?
  private var hasResetKey = false

  /// The events a tap stands for: `[.touchUpInside, .primaryActionTriggered]`, what a tap on a
  /// `UIButton` sends.
  ///
  /// ```swift
  /// ActionThrottle.tapEvents == TapThrottle.defaultEvents  // true
  /// ```
  public static let tapEvents: ControlEvents = [.touchUpInside, .primaryActionTriggered]

  /// Creates a throttle for one action.
  ///
  /// - Parameters:
  ///   - throttle: The configuration: `.interval(seconds)`, `.tapGrouping`, or a ``TapThrottle``
  ///     with its own events and ``TapThrottle/onDroppedTap`` callback.
  ///   - clock: Where the time of a tap comes from; ``TapClock/systemUptime`` unless given.
  ///   - tapCounter: How taps are grouped; a ``TapCounter`` with the default interval unless
  ///     given.
  ///
  /// ```swift
  /// var gate = ActionThrottle(.interval(0.5))
  /// var testGate = ActionThrottle(.tapGrouping, clock: TapClock { 42 })
  /// ```
  public init(
    _ throttle: TapThrottle, clock: TapClock = .systemUptime, tapCounter: TapCounter = TapCounter()
  ) {
    self.throttle = throttle
    self.clock = clock
    self.tapCounter = tapCounter
  }

  /// Decides whether a tap that happens now runs, reading the time from ``clock``.
  ///
  /// ```swift
  /// Button("Pay") { if gate.admitTap() == .run { pay() } }
  /// ```
  ///
  /// - Returns: ``TapThrottle/Decision/run`` to run the action, ``TapThrottle/Decision/drop`` to
  ///   skip it.
  /// - Complexity: O(1).
  public mutating func admitTap() -> TapThrottle.Decision {
    admitTap(at: clock.now())
  }

  /// Decides whether a tap at `time` runs.
  ///
  /// The tap is counted (see ``TapCounter``) even when it is dropped or throttling is off, as
  /// UIKit counts every physical tap. Two taps with exactly the same time are one dispatch to the
  /// throttle and get the same answer. A non-finite time runs.
  ///
  /// ```swift
  /// var gate = ActionThrottle(.interval(0.5))
  /// gate.admitTap(at: 3.0)   // .run
  /// gate.admitTap(at: 3.4)   // .drop
  /// gate.admitTap(at: 3.5)   // .run
  /// ```
  ///
  /// - Parameter time: The tap's time in seconds of a monotonic clock.
  /// - Returns: ``TapThrottle/Decision/run`` or ``TapThrottle/Decision/drop``.
  /// - Complexity: O(1).
  public mutating func admitTap(at time: Double) -> TapThrottle.Decision {
    let count = tapCounter.recordTap(at: time)
    let send = TapThrottle.Send(
      events: Self.tapEvents, timestamp: time, tapCount: count, phase: .ended)
    return throttle.admit(send)
  }

  /// Takes the settings of another throttle (mode, events, programmatic sends, dropped-tap
  /// callback, switch) and keeps this one's state (window, counters, tap group).
  ///
  /// SwiftUI rebuilds a view's description on every update and hands the adapter a fresh
  /// configuration each time; the adapter keeps one ``ActionThrottle`` per view and adopts the
  /// latest settings before each tap, so changing the interval does not reopen the window.
  ///
  /// ```swift
  /// var gate = ActionThrottle(.interval(0.5))
  /// gate.adoptSettings(of: .interval(1))
  /// gate.throttle.mode   // interval(1.0)
  /// ```
  ///
  /// - Parameter other: The throttle whose settings to take; its state is ignored.
  public mutating func adoptSettings(of other: TapThrottle) {
    throttle.mode = other.mode
    throttle.events = other.events
    throttle.programmaticSends = other.programmaticSends
    throttle.onDroppedTap = other.onDroppedTap
    throttle.enabledSwitch = other.enabledSwitch
  }

  /// Forgets the window and the tap group, so the next tap runs.
  ///
  /// Counters and settings stay.
  ///
  /// ```swift
  /// gate.reset()   // e.g. when the work the last tap started has failed and may be retried
  /// ```
  public mutating func reset() {
    throttle.reset()
    tapCounter.reset()
  }

  /// Resets the throttle (``reset()``) when `key` differs from the key given the previous time;
  /// the first key is only recorded.
  ///
  /// This is how a SwiftUI view's throttle is reset from outside: `ThrottledButton` and
  /// `onThrottledTap` take a reset key and pass it here every time SwiftUI updates them, so
  /// changing the key (a failed-attempts counter, a request's id, an `isLoading` flag going back
  /// to `false`) lets the next tap run at once. Every change counts, whatever the value: a key
  /// that goes `false` → `true` → `false` resets twice. `nil` is a key like any other.
  ///
  /// ```swift
  /// var gate = ActionThrottle(.interval(5))
  /// gate.resetIfKeyChanged(0)     // false: the first key
  /// gate.admitTap(at: 1.0)        // .run: pay
  /// gate.admitTap(at: 2.0)        // .drop: inside the window
  /// gate.resetIfKeyChanged(1)     // true: the payment failed; retrying is allowed
  /// gate.admitTap(at: 2.5)        // .run
  /// ```
  ///
  /// - Parameter key: The current key; any `Hashable` and `Sendable` value, or `nil`.
  /// - Returns: Whether the throttle was reset.
  /// - Complexity: O(1) plus the key's hashing and equality.
  @discardableResult
  public mutating func resetIfKeyChanged(_ key: (any Hashable & Sendable)?) -> Bool {
    let current = key.map { AnyHashable($0) }
    defer {
      resetKey = key
      hasResetKey = true
    }
    guard hasResetKey, current != resetKey.map({ AnyHashable($0) }) else { return false }
    reset()
    return true
  }
}

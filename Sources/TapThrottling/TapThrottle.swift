/// Decides, for one control, whether an action dispatch runs or is dropped as a repeated tap.
///
/// A value-type state machine: the UIKit adapter keeps one per control (in a
/// ``SharedTapThrottle``), hooks **both** `sendAction(_:to:for:)` and `sendAction(_: UIAction)`,
/// describes each call as a ``Send`` and calls through only when ``admit(_:)`` returns
/// ``Decision/run``.
///
/// Rules:
/// - **Per control, per event.** Only sends for ``events`` are throttled (by default
///   `touchUpInside` and `primaryActionTriggered`); `valueChanged`, drags and touch-downs pass
///   untouched unless configured. Each control has its own throttle.
/// - **Atomic dispatches.** All calls that belong to one tap share the event timestamp: the first
///   call with a new timestamp decides, and every later call with that timestamp gets the same
///   answer. Every target of an accepted tap runs, in registration order, on both the selector
///   and the `UIAction` path, including the `primaryActionTriggered` pass; a dropped tap drops
///   all of them. (Assumption: one `UIEvent` timestamp belongs to one phase of one touch
///   sequence. Touch-down and touch-up are different phases with different timestamps, and
///   ``Send/phase`` tells which events a call can be for.)
/// - **Taps only.** A release outside the control (``Send/isTouchInside`` `false` at the
///   `ended` phase) is a `touchUpOutside`, not a tap: a target registered for both
///   `touchUpInside` and `touchUpOutside` runs for it and it opens no window.
/// - **Event time.** Windows are measured on event timestamps (seconds of system uptime, a
///   monotonic clock), never on wall time. A timestamp earlier than the last accepted tap (a
///   clock that went backwards) is accepted and restarts the window, so nothing locks the
///   control out.
/// - **Programmatic sends** (no `UIEvent`) run and start no window, unless
///   ``programmaticSends`` says ``ProgrammaticSends/throttle``.
/// - **Global switch.** ``isEnabledGlobally`` (or `HITAREA_THROTTLE=off` in the environment)
///   turns every throttle off, for UI tests; a throttle given its own ``enabledSwitch`` obeys
///   that instead.
///
/// ```swift
/// var throttle = TapThrottle(.interval(0.5))
/// throttle.admit(.init(events: .touchUpInside, timestamp: 10.00, phase: .ended))  // .run
/// throttle.admit(.init(events: .touchUpInside, timestamp: 10.00, phase: .ended))  // .run (2nd target)
/// throttle.admit(.init(events: .touchUpInside, timestamp: 10.30, phase: .ended))  // .drop
/// throttle.admit(.init(events: .valueChanged, timestamp: 10.35, phase: .moved))   // .run
/// throttle.admit(.init(events: .touchUpInside, timestamp: 10.60, phase: .ended))  // .run
/// throttle.droppedTapCount                                                         // 1
/// ```
public struct TapThrottle: Sendable {
  /// How repeated taps are recognised.
  public var mode: Mode
  /// The events this throttle applies to; sends for other events always run.
  public var events: ControlEvents
  /// What happens to sends without a `UIEvent`.
  public var programmaticSends: ProgrammaticSends
  /// Called once per dropped tap (not once per dropped call), synchronously, from ``admit(_:)``.
  ///
  /// ``SharedTapThrottle`` calls it outside its lock. The throttle keeps the closure: capture the
  /// throttle (or the control that owns it) weakly, or it is never freed.
  public var onDroppedTap: (@Sendable (DroppedTap) -> Void)?
  /// The switch this throttle obeys: ``ThrottleSwitch/global`` (``isEnabledGlobally``) unless
  /// given another.
  ///
  /// While it is off, every send runs and nothing is recorded.
  public var enabledSwitch: ThrottleSwitch = .global

  /// How many taps (dispatches) this throttle has dropped.
  public private(set) var droppedTapCount = 0
  /// How many `sendAction` calls this throttle has dropped (every target and path of every
  /// dropped tap).
  public private(set) var droppedSendCount = 0
  /// The timestamp of the last accepted tap, which opens the interval window; `nil` before the
  /// first one.
  public private(set) var lastAcceptedTimestamp: Double?

  /// The most recent dispatches and their decisions, newest last.
  private var recentDispatches: [Dispatch] = []

  /// The events a throttle applies to unless told otherwise: taps
  /// (`[.touchUpInside, .primaryActionTriggered]`).
  ///
  /// ```swift
  /// TapThrottle(.interval(0.5)).events == TapThrottle.defaultEvents  // true
  /// ```
  public static let defaultEvents: ControlEvents = [.touchUpInside, .primaryActionTriggered]

  /// Creates a throttle.
  ///
  /// - Parameters:
  ///   - mode: How repeated taps are recognised.
  ///   - events: The events to throttle; ``defaultEvents`` unless given.
  ///   - programmaticSends: What to do with sends that have no `UIEvent`; ``ProgrammaticSends/pass``
  ///     unless given.
  ///   - onDroppedTap: Called once per dropped tap.
  ///   - enabledSwitch: The switch the throttle obeys; ``ThrottleSwitch/global`` unless given.
  ///
  /// ```swift
  /// let throttle = TapThrottle(.interval(1), events: [.touchUpInside, .valueChanged])
  /// ```
  public init(
    _ mode: Mode, events: ControlEvents = defaultEvents,
    programmaticSends: ProgrammaticSends = .pass,
    onDroppedTap: (@Sendable (DroppedTap) -> Void)? = nil, enabledSwitch: ThrottleSwitch = .global
  ) {
    self.mode = mode
    self.events = events
    self.programmaticSends = programmaticSends
    self.onDroppedTap = onDroppedTap
    self.enabledSwitch = enabledSwitch
  }

  /// A leading-edge window on taps: `TapThrottle(.interval(seconds))`.
  ///
  /// - Parameter seconds: The window; zero, negative and non-finite values turn it off.
  /// - Returns: A throttle for ``defaultEvents``.
  ///
  /// ```swift
  /// let throttle: TapThrottle = .interval(0.5)
  /// ```
  public static func interval(_ seconds: Double) -> TapThrottle {
    TapThrottle(.interval(seconds))
  }

  /// Drops taps whose tap count is greater than one: `TapThrottle(.tapGrouping)`.
  ///
  /// ```swift
  /// let throttle: TapThrottle = .tapGrouping
  /// ```
  public static var tapGrouping: TapThrottle { TapThrottle(.tapGrouping) }

  /// Decides whether one `sendAction` call runs, and records the decision for its tap.
  ///
  /// - Parameter send: The call: registered events, event timestamp, tap count, touch phase.
  /// - Returns: ``Decision/run`` to call through, ``Decision/drop`` to suppress the call.
  ///
  /// ```swift
  /// var throttle = TapThrottle(.tapGrouping)
  /// throttle.admit(.init(events: .touchUpInside, timestamp: 3.0, tapCount: 1))  // .run
  /// throttle.admit(.init(events: .touchUpInside, timestamp: 3.2, tapCount: 2))  // .drop
  /// ```
  ///
  /// - Complexity: O(1).
  public mutating func admit(_ send: Send) -> Decision {
    let (decision, dropped) = decide(send)
    if let dropped, let onDroppedTap {
      onDroppedTap(dropped)
    }
    return decision
  }

  /// Forgets the window and the recent decisions, so the next tap runs.
  ///
  /// Counters and settings stay.
  ///
  /// Call it when the work a tap started has finished and the control may be used again at once.
  ///
  /// ```swift
  /// throttle.reset()
  /// ```
  public mutating func reset() {
    lastAcceptedTimestamp = nil
    recentDispatches.removeAll()
  }
}

// MARK: - The state machine

extension TapThrottle {
  /// What identifies one dispatch: its time and whether it is programmatic.
  private struct DispatchKey: Hashable {
    var time: Double
    var isProgrammatic: Bool
  }

  /// A decided dispatch.
  private struct Dispatch {
    var key: DispatchKey
    var decision: Decision
  }

  /// How many recent dispatches are remembered: the current one plus a few nested ones
  /// (an action that sends actions programmatically while its own tap is being dispatched).
  private static let memory = 4

  /// Decides a send without calling ``onDroppedTap``; returns the report of a newly dropped tap.
  mutating func decide(_ send: Send) -> (Decision, DroppedTap?) {
    guard enabledSwitch.isEnabled, !mode.isOff else { return (.run, nil) }

    // Only sends for the throttled events take part; the phase narrows what a call can be for.
    var relevant = (send.events ?? events).intersection(events)
    if let phase = send.phase, !send.isProgrammatic {
      relevant.formIntersection(phase.possibleEvents(isTouchInside: send.isTouchInside))
    }
    guard !relevant.isEmpty else { return (.run, nil) }

    if send.isProgrammatic && programmaticSends == .pass { return (.run, nil) }
    guard let time = send.timestamp, time.isFinite else { return (.run, nil) }
    let key = DispatchKey(time: time, isProgrammatic: send.isProgrammatic)

    // A later call of a dispatch that has been decided gets the same answer.
    if let known = recentDispatches.last(where: { $0.key == key }) {
      if known.decision == .drop { droppedSendCount += 1 }
      return (known.decision, nil)
    }

    var dropped: DroppedTap?
    if mode.isTapGrouping {
      if !send.isProgrammatic, let count = send.tapCount, count > 1 {
        dropped = report(send, time: time, relevant: relevant, sinceAccepted: nil)
      }
    } else if let window = mode.interval, let last = lastAcceptedTimestamp {
      let elapsed = time - last
      // elapsed == 0: the accepted tap itself. elapsed < 0: the clock went backwards; accept
      // and restart the window rather than lock the control out.
      if elapsed > 0 && elapsed < window {
        dropped = report(send, time: time, relevant: relevant, sinceAccepted: elapsed)
      }
    }

    let decision: Decision = dropped == nil ? .run : .drop
    if decision == .run {
      lastAcceptedTimestamp = time
    } else {
      droppedTapCount += 1
      droppedSendCount += 1
    }
    recentDispatches.append(Dispatch(key: key, decision: decision))
    if recentDispatches.count > Self.memory { recentDispatches.removeFirst() }
    return (decision, dropped)
  }

  private func report(_ send: Send, time: Double, relevant: ControlEvents, sinceAccepted: Double?)
    -> DroppedTap
  {
    DroppedTap(
      timestamp: time, tapCount: send.tapCount, events: relevant, mode: mode,
      secondsSinceAcceptedTap: sinceAccepted, isProgrammatic: send.isProgrammatic)
  }
}

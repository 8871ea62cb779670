/// A control's tap throttle together with what it knows about the dispatch in progress: the
/// wiring behind the UIKit adapter's hooks, so that each hook is one call.
///
/// `sendAction(_: UIAction)` receives no `UIEvent`, so the adapter notes the touch being handled
/// (``duringTouches(timestamp:tapCount:phase:_:)``, around `touchesBegan/Moved/Ended/Cancelled`)
/// and the programmatic dispatch in progress (``duringProgrammaticDispatch(time:_:)``, around
/// `sendActions(for:)` and `performPrimaryAction()`, with the uptime read once for all of its
/// targets). Both `sendAction` paths then ask ``admitTargetAction(events:event:)`` or
/// ``admitAction(events:)`` and call through only on ``TapThrottle/Decision/run``.
///
/// Not thread-safe by itself: UIKit calls it on the main thread; the throttle inside is a
/// ``SharedTapThrottle``.
///
/// ```swift
/// let wiring = ControlTapThrottle(.interval(0.5))
/// wiring.duringTouches(timestamp: 10, tapCount: 1, phase: .ended) {
///   wiring.admitAction(events: .touchUpInside)  // .run
/// }
/// ```
public final class ControlTapThrottle {
  /// What is known about the dispatch in progress.
  private enum Context {
    case touch(timestamp: Double, tapCount: Int, phase: TapThrottle.TouchPhase)
    case programmatic(time: Double?)
  }

  /// The control's throttle.
  public let shared: SharedTapThrottle
  /// Nested dispatches, innermost last.
  private var contexts: [Context] = []

  /// Creates the wiring for one control.
  public init(_ throttle: TapThrottle) {
    shared = SharedTapThrottle(throttle)
  }

  /// Runs `body` (the original touch handler) with the touch noted.
  ///
  /// - Parameters:
  ///   - timestamp: The event's timestamp.
  ///   - tapCount: The touch's tap count.
  ///   - phase: The touch's phase.
  ///   - body: The original `touchesBegan/Moved/Ended/Cancelled(_:with:)`.
  public func duringTouches<Result>(
    timestamp: Double, tapCount: Int, phase: TapThrottle.TouchPhase, _ body: () -> Result
  ) -> Result {
    contexts.append(.touch(timestamp: timestamp, tapCount: tapCount, phase: phase))
    defer { contexts.removeLast() }
    return body()
  }

  /// Runs `body` (the original programmatic dispatch) with it noted.
  ///
  /// - Parameters:
  ///   - time: The system uptime, read once for the whole dispatch.
  ///   - body: The original `sendActions(for:)`.
  public func duringProgrammaticDispatch<Result>(time: Double?, _ body: () -> Result) -> Result {
    contexts.append(.programmatic(time: time))
    defer { contexts.removeLast() }
    return body()
  }

  /// Decides a `sendAction(_:to:for:)` call from its own event (`nil` for programmatic sends).
  ///
  /// - Parameters:
  ///   - events: The events the target–action was registered for, if known.
  ///   - event: The event's timestamp, the touch's tap count and phase; `nil` without an event.
  public func admitTargetAction(
    events: ControlEvents?,
    event: (timestamp: Double, tapCount: Int, phase: TapThrottle.TouchPhase)?
  ) -> TapThrottle.Decision {
    let send: TapThrottle.Send
    if let event {
      send = TapThrottle.Send(
        events: events, timestamp: event.timestamp, tapCount: event.tapCount, phase: event.phase)
    } else {
      send = .programmatic(events: events, time: programmaticTime)
    }
    return shared.admit(send)
  }

  /// Decides a `sendAction(_: UIAction)` call from the noted touch or programmatic dispatch.
  ///
  /// - Parameter events: The events the action was registered for, if known.
  public func admitAction(events: ControlEvents?) -> TapThrottle.Decision {
    let send: TapThrottle.Send
    switch contexts.last {
    case .touch(let timestamp, let tapCount, let phase):
      send = TapThrottle.Send(
        events: events, timestamp: timestamp, tapCount: tapCount, phase: phase)
    case .programmatic(let time):
      send = .programmatic(events: events, time: time)
    case nil:
      send = .programmatic(events: events)
    }
    return shared.admit(send)
  }

  /// The time of the programmatic dispatch in progress, if the innermost context is one.
  private var programmaticTime: Double? {
    if case .programmatic(let time) = contexts.last { time } else { nil }
  }
}

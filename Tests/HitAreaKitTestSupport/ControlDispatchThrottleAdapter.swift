import HitAreaKit

/// The throttle wired into a control the way the UIKit adapter will wire it, so the tests prove
/// the wiring as well as ``TapThrottle``.
///
/// The adapter swizzles four places (``ControlDispatchHooks``):
/// 1. `touchesBegan/Moved/Ended/Cancelled`: it notes the touch being handled (timestamp, tap
///    count, phase) for the duration of the original call, because `sendAction(_: UIAction)`
///    receives no event;
/// 2. `sendActions(for:)` and `performPrimaryAction()`: it notes a programmatic dispatch and
///    reads the uptime **once** for all of its targets;
/// 3. `sendAction(_:to:for:)`: it describes the call from its event (or, with a nil event, as
///    programmatic) and the target's registered events;
/// 4. `sendAction(_: UIAction)`: it describes the call from the noted touch (or programmatic
///    dispatch) and the action's registered events.
/// Both `sendAction` hooks ask the control's ``SharedTapThrottle`` and call the original only on
/// ``TapThrottle/Decision/run``. Nothing else is decided here.
public final class DispatchThrottleAdapter: ControlDispatchHooks {
  /// What the adapter knows about the dispatch in progress.
  private enum Context {
    case touch(timestamp: Double, tapCount: Int, phase: TapThrottle.TouchPhase)
    case programmatic(time: Double)
  }

  /// The control's throttle (the adapter keeps it as an associated object).
  public let throttle: SharedTapThrottle
  /// Nested dispatches, innermost last.
  private var contexts: [Context] = []

  /// Creates the wiring for one control.
  public init(_ throttle: SharedTapThrottle) {
    self.throttle = throttle
  }

  /// Installs a throttle on a control and returns its wiring.
  @discardableResult
  public static func install(_ throttle: TapThrottle, on control: DispatchControl)
    -> DispatchThrottleAdapter
  {
    let adapter = DispatchThrottleAdapter(SharedTapThrottle(throttle))
    control.hooks = adapter
    return adapter
  }

  /// Notes the touch (timestamp, tap count, phase) while the original handles it.
  public func handleTouches(
    on control: DispatchControl, event: DispatchEvent, original: () -> Void
  ) {
    contexts.append(
      .touch(timestamp: event.timestamp, tapCount: event.tapCount, phase: event.phase))
    defer { contexts.removeLast() }
    original()
  }

  /// Notes a programmatic dispatch and its uptime, read once, while the original runs it.
  public func handleProgrammaticSend(
    on control: DispatchControl, events: ControlEvents, original: () -> Void
  ) {
    contexts.append(.programmatic(time: control.uptime))
    defer { contexts.removeLast() }
    original()
  }

  /// Asks the throttle about a target–action call, described from its own event.
  public func sendAction(
    _ selector: String, to target: DispatchTarget?, for event: DispatchEvent?,
    on control: DispatchControl, original: () -> Void
  ) {
    let events = control.registeredEvents(forTarget: target, selector: selector)
    let send: TapThrottle.Send
    if let event {
      send = TapThrottle.Send(
        events: events, timestamp: event.timestamp, tapCount: event.tapCount, phase: event.phase)
    } else {
      send = .programmatic(events: events, time: programmaticTime)
    }
    if throttle.admit(send) == .run { original() }
  }

  /// Asks the throttle about a `UIAction` call, described from the noted touch or dispatch.
  public func sendAction(
    _ action: DispatchAction, on control: DispatchControl, original: () -> Void
  ) {
    let events = control.registeredEvents(for: action)
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
    if throttle.admit(send) == .run { original() }
  }

  /// The time of the programmatic dispatch in progress, if the innermost context is one.
  private var programmaticTime: Double? {
    if case .programmatic(let time) = contexts.last { time } else { nil }
  }
}

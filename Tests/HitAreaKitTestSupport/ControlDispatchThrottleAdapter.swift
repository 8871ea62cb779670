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
  /// The core wiring every hook calls into.
  public let wiring: ControlTapThrottle
  /// The control's throttle (the adapter keeps it as an associated object).
  public var throttle: SharedTapThrottle { wiring.shared }

  /// Creates the wiring for one control.
  public init(_ throttle: TapThrottle) {
    wiring = ControlTapThrottle(throttle)
  }

  /// Installs a throttle on a control and returns its wiring.
  @discardableResult
  public static func install(_ throttle: TapThrottle, on control: DispatchControl)
    -> DispatchThrottleAdapter
  {
    let adapter = DispatchThrottleAdapter(throttle)
    control.hooks = adapter
    return adapter
  }

  /// Notes the touch (timestamp, tap count, phase) while the original handles it.
  public func handleTouches(
    _ touches: [DispatchTouch], phase: TapThrottle.TouchPhase, on control: DispatchControl,
    event: DispatchEvent, original: () -> Void
  ) {
    wiring.duringTouches(
      timestamp: event.timestamp, tapCount: event.tapCount, phase: event.phase, original)
  }

  /// Notes a programmatic dispatch and its uptime, read once, while the original runs it.
  public func handleProgrammaticSend(
    on control: DispatchControl, events: ControlEvents, original: () -> Void
  ) {
    wiring.duringProgrammaticDispatch(time: control.uptime, original)
  }

  /// Asks the throttle about a target–action call, described from its own event.
  public func sendAction(
    _ selector: String, to target: DispatchTarget?, for event: DispatchEvent?,
    on control: DispatchControl, original: () -> Void
  ) {
    let events = control.registeredEvents(forTarget: target, selector: selector)
    let touch = event.map { (timestamp: $0.timestamp, tapCount: $0.tapCount, phase: $0.phase) }
    if wiring.admitTargetAction(events: events, event: touch) == .run { original() }
  }

  /// Asks the throttle about a `UIAction` call, described from the noted touch or dispatch.
  public func sendAction(
    _ action: DispatchAction, on control: DispatchControl, original: () -> Void
  ) {
    if wiring.admitAction(events: control.registeredEvents(for: action)) == .run { original() }
  }
}

import HitAreaKit
import TapThrottling

/// The throttle wired into a control the way the UIKit adapter wires it, so the tests prove
/// the wiring as well as ``TapThrottle``.
///
/// The adapter hooks four places (``ControlDispatchHooks``), each one call into
/// ``ControlTapThrottle``:
/// 1. `touchesBegan/Moved/Ended/Cancelled`: it hands over the touches of the call, so the core
///    can keep the control's tracked touch and note its tap count and phase for the duration of
///    the original call, because `sendAction(_: UIAction)` receives no event;
/// 2. `sendActions(for:)` and `performPrimaryAction()`: it notes a programmatic dispatch and
///    reads the uptime **once** for all of its targets;
/// 3. `sendAction(_:to:for:)`: it passes the event's timestamp (or none: programmatic), the
///    target's registered events and the control's `isTouchInside`;
/// 4. `sendAction(_: UIAction)`: it passes the action's registered events and `isTouchInside`.
/// Both `sendAction` hooks call the original only on ``TapThrottle/Decision/run``. Nothing else
/// is decided here.
public final class DispatchThrottleAdapter: ControlDispatchHooks {
  /// The core wiring every hook calls into.
  package let wiring: ControlTapThrottle
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

  /// Hands the touches of the call to the core while the original handles them.
  public func handleTouches(
    _ touches: [DispatchTouch], phase: TapThrottle.TouchPhase, on control: DispatchControl,
    event: DispatchEvent, original: () -> Void
  ) {
    wiring.duringTouches(
      touches, phase: phase, timestamp: event.timestamp, describe: { ($0.tapCount, $0.phase) },
      original)
  }

  /// Notes a programmatic dispatch and its uptime, read once, while the original runs it.
  public func handleProgrammaticSend(
    on control: DispatchControl, events: ControlEvents, original: () -> Void
  ) {
    wiring.duringProgrammaticDispatch(time: control.uptime, events: events, original)
  }

  /// Asks the throttle about a target–action call.
  public func sendAction(
    _ selector: String, to target: DispatchTarget?, for event: DispatchEvent?,
    on control: DispatchControl, original: () -> Void
  ) {
    let events = control.registeredEvents(forTarget: target, selector: selector)
    let decision = wiring.admitTargetAction(
      events: events, timestamp: event?.timestamp, isTouchInside: control.isTouchInside)
    if decision == .run { original() }
  }

  /// Asks the throttle about a `UIAction` call.
  public func sendAction(
    _ action: DispatchAction, on control: DispatchControl, original: () -> Void
  ) {
    let events = control.registeredEvents(for: action)
    if wiring.admitAction(events: events, isTouchInside: control.isTouchInside) == .run {
      original()
    }
  }
}

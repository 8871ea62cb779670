/// A control's tap throttle together with what it knows about the dispatch in progress: the
/// wiring behind the UIKit adapter's hooks (and behind the hook-free `HitAreaControl` and
/// `HitAreaButton` overrides), so that each of them is one call.
///
/// `sendAction(_: UIAction)` receives no `UIEvent`, so the adapter notes the touch being handled
/// (``duringTouches(_:phase:timestamp:describe:_:)``, around
/// `touchesBegan/Moved/Ended/Cancelled`) and the programmatic dispatch in progress
/// (``duringProgrammaticDispatch(time:events:_:)``, around `sendActions(for:)`, with the uptime read
/// once for all of its targets). Both `sendAction` paths then ask
/// ``admitTargetAction(events:timestamp:isTouchInside:)`` or
/// ``admitAction(events:isTouchInside:)`` and call through only on
/// ``TapThrottle/Decision/run``.
///
/// The touch is the one the control tracks (``TrackedTouch``): the first that began on it,
/// never another finger resting on it, so its phase and tap count are the tap's. The control's
/// `isTouchInside` at each call tells a release inside (a tap) from one outside; a press's
/// sends, and the sends the app makes in or just after a touch's handler, may be either (the
/// flag is `false` there whatever the press or the touch was).
///
/// Not thread-safe by itself: UIKit calls it on the main thread; the throttle inside is a
/// ``SharedTapThrottle``.
///
/// ```swift
/// let wiring = ControlTapThrottle(.interval(0.5))
/// wiring.duringTouches(timestamp: 10, tapCount: 1, phase: .ended) {
///   wiring.admitAction(events: .touchUpInside, isTouchInside: true)  // .run
/// }
/// ```
package final class ControlTapThrottle {
  /// What is known about the dispatch in progress.
  private enum Context {
    /// A touch's (or a press's) dispatch. `knowsInside`: whether the control's `isTouchInside`
    /// says where the touch is: not for a press (no touch: the flag is `false`), nor for a send
    /// the app makes inside or just after the touch's handler (UIKit clears the flag at the end
    /// of `touchesEnded`, before a custom control's `sendActions(for: .touchUpInside)` after
    /// `super`). `sending`: the events such a send is for (its `sendActions(for:)` argument),
    /// when known: a `valueChanged` sent from a `touchUpOutside` handler is no tap.
    case touch(
      timestamp: Double, tapCount: Int?, phase: TapThrottle.TouchPhase?, knowsInside: Bool = true,
      sending: ControlEvents? = nil)
    case programmatic(time: Double?)
  }

  /// The control's throttle.
  package let shared: SharedTapThrottle
  /// Nested dispatches, innermost last.
  private var contexts: [Context] = []
  /// The last touch event the control handled, and when: a programmatic dispatch just after it
  /// (a tap recognizer's handler) is that touch's.
  private var lastTouch: (timestamp: Double, tapCount: Int?, phase: TapThrottle.TouchPhase?)?
  /// How many `sendAction` hooks of one call are deciding (a class and its superclass both
  /// hooked): only the outermost decides.
  private var decidingSends = 0
  /// The touch the control tracks.
  private var tracked = TrackedTouch<AnyObject>()

  /// Creates the wiring for one control.
  package init(_ throttle: TapThrottle) {
    shared = SharedTapThrottle(throttle)
  }

  /// The touch the control tracks, if any (see ``TrackedTouch``).
  package var trackedTouch: AnyObject? { tracked.touch }

  /// Runs `body` (the original `touchesBegan/Moved/Ended/Cancelled(_:with:)`) with the control's
  /// tracked touch noted.
  ///
  /// At `began`, the first of `touches` becomes the tracked touch unless a live one is tracked
  /// already; after `ended` or `cancelled` of the tracked touch, it is forgotten. While `body`
  /// runs, the tap count and phase of the tracked touch describe the `sendAction` calls it makes;
  /// without a tracked touch, the call's own phase does, with no tap count.
  ///
  /// - Parameters:
  ///   - touches: The touches the method was called with.
  ///   - phase: Which method: `touchesBegan` is ``TapThrottle/TouchPhase/began``, and so on.
  ///   - timestamp: The event's timestamp; `nil` without an event (then nothing is noted).
  ///   - describe: A touch's tap count and phase (`UITouch.tapCount`, `UITouch.phase`).
  ///   - body: The original method.
  /// - Returns: What `body` returns.
  ///
  /// ```swift
  /// // In touchesEnded(_:with:):
  /// wiring.duringTouches(
  ///   touches, phase: .ended, timestamp: event?.timestamp,
  ///   describe: { touch in (touch.tapCount, phase(of: touch)) }  // UITouch.Phase → TouchPhase
  /// ) {
  ///   callOriginalTouchesEnded()
  /// }
  /// ```
  package func duringTouches<Touch: AnyObject, Result>(
    _ touches: some Collection<Touch>, phase: TapThrottle.TouchPhase, timestamp: Double?,
    describe: (Touch) -> (tapCount: Int, phase: TapThrottle.TouchPhase?),
    _ body: () -> Result
  ) -> Result {
    if phase == .began {
      tracked.began(touches.lazy.map { $0 as AnyObject }) { touch in
        guard let touch = touch as? Touch, let phase = describe(touch).phase else { return true }
        return phase != .ended && phase != .cancelled
      }
    }
    defer {
      if phase == .ended || phase == .cancelled {
        tracked.ended(touches.lazy.map { $0 as AnyObject })
      }
    }
    guard let timestamp else { return body() }
    guard let touch = tracked.touch as? Touch else {
      return noting(.touch(timestamp: timestamp, tapCount: nil, phase: phase), body)
    }
    let own = describe(touch)
    return noting(.touch(timestamp: timestamp, tapCount: own.tapCount, phase: own.phase), body)
  }

  /// Runs `body` (the original `pressesBegan/Changed/Ended/Cancelled(_:with:)`) with the press
  /// noted as the control's tap: a keyboard's return or space, a focus engine's select, a tvOS
  /// remote's click.
  ///
  /// Both `sendAction` paths of the press then decide together (`sendAction(_: UIAction)` gets no
  /// event of its own).
  ///
  /// ```swift
  /// // In pressesEnded(_:with:):
  /// wiring.duringPresses(phase: .ended, timestamp: event?.timestamp) { callOriginalPressesEnded() }
  /// ```
  ///
  /// - Parameters:
  ///   - phase: Which method: `pressesBegan` is ``TapThrottle/TouchPhase/began``, and so on.
  ///   - timestamp: The event's timestamp; `nil` without an event (then nothing is noted).
  ///   - body: The original method.
  /// - Returns: What `body` returns.
  package func duringPresses<Result>(
    phase: TapThrottle.TouchPhase, timestamp: Double?, _ body: () -> Result
  ) -> Result {
    guard let timestamp else { return body() }
    return noting(
      .touch(timestamp: timestamp, tapCount: 1, phase: phase, knowsInside: false), body)
  }

  /// How long after a touch event a programmatic dispatch of the control still counts as that
  /// touch's: 0.1 s.
  ///
  /// A tap recognizer's handler (or a custom control's) that calls `sendActions(for:)` runs in the
  /// same turn of the run loop as the touch that made it.
  package static let touchAttributionWindow = 0.1

  /// Runs `body` (a send made by the adapter's `sendAction` hook) so that it is decided once,
  /// however many hooks of one call it passes through: the outermost hook decides, and an inner
  /// one (a subclass and its superclass both hooked) calls straight through.
  ///
  /// - Parameters:
  ///   - decide: The outermost hook's decision.
  ///   - original: The call through.
  package func send(_ decide: () -> TapThrottle.Decision, _ original: () -> Void) {
    guard decidingSends == 0 else { return original() }
    decidingSends += 1
    defer { decidingSends -= 1 }
    if decide() == .run { original() }
  }

  /// Runs `body` (the original touch handler) with the touch noted, for callers that already
  /// know the control's touch.
  ///
  /// - Parameters:
  ///   - timestamp: The event's timestamp.
  ///   - tapCount: The touch's tap count.
  ///   - phase: The touch's phase.
  ///   - body: The original `touchesBegan/Moved/Ended/Cancelled(_:with:)`.
  package func duringTouches<Result>(
    timestamp: Double, tapCount: Int, phase: TapThrottle.TouchPhase, _ body: () -> Result
  ) -> Result {
    noting(.touch(timestamp: timestamp, tapCount: tapCount, phase: phase), body)
  }

  /// Runs `body` (the original programmatic dispatch) with it noted.
  ///
  /// - Parameters:
  ///   - time: The system uptime, read once for the whole dispatch.
  ///   - events: The events it sends (`sendActions(for:)`'s argument), if known.
  ///   - body: The original `sendActions(for:)`.
  package func duringProgrammaticDispatch<Result>(
    time: Double?, events: ControlEvents? = nil, _ body: () -> Result
  ) -> Result {
    // Inside a touch's dispatch (a custom control's `touchesEnded` or `endTracking` calling
    // `sendActions(for:)`), or just after a touch (a tap recognizer's handler), the sends are
    // the touch's, for the events they send, wherever `isTouchInside` says the touch is.
    if case .touch(let timestamp, let tapCount, let phase, _, _) = contexts.last {
      return noting(
        .touch(
          timestamp: timestamp, tapCount: tapCount, phase: phase, knowsInside: false,
          sending: events), body)
    }
    if let time, let touch = lastTouch, time >= touch.timestamp,
      time - touch.timestamp <= Self.touchAttributionWindow
    {
      // The handler's send is the tap it recognized, whatever became of the control's own touch
      // (a recognizer cancels it): no phase narrows what it can be for.
      return noting(
        .touch(
          timestamp: touch.timestamp, tapCount: touch.tapCount, phase: nil, knowsInside: false,
          sending: events),
        body)
    }
    return noting(.programmatic(time: time), body)
  }

  /// Decides a `sendAction(_:to:for:)` call from its event's timestamp (`nil` for programmatic
  /// sends) and the touch noted for that event.
  ///
  /// - Parameters:
  ///   - events: The events the target–action was registered for, if known.
  ///   - timestamp: The call's `UIEvent` timestamp; `nil` without an event.
  ///   - isTouchInside: The control's `isTouchInside` at the call.
  /// - Returns: ``TapThrottle/Decision/run`` to call through.
  package func admitTargetAction(events: ControlEvents?, timestamp: Double?, isTouchInside: Bool?)
    -> TapThrottle.Decision
  {
    guard let timestamp else {
      // No event: a programmatic send, unless it is made inside (or just after) a touch of the
      // control, which it then belongs to.
      if case .touch = contexts.last {
        return admitAction(events: events, isTouchInside: isTouchInside)
      }
      return shared.admit(.programmatic(events: events, time: programmaticTime))
    }
    var send = TapThrottle.Send(events: events, timestamp: timestamp, isTouchInside: isTouchInside)
    if case .touch(timestamp, let tapCount, let phase, let knowsInside, let sending) = contexts.last
    {
      send.tapCount = tapCount
      send.phase = phase
      if !knowsInside { send.isTouchInside = nil }
      send.events = Self.narrowed(events, to: sending)
    }
    return shared.admit(send)
  }

  /// Decides a `sendAction(_:to:for:)` call from its own event (`nil` for programmatic sends),
  /// described by the caller.
  ///
  /// - Parameters:
  ///   - events: The events the target–action was registered for, if known.
  ///   - event: The event's timestamp, the touch's tap count and phase; `nil` without an event.
  ///   - isTouchInside: The control's `isTouchInside` at the call, if known.
  package func admitTargetAction(
    events: ControlEvents?,
    event: (timestamp: Double, tapCount: Int, phase: TapThrottle.TouchPhase)?,
    isTouchInside: Bool? = nil
  ) -> TapThrottle.Decision {
    let send: TapThrottle.Send
    if let event {
      send = TapThrottle.Send(
        events: events, timestamp: event.timestamp, tapCount: event.tapCount, phase: event.phase,
        isTouchInside: isTouchInside)
    } else {
      send = .programmatic(events: events, time: programmaticTime)
    }
    return shared.admit(send)
  }

  /// Decides a `sendAction(_: UIAction)` call from the noted touch or programmatic dispatch.
  ///
  /// - Parameters:
  ///   - events: The events the action was registered for, if known.
  ///   - isTouchInside: The control's `isTouchInside` at the call, if known.
  package func admitAction(events: ControlEvents?, isTouchInside: Bool? = nil)
    -> TapThrottle.Decision
  {
    let send: TapThrottle.Send
    switch contexts.last {
    case .touch(let timestamp, let tapCount, let phase, let knowsInside, let sending):
      send = TapThrottle.Send(
        events: Self.narrowed(events, to: sending), timestamp: timestamp, tapCount: tapCount,
        phase: phase, isTouchInside: knowsInside ? isTouchInside : nil)
    case .programmatic(let time):
      send = .programmatic(events: events, time: time)
    case nil:
      send = .programmatic(events: events)
    }
    return shared.admit(send)
  }

  private func noting<Result>(_ context: Context, _ body: () -> Result) -> Result {
    if case .touch(let timestamp, let tapCount, let phase, _, _) = context {
      lastTouch = (timestamp, tapCount, phase)
    }
    contexts.append(context)
    defer { contexts.removeLast() }
    return body()
  }

  /// The events a target–action was registered for, narrowed to those a dispatch sends: a
  /// handler for `[.valueChanged, .touchUpInside]` called by `sendActions(for: .valueChanged)`
  /// is called for a `valueChanged`; a `touchUpInside` may bring the tap's
  /// `primaryActionTriggered` with it.
  private static func narrowed(_ events: ControlEvents?, to sending: ControlEvents?)
    -> ControlEvents?
  {
    guard let sending else { return events }
    let sent = sending.contains(.touchUpInside) ? sending.union(.primaryActionTriggered) : sending
    return events.map { $0.intersection(sent) } ?? sent
  }

  /// The time of the programmatic dispatch in progress, if the innermost context is one.
  private var programmaticTime: Double? {
    if case .programmatic(let time) = contexts.last { time } else { nil }
  }
}

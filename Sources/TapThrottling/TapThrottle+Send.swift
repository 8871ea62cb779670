extension TapThrottle {
  /// One `sendAction` call, as a ``TapThrottle`` sees it.
  ///
  /// The UIKit adapter hooks both `sendAction(_:to:for:)` and `sendAction(_: UIAction)` and
  /// describes each call with what it can know:
  /// - ``events``: the control events the target–action or `UIAction` is registered for (the
  ///   adapter reads them from the control's registrations); `nil` if unknown.
  /// - ``timestamp``: the `UIEvent`'s timestamp, in seconds of system uptime. `nil` means the
  ///   send has no event: `sendActions(for:)`, `performPrimaryAction()`, accessibility.
  /// - ``tapCount``: the touch's `tapCount`; `nil` if unknown.
  /// - ``phase``: the phase of the touch being handled; `nil` if unknown.
  /// - ``isTouchInside``: the control's `isTouchInside` when the call is made; `nil` if unknown.
  ///   UIKit updates it before it sends the drag and up events, so at the `ended` phase it says
  ///   whether the release is a `touchUpInside` (a tap) or a `touchUpOutside`.
  ///
  /// All calls of one tap share one timestamp, so the throttle decides once per timestamp and
  /// every later call with that timestamp gets the same answer.
  ///
  /// ```swift
  /// // In the sendAction(_:to:for:) hook:
  /// let send = TapThrottle.Send(
  ///   events: [.touchUpInside], timestamp: event?.timestamp, tapCount: touch?.tapCount,
  ///   phase: .ended)
  /// // For sendActions(for:):
  /// let programmatic = TapThrottle.Send.programmatic(events: [.touchUpInside])
  /// ```
  public struct Send: Hashable, Sendable {
    /// The events the action is registered for; `nil` when unknown, which counts as the
    /// throttle's own events.
    public var events: ControlEvents?
    /// The event's timestamp in seconds of system uptime; for a programmatic send, an optional
    /// time read once per programmatic dispatch (see ``programmatic(events:time:)``).
    public var timestamp: Double?
    /// The touch's tap count; `nil` when unknown, which counts as a single tap.
    public var tapCount: Int?
    /// The phase of the touch being handled; `nil` when unknown.
    public var phase: TouchPhase?
    /// The control's `isTouchInside` when the call is made; `nil` when unknown.
    ///
    /// See ``TouchPhase/possibleEvents(isTouchInside:)``.
    public var isTouchInside: Bool?
    /// Whether the send carries no `UIEvent` (`sendActions(for:)`, `performPrimaryAction()`,
    /// accessibility, focus and spring-loaded activation).
    public var isProgrammatic: Bool

    /// Describes a `sendAction` call.
    ///
    /// A `nil` timestamp makes it a programmatic send.
    ///
    /// - Parameters:
    ///   - events: The events the action is registered for, or `nil` if unknown.
    ///   - timestamp: `UIEvent.timestamp`, or `nil` when there is no event.
    ///   - tapCount: `UITouch.tapCount`, or `nil` if unknown.
    ///   - phase: The phase of the touch being handled, or `nil` if unknown.
    ///   - isTouchInside: The control's `isTouchInside` at the call, or `nil` if unknown.
    ///
    /// ```swift
    /// TapThrottle.Send(events: [.touchUpInside], timestamp: 12.5, tapCount: 1, phase: .ended)
    /// // A release outside: not a tap, whatever the target is registered for.
    /// TapThrottle.Send(
    ///   events: [.touchUpInside, .touchUpOutside], timestamp: 12.9, phase: .ended,
    ///   isTouchInside: false)
    /// ```
    public init(
      events: ControlEvents?, timestamp: Double?, tapCount: Int? = nil, phase: TouchPhase? = nil,
      isTouchInside: Bool? = nil
    ) {
      self.events = events
      self.timestamp = timestamp
      self.tapCount = tapCount
      self.phase = phase
      self.isTouchInside = isTouchInside
      self.isProgrammatic = timestamp == nil
    }

    /// Describes a send without a `UIEvent`.
    ///
    /// Programmatic sends run by default. If the throttle's ``TapThrottle/programmaticSends`` is
    /// ``ProgrammaticSends/throttle``, they are throttled like taps at `time`; read the time
    /// **once per programmatic dispatch** (in the `sendActions(for:)` / `performPrimaryAction()`
    /// hook) so that every target of that dispatch shares it and runs or drops together.
    ///
    /// - Parameters:
    ///   - events: The events the action is registered for, or `nil` if unknown.
    ///   - time: Seconds of system uptime at the start of the programmatic dispatch, or `nil`.
    ///     Without a time, a programmatic send always runs.
    /// - Returns: The send.
    ///
    /// ```swift
    /// let now = ProcessInfo.processInfo.systemUptime   // read once per sendActions(for:)
    /// TapThrottle.Send.programmatic(events: [.primaryActionTriggered], time: now)
    /// ```
    public static func programmatic(events: ControlEvents?, time: Double? = nil) -> Send {
      var send = Send(events: events, timestamp: time)
      send.isProgrammatic = true
      return send
    }
  }
}

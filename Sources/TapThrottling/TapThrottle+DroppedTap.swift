extension TapThrottle {
  /// A report of one dropped tap (one dispatch, however many `sendAction` calls it had), for
  /// analytics and tests.
  ///
  /// ```swift
  /// var throttle = TapThrottle(.interval(0.5))
  /// throttle.onDroppedTap = { tap in
  ///   print("dropped a tap at \(tap.timestamp), \(tap.secondsSinceAcceptedTap ?? 0) s after the last")
  /// }
  /// ```
  public struct DroppedTap: Hashable, Sendable {
    /// The event timestamp of the dropped tap (the programmatic time for a programmatic send).
    public var timestamp: Double
    /// The tap count of the dropped tap, if known.
    public var tapCount: Int?
    /// The throttled events the first dropped call was for.
    public var events: ControlEvents
    /// The mode that dropped it.
    public var mode: Mode
    /// For an interval mode, the time since the last accepted tap; `nil` for tap grouping.
    public var secondsSinceAcceptedTap: Double?
    /// Whether the dropped send was programmatic.
    public var isProgrammatic: Bool

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - timestamp: The event timestamp of the dropped tap.
    ///   - tapCount: Its tap count, if known.
    ///   - events: The throttled events it was for.
    ///   - mode: The mode that dropped it.
    ///   - secondsSinceAcceptedTap: The time since the last accepted tap, for interval modes.
    ///   - isProgrammatic: Whether it was a programmatic send.
    ///
    /// ```swift
    /// let tap = TapThrottle.DroppedTap(
    ///   timestamp: 1.2, tapCount: 1, events: .touchUpInside, mode: .interval(0.5),
    ///   secondsSinceAcceptedTap: 0.2, isProgrammatic: false)
    /// ```
    package init(
      timestamp: Double, tapCount: Int?, events: ControlEvents, mode: Mode,
      secondsSinceAcceptedTap: Double?, isProgrammatic: Bool
    ) {
      self.timestamp = timestamp
      self.tapCount = tapCount
      self.events = events
      self.mode = mode
      self.secondsSinceAcceptedTap = secondsSinceAcceptedTap
      self.isProgrammatic = isProgrammatic
    }
  }
}

extension TapThrottle {
  /// How a ``TapThrottle`` tells a repeated tap from a legitimate one.
  ///
  /// - ``interval(_:)``: a time window on the leading edge. The first tap runs; every tap whose
  ///   event timestamp is within `seconds` of the last *accepted* tap is dropped. Dropped taps do
  ///   not extend the window.
  /// - ``tapGrouping``: the system's own multi-tap grouping. Taps whose tap count is greater than
  ///   one (the second and later taps of a double or triple tap) are dropped, whatever the time
  ///   between them (QMUI's `qmui_preventsRepeatedTouchUpInsideEvent`).
  ///
  /// An interval of zero, a negative interval, NaN or an infinite interval means *off*: every tap
  /// runs. Such modes are all equal to `.interval(0)`.
  ///
  /// ```swift
  /// TapThrottle.Mode.interval(0.5)           // at most one tap per half second
  /// TapThrottle.Mode.tapGrouping             // one action per burst of taps
  /// TapThrottle.Mode.interval(-1).isOff      // true
  /// TapThrottle.Mode.interval(.nan) == .interval(0)  // true
  /// ```
  public struct Mode: Hashable, Sendable {
    private enum Storage: Hashable {
      case interval(Double)
      case tapGrouping
    }

    private let storage: Storage

    private init(_ storage: Storage) { self.storage = storage }

    /// A leading-edge time window: the first tap runs, and taps whose event timestamp is less than
    /// `seconds` after the last accepted tap are dropped.
    ///
    /// - Parameter seconds: The window, in seconds of event time. Zero, negative and non-finite
    ///   values turn the throttle off.
    /// - Returns: The mode.
    ///
    /// ```swift
    /// var throttle = TapThrottle(.interval(0.5))
    /// ```
    public static func interval(_ seconds: Double) -> Mode {
      Mode(.interval(seconds.isFinite && seconds > 0 ? seconds : 0))
    }

    /// Drops every tap whose tap count is greater than one.
    ///
    /// ```swift
    /// var throttle = TapThrottle(.tapGrouping)
    /// ```
    public static let tapGrouping = Mode(.tapGrouping)

    /// The window of an interval mode in seconds, `0` when the interval is off, and `nil` for
    /// ``tapGrouping``.
    ///
    /// ```swift
    /// TapThrottle.Mode.interval(0.5).interval  // 0.5
    /// TapThrottle.Mode.tapGrouping.interval    // nil
    /// ```
    public var interval: Double? {
      switch storage {
      case .interval(let seconds): seconds
      case .tapGrouping: nil
      }
    }

    /// Whether this mode lets every tap through (an interval of zero, negative or not finite).
    ///
    /// ```swift
    /// TapThrottle.Mode.interval(0).isOff    // true
    /// TapThrottle.Mode.tapGrouping.isOff    // false
    /// ```
    public var isOff: Bool { interval == 0 }

    /// Whether this is ``tapGrouping``.
    ///
    /// ```swift
    /// TapThrottle.Mode.tapGrouping.isTapGrouping  // true
    /// ```
    public var isTapGrouping: Bool { storage == .tapGrouping }
  }
}

extension TapThrottle.Mode: CustomStringConvertible {
  /// `interval(0.5)`, `interval(0) (off)` or `tapGrouping`.
  ///
  /// ```swift
  /// TapThrottle.Mode.interval(0.5).description  // "interval(0.5)"
  /// ```
  public var description: String {
    switch storage {
    case .interval(let seconds): seconds == 0 ? "interval(0) (off)" : "interval(\(seconds))"
    case .tapGrouping: "tapGrouping"
    }
  }
}

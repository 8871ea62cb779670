extension TapThrottle {
  /// Whether one `sendAction` call goes through.
  ///
  /// ```swift
  /// if throttle.admit(send) == .run { callOriginalSendAction() }
  /// ```
  public enum Decision: Hashable, Sendable {
    /// Call through: the action runs.
    case run
    /// Do not call through: the action is suppressed.
    case drop
  }
}

extension TapThrottle.Decision: CustomStringConvertible {
  /// `run` or `drop`.
  ///
  /// ```swift
  /// TapThrottle.Decision.drop.description  // "drop"
  /// ```
  public var description: String {
    switch self {
    case .run: "run"
    case .drop: "drop"
    }
  }
}

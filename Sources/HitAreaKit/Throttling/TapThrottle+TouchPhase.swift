extension TapThrottle {
  /// The phase of the touch whose handling is sending actions, as far as it matters to a
  /// throttle.
  ///
  /// `UIControl` sends different events in different phases (uikit-semantics C3–C5, A2). Knowing
  /// the phase lets the throttle tell which events a `sendAction` call can be for when its target
  /// is registered for several events at once: a target registered for
  /// `[.touchDown, .touchUpInside]` is called in the `began` phase for `touchDown`, which a
  /// throttle on `touchUpInside` must let through untouched.
  ///
  /// The UIKit adapter maps `UITouch.Phase`: `.began` → ``began``, `.moved` and `.stationary` →
  /// ``moved``, `.ended` → ``ended``, `.cancelled` → ``cancelled``, anything else → `nil`.
  ///
  /// ```swift
  /// TapThrottle.TouchPhase.began.possibleEvents.contains(.touchUpInside)  // false
  /// TapThrottle.TouchPhase.ended.possibleEvents.contains(.touchUpInside)  // true
  /// ```
  public enum TouchPhase: Hashable, Sendable, CaseIterable {
    /// The touch began: `UIControl` sends `touchDown`, and `touchDownRepeat` for a tap count
    /// greater than one.
    case began
    /// The touch moved: `UIControl` sends the drag events.
    case moved
    /// The touch ended: `UIControl` may send `touchDragEnter` or `touchDragExit`, then
    /// `touchUpInside` or `touchUpOutside`, then button-like controls send
    /// `primaryActionTriggered`.
    case ended
    /// The touch was cancelled: `UIControl` sends `touchCancel`.
    case cancelled

    /// The events a `sendAction` call made while handling a touch in this phase can be for.
    ///
    /// Touch events are limited to those `UIControl` tracking sends in the phase, and
    /// `primaryActionTriggered` to the `ended` phase (it follows a `touchUpInside` pass).
    /// Every other event (`valueChanged`, `menuActionTriggered`, editing and reserved events)
    /// stays possible in every phase, because subclasses send them whenever they like.
    ///
    /// ```swift
    /// TapThrottle.TouchPhase.moved.possibleEvents.contains(.valueChanged)  // true
    /// ```
    public var possibleEvents: ControlEvents {
      let anyPhase = ControlEvents.allEvents
        .subtracting(.allTouchEvents).subtracting(.primaryActionTriggered)
      switch self {
      case .began:
        return anyPhase.union([.touchDown, .touchDownRepeat])
      case .moved:
        return anyPhase.union([
          .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        ])
      case .ended:
        return anyPhase.union([
          .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside,
          .primaryActionTriggered,
        ])
      case .cancelled:
        return anyPhase.union(.touchCancel)
      }
    }
  }
}

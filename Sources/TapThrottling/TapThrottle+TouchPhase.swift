extension TapThrottle {
  /// The phase of the touch whose handling is sending actions, as far as it matters to a
  /// throttle.
  ///
  /// `UIControl` sends different events in different phases (<doc:UIKitControlRules>, C3–C5 and
  /// A2). Knowing
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
    /// Equal to ``possibleEvents(isTouchInside:)`` with `nil`.
    ///
    /// ```swift
    /// TapThrottle.TouchPhase.moved.possibleEvents.contains(.valueChanged)  // true
    /// ```
    public var possibleEvents: ControlEvents { possibleEvents(isTouchInside: nil) }

    /// The events a `sendAction` call made while handling a touch in this phase can be for,
    /// given the control's `isTouchInside` at the call.
    ///
    /// UIKit updates `isTouchInside` before it sends the drag and up events
    /// (<doc:UIKitControlRules>, C4 and C5), so it tells them apart: at the `ended` phase a touch that is inside sends
    /// `touchUpInside` (then `primaryActionTriggered`) and maybe `touchDragEnter`; one that is
    /// not sends `touchUpOutside` and maybe `touchDragExit`. While moving, inside means
    /// `touchDragInside` or `touchDragEnter`, outside `touchDragOutside` or `touchDragExit`.
    /// `nil` (unknown) allows both; `began` and `cancelled` do not depend on it.
    ///
    /// - Parameter isTouchInside: The control's `isTouchInside`, or `nil` if unknown.
    /// - Returns: The events the call can be for.
    ///
    /// ```swift
    /// let release = TapThrottle.TouchPhase.ended.possibleEvents(isTouchInside: false)
    /// release.contains(.touchUpOutside)          // true
    /// release.contains(.touchUpInside)           // false: a release outside is not a tap
    /// release.contains(.primaryActionTriggered)  // false
    /// ```
    public func possibleEvents(isTouchInside: Bool?) -> ControlEvents {
      let anyPhase = ControlEvents.allEvents
        .subtracting(.allTouchEvents).subtracting(.primaryActionTriggered)
      let inside: ControlEvents
      let outside: ControlEvents
      switch self {
      case .began:
        return anyPhase.union([.touchDown, .touchDownRepeat])
      case .moved:
        inside = [.touchDragInside, .touchDragEnter]
        outside = [.touchDragOutside, .touchDragExit]
      case .ended:
        inside = [.touchDragEnter, .touchUpInside, .primaryActionTriggered]
        outside = [.touchDragExit, .touchUpOutside]
      case .cancelled:
        return anyPhase.union(.touchCancel)
      }
      switch isTouchInside {
      case true?: return anyPhase.union(inside)
      case false?: return anyPhase.union(outside)
      case nil: return anyPhase.union(inside).union(outside)
      }
    }
  }
}

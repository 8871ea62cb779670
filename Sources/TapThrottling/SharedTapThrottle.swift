internal import HitAreaSupport

/// A thread-safe home for one control's ``TapThrottle``: the object the UIKit adapter attaches to
/// each throttled control.
///
/// It serialises ``admit(_:)`` with a lock and calls ``TapThrottle/onDroppedTap`` after releasing
/// it, so the callback may read or replace the throttle.
///
/// ```swift
/// let shared = SharedTapThrottle(.interval(0.5))
/// // In both sendAction hooks:
/// if shared.admit(send) == .run { callOriginal() }
/// shared.throttle.droppedTapCount  // for tests and analytics
/// ```
public final class SharedTapThrottle: Sendable {
  private let state: Locked<TapThrottle>

  /// Creates a holder.
  ///
  /// - Parameter throttle: The control's throttle.
  ///
  /// ```swift
  /// let shared = SharedTapThrottle(TapThrottle(.tapGrouping))
  /// ```
  public init(_ throttle: TapThrottle) {
    state = Locked(throttle)
  }

  /// A copy of the throttle (settings, counters, window), or a replacement for it.
  ///
  /// ```swift
  /// shared.throttle.mode = .interval(1)       // change the settings, keep the state
  /// shared.throttle = .interval(1)            // start afresh
  /// ```
  public var throttle: TapThrottle {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }

  /// Decides whether one `sendAction` call runs; see ``TapThrottle/admit(_:)``.
  ///
  /// - Parameter send: The call.
  /// - Returns: ``TapThrottle/Decision/run`` to call through, ``TapThrottle/Decision/drop`` to
  ///   suppress the call.
  ///
  /// ```swift
  /// shared.admit(.init(events: .touchUpInside, timestamp: 4.2, phase: .ended))  // .run
  /// ```
  ///
  /// - Complexity: O(1).
  public func admit(_ send: TapThrottle.Send) -> TapThrottle.Decision {
    let (decision, dropped, callback) = state.withLock { throttle in
      let (decision, dropped) = throttle.decide(send)
      return (decision, dropped, throttle.onDroppedTap)
    }
    if let dropped, let callback { callback(dropped) }
    return decision
  }

  /// Forgets the window so the next tap runs; see ``TapThrottle/reset()``.
  ///
  /// ```swift
  /// shared.reset()
  /// ```
  public func reset() {
    state.withLock { $0.reset() }
  }
}

/// What the Objective-C surface's throttle properties mean, in terms of ``TapThrottle``: the one
/// mapping between `hak_tapThrottleInterval` / `hak_throttlesRepeatedTaps` and the Swift value.
///
/// - **The interval** is ``TapThrottle/Mode/interval(_:)``: a positive finite number of seconds
///   throttles with that window (replacing tap grouping); 0, a negative number or one that is not
///   finite turns an interval throttle off and leaves tap grouping alone. It reads as the
///   interval, or 0 without one.
/// - **Throttling repeated taps** is ``TapThrottle/Mode/tapGrouping``: `YES` replaces an
///   interval; `NO` turns tap grouping off and leaves an interval alone. It reads as whether the
///   mode is tap grouping.
/// - Switching modes keeps the throttle's other settings (its events, its programmatic sends).
///
/// ```swift
/// var throttle = ObjectiveCTapThrottle.setting(interval: 0.8, on: nil)  // .interval(0.8)
/// throttle = ObjectiveCTapThrottle.setting(groupsRepeatedTaps: true, on: throttle)  // .tapGrouping
/// ObjectiveCTapThrottle.interval(of: throttle)  // 0
/// ```
package enum ObjectiveCTapThrottle {
  /// The throttle after Objective-C sets the interval.
  ///
  /// - Parameters:
  ///   - interval: The seconds.
  ///   - throttle: The control's throttle, if any.
  package static func setting(interval: Double, on throttle: TapThrottle?) -> TapThrottle? {
    guard interval.isFinite, interval > 0 else {
      return throttle?.mode.interval != nil ? nil : throttle
    }
    return with(.interval(interval), on: throttle)
  }

  /// The throttle after Objective-C sets whether repeated taps are throttled.
  ///
  /// - Parameters:
  ///   - groups: Whether taps of a burst after the first are dropped.
  ///   - throttle: The control's throttle, if any.
  package static func setting(groupsRepeatedTaps groups: Bool, on throttle: TapThrottle?)
    -> TapThrottle?
  {
    guard groups else { return throttle?.mode.isTapGrouping == true ? nil : throttle }
    return with(.tapGrouping, on: throttle)
  }

  /// The interval Objective-C reads: the interval's seconds, or 0.
  package static func interval(of throttle: TapThrottle?) -> Double {
    throttle?.mode.interval ?? 0
  }

  /// Whether Objective-C reads repeated taps as throttled: tap grouping.
  package static func groupsRepeatedTaps(of throttle: TapThrottle?) -> Bool {
    throttle?.mode.isTapGrouping ?? false
  }

  private static func with(_ mode: TapThrottle.Mode, on throttle: TapThrottle?) -> TapThrottle {
    guard var throttle else { return TapThrottle(mode) }
    throttle.mode = mode
    return throttle
  }
}

#if canImport(UIKit)
import TapThrottling
import UIKit

// The Objective-C surface of the tap throttle: the same state as `tapThrottle`.
extension UIControl {
  /// Drops repeated taps within this many seconds of an accepted one (`TapThrottle.interval`),
  /// measured on event timestamps; 0 (or a negative or non-finite number) turns an interval
  /// throttle off.
  ///
  /// Setting it replaces `hak_throttlesRepeatedTaps`.
  ///
  /// ```objc
  /// payButton.hak_tapThrottleInterval = 0.8;
  /// ```
  @objc(hak_tapThrottleInterval)
  @available(swift, obsoleted: 1.0, renamed: "tapThrottle")
  public var hakTapThrottleInterval: TimeInterval {
    get { ObjectiveCTapThrottle.interval(of: tapThrottle) }
    set { tapThrottle = ObjectiveCTapThrottle.setting(interval: newValue, on: tapThrottle) }
  }

  /// Whether taps of a burst after the first are dropped (`TapThrottle.tapGrouping`: a double
  /// tap likes once).
  ///
  /// Setting `YES` replaces `hak_tapThrottleInterval`.
  ///
  /// ```objc
  /// likeButton.hak_throttlesRepeatedTaps = YES;
  /// ```
  @objc(hak_throttlesRepeatedTaps)
  @available(swift, obsoleted: 1.0, renamed: "tapThrottle")
  public var hakThrottlesRepeatedTaps: Bool {
    get { ObjectiveCTapThrottle.groupsRepeatedTaps(of: tapThrottle) }
    set {
      tapThrottle = ObjectiveCTapThrottle.setting(groupsRepeatedTaps: newValue, on: tapThrottle)
    }
  }
}
#endif  // canImport(UIKit)

/// Counts taps from their times alone, the way `UITouch.tapCount` counts them: a tap that follows
/// the previous tap within ``maximumInterval`` continues its group (count 2, 3, …); any other tap
/// starts a new group (count 1).
///
/// SwiftUI exposes no tap count to a `Button` action or an `onTapGesture` closure, so the SwiftUI
/// adapter counts the taps itself to give ``TapThrottle/Mode/tapGrouping`` a meaning there:
/// **a tap within ``maximumInterval`` of the previous tap belongs to the previous tap's group, and
/// only the first tap of a group runs.** Differences from UIKit's own count:
/// - Only time is considered. UIKit also requires the taps to land close together (its
///   allowable movement); SwiftUI's tap callbacks before iOS 16 carry no location.
/// - Every activation counts as a tap, including VoiceOver and keyboard activation, which SwiftUI
///   does not tell apart from touches.
/// - The time is read when the action runs (a frame or so after the touch), not taken from the
///   touch event.
///
/// The group is chained: each tap is compared with the tap before it, not with the first of the
/// group, so ten seconds of continuous fast tapping is one group.
///
/// ```swift
/// var counter = TapCounter()           // maximumInterval 0.35 s
/// counter.recordTap(at: 10.0)          // 1
/// counter.recordTap(at: 10.2)          // 2
/// counter.recordTap(at: 10.5)          // 3  (0.3 s after the previous tap)
/// counter.recordTap(at: 11.0)          // 1  (0.5 s: a new group)
/// ```
public struct TapCounter: Hashable, Sendable {
  /// The longest time, in seconds, between two taps of one group.
  ///
  /// Zero, negative and non-finite values mean every tap is its own group.
  public var maximumInterval: Double
  /// The time of the previous tap, or `nil` before the first tap (and after a tap with a
  /// non-finite time).
  public private(set) var previousTapTime: Double?
  /// The count of the previous tap: `0` before the first tap.
  public private(set) var previousTapCount = 0

  /// The interval UIKit appears to use between the taps of a double or triple tap: 0.35 s.
  ///
  /// UIKit does not publish its multi-tap interval; 0.35 s is the value commonly observed for
  /// `UITapGestureRecognizer` and `UITouch.tapCount`, and may differ between iOS versions.
  ///
  /// ```swift
  /// TapCounter().maximumInterval == TapCounter.defaultMaximumInterval  // true
  /// ```
  public static let defaultMaximumInterval = 0.35

  /// Creates a counter.
  ///
  /// - Parameter maximumInterval: The longest time between two taps of one group, in seconds;
  ///   ``defaultMaximumInterval`` unless given.
  ///
  /// ```swift
  /// var counter = TapCounter(maximumInterval: 0.5)
  /// ```
  public init(maximumInterval: Double = defaultMaximumInterval) {
    self.maximumInterval = maximumInterval
  }

  /// Records a tap and returns its tap count: one more than the previous tap's count when it
  /// follows that tap within ``maximumInterval``, else 1.
  ///
  /// A time earlier than the previous tap (a clock that went backwards) starts a new group; a
  /// non-finite time counts 1 and is forgotten, so the next tap starts a new group too.
  ///
  /// ```swift
  /// var counter = TapCounter()
  /// counter.recordTap(at: 5.0)   // 1
  /// counter.recordTap(at: 5.35)  // 2 (exactly the maximum interval still counts)
  /// counter.recordTap(at: 4.0)   // 1 (the clock went backwards)
  /// ```
  ///
  /// - Parameter time: The tap's time in seconds of a monotonic clock.
  /// - Returns: The tap count, 1 or more.
  /// - Complexity: O(1).
  public mutating func recordTap(at time: Double) -> Int {
    guard time.isFinite else {
      reset()
      return 1
    }
    var count = 1
    if let previous = previousTapTime, maximumInterval.isFinite, maximumInterval > 0 {
      let elapsed = time - previous
      if elapsed >= 0 && elapsed <= maximumInterval {
        count = previousTapCount == Int.max ? Int.max : previousTapCount + 1
      }
    }
    previousTapTime = time
    previousTapCount = count
    return count
  }

  /// Forgets the previous tap, so the next tap starts a new group.
  ///
  /// ```swift
  /// counter.reset()
  /// ```
  public mutating func reset() {
    previousTapTime = nil
    previousTapCount = 0
  }
}

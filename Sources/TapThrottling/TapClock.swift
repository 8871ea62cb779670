// The clock of taps that carry no event timestamp (a SwiftUI Button's action, a tap gesture).
// The one file of the SwiftUI support that imports Foundation: `ProcessInfo.systemUptime` is the
// monotonic uptime that `UIEvent.timestamp` is measured on. No Foundation type reaches the API.
internal import Foundation

/// Where a throttle reads the time of a tap that carries no event timestamp: a SwiftUI `Button`'s
/// action or a tap gesture.
///
/// The time must come from a **monotonic** clock in seconds, like `UIEvent.timestamp` (seconds of
/// system uptime): never the wall clock (`Date()`), which jumps when the user or the network
/// changes the time, so a throttle on it could drop every tap for an hour or none at all.
///
/// ```swift
/// let clock = TapClock.systemUptime
/// let t = clock.now()                 // e.g. 18_734.25 (seconds since boot)
///
/// // In tests: a clock you move by hand.
/// let fixed = TapClock { 10.0 }
/// fixed.now()                          // 10.0
/// ```
public struct TapClock: Sendable {
  private let read: @Sendable () -> Double

  /// Creates a clock from a function that returns the current time in seconds.
  ///
  /// - Parameter now: Returns monotonic seconds; it is called once per tap, on the thread that
  ///   handles the tap.
  ///
  /// ```swift
  /// let clock = TapClock { ProcessInfo.processInfo.systemUptime }
  /// ```
  public init(_ now: @escaping @Sendable () -> Double) {
    read = now
  }

  /// The current time, in seconds.
  ///
  /// ```swift
  /// TapClock.systemUptime.now()  // seconds since boot, not counting sleep on Apple platforms
  /// ```
  ///
  /// - Returns: The clock's reading; a throttle lets a tap with a non-finite time through.
  public func now() -> Double { read() }

  /// Seconds of system uptime (`ProcessInfo.processInfo.systemUptime`): monotonic, and on Apple
  /// platforms the same clock as `UIEvent.timestamp`.
  ///
  /// The default of every SwiftUI throttle.
  ///
  /// ```swift
  /// var gate = ActionThrottle(.interval(0.5), clock: .systemUptime)
  /// ```
  public static let systemUptime = TapClock { ProcessInfo.processInfo.systemUptime }
}

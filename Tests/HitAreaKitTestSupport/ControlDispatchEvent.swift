import HitAreaKit

/// A stand-in for the touch `UIEvent` and its first `UITouch`, for the control-dispatch
/// simulator.
///
/// A class on purpose: UIKit reuses one `UIEvent` instance for every touch event it delivers
/// (uikit-semantics A6), so tests reuse one instance and only its fields change. Identity is
/// therefore useless as a throttle key; the timestamp is what tells two taps apart.
public final class DispatchEvent: CustomStringConvertible {
  /// `UIEvent.timestamp`: seconds of system uptime when the event occurred.
  public var timestamp: Double
  /// `UITouch.tapCount` of the event's touch.
  public var tapCount: Int
  /// `UITouch.phase` of the event's touch.
  public var phase: TapThrottle.TouchPhase

  /// Creates an event.
  public init(timestamp: Double = 0, tapCount: Int = 1, phase: TapThrottle.TouchPhase = .began) {
    self.timestamp = timestamp
    self.tapCount = tapCount
    self.phase = phase
  }

  /// `event(t=…, tapCount=…, phase)`.
  public var description: String { "event(t=\(timestamp), tapCount=\(tapCount), \(phase))" }
}

import HitAreaKit
import TapThrottling

/// A stand-in for the touch `UIEvent`, for the control-dispatch simulator.
///
/// A class on purpose: UIKit reuses one `UIEvent` instance for every touch event it delivers
/// (UIKitControlRules A6), so tests reuse one instance and only its fields change. Identity is
/// therefore useless as a throttle key; the timestamp is what tells two taps apart.
///
/// ``touches`` are the touches on the control (`event.touches(for: control)`), in the order a
/// `Set` happens to list them: any order. ``tapCount`` and ``phase`` read the *first* of them,
/// which is what `event.touches(for: control)?.first` returns; with two fingers on the control
/// that may well be the other finger.
public final class DispatchEvent: CustomStringConvertible {
  /// `UIEvent.timestamp`: seconds of system uptime when the event occurred.
  public var timestamp: Double
  /// `event.touches(for: control)`, in an arbitrary order.
  public var touches: [DispatchTouch]

  /// Creates an event with one touch.
  public init(timestamp: Double = 0, tapCount: Int = 1, phase: TapThrottle.TouchPhase = .began) {
    self.timestamp = timestamp
    self.touches = [DispatchTouch("A", tapCount: tapCount, phase: phase)]
  }

  /// Creates an event with the given touches.
  public init(timestamp: Double, touches: [DispatchTouch]) {
    self.timestamp = timestamp
    self.touches = touches
  }

  /// `UITouch.tapCount` of the first touch (`event.touches(for:)?.first`); 1 without touches.
  public var tapCount: Int {
    get { touches.first?.tapCount ?? 1 }
    set { touches.first?.tapCount = newValue }
  }

  /// `UITouch.phase` of the first touch (`event.touches(for:)?.first`); `.ended` without
  /// touches.
  public var phase: TapThrottle.TouchPhase {
    get { touches.first?.phase ?? .ended }
    set { touches.first?.phase = newValue }
  }

  /// `event(t=…, [touches])`.
  public var description: String { "event(t=\(timestamp), \(touches))" }
}

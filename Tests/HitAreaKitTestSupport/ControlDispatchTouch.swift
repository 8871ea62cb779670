import HitAreaKit
import TapThrottling

/// A stand-in for one `UITouch`, for the control-dispatch simulator.
///
/// A class on purpose: UIKit keeps one `UITouch` object for the whole life of a finger on the
/// screen (began to ended or cancelled) and makes a new one for the next touch, so identity is
/// what tells the control's tracked touch from another finger (UIKitControlRules C8).
public final class DispatchTouch: CustomStringConvertible {
  /// A name for logs (`"A"`, `"B"`).
  public let name: String
  /// `UITouch.tapCount`.
  public var tapCount: Int
  /// `UITouch.phase`; `.stationary` is ``TapThrottle/TouchPhase/moved``.
  public var phase: TapThrottle.TouchPhase

  /// Creates a touch.
  public init(_ name: String, tapCount: Int = 1, phase: TapThrottle.TouchPhase = .began) {
    self.name = name
    self.tapCount = tapCount
    self.phase = phase
  }

  /// `name(tapCount=…, phase)`.
  public var description: String { "\(name)(tapCount=\(tapCount), \(phase))" }
}

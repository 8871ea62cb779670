import HitAreaKit

/// One step of a scripted touch sequence for a ``DispatchControl``.
///
/// Times are event timestamps (seconds of system uptime). `deliveredAt` is when UIKit delivers
/// the touch to the control (the simulated uptime at delivery); it defaults to the timestamp and
/// differs for delayed touches (a scroll view's `delaysContentTouches`, the screen-edge gate).
public enum DispatchStep: Sendable, CustomStringConvertible {
  /// A tap: touch-down at `at`, touch-up inside at `at + duration`.
  case tap(at: Double, tapCount: Int = 1, duration: Double = 0.05, deliveredAt: Double? = nil)
  /// A touch-down alone.
  case touchDown(at: Double, tapCount: Int = 1)
  /// A move, inside or outside the control.
  case move(at: Double, inside: Bool)
  /// A touch-up, inside or outside the control.
  case touchUp(at: Double, inside: Bool = true)
  /// A cancelled touch.
  case cancel(at: Double)
  /// `sendActions(for:)` at the given uptime.
  case sendActions(ControlEvents, at: Double)
  /// `performPrimaryAction()` at the given uptime.
  case performPrimaryAction(at: Double)
  /// The accessibility large-content lift at the given uptime.
  case accessibilityLift(at: Double)

  /// A short form for failure messages.
  public var description: String {
    switch self {
    case .tap(let t, let n, _, _): "tap(\(t), count \(n))"
    case .touchDown(let t, let n): "down(\(t), count \(n))"
    case .move(let t, let inside): "move(\(t), \(inside ? "in" : "out"))"
    case .touchUp(let t, let inside): "up(\(t), \(inside ? "in" : "out"))"
    case .cancel(let t): "cancel(\(t))"
    case .sendActions(let events, let t): "sendActions(\(events), \(t))"
    case .performPrimaryAction(let t): "performPrimaryAction(\(t))"
    case .accessibilityLift(let t): "accessibilityLift(\(t))"
    }
  }
}

extension DispatchControl {
  /// Plays a script, reusing one event instance for every touch (as UIKit does).
  ///
  /// - Returns: The event instance the script used.
  @discardableResult
  public func play(_ steps: [DispatchStep], event: DispatchEvent = DispatchEvent())
    -> DispatchEvent
  {
    var tapCount = 1
    for step in steps {
      switch step {
      case .tap(let t, let count, let duration, let deliveredAt):
        uptime = deliveredAt ?? t
        set(event, t, count, .began)
        touchesBegan(event)
        uptime = (deliveredAt ?? t) + duration
        set(event, t + duration, count, .ended)
        touchesEnded(event, inside: true)
      case .touchDown(let t, let count):
        tapCount = count
        uptime = t
        set(event, t, count, .began)
        touchesBegan(event)
      case .move(let t, let inside):
        uptime = t
        set(event, t, tapCount, .moved)
        touchesMoved(event, inside: inside)
      case .touchUp(let t, let inside):
        uptime = t
        set(event, t, tapCount, .ended)
        touchesEnded(event, inside: inside)
      case .cancel(let t):
        uptime = t
        set(event, t, tapCount, .cancelled)
        touchesCancelled(event)
      case .sendActions(let events, let t):
        uptime = t
        sendActions(for: events)
      case .performPrimaryAction(let t):
        uptime = t
        performPrimaryAction()
      case .accessibilityLift(let t):
        uptime = t
        accessibilityLift()
      }
    }
    return event
  }

  private func set(
    _ event: DispatchEvent, _ t: Double, _ count: Int, _ phase: TapThrottle.TouchPhase
  ) {
    event.timestamp = t
    event.tapCount = count
    event.phase = phase
  }
}

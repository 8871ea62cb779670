import HitAreaKit
import TapThrottling

/// One step of a scripted touch sequence for a ``DispatchControl``.
///
/// Times are event timestamps (seconds of system uptime). `deliveredAt` is when UIKit delivers
/// the touch to the control (the simulated uptime at delivery); it defaults to the timestamp and
/// differs for delayed touches (a scroll view's `delaysContentTouches`, the screen-edge gate).
///
/// Touch steps move one finger, "A" (a new touch object for every touch-down, as UIKit makes a
/// new `UITouch` for every touch). ``otherFingerDown(at:tapCount:)`` puts a second finger, "B",
/// on the control until ``otherFingerUp(at:)``; while it rests there it is listed *first* in the
/// event's touches, so `event.touches(for:)?.first` reads it rather than finger A.
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
  /// A second finger lands on the control (and stays, stationary, until it lifts).
  case otherFingerDown(at: Double, tapCount: Int = 1)
  /// The second finger lifts.
  case otherFingerUp(at: Double)
  /// Finger A and the second finger lift in the same event (the second one listed first).
  case bothFingersUp(at: Double, inside: Bool = true)

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
    case .otherFingerDown(let t, let n): "otherDown(\(t), count \(n))"
    case .otherFingerUp(let t): "otherUp(\(t))"
    case .bothFingersUp(let t, let inside): "bothUp(\(t), \(inside ? "in" : "out"))"
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
    var fingers = Fingers()
    for step in steps {
      switch step {
      case .tap(let t, let count, let duration, let deliveredAt):
        let touch = fingers.land(tapCount: count)
        uptime = deliveredAt ?? t
        fingers.show(in: event, at: t)
        touchesBegan([touch], with: event)
        uptime = (deliveredAt ?? t) + duration
        fingers.move(.ended)
        fingers.show(in: event, at: t + duration)
        touchesEnded([touch], with: event, inside: true)
        fingers.main = nil
      case .touchDown(let t, let count):
        let touch = fingers.land(tapCount: count)
        uptime = t
        fingers.show(in: event, at: t)
        touchesBegan([touch], with: event)
      case .move(let t, let inside):
        let touch = fingers.current
        uptime = t
        fingers.move(.moved)
        fingers.show(in: event, at: t)
        touchesMoved([touch], with: event, inside: inside)
      case .touchUp(let t, let inside):
        let touch = fingers.current
        uptime = t
        fingers.move(.ended)
        fingers.show(in: event, at: t)
        touchesEnded([touch], with: event, inside: inside)
        fingers.main = nil
      case .cancel(let t):
        let touch = fingers.current
        uptime = t
        fingers.move(.cancelled)
        fingers.show(in: event, at: t)
        touchesCancelled([touch], with: event)
        fingers.main = nil
      case .sendActions(let events, let t):
        uptime = t
        sendActions(for: events)
      case .performPrimaryAction(let t):
        uptime = t
        performPrimaryAction()
      case .accessibilityLift(let t):
        uptime = t
        accessibilityLift()
      case .otherFingerDown(let t, let count):
        let other = DispatchTouch("B", tapCount: count, phase: .began)
        fingers.main?.phase = .moved  // stationary
        fingers.other = other
        uptime = t
        fingers.show(in: event, at: t)
        touchesBegan([other], with: event)
        other.phase = .moved  // stationary from now on
      case .otherFingerUp(let t):
        guard let other = fingers.other else { continue }
        fingers.main?.phase = .moved  // stationary
        other.phase = .ended
        uptime = t
        fingers.show(in: event, at: t)
        touchesEnded([other], with: event, inside: true)
        fingers.other = nil
      case .bothFingersUp(let t, let inside):
        let touch = fingers.current
        uptime = t
        touch.phase = .ended
        fingers.other?.phase = .ended
        fingers.show(in: event, at: t)
        touchesEnded(event.touches, with: event, inside: inside)
        fingers.main = nil
        fingers.other = nil
      }
    }
    return event
  }
}

/// The fingers of a script: finger A (the one the steps move) and the other finger, B.
private struct Fingers {
  var main: DispatchTouch?
  var other: DispatchTouch?
  /// The tap count of A's last touch-down, for a move or touch-up without one.
  var tapCount = 1

  /// A new touch for finger A.
  mutating func land(tapCount: Int) -> DispatchTouch {
    self.tapCount = tapCount
    let touch = DispatchTouch("A", tapCount: tapCount, phase: .began)
    main = touch
    return touch
  }

  /// Finger A's touch, made on the spot for a script that moves it without a touch-down.
  var current: DispatchTouch {
    mutating get {
      if let main { return main }
      return land(tapCount: tapCount)
    }
  }

  /// Moves finger A into `phase`; the other finger, if any, rests (stationary).
  mutating func move(_ phase: TapThrottle.TouchPhase) {
    current.phase = phase
    other?.phase = .moved
  }

  /// Sets the event's timestamp and touches: the other finger first (a `Set` lists them in any
  /// order), then finger A.
  func show(in event: DispatchEvent, at t: Double) {
    event.timestamp = t
    event.touches = [other, main].compactMap { $0 }
  }
}

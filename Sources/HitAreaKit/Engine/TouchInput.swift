/// What kind of input a hit test is for.
///
/// Enlarged areas are sized for fingers: only a direct finger touch is redirected to one
/// (``HitTester/redirectedHitTest(_:in:input:uikit:isTargetBelow:passesTouchOn:)``). A trackpad or mouse click,
/// a hover and a pencil hover point exactly, and take UIKit's answer as it is.
///
/// ```swift
/// let input: TouchInput = event.type == .touches && touch.type == .direct ? .directTouch : .other
/// ```
public enum TouchInput: Hashable, Sendable {
  /// A finger on the screen (`UIEvent.EventType.touches`, `UITouch.TouchType.direct`).
  case directTouch
  /// Anything else: a pointer, a hover, a pencil, a hit test with no event.
  case other
}

extension TouchInput {
  /// The kind of a touch UIKit reports (`UITouch.TouchType`).
  public enum TouchKind: Hashable, Sendable {
    /// A finger on the screen.
    case direct
    /// A touch not on the screen (a remote's surface).
    case indirect
    /// An Apple Pencil.
    case pencil
    /// A trackpad's or a mouse's pointer.
    case pointer
  }

  /// What kind of input a hit test is for, from what UIKit's event says at hit-test time.
  ///
  /// - not a touch event (a hover, a press, no event): ``other``;
  /// - a pointer's button is down (`UIEvent.buttonMask`, a trackpad or mouse click): ``other``;
  /// - the touches that begin now are all fingers: ``directTouch``; any other kind among them:
  ///   ``other``;
  /// - no touch has begun yet in the event (UIKit hit-tests a new touch before it adds it to
  ///   the event): ``directTouch``, since a pointer is told by its buttons; an Apple Pencil's
  ///   first hit test cannot be told from a finger's there. Touches already down (a resting palm)
  ///   never decide for the new one.
  ///
  /// ```swift
  /// TouchInput(isTouchEvent: true, pressesButtons: false, beganTouches: [.direct])  // .directTouch
  /// TouchInput(isTouchEvent: true, pressesButtons: true, beganTouches: [])          // .other
  /// ```
  ///
  /// - Parameters:
  ///   - isTouchEvent: Whether the event is a touch event (`UIEvent.EventType.touches`).
  ///   - pressesButtons: Whether a pointer's button is down (`UIEvent.buttonMask` is not empty).
  ///   - beganTouches: The kinds of the event's touches in the `began` phase.
  public init(isTouchEvent: Bool, pressesButtons: Bool, beganTouches: [TouchKind]) {
    guard isTouchEvent, !pressesButtons else {
      self = .other
      return
    }
    self = beganTouches.allSatisfy { $0 == .direct } ? .directTouch : .other
  }
}

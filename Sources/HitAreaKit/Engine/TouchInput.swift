/// What kind of input a hit test is for.
///
/// Enlarged areas are sized for fingers: only a direct finger touch is redirected to one
/// (``HitTester/redirectedHitTest(_:in:input:uikit:isTargetBelow:)``). A trackpad or mouse click,
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

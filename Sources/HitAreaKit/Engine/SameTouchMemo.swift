/// The decision of a touch, kept for UIKit's other hit tests of the same touch (UIKit hit-tests a
/// new touch two or three times, with the event's timestamp and the same point).
///
/// The check comes first and costs a comparison: what kind of input the touch is (which reads the
/// event's touches, ``TouchInput``) is asked only when the kept decision redirected the touch.
/// A decision that kept UIKit's answer is kept for every input; a redirection only for the
/// input it was made for: UIKit adds a new touch to the event after its first hit test, so an
/// Apple Pencil's first hit test looks like a finger's and its later ones do not, and those
/// must not keep a ring's redirection.
///
/// ```swift
/// if let kept = memo.answer(timestamp: event.timestamp, point: p, input: { TouchInput(event) }) {
///   return kept
/// }
/// ```
package struct SameTouchMemo<Answer> {
  /// A kept decision.
  struct Kept {
    var timestamp: Double
    var point: Point
    var input: TouchInput
    var isRedirection: Bool
    var answer: Answer
  }

  private var kept: Kept?

  /// A memo with nothing kept.
  package init() {}

  /// The answer kept for the touch with this timestamp at this point, if any.
  ///
  /// - Parameters:
  ///   - timestamp: The event's timestamp; `nil` (no event) matches nothing.
  ///   - point: The point of the hit test.
  ///   - input: What kind of input the touch is; asked only for a kept redirection.
  /// - Returns: The kept answer, or `nil` when this is another touch or a redirection made for
  ///   another input.
  package func answer(timestamp: Double?, point: Point, input: () -> TouchInput) -> Answer? {
    guard let timestamp, let kept, kept.timestamp == timestamp, kept.point == point else {
      return nil
    }
    if kept.isRedirection, input() != kept.input { return nil }
    return kept.answer
  }

  /// Keeps a decision for the touch's other hit tests.
  ///
  /// - Parameters:
  ///   - answer: What the hit test answered.
  ///   - timestamp: The event's timestamp; `nil` keeps nothing.
  ///   - point: The point of the hit test.
  ///   - input: The input the decision was made for.
  ///   - isRedirection: Whether the decision took the touch from UIKit's answer.
  package mutating func keep(
    _ answer: Answer, timestamp: Double?, point: Point, input: TouchInput, isRedirection: Bool
  ) {
    guard let timestamp else { return }
    kept = Kept(
      timestamp: timestamp, point: point, input: input, isRedirection: isRedirection,
      answer: answer)
  }
}

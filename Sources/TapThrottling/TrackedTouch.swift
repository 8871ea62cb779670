/// The one touch a `UIControl` tracks, among every finger on it (<doc:UIKitControlRules>, C3
/// and C8).
///
/// A control tracks the first touch that begins on it while it tracks none; that touch drives
/// tracking (its phase, its tap count, inside or outside) until it ends or is cancelled. A
/// second finger that lands meanwhile changes nothing, and its tap count and phase say nothing
/// about the tap in progress. `event.touches(for: control)` is a `Set`, so reading its `first`
/// touch may read the other finger: a repeat tap then looks like a `moved` touch, or a single
/// tap takes the other finger's tap count.
///
/// The reference is weak: a touch UIKit has freed is tracked no more. Identity (`===`) tells
/// the tracked touch from the others; UIKit keeps one `UITouch` object per finger for the whole
/// touch and makes a new one for the next.
///
/// ```swift
/// var tracked = TrackedTouch<UITouch>()
/// tracked.began([a], isLive: { _ in true })   // a is tracked
/// tracked.began([b], isLive: { _ in true })   // a second finger: a is still tracked
/// tracked.ended([b])                          // b lifts: a is still tracked
/// tracked.ended([a])                          // a lifts: nothing is tracked
/// ```
package struct TrackedTouch<Touch: AnyObject> {
  private weak var tracked: Touch?

  /// Creates a tracker that tracks nothing.
  package init() {}

  /// The tracked touch, if any.
  package var touch: Touch? { tracked }

  /// Notes `touchesBegan(_:with:)`: when no live touch is tracked, the first of `touches`
  /// becomes the tracked one.
  ///
  /// - Parameters:
  ///   - touches: The touches that began on the control in this call.
  ///   - isLive: Whether a touch is still on the screen (its phase is neither ended nor
  ///     cancelled). A tracked touch that is not live, whose end never reached the control, is
  ///     replaced.
  /// - Returns: The tracked touch after the call.
  ///
  /// - Complexity: O(1).
  @discardableResult
  package mutating func began(_ touches: some Sequence<Touch>, isLive: (Touch) -> Bool) -> Touch? {
    if let tracked, isLive(tracked) { return tracked }
    var iterator = touches.makeIterator()
    tracked = iterator.next()
    return tracked
  }

  /// Whether `touch` is the tracked touch.
  ///
  /// ```swift
  /// tracked.isTracked(a)  // true
  /// ```
  package func isTracked(_ touch: Touch) -> Bool {
    tracked === touch
  }

  /// Notes `touchesEnded(_:with:)` or `touchesCancelled(_:with:)`, after the control handled
  /// it: the tracked touch is forgotten if it is among `touches`.
  ///
  /// - Parameter touches: The touches that ended or were cancelled in this call.
  ///
  /// - Complexity: O(n) in the number of touches.
  package mutating func ended(_ touches: some Sequence<Touch>) {
    guard let tracked else { return }
    if touches.contains(where: { $0 === tracked }) { self.tracked = nil }
  }
}

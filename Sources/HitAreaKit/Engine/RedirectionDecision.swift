/// What the UIKit-first hit test decided for one touch, and why
/// (``HitTester/redirectedHitTest(_:in:input:uikit:isTargetBelow:passesTouchOn:)``).
///
/// ```swift
/// let decision = tester.redirectedHitTest(point, in: window, uikit: { window.uikitHitTest($0) })
/// if decision.reason == .redirected { print("ring of", decision.winner!) }
/// ```
public struct RedirectionDecision<Node: Hashable> {
  /// Why the touch went where it went.
  public enum Reason: String, Hashable, Sendable, CaseIterable {
    /// Not a direct finger touch: UIKit's answer, untouched.
    case notADirectTouch
    /// UIKit's answer lies in a target and the touch is on its visible bounds.
    case uikitOnTarget
    /// UIKit's answer lies in a view drawn through a 3-D transform, where only UIKit knows what
    /// is under the finger: UIKit's answer.
    case uikitInDepth
    /// No enlarged area contains the point: UIKit's answer.
    case noEnlargedTarget
    /// The policy chose UIKit's answer (or the target it lies in).
    case uikitWins
    /// UIKit found nothing here and a window below has a target at the point: left to it.
    case targetBelow
    /// UIKit, asked on the winner's visible bounds, did not answer it: UIKit's first answer.
    case refusedByUIKit
    /// Redirected to the winner, which UIKit answered on its visible bounds.
    case redirected
  }

  /// What UIKit's own hit test answered at the touch.
  public var uikitAnswer: Node?
  /// The view that receives the touch.
  public var hit: Node?
  /// Why.
  public var reason: Reason
  /// The target the policy chose among the enlarged areas, when the walk ran and chose one.
  public var winner: Node?
  /// Where UIKit was asked again, in the root's bounds space: the nearest point inside the
  /// winner's visible bounds.
  public var validationPoint: Point?
  /// The candidate walk's explanation, when it ran (the candidates, the policy's choice).
  public var explanation: HitTestExplanation<Node>?

  /// Creates a decision.
  ///
  /// - Parameters:
  ///   - uikitAnswer: UIKit's answer.
  ///   - hit: The view that receives the touch.
  ///   - reason: Why.
  ///   - explanation: The walk's explanation, if it ran.
  @inlinable
  package init(
    uikitAnswer: Node?, hit: Node?, reason: Reason,
    explanation: HitTestExplanation<Node>? = nil
  ) {
    self.uikitAnswer = uikitAnswer
    self.hit = hit
    self.reason = reason
    self.explanation = explanation
  }
}

/// The inputs of UIKit's eligibility gate for one node.
///
/// UIKit skips a view (and its whole subtree) when user interaction is off, when it is hidden, or
/// when `alpha < 0.01` (strictly: `0.01` itself is eligible), in that order; a disabled
/// `UIControl` returns `nil` from `hitTest` before anything else, so touches fall through to the
/// views behind it.
public struct InteractionState: Hashable, Sendable {
  /// `isUserInteractionEnabled`.
  public var isUserInteractionEnabled: Bool
  /// `isHidden`.
  public var isHidden: Bool
  /// `alpha`; below `0.01` the view is ignored.
  public var alpha: Double
  /// `isEnabled` for controls; always `true` for views that are not controls.
  public var isEnabled: Bool

  /// Creates a state; the defaults are a visible, enabled, interactive view.
  public init(
    isUserInteractionEnabled: Bool = true, isHidden: Bool = false, alpha: Double = 1,
    isEnabled: Bool = true
  ) {
    self.isUserInteractionEnabled = isUserInteractionEnabled
    self.isHidden = isHidden
    self.alpha = alpha
    self.isEnabled = isEnabled
  }

  /// A visible, enabled, interactive view.
  public static let interactive = InteractionState()

  /// Whether hit testing may consider this node at all.
  @inlinable public var isEligible: Bool { ineligibility == nil }

  /// Why the node is skipped, checked in UIKit's order; `nil` when it is eligible.
  @inlinable public var ineligibility: Ineligibility? {
    if !isEnabled { return .disabled }
    if !isUserInteractionEnabled { return .userInteractionDisabled }
    if isHidden { return .hidden }
    if alpha < 0.01 { return .transparent }
    return nil
  }

  /// A reason a node is skipped by hit testing.
  public enum Ineligibility: String, Hashable, Sendable, Codable {
    /// A disabled control (`UIControl.isEnabled == false`).
    case disabled
    /// `isUserInteractionEnabled == false`.
    case userInteractionDisabled
    /// `isHidden == true`.
    case hidden
    /// `alpha < 0.01`.
    case transparent
  }
}

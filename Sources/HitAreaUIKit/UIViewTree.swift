#if canImport(UIKit)
import HitAreaKit
@preconcurrency import UIKit

/// The engine's view of a live `UIView` hierarchy: `UIView` seen through ``HitTestTree``.
///
/// ```swift
/// let tester = HitTester(tree: UIViewTree(event: event), policy: .nearest)
/// let view = tester.hitTest(Point(x: 100, y: 200), in: window)
/// ```
///
/// It keeps the views' own rules: the engine asks each view's `point(inside:with:)` (a hit area
/// adds to it through HitAreaKit's hook), asks a view whose class overrides `hitTest(_:with:)`
/// through it (the answer is taken where it differs from
/// UIKit's order, and the policy reaches into the view where it agrees), resolves a view with its own
/// ``UIKit/UIView/hitAreaResolution`` with that policy, and never answers a view that
/// ``UIKit/UIView/passesTouchesThrough``. The views asked get ``event``.
///
/// The adapter is main-actor isolated, and its conformance is a `@preconcurrency` one (SE-0423,
/// Swift 6.0) rather than an isolated conformance (which needs Swift 6.2): each requirement
/// checks at run time that it is called on the main actor, as UIKit's hit testing always is, and
/// traps elsewhere, as touching a view off the main thread must not go unnoticed. It builds with
/// Swift 6.0 and later (Xcode 16 and later).
@MainActor
public struct UIViewTree: @preconcurrency HitTestTree {
  /// The event of the touch being hit-tested, passed to the views asked; `nil` outside event
  /// handling.
  public var event: UIEvent?

  /// Creates the adapter.
  ///
  /// - Parameter event: The event of the touch, passed on to the views asked.
  public init(event: UIEvent? = nil) {
    self.event = event
  }

  /// `subviews`, back to front.
  public func children(of node: UIView) -> [UIView] {
    node.subviews
  }

  /// Bounds, centre, transform and the layer's anchor point (never the frame), and whether the
  /// view is drawn through a 3-D transform (``isThreeDimensional(_:)``).
  public func geometry(of node: UIView) -> NodeGeometry {
    NodeGeometry(
      boundsOrigin: Point(node.bounds.origin), boundsSize: Size(node.bounds.size),
      center: Point(node.center), transform: AffineTransform(node.transform),
      anchorPoint: Point(node.layer.anchorPoint), isThreeDimensional: isThreeDimensional(node))
  }

  /// Whether the view's layer transform is not affine (a perspective, a rotation about x or y)
  /// or its superview's layer has a `sublayerTransform` other than the identity: UIKit maps
  /// points through those; the engine leaves the view to UIKit's answer.
  public func isThreeDimensional(_ node: UIView) -> Bool {
    if !CATransform3DIsAffine(node.layer.transform) { return true }
    guard let parent = node.superview else { return false }
    return !CATransform3DIsIdentity(parent.layer.sublayerTransform)
  }

  /// User interaction, hidden, alpha, and `isEnabled` for controls.
  public func interactionState(of node: UIView) -> InteractionState {
    InteractionState(
      isUserInteractionEnabled: node.isUserInteractionEnabled, isHidden: node.isHidden,
      alpha: Double(node.alpha), isEnabled: (node as? UIControl)?.isEnabled ?? true)
  }

  /// The view's ``UIKit/UIView/hitArea``.
  public func hitArea(of node: UIView) -> HitArea {
    node.hitArea
  }

  /// The view's ``UIKit/UIView/overflowsHitAreas`` switch.
  public func overflowsHitAreas(_ node: UIView) -> Bool {
    node.overflowsHitAreas
  }

  /// Whether the view is a tap target, by the rule a capture and the audit use (the core's), so
  /// the policies decide on device as the audit predicts: controls, table and collection view
  /// cells, views given a hit area, accessibility buttons and links, and views with an *enabled*
  /// tap or long-press recognizer that cover less than 90 % of their window (a keyboard-dismiss
  /// tap on a screen's root view is not a target); never a private part of a control (a
  /// `_`-prefixed class inside a control).
  public func isTarget(_ node: UIView) -> Bool {
    // A view that is none of the kinds the rule starts from is not a target; most views on the
    // way up from UIKit's answer are such, and need no facts.
    if !(node is UIControl || node is UITableViewCell || node is UICollectionViewCell),
      node.gestureRecognizers?.isEmpty ?? true, node.hitArea.isBounds
    {
      let traits = node.accessibilityTraits
      if !traits.contains(.button) && !traits.contains(.link) { return false }
    }
    return TargetFacts(of: node).isTarget(
      insideControl: { Self.hasControlAncestor(node) },
      rootCoverage: { Self.windowCoverage(of: node) })
  }

  /// Whether the view's ``UIKit/UIView/hitArea`` was ever set (an explicit `.bounds` opts out of
  /// the automatic minimum size).
  public func hasOwnHitArea(_ node: UIView) -> Bool {
    node.hasOwnHitArea
  }

  /// Whether the automatic minimum size enlarges the view, by the core's allowlist: buttons,
  /// the app's own controls that do not override a tracking method, views with an enabled tap
  /// or long-press recognizer, cells; never UIKit's other controls, text views, scroll views,
  /// sliders, labels, private (`_`-prefixed) UIKit classes, views inside a navigation bar,
  /// toolbar or tab bar, a `UIVisualEffectView`'s backdrop, a scroll view that does not delay
  /// content touches, or a subtree that opts out
  /// (``UIKit/UIView/disablesAutomaticMinimumSize``).
  public func isAutomaticTarget(_ node: UIView) -> Bool {
    TargetFacts(of: node).receivesAutomaticHitArea { Self.surroundings(of: node) }
  }

  /// Whether the view handles touches itself, so a direct or claimed hit on it keeps the touch
  /// from a floating button's automatic area: a view with an enabled gesture recognizer of any
  /// kind (a pan, a pinch, a map's or a canvas's own), a scroll view, a control, a class that
  /// overrides `hitTest(_:with:)` (a SwiftUI hosting view, a web view), or one that overrides
  /// `touchesBegan`, `touchesMoved` or `touchesEnded` (a drawing canvas, a game view).
  public func handlesTouches(_ node: UIView) -> Bool {
    if node is UIControl || node is UIScrollView { return true }
    if node.gestureRecognizers?.contains(where: \.isEnabled) == true { return true }
    return overridesHitTest(node) || HitAreaRuntime.overridesTouches(type(of: node))
      || isTarget(node)
  }

  /// The superview.
  public func parent(of node: UIView) -> UIView? { node.superview }

  /// Whether the view edits or selects text (`UITextInput`: text fields, text views).
  public func isTextInput(_ node: UIView) -> Bool { node is UITextInput }

  /// Whether the view starts drags: a scroll view, or an enabled pan or swipe recognizer.
  public func interceptsDrags(_ node: UIView) -> Bool {
    if node is UIScrollView { return true }
    guard let recognizers = node.gestureRecognizers, !recognizers.isEmpty else { return false }
    return TargetFacts(className: "", recognizers: TargetFacts.recognizers(of: node)).startsDrags
  }

  /// What the view's ancestors say about its automatic area, in one walk up: a system bar, a
  /// visual effect view's backdrop, a scroll view that does not delay content touches, an
  /// opted-out subtree or one whose own policy is `frontmost` (the view's own settings
  /// included).
  ///
  /// An explicit `frontmost` opts its subtree out as the core's `nested(_:)` does: a container
  /// with a policy of its own inside it runs its own hook through UIKit's walk, which would
  /// otherwise give its targets rings that the window's decision and the tools give none.
  static func surroundings(of view: UIView) -> TargetFacts.Surroundings {
    var around = TargetFacts.Surroundings()
    around.insideAutomaticOptOut = Self.optsOutOfAutomaticSize(HitAreaState.existing(for: view))
    var child = view
    var ancestor = view.superview
    while let current = ancestor {
      if Self.isSystemBar(current) { around.insideSystemBar = true }
      if let effect = current as? UIVisualEffectView, child !== effect.contentView {
        around.insideVisualEffectBackdrop = true
      }
      if let scroll = current as? UIScrollView, !scroll.delaysContentTouches {
        around.insideNonDelayingScrollView = true
      }
      if Self.optsOutOfAutomaticSize(HitAreaState.existing(for: current)) {
        around.insideAutomaticOptOut = true
      }
      child = current
      ancestor = current.superview
    }
    return around
  }

  /// Whether a view's settings opt its subtree out of the automatic size: the opt-out itself, or
  /// an own policy that turns it off (``AutomaticMinimumSize/isTurnedOff(byOwnPolicy:)``).
  private static func optsOutOfAutomaticSize(_ state: HitAreaState?) -> Bool {
    guard let state else { return false }
    return state.disablesAutomaticMinimumSize
      || AutomaticMinimumSize.isTurnedOff(byOwnPolicy: state.resolution)
  }

  /// Whether the view is a navigation bar, toolbar or tab bar, whose items UIKit enlarges itself
  /// (tvOS has no toolbars).
  static func isSystemBar(_ view: UIView) -> Bool {
    #if os(tvOS)
    view is UINavigationBar || view is UITabBar
    #else
    view is UINavigationBar || view is UIToolbar || view is UITabBar
    #endif
  }

  /// Whether an ancestor of the view is a control.
  static func hasControlAncestor(_ view: UIView) -> Bool {
    var ancestor = view.superview
    while let current = ancestor {
      if current is UIControl { return true }
      ancestor = current.superview
    }
    return false
  }

  /// The share of its window that the view's bounds cover; 0 outside a window.
  static func windowCoverage(of view: UIView) -> Double {
    guard let window = view.window else { return 0 }
    let box = view.convert(view.bounds, to: window)
    return TargetFacts.coverage(of: Rect(box), in: Rect(window.bounds))
  }

  /// The view's own `point(inside:with:)`, with ``event``: its own rule, to which HitAreaKit's
  /// hook adds the hit area.
  public func pointInside(_ point: Point, of node: UIView, bounds: Rect) -> Bool {
    node.point(inside: CGPoint(point), with: event)
  }

  /// The view's ``UIKit/UIView/passesTouchesThrough``.
  public func passesTouchesThrough(_ node: UIView) -> Bool {
    node.passesTouchesThrough
  }

  /// Whether the view's class overrides `hitTest(_:with:)` other than by HitAreaKit's hook.
  public func overridesHitTest(_ node: UIView) -> Bool {
    HitAreaRuntime.overridesHitTest(type(of: node))
  }

  /// The view's own `hitTest(_:with:)`, with ``event``.
  public func ownHitTest(_ node: UIView, at point: Point) -> UIView? {
    node.hitTest(CGPoint(point), with: event)
  }

  /// The view's ``UIKit/UIView/hitAreaResolution``.
  public func policy(of node: UIView) -> ResolutionPolicy? {
    node.hitAreaResolution
  }
}
#endif  // canImport(UIKit)

#if canImport(UIKit)
import HitAreaKit
@preconcurrency import UIKit

/// The engine's view of a live `UIView` hierarchy: `UIView` seen through ``HitTestTree``.
///
/// ```swift
/// let tester = HitTester(tree: UIViewTree(), policy: .nearest)
/// let view = tester.hitTest(Point(x: 100, y: 200), in: window)
/// ```
@MainActor
public struct UIViewTree: @MainActor HitTestTree {
  /// Creates the adapter.
  public init() {}

  /// `subviews`, back to front.
  public func children(of node: UIView) -> [UIView] { node.subviews }

  /// Bounds, centre, transform and the layer's anchor point (never the frame).
  public func geometry(of node: UIView) -> NodeGeometry {
    NodeGeometry(
      boundsOrigin: Point(node.bounds.origin), boundsSize: Size(node.bounds.size),
      center: Point(node.center), transform: AffineTransform(node.transform),
      anchorPoint: Point(node.layer.anchorPoint))
  }

  /// User interaction, hidden, alpha, and `isEnabled` for controls.
  public func interactionState(of node: UIView) -> InteractionState {
    InteractionState(
      isUserInteractionEnabled: node.isUserInteractionEnabled, isHidden: node.isHidden,
      alpha: Double(node.alpha), isEnabled: (node as? UIControl)?.isEnabled ?? true)
  }

  /// The view's ``UIKit/UIView/hitArea``.
  public func hitArea(of node: UIView) -> HitArea { node.hitArea }

  /// The view's ``UIKit/UIView/overflowsHitAreas`` switch.
  public func overflowsHitAreas(_ node: UIView) -> Bool { node.overflowsHitAreas }

  /// Controls, views with tap or long-press recognizers, accessibility buttons and links, and
  /// views given a hit area.
  public func isTarget(_ node: UIView) -> Bool {
    if node is UIControl { return true }
    if !node.hitArea.isBounds { return true }
    if node.accessibilityTraits.contains(.button) || node.accessibilityTraits.contains(.link) {
      return true
    }
    return node.gestureRecognizers?.contains {
      $0 is UITapGestureRecognizer || $0 is UILongPressGestureRecognizer
    } ?? false
  }
}
#endif  // canImport(UIKit)

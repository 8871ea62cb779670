#if canImport(UIKit)
import HitAreaKit
import UIKit

/// Views that apply HitAreaKit in their own overrides, with no runtime hooks: ``HitAreaView``,
/// ``HitAreaControl``, ``HitAreaButton``.
@MainActor
public protocol HitAreaHosting: UIView {}

/// A `UIView` that honours ``UIKit/UIView/hitArea``, ``UIKit/UIView/overflowsHitAreas`` and
/// ``UIKit/UIView/hitAreaResolution`` by overriding `point(inside:with:)` and `hitTest(_:with:)`,
/// for teams that forbid runtime hooks. Behaves exactly like a hooked `UIView`.
///
/// ```swift
/// let cell = HitAreaView()
/// cell.overflowsHitAreas = true
/// ```
open class HitAreaView: UIView, HitAreaHosting {
  /// Tests the hit area (the bounds by default).
  override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    HitAreaDecision.pointInside(self, point) { super.point(inside: point, with: event) }
  }

  /// Runs HitAreaKit's engine when the overflow switch or a policy is set; UIKit's otherwise.
  override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    HitAreaDecision.hitTest(self, point, event) { super.hitTest(point, with: event) }
  }
}

/// A `UIControl` that honours HitAreaKit's settings in its own overrides (no runtime hooks).
///
/// ```swift
/// let toggle = HitAreaControl()
/// toggle.hitArea = .minimumSize(44)
/// ```
open class HitAreaControl: UIControl, HitAreaHosting {
  /// Tests the hit area (the bounds by default).
  override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    HitAreaDecision.pointInside(self, point) { super.point(inside: point, with: event) }
  }

  /// Runs HitAreaKit's engine when the overflow switch or a policy is set; UIKit's otherwise.
  override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    HitAreaDecision.hitTest(self, point, event) { super.hitTest(point, with: event) }
  }
}

/// A `UIButton` that honours HitAreaKit's settings in its own overrides (no runtime hooks).
///
/// ```swift
/// let close = HitAreaButton(type: .close)
/// close.hitArea = .minimumSize(44)
/// ```
open class HitAreaButton: UIButton, HitAreaHosting {
  /// Tests the hit area (the bounds by default).
  override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    HitAreaDecision.pointInside(self, point) { super.point(inside: point, with: event) }
  }

  /// Runs HitAreaKit's engine when the overflow switch or a policy is set; UIKit's otherwise.
  override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    HitAreaDecision.hitTest(self, point, event) { super.hitTest(point, with: event) }
  }
}
#endif  // canImport(UIKit)

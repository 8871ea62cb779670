#if canImport(UIKit)
import HitAreaKit
import UIKit

/// How a view resolves touches that fall in several targets' hit areas, for Objective-C: the
/// values of `hak_hitAreaResolution` and `HAKHitAreaConfiguration.defaultResolution`.
///
/// ```objc
/// row.hak_hitAreaResolution = HAKHitAreaResolutionNearest;
/// ```
@objc(HAKHitAreaResolution)
@available(swift, obsoleted: 1.0, message: "Use ResolutionPolicy")
public enum ObjectiveCHitAreaResolution: Int {
  /// No policy of the view's own: the one in force above it applies.
  case inherited = 0
  /// UIKit's order (`ResolutionPolicy.frontmost`).
  case frontmost = 1
  /// The nearest visible bounds (`ResolutionPolicy.nearest`).
  case nearest = 2
  /// The likeliest target under the finger model (`ResolutionPolicy.mostLikely`).
  case mostLikely = 3
}

// The Objective-C surface of the view properties: the same state as the Swift API (setting one is
// seen by the other), with the `hak_` prefix on UIKit's class. Swift code uses the Swift API.
extension UIView {
  /// Where the view accepts touches beyond its bounds, per edge: positive grows, negative shrinks
  /// (`HitArea.outsets`; the opposite of UIKit's `UIEdgeInsets` sign for touch insets).
  ///
  /// Setting it keeps `hak_minimumHitSize`; both combine as in Swift, outsets first. Setting
  /// `UIEdgeInsetsZero` (with no minimum size) sets the bounds explicitly, which opts the view out
  /// of the automatic minimum size; `hak_resetHitArea` hands it back. Edges that are not finite
  /// count as 0. A Swift `.edgeInsets(…)` reads as outsets of the opposite sign.
  ///
  /// ```objc
  /// button.hak_hitAreaOutsets = UIEdgeInsetsMake(10, 20, 10, 20);
  /// ```
  @objc(hak_hitAreaOutsets)
  @available(swift, obsoleted: 1.0, renamed: "hitArea")
  public var hakHitAreaOutsets: UIEdgeInsets {
    get {
      let o = ObjectiveCHitArea.outsets(of: hitArea)
      return UIEdgeInsets(
        top: CGFloat(o.top), left: CGFloat(o.left), bottom: CGFloat(o.bottom),
        right: CGFloat(o.right))
    }
    set {
      hitArea = ObjectiveCHitArea.setting(
        outsets: EdgeOutsets(
          top: Double(newValue.top), left: Double(newValue.left), bottom: Double(newValue.bottom),
          right: Double(newValue.right)), on: hitArea)
    }
  }

  /// The smallest size the view accepts touches in, centred on it (`HitArea.minimumSize`):
  /// `CGSizeZero` is none; a side that is not a finite positive number counts as 0.
  ///
  /// Setting `CGSizeZero` with no outsets sets the bounds explicitly, as `UIEdgeInsetsZero` does
  /// for `hak_hitAreaOutsets`: the view is then out of the automatic minimum size (in
  /// `-prepareForReuse`, call `hak_resetHitArea` instead to hand it back).
  ///
  /// ```objc
  /// button.hak_minimumHitSize = CGSizeMake(44, 44);
  /// ```
  @objc(hak_minimumHitSize)
  @available(swift, obsoleted: 1.0, renamed: "hitArea")
  public var hakMinimumHitSize: CGSize {
    get {
      let size = ObjectiveCHitArea.minimumSize(of: hitArea)
      return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
    }
    set {
      hitArea = ObjectiveCHitArea.setting(minimumSize: Size(newValue), on: hitArea)
    }
  }

  /// Returns the view's hit area to "never set" (`resetHitArea()`): the bounds, and the automatic
  /// minimum size applies to it again.
  ///
  /// ```objc
  /// [cell.closeButton hak_resetHitArea];   // in prepareForReuse
  /// ```
  @objc(hak_resetHitArea)
  @available(swift, obsoleted: 1.0, renamed: "resetHitArea()")
  public func hakResetHitArea() { resetHitArea() }

  /// The overflow switch (`overflowsHitAreas`): descendants' hit areas that stick out of their
  /// ancestors are reachable inside this view.
  ///
  /// ```objc
  /// cell.hak_overflowsHitAreas = YES;
  /// ```
  @objc(hak_overflowsHitAreas)
  @available(swift, obsoleted: 1.0, renamed: "overflowsHitAreas")
  public var hakOverflowsHitAreas: Bool {
    get { overflowsHitAreas }
    set { overflowsHitAreas = newValue }
  }

  /// Whether the view takes no touch itself while its subviews take theirs
  /// (`passesTouchesThrough`).
  ///
  /// ```objc
  /// toast.hak_passesTouchesThrough = YES;
  /// ```
  @objc(hak_passesTouchesThrough)
  @available(swift, obsoleted: 1.0, renamed: "passesTouchesThrough")
  public var hakPassesTouchesThrough: Bool {
    get { passesTouchesThrough }
    set { passesTouchesThrough = newValue }
  }

  /// The view's own policy for overlapping hit areas in its subtree (`hitAreaResolution`);
  /// `HAKHitAreaResolutionInherited` for none.
  ///
  /// A policy Objective-C has no value for reads as
  /// `Inherited`.
  ///
  /// ```objc
  /// row.hak_hitAreaResolution = HAKHitAreaResolutionNearest;
  /// ```
  @objc(hak_hitAreaResolution)
  @available(swift, obsoleted: 1.0, renamed: "hitAreaResolution")
  public var hakHitAreaResolution: ObjectiveCHitAreaResolution {
    get {
      ObjectiveCHitAreaResolution(rawValue: ObjectiveCResolution.code(of: hitAreaResolution))
        ?? .inherited
    }
    set { hitAreaResolution = ObjectiveCResolution.policy(code: newValue.rawValue) }
  }

  /// Whether the automatic minimum size is off for this view and everything below it
  /// (`disablesAutomaticMinimumSize`); on a window, for the whole window.
  ///
  /// ```objc
  /// canvas.hak_disablesAutomaticMinimumSize = YES;
  /// ```
  @objc(hak_disablesAutomaticMinimumSize)
  @available(swift, obsoleted: 1.0, renamed: "disablesAutomaticMinimumSize")
  public var hakDisablesAutomaticMinimumSize: Bool {
    get { disablesAutomaticMinimumSize }
    set { disablesAutomaticMinimumSize = newValue }
  }

  /// Where the view accepts touches as the app runs, in its bounds' coordinates
  /// (`effectiveHitAreaRect`): its hit area, or the automatic area it receives.
  ///
  /// ```objc
  /// BOOL inside = CGRectContainsPoint(button.hak_effectiveHitAreaRect, [touch locationInView:button]);
  /// ```
  @objc(hak_effectiveHitAreaRect)
  @available(swift, obsoleted: 1.0, renamed: "effectiveHitAreaRect")
  public var hakEffectiveHitAreaRect: CGRect { effectiveHitAreaRect }
}
#endif  // canImport(UIKit)

#if canImport(UIKit)
import HitAreaKit
import UIKit
import HitAreaSnapshot
import HitAreaUIKit
import HitAreaAuditing

/// The tap-target audit on live views, for unit tests and debug tools.
///
/// Audit a screen the way a user sees it: host its view controller at a device's size and safe
/// area, lay it out, capture it and audit the capture. In a Swift Testing test (tests that touch
/// UIKit run on the main actor):
///
/// ```swift
/// import HitAreaAuditing
/// import HitAreaUIKitAuditing
/// import Testing
/// import UIKit
///
/// @MainActor
/// @Test func checkoutScreenHasNoTapTargetErrors() {
///   let report = HitAreaAudit.audit(
///     CheckoutViewController(), size: CGSize(width: 390, height: 844),
///     safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
///   #expect(report.findings(atLeast: .error).isEmpty, "\(report)")
/// }
/// ```
@MainActor
public enum HitAreaAudit {
  /// Lays `view` out, captures it and audits it (see `TapTargetAudit` in HitAreaAuditing).
  ///
  /// With `HitAreaConfiguration.automaticMinimumSize` on, the audit measures what the window
  /// hook gives: every target without a hit area of its own at least that size, each touch
  /// decided UIKit-first (`TapTargetAudit.automaticMinimumSize`).
  ///
  /// The view is laid out first (`layoutIfNeeded()`), so a freshly loaded controller's frames and
  /// cells exist. Its safe area is whatever its window gives it; to audit a screen at a device's
  /// size and safe area, use ``audit(_:size:safeAreaInsets:standard:resolution:)``.
  ///
  /// ```swift
  /// let report = HitAreaAudit.audit(window)
  /// print(report)
  /// ```
  ///
  /// - Parameters:
  ///   - view: The screen: a window, a view controller's view, any container.
  ///   - standard: The size standard; Apple's 44 × 44 pt by default.
  ///   - resolution: The resolution policy of the screen; by default
  ///     `HitAreaConfiguration.defaultResolution`, the policy UIKit windows run under.
  /// - Returns: The findings, with a fix for every undersized target.
  public static func audit(
    _ view: UIView, standard: TargetSizeStandard = .ios, resolution: ResolutionPolicy? = nil
  ) -> AuditReport {
    view.layoutIfNeeded()
    return auditing(view, TapTargetAudit(standard: standard)).audit(
      snapshot(of: view, resolution: resolution))
  }

  /// The audit of `view` as the app runs it: with the automatic minimum size in force for its
  /// window (`HitAreaConfiguration.automaticMinimumSize`; none where the window opts out), so
  /// that a button the window hook enlarges is measured with its ring, and touches are decided
  /// UIKit-first, as the hook decides them.
  static func auditing(_ view: UIView, _ audit: TapTargetAudit) -> TapTargetAudit {
    var audit = audit
    audit.automaticMinimumSize = HitAreaDecision.automaticSide(for: view)
    return audit
  }

  /// Hosts a view controller in a window of its own at `size`, with `safeAreaInsets` added to
  /// its safe area, lays it out, audits it, and takes it out of the window again.
  ///
  /// The controller must not be on screen elsewhere: it becomes the root of a new window for the
  /// duration of the call. Its `additionalSafeAreaInsets` grow by `safeAreaInsets` while it is
  /// audited (a window off screen has no safe area of its own) and are put back afterwards, so
  /// bars, notches and home indicators push content where they would on the device.
  ///
  /// ```swift
  /// let report = HitAreaAudit.audit(
  ///   InboxViewController(), size: CGSize(width: 390, height: 844),
  ///   safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))   // iPhone 14
  /// ```
  ///
  /// - Parameters:
  ///   - viewController: The screen's controller (with its children and what it presents).
  ///   - size: The window's size in points, such as a device's screen.
  ///   - safeAreaInsets: The device's safe area insets; none unless given.
  ///   - standard: The size standard; Apple's 44 × 44 pt by default.
  ///   - resolution: The resolution policy of the screen; by default
  ///     `HitAreaConfiguration.defaultResolution`.
  /// - Returns: The findings, with a fix for every undersized target.
  public static func audit(
    _ viewController: UIViewController, size: CGSize, safeAreaInsets: UIEdgeInsets = .zero,
    standard: TargetSizeStandard = .ios, resolution: ResolutionPolicy? = nil
  ) -> AuditReport {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let original = viewController.additionalSafeAreaInsets
    viewController.additionalSafeAreaInsets = UIEdgeInsets(
      top: original.top + safeAreaInsets.top, left: original.left + safeAreaInsets.left,
      bottom: original.bottom + safeAreaInsets.bottom,
      right: original.right + safeAreaInsets.right)
    window.rootViewController = viewController
    window.isHidden = false
    defer {
      window.isHidden = true
      window.rootViewController = nil
      viewController.additionalSafeAreaInsets = original
    }
    return audit(window, standard: standard, resolution: resolution)
  }

  /// The layout snapshot the audit sees: the view's tree (as it is: not laid out first), with the
  /// screen's resolution policy.
  ///
  /// ```swift
  /// let snapshot = HitAreaAudit.snapshot(of: view)
  /// try Data(snapshot.jsonBytes()).write(to: url)
  /// ```
  ///
  /// - Parameters:
  ///   - view: The screen.
  ///   - resolution: The policy; `HitAreaConfiguration.defaultResolution` unless given.
  /// - Returns: The capture, with its `LayoutSnapshot.resolution` set.
  public static func snapshot(of view: UIView, resolution: ResolutionPolicy? = nil)
    -> LayoutSnapshot
  {
    var snapshot = LayoutSnapshot(capturing: view)
    snapshot.resolution = resolution ?? HitAreaConfiguration.defaultResolution
    return snapshot
  }
}
#endif  // canImport(UIKit)

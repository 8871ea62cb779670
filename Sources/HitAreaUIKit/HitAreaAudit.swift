#if canImport(UIKit)
import HitAreaKit
import UIKit

/// The tap-target audit on a live view, for unit tests and debug tools.
///
/// ```swift
/// @Test @MainActor func checkoutScreen() {
///   let report = HitAreaAudit.audit(checkoutViewController.view)
///   #expect(report.findings(atLeast: .error).isEmpty, "\(report)")
/// }
/// ```
@MainActor
public enum HitAreaAudit {
  /// Captures `view` and audits it (see `TapTargetAudit` in HitAreaKit).
  ///
  /// - Parameters:
  ///   - view: The screen: a window, a view controller's view, any container. Lay it out first.
  ///   - standard: The size standard; Apple's 44 × 44 pt by default.
  ///   - resolution: The resolution policy to audit under; by default the view's own
  ///     ``UIKit/UIView/hitAreaResolution`` or ``HitAreaConfiguration/defaultResolution``.
  /// - Returns: The findings, with a fix for every undersized target.
  public static func audit(
    _ view: UIView, standard: TargetSizeStandard = .ios, resolution: ResolutionPolicy? = nil
  ) -> AuditReport {
    TapTargetAudit(standard: standard).audit(snapshot(of: view, resolution: resolution))
  }

  /// The layout snapshot the audit sees: the view's tree with the policy that governs it.
  ///
  /// - Parameters:
  ///   - view: The screen.
  ///   - resolution: The policy; by default the view's own or the global default.
  public static func snapshot(of view: UIView, resolution: ResolutionPolicy? = nil)
    -> LayoutSnapshot
  {
    var snapshot = LayoutSnapshot(capturing: view)
    snapshot.resolution =
      resolution ?? view.hitAreaResolution ?? HitAreaConfiguration.defaultResolution
    return snapshot
  }
}
#endif  // canImport(UIKit)

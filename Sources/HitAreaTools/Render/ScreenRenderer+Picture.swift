import HitAreaAuditing
import HitAreaKit
@_spi(Tools) import HitAreaSnapshot

extension ScreenRenderer {
  /// A screen's picture as `hitarea render` draws it: audited under the standard (by default the
  /// screen's platform's), the policy and the automatic minimum size, if any, with the probe and
  /// the screenshot.
  ///
  /// With the automatic minimum size, the picture shows the rings as hit areas, a `frontmost`
  /// policy resolves among them as `mostLikely` (``AutomaticMinimumSize/policy(for:)``), and the
  /// audit and the probe decide touches as a device does (UIKit's answer first).
  ///
  /// ```swift
  /// let svg = ScreenRenderer.picture(
  ///   of: snapshot, automatic: 44, policy: nil, standard: nil, probe: nil, screenshot: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - loaded: The screen as read.
  ///   - automatic: The automatic minimum size, if any.
  ///   - policy: The policy that replaces the screen's own, if any.
  ///   - standard: The standard, if not the screen's platform's.
  ///   - probe: A touch to draw with the view that receives it, if any.
  ///   - screenshot: The image drawn under the picture, if any.
  package static func picture(
    of loaded: LayoutSnapshot, automatic: Double? = nil, policy requested: ResolutionPolicy?,
    standard: TargetSizeStandard?, probe: Point?, screenshot: Screenshot?
  ) -> String {
    let policy = automatic == nil ? requested : requested.map(AutomaticMinimumSize.policy(for:))
    var audited = loaded
    if let policy { audited.resolution = policy }
    let screen = automatic.map { loaded.applyingAutomaticMinimumSize($0) } ?? loaded
    var renderer = ScreenRenderer(snapshot: screen, policy: policy)
    // The device's decision, for the probe's touch only (the audit makes its own).
    if let side = automatic, probe != nil {
      renderer.automatic = ModelledRedirection(
        tree: audited, root: audited.root, policy: audited.resolution,
        millimetresPerPoint: audited.millimetresPerPoint, side: side)
    }
    renderer.probe = probe
    renderer.screenshot = screenshot
    var audit = TapTargetAudit(standard: standard ?? screen.effectivePlatform.defaultStandard)
    audit.automaticMinimumSize = automatic
    renderer.mark(audit.audit(audited))
    return renderer.render()
  }
}

import HitAreaKit

/// Targets cut by the edge of the screen or of a scroll container (a row scrolled partly out of
/// view): measured by their full frame where the dump records it, reported as not checked where
/// it does not.
///
/// The audit measures every target by its own frame and hit area; the screen and scroll
/// containers do not cut them (see ``TapTargetAudit``). Most dumps record the full frame of an
/// element that sticks out of its scroll container (XCUITest page source and `debugDescription`,
/// idb, WebDriverAgent, RICO's laid-out bounds, layout snapshots and captures), so a partly
/// scrolled-out row is measured whole and passes or fails by its real size. Android's
/// accessibility tree, and so uiautomator, UiAutomator2 and Maestro's Android hierarchy, records
/// only the visible part (`LayoutSnapshot.framesAreClipped`): there a target that is under the
/// minimum only along axes where its frame touches the edge of a scroll container above it, or
/// the screen's edge when it is inside a scroll container (a view of a fixed layout flush with
/// the screen's edge, such as a toolbar's button, lies inside the display and is measured as
/// recorded), may be larger than it looks, and gets an ``AuditSeverity/info`` finding
/// that says it was not checked (``NotCheckedReason/cutByEdge``), never an error.
extension AuditContext {
  /// The viewport (the root or a scroll container above the target) whose edge may hide part of
  /// an undersized target, when the snapshot's frames are clipped and the target is under the
  /// minimum only along axes where it touches that edge; `nil` when the target can be measured.
  ///
  /// - Parameters:
  ///   - t: The target.
  ///   - effective: Its effective hit area's size.
  func edgeCut(_ t: Int, effective: Size) -> Int? {
    guard snapshot.framesAreClipped else { return nil }
    let side = requiredSide
    let narrow = effective.width + 1e-6 < side
    let short = effective.height + 1e-6 < side
    guard narrow || short else { return nil }
    let frame = rootFrame[t]
    let tolerance = 1e-3
    // The screen's edge cuts only what scrolls: a view of a fixed layout that is flush with
    // it (a toolbar's button) lies inside the display, as Android lays it out.
    let ancestors = ancestors(of: t)
    // The tree's scroll containers are the nodes' (`isScrollContainer`), read without copying a
    // node.
    guard ancestors.contains(where: { tree.dragging[$0] }) else { return nil }
    for a in ancestors where isViewport[a] {
      let edge = rootFrame[a]
      let touchesX = frame.minX <= edge.minX + tolerance || frame.maxX >= edge.maxX - tolerance
      let touchesY = frame.minY <= edge.minY + tolerance || frame.maxY >= edge.maxY - tolerance
      if (!narrow || touchesX) && (!short || touchesY) { return a }
    }
    return nil
  }

  /// The not-checked finding of a target that ``edgeCut(_:effective:)`` found at a viewport's
  /// edge.
  ///
  /// - Parameters:
  ///   - t: The target.
  ///   - viewport: The screen or scroll container whose edge it touches.
  ///   - size: The target's measured size.
  func edgeCutFinding(_ t: Int, viewport: Int, size: TargetSize) -> KeyedFinding {
    let edge = viewport == snapshot.root ? "the screen" : name(viewport)
    let finding = AuditFinding(
      rule: .minSize, severity: .info, target: id(t), other: id(viewport),
      frame: reportable(rootFrame[t]), hitRect: reportable(snapshot.hitAreaInRoot(t)),
      region: nonNull(size.effectiveRoot),
      measured: AuditMeasurements(
        requiredSize: requiredSize, visibleSize: size.visible, effectiveSize: size.effective),
      message: sentence(
        """
        \(name(t)) measures \(sizeWithUnit(size.effective)) and touches the edge of \(edge): it \
        may be scrolled partly out of view, and this dump records only the part that can be \
        seen, so its size was not checked against \(requiredTitle).
        """),
      fix: edgeCutFix, notChecked: .cutByEdge)
    return KeyedFinding(finding: finding, target: t, other: viewport)
  }

  /// How to get a target that was not checked measured, on the screen's platform.
  private var edgeCutFix: String {
    switch platform {
    case .android:
      "Scroll it fully into view and dump the screen again, or audit a layout snapshot captured "
        + "in the app, which records whole frames."
    case .ios:
      "Scroll it fully into view and audit again, or audit a dump that records whole frames "
        + "(XCUITest page source, a layout snapshot)."
    }
  }
}

import HitAreaKit

/// The ``AuditRule/minSize`` rule under ``TargetSizeStandard/gtx``: GTXiLib's minimum tappable
/// area check (5.1), rule for rule, in its two forms.
///
/// - **XCUITest dumps** (`XCUIElementType…` nodes): GTXiLib's out-of-process check, which is what
///   it runs on an XCUITest element tree. It checks accessibility elements, which it takes to be
///   the elements without children, that are buttons (type `XCUIElementTypeButton`; page source
///   records no traits), and fails one whose frame is under 44 pt wide or high (compared as
///   `float`). It ignores visibility and hit areas: it measures the frame.
/// - **UIKit captures** (`UIButton` nodes, whose default traits include `.button`): GTXiLib's
///   in-process check. A view in a window answers touches, so GTXiLib takes the four corners of
///   the 44×44 pt square centred on the view's frame, each 0.1 pt inwards, and fails the view
///   unless its `point(inside:with:)` (here: its hit area) accepts all four. Hidden and
///   transparent views are not accessibility elements and are not checked.
///
/// Every failure is an `error` (GTXiLib has no warnings); other nodes get no finding.
extension AuditContext {
  /// The XCUITest element type GTXiLib counts as a button.
  static let gtxButtonElementType = "XCUIElementTypeButton"
  /// The UIKit class whose default accessibility traits include `.button`.
  static let gtxButtonClass = "UIButton"
  /// GTXiLib's minimum side, in points.
  static let gtxMinimumSide: Float = 44
  /// How far inside the square GTXiLib probes, in points.
  static let gtxErrorMargin = 0.1

  /// The `gtx` findings (fix suggestions attached later) and the views that get a fix: the
  /// UIKit buttons, whose hit area can pass the check.
  func gtxFindings() -> (findings: [KeyedFinding], fixed: [Int]) {
    var findings: [KeyedFinding] = []
    var fixed: [Int] = []
    let required = Size(square: Double(Self.gtxMinimumSide))
    for v in order {
      let node = snapshot.nodes[v]
      let frame = reportable(rootFrame[v])
      let visible = screenSize(of: bounds[v], in: v)
      var measured = AuditMeasurements(
        requiredSize: required, visibleSize: Size(width: frame.width, height: frame.height))
      let message: String
      let fix: String
      switch node.type {
      case Self.gtxButtonElementType?:
        guard node.children.isEmpty,
          Float(frame.width) < Self.gtxMinimumSide || Float(frame.height) < Self.gtxMinimumSide
        else { continue }
        measured.effectiveSize = measured.visibleSize
        message =
          "\(name(v)) is \(sizeText(frame.size)) pt; GTXiLib asks buttons for at least 44×44 pt, "
          + "measured on the element's frame."
        fix =
          "Make its frame at least 44×44 pt (padding in the button's configuration, or a larger "
          + "accessibilityFrame): on XCUITest elements GTXiLib measures the frame, so a larger "
          + "hit area alone does not pass it."
      case Self.gtxButtonClass?:
        guard isAccessible(v), !acceptsGTXProbes(v) else { continue }
        measured.effectiveSize = screenSize(of: hitRect[v], in: v)
        message =
          "\(name(v)) (visible \(sizeText(visible)) pt) does not take touches at every corner of "
          + "the 44×44 pt square on its centre, where GTXiLib probes point(inside:with:)."
        fix = "Give it a hit area of at least 44×44 pt: `.minimumSize(44)`."
        fixed.append(v)
      default:
        continue
      }
      findings.append(
        KeyedFinding(
          finding: AuditFinding(
            rule: .minSize, severity: .error, target: id(v), frame: frame,
            hitRect: reportable(snapshot.hitAreaInRoot(v)), region: nonNull(rootFrame[v]),
            measured: measured, message: message, fix: fix),
          target: v))
    }
    return (findings, fixed)
  }

  /// Whether neither the view nor an ancestor is hidden or transparent (UIKit's accessibility
  /// leaves such views out).
  private func isAccessible(_ v: Int) -> Bool {
    var current: Int? = v
    while let c = current {
      let node = snapshot.nodes[c]
      if node.isHidden || !(node.alpha >= 0.01) { return false }
      current = node.parent
    }
    return true
  }

  /// Whether the view's hit area holds the four probe points of GTXiLib's in-process check.
  private func acceptsGTXProbes(_ v: Int) -> Bool {
    guard let inverse = fromRoot[v], !rootFrame[v].isNull else { return false }
    let center = rootFrame[v].center
    let half = Double(Self.gtxMinimumSide) / 2 - Self.gtxErrorMargin
    return [(-half, -half), (half, -half), (-half, half), (half, half)].allSatisfy { dx, dy in
      hitRect[v].contains(inverse.apply(to: Point(x: center.x + dx, y: center.y + dy)))
    }
  }
}

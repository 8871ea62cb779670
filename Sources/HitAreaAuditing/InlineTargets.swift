import HitAreaKit
import HitAreaSnapshot

/// Links inside text: WCAG 2.5.8's *Inline* exception (``SizeException/inline``).
///
/// A target is inline when it lies inside a text element (`LayoutNode.isText`: an XCUITest `Link`
/// in a `StaticText` or `TextView`, a clickable span or Compose text link inside an Android
/// `TextView`), or when it is a link (`LayoutNode.isLink`) beside a text element of its own
/// parent on the same line (a link in a paragraph of web content, which XCUITest lists as the
/// paragraph's `StaticText` and `Link` children). Its size is constrained by the line height of
/// the text around it.
///
/// Under ``TargetSizeStandard/wcagAA`` and ``TargetSizeStandard/wcagAAA`` an undersized inline
/// target is exempt: an `info` finding that names the exception. Under ``TargetSizeStandard/ios``
/// and ``TargetSizeStandard/android``, whose guidelines have no such exception, it is a `warning`
/// that names it, not an error. ``TargetSizeStandard/atf`` and ``TargetSizeStandard/gtx`` keep
/// their checkers' rules (GTXiLib skips links; ATF has no exception).
extension AuditContext {
  /// The text element a target is inline in, if it is.
  ///
  /// - Parameter t: The target.
  func inlineText(of t: Int) -> Int? {
    // Each node's type read where it lies: asking a node in the array copied it whole.
    let nodes = snapshot.nodes
    func isText(_ node: Int) -> Bool { LayoutNode.isText(type: nodes[node].type) }
    if let text = ancestors(of: t).first(where: isText) { return text }
    guard LayoutNode.isLink(type: nodes[t].type), let parent = nodes[t].parent else { return nil }
    let line = rootFrame[t]
    return nodes[parent].children.first { sibling in
      guard sibling != t, isText(sibling) else { return false }
      let text = rootFrame[sibling]
      return text.minY < line.maxY && line.minY < text.maxY
    }
  }

  /// The finding of an undersized inline target: exempt under WCAG, a warning elsewhere.
  ///
  /// - Parameters:
  ///   - t: The target.
  ///   - text: The text it is inline in.
  ///   - size: Its measured size.
  ///   - measured: The finding's measurements.
  func inlineFinding(_ t: Int, text: Int, size: TargetSize, measured: AuditMeasurements)
    -> KeyedFinding
  {
    let exempt = settings.standard == .wcagAA || settings.standard == .wcagAAA
    let reach = sizeWithUnit(size.effective)
    let place = sentence(
      "It is a link in the text of \(name(text)), where the line height constrains its size")
    let message: String
    let fix: String
    if exempt {
      message = sentence(
        """
        \(name(t)) reaches \(reach), under \(sizeText(requiredSize)). \(place): WCAG's inline \
        exception applies, so it passes \(requiredTitle).
        """)
      fix =
        "None needed under WCAG. A larger line height or spacing between links still helps "
        + "people who tap them."
    } else {
      message = sentence(
        """
        \(name(t)) reaches \(reach) (visible \(sizeWithUnit(size.visible))); \(requiredTitle) \
        asks for at least \(sizeText(requiredSize)). \(place): WCAG 2.5.8 exempts such inline \
        targets, the platform's guidelines do not, so this is a warning, not an error.
        """)
      fix =
        "Keep the link inline if the sentence needs it; otherwise give it a target of its own "
        + "(a button beside the text), or a larger line height."
    }
    return KeyedFinding(
      finding: AuditFinding(
        rule: .minSize, severity: exempt ? .info : .warning, target: id(t), other: id(text),
        frame: reportable(rootFrame[t]), hitRect: reportable(snapshot.hitAreaInRoot(t)),
        region: nonNull(size.effectiveRoot), measured: measured, message: message, fix: fix,
        exception: .inline),
      target: t, other: text)
  }
}

import HitAreaKit

/// The ``AuditRule/minSize`` rule: a target's effective hit area against the standard, with
/// WCAG 2.5.8's circle spacing exception.
extension AuditContext {
  /// How big a target is to a finger.
  struct TargetSize {
    /// The hit area cut by the gates that are not viewports, in the target's space.
    var effectiveLocal: Rect
    /// The box around it in root space.
    var effectiveRoot: Rect
    /// Its size on screen.
    var effective: Size
    /// The visible bounds' size on screen.
    var visible: Size
    /// The outermost gate (not a viewport) that cuts the hit area.
    var cutBy: Int?
  }

  /// Measures a target's effective hit area (``targetSize(_:)`` keeps what it measures).
  ///
  /// Each ancestor without the overflow switch cuts the hit area to its own, except on a side
  /// where its edge lies at or beyond the edge of the screen (or of a scroll container): what a
  /// hit area loses there is off screen, and a finger that lands at the edge of the screen still
  /// hits it.
  func measuredSize(_ t: Int) -> TargetSize {
    var rect = hitRect[t].standardized
    var cutBy: Int? = nil
    if let inverse = fromRoot[t], !rect.isEmpty {
      let screen = inverse.boundingBox(of: screenBox[t])
      for (g, k) in zip(gates(of: t), gateBoxes(of: t)) where !isViewport[g] {
        let accepted = gateBox(k).accepted
        guard !accepted.isEmpty else {
          rect = .null
          cutBy = cutBy ?? g
          break
        }
        var (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        if accepted.minX > screen.minX, accepted.minX > minX { minX = accepted.minX }
        if accepted.maxX < screen.maxX, accepted.maxX < maxX { maxX = accepted.maxX }
        if accepted.minY > screen.minY, accepted.minY > minY { minY = accepted.minY }
        if accepted.maxY < screen.maxY, accepted.maxY < maxY { maxY = accepted.maxY }
        let cut =
          minX < maxX && minY < maxY ? Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY) : .null
        if !cut.hasSameEdges(as: rect), cutBy == nil { cutBy = g }
        rect = cut
        if rect.isNull { break }
      }
    }
    let root = rect.isEmpty ? Rect.null : finite(toRoot[t].boundingBox(of: rect))
    return TargetSize(
      effectiveLocal: rect, effectiveRoot: root, effective: screenSize(of: rect, in: t),
      visible: screenSize(of: bounds[t], in: t), cutBy: cutBy)
  }

  /// Whether a size meets the standard (with a hair of tolerance for rounding).
  func meetsStandard(_ size: Size) -> Bool {
    let side = requiredSide
    return size.width + 1e-6 >= side && size.height + 1e-6 >= side
  }

  /// The min-size findings (fix suggestions attached later) and the targets that get a fix.
  func minimumSizeFindings(_ sizes: [TargetSize?]) -> (findings: [KeyedFinding], fixed: [Int]) {
    let standard = settings.standard
    let required = requiredSize
    let side = DecimalText.literal(requiredSide)
    let undersized = targets.filter { t in sizes[t].map { !meetsStandard($0.effective) } ?? false }
    var findings: [KeyedFinding] = []
    var fixed: [Int] = []
    for t in targets {
      guard let size = sizes[t] else { continue }
      let meetsEffective = meetsStandard(size.effective)
      // A target that meets the standard on screen has no finding: nothing is measured or
      // written for it (most targets of a screen).
      if meetsEffective && meetsStandard(size.visible) { continue }
      let hitRoot = reportable(snapshot.hitAreaInRoot(t))
      var measured = AuditMeasurements(
        requiredSize: required, visibleSize: size.visible, effectiveSize: size.effective)
      let reach = sizeWithUnit(size.effective)
      if meetsEffective {
        findings.append(
          KeyedFinding(
            finding: AuditFinding(
              rule: .minSize, severity: .info, target: id(t), frame: reportable(rootFrame[t]),
              hitRect: hitRoot, region: nonNull(size.effectiveRoot), measured: measured,
              message: sentence(
                """
                \(name(t)) is \(sizeWithUnit(size.visible)) on screen; its hit area reaches \
                \(reach), which meets \(requiredTitle). \(frameCheckerNote)
                """),
              fix: frameCheckerFix),
            target: t))
        continue
      }
      if let viewport = edgeCut(t, effective: size.effective) {
        findings.append(edgeCutFinding(t, viewport: viewport, size: size))
        continue
      }
      if let text = inlineText(of: t) {
        findings.append(inlineFinding(t, text: text, size: size, measured: measured))
        continue
      }
      var conflict: Int? = nil
      if standard.hasSpacingException {
        conflict = spacingConflict(t, sizes: sizes, undersized: undersized)
        measured.spacingClear = conflict == nil
        if conflict == nil {
          findings.append(
            KeyedFinding(
              finding: AuditFinding(
                rule: .minSize, severity: .info, target: id(t), frame: reportable(rootFrame[t]),
                hitRect: hitRoot, region: nonNull(size.effectiveRoot), measured: measured,
                message: sentence(
                  """
                  \(name(t)) reaches \(reach), under \(sizeText(required)), but passes WCAG \
                  2.5.8 by spacing: a \(side)-px circle on its centre meets no other target.
                  """),
                fix: sentence(
                  """
                  None needed; keep other targets clear of the \(side)-px circle, or give it \
                  `.minimumSize(\(side))`.
                  """)),
              target: t))
          continue
        }
      }
      let cut = size.cutBy.map {
        sentence(" \(name($0)) cuts its hit area: touches outside it never reach the target.")
      }
      let circle = conflict.map { sentence(" Its \(side)-px spacing circle meets \(name($0)).") }
      let message = sentence(
        """
        \(name(t)) reaches \(reach) (visible \(sizeWithUnit(size.visible))); \(requiredTitle) \
        asks for at least \(sizeText(required)).\(cut ?? "")\(circle ?? "")
        """)
      findings.append(
        KeyedFinding(
          finding: AuditFinding(
            rule: .minSize, severity: .error, target: id(t),
            other: (size.cutBy ?? conflict).map(id),
            frame: reportable(rootFrame[t]), hitRect: hitRoot, region: nonNull(size.effectiveRoot),
            measured: measured, message: message, fix: ""),
          target: t, other: size.cutBy ?? conflict))
      fixed.append(t)
    }
    return (findings, fixed)
  }

  /// What checkers that measure visible frames see, on the screen's platform.
  var frameCheckerNote: String {
    switch platform {
    case .ios:
      "Checkers that measure the accessibility frame (XCUITest's hit-region audit, Flutter's "
        + "tap-target guideline) still see the visible size."
    case .android:
      "Checkers that measure the view's bounds (Accessibility Scanner, Espresso's accessibility "
        + "checks) see the visible size unless the area comes from a TouchDelegate."
    }
  }

  /// How to satisfy frame-based checkers too.
  var frameCheckerFix: String {
    switch platform {
    case .ios:
      "None needed for touch. For frame-based checkers, grow the accessibility frame to the hit "
        + "area."
    case .android:
      "None needed for touch. For bounds-based checkers, give the area with a TouchDelegate or "
        + "grow the view (`android:minWidth`, `android:minHeight`, padding)."
    }
  }

  /// WCAG 2.5.8's spacing test for an undersized target: the first other target that the open
  /// 24-px-diameter disc on its centre meets, or whose own undersized disc it meets.
  ///
  /// A target's region is its effective hit area; for an ancestor target, the part outside this
  /// target (where the ancestor receives the touch).
  func spacingConflict(_ t: Int, sizes: [TargetSize?], undersized: [Int]) -> Int? {
    let radius = requiredSide / 2
    guard let mine = sizes[t] else { return nil }
    let center = mine.effectiveRoot.isEmpty ? rootFrame[t].center : mine.effectiveRoot.center
    let undersizedSet = Set(undersized)
    for u in targets where u != t {
      guard let theirs = sizes[u] else { continue }
      let region = theirs.effectiveRoot.intersection(screenBox[u])
      if undersizedSet.contains(u) {
        let c = spacingCenter(u, theirs)
        if center.squaredDistance(to: c) < (2 * radius) * (2 * radius) { return u }
      }
      guard !region.isEmpty else { continue }
      let parts = isInSubtree(t, of: u) ? region.subtracting(mine.effectiveRoot) : [region]
      if parts.contains(where: { $0.intersectsDisc(center: center, radius: radius) }) { return u }
    }
    return nil
  }
}

extension AuditContext {
  /// The centre of an undersized target's spacing circle, as another target's circle meets it:
  /// its hit area's on screen, else its visible box's.
  func spacingCenter(_ u: Int, _ size: TargetSize) -> Point {
    let region = size.effectiveRoot.intersection(screenBox[u])
    return region.isEmpty ? rootFrame[u].center : region.center
  }
}

/// `nil` for the null rect.
func nonNull(_ r: Rect) -> Rect? { r.isNull ? nil : r }

/// A size for messages, such as `20×20`.
func sizeText(_ s: Size) -> String {
  "\(DecimalText.rounded(s.width))×\(DecimalText.rounded(s.height))"
}

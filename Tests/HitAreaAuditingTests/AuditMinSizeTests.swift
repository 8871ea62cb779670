import HitAreaAuditing
import HitAreaKit
import Testing

/// `min-size`: the effective hit area against each standard, with hand-computed answers.
@Suite struct AuditMinSizeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let standard: TargetSizeStandard
    let size: Size
    let hitArea: HitArea
    let severity: AuditSeverity?
    let effective: Size
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(
      id: "20×20 under iOS is an error", standard: .ios, size: Size(square: 20), hitArea: .bounds,
      severity: .error, effective: Size(square: 20)),
    Case(
      id: "44×44 meets iOS", standard: .ios, size: Size(square: 44), hitArea: .bounds,
      severity: nil, effective: Size(square: 44)),
    Case(
      id: "43.9 wide misses iOS", standard: .ios, size: Size(width: 43.9, height: 44),
      hitArea: .bounds, severity: .error, effective: Size(width: 43.9, height: 44)),
    Case(
      id: "20×20 with minimumSize(44) is info: only the visible size is small", standard: .ios,
      size: Size(square: 20), hitArea: .minimumSize(44), severity: .info,
      effective: Size(square: 44)),
    Case(
      id: "outset(12) on 20×20 reaches exactly 44", standard: .ios, size: Size(square: 20),
      hitArea: .outset(12), severity: .info, effective: Size(square: 44)),
    Case(
      id: "44×44 misses Android's 48", standard: .android, size: Size(square: 44),
      hitArea: .bounds, severity: .error, effective: Size(square: 44)),
    Case(
      id: "44×44 meets WCAG AAA", standard: .wcagAAA, size: Size(square: 44), hitArea: .bounds,
      severity: nil, effective: Size(square: 44)),
    Case(
      id: "24×24 meets WCAG AA", standard: .wcagAA, size: Size(square: 24), hitArea: .bounds,
      severity: nil, effective: Size(square: 24)),
    Case(
      id: "20×20 alone passes WCAG AA by spacing (info)", standard: .wcagAA,
      size: Size(square: 20), hitArea: .bounds, severity: .info, effective: Size(square: 20)),
    Case(
      id: "an inset shrinks the effective size", standard: .ios, size: Size(square: 50),
      hitArea: .inset(5), severity: .error, effective: Size(square: 40)),
  ]

  @Test(arguments: cases)
  func lonelyTarget(_ c: Case) {
    var screen = AuditScreen()
    screen.add("button", 100, 100, c.size.width, c.size.height, hitArea: c.hitArea)
    let report = screen.audit(c.standard, rules: [.minSize])
    let finding = report.only(.minSize, "button")
    #expect(finding?.severity == c.severity)
    if let finding {
      #expect(finding.measured.effectiveSize == c.effective)
      #expect(finding.measured.requiredSize == c.standard.minimumSize)
      #expect(finding.measured.visibleSize == c.size)
      #expect((finding.suggestion != nil) == (c.severity == .error))
    }
  }

  @Test func aLonelyUndersizedButtonGetsMinimumSize() {
    var screen = AuditScreen()
    screen.add("close", 100, 100, 20, 20)
    let finding = screen.audit(rules: [.minSize]).only(.minSize, "close")
    #expect(finding?.region == Rect(x: 100, y: 100, width: 20, height: 20))
    #expect(finding?.suggestion?.hitArea == .minimumSize(44))
    #expect(finding?.suggestion?.swiftCode == "close.hitArea = .minimumSize(44)")
    #expect(finding?.suggestion?.shortfall == .zero)
    #expect(finding?.suggestion?.rect == Rect(x: 88, y: 88, width: 44, height: 44))
    #expect(finding?.fix == "Set `close.hitArea = .minimumSize(44)`.")
  }

  @Test func androidSuggestsItsOwnSize() {
    var screen = AuditScreen()
    screen.add("fab", 100, 100, 44, 44)
    let finding = screen.audit(.android, rules: [.minSize]).only(.minSize, "fab")
    #expect(finding?.suggestion?.hitArea == .minimumSize(48))
  }

  @Test func anAncestorCutsTheHitArea() {
    // A 30-pt-tall toolbar (not a scroll view) cuts a 44×44 hit area to 44×30.
    var screen = AuditScreen()
    screen.container("toolbar", 0, 100, 400, 30)
    screen.add("icon", 100, 5, 20, 20, in: "toolbar", hitArea: .minimumSize(44))
    let finding = screen.audit(rules: [.minSize]).only(.minSize, "icon")
    #expect(finding?.severity == .error)
    #expect(finding?.measured.effectiveSize == Size(width: 44, height: 30))
    #expect(finding?.other == "toolbar")
    #expect(finding?.region == Rect(x: 88, y: 100, width: 44, height: 30))
    #expect(finding?.suggestion?.clippedBy == "toolbar")
    #expect(
      finding?.fix.contains("turn on its overflow switch (`toolbar.overflowsHitAreas = true`)")
        == true)
  }

  @Test func theOverflowSwitchRestoresTheFullArea() {
    var screen = AuditScreen()
    screen.container("toolbar", 0, 100, 400, 30) { $0.overflowsHitAreas = true }
    screen.add("icon", 100, 5, 20, 20, in: "toolbar", hitArea: .minimumSize(44))
    let finding = screen.audit(rules: [.minSize]).only(.minSize, "icon")
    #expect(finding?.severity == .info)
    #expect(finding?.measured.effectiveSize == Size(square: 44))
  }

  @Test func theScreenEdgeAndScrollViewsDoNotCount() {
    // Off-screen and scrolled-out parts are not broken: the size counts the whole hit area.
    var screen = AuditScreen()
    screen.add("back", 0, 0, 20, 20, hitArea: .minimumSize(44))
    screen.container("list", 0, 100, 400, 300) { $0.type = "UITableView" }
    screen.add("row", 0, -10, 400, 44, in: "list")
    let report = screen.audit(rules: [.minSize])
    #expect(report.only(.minSize, "back")?.severity == .info)
    #expect(report.only(.minSize, "row") == nil)
  }

  @Test func aCutAtTheScreenEdgeDoesNotCount() {
    // The nav bar starts at the screen's left edge: what it cuts off the back button's hit area
    // is off screen, and a finger at the edge still lands on the button.
    var screen = AuditScreen()
    screen.container("navBar", 0, 47, 400, 44)
    screen.add("back", 8, 10, 24, 24, in: "navBar", hitArea: .minimumSize(44))
    let finding = screen.audit(rules: [.minSize]).only(.minSize, "back")
    #expect(finding?.severity == .info)
    #expect(finding?.measured.effectiveSize == Size(square: 44))
  }

  @Test func targetsWhollyScrolledOutAreNotAudited() {
    var screen = AuditScreen()
    screen.container("list", 0, 100, 400, 300) { $0.boundsOrigin = Point(x: 0, y: 400) }
    screen.add("gone", 10, 10, 20, 20, in: "list")  // content y 10..30: scrolled out above
    screen.add("shown", 10, 410, 20, 20, in: "list")
    let report = screen.snapshot.audit(.ios)
    #expect(report.findings(about: "gone").isEmpty)
    #expect(report.only(.minSize, "shown")?.severity == .error)
  }

  @Test func aScaledDownViewIsMeasuredOnScreen() {
    // A 44×44 view at half scale is 22×22 on screen; the fix is in its own (unscaled) space.
    var screen = AuditScreen()
    screen.add("badge", 100, 100, 44, 44) {
      $0.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    }
    let finding = screen.audit(rules: [.minSize]).only(.minSize, "badge")
    #expect(finding?.measured.effectiveSize == Size(square: 22))
    #expect(finding?.measured.visibleSize == Size(square: 22))
    #expect(finding?.suggestion?.hitArea == .minimumSize(88))
    #expect(finding?.suggestion?.achievedSize == Size(square: 44))
  }

  @Test func disabledAndHiddenTargetsAreSkipped() {
    var screen = AuditScreen()
    screen.add("disabled", 100, 100, 20, 20) { $0.isEnabled = false }
    screen.add("hidden", 200, 100, 20, 20) { $0.isHidden = true }
    screen.container("faded", 0, 300, 400, 100) { $0.alpha = 0 }
    screen.add("inFaded", 10, 10, 20, 20, in: "faded")
    screen.add("notATarget", 300, 100, 20, 20, target: false)
    #expect(screen.audit(rules: [.minSize]).findings.isEmpty)
  }
}

import HitAreaKit
import Testing

/// `activation-point`: a tap at the visible centre, where VoiceOver activates the target.
@Suite struct AuditActivationPointTests {
  /// a (x 100..<120) behind b (x 125..<145) whose `.outset(20)` reaches back to x 105, over a's
  /// centre (110, 110).
  func stolen(_ policy: ResolutionPolicy) -> AuditScreen {
    var screen = AuditScreen(policy: policy)
    screen.add("a", 100, 100, 20, 20)
    screen.add("b", 125, 100, 20, 20, hitArea: .outset(20))
    return screen
  }

  @Test func aFrontSiblingsEnlargedAreaStealsTheCentre() {
    let report = stolen(.frontmost).audit(rules: [.activationPoint])
    let f = report.only(.activationPoint, "a")
    #expect(f?.severity == .error)
    #expect(f?.other == "b")
    #expect(f?.winner == "b")
    #expect(f?.point == Point(x: 110, y: 110))
    #expect(report.only(.activationPoint, "b") == nil)
  }

  @Test(arguments: [ResolutionPolicy.nearest, .mostLikely])
  func policiesThatHonourVisibleBoundsKeepIt(_ policy: ResolutionPolicy) {
    #expect(stolen(policy).audit(rules: [.activationPoint]).findings.isEmpty)
  }

  @Test func aButtonInTheMiddleOfATappableCellIsAWarning() {
    var screen = AuditScreen()
    screen.add("cell", 0, 100, 400, 60)
    screen.add("toggle", 180, 15, 40, 30, in: "cell")
    let f = screen.audit(rules: [.activationPoint]).only(.activationPoint, "cell")
    #expect(f?.severity == .warning)
    #expect(f?.other == "toggle")
  }

  @Test func aCentreOutsideItsCellReachesNoTarget() {
    // The badge's centre (x 100 in the cell) lies on the cell's excluded right edge.
    var screen = AuditScreen()
    screen.container("cell", 50, 100, 100, 100)
    screen.add("badge", 90, 40, 20, 20, in: "cell")
    let f = screen.audit(rules: [.activationPoint]).only(.activationPoint, "badge")
    #expect(f?.severity == .error)
    #expect(f?.other == "window")
    #expect(f?.winner == nil)
  }

  @Test func centresOffScreenAreSkipped() {
    var screen = AuditScreen()
    screen.add("peek", 380, 100, 40, 40)
    screen.add("cover", 0, 100, 380, 40)
    #expect(screen.audit(rules: [.activationPoint]).findings.isEmpty)
  }
}

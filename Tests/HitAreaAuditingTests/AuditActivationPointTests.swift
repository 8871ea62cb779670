import HitAreaAuditing
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

  // What the engine's walk finds at a centre where boxes, one transform made of the levels, or
  // the list of audited targets would say otherwise: the audit of every rule reports it.

  /// The activation-point finding about a target, in the audit of every rule.
  private func centreFinding(_ screen: AuditScreen, _ target: String) -> AuditFinding? {
    screen.audit(rules: Set(AuditRule.allCases)).only(.activationPoint, target)
  }

  /// A button centred on the right edge of a card that clips it, each at a fractional place:
  /// the walk, converting the centre level by level, lands on the card's edge (outside it),
  /// where one transform made of the levels lands a hair inside.
  @Test func aCentreOnAGatesEdgeAtFractionalPlacesReachesWhatIsBehind() {
    var screen = AuditScreen()
    screen.container("list", 11.9, 0, 400, 200)
    screen.container("card", 233.0 + 1.0 / 3, 0, 80, 100, in: "list")
    screen.add("button", 60, 30, 40, 40, in: "card")
    let f = centreFinding(screen, "button")
    #expect(f?.severity == .error)
    #expect(f?.other == "list")
  }

  /// A button in a scroll view inside a cell, scrolled out of the scroll view's frame but over
  /// the cell's centre, where the overflow switch lets the walk reach it: not an audited target
  /// (it is off screen), yet a target inside the cell.
  @Test func aTargetScrolledOutOfViewInsideACellTakesItsCentre() {
    var screen = AuditScreen()
    screen.add("cell", 0, 100, 400, 60)
    screen.container("scroller", 0, 0, 100, 60, in: "cell") { node in
      node.boundsOrigin = Point(x: 0, y: 0.5)
      node.overflowsHitAreas = true
    }
    screen.add("button", 180, 15, 40, 30, in: "scroller")
    let f = centreFinding(screen, "cell")
    #expect(f?.severity == .warning)
    #expect(f?.other == "button")
  }

  /// A view in front whose hit area is wider than the largest number (its edges are not): the
  /// engine finds it everywhere (the region queries once held its box as nothing).
  @Test func aViewWithAHitAreaPastEveryNumberTakesTheCentre() {
    var screen = AuditScreen()
    screen.add("button", 100, 100, 40, 40)
    screen.add("veil", 300, 600, 10, 10, target: false, hitArea: .outset(1e308))
    let f = centreFinding(screen, "button")
    #expect(f?.severity == .error)
    #expect(f?.other == "veil")
  }

  /// A target of no size, its hit area grown around it, in front of a larger one: its centre is
  /// on no visible bounds of its own, so the walk goes on to the one behind, which the nearest
  /// policy prefers (the most likely one keeps the tap on the target in front).
  @Test(arguments: [ResolutionPolicy.nearest, .mostLikely])
  func aTargetOfNoSizeIsWalkedPast(_ policy: ResolutionPolicy) {
    var screen = AuditScreen(policy: policy)
    screen.add("back", 100, 100, 80, 80)
    screen.add("dot", 150, 150, 0, 0, hitArea: .minimumSize(44))
    let f = centreFinding(screen, "dot")
    #expect((f?.other == "back") == (policy == .nearest))
  }
}

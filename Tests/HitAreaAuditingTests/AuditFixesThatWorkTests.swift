import HitAreaAuditing
import HitAreaKit
import Testing

/// Fixes that work: on screen, past backdrops, without noise, and never a fix that changes
/// nothing; answers computed by hand.
@Suite struct AuditFixesThatWorkTests {
  func fix(_ screen: AuditScreen, _ id: String, _ standard: TargetSizeStandard = .ios)
    -> FixSuggestion?
  {
    screen.audit(standard, rules: [.minSize]).only(.minSize, id)?.suggestion
  }

  struct EdgeCase: CustomTestStringConvertible, Sendable {
    var id: String
    var frame: Rect
    var hitArea: HitArea
    var testDescription: String { id }
  }

  /// A 30×30 button touching an edge of the 400×800 screen grows 14 pt away from that edge and 7
  /// pt on the other axis' two edges: 44×44 on screen, none of it off screen.
  static let edgeCases: [EdgeCase] = [
    EdgeCase(
      id: "left", frame: Rect(x: 0, y: 300, width: 30, height: 30),
      hitArea: .outset(top: 7, left: 0, bottom: 7, right: 14)),
    EdgeCase(
      id: "right", frame: Rect(x: 370, y: 300, width: 30, height: 30),
      hitArea: .outset(top: 7, left: 14, bottom: 7, right: 0)),
    EdgeCase(
      id: "top", frame: Rect(x: 180, y: 0, width: 30, height: 30),
      hitArea: .outset(top: 0, left: 7, bottom: 14, right: 7)),
    EdgeCase(
      id: "bottom", frame: Rect(x: 180, y: 770, width: 30, height: 30),
      hitArea: .outset(top: 14, left: 7, bottom: 0, right: 7)),
    EdgeCase(
      id: "corner", frame: Rect(x: 0, y: 0, width: 30, height: 30),
      hitArea: .outset(top: 0, left: 0, bottom: 14, right: 14)),
    EdgeCase(
      id: "3 pt from the edge", frame: Rect(x: 3, y: 300, width: 30, height: 30),
      hitArea: .outset(top: 7, left: 3, bottom: 7, right: 11)),
    EdgeCase(
      id: "half off screen", frame: Rect(x: -15, y: 300, width: 30, height: 30),
      hitArea: .outset(top: 7, left: 0, bottom: 7, right: 29)),
  ]

  @Test(arguments: edgeCases)
  func growthStopsAtTheScreenEdge(_ c: EdgeCase) {
    var screen = AuditScreen()
    screen.add("button", c.frame.minX, c.frame.minY, c.frame.width, c.frame.height)
    let s = fix(screen, "button")
    #expect(s?.hitArea == c.hitArea)
    #expect(s?.achievedSize == Size(square: 44))
    #expect(s?.meetsStandard == true)
    // Nothing grows off screen: beyond the screen there is only what the view itself covers.
    let screenRect = Rect(x: 0, y: 0, width: 400, height: 800)
    #expect(
      s.map { $0.rect.intersection(screenRect.union(c.frame)) == $0.rect } == true,
      "\(String(describing: s))")
  }

  @Test func achievedSizeCountsOnlyWhatIsOnScreen() {
    // A 30-wide screen: the 20-pt button can reach 30 pt on screen, whatever it is given.
    var screen = AuditScreen(width: 30, height: 800)
    screen.add("button", 5, 300, 20, 20)
    let s = fix(screen, "button")
    #expect(s?.achievedSize == Size(width: 30, height: 44))
    #expect(s?.shortfall == Size(width: 14, height: 0))
    #expect(
      screen.audit(rules: [.minSize]).only(.minSize, "button")?.fix.contains(
        "the screen leaves no more room") == true)
  }

  @Test func aFullScreenBackdropIsNoNeighbour() {
    // A video that pauses on a tap, behind its buttons: the buttons grow over it.
    var screen = AuditScreen()
    screen.add("video", 0, 0, 400, 800)
    screen.add("like", 340, 300, 36, 30)
    screen.add("close", 12, 52, 30, 30)
    #expect(fix(screen, "like")?.hitArea == .minimumSize(44))
    #expect(fix(screen, "close")?.hitArea == .minimumSize(44))
    // Over the backdrop, the enlarged areas are info, as for a button inside a cell.
    let fixed = screen.snapshot.applying(screen.audit(rules: [.minSize]).fixes)
    let after = TapTargetAudit(rules: [.overlap, .unreachable]).audit(fixed)
    #expect(after.findings(atLeast: .warning).isEmpty, "\(after)")
    let overlaps = after.findings(for: .overlap)
    #expect(overlaps.map(\.other) == ["like", "close"])
    #expect(overlaps.allSatisfy { $0.severity == .info && $0.target == "video" })
  }

  /// A toolbar's button below a list stops short of the list's last row: the planner took the
  /// row for no neighbour (its viewport held none of the button), and the fixed screen had
  /// overlap errors with it.
  @Test func aRowInAListIsANeighbourOfAButtonBelowIt() throws {
    var screen = AuditScreen(width: 390, height: 844)
    screen.container("table", 0, 100, 390, 660) { $0.type = "UITableView" }
    screen.add("row1", 0, 540, 390, 60, in: "table") { $0.type = "UITableViewCell" }
    screen.add("row2", 0, 600, 390, 60, in: "table") { $0.type = "UITableViewCell" }
    screen.container("toolbar", 0, 760, 390, 50) { $0.type = "UIToolbar" }
    screen.add("share", 20, 4, 24, 24, in: "toolbar") { $0.type = "UIButton" }
    let share = try #require(fix(screen, "share"))
    #expect(share.limitedBy == ["row2"])
    let fixed = screen.snapshot.applying(screen.audit(rules: [.minSize]).fixes)
    let overlaps = fixed.audit(.ios).findings.filter { $0.rule == .overlap }
    #expect(overlaps.isEmpty, "\(overlaps.map(\.message))")
  }

  /// A small row in the list gets a fix too: both stop at one midline (the row grew past the
  /// one the button stopped at, and they still overlapped).
  @Test func aButtonBelowAListAndARowWithAFixShareAMidline() throws {
    var screen = AuditScreen(width: 390, height: 844)
    screen.container("table", 0, 100, 390, 660) { $0.type = "UITableView" }
    screen.add("del", 350, 630, 20, 20, in: "table") { $0.type = "UIButton" }
    screen.container("toolbar", 0, 760, 390, 50) { $0.type = "UIToolbar" }
    screen.add("share", 350, 4, 24, 24, in: "toolbar") { $0.type = "UIButton" }
    let (del, share) = (try #require(fix(screen, "del")), try #require(fix(screen, "share")))
    #expect(del.limitedBy == ["share"] && share.limitedBy == ["del"])
    let fixed = screen.snapshot.applying(screen.audit(rules: [.minSize]).fixes)
    let overlaps = fixed.audit(.ios).findings.filter { $0.rule == .overlap }
    #expect(overlaps.isEmpty, "\(overlaps.map(\.message))")
  }

  /// A list's last row that grows past the list meets the button below it: the fix grew it 7 pt
  /// into the button (with the overflow switch on the list's holder to reach there), where the
  /// button, in front, took those touches and the fixed screen had an overlap warning.
  @Test func aRowThatGrowsPastItsListMeetsTheButtonBelowIt() throws {
    var screen = AuditScreen(width: 390, height: 844)
    screen.container("content", 0, 100, 390, 400)
    screen.container("table", 0, 0, 390, 400, in: "content") { $0.type = "UITableView" }
    screen.add("row1", 0, 0, 390, 44, in: "table") { $0.type = "UITableViewCell" }
    screen.add("row2", 0, 370, 390, 30, in: "table") { $0.type = "UITableViewCell" }
    screen.add("pay", 0, 500, 390, 60) { $0.type = "UIButton" }
    let row = try #require(fix(screen, "row2"))
    #expect(row.limitedBy == ["pay"])
    #expect(row.rect.maxY <= 500, "\(row.rect)")
    #expect(row.overflowSwiftCode == nil)
    let fixed = screen.snapshot.applying(screen.audit(rules: [.minSize]).fixes)
    let overlaps = fixed.audit(.ios).findings.filter { $0.rule == .overlap }
    #expect(overlaps.isEmpty, "\(overlaps.map(\.message))")
  }

  /// A view in front that takes touches and is no target stops the growth: a header's button
  /// grew 10 pt into the list in front of it, whose touches those were, and the fix said it met
  /// the standard (the fixed screen's audit then found that part unreachable).
  @Test func aListInFrontOfAHeaderStopsItsButton() throws {
    var screen = AuditScreen(width: 390, height: 844)
    screen.container("header", 0, 0, 390, 100)
    screen.add("filter", 340, 76, 24, 24, in: "header") { $0.type = "UIButton" }
    screen.container("list", 0, 100, 390, 744) { $0.type = "UITableView" }
    let filter = try #require(fix(screen, "filter"))
    #expect(filter.limitedBy == ["list"])
    #expect(filter.rect.maxY <= 100, "\(filter.rect)")
    #expect(filter.shortfall.height > 0)
    let fixed = screen.snapshot.applying(screen.audit(rules: [.minSize]).fixes)
    let unreachable = fixed.audit(.ios).findings.filter { $0.rule == .unreachable }
    #expect(unreachable.isEmpty, "\(unreachable.map(\.message))")
    // Behind the button, the same list takes nothing from it: it grows the whole way.
    var behind = AuditScreen(width: 390, height: 844)
    behind.container("list", 0, 100, 390, 744) { $0.type = "UITableView" }
    behind.container("header", 0, 0, 390, 100)
    behind.add("filter", 340, 76, 24, 24, in: "header") { $0.type = "UIButton" }
    let grown = try #require(fix(behind, "filter"))
    #expect(grown.shortfall == Size(width: 0, height: 0))
  }

  /// A view in front stops the growth only where it takes touches: a shadow view sticking out
  /// of a small holder takes none outside the holder (the review found the fix refused).
  @Test func aViewInFrontStopsGrowthOnlyWhereItTakesTouches() throws {
    var screen = AuditScreen(width: 390, height: 844)
    screen.add("close", 100, 100, 24, 24) { $0.type = "UIButton" }
    screen.container("badgeHolder", 200, 300, 10, 10)
    screen.container("shadow", -140, -220, 200, 200, in: "badgeHolder")
    let close = try #require(fix(screen, "close"))
    #expect(close.hitArea == .minimumSize(44))
    #expect(close.limitedBy.isEmpty)
  }

  @Test func aHalfScreenCardInFrontIsStillANeighbour() {
    // Not a backdrop: in front of the button, and it covers only half the screen.
    var screen = AuditScreen()
    screen.add("button", 100, 100, 20, 20)
    screen.add("sheet", 0, 130, 400, 400)
    #expect(fix(screen, "button")?.limitedBy == ["sheet"])
  }

  @Test func aPlanThatChangesNothingIsNoFix() {
    // Walls touch the button on every side: the plan is its bounds.
    var screen = AuditScreen()
    screen.add("button", 100, 100, 20, 20)
    screen.add("left", 60, 100, 40, 20)
    screen.add("right", 120, 100, 40, 20)
    screen.add("above", 60, 60, 100, 40)
    screen.add("below", 60, 120, 100, 40)
    let report = screen.audit(rules: [.minSize])
    let finding = report.only(.minSize, "button")
    #expect(finding?.severity == .error)
    #expect(finding?.suggestion == nil)
    #expect(!report.fixes.contains { $0.target == "button" })
    #expect(
      finding?.fix
        == "No room to grow a hit area: left, right, above, below take the space around button. "
        + "Move them apart from button or make button bigger.")
  }

  @Test func aShortfallOfHalfAPointIsMadeUpOnTheOtherEdge() {
    // A 47.5-dp chip with a neighbour touching its bottom: 0.25 above, and 0.25 more above.
    var screen = AuditScreen()
    screen.add("chip", 20, 40, 60, 47.5)
    screen.add("next", 20, 87.5, 60, 48)
    let s = fix(screen, "chip", .android)
    #expect(s?.hitArea == .outset(top: 0.5, left: 0, bottom: 0, right: 0))
    #expect(s?.achievedSize == Size(width: 60, height: 48))
    #expect(s?.meetsStandard == true)
    // A shortfall larger than half a point stays: growth is symmetric.
    screen.add("short", 200, 40, 60, 46)
    screen.add("shortNext", 200, 86, 60, 48)
    #expect(fix(screen, "short", .android)?.shortfall == Size(width: 0, height: 1))
  }

  @Test func aNeighbourOverlappingByARoundingErrorIsTouching() {
    // 1e-13 of overlap from a pixel conversion must not freeze the button's top and bottom.
    var screen = AuditScreen()
    screen.add("a", 100, 100, 30, 30)
    screen.add("b", 130 - 1e-13, 100, 30, 30)
    let s = fix(screen, "a")
    #expect(s?.hitArea == .outset(top: 7, left: 7, bottom: 7, right: 0))
    #expect(s?.achievedSize == Size(width: 37, height: 44))
  }

  @Test func unhinderedOutsetsRoundUpToReachTheStandard() {
    // A 43.33-pt row (130/3) under a wall: all 0.67 of growth goes below, rounded up from
    // 0.666…, so the area reaches 44, not 43.99.
    var screen = AuditScreen()
    screen.add("wall", 0, 0, 400, 100)
    screen.add("row", 0, 100, 400, 130.0 / 3)
    let s = fix(screen, "row")
    #expect(s?.hitArea == .outset(top: 0, left: 0, bottom: 0.67, right: 0))
    #expect(s?.meetsStandard == true)
    screen.snapshot = screen.snapshot.applying(screen.audit(rules: [.minSize]).fixes)
    #expect(screen.audit(rules: [.minSize]).only(.minSize, "row")?.severity == .info)
  }

  @Test func theOverflowSwitchComesWithItsLineOfSwift() {
    var screen = AuditScreen()
    screen.container("toolbar", 0, 100, 400, 30)
    screen.add("icon", 100, 5, 20, 20, in: "toolbar")
    let s = fix(screen, "icon")
    #expect(s?.clippedBy == "toolbar")
    #expect(s?.overflowSwiftCode == "toolbar.overflowsHitAreas = true")
  }
}

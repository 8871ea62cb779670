import HitAreaAuditing
import HitAreaKit
import Testing

/// Fix suggestions: the largest hit area up to the standard that keeps clear of the neighbours,
/// gaps split at the midpoint; answers computed by hand.
@Suite struct AuditFixSuggestionTests {
  func fix(_ screen: AuditScreen, _ id: String, _ standard: TargetSizeStandard = .ios)
    -> FixSuggestion?
  {
    screen.audit(standard, rules: [.minSize]).only(.minSize, id)?.suggestion
  }

  @Test func aButtonInAGapExactly44WideGetsMinimumSize() {
    // Walls end at x 100 and start at x 144; the 20-pt button sits 12 pt from each.
    var screen = AuditScreen()
    screen.add("left", 0, 100, 100, 20, hitArea: .bounds)
    screen.add("right", 144, 100, 100, 20)
    screen.add("button", 112, 100, 20, 20)
    let s = fix(screen, "button")
    #expect(s?.hitArea == .minimumSize(44))
    #expect(s?.swiftCode == "button.hitArea = .minimumSize(44)")
    #expect(s?.shortfall == .zero)
    #expect(s?.limitedBy == [])
  }

  @Test func anOffCentreButtonGetsPerEdgeOutsets() {
    // 8 pt to the left wall, 16 to the right one: left grows 8, the rest 12; 4 pt short.
    var screen = AuditScreen()
    screen.add("left", 0, 100, 100, 20)
    screen.add("right", 144, 100, 100, 20)
    screen.add("button", 108, 100, 20, 20)
    let s = fix(screen, "button")
    #expect(s?.hitArea == .outset(top: 12, left: 8, bottom: 12, right: 12))
    #expect(s?.swiftCode == "button.hitArea = .outset(top: 12, left: 8, bottom: 12, right: 12)")
    #expect(s?.shortfall == Size(width: 4, height: 0))
    #expect(s?.achievedSize == Size(width: 40, height: 44))
    #expect(s?.limitedBy == ["left"])
    #expect(s?.rect == Rect(x: 100, y: 88, width: 40, height: 44))
  }

  @Test func twoUndersizedButtonsSplitTheGapAtTheMidpoint() {
    // Two 30×30 buttons 4 pt apart: each needs 7 per side, gets 2 towards the other.
    var screen = AuditScreen()
    screen.add("a", 100, 100, 30, 30)
    screen.add("b", 134, 100, 30, 30)
    let report = screen.audit(rules: [.minSize])
    let a = report.only(.minSize, "a")?.suggestion
    let b = report.only(.minSize, "b")?.suggestion
    #expect(a?.hitArea == .outset(top: 7, left: 7, bottom: 7, right: 2))
    #expect(b?.hitArea == .outset(top: 7, left: 2, bottom: 7, right: 7))
    #expect(a?.shortfall == Size(width: 5, height: 0))
    #expect(b?.shortfall == Size(width: 5, height: 0))
    #expect(a?.rect.maxX == 132)
    #expect(b?.rect.minX == 132)
    #expect(a?.limitedBy == ["b"])
    #expect(
      report.only(.minSize, "a")?.fix.contains("b leaves no room for the last 5×0 pt") == true)

    let fixed = screen.snapshot.applying(report.fixes)
    #expect(fixed.audit(.ios).findings(for: .overlap).isEmpty)
  }

  @Test func anUndersizedNeighbourThatNeedsLittleLeavesMoreThanHalf() {
    // b is 42 wide at x 132: it needs 1 pt per side, so its reach starts at x 131 and a may grow
    // 11 pt to the right, more than half the 12-pt gap (the midpoint is x 126).
    var screen = AuditScreen()
    screen.add("a", 100, 100, 20, 20)
    screen.add("b", 132, 100, 42, 42)
    let report = screen.audit(rules: [.minSize])
    #expect(
      report.only(.minSize, "a")?.suggestion?.hitArea
        == .outset(top: 12, left: 12, bottom: 12, right: 11))
    #expect(report.only(.minSize, "b")?.suggestion?.hitArea == .minimumSize(44))
  }

  @Test func aNeighboursEnlargedHitAreaIsRespected() {
    // The neighbour keeps its hit area (x from 130): the button may grow 10 pt to the right.
    var screen = AuditScreen()
    screen.add("button", 100, 100, 20, 20)
    screen.add("big", 140, 90, 100, 44, hitArea: .outset(10))
    let s = fix(screen, "button")
    #expect(s?.hitArea == .outset(top: 12, left: 12, bottom: 12, right: 10))
    #expect(s?.limitedBy == ["big"])
  }

  @Test func diagonalNeighboursCutTheEdgeThatKeepsMore() {
    // A neighbour below-right: cutting the right edge to 4 keeps 36×44, cutting the bottom to 6
    // keeps 44×38; the larger box wins.
    var screen = AuditScreen()
    screen.add("button", 100, 100, 20, 20)
    screen.add("other", 124, 126, 60, 60)
    let s = fix(screen, "button")
    #expect(s?.hitArea == .outset(top: 12, left: 12, bottom: 6, right: 12))
  }

  @Test func aButtonOnACardSiblingCannotGrowOverTheCard() {
    // A close button lying on a card (a sibling target in front): any growth takes the card's
    // taps, so every edge the card surrounds stays put.
    var screen = AuditScreen()
    screen.add("card", 0, 100, 400, 200)
    screen.add("close", 370, 110, 20, 20)
    // The planned area would be the bounds: no fix, and the audit says why instead.
    let finding = screen.audit(rules: [.minSize]).only(.minSize, "close")
    #expect(finding?.severity == .error)
    #expect(finding?.suggestion == nil)
    #expect(finding?.fix.hasPrefix("No room to grow a hit area: card takes the space") == true)
  }

  @Test func aButtonInsideATappableCellMayGrowInsideIt() {
    // Nested targets are not neighbours.
    var screen = AuditScreen()
    screen.add("cell", 0, 100, 400, 60)
    screen.add("more", 350, 20, 20, 20, in: "cell")
    #expect(fix(screen, "more")?.hitArea == .minimumSize(44))
  }

  @Test func aDisabledNeighbourStillCounts() {
    // It will be enabled again; its area is kept free.
    var screen = AuditScreen()
    screen.add("button", 100, 100, 20, 20)
    screen.add("send", 126, 100, 60, 20) { $0.isEnabled = false }
    #expect(fix(screen, "button")?.hitArea.outsets.right == 6)
  }

  @Test func aNeighbourScrolledOutUnderABarClaimsNothingThere() {
    // The cell's top half is scrolled out of the list, under the bar's icon; only the visible
    // half can conflict: the icon grows down to it (10 pt of its 12), not to the cell's frame
    // (which would leave it none). It grew the whole 12 pt, 2 pt into the visible row, which
    // is in front and would take them.
    var screen = AuditScreen()
    screen.container("bar", 0, 0, 400, 100)
    screen.add("icon", 100, 70, 20, 20, in: "bar")
    screen.container("list", 0, 100, 400, 700) { $0.boundsOrigin = Point(x: 0, y: 60) }
    screen.add("row", 0, 0, 400, 120, in: "list")  // root y 40..<160, visible from y 100
    let icon = fix(screen, "icon")
    #expect(icon?.hitArea == .outset(top: 12, left: 12, bottom: 10, right: 12))
    #expect(icon?.limitedBy == ["row"])
  }

  @Test func identifiersThatAreNotSwiftNamesGetANameFromTheLabel() {
    var screen = AuditScreen()
    screen.add("0/2/1", 100, 100, 20, 20) { $0.label = "Close" }
    screen.add("0/2/2", 300, 100, 20, 20) {
      $0.type = "XCUIElementTypeSwitch"
      $0.label = "Auto-Correction"
    }
    screen.add("default", 200, 100, 20, 20)
    #expect(fix(screen, "0/2/1")?.swiftCode == "close.hitArea = .minimumSize(44)")
    #expect(fix(screen, "0/2/2")?.swiftCode == "autoCorrectionSwitch.hitArea = .minimumSize(44)")
    #expect(fix(screen, "default")?.swiftCode == "`default`.hitArea = .minimumSize(44)")
  }

  @Test func aRotatedButtonGetsACautiousFix() {
    // 20×20 turned by 45°: its box is 28.3 wide. The suggestion keeps the box inside the room.
    var screen = AuditScreen()
    screen.add("dial", 100, 100, 20, 20) { $0.transform = AffineTransform(rotationAngle: .pi / 4) }
    let alone = fix(screen, "dial")
    #expect(alone?.hitArea == .minimumSize(44))
    screen.add("wall", 130, 0, 100, 400)
    let squeezed = fix(screen, "dial")
    #expect(squeezed.map { $0.rect.maxX <= 130 } == true)
    #expect(squeezed.map { $0.shortfall.width > 0 } == true)
  }
}

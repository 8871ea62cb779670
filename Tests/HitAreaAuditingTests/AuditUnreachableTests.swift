import HitAreaKit
import Testing

/// `unreachable`: the share of a hit area no touch reaches, and why.
@Suite struct AuditUnreachableTests {
  /// A 100×100 cell (not a target) at (50, 100) with a 20×20 delete badge whose right half
  /// (10×20 = 200 of 400 pt²) sticks out of the cell's right edge.
  func badgeScreen(overflow: Bool) -> AuditScreen {
    var screen = AuditScreen()
    screen.container("cell", 50, 100, 100, 100) { $0.overflowsHitAreas = overflow }
    screen.add("badge", 90, 40, 20, 20, in: "cell")
    return screen
  }

  @Test func aBadgeStickingOutOfItsCellIsHalfUnreachable() {
    let f = badgeScreen(overflow: false).audit(rules: [.unreachable]).only(.unreachable, "badge")
    #expect(close(f?.measured.share, 0.5))
    #expect(close(f?.measured.visibleShare, 0.5))
    #expect(close(f?.measured.area, 200))
    #expect(close(f?.measured.clippedArea, 200))
    #expect(close(f?.measured.coveredArea, 0))
    #expect(f?.other == "cell")
    #expect(f?.region == Rect(x: 150, y: 140, width: 10, height: 20))
    #expect(f?.severity == .error)
    #expect(f?.fix.contains("overflow switch on cell") == true)
  }

  @Test(arguments: ["cell", "window"])
  func theOverflowSwitchMakesAllOfItReachable(_ owner: String) {
    var screen = badgeScreen(overflow: false)
    if let i = screen.snapshot.index(of: owner) {
      screen.snapshot.update(nodeAt: i) { $0.overflowsHitAreas = true }
    }
    #expect(screen.audit(rules: [.unreachable]).findings.isEmpty)
  }

  @Test func anEnlargementCutByItsCellIsAWarning() {
    // The badge itself is inside the cell; only its .outset(10) ring sticks out: 10×40 on the
    // right of a 40×40 hit area = 25%.
    var screen = AuditScreen()
    screen.container("cell", 50, 100, 100, 100)
    screen.add("badge", 80, 40, 20, 20, in: "cell", hitArea: .outset(10))
    let f = screen.audit(rules: [.unreachable]).only(.unreachable, "badge")
    #expect(close(f?.measured.share, 0.25))
    #expect(close(f?.measured.visibleShare, 0))
    #expect(f?.severity == .warning)
  }

  @Test func aTurnedCellCutsTheCornersOfAnUprightButton() {
    // A 100×100 cell turned 45° about its centre (200, 200) is a diamond; a 100×100 button inside
    // it, turned back, stands upright on the same centre. The box around the diamond holds the
    // button, but the diamond does not: its corners, four triangles with legs of
    // 100 - 50√2 ≈ 29.3 pt (1,716 of 10,000 pt²), are cut off.
    var screen = AuditScreen()
    screen.container("diamond", 150, 150, 100, 100) {
      $0.transform = AffineTransform(rotationAngle: .pi / 4)
    }
    screen.add("button", 0, 0, 100, 100, in: "diamond") {
      $0.transform = AffineTransform(rotationAngle: -.pi / 4)
    }
    let f = screen.audit(rules: [.unreachable], spacing: 1).only(.unreachable, "button")
    #expect(f?.other == "diamond")
    let cut = 2 * (100 - 50 * 2.0.squareRoot()) * (100 - 50 * 2.0.squareRoot()) / 10_000
    #expect(abs((f?.measured.share ?? 0) - cut) < 0.01)
  }

  @Test func partsScrolledOutOfAScrollViewAreNotCounted() {
    var screen = AuditScreen()
    screen.container("list", 0, 100, 400, 300) { $0.boundsOrigin = Point(x: 0, y: 20) }
    screen.add("row", 0, 0, 400, 44, in: "list")
    #expect(screen.audit(rules: [.unreachable]).findings.isEmpty)
  }

  @Test func aFrontSiblingsEnlargementTakesPartOfTheVisibleBounds() {
    // b (front) reaches x 118..<162: it covers a's hit area (x 88..<132) on 14×44 = 616 pt²,
    // 2×20 of it inside a's visible bounds.
    var screen = AuditScreen()
    screen.add("a", 100, 100, 20, 20, hitArea: .minimumSize(44))
    screen.add("b", 130, 100, 20, 20, hitArea: .minimumSize(44))
    let f = screen.audit(rules: [.unreachable]).only(.unreachable, "a")
    #expect(close(f?.measured.area, 616))
    #expect(close(f?.measured.share, 616.0 / 1936))
    #expect(close(f?.measured.visibleShare, 40.0 / 400))
    #expect(close(f?.measured.coveredArea, 616))
    #expect(f?.other == "b")
    #expect(f?.severity == .warning)
  }

  @Test func anotherTargetsVisibleBoundsCoveringOnlyTheEnlargementIsInfo() {
    // b (no enlargement, in front) covers x 130..<132 of a's 44×44 area: 2×20 = 40 pt².
    var screen = AuditScreen()
    screen.add("a", 100, 100, 20, 20, hitArea: .minimumSize(44))
    screen.add("b", 130, 100, 20, 20)
    let f = screen.audit(rules: [.unreachable]).only(.unreachable, "a")
    #expect(close(f?.measured.area, 40))
    #expect(f?.severity == .info)
  }

  @Test func aViewInFrontThatIsNotATargetSwallowsTouches() {
    // A transparent but interactive overlay covers the button completely.
    var screen = AuditScreen()
    screen.add("button", 100, 100, 44, 44)
    screen.container("overlay", 0, 0, 400, 400)
    let f = screen.audit(rules: [.unreachable]).only(.unreachable, "button")
    #expect(close(f?.measured.share, 1))
    #expect(f?.other == "overlay")
    #expect(f?.severity == .error)
    #expect(f?.fix.contains("not a target") == true)
  }

  @Test func descendantsCountAsReachingTheTarget() {
    // The cell's own button covers part of it: taps there still land inside the cell.
    var screen = AuditScreen()
    screen.add("cell", 0, 100, 400, 60)
    screen.add("more", 300, 20, 20, 20, in: "cell", hitArea: .minimumSize(44))
    #expect(screen.audit(rules: [.unreachable]).only(.unreachable, "cell") == nil)
  }

  @Test func underNearestACardBehindTakesTheButtonsRing() {
    // The ring of the button's area lies in the visible bounds of a card behind it (a sibling):
    // a direct hit on the card, which wins under nearest.
    var screen = AuditScreen(policy: .nearest)
    screen.add("card", 0, 100, 400, 200)
    screen.add("more", 300, 180, 20, 20, hitArea: .minimumSize(44))
    let f = screen.audit(rules: [.unreachable]).only(.unreachable, "more")
    #expect(close(f?.measured.area, 1536))
    #expect(close(f?.measured.visibleShare, 0))
    #expect(f?.other == "card")
    #expect(f?.severity == .info)
    // Under UIKit's order the button (in front) keeps its ring, and takes it from the card.
    screen.snapshot.resolution = .frontmost
    let report = screen.audit(rules: [.unreachable])
    #expect(report.only(.unreachable, "more") == nil)
    #expect(report.only(.unreachable, "card")?.severity == .warning)
    #expect(report.only(.unreachable, "card")?.other == "more")
  }

  @Test func underNearestANestedButtonKeepsItsRing() {
    var screen = AuditScreen(policy: .nearest)
    screen.add("cell", 0, 100, 400, 60)
    screen.add("more", 300, 20, 20, 20, in: "cell", hitArea: .minimumSize(44))
    #expect(screen.audit(rules: [.unreachable]).findings.isEmpty)
  }
}

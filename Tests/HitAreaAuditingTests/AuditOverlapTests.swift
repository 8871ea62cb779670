import HitAreaKit
import Testing

/// `overlap`: who wins the overlap of two hit areas under the policy, and how much each loses.
@Suite struct AuditOverlapTests {
  /// Two 20×20 siblings 10 pt apart (x 100..<120 and 130..<150), both `.minimumSize(44)`: hit
  /// areas x 88..<132 and 118..<162, so they overlap on 14×44 = 616 pt², none of it inside both
  /// visible bounds.
  ///
  /// `b` is in front.
  func pair(_ policy: ResolutionPolicy) -> AuditScreen {
    var screen = AuditScreen(policy: policy)
    screen.add("a", 100, 100, 20, 20, hitArea: .minimumSize(44))
    screen.add("b", 130, 100, 20, 20, hitArea: .minimumSize(44))
    return screen
  }

  @Test func frontmostHandsTheWholeOverlapToTheFrontAndStealsVisibleTaps() {
    let f = pair(.frontmost).audit(rules: [.overlap]).only(.overlap, "a")
    #expect(f?.other == "b")
    #expect(f?.winner == "b")
    #expect(f?.region == Rect(x: 118, y: 88, width: 14, height: 44))
    #expect(close(f?.measured.area, 616))
    #expect(close(f?.measured.contestedArea, 616))
    #expect(close(f?.measured.targetLoss, 616))
    #expect(close(f?.measured.otherLoss, 0))
    // b's enlarged area covers x 118..<120 of a's visible bounds: an error.
    #expect(f?.severity == .error)
    #expect(f?.fix.contains("x = 125") == true)
  }

  @Test func nearestSplitsTheOverlapAtTheMidpoint() {
    // x 118..<125 is nearer a (or inside it), x 125..<132 nearer b: 7×44 = 308 pt² each. On the
    // default 2-pt grid a cell is centred on the midpoint, and ties go to the front-most; the
    // 1-pt grid puts the midpoint on a cell edge.
    let f = pair(.nearest).audit(rules: [.overlap], spacing: 1).only(.overlap, "a")
    #expect(close(f?.measured.targetLoss, 308))
    #expect(close(f?.measured.otherLoss, 308))
    #expect(f?.winner == nil)
    #expect(f?.severity == .info)
  }

  @Test func aStripOneBlockWideIsSplitWhereTheMidlineCrossesIt() {
    // a's area reaches x 78, b's starts at x 75: a strip of three 1-pt columns, one block of
    // the probing, crossed by the midline at x 77 (a's right edge 71, b's left edge 83). The
    // block's middle (x 76.5) is a's; its column x 77..<78 is b's, 44 pt² (all of it was a's).
    var screen = AuditScreen(policy: .nearest)
    screen.add("a", 41, 100, 30, 44, hitArea: .outset(right: 7))
    screen.add("b", 83, 100, 30, 44, hitArea: .outset(left: 8))
    let f = screen.audit(rules: [.overlap], spacing: 1).only(.overlap, "a")
    #expect(close(f?.measured.area, 132))
    #expect(close(f?.measured.targetLoss, 44))
    #expect(close(f?.measured.otherLoss, 88))
  }

  @Test func onTheDefaultGridTheTiedColumnGoesToTheFront() {
    let f = pair(.nearest).audit(rules: [.overlap]).only(.overlap, "a")
    #expect(close(f?.measured.targetLoss, 352))
    #expect(close(f?.measured.otherLoss, 264))
  }

  @Test func mostLikelySplitsEqualTargetsEvenly() {
    let f = pair(.mostLikely).audit(rules: [.overlap], spacing: 1).only(.overlap, "a")
    #expect(close(f?.measured.targetLoss, 308))
    #expect(close(f?.measured.otherLoss, 308))
    #expect(f?.severity == .info)
  }

  @Test func enlargementsMeetingInTheGapOnlyWarn() {
    // outset(16) on targets 30 pt apart: hit areas x 84..<136 and 134..<186 overlap on 2×52;
    // the front one wins it all, but none of it is inside a's visible bounds.
    var screen = AuditScreen()
    screen.add("a", 100, 100, 20, 20, hitArea: .outset(16))
    screen.add("b", 150, 100, 20, 20, hitArea: .outset(16))
    let f = screen.audit(rules: [.overlap]).only(.overlap, "a")
    #expect(close(f?.measured.area, 104))
    #expect(close(f?.measured.targetLoss, 104))
    #expect(f?.winner == "b")
    #expect(f?.severity == .warning)
  }

  @Test func overlappingVisibleBoundsAloneAreNotReported() {
    // The layout puts them on top of each other; no hit area is enlarged.
    var screen = AuditScreen()
    screen.add("a", 100, 100, 40, 40)
    screen.add("b", 130, 100, 40, 40)
    #expect(screen.audit(rules: [.overlap]).findings.isEmpty)
  }

  @Test func aButtonInsideACellIsInfoAndOnlyItsEnlargementCounts() {
    // The button's hit area is 44×44 = 1936 pt² inside the cell; 1936 - 400 lie outside the
    // button's visible bounds.
    var screen = AuditScreen()
    screen.add("cell", 0, 100, 400, 60)
    screen.add("more", 300, 20, 20, 20, in: "cell", hitArea: .minimumSize(44))
    let frontmost = screen.audit(rules: [.overlap]).only(.overlap, "cell")
    #expect(frontmost?.other == "more")
    #expect(frontmost?.severity == .info)
    #expect(close(frontmost?.measured.area, 1936))
    #expect(close(frontmost?.measured.contestedArea, 1536))
    #expect(close(frontmost?.measured.targetLoss, 1936))
    #expect(frontmost?.winner == "more")

    // Under nearest the nested button keeps its ring too (Compose's rule).
    screen.snapshot.resolution = .nearest
    let nearest = screen.audit(rules: [.overlap]).only(.overlap, "cell")
    #expect(close(nearest?.measured.targetLoss, 1936))
    #expect(nearest?.winner == "more")
  }

  @Test func aSiblingCardBehindTakesTheRingUnderNearest() {
    // The button lies on a card that is its sibling, not its container: under nearest the card's
    // visible bounds win the ring (1936 - 400 pt²), so the enlargement does little.
    var screen = AuditScreen(policy: .nearest)
    screen.add("card", 0, 100, 400, 200)
    screen.add("more", 300, 180, 20, 20, hitArea: .minimumSize(44))
    let f = screen.audit(rules: [.overlap]).only(.overlap, "card")
    #expect(f?.other == "more")
    #expect(close(f?.measured.area, 1936))
    #expect(close(f?.measured.contestedArea, 1536))
    #expect(close(f?.measured.targetLoss, 400))
    #expect(close(f?.measured.otherLoss, 1536))
    #expect(f?.winner == "card")
    #expect(f?.severity == .info)
  }

  @Test func aButtonWithoutEnlargementInsideACellIsNotReported() {
    var screen = AuditScreen()
    screen.add("cell", 0, 100, 400, 60)
    screen.add("more", 300, 20, 20, 20, in: "cell")
    #expect(screen.audit(rules: [.overlap]).findings.isEmpty)
  }

  @Test func theOverlapIsCutByAncestors() {
    // Both buttons sit in a 20-pt-tall bar: only the 20 rows inside it can be touched.
    var screen = AuditScreen()
    screen.container("bar", 0, 100, 400, 20)
    screen.add("a", 100, 0, 20, 20, in: "bar", hitArea: .minimumSize(44))
    screen.add("b", 130, 0, 20, 20, in: "bar", hitArea: .minimumSize(44))
    let f = screen.audit(rules: [.overlap]).only(.overlap, "a")
    #expect(f?.region == Rect(x: 118, y: 100, width: 14, height: 20))
    #expect(close(f?.measured.area, 280))
  }

  /// A screen whose window lets hit areas reach past it (its overflow switch on): nothing cuts
  /// its children's hit areas at its edges but the screen's.
  func openWindow() -> AuditScreen {
    var screen = AuditScreen()
    screen.snapshot.update(nodeAt: screen.snapshot.root) { $0.overflowsHitAreas = true }
    return screen
  }

  @Test(arguments: [false, true])
  func theOverlapIsCutByTheScreensEdge(turned: Bool) {
    // The pair flush with the top of the 400×800 window: their 44-pt areas reach y -12..<32, and
    // only y 0..<32 lies on screen (14×32 = 448 pt²). Turned a half turn (its transform's sine
    // is not quite 0), a's area is the same and the overlap is sampled.
    var screen = openWindow()
    screen.add("a", 100, 0, 20, 20, hitArea: .minimumSize(44)) {
      if turned { $0.transform = AffineTransform(rotationAngle: .pi) }
    }
    screen.add("b", 130, 0, 20, 20, hitArea: .minimumSize(44))
    let f = screen.audit(rules: [.overlap], spacing: 1).only(.overlap, "a")
    #expect(f?.region == Rect(x: 118, y: 0, width: 14, height: 32))
    #expect(close(f?.measured.area, 448))
    #expect(close(f?.measured.contestedArea, 448))
    #expect(close(f?.measured.targetLoss, 448))
  }

  /// A list at `y` scrolled by 20 pt, its overflow switch on (and the window's), with two buttons
  /// at the top of its content (they show 20 pt above it) whose 44-pt areas overlap on
  /// x 118..<132.
  func scrolledList(at y: Double) -> AuditScreen {
    var screen = openWindow()
    screen.container("list", 0, y, 400, 300) {
      $0.boundsOrigin = Point(x: 0, y: 20)
      $0.overflowsHitAreas = true
    }
    screen.add("a", 100, 0, 20, 20, in: "list", hitArea: .minimumSize(44))
    screen.add("b", 130, 0, 20, 20, in: "list", hitArea: .minimumSize(44))
    return screen
  }

  @Test func aScrollViewWithItsOverflowSwitchOnDoesNotCutTheOverlap() {
    // At y 100, the buttons show at y 80..<100, above the list, and their areas (content
    // y -12..<32) reach y 68..<112: with the switch on they take touches there, beside the list.
    let f = scrolledList(at: 100).audit(rules: [.overlap]).only(.overlap, "a")
    #expect(f?.region == Rect(x: 118, y: 68, width: 14, height: 44))
    #expect(close(f?.measured.area, 616))
  }

  @Test func theOverlapIsCutByTheScreensEdgeAboveAScrollView() {
    // At y 0, the areas reach y -32..<12: only y 0..<12 is on screen (14×12 = 168 pt²).
    let f = scrolledList(at: 0).audit(rules: [.overlap]).only(.overlap, "a")
    #expect(f?.region == Rect(x: 118, y: 0, width: 14, height: 12))
    #expect(close(f?.measured.area, 168))
  }

  @Test func anOverlapOffScreenIsNotReported() {
    // a's area reaches past the right edge (x 380..<424); b, at the edge below it, reaches up
    // beside the screen (x 400..<414, y 100..<150): they meet only off screen. Moved 20 pt left,
    // they meet on it (x 380..<394, y 100..<120).
    for shift in [0.0, -20.0] {
      var screen = openWindow()
      screen.add("a", 380 + shift, 100, 14, 20, hitArea: .outset(right: 30))
      screen.add("b", 390 + shift, 130, 24, 20, hitArea: .outset(top: 30, left: -10))
      let f = screen.audit(rules: [.overlap]).only(.overlap, "a")
      #expect((f == nil) == (shift == 0))
      if shift != 0 { #expect(close(f?.measured.area, 280)) }
    }
  }

  @Test func aScreenGrownPastEveryEdgeOverlapsItsButtonByTheScreen() {
    // The window itself a target grown by 1e300 (or past every number), and a button inside it
    // grown as much: their overlap is the 400×800 screen, not an area past every number.
    for outset in [1e300, 1e308] {
      var screen = AuditScreen()
      screen.snapshot.update(nodeAt: screen.snapshot.root) {
        $0.isTarget = true
        $0.hitArea = .outset(outset)
      }
      screen.add("button", 100, 100, 44, 44, hitArea: .outset(outset))
      let f = screen.audit(rules: [.overlap]).only(.overlap, "window")
      #expect(f?.region == Rect(x: 0, y: 0, width: 400, height: 800))
      #expect(close(f?.measured.area, 320_000))
      #expect(close(f?.measured.contestedArea, 320_000 - 44 * 44))
      #expect(close(f?.measured.targetLoss, 320_000))
      #expect(f?.message.contains("inf pt") == false)
    }
  }
}

import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// `nearest` and `mostLikely` on the layouts of HitAreaTools' TheTouchModel article ("Layouts
/// that tell the policies apart": a gapless key row, a close button on a card), with answers
/// worked out by hand.
@Suite struct ResolutionPolicyTests {
  let tree = TestViewTree()
  static let mmPerPoint = 0.16

  func hit(_ root: TestView, _ p: Point, _ policy: ResolutionPolicy) -> TestView? {
    HitTester(tree: tree, policy: policy, millimetresPerPoint: Self.mmPerPoint).hitTest(p, in: root)
  }

  /// A gapless row of 5.6 × 8.5 mm keys (35 × 53.125 pt at 0.16 mm/pt), each outset by 4 pt.
  func keyRow() -> (TestView, [TestControl]) {
    let root = TestView("keyboard", frame: Rect(x: 0, y: 0, width: 350, height: 100))
    let keys = (0..<10).map { i in
      let key = TestControl(
        "key\(i)", frame: Rect(x: Double(i) * 35, y: 20, width: 35, height: 53.125))
      key.hitArea = .outset(4)
      root.addSubview(key)
      return key
    }
    return (root, keys)
  }

  @Test func gaplessRowFrontmostLetsTheRightNeighbourSteal() {
    let (root, keys) = keyRow()
    // Inside key3, 2 pt from key4, whose area starts 4 pt early.
    let edge = Point(x: 35 * 4 - 2, y: 40)
    #expect(hit(root, edge, .frontmost) === keys[4])
    #expect(hit(root, edge, .nearest) === keys[3])
    #expect(hit(root, edge, .mostLikely) === keys[3])
  }

  @Test func gaplessRowOutsideTheRowGoesToTheNearestKey() {
    let (root, keys) = keyRow()
    // Above the row, 2 pt over key3's top edge, 1 pt left of key4: nearest = key3 by edge distance.
    let p = Point(x: 35 * 4 - 1, y: 18)
    #expect(hit(root, p, .frontmost) === keys[4])
    #expect(hit(root, p, .nearest) === keys[3])
  }

  /// A 3 mm close button (18.75 pt) touching the right edge of a 15 × 10 mm card
  /// (93.75 × 62.5 pt), both enlarged.
  func cardWithCloseButton() -> (TestView, TestControl, TestControl) {
    let root = TestView("screen", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let card = TestControl("card", frame: Rect(x: 100, y: 100, width: 93.75, height: 62.5))
    card.hitArea = .outset(4)
    let close = TestControl("close", frame: Rect(x: 193.75, y: 100, width: 18.75, height: 18.75))
    close.hitArea = .minimumSize(44)
    root.addSubview(card)
    root.addSubview(close)
    return (root, card, close)
  }

  @Test func closeButtonNearestFavoursTheCardMostLikelyKeepsTheButton() {
    let (root, card, close) = cardWithCloseButton()
    let p = Point(x: 188.75, y: 109)  // inside the card, 5 pt left of the button, in its 44 pt area
    #expect(hit(root, p, .frontmost) === close)
    #expect(hit(root, p, .nearest) === card)
    #expect(hit(root, p, .mostLikely) === close)
    // Deep inside the card the card wins under every policy (the button's area does not reach).
    for policy in ResolutionPolicy.allCases {
      #expect(hit(root, Point(x: 120, y: 150), policy) === card)
    }
  }

  @Test func mostLikelyMatchesTheBayesianTouchDistanceByHand() {
    let (root, _, _) = cardWithCloseButton()
    let p = Point(x: 188.75, y: 109)
    let why = HitTester(tree: tree, policy: .mostLikely, millimetresPerPoint: 0.16).explain(
      p, in: root)
    #expect(why.candidates.map(\.target.name) == ["close", "card"])
    // Button: centre (203.125, 109.375); dx = -14.375 pt = -2.3 mm, dy = -0.06 mm, 3 × 3 mm.
    let vx = 0.0075 * 9 + 1.68
    let vy = 0.0108 * 9 + 1.33
    let dx = -14.375 * 0.16
    let dy = -0.375 * 0.16
    let expected = 0.5 * (dx * dx / vx + dy * dy / vy) + 0.5 * _log(vx) + 0.5 * _log(vy)
    #expect(abs(why.candidates[0].touchDistance - expected) < 1e-9)
    #expect(why.candidates[0].touchDistance < why.candidates[1].touchDistance)
    #expect(why.candidates[0].isWinner)
    #expect(!why.candidates[0].isDirect && why.candidates[1].isDirect)
  }

  @Test func directHitAlwaysBeatsAnExpandedHitUnderNearest() {
    // Whatever the sizes and order: a small target whose area covers a big one's inside.
    for frontIsSmall in [true, false] {
      let root = TestView("root", frame: Rect(x: 0, y: 0, width: 300, height: 300))
      let big = TestControl("big", frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let small = TestControl("small", frame: Rect(x: 100, y: 40, width: 10, height: 10))
      small.hitArea = .outset(30)
      if frontIsSmall {
        root.addSubview(big)
        root.addSubview(small)
      } else {
        root.addSubview(small)
        root.addSubview(big)
      }
      #expect(hit(root, Point(x: 99, y: 45), .nearest) === big)
      #expect(hit(root, Point(x: 101, y: 45), .nearest) === small)
    }
  }

  @Test func nearestTieGoesToTheFrontmost() {
    let root = TestView("root", frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let a = TestControl("a", frame: Rect(x: 0, y: 0, width: 40, height: 40))
    let b = TestControl("b", frame: Rect(x: 60, y: 0, width: 40, height: 40))
    a.hitArea = .outset(20)
    b.hitArea = .outset(20)
    root.addSubview(a)
    root.addSubview(b)
    #expect(hit(root, Point(x: 50, y: 20), .nearest) === b)  // 10 pt from each: b is in front
    #expect(hit(root, Point(x: 49, y: 20), .nearest) === a)
  }

  @Test func nonTargetBlockerInFrontHidesTargetsBehind() {
    // A full-screen dimming view (interactive, not a target) in front of a button: UIKit gives the
    // dimming view; so do the other policies (it is a direct hit, and it ends the search).
    let root = TestView("root", frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let button = TestControl("button", frame: Rect(x: 10, y: 10, width: 40, height: 40))
    button.hitArea = .outset(10)
    let dimming = TestView("dimming", frame: Rect(x: 0, y: 0, width: 300, height: 300))
    root.addSubview(button)
    root.addSubview(dimming)
    for policy in ResolutionPolicy.allCases {
      #expect(hit(root, Point(x: 20, y: 20), policy) === dimming)
    }
  }

  @Test func expandedTargetsInFrontOfANonTargetContainerCompete() {
    // Icons in a toolbar with 1 mm gaps: a touch in a gap lands on the toolbar container under
    // UIKit's order only if no icon's area covers it; the nearest icon wins otherwise.
    let toolbar = TestView("toolbar", frame: Rect(x: 0, y: 0, width: 300, height: 44))
    let icons = (0..<4).map { i in
      let icon = TestControl(
        "icon\(i)", frame: Rect(x: 10 + Double(i) * 37.5, y: 10, width: 31.25, height: 31.25))
      icon.hitArea = .minimumSize(44)
      toolbar.addSubview(icon)
      return icon
    }
    let gap = Point(x: 10 + 31.25 + 1, y: 20)  // 1 pt right of icon0, 5.25 pt left of icon1
    #expect(hit(toolbar, gap, .frontmost) === icons[1])
    #expect(hit(toolbar, gap, .nearest) === icons[0])
    #expect(hit(toolbar, gap, .mostLikely) === icons[0])
  }

  @Test func explanationNamesCandidatesAndTheFrontmostAnswer() {
    let (root, keys) = keyRow()
    let why = HitTester(tree: tree, policy: .nearest).explain(Point(x: 138, y: 40), in: root)
    #expect(why.hit === keys[3])
    #expect(why.frontmostHit === keys[4])
    #expect(why.overridesFrontmost)
    #expect(why.candidates.map(\.target.name) == ["key4", "key3"])
    #expect(why.winner?.target === keys[3])
    #expect(why.stoppedAt === keys[3])
    let text = why.summary { $0.name }
    #expect(text.contains("key3 wins under nearest"))
    #expect(text.contains("UIKit's order alone would give key4"))
  }

  /// A direct hit wins under `mostLikely` before the touch model, and the sentence says so (it
  /// said the winner was the likeliest, with a larger touch distance than its neighbour's); a
  /// distance is in the screen's unit.
  @Test func theSentenceGivesTheReasonTheWinnerWon() throws {
    let (root, _) = keyRow()
    let inside = HitTester(tree: tree, policy: .mostLikely).explain(Point(x: 138, y: 40), in: root)
    let winner = try #require(inside.winner)
    #expect(winner.isDirect)
    #expect(inside.summary { $0.name }.contains("the point is inside its visible bounds"))
    let near = HitTester(tree: tree, policy: .nearest)
    for x in stride(from: 0.5, to: 300, by: 3) {
      let why = near.explain(Point(x: x, y: 18), in: root)
      guard let w = why.winner, !w.isDirect else { continue }
      #expect(why.summary(unit: "dp") { $0.name }.contains(" dp)"))
      return
    }
    Issue.record("no point off every key")
  }
}

/// The natural logarithm by a series, so the test does not share the engine's implementation.
func _log(_ x: Double) -> Double {
  // ln x = 2 artanh((x-1)/(x+1))
  let y = (x - 1) / (x + 1)
  var term = y
  var sum = 0.0
  var n = 1.0
  while abs(term) > 1e-18 {
    sum += term / n
    term *= y * y
    n += 2
  }
  return 2 * sum
}

@Suite struct NestedTargetPolicyTests {
  /// A settings row (a target) with a switch (a target) enlarged to 44 pt inside it.
  @Test func nestedTargetKeepsItsEnlargedAreaUnderNearest() {
    let root = TestView("list", frame: Rect(x: 0, y: 0, width: 390, height: 200))
    let row = TestView("row", frame: Rect(x: 0, y: 0, width: 390, height: 60))
    row.gestureRecognizerCount = 1
    let toggle = TestControl("switch", frame: Rect(x: 320, y: 20, width: 51, height: 20))
    toggle.hitArea = .minimumSize(44)
    row.addSubview(toggle)
    root.addSubview(row)
    let nearSwitch = Point(x: 330, y: 15)  // inside the row, 5 pt above the switch
    for policy in ResolutionPolicy.allCases {
      #expect(
        HitTester(tree: TestViewTree(), policy: policy).hitTest(nearSwitch, in: root) === toggle)
    }
    let why = HitTester(tree: TestViewTree(), policy: .nearest).explain(nearSwitch, in: root)
    #expect(why.candidates.map(\.target.name) == ["switch", "row"])
    #expect(why.candidates[0].enclosingTargets.map(\.name) == ["row"])
    // Away from the switch the row wins.
    #expect(
      HitTester(tree: TestViewTree(), policy: .nearest).hitTest(Point(x: 100, y: 30), in: root)
        === row)
  }

  /// Policies are equal, and hash alike, exactly when their names are.
  @Test func policiesAreEqualAsTheirNamesAre() {
    for a in ResolutionPolicy.allCases {
      for b in ResolutionPolicy.allCases {
        #expect((a == b) == (a.rawValue == b.rawValue), "\(a) \(b)")
      }
      #expect(ResolutionPolicy(rawValue: a.rawValue).map { $0.hashValue == a.hashValue } == true)
    }
    #expect(
      Set(ResolutionPolicy.allCases + ResolutionPolicy.allCases).count
        == ResolutionPolicy.allCases.count)
  }
}

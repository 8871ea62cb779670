import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// Which direct hits an automatic enlargement may compete with: a smaller target's ring never
/// takes a neighbour's visible bounds unless that neighbour is larger, meets the minimum on its
/// own and the small target sits on it or against it (a close button on its card), and never its
/// visible centre.
@Suite struct AutomaticDirectHitTests {
  static let tree = TestViewTree()

  enum Layout: CaseIterable {
    /// A 20 pt button touching a 40 pt one; the touch 3 pt inside the 40 pt one.
    case touching20And40
    /// A 20 pt button touching a 30 pt one; the touch 2 pt inside the 30 pt one.
    case touching20And30
    /// A 20 pt icon inside a 390 × 44 cell, 14 pt right of its centre; the touch at the centre.
    case iconNearCellCentre
    /// The same icon as the cell's neighbour, sitting on it; the touch at the cell's centre.
    case iconOnCellAtCentre
    /// A 19 pt close button on a 94 × 62 card's corner; the touch on the card, 3 pt from it.
    case closeButtonOnCard
    /// A 19 pt close button against the card's right edge, in front; the touch on the card,
    /// 3 pt from it (the accuracy benchmark's layout).
    case closeButtonAgainstCard
    /// A 20 pt button touching a 60 pt one (which meets 44 on its own); 3 pt inside it.
    case touching20And60
  }

  /// The window, the small automatic target, the larger one and the touch.
  static func build(_ layout: Layout) -> (TestView, small: TestView, large: TestView, Point) {
    let window = TestView("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    switch layout {
    case .touching20And40, .touching20And30, .touching20And60:
      let side = layout == .touching20And40 ? 40.0 : (layout == .touching20And60 ? 60 : 30)
      let large = TestControl("large", frame: Rect(x: 120, y: 90, width: side, height: side))
      let small = TestControl("small", frame: Rect(x: 100, y: 100, width: 20, height: 20))
      window.addSubview(large)
      window.addSubview(small)  // in front
      let inside = layout == .touching20And30 ? 2.0 : 3
      return (window, small, large, Point(x: 120 + inside, y: 110))
    case .iconNearCellCentre:
      let cell = TestView("cell", frame: Rect(x: 0, y: 100, width: 390, height: 44))
      cell.isCell = true
      let icon = TestView("icon", frame: Rect(x: 199, y: 12, width: 20, height: 20))
      icon.gestureRecognizerCount = 1
      window.addSubview(cell)
      cell.addSubview(icon)
      return (window, icon, cell, Point(x: 195, y: 122))
    case .iconOnCellAtCentre:
      let cell = TestView("cell", frame: Rect(x: 0, y: 100, width: 390, height: 44))
      cell.isCell = true
      let icon = TestControl("icon", frame: Rect(x: 199, y: 112, width: 20, height: 20))
      window.addSubview(cell)
      window.addSubview(icon)
      return (window, icon, cell, Point(x: 195, y: 122))
    case .closeButtonOnCard:
      let card = TestControl("card", frame: Rect(x: 100, y: 300, width: 94, height: 62))
      let close = TestControl("close", frame: Rect(x: 185, y: 291, width: 19, height: 19))
      window.addSubview(card)
      window.addSubview(close)
      return (window, close, card, Point(x: 182, y: 312))
    case .closeButtonAgainstCard:
      let card = TestControl("card", frame: Rect(x: 100, y: 300, width: 94, height: 62))
      let close = TestControl("close", frame: Rect(x: 194, y: 300, width: 19, height: 19))
      window.addSubview(card)
      window.addSubview(close)
      return (window, close, card, Point(x: 191, y: 309))
    }
  }

  /// Who wins the touch on the larger target's visible bounds, by policy: only the close button
  /// sitting on its card or against its corner keeps, under `mostLikely`, the taps meant for it;
  /// a button beside the middle of a larger one's edge never does.
  @Test(arguments: [
    (Layout.touching20And40, ResolutionPolicy.mostLikely, false),
    (.touching20And40, .nearest, false),
    (.touching20And40, .frontmost, false),
    (.touching20And30, .mostLikely, false),
    (.touching20And30, .frontmost, false),
    (.iconNearCellCentre, .mostLikely, false),
    (.iconNearCellCentre, .frontmost, false),
    (.iconOnCellAtCentre, .mostLikely, false),
    (.closeButtonOnCard, .mostLikely, true),
    (.closeButtonOnCard, .nearest, false),
    (.closeButtonAgainstCard, .mostLikely, true),  // against the card's corner
    (.closeButtonAgainstCard, .nearest, false),
    (.touching20And60, .mostLikely, false),
    (.touching20And60, .nearest, false),
  ])
  func directHitOnLargerTarget(layout: Layout, policy: ResolutionPolicy, smallWins: Bool) {
    let (window, small, large, p) = Self.build(layout)
    let tester = HitTester(tree: Self.tree, policy: policy, automaticMinimumSize: 44)
    let hit = tester.hitTest(p, in: window)
    #expect(hit === (smallWins ? small : large), "\(layout) \(policy): \(hit?.name ?? "nil")")
    #expect(tester.explain(p, in: window).hit === hit)
  }

  /// The close button's ring still reaches the empty space beside it and its own edge, while the
  /// card keeps its visible centre.
  @Test func closeButtonOnCardKeepsItsRingAwayFromTheCardsCentre() {
    let (window, close, card, _) = Self.build(.closeButtonOnCard)
    let tester = HitTester(tree: Self.tree, policy: .mostLikely, automaticMinimumSize: 44)
    #expect(tester.hitTest(Point(x: 207, y: 300), in: window) === close)
    #expect(tester.hitTest(Point(x: 147, y: 331), in: window) === card)
  }
}

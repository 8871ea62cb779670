import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The overflow switch: descendants' hit areas reachable where they stick out of ancestors.
@Suite struct OverflowTests {
  let tree = TestViewTree()

  /// collection view → cells → content view → delete badge sticking out of the top-right corner.
  struct Grid {
    let window = TestView("window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let collection = TestView("collection", frame: Rect(x: 0, y: 100, width: 400, height: 600))
    var cells: [TestView] = []
    var badges: [TestControl] = []

    init() {
      window.addSubview(collection)
      for i in 0..<3 {
        let cell = TestView(
          "cell\(i)", frame: Rect(x: 20 + Double(i) * 120, y: 20, width: 100, height: 100))
        cell.gestureRecognizerCount = 1
        let content = TestView("content\(i)", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let badge = TestControl("badge\(i)", frame: Rect(x: 88, y: -12, width: 24, height: 24))
        badge.hitArea = .minimumSize(32)
        content.addSubview(badge)
        cell.addSubview(content)
        collection.addSubview(cell)
        cells.append(cell)
        badges.append(badge)
      }
    }

    /// The badge's top-right part, outside its cell: root coordinates.
    func outsidePoint(_ i: Int) -> Point { Point(x: 20 + Double(i) * 120 + 105, y: 100 + 20 - 8) }
  }

  func hit(
    _ root: TestView, _ p: Point, policy: ResolutionPolicy = .frontmost, indexed: Bool = true
  ) -> TestView? {
    let index = indexed ? ReachIndex(tree: tree, root: root) : nil
    return HitTester(tree: tree, policy: policy, reachIndex: index).hitTest(p, in: root)
  }

  @Test func withoutTheSwitchTheBadgeIsUnreachableOutsideItsCell() {
    let g = Grid()
    #expect(g.window.hitTest(g.outsidePoint(0), with: nil) === g.collection)
    #expect(hit(g.window, g.outsidePoint(0)) === g.collection)
  }

  @Test(arguments: ["collection", "window"])
  func switchOnAnyAncestorMakesTheBadgeReachable(_ owner: String) {
    let g = Grid()
    (owner == "collection" ? g.collection : g.window).overflowsHitAreas = true
    for indexed in [true, false] {
      #expect(hit(g.window, g.outsidePoint(0), indexed: indexed) === g.badges[0])
    }
    // Inside the cell the badge still wins; elsewhere in the cell the cell does.
    #expect(hit(g.window, Point(x: 20 + 95, y: 125)) === g.badges[0])
    #expect(hit(g.window, Point(x: 40, y: 180)) === g.cells[0].subviews[0])
  }

  @Test func switchOnTheCellOnlyIsNotEnoughWhenTheBadgeLeavesTheCollection() {
    // The badge of a cell at the top edge sticks out of the collection view too (X4).
    let g = Grid()
    g.cells[0].setFrame(Rect(x: 20, y: 0, width: 100, height: 100))
    g.cells[0].overflowsHitAreas = true
    let p = Point(x: 20 + 105, y: 100 - 8)
    #expect(hit(g.window, p) === g.window)
    #expect(g.window.hitTest(p, with: nil) === g.window)
    // The switch on the collection view covers the whole path below the window, which contains p.
    g.collection.overflowsHitAreas = true
    #expect(hit(g.window, p) === g.badges[0])
  }

  @Test func nestedThreeDeep() {
    let root = TestView("root", frame: Rect(x: 0, y: 0, width: 300, height: 300))
    var parent = root
    var frames: [TestView] = []
    for i in 0..<3 {
      let v = TestView("level\(i)", frame: Rect(x: 10, y: 10, width: 50, height: 50))
      parent.addSubview(v)
      frames.append(v)
      parent = v
    }
    let deep = TestControl("deep", frame: Rect(x: 40, y: 40, width: 30, height: 30))
    parent.addSubview(deep)
    // deep sits at 30+40 = 70..100 in root space; level0 ends at 60, level1 at 20+50=70.
    let p = Point(x: 95, y: 95)
    #expect(hit(root, p) === root)
    frames[0].overflowsHitAreas = true
    #expect(hit(root, p) === deep)
    #expect(hit(root, p, indexed: false) === deep)
  }

  @Test func badgeOverlappingTheNextCellLosesToTheLaterCell() {
    // X3: the neighbour is later in subview order, so without hoisting it wins the overlap.
    let g = Grid()
    g.collection.overflowsHitAreas = true
    g.cells[0].setFrame(Rect(x: 20, y: 20, width: 100, height: 100))
    // cell1 now overlaps the right part of badge0.
    g.cells[1].setFrame(Rect(x: 115, y: 20, width: 100, height: 100))
    let p = Point(x: 118, y: 125)  // inside badge0's area and inside cell1
    #expect(g.window.hitTest(p, with: nil) === g.cells[1].subviews[0])
    #expect(hit(g.window, p) === g.cells[1].subviews[0])
    // Under `nearest`, a direct hit on cell1 (a target) still wins: the touch is inside it.
    #expect(hit(g.window, p, policy: .nearest) === g.cells[1].subviews[0])
  }

  @Test func ineligibleDescendantsDoNotExtendReach() {
    let g = Grid()
    g.collection.overflowsHitAreas = true
    g.badges[0].isEnabled = false
    #expect(hit(g.window, g.outsidePoint(0)) === g.collection)
    g.badges[0].isEnabled = true
    g.cells[0].subviews[0].isHidden = true
    #expect(hit(g.window, g.outsidePoint(0)) === g.collection)
  }

  @Test func reachIndexBoxesContainEveryHitArea() {
    let g = Grid()
    let index = ReachIndex(tree: tree, root: g.window)
    #expect(index.count == g.window.allViews.count)
    // cell0's reach includes the badge's 32×32 area: x 84..116, y -16..16 in the cell.
    let reach = index.reach(of: g.cells[0])
    #expect(reach == Rect(minX: 0, minY: -16, maxX: 116, maxY: 100))
  }
}

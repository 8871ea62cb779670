import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// A cached reach index keeps no view alive, and is rebuilt for each touch.
@Suite struct ReachCacheTests {
  let tree = TestViewTree()

  /// A container with a few subviews, one of them overhanging it.
  static func cell() -> TestView {
    let cell = TestView("cell", frame: Rect(x: 0, y: 100, width: 300, height: 60))
    cell.overflowsHitAreas = true
    let badge = TestControl("badge", frame: Rect(x: 290, y: -10, width: 20, height: 20))
    badge.hitArea = .minimumSize(44)
    cell.addSubview(TestView("content", frame: Rect(x: 0, y: 0, width: 300, height: 60)))
    cell.addSubview(badge)
    return cell
  }

  /// Weak references to every view of a tree.
  struct WeakViews {
    private var boxes: [() -> TestView?] = []
    init(_ root: TestView) {
      for view in root.allViews {
        boxes.append { [weak view] in view }
      }
    }
    var aliveCount: Int { boxes.filter { $0() != nil }.count }
    var count: Int { boxes.count }
  }

  @Test func anIndexKeepsNoViewAlive() {
    var cell: TestView? = Self.cell()
    let weak = WeakViews(cell!)
    let index = ReachIndex(tree: tree, root: cell!)
    #expect(index.count == weak.count)
    cell = nil
    #expect(weak.aliveCount == 0)
    #expect(index.count == 3)  // the boxes are still there; only the views are gone
  }

  @Test func aCacheHeldBeyondItsTreeKeepsNoViewAlive() {
    var cache = ReachCache<TestView>()
    var cell: TestView? = Self.cell()
    let weak = WeakViews(cell!)
    if let root = cell {
      _ = cache.index(forTimestamp: 1) { ReachIndex(tree: tree, root: root) }
    }
    #expect(cache.index != nil)
    cell = nil
    #expect(weak.aliveCount == 0)
  }

  @Test func lookupsStillFindTheViews() {
    let cell = Self.cell()
    let index = ReachIndex(tree: tree, root: cell)
    let badge = cell.subviews[1]
    #expect(index.reach(of: badge) == Rect(x: -12, y: -12, width: 44, height: 44))
    #expect(index.reach(of: cell) == Rect(x: 0, y: -22, width: 322, height: 82))
    #expect(index.reach(of: TestView("stranger", frame: .zero)) == nil)
    let tester = HitTester(tree: tree, reachIndex: index)
    #expect(tester.hitTest(Point(x: 315, y: -15), in: cell) === badge)
  }

  /// One index per touch: the same timestamp reuses it, a new one (or no event) rebuilds.
  @Test func oneIndexPerTouch() {
    let cell = Self.cell()
    var cache = ReachCache<TestView>()
    var builds = 0
    func index(_ timestamp: Double?) -> ReachIndex<TestView> {
      cache.index(forTimestamp: timestamp) {
        builds += 1
        return ReachIndex(tree: tree, root: cell)
      }
    }
    _ = index(1)
    _ = index(1)
    #expect(builds == 1)
    _ = index(nil)
    #expect(builds == 2 && cache.timestamp == 1)
    _ = index(2)
    #expect(builds == 3 && cache.timestamp == 2)
    cache.removeAll()
    #expect(cache.index == nil && cache.timestamp == nil)
  }
}

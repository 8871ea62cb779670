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

  /// Value-type nodes (snapshot indices) are keyed as before.
  @Test func snapshotIndicesAreKeyedByValue() {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "w", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let child = s.append(
      LayoutNode(id: "c", frame: Rect(x: 90, y: 0, width: 20, height: 20)), to: 0)
    let index = ReachIndex(tree: s, root: s.root)
    #expect(index.count == 2)
    #expect(index.reach(of: child) == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(index.reach(of: 0) == Rect(x: 0, y: 0, width: 110, height: 100))
  }

  /// `Rect.null` for a node that can be hit but reaches no hit area; `nil` for a node the walk
  /// never records: one that cannot be hit, what lies below it, and strangers.
  @Test func nullAndNilAreDocumented() {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "w", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let overlay = s.append(
      LayoutNode(id: "o", frame: Rect(x: 0, y: 0, width: 50, height: 50), isPassThrough: true),
      to: 0)
    let hidden = s.append(
      LayoutNode(id: "h", frame: Rect(x: 0, y: 0, width: 10, height: 10), isHidden: true),
      to: overlay)
    let below = s.append(
      LayoutNode(id: "b", frame: Rect(x: 0, y: 0, width: 5, height: 5)), to: hidden)
    let index = ReachIndex(tree: s, root: s.root)
    let reach = index.reach(of: overlay)
    #expect(reach == .null && reach?.isNull == true)
    #expect(index.reach(of: hidden) == nil)
    #expect(index.reach(of: below) == nil)
    #expect(index.reach(of: 99) == nil)
    #expect(index.reach(of: 0) == Rect(x: 0, y: 0, width: 100, height: 100))
  }
}

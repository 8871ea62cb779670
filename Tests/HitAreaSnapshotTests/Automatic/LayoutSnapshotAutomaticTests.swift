import HitAreaKit
import HitAreaSnapshot
import Testing

/// The automatic minimum size over layout snapshots: the opt-out in the file, which nodes are
/// enlarged, and the engine over a snapshot.
@Suite struct LayoutSnapshotAutomaticTests {
  static let json = """
    {"format": "hitarea.layout", "version": 1, "root": {
      "id": "window", "frame": [0, 0, 390, 844], "children": [
        {"id": "small", "type": "UIButton", "target": true, "frame": [100, 100, 20, 20]},
        {"id": "optedOut", "type": "UIButton", "target": true, "frame": [200, 100, 20, 20],
         "hitArea": {}},
        {"id": "own", "type": "UIButton", "target": true, "frame": [300, 100, 20, 20],
         "hitArea": {"outsets": [2, 2, 2, 2]}},
        {"id": "field", "type": "UITextField", "target": true, "frame": [100, 200, 200, 20]},
        {"id": "list", "type": "UITableView", "target": true, "frame": [0, 300, 390, 20]},
        {"id": "label", "type": "UILabel", "frame": [100, 400, 20, 20]},
        {"id": "nullArea", "type": "UIButton", "target": true, "frame": [200, 400, 20, 20],
         "hitArea": null}
      ]}}
    """

  static func snapshot() throws -> LayoutSnapshot {
    try LayoutSnapshot(jsonData: Array(json.utf8), file: "automatic.json")
  }

  static func index(_ s: LayoutSnapshot, _ id: String) -> Int {
    s.nodes.firstIndex { $0.id == id } ?? -1
  }

  /// `"hitArea": {}` is an explicit opt-out, kept on writing; `null` or no key is "never set".
  @Test func emptyHitAreaObjectOptsOutAndRoundTrips() throws {
    let s = try Self.snapshot()
    #expect(s.nodes[Self.index(s, "optedOut")].isHitAreaSet)
    #expect(s.hasOwnHitArea(Self.index(s, "optedOut")))
    #expect(!s.hasOwnHitArea(Self.index(s, "small")))
    #expect(!s.hasOwnHitArea(Self.index(s, "nullArea")))
    #expect(s.hasOwnHitArea(Self.index(s, "own")))
    let again = try LayoutSnapshot(jsonData: try s.jsonBytes(), file: "again.json")
    #expect(again == s)
  }

  /// Only targets without their own area that do not edit text and do not scroll are enlarged.
  @Test func appliesToTargetsWithoutTheirOwnArea() throws {
    let s = try Self.snapshot()
    let after = s.applyingAutomaticMinimumSize(44)
    let areas = Dictionary(uniqueKeysWithValues: after.nodes.map { ($0.id, $0.hitArea) })
    #expect(areas["small"] == .minimumSize(44))
    #expect(areas["nullArea"] == .minimumSize(44))
    #expect(areas["optedOut"] == .bounds)
    #expect(areas["own"] == .outset(2))
    #expect(areas["field"] == .bounds)
    #expect(areas["list"] == .bounds)
    #expect(areas["label"] == .bounds)
    #expect(after.resolution == .mostLikely)
    #expect(s.applyingAutomaticMinimumSize(.nan) == s)
    #expect(s.automaticallyEnlargedNodes(44).map { s.nodes[$0].id } == ["small", "nullArea"])
  }

  /// The engine over the snapshot enlarges what the snapshot rule names.
  @Test func engineOverSnapshot() throws {
    let s = try Self.snapshot()
    let tester = HitTester(tree: s, automaticMinimumSize: 44)
    #expect(tester.hitTest(Point(x: 95, y: 110), in: s.root) == Self.index(s, "small"))
    #expect(tester.hitTest(Point(x: 195, y: 110), in: s.root) == s.root)
    #expect(tester.hitTest(Point(x: 299, y: 110), in: s.root) == Self.index(s, "own"))
    #expect(tester.hitTest(Point(x: 295, y: 110), in: s.root) == s.root)
  }
}

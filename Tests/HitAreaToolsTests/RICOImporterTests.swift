import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

@Suite struct RICOImporterTests {
  static let fixture = "enrico_10594_syncme_hierarchy.json"

  /// Counted by hand: the DecorView root, a logo image, and a ViewSwitcher holding six views
  /// (a pager indicator, the "Get Started" button, a text, a MapView with one image, two images):
  /// ten nodes, two clickable (the button and the map).
  @Test func syncMeScreen() throws {
    let s = try ImportFixtures.load(Self.fixture)
    #expect(s.name == "enrico_10594_syncme_hierarchy")
    #expect(s.unit == .dp && s.pointsPerUnit == 1)
    #expect(s.nodes.count == 10)
    let targets = s.nodes.filter(\.isTarget)
    #expect(
      targets.map(\.type) == [
        "android.support.v7.widget.AppCompatButton", "com.google.android.gms.maps.MapView",
      ])
    let button = try s.node(
      "com.syncme.syncmeapp:id/fragment_phone_insertion__welcomeContinueButton")
    #expect(button.label == "Get Started")
    // The button's bounds [49, 2175, 1391, 2343] px, inside the switcher at [0, 271] px; 3.5 px/dp.
    let buttonIndex = try #require(s.index(of: button.id))
    expectClose(
      s.frameInRoot(buttonIndex), Rect(x: 14, y: 2175 / 3.5, width: 1342 / 3.5, height: 48))
    expectClose(button.frame, Rect(x: 14, y: (2175 - 271) / 3.5, width: 1342 / 3.5, height: 48))
    let root = s.nodes[0]
    #expect(root.type == "com.android.internal.policy.PhoneWindow$DecorView" && root.id == "0")
    expectClose(root.frame, Rect(x: 0, y: 0, width: 1440 / 3.5, height: 2560 / 3.5))
  }

  @Test func imagesOverTheMapLetTouchesThrough() throws {
    let s = try ImportFixtures.load(Self.fixture)
    // (700, 1500) px is inside the map and inside the image drawn over its lower part.
    #expect(s.hitID(700 / 3.5, 1500 / 3.5) == "com.syncme.syncmeapp:id/map")
    let literal = try ImportFixtures.load(
      Self.fixture, options: ImportOptions(passesTouchesThroughNonTargets: false))
    #expect(
      literal.hitID(700 / 3.5, 1500 / 3.5).map { literal.nodes[literal.index(of: $0) ?? 0].type }
        == "android.support.v7.widget.AppCompatImageView")
  }

  @Test func anotherDensity() throws {
    let s = try ImportFixtures.load(Self.fixture, options: ImportOptions(pixelsPerDP: 4))
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 360, height: 640))
  }

  @Test func rawRICOFileWithNullsAndLists() throws {
    let json = #"""
      {"activity_name": "com.example/.Main", "request_id": "1", "activity": {"added_fragments": [],
       "root": {"class": "com.android.internal.policy.DecorView", "bounds": [0, 0, 1440, 2560],
                "visible-to-user": true, "children": [null,
         {"class": "android.widget.Button", "bounds": [0, 0, 700, 350], "clickable": true,
          "content-desc": [null, "Send"], "resource-id": "com.example:id/send", "enabled": false},
         {"class": "android.view.View", "bounds": [700, 0, 1400, 350], "long-clickable": true,
          "visibility": "gone", "content-desc": [null], "text": "Later", "children": []},
         {"class": "android.view.View", "bounds": [0, 350, 10, 360], "visible-to-user": false,
          "rel-bounds": [0, 0, 1, 1], "pointer": "abc", "abs-pos": true}
        ]}}, "is_keyboard_deployed": false}
      """#
    let s = try LayoutSnapshot.load(data: Data(json.utf8), file: "raw.json")
    #expect(s.nodes.count == 4)
    #expect(s.nodes.map(\.id) == ["0", "com.example:id/send", "0/1", "0/2"])
    #expect(s.nodes[1].label == "Send" && s.nodes[1].isTarget && !s.nodes[1].isEnabled)
    #expect(s.nodes[2].label == "Later" && s.nodes[2].isTarget && s.nodes[2].isHidden)
    #expect(s.nodes[3].isHidden && !s.nodes[3].isTarget)
    #expect(s.nodes[1].frame == Rect(x: 0, y: 0, width: 200, height: 100))
  }

  static let errorCases: [(String, String, String, String)] = [
    (
      "missing bounds", #"{"bounds": [0, 0, 10, 10], "children": [{"class": "x"}]}"#,
      "children[0].bounds",
      "missing; expected an array of 4 numbers [left, top, right, bottom] in pixels"
    ),
    (
      "bounds of strings", #"{"activity": {"root": {"bounds": ["0", 0, 10, 10]}}}"#,
      "activity.root.bounds[0]", "expected a number, found a string"
    ),
    (
      "a wrapper without a root", #"{"activity": {"name": "x"}, "bounds": 1}"#,
      "activity.root", "missing; expected the root view object"
    ),
    (
      "clickable as a string", #"{"bounds": [0, 0, 1, 1], "clickable": "true"}"#, "clickable",
      "expected true or false, found a string"
    ),
    (
      "a child that is a number", #"{"bounds": [0, 0, 1, 1], "children": [1]}"#, "children[0]",
      "expected a node object, found a number"
    ),
  ]

  @Test(arguments: errorCases)
  func errorsNameTheJSONPath(_ id: String, _ json: String, _ path: String, _ message: String)
    throws
  {
    let error = try #require(ImportFixtures.error(json, file: "rico.json"), "\(id)")
    #expect(error.path == path, "\(id)")
    #expect(error.message == message, "\(id)")
  }

  func expectClose(_ a: Rect, _ b: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
    let pairs = [
      (a.origin.x, b.origin.x), (a.origin.y, b.origin.y), (a.size.width, b.size.width),
      (a.size.height, b.size.height),
    ]
    #expect(
      pairs.allSatisfy { abs($0.0 - $0.1) < 1e-9 }, "\(a) vs \(b)", sourceLocation: sourceLocation)
  }
}

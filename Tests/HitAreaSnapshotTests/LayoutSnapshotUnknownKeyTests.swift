import HitAreaKit
import HitAreaSnapshot
import Testing

/// Typos that speak: keys the reader does not know are still ignored, and reported as warnings
/// with their object's path and the closest known key.
@Suite struct LayoutSnapshotUnknownKeyTests {
  typealias D = SnapshotDocuments

  static func warnings(_ text: String) throws -> [LayoutSnapshotWarning] {
    try LayoutSnapshot.read(jsonData: Array(text.utf8), file: "checkout.json").warnings
  }

  @Test func aMisspeltNodeKeyIsIgnoredAndNamedWithItsPathAndTheClosestKey() throws {
    let text = D.document(
      root: #"""
        {"frame": [0, 0, 400, 800], "children": [
          {"id": "overlay", "frame": [0, 0, 400, 800], "passthrough": true}
        ]}
        """#)
    let (snapshot, warnings) = try LayoutSnapshot.read(
      jsonData: Array(text.utf8), file: "checkout.json")
    #expect(snapshot == (try D.read(text)))
    #expect(!snapshot.nodes[1].passesTouchesThrough)
    #expect(
      warnings == [
        LayoutSnapshotWarning(
          file: "checkout.json", path: "root.children[0]", key: "passthrough",
          suggestion: "passThrough")
      ])
    #expect(
      warnings.map(\.description) == [
        #"checkout.json: root.children[0]: unknown key "passthrough" (did you mean "passThrough"?)"#
      ])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var path: String
    var key: String
    var suggestion: String?
    var testDescription: String { key }
  }

  static let cases: [Case] = [
    Case(
      text: D.document(root: #"{"frame": [0, 0, 1, 1], "userInteractionEnabled": false}"#),
      path: "root", key: "userInteractionEnabled", suggestion: "userInteraction"),
    Case(
      text: D.document(root: #"{"frame": [0, 0, 1, 1]}"#, header: #""resolutoin": "nearest","#),
      path: "", key: "resolutoin", suggestion: "resolution"),
    Case(
      text: D.document(root: #"{"frame": [0, 0, 1, 1], "hitArea": {"minimumSise": [44, 44]}}"#),
      path: "root.hitArea", key: "minimumSise", suggestion: "minimumSize"),
    Case(
      text: D.document(root: #"{"frame": [0, 0, 1, 1], "android": {"clikable": true}}"#),
      path: "root.android", key: "clikable", suggestion: "clickable"),
    Case(
      text: D.document(root: #"{"frame": [0, 0, 1, 1], "accessibilityTraits": ["button"]}"#),
      path: "root", key: "accessibilityTraits", suggestion: nil),
  ]

  @Test(arguments: cases)
  func everyObjectOfTheFormatNamesItsUnknownKeys(_ c: Case) throws {
    let warnings = try Self.warnings(c.text)
    #expect(warnings.map(\.path) == [c.path])
    #expect(warnings.map(\.key) == [c.key])
    #expect(warnings.map(\.suggestion) == [c.suggestion])
  }

  @Test func aFileWithOnlyKnownKeysHasNoWarnings() throws {
    let text = D.document(
      root: #"""
        {"id": "w", "type": "UIWindow", "label": "W", "identifier": "w", "frame": [0, 0, 9, 9],
         "boundsOrigin": [0, 0], "transform": [1, 0, 0, 1, 0, 0], "hidden": false, "alpha": 1,
         "userInteraction": true, "enabled": true, "target": true, "overflow": false,
         "passThrough": false, "hitArea": {"outsets": [1, 1, 1, 1], "minimumSize": [44, 44]},
         "android": {"clickable": true, "longClickable": false, "scrollable": false,
                     "touchDelegate": false, "superclasses": ["android.view.View"]},
         "children": []}
        """#,
      header:
        #""name": "n", "unit": "pt", "platform": "ios", "pointsPerUnit": 1, "millimetresPerPoint": 0.16, "resolution": "nearest", "pixelsPerPoint": 3, "screen": [9, 9],"#
    )
    #expect(try Self.warnings(text).isEmpty)
  }

  @Test func whatTheWriterWritesReadsWithoutWarnings() throws {
    var snapshot = try D.read(
      D.document(root: #"{"frame": [0, 0, 9, 9], "children": [{"frame": [1, 1, 2, 2]}]}"#))
    snapshot.update(nodeAt: 1) {
      $0.hitArea = HitArea(outsets: EdgeOutsets(top: 1, left: 1, bottom: 1, right: 1))
      $0.android = AndroidViewInfo()
      $0.passesTouchesThrough = true
    }
    snapshot.platform = .android
    snapshot.pixelsPerPoint = 2
    snapshot.screenSize = Size(width: 9, height: 9)
    #expect(try Self.warnings(try snapshot.jsonString()).isEmpty)
  }

  @Test func warningsComeDocumentFirstThenNodesInOrder() throws {
    let text = D.document(
      root: #"""
        {"frame": [0, 0, 9, 9], "a": 1, "children": [{"frame": [0, 0, 1, 1], "b": {"c": 1}}]}
        """#,
      header: #""z": [1, 2],"#)
    #expect(try Self.warnings(text).map(\.key) == ["z", "a", "b"])
  }

  @Test func asAnErrorTheWarningKeepsItsPlaceAndHasItsOwnKind() throws {
    let text = D.document(root: #"{"frame": [0, 0, 1, 1], "passthrough": true}"#)
    let error = try #require(try Self.warnings(text).first).error
    #expect(error.kind == .unknownKey)
    #expect(error.path == "root")
    #expect(
      error.description
        == #"checkout.json: root: unknown key "passthrough" (did you mean "passThrough"?)"#)
  }
}

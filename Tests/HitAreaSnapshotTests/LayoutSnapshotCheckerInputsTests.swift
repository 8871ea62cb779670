import HitAreaKit
import HitAreaSnapshot
import Testing

/// The optional keys that carry what Android dumps record for the `atf` standard:
/// `pixelsPerPoint` and `screen` on the document, `android` on nodes.
@Suite struct LayoutSnapshotCheckerInputsTests {
  typealias D = SnapshotDocuments

  @Test func everyKeyIsRead() throws {
    let s = try D.read(
      D.document(
        root: #"""
          {"frame": [0, 0, 411, 891], "children": [
            {"frame": [0, 80, 411, 700], "android": {"scrollable": true, "touchDelegate": true}},
            {"frame": [8, 8, 24, 24], "android": {"clickable": true, "longClickable": true,
              "superclasses": ["android.widget.ImageView", "android.view.View"]}},
            {"frame": [0, 0, 1, 1], "android": {}},
            {"frame": [0, 0, 1, 1], "android": null}
          ]}
          """#,
        header: #""unit": "dp", "pixelsPerPoint": 2.625, "screen": [411.5, 891.5], "#))
    #expect(s.pixelsPerPoint == 2.625)
    #expect(s.screenSize == Size(width: 411.5, height: 891.5))
    #expect(s.nodes[0].android == nil)
    #expect(s.nodes[1].android == AndroidViewInfo(isScrollable: true, hasTouchDelegate: true))
    #expect(
      s.nodes[2].android
        == AndroidViewInfo(
          isClickable: true, isLongClickable: true,
          superclasses: ["android.widget.ImageView", "android.view.View"]))
    #expect(s.nodes[3].android == AndroidViewInfo())
    #expect(s.nodes[4].android == nil)
  }

  @Test func absentKeysLeaveThemUnknown() throws {
    let s = try D.read(D.document(root: #"{"frame": [0, 0, 10, 10]}"#))
    #expect(s.pixelsPerPoint == nil && s.screenSize == nil && s.nodes[0].android == nil)
  }

  @Test func theScreenIsALengthInTheFileUnit() throws {
    let s = try D.read(
      D.document(
        root: #"{"frame": [0, 0, 10, 10]}"#,
        header:
          #""unit": "px", "pointsPerUnit": 0.5, "pixelsPerPoint": 2, "screen": [1080, 2400], "#
      ))
    #expect(s.screenSize == Size(width: 540, height: 1200))
    #expect(s.pixelsPerPoint == 2)  // a ratio, not a length
    let written = try s.jsonString(prettyPrinted: false)
    #expect(written.contains(#""pixelsPerPoint":2,"screen":[1080,2400]"#), "\(written)")
  }

  @Test func theWriterKeepsTheKeysInOrder() throws {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "w", frame: Rect(x: 0, y: 0, width: 400, height: 800)))
    s.pixelsPerPoint = 3.5
    s.screenSize = Size(width: 400, height: 800)
    var b = LayoutNode(id: "b", frame: Rect(x: 1, y: 2, width: 3, height: 4), isTarget: true)
    b.android = AndroidViewInfo(
      isClickable: true, isLongClickable: true, isScrollable: true, hasTouchDelegate: true,
      superclasses: ["a.B", "c\"D"])
    s.append(b, to: 0)
    var plain = LayoutNode(id: "p", frame: Rect(x: 0, y: 0, width: 1, height: 1))
    plain.android = AndroidViewInfo()
    s.append(plain, to: 0)
    #expect(
      try s.jsonString(prettyPrinted: false)
        == #"{"format":"hitarea.layout","version":1,"pixelsPerPoint":3.5,"screen":[400,800],"root":{"id":"w","frame":[0,0,400,800],"children":[{"id":"b","frame":[1,2,3,4],"target":true,"android":{"clickable":true,"longClickable":true,"scrollable":true,"touchDelegate":true,"superclasses":["a.B","c\"D"]}},{"id":"p","frame":[0,0,1,1],"android":{}}]}}"#
    )
  }

  @Test func theWriterRefusesWhatTheReaderWould() {
    var s = LayoutSnapshot(root: LayoutNode(id: "w", frame: Rect(x: 0, y: 0, width: 1, height: 1)))
    s.pixelsPerPoint = 0
    #expect(throws: LayoutSnapshotError.self) { try s.jsonBytes() }
    s.pixelsPerPoint = nil
    s.screenSize = Size(width: .infinity, height: 1)
    #expect(throws: LayoutSnapshotError.self) { try s.jsonBytes() }
  }

  static let errorCases: [ReaderErrorCase] = [
    ReaderErrorCase(
      id: "pixelsPerPoint is zero",
      json: D.document(root: #"{"frame": [0, 0, 1, 1]}"#, header: #""pixelsPerPoint": 0, "#),
      path: "pixelsPerPoint", message: "expected a positive number, found 0"),
    ReaderErrorCase(
      id: "screen has one number",
      json: D.document(root: #"{"frame": [0, 0, 1, 1]}"#, header: #""screen": [1], "#),
      path: "screen", message: "expected an array of 2 numbers [width, height], found 1 number"),
    ReaderErrorCase(
      id: "screen overflows once in points",
      json: D.document(
        root: #"{"frame": [0, 0, 1, 1]}"#, header: #""pointsPerUnit": 1e300, "screen": [1e10, 1], "#
      ),
      path: "screen", message: "a number is out of range once converted to points (× 1e+300)"),
    .root(
      "android is a string", #"{"frame": [0, 0, 1, 1], "android": "yes"}"#, "root.android",
      #"expected an object {"clickable", "longClickable", "scrollable", "touchDelegate", "superclasses"}, found a string"#
    ),
    .root(
      "android flag is a number", #"{"frame": [0, 0, 1, 1], "android": {"clickable": 1}}"#,
      "root.android.clickable", "expected true or false, found a number"),
    .root(
      "superclasses is a string",
      #"{"frame": [0, 0, 1, 1], "android": {"superclasses": "android.view.View"}}"#,
      "root.android.superclasses", "expected an array of strings, found a string"),
    .root(
      "superclasses holds a number",
      #"{"frame": [0, 0, 1, 1], "android": {"superclasses": ["a", 2]}}"#,
      "root.android.superclasses[1]", "expected a string, found a number"),
  ]

  @Test(arguments: errorCases)
  func errorNamesThePathAndWhatWasExpected(_ c: ReaderErrorCase) throws {
    let error = try #require(D.error(c.json))
    #expect(error.path == c.path, "\(error)")
    #expect(error.message == c.message, "\(error)")
  }
}

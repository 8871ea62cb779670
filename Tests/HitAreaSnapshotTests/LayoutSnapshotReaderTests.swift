import HitAreaKit
import HitAreaSnapshot
import Testing

@Suite struct LayoutSnapshotReaderTests {
  typealias D = SnapshotDocuments

  @Test func minimalDocumentTakesEveryDefault() throws {
    let s = try D.read(D.document(root: #"{"frame": [0, 0, 390, 844]}"#))
    #expect(s.name == nil)
    #expect(s.unit == .pt)
    #expect(s.pointsPerUnit == 1)
    #expect(s.millimetresPerPoint == 0.16)
    #expect(s.resolution == .frontmost)
    #expect(s.nodes.count == 1)
    let root = s.nodes[0]
    #expect(root.id == "0")
    #expect(root.type == nil && root.label == nil)
    #expect(root.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(root.boundsOrigin == .zero)
    #expect(root.transform == .identity)
    #expect(!root.isHidden && root.alpha == 1)
    #expect(root.isUserInteractionEnabled && root.isEnabled)
    #expect(!root.isTarget && root.hitArea == .bounds && !root.overflowsHitAreas)
    #expect(root.children.isEmpty && root.parent == nil)
  }

  @Test func everyFieldIsRead() throws {
    let json = D.document(
      root: #"""
        {"id": "window", "frame": [0, 0, 390, 844], "children": [
          {"id": "close", "type": "UIButton", "label": "Close", "frame": [340, 60, 24, -24],
           "boundsOrigin": [1, 2], "transform": [2, 0, 0, 2, 5, 6], "hidden": true, "alpha": 0.5,
           "userInteraction": false, "enabled": false, "target": true,
           "hitArea": {"outsets": [1, 2, 3, 4], "minimumSize": [44, 40]}, "overflow": true}
        ]}
        """#,
      header:
        #""name": "Checkout", "unit": "pt", "pointsPerUnit": 1, "millimetresPerPoint": 0.2, "resolution": "mostLikely", "#
    )
    let s = try D.read(json)
    #expect(s.name == "Checkout")
    #expect(s.millimetresPerPoint == 0.2)
    #expect(s.resolution == .mostLikely)
    let close = s.nodes[1]
    #expect(close.id == "close" && close.type == "UIButton" && close.label == "Close")
    #expect(close.frame == Rect(x: 340, y: 60, width: 24, height: -24))  // negative sizes are kept
    #expect(close.boundsOrigin == Point(x: 1, y: 2))
    #expect(close.transform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
    #expect(close.isHidden && close.alpha == 0.5)
    #expect(!close.isUserInteractionEnabled && !close.isEnabled)
    #expect(close.isTarget && close.overflowsHitAreas)
    #expect(
      close.hitArea
        == HitArea(
          outsets: EdgeOutsets(top: 1, left: 2, bottom: 3, right: 4),
          minimumSize: Size(width: 44, height: 40)))
    #expect(close.parent == 0 && s.nodes[0].children == [1])
  }

  @Test func defaultIDsArePathsAndNodesArePreOrder() throws {
    let s = try D.read(
      D.document(
        root: #"""
          {"frame": [0, 0, 10, 10], "children": [
            {"frame": [0, 0, 1, 1], "children": [{"frame": [0, 0, 1, 1]}, {"frame": [0, 0, 1, 1]}]},
            {"id": "b", "frame": [0, 0, 1, 1], "children": [{"frame": [0, 0, 1, 1]}]}
          ]}
          """#))
    #expect(s.nodes.map(\.id) == ["0", "0/0", "0/0/0", "0/0/1", "b", "0/1/0"])
    #expect(s.nodes.map(\.parent) == [nil, 0, 1, 1, 0, 4])
    #expect(s.depthFirstIndices == Array(0..<6))
  }

  @Test func unitsAreConvertedToPoints() throws {
    let s = try D.read(
      D.document(
        root: #"""
          {"frame": [2, 4, 6, 8], "boundsOrigin": [10, 12], "transform": [2, 0, 0, 2, 14, 16],
           "hitArea": {"outsets": [2, 2, 2, 2], "minimumSize": [96, 96]}}
          """#,
        header: #""unit": "px", "pointsPerUnit": 0.5, "#))
    let n = s.nodes[0]
    #expect(s.unit == .px && s.pointsPerUnit == 0.5)
    #expect(n.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(n.boundsOrigin == Point(x: 5, y: 6))
    #expect(n.transform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 7, ty: 8))  // a–d unscaled
    #expect(n.hitArea == HitArea.outset(1).minimumSize(48))
  }

  @Test func unknownKeysAreIgnoredEverywhere() throws {
    let plain = try D.read(
      D.document(root: #"{"frame": [0, 0, 1, 1], "hitArea": {"outsets": [1, 1, 1, 1]}}"#))
    let extended = try D.read(
      #"""
      {"future": {"deep": [[[{"x": null}]]], "n": 1e999}, "format": "hitarea.layout",
       "version": 1, "root": {"frame": [0, 0, 1, 1], "shadow": {"radius": 3}, "zIndex": 2,
       "hitArea": {"outsets": [1, 1, 1, 1], "shape": "circle"}}, "trailer": "x"}
      """#)
    #expect(plain == extended)
  }

  @Test func nullMeansAbsent() throws {
    let s = try D.read(
      D.document(
        root: #"""
          {"id": null, "type": null, "frame": [0, 0, 1, 1], "hidden": null, "alpha": null,
           "hitArea": null, "children": null}
          """#, header: #""name": null, "unit": null, "resolution": null, "#))
    #expect(s.nodes[0].id == "0" && s.nodes[0].type == nil && s.nodes[0].alpha == 1)
    #expect(s.name == nil && s.unit == .pt && s.nodes[0].hitArea == .bounds)
  }

  @Test func byteOrderMarkAndWhitespaceAreAccepted() throws {
    let text = "\n\t " + D.document(root: #"{"frame": [0, 0, 1, 1]}"#) + " \r\n"
    let s = try LayoutSnapshot(jsonData: [0xEF, 0xBB, 0xBF] + Array(text.utf8), file: "a.json")
    #expect(s.nodes.count == 1)
  }

  @Test func stringsWithEscapesAndUnicode() throws {
    let s = try D.read(
      D.document(root: #"{"label": "Caf\u00e9 \"Z\" \ud83d\ude00 😀 \n\/", "frame": [0, 0, 1, 1]}"#))
    #expect(s.nodes[0].label == "Café \"Z\" 😀 😀 \n/")
  }

  @Test func theSnapshotIsAHitTestTree() throws {
    let s = try D.read(
      D.document(
        root: #"""
          {"id": "window", "frame": [0, 0, 390, 844], "children": [
            {"id": "close", "frame": [350, 20, 20, 20], "target": true, "hitArea": {"minimumSize": [44, 44]}}
          ]}
          """#))
    let hit = HitTester(tree: s).hitTest(Point(x: 340, y: 10), in: s.root)
    #expect(hit.map { s.nodes[$0].id } == "close")
  }

  // MARK: - Errors

  static let errorCases: [ReaderErrorCase] = [
    .root(
      "frame is a string", #"{"frame": "0 0 1 1"}"#, "root.frame",
      "expected an array of 4 numbers, found a string"),
    .root(
      "frame has 3 numbers", #"{"frame": [0, 0, 1]}"#, "root.frame",
      "expected an array of 4 numbers, found 3 numbers"),
    .root(
      "frame has 5 numbers", #"{"frame": [0, 0, 1, 1, 1]}"#, "root.frame",
      "expected an array of 4 numbers, found 5 numbers"),
    .root(
      "frame element is a string", #"{"frame": [0, "a", 1, 1]}"#, "root.frame[1]",
      "expected a number, found a string"),
    .root(
      "frame is infinite", #"{"frame": [0, 0, 1e999, 1]}"#, "root.frame[2]",
      "expected a finite number, found 1e999"),
    .root(
      "frame is -infinite", #"{"frame": [-1e999, 0, 1, 1]}"#, "root.frame[0]",
      "expected a finite number, found -1e999"),
    .root(
      "frame is missing", #"{"id": "window"}"#, "root.frame",
      "missing; expected an array of 4 numbers [x, y, width, height]"),
    .root(
      "frame is null", #"{"frame": null}"#, "root.frame",
      "missing; expected an array of 4 numbers [x, y, width, height]"),
    .root(
      "a child's frame is missing",
      #"{"frame": [0, 0, 1, 1], "children": [{"frame": [0, 0, 1, 1]}, {"id": "x"}]}"#,
      "root.children[1].frame", "missing; expected an array of 4 numbers [x, y, width, height]"),
    .root(
      "the fourth child's frame is a string",
      #"{"frame": [0,0,1,1], "children": [{"frame": [0,0,1,1]}, {"frame": [0,0,1,1]}, {"frame": [0,0,1,1]}, {"frame": "big"}]}"#,
      "root.children[3].frame", "expected an array of 4 numbers, found a string"),
    .root(
      "hidden is a number", #"{"frame": [0, 0, 1, 1], "hidden": 1}"#, "root.hidden",
      "expected true or false, found a number"),
    .root(
      "target is a string", #"{"frame": [0, 0, 1, 1], "target": "yes"}"#, "root.target",
      "expected true or false, found a string"),
    .root(
      "alpha is a string", #"{"frame": [0, 0, 1, 1], "alpha": "1"}"#, "root.alpha",
      "expected a number, found a string"),
    .root(
      "alpha is infinite", #"{"frame": [0, 0, 1, 1], "alpha": 1e400}"#, "root.alpha",
      "expected a finite number, found 1e400"),
    .root(
      "transform has 5 numbers", #"{"frame": [0, 0, 1, 1], "transform": [1, 0, 0, 1, 0]}"#,
      "root.transform", "expected an array of 6 numbers [a, b, c, d, tx, ty], found 5 numbers"),
    .root(
      "transform is infinite", #"{"frame": [0, 0, 1, 1], "transform": [1e999, 0, 0, 1, 0, 0]}"#,
      "root.transform[0]", "expected a finite number, found 1e999"),
    .root(
      "boundsOrigin is an object", #"{"frame": [0, 0, 1, 1], "boundsOrigin": {"x": 0}}"#,
      "root.boundsOrigin", "expected an array of 2 numbers [x, y], found an object"),
    .root(
      "hitArea is an array", #"{"frame": [0, 0, 1, 1], "hitArea": [1, 1, 1, 1]}"#, "root.hitArea",
      "expected an object {\"outsets\": [top, left, bottom, right], \"minimumSize\": [width, height]}, found an array"
    ),
    .root(
      "outsets has 3 numbers", #"{"frame": [0, 0, 1, 1], "hitArea": {"outsets": [1, 1, 1]}}"#,
      "root.hitArea.outsets",
      "expected an array of 4 numbers [top, left, bottom, right], found 3 numbers"),
    .root(
      "minimumSize is a number", #"{"frame": [0, 0, 1, 1], "hitArea": {"minimumSize": 44}}"#,
      "root.hitArea.minimumSize", "expected an array of 2 numbers [width, height], found a number"),
    .root(
      "minimumSize is infinite",
      #"{"frame": [0, 0, 1, 1], "hitArea": {"minimumSize": [44, 1e999]}}"#,
      "root.hitArea.minimumSize[1]", "expected a finite number, found 1e999"),
    .root(
      "id is empty", #"{"id": "", "frame": [0, 0, 1, 1]}"#, "root.id",
      "expected a non-empty string, found \"\""),
    .root(
      "id is a number", #"{"id": 7, "frame": [0, 0, 1, 1]}"#, "root.id",
      "expected a non-empty string, found a number"),
    .root(
      "type is a boolean", #"{"type": true, "frame": [0, 0, 1, 1]}"#, "root.type",
      "expected a string, found true"),
    .root(
      "children is an object", #"{"frame": [0, 0, 1, 1], "children": {"a": {}}}"#,
      "root.children", "expected an array of node objects, found an object"),
    .root(
      "a child is a number", #"{"frame": [0, 0, 1, 1], "children": [{"frame": [0, 0, 1, 1]}, 3]}"#,
      "root.children[1]", "expected a node object, found a number"),
    .root(
      "a child is null", #"{"frame": [0, 0, 1, 1], "children": [null]}"#,
      "root.children[0]", "expected a node object, found null"),
    .root(
      "root is an array", #"[{"frame": [0, 0, 1, 1]}]"#, "root",
      "expected a node object, found an array"),
    .root(
      "a key appears twice", #"{"frame": [0, 0, 1, 1], "frame": [0, 0, 2, 2]}"#, "root.frame",
      "duplicate key \"frame\""),
    ReaderErrorCase(
      id: "unit is cm",
      json: D.document(root: #"{"frame": [0, 0, 1, 1]}"#, header: #""unit": "cm", "#),
      path: "unit", message: "expected \"pt\", \"dp\" or \"px\", found \"cm\""),
    ReaderErrorCase(
      id: "pointsPerUnit is 0",
      json: D.document(root: #"{"frame": [0, 0, 1, 1]}"#, header: #""pointsPerUnit": 0, "#),
      path: "pointsPerUnit", message: "expected a positive number, found 0"),
    ReaderErrorCase(
      id: "pointsPerUnit is negative",
      json: D.document(root: #"{"frame": [0, 0, 1, 1]}"#, header: #""pointsPerUnit": -2.5, "#),
      path: "pointsPerUnit", message: "expected a positive number, found -2.5"),
    ReaderErrorCase(
      id: "millimetresPerPoint is a string",
      json: D.document(
        root: #"{"frame": [0, 0, 1, 1]}"#, header: #""millimetresPerPoint": "0.16", "#),
      path: "millimetresPerPoint", message: "expected a positive number, found a string"),
    ReaderErrorCase(
      id: "resolution is unknown",
      json: D.document(root: #"{"frame": [0, 0, 1, 1]}"#, header: #""resolution": "closest", "#),
      path: "resolution",
      message: "expected \"frontmost\", \"nearest\" or \"mostLikely\", found \"closest\""),
    ReaderErrorCase(
      id: "name is a number",
      json: D.document(root: #"{"frame": [0, 0, 1, 1]}"#, header: #""name": 3, "#),
      path: "name", message: "expected a string, found a number"),
    ReaderErrorCase(
      id: "version 2 is refused",
      json: #"{"format": "hitarea.layout", "version": 2, "root": {"frame": "new syntax"}}"#,
      path: "version",
      message: "version 2 is newer than this reader, which reads version 1; update HitAreaKit"),
    ReaderErrorCase(
      id: "version after the root is still checked first",
      json: #"{"format": "hitarea.layout", "root": {"frame": {"v2": true}}, "version": 3}"#,
      path: "version",
      message: "version 3 is newer than this reader, which reads version 1; update HitAreaKit"),
    ReaderErrorCase(
      id: "version 1.5", json: #"{"format": "hitarea.layout", "version": 1.5, "root": {}}"#,
      path: "version", message: "expected 1, found 1.5"),
    ReaderErrorCase(
      id: "version 0", json: #"{"format": "hitarea.layout", "version": 0, "root": {}}"#,
      path: "version", message: "expected 1, found 0"),
    ReaderErrorCase(
      id: "version is a string", json: #"{"format": "hitarea.layout", "version": "1", "root": {}}"#,
      path: "version", message: "expected 1, found a string"),
    ReaderErrorCase(
      id: "version is missing", json: #"{"format": "hitarea.layout", "root": {}}"#,
      path: "version", message: "missing; expected 1"),
    ReaderErrorCase(
      id: "format is missing", json: #"{"version": 1, "root": {"frame": [0, 0, 1, 1]}}"#,
      path: "format", message: "missing; expected \"hitarea.layout\" (not a layout snapshot?)"),
    ReaderErrorCase(
      id: "format is another", json: #"{"format": "sketch", "version": 1, "root": {}}"#,
      path: "format",
      message: "expected \"hitarea.layout\", found \"sketch\" (not a layout snapshot)"),
    ReaderErrorCase(
      id: "format is a number", json: #"{"format": 1, "version": 1, "root": {}}"#,
      path: "format", message: "expected \"hitarea.layout\", found a number"),
    ReaderErrorCase(
      id: "root is missing", json: #"{"format": "hitarea.layout", "version": 1}"#,
      path: "root", message: "missing; expected the root node object"),
    ReaderErrorCase(
      id: "the document is an array", json: #"[{"format": "hitarea.layout"}]"#, path: "",
      message: "expected a JSON object with \"format\": \"hitarea.layout\", found an array"),
    ReaderErrorCase(
      id: "the document is empty", json: " \n ", path: "", message: "the file is empty"),
  ]

  @Test(arguments: errorCases)
  func errorNamesThePathAndWhatWasExpected(_ c: ReaderErrorCase) throws {
    let error = try #require(D.error(c.json))
    #expect(error.file == "checkout.json")
    #expect(error.path == c.path)
    #expect(error.message == c.message)
  }

  @Test func descriptionIsOneLine() throws {
    let root = #"""
      {"frame": [0, 0, 1, 1], "children": [
        {"frame": [0, 0, 1, 1]}, {"frame": [0, 0, 1, 1]}, {"frame": [0, 0, 1, 1]}, {"frame": "big"}
      ]}
      """#
    let error = try #require(D.error(D.document(root: root)))
    #expect(
      error.description
        == "checkout.json: root.children[3].frame: expected an array of 4 numbers, found a string")
    let whole = LayoutSnapshotError(.empty, file: "a.json", path: "", message: "the file is empty")
    #expect(whole.description == "a.json: the file is empty")
  }

  // MARK: - Duplicate ids

  static let duplicateCases: [ReaderErrorCase] = [
    .root(
      "two explicit ids",
      #"{"frame": [0,0,1,1], "children": [{"id": "a", "frame": [0,0,1,1]}, {"id": "a", "frame": [0,0,1,1]}]}"#,
      "root.children[1].id", "duplicate id \"a\", also used by root.children[0]"),
    .root(
      "an explicit id equal to an earlier default id",
      #"{"frame": [0,0,1,1], "children": [{"frame": [0,0,1,1]}, {"id": "0/0", "frame": [0,0,1,1]}]}"#,
      "root.children[1].id", "duplicate id \"0/0\", also used by root.children[0]"),
    .root(
      "a default id equal to an earlier explicit id",
      #"{"frame": [0,0,1,1], "children": [{"id": "0/1", "frame": [0,0,1,1]}, {"frame": [0,0,1,1]}]}"#,
      "root.children[1]",
      "duplicate id \"0/1\": this node's default id (its path) is also used by root.children[0]"),
    .root(
      "the root's id in a grandchild",
      #"{"id": "w", "frame": [0,0,1,1], "children": [{"frame": [0,0,1,1], "children": [{"id": "w", "frame": [0,0,1,1]}]}]}"#,
      "root.children[0].children[0].id", "duplicate id \"w\", also used by root"),
  ]

  @Test(arguments: duplicateCases)
  func duplicateIDsAreRefused(_ c: ReaderErrorCase) throws {
    let error = try #require(D.error(c.json))
    #expect(error.path == c.path)
    #expect(error.message == c.message)
  }
}

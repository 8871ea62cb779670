import HitAreaKit
import Testing

// `@testable`: the cases below break the snapshot's tree on purpose (which the public API cannot)
// to show the writer still refuses to write what is not a tree.
@testable import HitAreaSnapshot

@Suite struct LayoutSnapshotWriterTests {
  func checkout() -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      name: "Checkout")
    let list = s.append(
      LayoutNode(
        id: "0/0", type: "UITableView", frame: Rect(x: 0, y: 100, width: 390, height: 600),
        boundsOrigin: Point(x: 0, y: 50)), to: 0)
    s.append(
      LayoutNode(
        id: "close", type: "UIButton", label: "Close \"x\"",
        frame: Rect(x: 340.5, y: 60, width: 24, height: 24), alpha: 0.5, isTarget: true,
        hitArea: .outset(horizontal: 4).minimumSize(44)), to: list)
    return s
  }

  @Test func prettyOutputIsSmallAndInAFixedOrder() throws {
    let expected = """
      {
        "format": "hitarea.layout",
        "version": 1,
        "name": "Checkout",
        "root": {
          "id": "window",
          "frame": [0, 0, 390, 844],
          "children": [
            {
              "type": "UITableView",
              "frame": [0, 100, 390, 600],
              "boundsOrigin": [0, 50],
              "children": [
                {
                  "id": "close",
                  "type": "UIButton",
                  "label": "Close \\"x\\"",
                  "frame": [340.5, 60, 24, 24],
                  "alpha": 0.5,
                  "target": true,
                  "hitArea": {"outsets": [0, 4, 0, 4], "minimumSize": [44, 44]}
                }
              ]
            }
          ]
        }
      }

      """
    #expect(try checkout().jsonString() == expected)
  }

  @Test func compactOutputHasNoWhitespace() throws {
    let text = try checkout().jsonString(prettyPrinted: false)
    #expect(!text.contains(" \"") && !text.contains("\n") && !text.contains(", "))
    #expect(text.hasPrefix(#"{"format":"hitarea.layout","version":1,"name":"Checkout","root":{"#))
  }

  @Test func outputIsByteStable() throws {
    let s = checkout()
    #expect(try s.jsonBytes() == s.jsonBytes())
    let reread = try LayoutSnapshot(jsonData: s.jsonBytes(), file: "c.json")
    #expect(try reread.jsonBytes() == s.jsonBytes())
  }

  @Test func everyNonDefaultIsWritten() throws {
    var s = LayoutSnapshot(
      root: LayoutNode(
        id: "0", frame: Rect(x: 0, y: 0, width: 10, height: 10),
        transform: AffineTransform(a: 1, b: 0.5, c: 0, d: 1, tx: 0, ty: 0), isHidden: true,
        alpha: 0, isUserInteractionEnabled: false, isEnabled: false, isTarget: true,
        hitArea: .inset(1), overflowsHitAreas: true),
      name: "", unit: .dp, pointsPerUnit: 0.5, millimetresPerPoint: 0.15875,
      resolution: .mostLikely)
    s.nodes[0].label = ""
    #expect(
      try s.jsonString(prettyPrinted: false)
        == #"{"format":"hitarea.layout","version":1,"name":"","unit":"dp","pointsPerUnit":0.5,"millimetresPerPoint":0.15875,"resolution":"mostLikely","root":{"label":"","frame":[0,0,20,20],"transform":[1,0.5,0,1,0,0],"hidden":true,"alpha":0,"userInteraction":false,"enabled":false,"target":true,"hitArea":{"outsets":[-2,-2,-2,-2]},"overflow":true}}"#
    )
  }

  @Test func numbersAreWrittenInTheirShortestExactForm() throws {
    let values: [Double] = [
      0, -0.0, 8, -3, 0.1, 1e-7, 1e20, 1.234_567_890_123_456_8e17, .leastNonzeroMagnitude,
      .ulpOfOne,
    ]
    var s = LayoutSnapshot(root: LayoutNode(id: "0", frame: .zero))
    for (i, v) in values.enumerated() {
      s.append(LayoutNode(id: "n\(i)", frame: Rect(x: v, y: 0, width: 1, height: 1)), to: 0)
    }
    let text = try s.jsonString(prettyPrinted: false)
    for fragment in ["[0,0,1,1]", "[8,", "[-3,", "[0.1,", "[1e-07,", "[1e+20,", "[5e-324,"] {
      #expect(text.contains(fragment), "\(fragment)")
    }
    let back = try LayoutSnapshot(jsonData: Array(text.utf8), file: "n.json")
    #expect(back.nodes.dropFirst().map(\.frame.origin.x) == values)
  }

  @Test func nonFiniteHitAreasAreWrittenAsZero() throws {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "0", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    s.nodes[0].hitArea = HitArea(
      outsets: EdgeOutsets(top: .nan, left: 2, bottom: .infinity, right: 0),
      minimumSize: Size(width: .nan, height: .nan))
    let back = try LayoutSnapshot(jsonData: s.jsonBytes(), file: "h.json")
    #expect(back.nodes[0].hitArea == .outset(left: 2))
    let bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(back.nodes[0].hitArea.rect(in: bounds) == s.nodes[0].hitArea.rect(in: bounds))
  }

  // MARK: - Refusals: the writer never writes what the reader would refuse

  struct WriterErrorCase: Sendable, CustomTestStringConvertible {
    let id: String
    let path: String
    let message: String
    let mutate: @Sendable (inout LayoutSnapshot) -> Void
    var testDescription: String { id }
  }

  static let errorCases: [WriterErrorCase] = [
    WriterErrorCase(
      id: "NaN frame", path: "root.children[1].frame",
      message: "expected finite numbers, found [0, nan, 10, 10]"
    ) {
      $0.nodes[2].frame.origin.y = .nan
    },
    WriterErrorCase(
      id: "infinite alpha", path: "root.alpha", message: "expected a finite number, found inf"
    ) {
      $0.nodes[0].alpha = .infinity
    },
    WriterErrorCase(
      id: "NaN transform", path: "root.children[0].transform",
      message: "expected finite numbers, found [nan, 0, 0, 1, 0, 0]"
    ) {
      $0.nodes[1].transform.a = .nan
    },
    WriterErrorCase(
      id: "empty id", path: "root.children[0].id",
      message: "expected a non-empty string, found \"\""
    ) {
      $0.nodes[1].id = ""
    },
    WriterErrorCase(
      id: "duplicate id", path: "root.children[1].id",
      message: "duplicate id \"a\", also used by root.children[0]"
    ) {
      $0.nodes[2].id = "a"
    },
    WriterErrorCase(
      id: "a cycle", path: "root.children[0].children[0]",
      message: "node 0 (\"w\") appears twice in the tree (a cycle or a shared child)"
    ) {
      $0.nodes[1].children = [0]
    },
    WriterErrorCase(
      id: "a shared child", path: "root.children[1].children[0]",
      message: "node 1 (\"a\") appears twice in the tree (a cycle or a shared child)"
    ) {
      $0.nodes[2].children = [1]
    },
    WriterErrorCase(
      id: "an index out of range", path: "root.children[2]",
      message: "child index 9 is out of range (the snapshot has 3 nodes)"
    ) {
      $0.nodes[0].children.append(9)
    },
    WriterErrorCase(
      id: "a detached node", path: "",
      message: "node 2 (\"b\") is not in the tree: no node lists it as a child"
    ) {
      $0.nodes[0].children = [1]
    },
    WriterErrorCase(id: "no nodes", path: "root", message: "the snapshot has no nodes") {
      $0.nodes = []
    },
    WriterErrorCase(
      id: "zero pointsPerUnit", path: "pointsPerUnit",
      message: "expected a positive number, found 0.0"
    ) {
      $0.pointsPerUnit = 0
    },
    WriterErrorCase(
      id: "NaN millimetresPerPoint", path: "millimetresPerPoint",
      message: "expected a positive number, found nan"
    ) {
      $0.millimetresPerPoint = .nan
    },
    WriterErrorCase(
      id: "a length that overflows in the file's unit", path: "root.frame",
      message: "expected finite numbers, found [0, 0, inf, 100000000000]"
    ) {
      $0.pointsPerUnit = 1e-10
      $0.nodes[0].frame.size.width = 1e300
    },
  ]

  @Test(arguments: errorCases)
  func writerRefusesWhatTheReaderWouldRefuse(_ c: WriterErrorCase) throws {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "w", frame: Rect(x: 0, y: 0, width: 10, height: 10)), name: "Bad")
    s.append(LayoutNode(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10)), to: 0)
    s.append(LayoutNode(id: "b", frame: Rect(x: 0, y: 0, width: 10, height: 10)), to: 0)
    c.mutate(&s)
    #expect {
      _ = try s.jsonBytes()
    } throws: { error in
      let e = error as? LayoutSnapshotError
      #expect(e?.file == "Bad")
      #expect(e?.path == c.path)
      #expect(e?.message == c.message)
      return e != nil
    }
  }

  @Test func writerRefusesTreesDeeperThanTheLimit() throws {
    var s = LayoutSnapshot(root: LayoutNode(id: "n0", frame: .zero))
    var parent = 0
    for depth in 1..<LayoutSnapshotLimits.maximumDepth {
      parent = s.append(LayoutNode(id: "n\(depth)", frame: .zero), to: parent)
    }
    let text = try s.jsonBytes(prettyPrinted: false)  // 512 levels: allowed
    #expect(try LayoutSnapshot(jsonData: text, file: "deep.json").nodes.count == 512)
    s.append(LayoutNode(id: "too deep", frame: .zero), to: parent)
    #expect(throws: LayoutSnapshotError.self) { try s.jsonBytes() }
  }
}

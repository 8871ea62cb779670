import HitAreaKit
import HitAreaSnapshot
import Testing

/// Malformed and hostile files: each gives an error naming the file and the place, never a crash.
@Suite struct LayoutSnapshotHostileInputTests {
  typealias D = SnapshotDocuments
  static let header = #"{"format": "hitarea.layout", "version": 1, "root": "#

  /// `levels` nested nodes, closed properly or cut off after the last opening.
  static func deepTree(levels: Int, closed: Bool) -> [UInt8] {
    var text = Array(header.utf8)
    let open = Array(#"{"frame": [0, 0, 10, 10], "children": ["#.utf8)
    text.reserveCapacity(levels * (open.count + 2) + 64)
    for _ in 0..<levels { text += open }
    text += Array(#"{"frame": [0, 0, 1, 1]}"#.utf8)
    if closed {
      for _ in 0..<levels { text += Array("]}".utf8) }
      text += Array("}".utf8)
    }
    return text
  }

  @Test(arguments: [true, false])
  func hundredThousandLevelsOfNodesGiveAnError(closed: Bool) throws {
    let error = try #require(D.error(bytes: Self.deepTree(levels: 100_000, closed: closed)))
    #expect(error.message == "nesting deeper than 512 levels of nodes")
    #expect(error.path == "root" + String(repeating: ".children[0]", count: 512))
    #expect(
      error.description
        == "checkout.json: root.children[0].children[0].children[0]…(505 more)…"
        + ".children[0].children[0].children[0].children[0]: nesting deeper than 512 levels of nodes"
    )
  }

  @Test func fiveHundredTwelveLevelsAreReadAndHitTested() throws {
    let s = try LayoutSnapshot(
      jsonData: Self.deepTree(levels: 511, closed: true), file: "deep.json")
    #expect(s.nodes.count == 512)
    let hit = HitTester(tree: s).hitTest(Point(x: 0.5, y: 0.5), in: s.root)
    #expect(hit == 511)
    #expect(throws: LayoutSnapshotError.self) {
      try LayoutSnapshot(jsonData: Self.deepTree(levels: 512, closed: true), file: "deep.json")
    }
  }

  /// Deep nesting of arrays and objects anywhere: an error or a result, never a crash.
  @Test(arguments: [
    ("top-level arrays", "", String(repeating: "[", count: 100_000), false),
    ("arrays under an unknown key", #""x": "#, String(repeating: "[", count: 100_000), true),
    ("objects under an unknown key", #""x": "#, String(repeating: #"{"a":"#, count: 100_000), true),
    (
      "unclosed arrays under an unknown key", #""x": "#, String(repeating: "[", count: 100_000),
      false
    ),
  ])
  func deepValuesAreSkippedOrRefused(
    _ name: String, _ key: String, _ opening: String, _ closed: Bool
  )
    throws
  {
    var text = ""
    if key.isEmpty {
      text = opening + (closed ? String(repeating: "]", count: 100_000) : "")
    } else {
      let closing =
        opening.hasPrefix("{")
        ? "1" + String(repeating: "}", count: 100_000) : String(repeating: "]", count: 100_000)
      text = D.document(
        root: #"{"frame": [0, 0, 1, 1]}"#, header: key + opening + (closed ? closing : "") + ", ")
    }
    let result = Result { try LayoutSnapshot(jsonData: Array(text.utf8), file: "deep.json") }
    switch result {
    case .success(let s): #expect(closed && s.nodes.count == 1, "\(name)")
    case .failure(let error): #expect(!closed, "\(name): \(error)")
    }
  }

  @Test func deepArraysWhereNumbersBelong() throws {
    let root = #"{"frame": "# + String(repeating: "[", count: 100_000)
    let error = try #require(D.error(D.document(root: root)))
    #expect(error.path == "root.frame[0]")
    #expect(error.message == "expected a number, found an array")
  }

  @Test func everyTruncationGivesAnError() throws {
    let full = D.document(
      root:
        #"{"id": "w", "frame": [0, 0.5, 1e3, -1], "label": "a\"\u00e9😀", "hidden": false, "children": [{"frame": [0,0,1,1], "hitArea": {"outsets": [1,1,1,1]}}]}"#
    )
    let bytes = Array(full.utf8)
    #expect(throws: Never.self) { try LayoutSnapshot(jsonData: bytes, file: "full.json") }
    for length in 0..<bytes.count {
      let error = D.error(bytes: Array(bytes[0..<length]), file: "cut.json")
      #expect(error?.file == "cut.json", "length \(length)")
    }
  }

  @Test func truncatedDocumentNamesThePlace() throws {
    let error = try #require(
      D.error(#"{"format": "hitarea.layout", "version": 1, "root": {"frame": [0, 0, "#))
    #expect(error.path == "root.frame[2]")
    #expect(error.message == "expected a value, found end of input (line 1, column 69)")
  }

  struct ByteCase: Sendable, CustomTestStringConvertible {
    let id: String
    let bytes: [UInt8]
    let path: String
    let message: String
    var testDescription: String { id }
  }

  static func wrap(_ middle: [UInt8]) -> [UInt8] {
    Array(D.document(root: #"{"label": ""#).utf8).dropLast(1) + middle
      + Array(#"", "frame": [0, 0, 1, 1]}}"#.utf8)
  }

  static let byteCases: [ByteCase] = [
    ByteCase(id: "no bytes at all", bytes: [], path: "", message: "the file is empty"),
    ByteCase(
      id: "only a byte order mark", bytes: [0xEF, 0xBB, 0xBF], path: "",
      message: "the file is empty"),
    ByteCase(
      id: "a 0xFF byte", bytes: Array("{\"a\": \"x".utf8) + [0xFF] + Array("\"}".utf8), path: "",
      message: "not UTF-8 text: invalid byte 0xFF at line 1, column 9"),
    ByteCase(
      id: "an overlong encoding", bytes: Array("{\n\"".utf8) + [0xC0, 0x80], path: "",
      message: "not UTF-8 text: invalid byte 0xC0 at line 2, column 2"),
    ByteCase(
      id: "an encoded surrogate", bytes: Array("{\"".utf8) + [0xED, 0xA0, 0x80], path: "",
      message: "not UTF-8 text: invalid byte 0xED at line 1, column 3"),
    ByteCase(
      id: "a sequence cut at the end", bytes: Array("{\"".utf8) + [0xE6, 0x97], path: "",
      message: "not UTF-8 text: invalid byte 0xE6 at line 1, column 3"),
    ByteCase(
      id: "UTF-16 with a byte order mark", bytes: [0xFF, 0xFE, 0x7B, 0x00], path: "",
      message: UTF8Text.utf16Problem),
    ByteCase(
      id: "UTF-16 without a byte order mark", bytes: [0x7B, 0x00, 0x7D, 0x00], path: "",
      message: "not UTF-8 text: a NUL byte at line 1, column 2 (UTF-16 or binary?)"),
    ByteCase(
      id: "a raw newline in a string", bytes: wrap(Array("a\nb".utf8)), path: "root.label",
      message:
        "a control character (0xA) in a string; escape it, as in \\n or \\u0009 (line 1, column 64)"
    ),
    ByteCase(
      id: "a lone surrogate escape", bytes: wrap(Array("\\ud800x".utf8)), path: "root.label",
      message: "invalid \\u escape: a high surrogate without its low surrogate (line 1, column 63)"),
    ByteCase(
      id: "a lone low surrogate escape", bytes: wrap(Array("\\udc00".utf8)), path: "root.label",
      message: "invalid \\u escape: a lone surrogate (line 1, column 63)"),
    ByteCase(
      id: "a short \\u escape", bytes: wrap(Array("\\u12".utf8)), path: "root.label",
      message: "invalid \\u escape: expected 4 hex digits (line 1, column 63)"),
    ByteCase(
      id: "an unknown escape", bytes: wrap(Array("\\x".utf8)), path: "root.label",
      message: "invalid escape in a string: '\\x' (line 1, column 63)"),
  ]

  @Test(arguments: byteCases)
  func badBytesAreRefusedClearly(_ c: ByteCase) throws {
    let error = try #require(D.error(bytes: c.bytes, file: "bytes.json"))
    #expect(error.path == c.path)
    #expect(error.message == c.message)
  }

  static let syntaxCases: [ReaderErrorCase] = [
    .root(
      "NaN", #"{"frame": [NaN, 0, 1, 1]}"#, "root.frame[0]",
      "expected a value, found 'N' (line 1, column 63)"),
    .root(
      "Infinity", #"{"frame": [0, Infinity, 1, 1]}"#, "root.frame[1]",
      "expected a value, found 'I' (line 1, column 66)"),
    .root(
      "a leading zero", #"{"frame": [01, 0, 1, 1]}"#, "root.frame[0]",
      "invalid number: a leading zero (line 1, column 64)"),
    .root(
      "a bare minus", #"{"frame": [-, 0, 1, 1]}"#, "root.frame[0]",
      "invalid number: no digits after '-' (line 1, column 64)"),
    .root(
      "a dot without digits", #"{"frame": [1., 0, 1, 1]}"#, "root.frame[0]",
      "invalid number: no digits after '.' (line 1, column 65)"),
    .root(
      "an exponent without digits", #"{"frame": [1e, 0, 1, 1]}"#, "root.frame[0]",
      "invalid number: no digits in the exponent (line 1, column 65)"),
    .root(
      "a plus sign", #"{"frame": [+1, 0, 1, 1]}"#, "root.frame[0]",
      "expected a value, found '+' (line 1, column 63)"),
    .root(
      "a trailing comma in an array", #"{"frame": [0, 0, 1, 1,]}"#, "root.frame[4]",
      "expected a value, found ']' (line 1, column 74)"),
    .root(
      "a trailing comma in an object", #"{"frame": [0, 0, 1, 1],}"#, "root.frame",
      "expected a key in double quotes, found '}' (line 1, column 75)"),
    .root(
      "single quotes", #"{'frame': [0, 0, 1, 1]}"#, "root",
      "expected a key in double quotes or '}', found ''' (line 1, column 53)"),
    .root(
      "a comment", #"{"frame": [0, 0, 1, 1] // the window"#, "root.frame",
      "expected ',' or '}', found '/' (line 1, column 75)"),
    .root(
      "a missing colon", #"{"frame" [0, 0, 1, 1]}"#, "root",
      "expected ':' after the key \"frame\", found '[' (line 1, column 61)"),
    .root(
      "an unterminated string", #"{"label": "abc"#, "root.label",
      "unterminated string (line 1, column 62)"),
    .root(
      "tru", #"{"frame": [0, 0, 1, 1], "hidden": tru}"#, "root.hidden",
      "expected a value, found 't' (line 1, column 86)"),
    ReaderErrorCase(
      id: "text after the document",
      json: D.document(root: #"{"frame": [0, 0, 1, 1]}"#) + " {}", path: "",
      message: "expected the end of the document, found '{' (line 1, column 77)"),
  ]

  @Test(arguments: syntaxCases)
  func syntaxErrorsNameThePathAndPosition(_ c: ReaderErrorCase) throws {
    let error = try #require(D.error(c.json))
    #expect(error.path == c.path)
    #expect(error.message == c.message)
  }

  @Test func tooManyNodes() throws {
    let child = #"{"frame": [0, 0, 1, 1]}, "#
    let root =
      #"{"frame": [0, 0, 1, 1], "children": ["#
      + String(repeating: child, count: LayoutSnapshotLimits.maximumNodeCount) + child.dropLast(2)
      + "]}"
    let error = try #require(D.error(D.document(root: root)))
    #expect(error.path == "root.children[99999]")
    #expect(error.message == "more than 100000 nodes")
  }

  @Test func tooLarge() throws {
    let bytes = [UInt8](repeating: 0x20, count: LayoutSnapshotLimits.maximumByteCount + 1)
    let error = try #require(D.error(bytes: bytes))
    #expect(error.message == "the file is 33554433 bytes; the limit is 33554432 bytes (32 MiB)")
  }
}

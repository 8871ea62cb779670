import HitAreaKit
import HitAreaSnapshot
import Testing

@Suite struct JSONReaderTests {
  func reader(_ text: String, nesting: Int = 64) throws -> JSONReader {
    try JSONReader(
      input: SnapshotInput(Array(text.utf8), file: "t.json"), maximumNesting: nesting)
  }

  @Test func pullsKeysElementsAndValues() throws {
    var r = try reader(#" {"a": [1, -2.5e1, true, null, "x"], "b": {}} "#)
    try r.beginObject()
    #expect(try r.nextKey() == "a")
    try r.beginArray()
    var kinds: [JSONReader.Kind] = []
    while try r.nextElement() {
      let kind = try r.peekKind()
      kinds.append(kind)
      try r.skipValue()
    }
    #expect(kinds == [.number, .number, .boolean, .null, .string])
    #expect(try r.nextKey() == "b")
    try r.beginObject()
    #expect(try r.nextKey() == nil)
    #expect(try r.nextKey() == nil)
    try r.finish()
  }

  @Test func numbers() throws {
    for (text, value) in [
      ("0", 0.0), ("-0", -0.0), ("12.5", 12.5), ("1E2", 100), ("1e-2", 0.01), ("1e999", .infinity),
    ] {
      var r = try reader(text)
      #expect(try r.readNumber() == value, "\(text)")
      #expect(r.lastNumberLiteral == text)
    }
  }

  @Test func pathsNameKeysAndIndices() throws {
    var r = try reader(#"{"a b": [0, {"ok": [1, 2, "x"]}]}"#)
    try r.beginObject()
    _ = try r.nextKey()
    try r.beginArray()
    _ = try r.nextElement()
    try r.skipValue()
    _ = try r.nextElement()
    try r.beginObject()
    _ = try r.nextKey()
    let error = #expect(throws: LayoutSnapshotError.self) {
      _ = try r.readNumbers(count: 3, "three numbers")
    }
    #expect(error?.path == #"["a b"][1].ok[2]"#)
    #expect(error?.message == "expected a number, found a string")
  }

  @Test func nestingLimitAppliesToBeginButNotToSkip() throws {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    var skipping = try reader(deep, nesting: 4)
    try skipping.skipValue()
    try skipping.finish()
    var entering = try reader("[[[[[[1]]]]]]", nesting: 4)
    for _ in 0..<4 {
      try entering.beginArray()
      _ = try entering.nextElement()
    }
    #expect(throws: LayoutSnapshotError.self) { try entering.beginArray() }
  }

  @Test func duplicateKeysAreRefusedButOnlyWhereRead() throws {
    var r = try reader(#"{"a": {"x": 1, "x": 2}, "b": 1, "b": 2}"#)
    try r.beginObject()
    #expect(try r.nextKey() == "a")
    try r.skipValue()  // skipped values are only checked for syntax
    #expect(try r.nextKey() == "b")
    try r.skipValue()
    let error = #expect(throws: LayoutSnapshotError.self) { _ = try r.nextKey() }
    #expect(error?.path == "b" && error?.message == "duplicate key \"b\"")
  }

  /// Keys are the same key when they are the same `String`, in a small object as in a large
  /// one (which keeps a set of them): `é` precomposed and `e` with a combining accent are one
  /// key, though their bytes differ in length.
  @Test(arguments: [1, 40])
  func canonicallyEqualKeysAreDuplicatesInObjectsOfAnySize(others: Int) throws {
    let members = (0..<others).map { #""k\#($0)": 0, "# }.joined()
    var r = try reader("{\(members)\"\u{E9}\": 1, \"e\u{301}\": 2}")
    try r.beginObject()
    for _ in 0..<others {
      _ = try r.nextKey()
      try r.skipValue()
    }
    #expect(try r.nextKey() == "\u{E9}")
    try r.skipValue()
    let error = #expect(throws: LayoutSnapshotError.self) { _ = try r.nextKey() }
    #expect(error?.kind == .duplicateKey)
  }

  @Test func longPathsAreShortenedInDescriptions() {
    let path = "root" + String(repeating: ".children[0]", count: 20) + ".frame"
    let error = LayoutSnapshotError(.syntax, file: "f.json", path: path, message: "m")
    #expect(
      error.description
        == "f.json: root.children[0].children[0].children[0]…(14 more)…"
        + ".children[0].children[0].children[0].frame: m")
    let quoted = LayoutSnapshotError(.syntax, file: "f.json", path: #"root["a.b"].c"#, message: "m")
    #expect(quoted.description == #"f.json: root["a.b"].c: m"#)
  }
}

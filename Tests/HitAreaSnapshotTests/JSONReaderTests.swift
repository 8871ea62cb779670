import HitAreaKit
import HitAreaKitTestSupport
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

  /// Strings with escapes read as a reference decodes them (each piece's text, written out):
  /// random strings of plain runs of every length, non-ASCII text and every escape, the runs
  /// between escapes long and short.
  @Test(arguments: 0..<4)
  func escapedStringsReadAsTheirPiecesSay(seed: Int) throws {
    // Each piece as written in JSON, and the text it reads as.
    let pieces: [(json: String, text: String)] = [
      (#"\n"#, "\n"), (#"\""#, "\""), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\t"#, "\t"),
      (#"\r"#, "\r"), (#"\b"#, "\u{8}"), (#"\f"#, "\u{C}"), (#"\u00e9"#, "\u{E9}"),
      (#"\ud83d\ude00"#, "\u{1F600}"), ("\u{E9}", "\u{E9}"), ("e\u{301}", "e\u{301}"),
      ("x", "x"), ("{{0.0, 0.0}, {414.0, 736.0}}", "{{0.0, 0.0}, {414.0, 736.0}}"),
    ]
    var rng = SplitMix64(seed: UInt64(seed))
    for _ in 0..<500 {
      var json = ""
      var text = ""
      for _ in 0..<Int.random(in: 1...12, using: &rng) {
        if Bool.random(using: &rng) {
          // A plain run of 1 to 40 bytes, so that runs end in every place of a word and block.
          let run = String(repeating: "a", count: Int.random(in: 1...40, using: &rng))
          json += run
          text += run
        } else {
          let piece = pieces.randomElement(using: &rng)!
          json += piece.json
          text += piece.text
        }
      }
      var r = try reader("[\"\(json)\", 1]")
      try r.beginArray()
      #expect(try r.nextElement())
      #expect(Array(try r.readString().utf8) == Array(text.utf8), "\(json)")
      #expect(try r.nextElement())
      #expect(try r.readNumber() == 1, "\(json)")
    }
  }

  /// A control character or the document's end after an escape is the same error, at the same
  /// place, as after plain text of the escape's length.
  @Test func errorsAfterAnEscapeAreThoseWithoutOne() throws {
    for rest in ["ab\u{1}cd\"]", "abc", "a\u{1F}", ""] {
      var escaped = try reader(#"["x\n"# + rest)
      var plain = try reader(#"["xyz"# + rest)
      try escaped.beginArray()
      try plain.beginArray()
      #expect(try escaped.nextElement() && plain.nextElement())
      let withEscape = #expect(throws: LayoutSnapshotError.self) { _ = try escaped.readString() }
      let without = #expect(throws: LayoutSnapshotError.self) { _ = try plain.readString() }
      #expect(withEscape?.description == without?.description, "\(rest.debugDescription)")
      #expect(withEscape?.kind == without?.kind)
    }
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

  /// The check of repeated keys against a reference (a `Set` of the keys read): random objects
  /// of keys written plainly, with escapes, or with bytes outside ASCII that are canonically
  /// equal to others (`\u{212A}`, the Kelvin sign, is `K`), small and large, fail at the first
  /// key seen before, and only there.
  @Test(arguments: 0..<8)
  func repeatedKeysAreFoundAsASetFindsThem(seed: Int) throws {
    // Each spelling as written in the document, and the key it reads as.
    let spellings: [(json: String, key: String)] = [
      ("a", "a"), (#"\u0061"#, "a"), ("K", "K"), ("\u{212A}", "\u{212A}"), (#"\u212A"#, "\u{212A}"),
      ("\u{E9}", "\u{E9}"), ("e\u{301}", "e\u{301}"), ("ab", "ab"), (#"a\"b"#, #"a"b"#),
      ("key", "key"), ("kex", "kex"),
    ]
    var rng = SplitMix64(seed: UInt64(seed))
    for _ in 0..<200 {
      // Unique fillers first (sometimes enough for the set), then a few of the spellings.
      let fillers = Int.random(in: 0...(seed.isMultiple(of: 2) ? 3 : 30), using: &rng)
      var members = (0..<fillers).map { (json: "f\($0)", key: "f\($0)") }
      for _ in 0..<Int.random(in: 1...5, using: &rng) {
        members.append(spellings.randomElement(using: &rng)!)
      }
      var seen = Set<String>()
      let repeated = members.firstIndex { !seen.insert($0.key).inserted }
      let text = "{" + members.map { #""\#($0.json)": 0"# }.joined(separator: ", ") + "}"
      var r = try reader(text)
      try r.beginObject()
      for (index, member) in members.enumerated() {
        if index == repeated {
          let error = #expect(throws: LayoutSnapshotError.self) { _ = try r.nextKey() }
          #expect(error?.kind == .duplicateKey, "\(text)")
          break
        }
        #expect(try r.nextKey() == member.key, "\(text)")
        try r.skipValue()
      }
      if repeated == nil { #expect(try r.nextKey() == nil, "\(text)") }
    }
  }

  /// The check of repeated keys across a document against a reference (a `Set` of each
  /// object's keys): random objects, nested and side by side, share keys written plainly (short,
  /// of 8 to 16 bytes, and longer ones told apart only by their middle), with escapes and
  /// beyond ASCII, among more distinct keys than a word of bits numbers; the first repeat in
  /// the document is found, and only it.
  @Test(arguments: 0..<8)
  func repeatedKeysInNestedObjectsAreFoundAsSetsFindThem(seed: Int) throws {
    let spellings: [(json: String, key: String)] =
      [
        ("a", "a"), (#"\u0061"#, "a"), ("K", "K"), ("\u{212A}", "\u{212A}"),
        (#"\u212A"#, "\u{212A}"), ("abcdefgh", "abcdefgh"), ("abcdefgi", "abcdefgi"),
        ("abcdefgh_X_ijklmnop", "abcdefgh_X_ijklmnop"),
        ("abcdefgh_Y_ijklmnop", "abcdefgh_Y_ijklmnop"),
        (#"abcdefgh_\u0058_ijklmnop"#, "abcdefgh_X_ijklmnop"), ("\u{E9}", "\u{E9}"),
        ("e\u{301}", "e\u{301}"),
      ] + (0..<90).map { (json: "f\($0)", key: "f\($0)") }
    var rng = SplitMix64(seed: UInt64(seed))
    for _ in 0..<60 {
      // The document as it is written, and each object's keys in the order they are read.
      var text = "["
      var objects: [[String]] = []
      var events: [(object: Int, key: String)] = []
      func object(depth: Int) {
        let me = objects.count
        objects.append([])
        text += "{"
        for m in 0..<Int.random(in: 0...6, using: &rng) {
          let member = spellings.randomElement(using: &rng)!
          text += (m > 0 ? ", " : "") + #""\#(member.json)": "#
          events.append((me, member.key))
          objects[me].append(member.key)
          if depth < 3 && Int.random(in: 0..<3, using: &rng) == 0 {
            object(depth: depth + 1)
          } else {
            text += "0"
          }
        }
        text += "}"
      }
      for o in 0..<Int.random(in: 1...4, using: &rng) {
        if o > 0 { text += ", " }
        object(depth: 0)
      }
      text += "]"
      var seen = [Set<String>](repeating: [], count: objects.count)
      let repeated = events.firstIndex { !seen[$0.object].insert($0.key).inserted }
      var r = try reader(text)
      var read = 0
      // Reads every value, entering every object, until the end or the first error.
      func value() throws {
        guard try r.peekKind() == .object else { return try r.skipValue() }
        try r.beginObject()
        while let key = try r.nextKey() {
          #expect(key == events[read].key, "\(text)")
          read += 1
          try value()
        }
      }
      do {
        try r.beginArray()
        while try r.nextElement() { try value() }
        #expect(repeated == nil, "\(text)")
      } catch let error as LayoutSnapshotError {
        #expect(error.kind == .duplicateKey && read == repeated, "\(text): \(error)")
      }
    }
  }

  /// Keys past the key table's probe limit (made to share a slot) are compared as strings:
  /// repeats among them, and between them and numbered keys, are still found.
  @Test func keysPastTheProbeLimitStillRepeat() throws {
    let keys = (0..<40).map { "AAAAAAAA" + String(1_000 + $0) + "BBBBBBBB" }
    let first = "{" + keys.map { #""\#($0)": 0"# }.joined(separator: ", ") + "}"
    for (a, b, c) in [(33, 34, 33), (3, 35, 3), (35, 3, 35), (36, 37, 38)] {
      let second = #"{"\#(keys[a])": 0, "\#(keys[b])": 0, "\#(keys[c])": 0}"#
      var r = try reader("[\(first), \(second)]")
      try r.beginArray()
      _ = try r.nextElement()
      try r.beginObject()  // its keys read, so that the table holds them
      while try r.nextKey() != nil { try r.skipValue() }
      _ = try r.nextElement()
      try r.beginObject()
      #expect(try r.nextKey() == keys[a])
      try r.skipValue()
      #expect(try r.nextKey() == keys[b])
      try r.skipValue()
      if a == c {
        let error = #expect(throws: LayoutSnapshotError.self) { _ = try r.nextKey() }
        #expect(error?.kind == .duplicateKey)
      } else {
        #expect(try r.nextKey() == keys[c])
      }
    }
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

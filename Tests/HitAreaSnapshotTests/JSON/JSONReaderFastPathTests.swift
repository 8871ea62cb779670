import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

/// `skipValue()`, `readOptionalBoolean()`, `readOptionalString()`, `readNumbers(count:_:)` and
/// `readFourNumbers(_:)` read the common values straight; on every text they must end where the
/// general path ends (offset and line) or throw its error: `skipValueByStructure()`, the optional
/// reads as `peekKind()` then the typed read, `readNumbersByStructure(count:_:)`.
@Suite struct JSONReaderFastPathTests {
  static let pieces = [
    "true", "false", "null", "nul", "tru", "fals", "truex", "\"a\"", "\"a\\\"b\"", "\"\\u00e9\"",
    "\"x", "\"\\q\"", "\"\t\"", "1", "-2.5", "-", "[1, 2]", "[", "{\"a\": true}", "{", "}", " ",
    "\n", "\n  ", ",", "x", "é", "",
  ]

  /// A reader on the text's first value (in an array, as readers meet values).
  static func reader(_ text: String) throws -> JSONReader {
    var reader = try JSONReader(input: SnapshotInput(Array("[\(text)".utf8), file: "v.json"))
    try reader.beginArray()
    _ = try reader.nextElement()
    return reader
  }

  /// The outcome of a read: its value and where the reader ended, or the error's text.
  static func outcome<T>(_ text: String, _ read: (inout JSONReader) throws -> T) -> String {
    do {
      var r = try reader(text)
      let value = try read(&r)
      return "\(value) at \(r.offset), line \(r.line)"
    } catch {
      return "error: \(error)"
    }
  }

  /// The general path of an optional read: `peekKind()`, then the typed read, `nil` for `null`,
  /// or the mismatch.
  static func reference<T>(
    _ kind: JSONReader.Kind, _ expectation: String, _ read: @escaping (inout JSONReader) throws -> T
  ) -> (inout JSONReader) throws -> T? {
    { r in
      switch try r.peekKind() {
      case kind: return try read(&r)
      case .null:
        try r.readNull()
        return nil
      default: throw r.mismatch(expectation)
      }
    }
  }

  @Test func scalarsAgreeWithTheGeneralPath() {
    var random = SplitMix64(seed: 2_512)
    var succeeded = 0
    for _ in 0..<6_000 {
      var text = ""
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        text += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
      }
      let skipped = Self.outcome(text) { try $0.skipValue() }
      #expect(skipped == Self.outcome(text) { try $0.skipValueByStructure() }, "\(text)")
      #expect(
        Self.outcome(text) { try $0.readOptionalBoolean() }
          == Self.outcome(text, Self.reference(.boolean, "true or false") { try $0.readBoolean() }),
        "\(text)")
      #expect(
        Self.outcome(text) { try $0.readOptionalString() }
          == Self.outcome(text, Self.reference(.string, "a string") { try $0.readString() }),
        "\(text)")
      if !skipped.hasPrefix("error:") { succeeded += 1 }
    }
    // Values were skipped and refused alike often.
    #expect(succeeded > 1_000 && succeeded < 5_000, "\(succeeded)")
  }

  /// Values nested up to 160 levels, objects and arrays mixed (past the 64 levels a skip keeps
  /// in one word), are skipped to their end; with one closer of the wrong kind they are refused.
  @Test func deepValuesSkipToTheirEnd() throws {
    var random = SplitMix64(seed: 0xD3E9)
    for _ in 0..<400 {
      let depth = Int.random(in: 1...160, using: &random)
      let kinds = (0..<depth).map { _ in Bool.random(using: &random) }  // true: an object
      var text = ""
      for isObject in kinds { text += isObject ? "{\"k\": " : "[1, " }
      text += "true"
      var closers = kinds.reversed().map { $0 ? "}" : "]" }
      let swapped = Bool.random(using: &random) ? Int.random(in: 0..<depth, using: &random) : nil
      if let swapped { closers[swapped] = closers[swapped] == "}" ? "]" : "}" }
      text += closers.joined(separator: " ")
      let outcome = Self.outcome(text) { try $0.skipValueByStructure() }
      if swapped == nil {
        #expect(outcome == "() at \(text.utf8.count + 1), line 1", "depth \(depth)")
      } else {
        #expect(outcome.hasPrefix("error:"), "depth \(depth), swapped \(swapped!)")
      }
    }
  }

  static let numberPieces = [
    "1", "-2.5", "0", "1e3", "1e999", "007", "-", "null", "\"1\"", "[", "]", ",", ", ", " ",
    "\n  ", "true", "{}",
  ]

  @Test func numberArraysAgreeWithTheGeneralPath() {
    var random = SplitMix64(seed: 4_096)
    var succeeded = 0
    var fours = 0
    for _ in 0..<6_000 {
      let count = Int.random(in: 0...4, using: &random)
      var text: String
      if Int.random(in: 0..<3, using: &random) > 0 {
        // Mostly well-formed arrays of about `count` numbers, with a stray piece now and then.
        let n = max(0, count + Int.random(in: -1...1, using: &random))
        var items = (0..<n).map { _ in
          Self.numberPieces[Int.random(in: 0..<5, using: &random)]
        }
        if Int.random(in: 0..<4, using: &random) == 0 && !items.isEmpty {
          items[Int.random(in: 0..<items.count, using: &random)] =
            Self.numberPieces[Int.random(in: 0..<Self.numberPieces.count, using: &random)]
        }
        text = "[" + items.joined(separator: [",", ", ", ",\n    "][n % 3]) + "]"
      } else {
        text = (0..<Int.random(in: 1...6, using: &random)).map { _ in
          Self.numberPieces[Int.random(in: 0..<Self.numberPieces.count, using: &random)]
        }.joined()
      }
      let fast = Self.outcome(text) { try $0.readNumbers(count: count, "4 numbers") }
      let general = Self.outcome(text) {
        try $0.readNumbersByStructure(count: count, "4 numbers")
      }
      #expect(fast == general, "\(text) (\(count))")
      if !fast.hasPrefix("error:") { succeeded += 1 }
      if count == 4 {
        // Four numbers in a vector: the same numbers, end and errors.
        let four = Self.outcome(text) {
          try $0.readFourNumbers("4 numbers").map { [$0[0], $0[1], $0[2], $0[3]] }
        }
        #expect(four == general, "\(text)")
        if !four.hasPrefix("error:") { fours += 1 }
      }
    }
    #expect(succeeded > 1_000 && succeeded < 5_000, "\(succeeded)")
    #expect(fours > 50, "\(fours)")
  }

  /// Whitespace is skipped a word at a time; where the reader stops and the line it counts must
  /// be those of a byte-by-byte count.
  @Test func whitespaceRunsEndWhereAByteByByteCountEnds() throws {
    let pieces = [" ", "  ", "       ", "         ", "                 ", "\n", "\t", "\r\n"]
    var random = SplitMix64(seed: 88)
    for _ in 0..<3_000 {
      var space = ""
      for _ in 0..<Int.random(in: 0..<8, using: &random) {
        space += pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
      let tail = ["1", "1 ", "x", ""][Int.random(in: 0..<4, using: &random)]
      let input = try SnapshotInput(Array((space + tail).utf8), file: "w.json")
      var reader = try JSONReader(input: input)
      _ = reader.peekByte()
      #expect(reader.offset == space.utf8.count, "\(space.debugDescription)\(tail)")
      #expect(reader.line == 1 + space.utf8.filter { $0 == 0x0A }.count)
    }
  }
}

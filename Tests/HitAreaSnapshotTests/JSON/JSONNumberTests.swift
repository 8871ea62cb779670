import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

/// Numbers read without text where that is exact, against `Double(String)` on the same literal.
@Suite struct JSONNumberTests {
  @Test func numbersAgreeWithTheStandardLibrary() throws {
    var random = SplitMix64(seed: 10)
    for _ in 0..<20_000 {
      var literal = Bool.random(using: &random) ? "-" : ""
      let whole = Int.random(in: 0..<20, using: &random)
      literal += whole == 0 ? "0" : "\(Int.random(in: 1...9, using: &random))"
      for _ in 0..<max(0, whole - 1) { literal += "\(Int.random(in: 0...9, using: &random))" }
      if Bool.random(using: &random) {
        literal += "."
        for _ in 0..<Int.random(in: 1..<20, using: &random) {
          literal += "\(Int.random(in: 0...9, using: &random))"
        }
      }
      if Int.random(in: 0..<8, using: &random) == 0 {
        literal += "e\(Int.random(in: -30...30, using: &random))"
      }
      let input = try SnapshotInput(Array("[\(literal)]".utf8), file: "n.json")
      var reader = try JSONReader(input: input)
      try reader.beginArray()
      #expect(try reader.nextElement())
      let value = try reader.readNumber()
      let expected = try #require(Double(literal))
      #expect(value == expected && value.sign == expected.sign, "\(literal)")
      #expect(reader.lastNumberLiteral == literal)
    }
  }
}

/// Skipping a string passes over it without making it; it must accept and refuse exactly what
/// reading it does, and end in the same place.
@Suite struct JSONSkipStringTests {
  @Test func skippingAgreesWithReading() throws {
    let pieces = [
      "a", "é", "\\n", "\\u00e9", "\\ud83d\\ude00", "\\ud83d", "\\x", "\t", "\\\"", " ",
    ]
    var random = SplitMix64(seed: 11)
    var outcomes: Set<Bool> = []
    for _ in 0..<3_000 {
      var body = ""
      for _ in 0..<Int.random(in: 0..<5, using: &random) {
        body += pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
      let closed = Int.random(in: 0..<10, using: &random) > 0
      let text = "[\"\(body)\(closed ? "\"" : "")]"
      func reader() throws -> JSONReader {
        var reader = try JSONReader(input: SnapshotInput(Array(text.utf8), file: "s.json"))
        try reader.beginArray()
        _ = try reader.nextElement()
        return reader
      }
      var read = try reader()
      var skipped = try reader()
      let readResult = Result { try read.readString() }
      let skipResult = Result { try skipped.skipValue() }
      outcomes.insert((try? readResult.get()) != nil)
      switch (readResult, skipResult) {
      case (.success, .success): #expect(read.offset == skipped.offset, "\(text)")
      case (.failure(let a), .failure(let b)): #expect("\(a)" == "\(b)", "\(text)")
      default: Issue.record("reading and skipping disagree on \(text.debugDescription)")
      }
    }
    #expect(outcomes == [true, false])
  }
}

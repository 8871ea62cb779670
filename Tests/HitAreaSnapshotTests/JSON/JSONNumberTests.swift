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

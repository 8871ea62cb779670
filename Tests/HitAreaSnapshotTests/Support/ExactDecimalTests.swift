import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

/// Decimals read from their bytes are what `Double(String)` reads, to the bit.
@Suite struct ExactDecimalTests {
  static func value(_ text: String) -> Double? {
    Array(text.utf8).withUnsafeBufferPointer(ExactDecimal.value)
  }

  /// Random literals, plain and not: signs, points, exponents, long and empty digit runs.
  @Test func plainDecimalsAreWhatDoubleReads() {
    var random = SplitMix64(seed: 0xDEC1_3A1)
    let pieces = [
      "0", "1", "5", "9", "12", "531", "999999999", "7", ".", "-", "+", "e3", "E-2", "",
    ]
    var plain = 0
    for _ in 0..<50_000 {
      let text = (0..<Int.random(in: 1...5, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      guard let value = Self.value(text) else { continue }
      plain += 1
      #expect(value.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
    #expect(plain > 10_000)
  }

  /// Random decimals of 1 to 19 digits, the point anywhere, as iOS and JSON write them: each is
  /// what `Double(String)` reads, to the bit (above 15 digits, the integer division's rounding).
  @Test func longDecimalsAreWhatDoubleReads() {
    var random = SplitMix64(seed: 0x17D1_6175)
    var long = 0
    for round in 0..<200_000 {
      let count =
        round % 3 == 0
        ? Int.random(in: 1...19, using: &random) : Int.random(in: 16...19, using: &random)
      var digits = (0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) }
      // Runs of 3s, 6s, 9s and 0s, as thirds and halves are written.
      if round % 4 == 1, count > 4 {
        let run = ["3", "6", "9", "0"].randomElement(using: &random)!
        for k in Int.random(in: 1..<count, using: &random)..<count { digits[k] = Character(run) }
      }
      var text = String(digits)
      if Bool.random(using: &random) {
        let point = Int.random(in: 1..<Swift.max(count, 2), using: &random)
        if point < count { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
      }
      if round % 5 == 0 { text = "-" + text }
      guard let value = Self.value(text) else {
        Issue.record("\(text) is a plain decimal")
        continue
      }
      if count > 15 { long += 1 }
      #expect(value.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
    #expect(long > 100_000)
  }

  /// Decimals exactly halfway between two doubles round to the even one; just above or below,
  /// to the nearer; and the values iOS writes read as `Double(String)` reads them.
  @Test func halfwayDecimalsRoundToEven() {
    let texts = [
      "4503599627370496.5", "4503599627370497.5", "4503599627370496.50", "4503599627370496.49",
      "4503599627370496.51", "2251799813685248.25", "2251799813685248.75", "9007199254740993",
      "9007199254740995", "9999999999999999999", "18014398509481985.0", "0.333333333333333333",
      "263.33333333333331", "122.66666666666669", "28.333333333333329", "631.66666666666663",
      "0.000000000000001234", "1.000000000000000222", "1.000000000000000111",
      "1.000000000000000112", "-0.000000000000000001", "1234567890.123456789",
    ]
    for text in texts {
      #expect(Self.value(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }

  /// A literal is read exactly when it is plain, `-?[0-9]+(\.[0-9]+)?` with at most 19 digits,
  /// as a reference that splits the text says: random literals of digits, points, signs and
  /// exponents, long and short.
  @Test func readsExactlyThePlainLiterals() {
    func isPlain(_ text: String) -> Bool {
      let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
      let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
      return (1...2).contains(parts.count)
        && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { "0123456789".contains($0) } }
        && parts.map(\.count).reduce(0, +) <= 19
    }
    var random = SplitMix64(seed: 0x9_1A1E)
    let pieces = ["0", "7", "42", "123456", "9999999999", ".", "-", "+", "e", "E", "x", ""]
    var plain = 0
    for _ in 0..<50_000 {
      let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      let value = Self.value(text)
      #expect((value != nil) == isPlain(text), "\(text)")
      if value != nil { plain += 1 }
    }
    #expect(plain > 5_000)
  }

  @Test func onlyPlainDecimalsOfNineteenDigits() {
    #expect(Self.value("531.5") == 531.5)
    #expect(Self.value("-0")?.sign == .minus)
    #expect(Self.value("-0.0000000000000000")?.sign == .minus)
    #expect(Self.value("0.1") == 0.1)
    #expect(Self.value("123456789012345") == 123_456_789_012_345)
    #expect(Self.value("1234567890123456789") == Double("1234567890123456789"))
    for text in ["0.00000000000001", "0000000000001.5", "-99999999999999.9", "007"] {
      #expect(ExactDecimal.value(of: text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
    for text in [
      "12345678901234567890", "0.0000000000000000001", "1e3", "+1", "-", ".", "1.", ".5",
      "1.2.3", "--1", "", " 1",
    ] {
      #expect(Self.value(text) == nil, "\(text)")
    }
  }
}

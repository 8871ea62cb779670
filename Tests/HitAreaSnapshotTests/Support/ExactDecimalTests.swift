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

  @Test func onlyPlainDecimalsOfFifteenDigits() {
    #expect(Self.value("531.5") == 531.5)
    #expect(Self.value("-0")?.sign == .minus)
    #expect(Self.value("0.1") == 0.1)
    #expect(Self.value("123456789012345") == 123_456_789_012_345)
    for text in ["0.00000000000001", "0000000000001.5", "-99999999999999.9", "007"] {
      #expect(ExactDecimal.value(of: text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
    for text in ["1234567890123456", "1e3", "+1", "-", ".", "1.", ".5", "1.2.3", "--1", "", " 1"] {
      #expect(Self.value(text) == nil, "\(text)")
    }
  }
}

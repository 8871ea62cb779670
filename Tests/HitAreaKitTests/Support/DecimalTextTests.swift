import Foundation
import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The package's one number formatter.
@Suite struct DecimalTextTests {
  @Test(arguments: [
    (8.0, "8"), (-0.0, "0"), (7.5, "7.5"), (0.1, "0.1"), (1e-5, "1e-05"), (-44, "-44"),
    (1e15, "1000000000000000.0"), (1e16, "1e+16"), (123_456_789_012, "123456789012"), (.nan, "nan"),
    (.infinity, "inf"),
    (-.infinity, "-inf"),
  ])
  func literal(_ value: Double, _ expected: String) {
    #expect(DecimalText.literal(value) == expected)
  }

  /// A whole number is what the definition says, tried without it: finite, equal to itself
  /// rounded toward zero, below 10¹⁵ in magnitude; near the limit, near whole numbers, both
  /// zeros, the non-finite and random bit patterns.
  @Test func wholeNumberAgreesWithTheDefinition() {
    func reference(_ value: Double) -> Int64? {
      value.isFinite && value == value.rounded(.towardZero) && Swift.abs(value) < 1e15
        ? Int64(value) : nil
    }
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1, -1, 4.000000000000001, 1e15, -1e15, 1e15 - 1, -(1e15 - 1),
      1e15.nextDown, (-1e15).nextUp, 9_007_199_254_740_992, .nan, -.nan, .infinity, -.infinity,
      .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    var random = SplitMix64(seed: 0x3107E)
    for _ in 0..<5_000 {
      let integer = Double(
        Int64.random(in: -2_000_000_000_000_000...2_000_000_000_000_000, using: &random))
      values += [
        integer, integer.nextUp, integer.nextDown, integer / 8, Double(bitPattern: random.next()),
      ]
    }
    for value in values {
      #expect(DecimalText.wholeNumber(value) == reference(value), "\(value)")
    }
  }

  @Test(arguments: [
    (44.0, 2, "44"), (2.345678, 2, "2.35"), (0.125, 2, "0.13"), (-0.125, 2, "-0.13"),
    (0.1 + 0.2, 2, "0.3"), (-0.001, 2, "0"), (27.46, 1, "27.5"), (7.5, 0, "8"),
    (2.345678, -3, "2"), (1e300, 2, "1e+300"), (.nan, 2, "nan"),
  ])
  func rounded(_ value: Double, _ decimals: Int, _ expected: String) {
    #expect(DecimalText.rounded(value, decimals: decimals) == expected)
  }

  /// `rounded` writes its digits itself for up to four decimals: the text is the rounded
  /// number's own (`literal` of `rounding`) for numbers of every size, halves, ties and signs.
  @Test func roundedIsTheLiteralOfTheRoundedNumber() {
    var random = SplitMix64(seed: 0xD1617)
    var values: [Double] = [0, -0.0, 0.5, -0.5, 0.005, -0.005, 0.125, 1e-4, 9.999_95, 1e15 - 0.5]
    for _ in 0..<20_000 {
      let magnitude = Double.random(in: -9...16, using: &random)
      let sign: Double = Bool.random(using: &random) ? -1 : 1
      values.append(sign * Double.random(in: 1..<10, using: &random) * pow(10, magnitude.rounded()))
      // Halves of the last kept digit, and numbers a few steps of a Double from them.
      let half = (Double(Int.random(in: -200_000...200_000, using: &random)) + 0.5) / 100
      values.append(half)
      values.append(half.nextUp)
      values.append(half.nextDown)
      values.append(Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 8)
    }
    for value in values {
      for decimals in -1...6 {
        let reference = DecimalText.literal(DecimalText.rounding(value, decimals: decimals))
        #expect(
          DecimalText.rounded(value, decimals: decimals) == reference,
          "\(value) to \(decimals) decimals")
      }
    }
  }

  @Test func roundedDefaultsToTwoDecimals() {
    #expect(DecimalText.rounded(2.345678) == "2.35")
  }

  @Test(arguments: [
    (97.7, 2, "97.70"), (0.0049, 2, "0.00"), (-0.0049, 2, "0.00"), (-1.25, 1, "-1.3"),
    (0.16, 3, "0.160"), (12.5, 0, "13"), (.nan, 1, "–"), (.infinity, 1, "–"),
  ])
  func fixed(_ value: Double, _ decimals: Int, _ expected: String) {
    #expect(DecimalText.fixed(value, decimals: decimals) == expected)
  }

  @Test(arguments: [
    (2.0000005, 6, 2.000001), (1.23456749, 6, 1.234567), (-1e-9, 6, 0), (1e20, 6, 1e20),
  ])
  func rounding(_ value: Double, _ decimals: Int, _ expected: Double) {
    let result = DecimalText.rounding(value, decimals: decimals)
    #expect(result == expected)
    #expect(result.sign == expected.sign)
  }
}

/// The value of a plain decimal literal, read from its bytes without making text: what
/// `Double(String)` gives, the correctly rounded value, for literals of up to 19 digits.
///
/// A literal `-?[0-9]+(\.[0-9]+)?` is its digits as an integer `m` over a power of ten `10ᶠ`.
/// When `m` is at most 2⁵³ (any 15 digits), both are exact in a `Double` and the one rounding of
/// the division is the correct one. A larger `m` of up to 19 digits (iOS writes the thirds and
/// sixths of a point with 17: `263.33333333333331`) is divided as integers, `m·2ˢ` by `5ᶠ` in
/// 128 bits by 64, and the quotient rounded to 53 bits by what it drops and the remainder: half
/// to even, exactly. Other literals (an exponent, more digits) are `nil`, for `Double(String)`
/// to read.
///
/// ```swift
/// ExactDecimal.value(of: literal)  // 531.5 for the bytes of "531.5"; nil for "1e3"
/// ```
package enum ExactDecimal {
  /// The literal's value, or `nil` when it is not a plain decimal of at most 19 digits.
  ///
  /// - Parameter literal: The literal's bytes.
  package static func value(of literal: UnsafeBufferPointer<UInt8>) -> Double? {
    var i = 0
    let negative = i < literal.count && literal[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var fraction = 0
    var seenPoint = false
    var digitsSincePoint = 0
    while i < literal.count {
      let byte = literal[i]
      let digit = byte &- UInt8(ascii: "0")
      if digit < 10 {
        mantissa = mantissa &* 10 &+ UInt64(digit)
        digits += 1
        if seenPoint { fraction += 1 }
        digitsSincePoint += 1
        if digits > 19 { return nil }
      } else if byte == UInt8(ascii: "."), !seenPoint, digitsSincePoint > 0 {
        seenPoint = true
        digitsSincePoint = 0
      } else {
        return nil  // an exponent, a sign inside, anything else
      }
      i += 1
    }
    guard digitsSincePoint > 0 else { return nil }  // no digits, or none after the point
    let magnitude: Double
    if fraction == 0 || mantissa <= 1 << 53 {
      // Exact operands (10¹⁹ is exact too), one rounding; an integer of up to 19 digits is
      // rounded once, as it is made a `Double`.
      magnitude = fraction == 0 ? Double(mantissa) : Double(mantissa) / powersOfTen[fraction]
    } else {
      magnitude = quotient(mantissa, overTenToThe: fraction)
    }
    return negative ? -magnitude : magnitude
  }

  /// The value of a string that is a plain decimal literal, or `nil`, as its bytes give.
  ///
  /// - Parameter text: The literal.
  package static func value(of text: String) -> Double? {
    return text.withUTF8Bytes(value)
  }

  /// `m / 10ᵏ`, correctly rounded (half to even), for a mantissa above 2⁵³ and `k` from 1 to
  /// 19 (a normal `Double`).
  ///
  /// `m·2ˢ` (fewer than 108 bits) divided by `5ᵏ` (at most 45) gives a quotient of 63 or 64 bits
  /// for the shift `s` chosen; its top 53 are the significand, and the bits below with the
  /// remainder decide the rounding; `2ᵏ` goes to the exponent.
  ///
  /// - Parameters:
  ///   - m: The mantissa.
  ///   - k: The power of ten, from 1 to 19.
  static func quotient(_ m: UInt64, overTenToThe k: Int) -> Double {
    assert(m > 1 << 53 && (1...19).contains(k), "a mantissa one division reads exactly")
    let divisor = powersOfFive[k]
    // The shift that keeps the quotient below 2⁶⁴ and above 2⁶²: m·2ˢ < 2^(63 + bits of 5ᵏ).
    let divisorBits = UInt64.bitWidth - divisor.leadingZeroBitCount
    let mantissaBits = UInt64.bitWidth - m.leadingZeroBitCount
    let shift = UInt64.bitWidth + divisorBits - 1 - mantissaBits
    let high = m >> (UInt64.bitWidth - shift)  // 0 for a shift of 0 (a shift past the width)
    let low = m << shift
    let (quotient, remainder) = divisor.dividingFullWidth((high, low))
    // The quotient with its top bit set, and the 11 bits below the significand's 53.
    let normalization = quotient.leadingZeroBitCount
    let normalized = quotient << normalization
    var significand = normalized >> 11
    let dropped = normalized & 0x7FF
    let half: UInt64 = 0x400
    if dropped > half || (dropped == half && (remainder != 0 || significand & 1 == 1)) {
      significand += 1
    }
    // `significand · 2^(11 - shift - normalization - k)`; a carry to 2⁵³ is a power of two, exact.
    return Double(
      sign: .plus, exponent: 11 - shift - normalization - k, significand: Double(significand))
  }

  /// 10⁰ … 10¹⁹, each exact in a `Double` (5¹⁹ is below 2⁵³).
  private static let powersOfTen: [Double] = (0...19).map { k in
    (0..<k).reduce(1.0) { product, _ in product * 10 }
  }

  /// 5⁰ … 5¹⁹.
  private static let powersOfFive: [UInt64] = (0...19).map { k in
    (0..<k).reduce(1) { product, _ in product * 5 }
  }
}

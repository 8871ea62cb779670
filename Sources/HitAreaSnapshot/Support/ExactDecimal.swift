/// The value of a plain decimal literal, read from its bytes without making text: what
/// `Double(String)` gives, for the literals where that is one division.
///
/// A literal `-?[0-9]+(\.[0-9]+)?` with at most 15 digits is its digits as an integer divided by
/// a power of ten, both exact in a `Double`, so the one rounding of the division is the correct
/// rounding that `Double(String)` makes. Other literals (an exponent, more digits) are `nil`, for
/// `Double(String)` to read.
///
/// ```swift
/// ExactDecimal.value(of: literal)  // 531.5 for the bytes of "531.5"; nil for "1e3"
/// ```
package enum ExactDecimal {
  /// The literal's value, or `nil` when it is not a plain decimal of at most 15 digits.
  ///
  /// - Parameter literal: The literal's bytes.
  package static func value(of literal: UnsafeBufferPointer<UInt8>) -> Double? {
    var i = 0
    let negative = i < literal.count && literal[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    var mantissa: Int64 = 0
    var digits = 0
    var fraction = 0
    var seenPoint = false
    var digitsSincePoint = 0
    while i < literal.count {
      let byte = literal[i]
      let digit = byte &- UInt8(ascii: "0")
      if digit < 10 {
        mantissa = mantissa * 10 + Int64(digit)
        digits += 1
        if seenPoint { fraction += 1 }
        digitsSincePoint += 1
        if digits > 15 { return nil }
      } else if byte == UInt8(ascii: "."), !seenPoint, digitsSincePoint > 0 {
        seenPoint = true
        digitsSincePoint = 0
      } else {
        return nil  // an exponent, a sign inside, anything else
      }
      i += 1
    }
    guard digitsSincePoint > 0 else { return nil }  // no digits, or none after the point
    let magnitude = fraction == 0 ? Double(mantissa) : Double(mantissa) / powersOfTen[fraction]
    return negative ? -magnitude : magnitude
  }

  /// The value of a string that is a plain decimal literal, or `nil`, as its bytes give.
  ///
  /// - Parameter text: The literal.
  package static func value(of text: String) -> Double? {
    return text.withUTF8Bytes(value)
  }

  /// 10⁰ … 10¹⁵, each exact in a `Double`.
  private static let powersOfTen: [Double] = (0...15).map { k in
    (0..<k).reduce(1.0) { product, _ in product * 10 }
  }
}

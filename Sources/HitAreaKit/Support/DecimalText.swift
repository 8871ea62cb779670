/// Locale-independent text for numbers: the package's one number formatter, for Swift and JSON
/// literals, lengths in messages and pictures, and fixed-width table columns.
///
/// The same number always gives the same text, on every platform.
///
/// ```swift
/// DecimalText.literal(8)                     // "8"
/// DecimalText.literal(0.1)                   // "0.1"
/// DecimalText.rounded(2.345678)            // "2.35"
/// DecimalText.fixed(97.7)       // "97.70"
/// ```
package enum DecimalText {
  /// The shortest text that reads back as the same number: whole numbers without a fraction
  /// (`8`, not `8.0`), others in Swift's shortest form (`0.1`, `1e-05`); `nan`, `inf` and `-inf`
  /// for the non-finite.
  ///
  /// A valid Swift literal and, when finite, a valid JSON number.
  ///
  /// - Parameter value: The number.
  package static func literal(_ value: Double) -> String {
    if let whole = wholeNumber(value) { return String(whole) }
    return value.description
  }

  /// The value as the integer ``literal(_:)`` writes it as: finite, whole and below 10¹⁵ in
  /// magnitude; `nil` for any other value.
  package static func wholeNumber(_ value: Double) -> Int64? {
    // Below 10¹⁵ (which no NaN or infinity is), the integer toward zero is exact, and the value
    // is whole when it is that integer: no rounding call.
    guard Swift.abs(value) < 1e15 else { return nil }
    let whole = Int64(value)
    return Double(whole) == value ? whole : nil
  }

  /// The number rounded to at most `decimals` places (half away from zero), without trailing
  /// zeros: `44`, `7.5`, `0.33`; the form of lengths and areas in messages and pictures.
  ///
  /// Non-finite numbers as in ``literal(_:)``.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: The most digits after the point (0 to 15); two by default.
  package static func rounded(_ value: Double, decimals: Int = 2) -> String {
    roundedFromDigits(value, decimals: decimals) ?? literal(rounding(value, decimals: decimals))
  }

  /// ``rounded(_:decimals:)`` written from the rounded number's digits, with no `Double` text
  /// made (the shortest form that reads back, about 300 instructions): `nil` for more than four
  /// decimals (from five, the shortest form of a small number has an exponent, `1e-05`), and for a
  /// number that is not finite or whose rounded digits are 10¹⁵ or more.
  ///
  /// The rounded number is the `Double` nearest `k / 10ᵈ` for the integer `k` of its digits;
  /// with fewer than 16 digits, `k / 10ᵈ` is the only decimal of 15 digits or fewer that reads
  /// as that `Double` (any such decimal reads back as itself), so it is the shortest form:
  /// `k`'s digits with the point `d` places from the right, less the fraction's trailing zeros.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: The most digits after the point.
  static func roundedFromDigits(_ value: Double, decimals: Int) -> String? {
    guard value.isFinite, decimals <= 4 else { return nil }
    let places = clamped(decimals)
    let scaled = (value * Double(powerOfTen(places))).rounded(.toNearestOrAwayFromZero)
    guard Swift.abs(scaled) < 1e15 else { return nil }
    var units = UInt64(Swift.abs(scaled))
    guard units != 0 else { return "0" }
    // From the last digit back, into 20 bytes on the stack: at most 15 digits, a point and a
    // sign.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { text in
      var start = text.count
      func write(_ byte: UInt8) {
        start -= 1
        text[start] = byte
      }
      var fraction = false
      for _ in 0..<places {
        let digit = UInt8(units % 10)
        units /= 10
        if fraction || digit != 0 {
          write(UInt8(ascii: "0") + digit)
          fraction = true
        }
      }
      if fraction { write(UInt8(ascii: ".")) }
      repeat {
        write(UInt8(ascii: "0") + UInt8(units % 10))
        units /= 10
      } while units > 0
      if scaled < 0 { write(UInt8(ascii: "-")) }
      return String(decoding: UnsafeMutableBufferPointer(rebasing: text[start...]), as: UTF8.self)
    }
  }

  /// The number with exactly `decimals` digits after the point (half away from zero), such as
  /// `97.70`; `–` when it is not finite.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: The digits after the point (0 to 15).
  package static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "–" }
    let places = clamped(decimals)
    let scale = powerOfTen(places)
    let magnitude = (Swift.abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
    guard magnitude < 9.0e15 else { return literal(value) }
    let units = UInt64(magnitude)
    let whole = units / scale
    let fraction = String(units % scale)
    let sign = value < 0 && units != 0 ? "-" : ""
    guard places > 0 else { return sign + String(whole) }
    return sign + String(whole) + "."
      + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// The number rounded to `decimals` places (half away from zero), so that its shortest text
  /// has at most that many decimals; never `-0`.
  ///
  /// Non-finite numbers, and numbers too large to have decimals, come back unchanged.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: The most digits after the point (0 to 15).
  package static func rounding(_ value: Double, decimals: Int) -> Double {
    guard value.isFinite else { return value }
    let scale = Double(powerOfTen(clamped(decimals)))
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    guard Swift.abs(scaled) < 9.0e15 else { return value }
    let result = scaled / scale
    return result == 0 ? 0 : result
  }

  /// A count of decimals within 0...15.
  private static func clamped(_ decimals: Int) -> Int { Swift.max(0, Swift.min(decimals, 15)) }

  /// 10 to the power of `places` (0...15).
  private static func powerOfTen(_ places: Int) -> UInt64 {
    var scale: UInt64 = 1
    for _ in 0..<places { scale *= 10 }
    return scale
  }
}

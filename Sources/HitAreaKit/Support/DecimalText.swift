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
    value.isFinite && value == value.rounded(.towardZero) && Swift.abs(value) < 1e15
      ? Int64(value) : nil
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
    literal(rounding(value, decimals: decimals))
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

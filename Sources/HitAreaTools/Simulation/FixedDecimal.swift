/// Locale-independent decimal text for reports, so the same result always prints the same way.
enum FixedDecimal {
  /// A number with exactly `decimals` digits after the point (half away from zero), or `–`
  /// when it is not finite.
  static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "–" }
    var scale: UInt64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let magnitude = (Swift.abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
    guard magnitude < 9.0e15 else { return "\(value)" }
    let units = UInt64(magnitude)
    let whole = units / scale
    let fraction = String(units % scale)
    let sign = value < 0 && units != 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(whole) }
    return sign + String(whole) + "."
      + String(repeating: "0", count: decimals - fraction.count) + fraction
  }

  /// The number rounded to `decimals` places (half away from zero), so that its shortest
  /// printed form has at most that many decimals; non-finite numbers pass through.
  static func rounded(_ value: Double, decimals: Int = 6) -> Double {
    guard value.isFinite else { return value }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    guard Swift.abs(scaled) < 9.0e15 else { return value }
    let result = scaled / scale
    return result == 0 ? 0 : result  // no "-0"
  }
}

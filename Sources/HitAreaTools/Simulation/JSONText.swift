/// Fixed-format JSON pieces, so that the same result always encodes to the same bytes.
enum JSONText {
  /// A number with exactly `decimals` digits after the point (half away from zero), or `null`
  /// when it is not finite. Independent of locale and of `Double`'s shortest-form printing.
  static func fixed(_ value: Double, decimals: Int = 6) -> String {
    guard value.isFinite else { return "null" }
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

  /// A JSON string literal.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// A JSON object from keys and already-encoded values, in the given order.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}

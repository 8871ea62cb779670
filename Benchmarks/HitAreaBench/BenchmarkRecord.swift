import HitAreaAuditing
import HitAreaKit

/// One JSON object of a benchmark's last line: text fields, then numbers rounded to a number of
/// decimals, then text fields added later, keys in the given order.
struct BenchmarkRecord: Encodable {
  /// Text fields, first.
  var text: [(String, String)] = []
  /// Number fields, after the text.
  var numbers: [(String, Double)]
  /// The decimals the numbers keep.
  var decimals: Int
  /// Text fields after the numbers (fields added to a line others already read).
  var trailingText: [(String, String)] = []

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: StringCodingKey.self)
    for (key, value) in text { try c.encode(value, forKey: StringCodingKey(key)) }
    for (key, value) in numbers {
      try c.encode(DecimalText.rounding(value, decimals: decimals), forKey: StringCodingKey(key))
    }
    for (key, value) in trailingText { try c.encode(value, forKey: StringCodingKey(key)) }
  }
}

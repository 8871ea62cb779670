/// A text and a number, as one string made at once: `ImageView #2` from `ImageView`, ` #` and
/// 2 (a report's name for the second of two alike), `0/2/1` from `0/2`, `/` and 1 (an element's
/// path from its parent's).
///
/// ```swift
/// NumberedText.make("0/2", "/", 1)  // "0/2/1", as "0/2" + "/" + String(1)
/// ```
package enum NumberedText {
  /// The text, the separator and the number's digits (after `-` when negative).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - separator: What goes between the text and the number.
  ///   - number: The number.
  package static func make(_ text: String, _ separator: String, _ number: Int) -> String {
    guard number >= 0 else { return text + separator + String(number) }
    var digits = 1
    var power = 10
    while digits < 19 && power <= number {
      digits += 1
      power &*= 10
    }
    func joined(_ name: UnsafeBufferPointer<UInt8>, _ separator: UnsafeBufferPointer<UInt8>)
      -> String
    {
      let count = name.count + separator.count + digits
      return String(unsafeUninitializedCapacity: count) { buffer in
        _ = buffer.initialize(from: name)
        _ = UnsafeMutableBufferPointer(rebasing: buffer[name.count...]).initialize(from: separator)
        var rest = number
        for i in stride(from: count - 1, through: count - digits, by: -1) {
          buffer[i] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
        return count
      }
    }
    return text.withUTF8Bytes { name in separator.withUTF8Bytes { joined(name, $0) } }
  }
}

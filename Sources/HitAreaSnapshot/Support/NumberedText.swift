/// A text and a number, as one string made at once: `ImageView #2` from `ImageView`, ` #` and
/// 2 (a report's name for the second of two alike), `playButton2` from `playButton`, an empty
/// separator and 2 (a variable name's).
///
/// ```swift
/// NumberedText.make("ImageView", " #", 2)  // "ImageView #2", as "ImageView" + " #" + String(2)
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
    return text.withUTF8Bytes { make($0, separator, number) }
  }

  /// The text of these UTF-8 bytes, the separator and the number's digits: what the `String`
  /// version makes, for text kept as bytes.
  ///
  /// - Parameters:
  ///   - text: The text's bytes (valid UTF-8).
  ///   - separator: What goes between the text and the number.
  ///   - number: The number, not negative.
  package static func make(
    _ text: UnsafeBufferPointer<UInt8>, _ separator: String, _ number: Int
  ) -> String {
    precondition(number >= 0, "a negative number")
    let digits = DecimalDigits.count(UInt64(number))
    return separator.withUTF8Bytes { separator in
      let count = text.count + separator.count + digits
      return String(unsafeUninitializedCapacity: count) { buffer in
        _ = buffer.initialize(from: text)
        _ = UnsafeMutableBufferPointer(rebasing: buffer[text.count...]).initialize(from: separator)
        DecimalDigits.write(
          UInt64(number),
          into: UnsafeMutableBufferPointer(rebasing: buffer[(count - digits)..<count]))
        return count
      }
    }
  }

  /// The text a numbered text was made of: `ImageView` of `ImageView #2` with the separator
  /// ` #`; a text that does not end in the separator and digits, whole.
  ///
  /// - Parameters:
  ///   - numbered: The text, perhaps numbered.
  ///   - separator: What goes between the text and the number (not empty).
  package static func text(of numbered: String, separator: String) -> Substring {
    let utf8 = numbered.utf8
    var digits = utf8.endIndex
    while digits > utf8.startIndex, (0x30...0x39).contains(utf8[utf8.index(before: digits)]) {
      digits = utf8.index(before: digits)
    }
    guard digits != utf8.endIndex,
      let start = utf8.index(digits, offsetBy: -separator.utf8.count, limitedBy: utf8.startIndex),
      utf8[start..<digits].elementsEqual(separator.utf8)
    else { return Substring(numbered) }
    return numbered[..<start]
  }
}

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
}

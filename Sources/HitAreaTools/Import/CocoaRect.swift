import HitAreaKit
import HitAreaSnapshot

/// Reads rectangles as Cocoa writes them (`NSStringFromCGRect`, a frame in `debugDescription`):
/// `{{x, y}, {width, height}}`, with numbers in any decimal form (`24`, `531.5`, `-1`, `1e3`).
enum CocoaRect {
  /// The rectangle a whole string holds, or `nil` when it holds another shape or a number that
  /// is not finite.
  ///
  /// ```swift
  /// CocoaRect.parse("{{24, 531.5}, {354, 52}}")  // Rect(x: 24, y: 531.5, width: 354, height: 52)
  /// ```
  static func parse(_ text: String) -> Rect? {
    let trimmed = text.trimmingSpaces
    guard let (rect, end) = scan(Substring(trimmed)), end == trimmed.endIndex else { return nil }
    return rect
  }

  /// The rectangle at the start of the text (after spaces) and where it ends, or `nil`.
  ///
  /// Read from the UTF-8 bytes; text that a byte read cannot settle (a character that does not
  /// end where the rectangle's last byte does) is read by ``scanCharacters(_:)``.
  ///
  /// - Complexity: O(length of the rectangle's text).
  static func scan(_ text: Substring) -> (Rect, String.Index)? {
    let utf8 = text.utf8
    var i = utf8.startIndex
    func skipSpaces() {
      while i < utf8.endIndex && utf8[i] == UInt8(ascii: " ") { i = utf8.index(after: i) }
    }
    func expect(_ byte: UInt8) -> Bool {
      skipSpaces()
      guard i < utf8.endIndex, utf8[i] == byte else { return false }
      i = utf8.index(after: i)
      return true
    }
    func number() -> Double? {
      skipSpaces()
      let start = i
      var count = 0
      while i < utf8.endIndex, isNumberByte(utf8[i]) {
        i = utf8.index(after: i)
        count += 1
      }
      guard count > 0, count <= 40 else { return nil }
      let literal = text[start..<i]
      if let value = literal.utf8.withContiguousStorageIfAvailable(ExactDecimal.value), let value {
        return value
      }
      guard let value = Double(literal), value.isFinite else { return nil }
      return value
    }
    guard expect(UInt8(ascii: "{")), expect(UInt8(ascii: "{")), let x = number(),
      expect(UInt8(ascii: ",")), let y = number(), expect(UInt8(ascii: "}")),
      expect(UInt8(ascii: ",")), expect(UInt8(ascii: "{")), let width = number(),
      expect(UInt8(ascii: ",")), let height = number(), expect(UInt8(ascii: "}")),
      expect(UInt8(ascii: "}"))
    else {
      // Every byte before `i` is ASCII: only a byte of a longer character at `i` (a combining
      // mark after a digit or a brace) can make characters read otherwise.
      return i < utf8.endIndex && utf8[i] >= 0x80 ? scanCharacters(text) : nil
    }
    // Every byte read is ASCII; the rectangle ends on a character's end unless a combining
    // byte follows.
    if i < utf8.endIndex && utf8[i] >= 0x80 { return scanCharacters(text) }
    return (Rect(x: x, y: y, width: width, height: height), i)
  }

  /// Whether a byte can be part of a number: an ASCII digit, a sign, a point or an exponent.
  private static func isNumberByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
  }

  /// ``scan(_:)`` by characters: the reference its byte read is tested against, and what reads
  /// text that is not all ASCII.
  static func scanCharacters(_ text: Substring) -> (Rect, String.Index)? {
    var rest = text.drop { $0 == " " }
    func expect(_ character: Character) -> Bool {
      rest = rest.drop { $0 == " " }
      guard rest.first == character else { return false }
      rest = rest.dropFirst()
      return true
    }
    func number() -> Double? {
      rest = rest.drop { $0 == " " }
      let digits = rest.prefix { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
      guard !digits.isEmpty, digits.count <= 40, let value = Double(digits), value.isFinite
      else { return nil }
      rest = rest.dropFirst(digits.count)
      return value
    }
    guard expect("{"), expect("{"), let x = number(), expect(","), let y = number(), expect("}"),
      expect(","), expect("{"), let width = number(), expect(","), let height = number(),
      expect("}"), expect("}")
    else { return nil }
    return (Rect(x: x, y: y, width: width, height: height), rest.startIndex)
  }
}

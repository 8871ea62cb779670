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

  /// Whether a string is a rectangle with a number that is not finite, as `NSStringFromCGRect`
  /// writes XCTest's frame of an element laid out nowhere (`{{inf, inf}, {0, 0}}`, `nan`,
  /// `-inf`): in the shape ``parse(_:)`` reads, with such a number.
  static func isNonFiniteRect(_ text: String) -> Bool {
    var finite = ""
    var word = ""
    var hasNonFinite = false
    func endWord() {
      let isNonFinite = ["inf", "infinity", "nan"].contains(word.lowercased())
      hasNonFinite = hasNonFinite || isNonFinite
      finite += isNonFinite ? "0" : word
      word = ""
    }
    for character in text {
      if character.isLetter {
        word.append(character)
      } else {
        endWord()
        finite.append(character)
      }
    }
    endWord()
    return hasNonFinite && parse(finite) != nil
  }

  /// Where a rectangle with a number that is not finite (``isNonFiniteRect(_:)``) at the start of
  /// the text ends, after its `}}`: XCTest's frame of an element laid out nowhere in
  /// `debugDescription` text; `nil` when the text starts with no such rectangle.
  static func nonFiniteRectEnd(in text: Substring) -> Substring.Index? {
    guard let close = ASCIIMatch.firstRange(of: "}}", in: text),
      isNonFiniteRect(String(text[..<close.upperBound]))
    else { return nil }
    return close.upperBound
  }

  /// The rectangle ``parse(_:)`` reads in a string, from its bytes where they alone decide it.
  ///
  /// They decide it when they are ASCII, start with `{` and end with `}` (nothing to trim), and
  /// hold a rectangle to the last byte. `nil` otherwise, whether or not the string holds one
  /// (``parse(_:)`` then tells).
  ///
  /// ```swift
  /// CocoaRect.parse(asciiBytes: bytes)  // for the bytes of "{{0, 0}, {402, 874}}"
  /// ```
  static func parse(asciiBytes bytes: UnsafeBufferPointer<UInt8>) -> Rect? {
    // A rectangle read to the last byte is ASCII: the read takes no other byte.
    guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}"),
      case .rect(let rect, let end) = scan(bytes: bytes), end == bytes.count
    else { return nil }
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
    switch utf8.withContiguousStorageIfAvailable({ scan(bytes: $0) }) {
    case .rect(let rect, let end)?: return (rect, utf8.index(utf8.startIndex, offsetBy: end))
    case .none?: return nil
    case .byCharacters?, nil: return scanCharacters(text)
    }
  }

  /// What a read of the bytes finds.
  enum ByteRead {
    /// A rectangle, and the offset of the byte after it.
    case rect(Rect, end: Int)
    /// No rectangle.
    case none
    /// Characters must tell (a byte beyond ASCII where the read stopped).
    case byCharacters
  }

  /// ``scan(_:)`` of the text's bytes, by offsets: for ASCII text, never `.byCharacters`.
  static func scan(bytes: UnsafeBufferPointer<UInt8>) -> ByteRead {
    var i = 0
    func skipSpaces() {
      while i < bytes.count && bytes[i] == UInt8(ascii: " ") { i += 1 }
    }
    func expect(_ byte: UInt8) -> Bool {
      skipSpaces()
      guard i < bytes.count, bytes[i] == byte else { return false }
      i += 1
      return true
    }
    func number() -> Double? {
      skipSpaces()
      let start = i
      while i < bytes.count, isNumberByte(bytes[i]) { i += 1 }
      guard i > start, i - start <= 40 else { return nil }
      let literal = UnsafeBufferPointer(rebasing: bytes[start..<i])
      if let value = ExactDecimal.value(of: literal) { return value }
      guard let value = Double(String(decoding: literal, as: UTF8.self)), value.isFinite else {
        return nil
      }
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
      return i < bytes.count && bytes[i] >= 0x80 ? .byCharacters : .none
    }
    // Every byte read is ASCII; the rectangle ends on a character's end unless a combining
    // byte follows.
    if i < bytes.count && bytes[i] >= 0x80 { return .byCharacters }
    return .rect(Rect(x: x, y: y, width: width, height: height), end: i)
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

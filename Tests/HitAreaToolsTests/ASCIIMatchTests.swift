import Foundation
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaTools

/// Looking for ASCII by bytes gives what looking for it by characters gives.
@Suite struct ASCIIMatchTests {
  /// Pieces of text: the parts of debugDescription lines, and what joins a character before or
  /// after them (combining accents, a zero-width joiner, a prepended Arabic sign, a carriage
  /// return), or is canonically ASCII (the Kelvin sign is a `K`, the Greek question mark a `;`).
  static let pieces = [
    ", ", ",", " ", "0x", "{{", "traits: ", "value: ", "label: '", "'", "Selected",
    "Keyboard Focused", "K", "x", "e", "1", "Element subtree:", "\u{301}", "\u{200D}", "\u{600}",
    "\r", "\n", "\u{212A}", "\u{37E}", ";", "é", "界", "🙂",
  ]

  static let patterns = [
    ", ", "0x", "{{", "traits: ", "value: ", "label: '", "Selected", "Keyboard Focused",
    "Element subtree:", ";", "K", "e", "eK", "x;", "KKKK",
  ]

  /// Random text, cut at a random character boundary on the left so that the substrings start
  /// inside their strings.
  static func text(_ random: inout SplitMix64) -> Substring {
    let whole = (0..<Int.random(in: 0..<8, using: &random)).map { _ in
      pieces[Int.random(in: 0..<pieces.count, using: &random)]
    }.joined()
    let drop = Int.random(in: 0...Swift.min(2, whole.count), using: &random)
    return whole.dropFirst(drop)
  }

  /// Runs `check` on 40,000 random texts; `check` expects the byte and character answers to
  /// agree and tells whether the case was one that counts (found, or answered by bytes), and
  /// at least `minimum` must count, so the texts reach the case.
  static func expectAgreement(
    seed: UInt64, counting minimum: Int,
    _ check: (_ text: Substring, _ random: inout SplitMix64) -> Bool
  ) {
    var random = SplitMix64(seed: seed)
    var counted = 0
    for _ in 0..<40_000 where check(Self.text(&random), &random) { counted += 1 }
    #expect(counted > minimum)
  }

  @Test func prefixesAgreeWithCharacters() {
    Self.expectAgreement(seed: 0x6173_6369, counting: 3_000) { text, random in
      let pattern = Self.patterns[Int.random(in: 0..<Self.patterns.count, using: &random)]
      // A quarter of the texts start with the pattern's bytes, so that what follows decides.
      var text = text
      if Int.random(in: 0..<4, using: &random) == 0 { text = Substring(pattern + text) }
      let expected = text.hasPrefix(pattern)
      #expect(
        ASCIIMatch.hasPrefix(text, pattern) == expected,
        "\(Array(text.unicodeScalars)) \(pattern)")
      return expected && text.utf8.allSatisfy { $0 < 0x80 }
    }
  }

  @Test func rangesAgreeWithFoundation() {
    Self.expectAgreement(seed: 0x7261_6E67, counting: 4_000) { text, random in
      let pattern = Self.patterns[Int.random(in: 0..<Self.patterns.count, using: &random)]
      let expected = text.range(of: pattern)
      #expect(
        ASCIIMatch.firstRange(of: pattern, in: text) == expected,
        "\(Array(text.unicodeScalars)) \(pattern)")
      return expected != nil
    }
  }

  /// Long texts, with several places the bytes cannot settle before a match: each is settled
  /// over a few characters and the bytes go on (the whole rest was searched at each, which was
  /// quadratic), with Foundation's answer.
  @Test func rangesOfLongTextsAgreeWithFoundation() {
    var random = SplitMix64(seed: 0x6C6F_6E67)
    var found = 0
    for _ in 0..<4_000 {
      let count = Int.random(in: 8..<60, using: &random)
      let text = Substring(
        (0..<count).map { _ in Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)] }
          .joined())
      let pattern = Self.patterns[Int.random(in: 0..<Self.patterns.count, using: &random)]
      let expected = text.range(of: pattern)
      #expect(
        ASCIIMatch.firstRange(of: pattern, in: text) == expected,
        "\(Array(text.unicodeScalars)) \(pattern)")
      if expected != nil { found += 1 }
    }
    #expect(found > 1_000)
  }

  @Test func quotesAgreeWithCharacters() {
    Self.expectAgreement(seed: 0x7175_6F74, counting: 5_000) { text, _ in
      let expected = text.firstIndex(of: "'")
      #expect(
        ASCIIMatch.firstIndex(of: UInt8(ascii: "'"), in: text) == expected,
        "\(Array(text.unicodeScalars))")
      return expected != nil
    }
  }

  @Test func prefixesDropAsCharactersDo() {
    Self.expectAgreement(seed: 0x6472_6F70, counting: 5_000) { text, random in
      let pattern = Self.patterns[Int.random(in: 0..<Self.patterns.count, using: &random)]
      // Half the time written with the scalars that are canonically `K` and `;`.
      let written =
        Bool.random(using: &random)
        ? pattern.replacingOccurrences(of: "K", with: "\u{212A}")
          .replacingOccurrences(of: ";", with: "\u{37E}") : pattern
      let text = Substring(written + text)
      guard text.hasPrefix(pattern) else { return false }
      let expected = text.dropFirst(pattern.count)
      #expect(
        ASCIIMatch.dropPrefix(pattern, from: text).startIndex == expected.startIndex,
        "\(Array(text.unicodeScalars)) \(pattern)")
      return true
    }
  }

  @Test func hexDigitsDropAsCharactersDo() {
    let digits = ["0", "9", "a", "F", "g", "\u{FF11}", "\u{FF21}", "\u{301}", "x"]
    Self.expectAgreement(seed: 0x6865_7864, counting: 5_000) { text, random in
      let head = (0..<Int.random(in: 0..<6, using: &random)).map { _ in
        digits[Int.random(in: 0..<digits.count, using: &random)]
      }.joined()
      let text = Substring(head + text)
      let expected = text.drop(while: \.isHexDigit)
      #expect(
        ASCIIMatch.dropHexDigits(from: text).startIndex == expected.startIndex,
        "\(Array(text.unicodeScalars))")
      return expected.startIndex != text.startIndex
    }
  }

  @Test func indentationDropsAsCharactersDo() {
    let blanks = [" ", "\t", "  ", "\u{301}", "\u{200D}"]
    Self.expectAgreement(seed: 0x696E_6465, counting: 5_000) { text, random in
      let head = (0..<Int.random(in: 0..<5, using: &random)).map { _ in
        blanks[Int.random(in: 0..<blanks.count, using: &random)]
      }.joined()
      let text = Substring(head + text)
      let expected = text.drop { $0 == " " || $0 == "\t" }
      #expect(
        DebugDescriptionImporter.droppingIndentation(text).startIndex == expected.startIndex,
        "\(Array(text.unicodeScalars))")
      return expected.startIndex != text.startIndex
    }
  }

  /// Lines split at each line feed byte, as walking the bytes one at a time splits them.
  @Test func linesSplitAtEachLineFeed() {
    func reference(_ text: String) -> [Substring] {
      var lines: [Substring] = []
      var start = text.utf8.startIndex
      var i = start
      while i < text.utf8.endIndex {
        if text.utf8[i] == 0x0A {
          lines.append(text[start..<i])
          start = text.utf8.index(after: i)
        }
        i = text.utf8.index(after: i)
      }
      lines.append(text[start...])
      return lines
    }
    var random = SplitMix64(seed: 0x6C69_6E65)
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0..<6, using: &random)).map { _ in
        String(Self.text(&random))
      }.joined(separator: Bool.random(using: &random) ? "\n" : "\r\n")
      var lines: [[String.Index]] = []
      var numbers: [Int] = []
      text.withUTF8Bytes { bytes in
        DebugDescriptionImporter.forEachLine(in: bytes) { range, number in
          let start = text.utf8.index(text.startIndex, offsetBy: range.lowerBound)
          lines.append([start, text.utf8.index(start, offsetBy: range.count)])
          numbers.append(number)
        }
      }
      let expected = reference(text).map { [$0.startIndex, $0.endIndex] }
      #expect(lines == expected, "\(Array(text.unicodeScalars))")
      #expect(numbers == Array(1...expected.count))
    }
  }

  /// Other text is passed over by bytes: most searches in text beyond ASCII are answered without
  /// the characters (the old search gave up at the first byte beyond ASCII).
  @Test func searchesPassOverOtherTextByBytes() {
    Self.expectAgreement(seed: 0x7061_7373, counting: 3_000) { text, random in
      let pattern = Self.patterns[Int.random(in: 0..<Self.patterns.count, using: &random)]
      guard text.utf8.contains(where: { $0 >= 0x80 }) else { return false }
      let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
        Array(pattern.utf8).withUnsafeBufferPointer { ASCIIMatch.firstOffset(of: $0, in: bytes) }
      }
      guard let answer, let answer else { return false }  // asked of the characters
      let expected = text.range(of: pattern).map {
        text.utf8.distance(from: text.startIndex, to: $0.lowerBound)
      }
      #expect(answer == expected, "\(Array(text.unicodeScalars)) \(pattern)")
      return true
    }
  }

  /// The cases the bytes alone would get wrong.
  @Test func charactersDecideAroundOtherText() {
    #expect(!ASCIIMatch.hasPrefix("0x\u{301}1", "0x"))
    #expect(ASCIIMatch.hasPrefix("\u{212A}eyboard Focused", "Keyboard Focused"))
    // The first `, ` is followed by an accent that joins its space: the second is found.
    let accented: Substring = "a, \u{301}b, c"
    let found = ASCIIMatch.firstRange(of: ", ", in: accented)
    #expect(found.map { accented.distance(from: accented.startIndex, to: $0.lowerBound) } == 4)
    let plain: Substring = "Button, 0x1"
    let comma = ASCIIMatch.firstRange(of: ", ", in: plain)
    #expect(comma.map { plain.distance(from: plain.startIndex, to: $0.lowerBound) } == 6)
    #expect(ASCIIMatch.firstRange(of: ", ", in: "Button") == nil)
    let quoted: Substring = "a'\u{301}b'"
    let quote = ASCIIMatch.firstIndex(of: UInt8(ascii: "'"), in: quoted)
    #expect(quote.map { quoted.distance(from: quoted.startIndex, to: $0) } == 3)
  }
}

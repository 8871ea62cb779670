import Foundation
import HitAreaKitTestSupport
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
    "Element subtree:", ";", "K", "e",
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
    Self.expectAgreement(seed: 0x7261_6E67, counting: 5_000) { text, random in
      let pattern = Self.patterns[Int.random(in: 0..<Self.patterns.count, using: &random)]
      let expected = text.range(of: pattern)
      #expect(
        ASCIIMatch.firstRange(of: pattern, in: text) == expected,
        "\(Array(text.unicodeScalars)) \(pattern)")
      return expected != nil
    }
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

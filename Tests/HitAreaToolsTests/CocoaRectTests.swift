import HitAreaKit
import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// Cocoa's rectangles (`{{x, y}, {w, h}}`) are read from their bytes: the same rectangle, and the
/// same end, as reading them by characters.
@Suite struct CocoaRectTests {
  @Test func readsARectangleAndWhereItEnds() throws {
    let text: Substring = "  {{24, 531.5}, {354, -1e1}}, label: 'x'"
    let (rect, end) = try #require(CocoaRect.scan(text))
    #expect(rect == Rect(x: 24, y: 531.5, width: 354, height: -10))
    #expect(text[end...] == ", label: 'x'")
    #expect(CocoaRect.parse(" {{0, 0}, {1, 2}} ") == Rect(x: 0, y: 0, width: 1, height: 2))
    #expect(CocoaRect.parse("{{0, 0}, {1, 2}} x") == nil)
  }

  /// A combining mark after a brace or a digit joins it into another character: no rectangle,
  /// as by characters.
  @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
    #expect(CocoaRect.scan("{{1\u{301}, 2}, {3, 4}}") == nil)
    #expect(CocoaRect.scan("{{1, 2}, {3, 4}}\u{301}") == nil)
    #expect(CocoaRect.scan("{\u{301}{1, 2}, {3, 4}}") == nil)
  }

  /// Random texts of the characters a rectangle is made of, and a few others, read the same
  /// by bytes as by characters.
  @Test func bytesReadAsCharactersDo() {
    var random = SplitMix64(seed: 0xC0C0A)
    let pieces = [
      "{", "}", ",", " ", "0", "1", "2.5", "-", "+", "e", "E", ".", "\u{301}", "é", "x", "\r\n",
      "{{1, 2}, {3, 4}}", "{{0, 0}, {10, 20}}", "1e400", "٣",
    ]
    for _ in 0..<20_000 {
      let count = Int.random(in: 0..<14, using: &random)
      let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      let bytes = CocoaRect.scan(Substring(text))
      let characters = CocoaRect.scanCharacters(Substring(text))
      #expect(bytes?.0 == characters?.0, "\(text.debugDescription)")
      #expect(bytes?.1 == characters?.1, "\(text.debugDescription)")
      // A slice that starts after other text, as a line's rest is.
      let line = "frame: " + text
      let rest = line[line.index(line.startIndex, offsetBy: 7)...]
      let restBytes = CocoaRect.scan(rest)
      let restCharacters = CocoaRect.scanCharacters(rest)
      #expect(restBytes?.0 == restCharacters?.0, "\(text.debugDescription)")
      #expect(restBytes?.1 == restCharacters?.1, "\(text.debugDescription)")
      // A whole string's bytes give its rectangle when they decide it, and then the one the
      // text gives; ASCII text between braces always decides.
      let whole = Array(text.utf8).withUnsafeBufferPointer { CocoaRect.parse(asciiBytes: $0) }
      if let whole { #expect(whole == CocoaRect.parse(text), "\(text.debugDescription)") }
      if text.utf8.allSatisfy({ $0 < 0x80 }), text.first == "{", text.last == "}" {
        #expect(whole == CocoaRect.parse(text), "\(text.debugDescription)")
      }
    }
  }
}

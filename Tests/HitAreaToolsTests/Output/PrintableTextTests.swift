import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// Text made one printable line is what a plain reading of the rule gives: each line-break
/// character a space, each other control character U+FFFD.
@Suite struct PrintableTextTests {
  /// The rule, character by character (a carriage return and line feed are one character).
  static func reference(_ text: String) -> String {
    var out = ""
    for character in text {
      if character.isNewline {
        out += " "
        continue
      }
      var scalars = String.UnicodeScalarView()
      for scalar in character.unicodeScalars {
        let v = scalar.value
        let replaced = scalar != "\t" && (v < 0x20 || (0x7F...0x9F).contains(v))
        scalars.append(replaced ? "\u{FFFD}" : scalar)
      }
      out += String(scalars)
    }
    return out
  }

  @Test func randomTextMatchesTheReference() {
    let pieces = [
      "a", " ", "é", "界", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}",
      "\u{2029}", "\u{1B}[2J", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{0}", "\u{1}",
      "\u{202A}", "\u{202E}", "\u{202F}", "\u{2066}", "\u{2069}", "\u{206A}", "\u{200E}",
      "\u{2027}", "\u{A8}", "\u{2128}", "\u{C5}", "\u{301}", "::error::x", "line 3: \"x\"",
    ]
    var random = SplitMix64(seed: 0x4F4E_454C)
    var unchanged = 0
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0..<6, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      let expected = Self.reference(text)
      #expect(
        Array(PrintableText.line(text).utf8) == Array(expected.utf8), "\(text.debugDescription)")
      if !PrintableText.needsCleaning(text) {
        unchanged += 1
        #expect(expected == text, "\(text.debugDescription)")
      }
    }
    #expect(unchanged > 2_000)
  }

  @Test func aLogCommandCannotStartALine() {
    let line = PrintableText.line("close\n::error file=App.swift,line=1::passed\r\n::stop")
    #expect(line == "close ::error file=App.swift,line=1::passed ::stop")
    #expect(!line.contains("\n"))
  }
}

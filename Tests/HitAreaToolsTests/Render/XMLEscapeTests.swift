import Foundation
import Testing

@testable import HitAreaTools

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The one escape of every XML output (SVG, JUnit, HTML): any text from a dump makes a
/// well-formed document.
@Suite struct XMLEscapeTests {
  @Test func charactersXMLDoesNotAllowBecomeTheReplacementCharacter() {
    #expect(
      SVGDocument.escape("a\u{FFFE}b\u{FFFF}c\u{1}\u{1B}\r\t\n<&>\"'")
        == "a\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}\u{FFFD}\t\n&lt;&amp;&gt;&quot;&apos;")
  }

  /// Every scalar of the Basic Multilingual Plane and a few beyond, escaped into an attribute
  /// and an element's text, parses (U+FFFE and U+FFFF did not).
  @Test func everyCharacterEscapedParses() {
    var scalars = (0...0xFFFF).compactMap(Unicode.Scalar.init)
    scalars += [0x1_0000, 0x1_FFFE, 0x1_F600, 0x10_FFFF].compactMap(Unicode.Scalar.init)
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    let escaped = SVGDocument.escape(text)
    let document = "<a x=\"\(escaped)\">\(escaped)</a>"
    let parser = XMLParser(data: Data(document.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
  }
}

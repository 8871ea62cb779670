import Foundation
import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// The markup refused before parsing is found in one pass over the `<`s, and the declared
/// encoding from the declaration's bytes; searches written plainly (how the checks were first
/// written) must find the same on documents made of the markup, its near misses and filler.
@Suite struct XMLRefusedMarkupTests {
  /// The first offset of a keyword that starts with `<`, every other letter in any case.
  static func find(_ keyword: String, in bytes: [UInt8]) -> Int? {
    let needle = Array(keyword.utf8).map { $0 | 0x20 }
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).first { i in
      bytes[i] == needle[0] && (1..<needle.count).allSatisfy { bytes[i + $0] | 0x20 == needle[$0] }
    }
  }

  /// The first `<?` that is not the XML declaration at the start.
  static func instruction(in bytes: [UInt8]) -> Int? {
    let start = XMLElementTree.contentStart(in: bytes)
    let declaration = Array("<?xml".utf8)
    return bytes.indices.dropLast().first { i in
      guard bytes[i] == UInt8(ascii: "<") && bytes[i + 1] == UInt8(ascii: "?") else {
        return false
      }
      let isDeclaration =
        i == start && bytes[i...].starts(with: declaration) && i + declaration.count < bytes.count
        && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i + declaration.count])
      return !isDeclaration
    }
  }

  /// The declared encoding, the declaration read as a string (as the check was first
  /// written).
  static func encoding(in bytes: [UInt8]) -> String? {
    let start = XMLElementTree.contentStart(in: bytes)
    guard bytes[start...].starts(with: Array("<?xml".utf8)) else { return nil }
    let limit = min(bytes.count, start + 512)
    let end =
      (start..<max(start, limit - 1)).first {
        bytes[$0] == UInt8(ascii: "?") && bytes[$0 + 1] == UInt8(ascii: ">")
      } ?? limit
    let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
    guard let key = declaration.range(of: "encoding") else { return nil }
    // XML's white space: a line feed and a carriage return too (and the two together, one
    // character).
    var rest = declaration[key.upperBound...].drop {
      $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n"
    }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return "" }
    rest = rest.dropFirst()
    return String(rest.prefix { $0 != quote })
  }

  static let fragments = [
    "<!DOCTYPE", "<!doctype", "<!DocType", "<!DOCTYP", "<\u{1}DOCTYPE", "<!ENTITY", "<!entity",
    "<!ENTIT", "<?", "<?xml", "<?xml ", "<?xml\t", "<?xmlx", "?>", "<", "<a>", " ", "\r\n", "é",
    " encoding", "encoding=", "encoding\t=\t", "\t", "\u{301}", String(repeating: "f", count: 300),
    " encoding=\"UTF-8\"", " encoding = 'latin1'", "=", "\"", "'", "encoding=\n", "encoding\r\n=",
    "\n",
    "utf-8", "UTF-16", "\u{FEFF}", "ab\u{301}", "x",
  ]

  @Test func markupAndEncodingAreTheReferences() {
    var random = SplitMix64(seed: 0x5245_4655)
    var seen = (doctype: 0, entity: 0, instruction: 0, encoding: 0)
    for _ in 0..<20_000 {
      // Half begin as a declaration, some after a byte order mark and white space.
      var text = ["", "<?xml version='1.0'", "\u{FEFF} \n<?xml version=\"1.0\""][
        Int.random(in: 0..<3, using: &random)]
      for _ in 0..<Int.random(in: 0..<24, using: &random) {
        text += RandomEdits.pick(Self.fragments, &random)
      }
      let bytes = Array(text.utf8)
      let markup = XMLElementTree.RefusedMarkup(in: bytes)
      let doctype = Self.find("<!DOCTYPE", in: bytes)
      #expect(markup.doctype == doctype, "\(text.debugDescription)")
      if doctype == nil {
        // Found until a DOCTYPE, which is refused first.
        #expect(markup.entity == Self.find("<!ENTITY", in: bytes), "\(text.debugDescription)")
        #expect(markup.instruction == Self.instruction(in: bytes), "\(text.debugDescription)")
      }
      let encoding = Self.encoding(in: bytes)
      #expect(XMLElementTree.declaredEncoding(in: bytes) == encoding, "\(text.debugDescription)")
      if doctype != nil { seen.doctype += 1 }
      if markup.entity != nil { seen.entity += 1 }
      if markup.instruction != nil { seen.instruction += 1 }
      if encoding.map({ !$0.isEmpty }) ?? false { seen.encoding += 1 }
    }
    #expect(seen.doctype > 100 && seen.entity > 100 && seen.instruction > 100)
    #expect(seen.encoding > 20, "\(seen.encoding)")
  }
}

import HitAreaKit
import HitAreaKitTestSupport
import Testing

@_spi(Readers) @testable import HitAreaSnapshot
@testable import HitAreaTools

/// A `debugDescription` line read by its bytes gives what reading its characters gives.
@Suite struct DebugDescriptionASCIILineTests {
  /// ASCII pieces of element lines: types, separators, frames (some broken), keys, quotes,
  /// flags, numbers past `UInt64.max`, carriage returns and tabs.
  static let pieces = [
    ", ", ",", " ", "'", "0x", "0x1f", "a9", "{{", "{{1, 2}, {3, 4}}", "{{1.5, -2}, {3e1, 40}}",
    "{{1, 2}, {3}}", "{{ 1 ,2},{3,4}}", "identifier: '", "label: '", "title: '",
    "placeholderValue: '", "value: ", "traits: ", "8589934593", "18446744073709551615",
    "18446744073709551616", "pid: ", "hitPoint: ", "Selected", "Disabled", "Keyboard Focused",
    "Focused", "Main Window", "x", "It's", "\r", "\t", "9", "label: 'a', ",
  ]
  /// What a line can start with.
  static let types = [
    "Button", "Window (Main)", "StaticText", "Other", "button", "B1", "", " (Main)", "Window",
    "Cell (Main) (Main)", "Switch,",
  ]

  static func place(_ number: Int) -> String { "line \(number)" }

  /// The element each way, or the error's text.
  static func read(_ body: String) -> (bytes: String, characters: String) {
    func describe(_ read: () throws -> DebugDescriptionImporter.Element?) -> String {
      do { return "\(String(describing: try read()))" } catch { return "error: \(error)" }
    }
    let bytes = Array(body.utf8).withUnsafeBufferPointer { bytes in
      describe { try DebugDescriptionASCIILine(bytes)?.element(line: 3, file: "f", place: place) }
    }
    let characters = describe {
      try DebugDescriptionImporter.parse(Substring(body), line: 3, file: "f", place: place)
    }
    return (bytes, characters)
  }

  @Test func elementsAgreeWithCharacters() {
    var random = SplitMix64(seed: 0x6464_6173)
    var elements = 0
    var errors = 0
    for _ in 0..<20_000 {
      // The parts mostly apart, as in a dump, sometimes run together.
      let body = (0..<Int.random(in: 0..<10, using: &random)).reduce(
        Self.types[Int.random(in: 0..<Self.types.count, using: &random)]
      ) { line, _ in
        line + (Int.random(in: 0..<4, using: &random) == 0 ? "" : ", ")
          + Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
      }
      let (bytes, characters) = Self.read(body)
      #expect(bytes == characters, "\(Array(body.unicodeScalars))")
      if characters.hasPrefix("error") { errors += 1 } else if characters != "nil" { elements += 1 }
    }
    // The texts reach every outcome.
    #expect(elements > 5_000 && errors > 500, "\(elements) \(errors)")
  }

  @Test func aKnownLine() throws {
    let line =
      "Cell, 0x6000, {{0.0, 151.0}, {390.0, 60.0}}, identifier: 'item-2', "
      + "label: 'It's 5', value: 1, 2, traits: 8589934849, pid: 7, Selected, Disabled"
    let read = try Array(line.utf8).withUnsafeBufferPointer {
      try DebugDescriptionASCIILine($0)?.element(line: 9, file: "f", place: Self.place)
    }
    let element = try #require(read)
    #expect(element.type == "Cell" && !element.isMainWindow && element.line == 9)
    #expect(element.frame == Rect(x: 0, y: 151, width: 390, height: 60))
    #expect(element.identifier == "item-2" && element.label == "It's 5")
    #expect(element.value == "1, 2" && element.traits == 8_589_934_849 && element.isDisabled)
    // A byte beyond ASCII is the characters' to read.
    #expect(
      Array("Button, label: 'é'".utf8).withUnsafeBufferPointer(DebugDescriptionASCIILine.init)
        == nil)
  }

  /// Pieces of whole lines, with what joins a character before or after it (combining marks, a
  /// prepended sign) and other text beyond ASCII around the root's arrow.
  static let linePieces = [
    " ", "\t", "→", "→\u{301}", "\u{301}", "é", "界", "\u{600}", "Button, 0x1", ", ",
    "label: 'x'", "\r", "Path to element:", "Query chain:", "Element subtree:", "{{1, 2}, {3, 4}}",
    "Other", "Window (Main)", "'",
  ]

  @Test func partsAgreeWithCharacters() {
    var random = SplitMix64(seed: 0x7061_7274)
    var byBytes = 0
    for _ in 0..<20_000 {
      let line = (0..<Int.random(in: 0..<7, using: &random)).map { _ in
        Self.linePieces[Int.random(in: 0..<Self.linePieces.count, using: &random)]
      }.joined()
      let expected = DebugDescriptionImporter.parts(of: Substring(line))
      let context = "\(Array(line.unicodeScalars))"
      func element(_ body: DebugDescriptionImporter.LineBody) -> String {
        do {
          return "\(String(describing: try body.element(line: 1, file: "f", place: Self.place)))"
        } catch { return "error: \(error)" }
      }
      // The line inside a text, as the reader sees it; the bytes' body points into them, so it
      // is looked at inside.
      let before = "Element subtree:\n"
      let text = before + line + "\n →Other"
      text.withUTF8Bytes { bytes in
        let start = before.utf8.count
        let found = DebugDescriptionImporter.parts(of: start..<(start + line.utf8.count), in: bytes)
        {
          range in
          let from = text.utf8.index(text.startIndex, offsetBy: range.lowerBound)
          return text[from..<text.utf8.index(from, offsetBy: range.count)]
        }
        #expect(found.isBlank == expected.isBlank, "\(context)")
        #expect(found.indent == expected.indent, "\(context)")
        #expect(found.isRoot == expected.isRoot, "\(context)")
        for prefix in ["Path to element:", "Query chain:"] {
          #expect(found.body.hasPrefix(prefix) == expected.body.hasPrefix(prefix), "\(context)")
        }
        #expect(element(found.body) == element(expected.body), "\(context)")
        if case .ascii = found.body { byBytes += 1 }
      }
    }
    #expect(byBytes > 5_000, "\(byBytes)")
  }
}

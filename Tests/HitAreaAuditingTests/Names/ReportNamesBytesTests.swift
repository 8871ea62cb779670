import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// The byte-level steps of report names give what their character-level references give.
@Suite struct ReportNamesBytesTests {
  /// A type's short name from its bytes is the one read by characters.
  @Test func aKindFromBytesIsTheKindByCharacters() {
    var random = SplitMix64(seed: 0x4B1D)
    let pieces = [".", "$", "a", "B", "7", "XCUIElementType", "Button", " ", "android.widget."]
    for _ in 0..<20_000 {
      let count = Int.random(in: 0..<7, using: &random)
      let type = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      #expect(ReportNames.kind(ofType: type) == ReportNames.kindByCharacters(type), "\(type)")
    }
    #expect(ReportNames.kind(ofType: "a.b.") == "a.b.")
    #expect(ReportNames.kind(ofType: "XCUIElementTypeButton") == "Button")
    #expect(ReportNames.kind(ofType: nil) == nil)
  }

  /// A text cleaned by bytes is the text collapsed and clipped by characters.
  @Test func aCleanTextIsTheCollapsedTextClipped() {
    var random = SplitMix64(seed: 0xC1EA)
    let pieces = ["a", "B", " ", "  ", "\t", "\r\n", "é", "e\u{301}", "Wi-Fi", "0123456789", "‘x’"]
    for _ in 0..<20_000 {
      let count = Int.random(in: 0..<12, using: &random)
      let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      #expect(
        ReportNames.clean(text) == ReportNames.collapsed(text).map(ReportNames.clip),
        "\(text.debugDescription)")
    }
  }

  /// An id is a path exactly when all its characters are numbers, `/` or `#`.
  @Test func anIdIsAPathWhenItsCharactersAre() {
    var random = SplitMix64(seed: 0x9A7)
    let pieces = ["0", "7", "/", "#", "٣", "a", " ", "é", "\u{301}", "½"]
    for _ in 0..<10_000 {
      let count = Int.random(in: 0..<6, using: &random)
      let id = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      #expect(
        ReportNames.isPath(id) == id.allSatisfy { $0.isNumber || $0 == "/" || $0 == "#" },
        "\(id.debugDescription)")
    }
  }

  /// A variable name built word by word is the one the reference builds.
  @Test func aLowerCamelNameIsTheReferences() {
    var random = SplitMix64(seed: 0xCA3E1)
    let pieces = [
      "a", "OK", "url", "Wi", "-", " ", "7", "42x", "é", "Button", "BUTTON", "_", "view",
    ]
    let kinds: [[String]] = [[], ["Button"], ["Image", "View"], ["View"], ["2D"]]
    for _ in 0..<20_000 {
      let count = Int.random(in: 0..<9, using: &random)
      let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      let kindWords = kinds.randomElement(using: &random)!.map { Array($0.utf8) }
      #expect(
        ReportNames.lowerCamel(text, kindWords: kindWords)
          == Self.referenceLowerCamel(text, kindWords: kindWords), "\(text) \(kindWords)")
    }
    #expect(ReportNames.lowerCamel("Play", kindWords: [Array("Button".utf8)]) == "playButton")
    #expect(ReportNames.lowerCamel("", kindWords: []) == "view")
  }

  /// A name with its number is the name, the separator and the number's digits, joined.
  @Test func aNumberedNameIsItsPartsJoined() {
    for name in ["", "View", "Button ‘Café’", "e\u{301}", "🙂"] {
      for separator in ["", " #"] {
        for number in [0, 1, 9, 10, 99, 100, 12_345, Int.max, -3] {
          #expect(
            ReportNames.numbered(name, separator, number) == name + separator + String(number))
        }
      }
    }
  }

  /// Collapsed ASCII text is clipped by its bytes, in one string made.
  @Test func aClippedTextIsItsPrefixAndAnEllipsis() {
    let text = "abcdefghijklmnopqrstuvwxyz0123456789"
    for count in 0...text.utf8.count {
      #expect(ReportNames.clipped(text, bytes: count) == String(text.prefix(count)) + "…")
    }
  }

  /// An id is a Swift identifier exactly when its scalars are ASCII letters, digits and `_`,
  /// not starting with a digit.
  @Test func swiftIdentifiersAreTheIdsOfASCIILettersAndDigits() {
    var random = SplitMix64(seed: 0x1D)
    let pieces = ["a", "Z", "_", "0", "9", "é", "-", " ", "class", "ß", "\u{301}"]
    for _ in 0..<10_000 {
      let count = Int.random(in: 0..<5, using: &random)
      let id = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      let scalars = id.unicodeScalars
      func isLetter(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
      }
      let isIdentifier =
        scalars.first.map(isLetter) == true
        && scalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
      #expect((swiftIdentifier(id) != nil) == isIdentifier, "\(id)")
    }
    #expect(swiftIdentifier("class") == "`class`")
    #expect(swiftIdentifier("close") == "close")
  }

  /// ``ReportNames/lowerCamel(_:kindWords:)`` as first written, with functions nested in it
  /// that append to its array: the reference.
  static func referenceLowerCamel(_ text: String, kindWords: [[UInt8]]) -> String {
    // Words are ASCII letters and digits, so their bytes are their characters.
    var result: [UInt8] = []
    result.reserveCapacity(48)
    var parts = 0
    func append(_ part: UnsafeBufferPointer<UInt8>) {
      guard let head = part.first else { return }
      defer { parts += 1 }
      if parts > 0 {
        result.append(ASCII.upper(head))
        result.append(contentsOf: part.dropFirst())
      } else if part.allSatisfy({ ASCII.isUpper($0) || ASCII.isDigit($0) }) {
        for byte in part { result.append(ASCII.lower(byte)) }  // `OK` reads `ok`, `URL` `url`
      } else {
        result.append(ASCII.lower(head))
        result.append(contentsOf: part.dropFirst())
      }
    }
    func appendKind() {
      if kindWords.isEmpty {
        Array("view".utf8).withUnsafeBufferPointer(append)
      } else {
        for word in kindWords { word.withUnsafeBufferPointer(append) }
      }
    }
    var text = text
    text.withUTF8 { bytes in
      var found = 0
      var last = 0..<0
      var kindFirst = false
      var i = 0
      while i < bytes.count && found < 4 {
        guard ASCII.isLetterOrDigit(bytes[i]) else {
          i += 1
          continue
        }
        var end = i + 1
        while end < bytes.count && ASCII.isLetterOrDigit(bytes[end]) { end += 1 }
        if found == 0 && ASCII.isDigit(bytes[i]) {
          kindFirst = true
          appendKind()
        }
        append(UnsafeBufferPointer(rebasing: bytes[i..<end]))
        last = i..<end
        found += 1
        i = end
      }
      guard !kindFirst, let k = kindWords.last else { return }
      // The kind's last word ends the text already (in any case): the text names the kind.
      let namesKind =
        found > 0 && last.count >= k.count
        && zip(bytes[(last.upperBound - k.count)..<last.upperBound], k).allSatisfy {
          ASCII.lower($0) == ASCII.lower($1)
        }
      if !namesKind { appendKind() }
    }
    return result.isEmpty ? "view" : String(decoding: result, as: UTF8.self)
  }
}

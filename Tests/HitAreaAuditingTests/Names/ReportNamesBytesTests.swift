import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// The byte-level steps of report names give what their character-level references give.
@Suite struct ReportNamesBytesTests {
  /// Fewer than `count` of the pieces, picked at random, joined.
  static func text(of pieces: [String], fewerThan count: Int, _ random: inout SplitMix64) -> String
  {
    (0..<Int.random(in: 0..<count, using: &random)).map { _ in
      pieces[Int.random(in: 0..<pieces.count, using: &random)]
    }.joined()
  }

  /// A type's short name from its bytes is the one read by characters.
  @Test func aKindFromBytesIsTheKindByCharacters() {
    var random = SplitMix64(seed: 0x4B1D)
    let pieces = [".", "$", "a", "B", "7", "XCUIElementType", "Button", " ", "android.widget."]
    for _ in 0..<20_000 {
      let type = Self.text(of: pieces, fewerThan: 7, &random)
      #expect(ReportNames.kind(ofType: type) == ReportNames.kindByCharacters(type), "\(type)")
    }
    #expect(ReportNames.kind(ofType: "a.b.") == "a.b.")
    #expect(ReportNames.kind(ofType: "XCUIElementTypeButton") == "Button")
    #expect(ReportNames.kind(ofType: nil) == nil)
  }

  /// ``ReportNames/clip(_:)`` by characters, all of them counted: the reference.
  static func referenceClip(_ text: String) -> String {
    text.count <= ReportNames.maximumTextLength
      ? text : text.prefix(ReportNames.maximumTextLength - 1) + "…"
  }

  /// A text cleaned by bytes (and collapsed only as far as it shows) is the whole text collapsed
  /// and clipped by characters; texts of up to about 90 characters, many longer than a label.
  @Test func aCleanTextIsTheCollapsedTextClipped() {
    var random = SplitMix64(seed: 0xC1EA)
    let pieces = [
      "a", "B", " ", "  ", "\t", "\r\n", "é", "e\u{301}", "Wi-Fi", "0123456789", "‘x’", "設定",
      "カ", "🙂", "\u{A0}", "\u{3000}", "\u{2028}", "\u{85}", " \u{301}", "\u{200B}", "Привет",
    ]
    var clipped = 0
    for round in 0..<20_000 {
      let text = Self.text(of: pieces, fewerThan: round % 2 == 0 ? 12 : 40, &random)
      // Byte for byte: `String`'s `==` would let a normalized text pass.
      let reference = ReportNames.collapsed(text).map(Self.referenceClip)
      #expect(
        ReportNames.clean(text).map { Array($0.utf8) } == reference.map { Array($0.utf8) },
        "\(text.debugDescription)")
      #expect(
        ReportNames.collapsedPrefix(text).map(ReportNames.clip).map { Array($0.utf8) }
          == reference.map { Array($0.utf8) }, "\(text.debugDescription)")
      if reference?.hasSuffix("…") == true { clipped += 1 }
    }
    #expect(clipped > 3_000)
  }

  /// A long text that starts as collapsed ASCII is cleaned as the reference cleans it.
  ///
  /// Whatever follows its first bytes: white space runs, combining marks, a line break, text
  /// beyond ASCII or nothing. Starts of 30 to 40 bytes, half of them collapsed (single spaces,
  /// none first) and half with white space runs anywhere, so that the 33rd byte falls before,
  /// in and after them.
  @Test func aLongTextIsCleanedByItsStart() {
    var random = SplitMix64(seed: 0x5CA7)
    let starts = ["a", "B", " ", "Wi-Fi", "0123456789", "x.y", "!", "  ", "\t", "\r\n", " \n "]
    let collapsedStarts = 7  // the pieces of a collapsed start: those before the runs
    let rests = [
      "a", " ", "  ", "\t", "\r\n", "\u{301}", "e\u{301}", "\u{A0}", "\u{3000}", "設定", "🙂",
      "\u{200B}", "\u{600}", "Z", "\u{1F}",
    ]
    var fast = 0
    for round in 0..<20_000 {
      var start = ""
      let length = Int.random(in: 30...40, using: &random)
      let pieces = round % 2 == 0 ? collapsedStarts : starts.count
      while start.utf8.count < length {
        let piece = starts[Int.random(in: 0..<pieces, using: &random)]
        if pieces == collapsedStarts && piece == " " && (start.isEmpty || start.hasSuffix(" ")) {
          continue
        }
        start += piece
      }
      let text = start + Self.text(of: rests, fewerThan: 5, &random)
      let reference = ReportNames.collapsed(text).map(Self.referenceClip)
      #expect(
        ReportNames.clean(text).map { Array($0.utf8) } == reference.map { Array($0.utf8) },
        "\(text.debugDescription)")
      if ReportNames.startsClipped(text) { fast += 1 }
    }
    #expect(fast > 5_000)
    #expect(!ReportNames.startsClipped(String(repeating: "a", count: 32) + " "))
    #expect(!ReportNames.startsClipped(" " + String(repeating: "a", count: 40)))
    #expect(ReportNames.startsClipped(String(repeating: "a", count: 33) + "  \u{301}"))
  }

  /// A long word beyond ASCII (a paragraph without spaces) is read no further than a label
  /// shows: cut as the reference cuts the whole text.
  @Test func aLongWordIsCleanedByItsStart() {
    var random = SplitMix64(seed: 0x30D)
    let letters = ["設", "e\u{301}", "🙂", "a", "\u{301}"]
    let spaces = [" ", "\u{3000}", "\r\n"]
    for _ in 0..<5_000 {
      // Short words, then one of up to 60 pieces, then anything.
      let text =
        (0..<Int.random(in: 0..<4, using: &random)).map { _ in
          Self.text(of: letters, fewerThan: 6, &random) + spaces.randomElement(using: &random)!
        }.joined() + Self.text(of: letters, fewerThan: 60, &random)
        + Self.text(of: letters + spaces, fewerThan: 8, &random)
      let reference = ReportNames.collapsed(text).map(Self.referenceClip)
      #expect(
        ReportNames.collapsedPrefix(text).map(ReportNames.clip).map { Array($0.utf8) }
          == reference.map { Array($0.utf8) }, "\(text.debugDescription)")
    }
  }

  /// White space is found by bytes exactly where a scalar is white space, in every scalar of
  /// the Basic Multilingual Plane (where all of Unicode's white space is).
  @Test func whiteSpaceFromBytesIsTheScalarsProperty() {
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a\(scalar)b"
      #expect(
        ReportNames.hasWhiteSpace(text) == scalar.properties.isWhitespace,
        "U+\(String(value, radix: 16, uppercase: true))")
    }
    #expect(!ReportNames.hasWhiteSpace("🙂設定"))
    #expect(ReportNames.hasWhiteSpace("設\u{3000}定"))
  }

  /// An id is a path exactly when all its characters are numbers, `/` or `#`.
  @Test func anIdIsAPathWhenItsCharactersAre() {
    var random = SplitMix64(seed: 0x9A7)
    let pieces = ["0", "7", "/", "#", "٣", "a", " ", "é", "\u{301}", "½"]
    for _ in 0..<10_000 {
      let id = Self.text(of: pieces, fewerThan: 6, &random)
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
      let text = Self.text(of: pieces, fewerThan: 9, &random)
      let kindWords = kinds.randomElement(using: &random)!.map { Array($0.utf8) }
      #expect(
        ReportNames.lowerCamel(text, kindWords: kindWords)
          == Self.referenceLowerCamel(text, kindWords: kindWords), "\(text) \(kindWords)")
    }
    #expect(ReportNames.lowerCamel("Play", kindWords: [Array("Button".utf8)]) == "playButton")
    #expect(ReportNames.lowerCamel("", kindWords: []) == "view")
  }

  /// Collapsed ASCII text is clipped by its bytes, in one string made.
  @Test func aClippedTextIsItsPrefixAndAnEllipsis() {
    let text = "abcdefghijklmnopqrstuvwxyz0123456789"
    for count in 0...text.utf8.count {
      #expect(ReportNames.clipped(text, bytes: count) == String(text.prefix(count)) + "…")
    }
    #expect(ReportNames.clipped("ab", bytes: 5) == "ab…")
  }

  /// An id is a Swift identifier exactly when its scalars are ASCII letters, digits and `_`,
  /// not starting with a digit.
  @Test func swiftIdentifiersAreTheIdsOfASCIILettersAndDigits() {
    var random = SplitMix64(seed: 0x1D)
    let pieces = ["a", "Z", "_", "0", "9", "é", "-", " ", "class", "ß", "\u{301}"]
    for _ in 0..<10_000 {
      let id = Self.text(of: pieces, fewerThan: 5, &random)
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
    // Every word that cannot name a variable at a statement's start (checked with swiftc:
    // `deinit.hitArea = 1` does not compile, `` `deinit`.hitArea = 1 `` does); contextual
    // words such as `open` and `get` can.
    for word in [
      "deinit", "associatedtype", "precedencegroup", "fileprivate", "rethrows", "Any", "await",
      "repeat", "_",
    ] {
      #expect(swiftIdentifier(word) == "`\(word)`")
    }
    for word in ["open", "get", "some", "package", "borrowing"] {
      #expect(swiftIdentifier(word) == word)
    }
    #expect(swiftIdentifier("close") == "close")
  }

  /// The type as a word in a variable name, by characters: `Button` for `UIButton`, `View` for
  /// `Other` (the reference).
  static func referenceCodeKind(_ kind: String) -> String {
    var kind = kind
    let scalars = Array(kind.unicodeScalars)
    if scalars.count > 2, kind.hasPrefix("UI"), ("A"..."Z").contains(scalars[2]) {
      kind.removeFirst(2)
    }
    return kind == "Other" ? "View" : kind
  }

  /// The ASCII letter-and-digit runs of a text, such as `["Auto", "Correction"]`, by the text's
  /// characters' scalars (the reference).
  static func referenceWords(_ text: String) -> [String] {
    text.unicodeScalars.split {
      !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
    .map { String(String.UnicodeScalarView($0)) }
  }

  /// A kind's code words from its bytes are the reference's words of its code name.
  @Test func aKindsCodeWordsAreTheReferences() {
    var random = SplitMix64(seed: 0xC0DE)
    let pieces = ["UI", "U", "I", "Other", "Button", "Image", "-", " ", "2D", "é", "\u{301}", "x"]
    for _ in 0..<20_000 {
      let kind = Self.text(of: pieces, fewerThan: 5, &random)
      #expect(
        ReportNames.codeWords(ofKind: kind)
          == Self.referenceWords(Self.referenceCodeKind(kind)).map { Array($0.utf8) },
        "\(kind.debugDescription)")
    }
    #expect(ReportNames.codeWords(ofKind: "UIImageView") == [Array("ImageView".utf8)])
    #expect(ReportNames.codeWords(ofKind: "UIOther") == [Array("View".utf8)])
    #expect(ReportNames.codeWords(ofKind: "UIbutton") == [Array("UIbutton".utf8)])
  }

  /// ``ReportNames/lowerCamel(_:kindWords:)`` by whole words, as its documentation says: the
  /// reference.
  static func referenceLowerCamel(_ text: String, kindWords: [[UInt8]]) -> String {
    // A system class's name (`_TtGC7SwiftUI…`) gives no words.
    let words = text.hasPrefix("_") ? [] : Array(Self.referenceWords(text).prefix(4))
    let kind = kindWords.map { String(decoding: $0, as: UTF8.self) }
    var parts = words
    if let first = words.first?.unicodeScalars.first, ("0"..."9").contains(first) {
      parts = (kind.isEmpty ? ["view"] : kind) + words  // the kind first: `textView1`
    } else if let last = kind.last {
      // The kind's last word ends the text already (in any case): the text names the kind.
      let namesKind = words.last.map { $0.lowercased().hasSuffix(last.lowercased()) } ?? false
      if !namesKind { parts += kind }
    }
    var result = ""
    for part in parts where !part.isEmpty {
      if result.isEmpty {
        let isCapitals = part.allSatisfy { $0.isUppercase || $0.isNumber }
        // Leading capitals lowered, but the one that starts the next part (`uiButton`).
        var lead = part.prefix { $0.isUppercase }.count
        if lead > 1, part.count == lead + 1, part.hasSuffix("s") {
          lead += 1  // an acronym's plural: `urls`
        } else if lead > 1, lead < part.count,
          part[part.index(part.startIndex, offsetBy: lead)].isLowercase
        {
          lead -= 1
        }
        lead = max(1, lead)
        result =
          isCapitals ? part.lowercased() : part.prefix(lead).lowercased() + part.dropFirst(lead)
      } else {
        result += part.prefix(1).uppercased() + part.dropFirst()
      }
    }
    return result.isEmpty ? "view" : result
  }
}

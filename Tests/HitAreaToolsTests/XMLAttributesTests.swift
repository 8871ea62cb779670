import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaTools

/// An element's attributes are found by name as a `String` dictionary finds them, whichever
/// reader read the document (the plain reader's ranges of the document, XMLParser's strings),
/// one by one or all at once.
@Suite struct XMLAttributesTests {
  static let names: [StaticString] = [
    "bounds", "text", "class", "index", "resource-id", "\u{E9}", "e\u{301}", "K", "\u{212A}",
    "x\u{301}", "label", "value", "name", "x",
    // Names told apart by their summaries (length, first and last bytes) or only by the
    // bytes between.
    "checkable", "clickable", "long-clickable", "ab", "abc", "abcd", "abcdXwxyz", "abcdYwxyz",
  ]

  /// The ASCII names, to be found in one pass (``XMLAttributes/find(_:into:)``).
  static let asciiNames = XMLAttributeNames(names.filter(\.isASCII))

  /// Values as written in the document, and as XML reads them: plain, empty, long, and
  /// rewritten (references resolved, tabs and line feeds made spaces).
  static let values: [(written: String, read: String)] = [
    ("1", "1"), ("", ""), ("a b", "a b"), ("x&amp;y", "x&y"), ("tab\there", "tab here"),
    ("&#233;t&#xE9;", "\u{E9}t\u{E9}"), ("line\nfeed", "line feed"),
    ("a value longer than sixteen bytes", "a value longer than sixteen bytes"),
    ("\u{E9}\u{2019}", "\u{E9}\u{2019}"),
  ]

  @Test(arguments: [true, false])
  func namesAreFoundAsADictionaryFindsThem(plain: Bool) throws {
    var random = SplitMix64(seed: plain ? 0xA77_2 : 0xA77_3)
    // The plain reader reads ASCII names; XMLParser reads the rest.
    let pool = plain ? Self.names.filter(\.isASCII) : Self.names
    for _ in 0..<400 {
      var references: [[String: String]] = []
      var document = "<r>"
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        var reference: [String: String] = [:]
        document += "<e"
        for _ in 0..<Int.random(in: 0...8, using: &random) {
          // Names that are equal as strings are one name to a dictionary: one of each.
          let name = pool[Int.random(in: 0..<pool.count, using: &random)].description
          guard reference[name] == nil else { continue }
          let value = Self.values[Int.random(in: 0..<Self.values.count, using: &random)]
          document += " \(name)=\"\(value.written)\""
          reference[name] = value.read
        }
        document += "/>"
        references.append(reference)
      }
      document += "</r>"
      let tree = try XMLElementTree(
        input: SnapshotInput(Array(document.utf8), file: "a.xml"), readsPlainXML: plain)
      if plain { #expect(XMLPlainReaderTests.readsPlainly(Array(document.utf8)), "\(document)") }
      var found = Self.asciiNames.nothingFound
      for (k, reference) in references.enumerated() {
        let attributes = tree.attributes(of: k + 1)
        // Found in one pass, as found one by one.
        attributes.find(Self.asciiNames, into: &found)
        for (j, name) in Self.asciiNames.names.enumerated() {
          let expected = reference[name.description]
          #expect(attributes[at: found[j]] == expected, "\(name) in \(document)")
          #expect(
            attributes.flag(at: found[j], default: false)
              == ImportedTree.flag(expected, default: false))
          #expect(attributes.nonEmpty(at: found[j]) == expected.flatMap { $0.isEmpty ? nil : $0 })
          let bytes = attributes.withValue(at: found[j]) { $0.map(Array.init) }
          #expect(bytes == expected.map { Array($0.utf8) }, "\(name) in \(document)")
        }
        for name in Self.names {
          let expected = reference[name.description]
          #expect(attributes[name] == expected, "\(name) in \(document)")
          #expect(
            attributes.flag(named: name, default: true)
              == ImportedTree.flag(expected, default: true))
          #expect(attributes.contains(name) == (expected != nil))
          #expect(attributes.nonEmpty(name) == expected.flatMap { $0.isEmpty ? nil : $0 })
          let bytes = attributes.withValue(named: name) { $0.map(Array.init) }
          #expect(bytes == expected.map { Array($0.utf8) }, "\(name) in \(document)")
        }
      }
    }
  }

  /// Element names are read and compared as the document writes them.
  @Test(arguments: [true, false])
  func elementNamesAreTheDocuments(plain: Bool) throws {
    let document = "<hierarchy><node a='1'/><nodes/><android.widget.FrameLayout/></hierarchy>"
    let tree = try XMLElementTree(
      input: SnapshotInput(Array(document.utf8), file: "a.xml"), readsPlainXML: plain)
    #expect(
      tree.elements.indices.map { tree.name(of: $0) } == [
        "hierarchy", "node", "nodes", "android.widget.FrameLayout",
      ])
    #expect(
      tree.elements.indices.map { tree.element($0, isNamed: "node") } == [
        false, true, false, false,
      ])
    #expect(tree.path(of: 3) == "hierarchy/android.widget.FrameLayout[2]")
  }

  /// Names beyond ASCII (which XMLParser reads) are the document's too, in paths and in the
  /// path of an error.
  @Test func elementNamesBeyondASCIIAreTheDocuments() throws {
    let document = "<r><\u{E9} a='1'/><e\u{301}/></r>"
    let tree = try XMLElementTree(input: SnapshotInput(Array(document.utf8), file: "a.xml"))
    #expect(tree.elements.indices.map { tree.name(of: $0) } == ["r", "\u{E9}", "e\u{301}"])
    #expect(tree.path(of: 2) == "r/e\u{301}[1]")
    let broken = "<r><k/><\u{E9}><x a='1' a='2'/></\u{E9}></r>"
    #expect {
      try XMLElementTree(input: SnapshotInput(Array(broken.utf8), file: "a.xml"))
    } throws: { error in
      "\(error)".contains("r/\u{E9}[1]")
    }
  }

  /// `flag` as it was written first: the text lowercased, then the words.
  static func referenceFlag(_ text: String?, default value: Bool) -> Bool? {
    guard let text else { return value }
    switch text.lowercased() {
    case "true", "1", "yes": return true
    case "false", "0", "no": return false
    default: return nil
    }
  }

  /// Flags read from bytes are the reference's, and no scalar beyond ASCII lowercases to the
  /// words' letters alone (which would make text that is not ASCII a flag).
  @Test func flagsAreTheReferences() {
    let letters = Set("truefalsyno01".unicodeScalars)
    for value in 0x80...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let lowered = String(scalar).lowercased().unicodeScalars
      #expect(!lowered.allSatisfy(letters.contains), "U+\(String(value, radix: 16))")
    }
    var random = SplitMix64(seed: 0xF1A6)
    let pieces = ["t", "T", "r", "U", "e", "E", "f", "A", "l", "S", "y", "n", "O", "0", "1", "K"]
    var seen: Set<Bool?> = []
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      let candidates = [
        text, "true", "FALSE", "Yes", "nO", "1", "0", "\u{212A}", "tru\u{E9}", "true ",
      ]
      let chosen = candidates[Int.random(in: 0..<candidates.count, using: &random)]
      for fallback in [true, false] {
        let expected = Self.referenceFlag(chosen, default: fallback)
        #expect(ImportedTree.flag(chosen, default: fallback) == expected, "\(chosen)")
        seen.insert(expected)
      }
      #expect(ImportedTree.flag(nil, default: true) == true)
      #expect(ImportedTree.flag(nil, default: false) == false)
    }
    #expect(seen == [true, false, nil])
  }
}

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
    // Names of the same summary that differ in their first and last bytes, or only past their
    // first and last eight.
    "abcde", "ebcda", "abcdefgh-X-stuvwxyz", "abcdefgh-Y-stuvwxyz",
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

  /// A document of `<e>` elements in an `<r>`, each with attributes of these names (each
  /// different) and random values, and each element's values as XML reads them, by name.
  static func document(_ lists: [[String]], random: inout SplitMix64)
    -> (text: String, references: [[String: String]])
  {
    var references: [[String: String]] = []
    var document = "<r>"
    for names in lists {
      var reference: [String: String] = [:]
      document += "<e"
      for name in names {
        let value = Self.values[Int.random(in: 0..<Self.values.count, using: &random)]
        document += " \(name)=\"\(value.written)\""
        reference[name] = value.read
      }
      document += "/>"
      references.append(reference)
    }
    return (document + "</r>", references)
  }

  @Test(arguments: [true, false])
  func namesAreFoundAsADictionaryFindsThem(plain: Bool) throws {
    var random = SplitMix64(seed: plain ? 0xA77_2 : 0xA77_3)
    // The plain reader reads ASCII names; XMLParser reads the rest.
    let pool = plain ? Self.names.filter(\.isASCII) : Self.names
    for _ in 0..<400 {
      let lists = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        var names: [String] = []
        for _ in 0..<Int.random(in: 0...8, using: &random) {
          // Names that are equal as strings are one name to a dictionary: one of each.
          let name = pool[Int.random(in: 0..<pool.count, using: &random)].description
          if !names.contains(name) { names.append(name) }
        }
        return names
      }
      let (document, references) = Self.document(lists, random: &random)
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

  /// Elements whose lists of names were met before take the places found there, moved to their
  /// own attributes, and only when the names are the same, in the same order: lists that mix
  /// alike (the same summaries) but differ in a name, more lists than are kept, read in the
  /// document's order and in any other.
  @Test(arguments: [true, false])
  func listsOfNamesMetBeforeGiveTheirPlaces(plain: Bool) throws {
    var random = SplitMix64(seed: plain ? 0x1157 : 0x1158)
    let pool = Self.names.filter(\.isASCII).map(\.description)
    // Pairs of lists alike but for one name of the same summary, and random lists.
    var lists: [[String]] = [
      ["abcdXwxyz", "text"], ["abcdYwxyz", "text"], ["abcde", "bounds"], ["ebcda", "bounds"],
      ["abcdefgh-X-stuvwxyz", "x"], ["abcdefgh-Y-stuvwxyz", "x"], [], ["text", "abcdXwxyz"],
    ]
    for _ in 0..<(FoundAttributes.mostLists + 4) {
      lists.append(
        Array(pool.shuffled(using: &random).prefix(Int.random(in: 1...7, using: &random))))
    }
    for _ in 0..<60 {
      let chosen = (0..<40).map { _ in lists[Int.random(in: 0..<lists.count, using: &random)] }
      let (document, references) = Self.document(chosen, random: &random)
      let tree = try XMLElementTree(
        input: SnapshotInput(Array(document.utf8), file: "a.xml"), readsPlainXML: plain)
      let inOrder = Array(references.indices)
      for order in [inOrder, inOrder.shuffled(using: &random)] {
        var found = Self.asciiNames.nothingFound
        for k in order {
          let attributes = tree.attributes(of: k + 1)
          attributes.find(Self.asciiNames, into: &found)
          for (j, name) in Self.asciiNames.names.enumerated() {
            #expect(
              attributes[at: found[j]] == references[k][name.description],
              "\(name) in element \(k) of \(document)")
          }
        }
      }
    }
  }

  /// Two names have the same bytes as ``XMLAttributes/sameName(_:_:)`` tells, for names of
  /// every length to past two words, alike but for one byte anywhere.
  @Test func sameNamesAreNamesOfTheSameBytes() {
    var random = SplitMix64(seed: 0x5A3E)
    for count in 0...24 {
      for _ in 0..<50 {
        let a = (0..<count).map { _ in UInt8.random(in: 0x61...0x64, using: &random) }
        var b = a
        if count > 0, Bool.random(using: &random) {
          b[Int.random(in: 0..<count, using: &random)] = UInt8.random(
            in: 0x61...0x64, using: &random)
        }
        if Int.random(in: 0..<8, using: &random) == 0 { b.append(0x61) }
        a.withUnsafeBufferPointer { a in
          b.withUnsafeBufferPointer { b in
            #expect(XMLAttributes.sameName(a, b) == a.elementsEqual(b), "\(Array(a)) \(Array(b))")
          }
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
        // Lowercase words and near misses, which are first compared as one word.
        "false", "falsy", "falsE", "truE", "trues", "fals",
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

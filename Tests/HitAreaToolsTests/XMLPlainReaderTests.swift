import Foundation
import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaTools

/// Plain XML is read without XMLParser, the rest by XMLParser; read either way, every document
/// must give the same elements (names, attributes, lines and columns) or the same error.
@Suite struct XMLPlainReaderTests {
  /// The elements, one line each, or the error's text.
  static func outcome(_ bytes: [UInt8], plain: Bool) -> String {
    do {
      let input = try SnapshotInput(bytes, file: "dump.xml")
      let tree = try XMLElementTree(input: input, readsPlainXML: plain)
      return tree.elements.indices.map { i in
        let e = tree.elements[i]
        let attributes = tree.attributes(of: i).pairs.sorted { $0.name < $1.name }.map {
          "\($0.name)=\($0.value)"
        }
        return "\(tree.name(of: i)) \(attributes) parent \(e.parent.map(String.init) ?? "-") "
          + "children \(Array(tree.children(of: i))) #\(e.position) line \(e.line) column \(e.column) "
          + "starts \(e.startLine)"
      }.joined(separator: "\n")
    } catch {
      return "error: \(error)"
    }
  }

  /// Whether the plain reader reads the document itself.
  static func readsPlainly(_ bytes: [UInt8]) -> Bool {
    XMLPlainReader.read(
      bytes, maximumDepth: LayoutSnapshotLimits.maximumDepth + 1,
      maximumCount: LayoutSnapshotLimits.maximumNodeCount) != nil
  }

  static func expectSameOutcome(_ bytes: [UInt8]) {
    let plain = outcome(bytes, plain: true)
    let parsed = outcome(bytes, plain: false)
    #expect(plain == parsed, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
  }

  static func pick<T>(_ choices: [T], _ random: inout SplitMix64) -> T {
    RandomEdits.pick(choices, &random)
  }

  // MARK: Real dumps

  static let fixtures = [
    "android_uiautomator2_settings_languages_1080x2160.xml",
    "android_uiautomator_handwritten_notes_cut_rows_links_1080x2400.xml",
    "ios_xcuitest_handwritten_signup_inline_links_390x844.xml",
    "ios_xcuitest_settings_accessibility_375x667.xml",
    "ios_xcuitest_settings_top_390x844.xml",
  ]

  @Test(arguments: fixtures)
  func everyXMLFixtureIsReadPlainlyAndTheSame(_ name: String) throws {
    let bytes = [UInt8](try ImportFixtures.data(name))
    #expect(Self.readsPlainly(bytes))
    Self.expectSameOutcome(bytes)
  }

  /// A dump saved as Windows tools save text (a byte order mark first, Windows line endings, or
  /// both; line endings also from Git's `autocrlf`) is read plainly too, and the same as
  /// XMLParser reads it.
  @Test(arguments: fixtures)
  func everyXMLFixtureSavedOnWindowsIsReadPlainlyAndTheSame(_ name: String) throws {
    let saved = ImportFixtures.savedOnWindows([UInt8](try ImportFixtures.data(name)))
    #expect(saved.crlf.contains(0x0D))
    for variant in [saved.crlf, saved.marked, saved.both] {
      #expect(Self.readsPlainly(variant))
      Self.expectSameOutcome(variant)
    }
  }

  @Test(arguments: fixtures)
  func mutatedFixturesReadTheSameEitherWay(_ name: String) throws {
    let bytes = [UInt8](try ImportFixtures.data(name))
    var random = SplitMix64(seed: UInt64(name.utf8.count))
    for _ in 0..<150 {
      Self.expectSameOutcome(Self.mutated(bytes, &random))
    }
  }

  // MARK: Random documents

  static let names = [
    "node", "hierarchy", "XCUIElementTypeButton", "a", "_b", "c-d.e", "xmlns", "x:y", "é", "1a",
  ]
  static let values = [
    "", "plain", "[0,0][10,20]", "a&amp;b", "&lt;&gt;&quot;&apos;", "&#65;&#x42;", "&#x1F600;",
    "&#0;", "&#xD800;", "&#xFFFE;", "&#13;", "&#10;", "tab\tline\nfeed", "cr\r\nlf", "&nbsp;",
    "a&b", "a<b", "a>b", "‘Wi‑Fi’", "\u{1}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{EFFF}", "'",
    "\"",
  ]
  static let texts = [
    "", "\n", "\n  ", " \t", "text", "a&amp;b", "]]>", "] ]>", "\r\n", "<!-- c -->",
    "<![CDATA[x]]>", "<?pi x?>", "é", "\u{B}",
  ]
  static let declarations = [
    "", #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n", #"<?xml version="1.0"?>"#,
    #"<?xml version='1.0' encoding='utf-8' standalone='yes'?>"#,
    #"<?xml version="1.1"?>"#, #"<?xml encoding="UTF-8"?>"#,
    #"<?xml version="1.0"encoding="UTF-8"?>"#,
    #"<?xml version="1.0" standalone="maybe"?>"#, " " + #"<?xml version="1.0"?>"#,
    "\u{FEFF}", "<!DOCTYPE x>", "<!-- c -->", #"<?xml version="1.0"?>"# + "\r\n",
    "\u{FEFF}" + #"<?xml version="1.0"\#r\#n encoding="UTF-8"?>"# + "\r\n",
  ]

  /// A document of a few elements, mostly well formed, with the markup a dump may have and
  /// some it may not.
  static func document(_ random: inout SplitMix64) -> [UInt8] {
    var text = pick(declarations, &random)
    var open: [String] = []
    var elements = 0
    repeat {
      if !open.isEmpty && (elements > 6 || Int.random(in: 0..<3, using: &random) == 0) {
        text += "</\(open.removeLast())" + pick(["", " ", "\n", "\r\n"], &random) + ">"
      } else {
        let name = Int.random(in: 0..<5, using: &random) == 0 ? pick(names, &random) : "node"
        text += "<" + name
        for k in 0..<Int.random(in: 0..<4, using: &random) {
          let key = Int.random(in: 0..<6, using: &random) == 0 ? pick(names, &random) : "k\(k)"
          let quote = pick(["\"", "'"], &random)
          // Values after a few bytes (0 to 9), so that what a value holds falls at any offset of
          // the eight bytes its plain run is passed over by.
          let padding = String(repeating: "p", count: Int.random(in: 0..<10, using: &random))
          let value =
            Int.random(in: 0..<3, using: &random) == 0
            ? padding + pick(values, &random) : "v\(k)"
          text += pick([" ", "\n  ", "\t", "  ", "\r\n  "], &random) + key
          text += pick(["=", " = ", "\r\n="], &random)
          text += quote + value + quote
        }
        text += pick(["", " ", "\n", "\r\n"], &random)
        elements += 1
        if Int.random(in: 0..<3, using: &random) == 0 {
          text += "/>"
        } else {
          text += ">"
          open.append(name)
        }
      }
      text +=
        Int.random(in: 0..<4, using: &random) == 0
        ? pick(texts, &random) : pick(["\n", "\r\n"], &random)
    } while !open.isEmpty
    return Array(text.utf8)
  }

  /// A byte changed, removed or added, or the text cut short: what a broken file has.
  static func mutated(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
    let inserts = Array("<>/=\"' \n\t&;#x?!-:\r".utf8) + [0xC3, 0xA9, 0x01]
    return RandomEdits.mutated(bytes, inserts: inserts, &random)
  }

  @Test func randomDocumentsReadTheSameEitherWay() {
    var random = SplitMix64(seed: 25)
    var (read, readPlainly) = (0, 0)
    for _ in 0..<3_000 {
      let bytes = Self.document(&random)
      Self.expectSameOutcome(bytes)
      guard !Self.outcome(bytes, plain: false).hasPrefix("error:") else { continue }
      read += 1
      if Self.readsPlainly(bytes) { readPlainly += 1 }
    }
    // Both outcomes were reached often, and the plain reader read many documents itself: the
    // documents exercise it, not only XMLParser.
    #expect(read > 600 && read < 2_700, "\(read) read")
    #expect(readPlainly * 3 > read, "\(readPlainly) of \(read) read plainly")
  }

  @Test func mutatedDocumentsReadTheSameEitherWay() {
    var random = SplitMix64(seed: 2_025)
    for _ in 0..<3_000 {
      Self.expectSameOutcome(Self.mutated(Self.document(&random), &random))
    }
  }

  /// The plain reader reads a document before it is checked for refused markup and for its
  /// encoding: a document it takes holds neither, wherever they are put, so the outcome is the
  /// checks' either way.
  @Test func refusedMarkupAndEncodingsReadTheSameEitherWay() {
    var random = SplitMix64(seed: 725)
    let pieces = [
      "<!DOCTYPE x>", "<!doctype d>", "<!ENTITY e 'v'>", "<!entity e 'v'>", "<?pi x?>", "<?x?>",
      #"<?xml version="1.0"?>"#, #"<?xml version="1.0" encoding="ISO-8859-1"?>"#,
      #"<?xml version="1.0" encoding="UTF-7"?>"#, #"<?xml version="1.0" encoding="us-ascii"?>"#,
      "<\u{1}DOCTYPE x>", "<?xml version=\"1.0\" encoding=\n\"UTF-8\"?>",
      "<?xml version=\"1.0\" encoding\n=\n'utf8'?>", "<?xml version=\"1.0\" encoding=\n\"UTF-7\"?>",
      "<?xml version=\"1.0\" encoding=\r\n\"UTF-8\"?>",
    ]
    var readPlainly = 0
    for round in 0..<2_000 {
      let piece = Array(Self.pick(pieces, &random).utf8)
      var bytes: [UInt8]
      if round % 4 == 0 {
        // At the start of a plain document, where a declaration may stand.
        bytes = piece + Array("\n<node k0='v0'>text<node/></node>\n".utf8)
      } else {
        bytes = Self.document(&random)
        bytes.insert(contentsOf: piece, at: Int.random(in: 0...bytes.count, using: &random))
      }
      Self.expectSameOutcome(bytes)
      guard Self.readsPlainly(bytes) else { continue }
      readPlainly += 1
      let markup = XMLElementTree.RefusedMarkup(in: bytes)
      #expect(markup.doctype == nil && markup.entity == nil && markup.instruction == nil)
      let encoding = XMLElementTree.declaredEncoding(in: bytes)?.lowercased()
      #expect(encoding == nil || ["utf-8", "utf8"].contains(encoding!), "\(encoding ?? "")")
    }
    // The plain declarations at the start are read plainly.
    #expect(readPlainly > 25, "\(readPlainly) read plainly")
  }

  // MARK: Cases the random documents reach rarely

  @Test(arguments: [
    "<a/>", "<a></a>", "<a>\n</a>\n\n", "<a b='1'/>", "<a\nb='1'\n/>", "<a b='1'\n\n>\n</a>",
    "<a b='x\ny'/>", "<a b='é' c='\u{10000}'>é<c/></a>", "\n\n<a>\n<b/>\n<b/>\n</a>",
    "<a b='1' b='2'/>", "<a b='1'c='2'/>", "<a/><b/>", "<a>", "</a>", "<a></b>", "",
    "<a b='&#x10FFFF;&#1114112;'/>", "<a b='&#x;'/>", "<a b='&#65'/>", "<a b='&'/>",
    "<a>x</a>y", "<a/>y", "<a / >", "<a b=1/>", "<a b/>", "<a\tb='1'/>",
    "<?xml version=\"1.0\"?><a/>",
    "<?xml version=\"1.0\" ?>\n<a/>", "<?xml version=\"1.0\" encoding=\"ASCII\"?><a/>",
    String(repeating: "<a>", count: 600) + String(repeating: "</a>", count: 600),
    "<a>" + String(repeating: "<b/>", count: 100_001) + "</a>",
    "<a>" + String(repeating: "é", count: 30) + "<b c='é\té'/>" + "</a>",
  ])
  func edgeCasesReadTheSameEitherWay(_ text: String) {
    Self.expectSameOutcome(Array(text.utf8))
  }

  /// What Windows tools save: a carriage return before a line feed is read plainly (a line
  /// feed; in a value, with it, one space), one alone is XMLParser's (it ends a line there too);
  /// before the document's first element, a byte order mark is read plainly only as the file's
  /// first bytes (one in text is a character, read plainly too).
  @Test(arguments: [
    ("<a>\r\n</a>", true), ("<a b='x\r\ny'/>", true), ("<a\r\nb='1'\r\n/>", true),
    ("\r\n<a/>\r\n", true), ("<?xml version=\"1.0\"?>\r\n<a/>\r\n", true),
    ("<?xml version=\"1.0\"\r\n?><a/>", true), ("<a b='&#13;\r\n'/>", true),
    ("<a b='é\r\né' c='1'\r\n>é\r\n<c/></a\r\n>", true), ("<a>\r\n<b\r\n/>\r\n</a>", true),
    ("<a>\r</a>", false), ("<a b='\r'/>", false), ("<a b='1'\r/>", false),
    ("<a>\r\r\n</a>", false), ("<a b='\r\r\n'/>", false), ("<a/>\r", false),
    ("<a>\r<b/></a>", false), ("<a b='1'>\r\n\r<c/></a>", false), ("<a\rb='1'/>", false),
    ("\u{FEFF}<a/>", true), ("\u{FEFF}<a b='1'/>", true), ("\u{FEFF}\n<a\nb='é'/>", true),
    ("\u{FEFF}<?xml version=\"1.0\"?><a/>", true), ("\u{FEFF}<a>\u{FEFF}<b/></a>", true),
    ("\u{FEFF}\r\n<a/>\r\n", true), ("\u{FEFF}\u{FEFF}<a/>", false),
    ("\u{FEFF} <?xml version=\"1.0\"?><a/>", false), ("<a/>\u{FEFF}", false),
    (" \u{FEFF}<a/>", false), ("\u{FEFF}", false),
  ])
  func whatWindowsToolsSaveReadsTheSameEitherWay(_ text: String, readsPlainly: Bool) {
    Self.expectSameOutcome(Array(text.utf8))
    #expect(Self.readsPlainly(Array(text.utf8)) == readsPlainly, "\(text.debugDescription)")
  }

  /// A key is first compared whole with the previous tag's at its place: a key that goes on
  /// past it is read as a name of its own, and a key repeated in one tag after a key that was
  /// not the previous tag's is still found out.
  @Test(arguments: [
    ("<r k='1'><b kk='2'/><c k='3' l='4'/><d k='5' lm='6'/></r>", true),
    ("<r p='1' q='2'><b q='1' q='2'/></r>", false),
    ("<r p='1' q='2'><b p='1' q='2' q='3'/></r>", false),
    ("<r p='1' q='2'><b p='1' p='2'/></r>", false),
    ("<r x='1'><b x:y='2'/></r>", false),
    ("<r x='1'><b x\u{E9}='2'/></r>", false),
    ("<r p='1'><b p='1' xmlns='u'/></r>", false),
    ("<r p='1' q='2'><a p='1' q='2'/><b p='1' q='2' p='3'/></r>", false),
    ("<r><a p='1' q='2'></a><b p='1' q='2' p='3'/></r>", false),
    ("<r p='1'><b p ='2'/></r>", true),
    ("<r p='1'><b p", false),
  ])
  func keysLikeThePreviousTagsReadTheSameEitherWay(_ text: String, readsPlainly: Bool) {
    Self.expectSameOutcome(Array(text.utf8))
    #expect(Self.readsPlainly(Array(text.utf8)) == readsPlainly)
  }

  /// An end tag's name is compared whole with the open element's; spaces in text are passed
  /// eight at a time.
  @Test(arguments: [
    "<a></a >", "<a></a\n>", "<a></ab>", "<ab></a>", "<a></a:b>", "<a></a\u{E9}>", "<a></A>",
    "<a></", "<a></a", "<a>" + String(repeating: " ", count: 7) + "<b/></a>",
    "<a>" + String(repeating: " ", count: 8) + "&amp;</a>",
    "<a>" + String(repeating: " ", count: 9) + "\u{1}</a>",
    "<a>" + String(repeating: " ", count: 16) + "\u{E9}<b c='1'/></a>",
    "<a>" + String(repeating: " ", count: 17),
    "<a>" + String(repeating: " ", count: 10_000) + "</a>",
    "<a>" + String(repeating: " ", count: 10_001) + "</a>",
  ])
  func endTagsAndSpacesReadTheSameEitherWay(_ text: String) {
    Self.expectSameOutcome(Array(text.utf8))
  }

  /// Nesting up to the limit and past it, and past libxml2's own limit of 256 levels.
  @Test(arguments: [255, 256, 257, 300, 511, 512, 513, 514])
  func deepDocumentsReadTheSameEitherWay(depth: Int) {
    let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    Self.expectSameOutcome(Array(text.utf8))
  }

  /// Names and values longer than libxml2 takes without its "huge" option are XMLParser's.
  @Test(arguments: [1_000, 50_001])
  func longNamesReadTheSameEitherWay(length: Int) {
    let name = String(repeating: "n", count: length)
    Self.expectSameOutcome(Array("<\(name) \(name)='1'/>".utf8))
  }

  /// A document past 10,000,000 bytes that the plain reader leaves to XMLParser (here for its
  /// comment) is read: handed over in one piece, libxml2 refused it ("huge input lookup",
  /// error 1), and with it every valid dump that size.
  @Test func documentsPastTenMegabytesAreReadByXMLParser() {
    let element = "<n v=\"" + String(repeating: "x", count: 9_990) + "\"/>"
    let text = "<r><!-- a comment -->" + String(repeating: element, count: 1_050) + "</r>"
    let bytes = Array(text.utf8)
    #expect(bytes.count > 10_000_000)
    #expect(!Self.readsPlainly(bytes))
    let outcome = Self.outcome(bytes, plain: false)
    #expect(!outcome.hasPrefix("error:"), "\(outcome.prefix(300))")
    #expect(outcome.split(separator: "\n").count == 1_051)
  }

  /// Many distinct long names overflow libxml2's dictionary of names (10,000,000 bytes of pools
  /// without its "huge" option): XMLParser refuses the document, and the plain reader leaves it
  /// to XMLParser.
  @Test func namesBeyondLibxml2sDictionaryReadTheSameEitherWay() {
    let names = (0..<1_400).map { "n" + String(repeating: "x", count: 9_993) + "\(10_000 + $0)" }
    let text = "<r>" + names.map { "<\($0)/>" }.joined() + "</r>"
    #expect(Self.outcome(Array(text.utf8), plain: false).hasPrefix("error:"))
    Self.expectSameOutcome(Array(text.utf8))
  }

  /// A declaration is read plainly when its parts come in their order (the version, then the
  /// encoding, then the standalone flag; each but the version optional, none twice), spelled as
  /// XML spells them, with the values the plain reader knows; read either way the same.
  @Test(arguments: [
    ("version='1.0'", true), ("version=\"1.0\" encoding=\"UTF-8\"", true),
    ("version='1.0' encoding='utf8'", true), ("version='1.0' encoding='Utf-8'", true),
    ("version='1.0' standalone='no'", true),
    ("version='1.0' encoding='UTF-8' standalone='yes'", true),
    ("version = '1.0'\n encoding\t=\"utf-8\" ", true),
    ("version='1.0'\r\n encoding\t=\r\n'utf-8'", true), ("version='1.0'\r encoding='utf-8'", false),
    ("", false), ("version='1.1'", false), ("version='1.0 '", false), ("Version='1.0'", false),
    ("encoding='UTF-8'", false), ("encoding='UTF-8' version='1.0'", false),
    ("version='1.0' version='1.0'", false), ("version='1.0' encoding='UTF-16'", false),
    ("version='1.0' encoding='utf'", false),
    ("version='1.0' encoding='UTF-8' encoding='UTF-8'", false),
    ("version='1.0' standalone='yes' encoding='UTF-8'", false),
    ("version='1.0' standalone='yes' standalone='no'", false),
    ("version='1.0' standalone='Yes'", false), ("version='1.0' standalone='maybe'", false),
    ("version='1.0' ENCODING='UTF-8'", false), ("version='1.0' other='1'", false),
    ("version='1.0'encoding='UTF-8'", false), ("version='1'", false), ("version='1.00'", false),
    ("standalone='yes'", false), ("standalone='no' version='1.0'", false),
    ("version='1.0' Standalone='yes'", false),
  ])
  func declarationsAreReadPlainlyInTheirOrder(_ parts: String, readsPlainly: Bool) {
    let text = "<?xml " + parts + "?>\n<a b='1'/>\n"
    #expect(Self.readsPlainly(Array(text.utf8)) == readsPlainly, "\(text.debugDescription)")
    Self.expectSameOutcome(Array(text.utf8))
  }

  /// Names compared whole with earlier ones count toward the budget of names as names read
  /// byte by byte do: 10,000 bytes a tag here (`e` and its key, each with one more), with 4 for
  /// `r`'s start and end tags, read plainly up to 4,000,000 bytes and left to XMLParser past it.
  @Test(arguments: [(399, true), (400, false)])
  func repeatedNamesCountTowardTheBudget(tags: Int, readsPlainly: Bool) {
    let key = String(repeating: "k", count: 9_997)
    let text = "<r>" + String(repeating: "<e \(key)='1'/>", count: tags) + "</r>"
    #expect(Self.readsPlainly(Array(text.utf8)) == readsPlainly)
    Self.expectSameOutcome(Array(text.utf8))
  }

  /// An element starts on the line of its own `<`, also after characters of several bytes on
  /// that line (its column counts characters, not bytes).
  @Test(arguments: [true, false])
  func anElementStartsOnTheLineOfItsOwnTag(plain: Bool) throws {
    let text = "<r a='\n'>\néééééééééé<a/>\n‘’<b\nc='1'/></r>"
    let input = try SnapshotInput(Array(text.utf8), file: "dump.xml")
    let tree = try XMLElementTree(input: input, readsPlainXML: plain)
    // `r`'s tag ends on line 2, `a`'s `<` follows ten `é` on line 3, `b`'s tag spans lines 4–5.
    #expect(tree.elements.map(\.startLine) == [1, 3, 4])
  }

  /// A one-line dump (as uiautomator writes them) gives each element the column of its tag's
  /// end, counted in characters.
  @Test func columnsCountCharactersOnALongLine() throws {
    let text = "<a>" + String(repeating: "<b c='é‘’'/>", count: 2_000) + "</a>"
    #expect(Self.readsPlainly(Array(text.utf8)))
    Self.expectSameOutcome(Array(text.utf8))
    let input = try SnapshotInput(Array(text.utf8), file: "dump.xml")
    let tree = try XMLElementTree(input: input)
    #expect(tree.elements.last?.column == 3 + 1_999 * 12 + 11)
  }
}

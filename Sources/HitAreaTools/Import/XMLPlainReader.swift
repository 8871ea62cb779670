import HitAreaAuditing
@_spi(Readers) import HitAreaSnapshot

/// Reads the plain XML that screen dumps are made of straight from the bytes, without
/// FoundationXML: elements with attributes, white space between them, an XML declaration.
///
/// It gives the elements XMLParser's events give (``XMLElementTree/Element``: names, attributes
/// with their references resolved and their white space made spaces, the line and column the
/// parser reports at each start tag) and the line of each element's `<`. Names and values are
/// ranges of the document's bytes, so reading makes no `String`; a value with a reference or
/// white space to change is rewritten apart, at offsets that count on from the document's end.
///
/// Lines may end in a carriage return and a line feed (a file saved on Windows, or checked out
/// with Git's `autocrlf`): XML reads the pair as a line feed, in a value as one space.
///
/// A file may start with a byte order mark, as Windows tools save UTF-8.
///
/// It gives `nil` for anything else: comments, CDATA, processing instructions, namespaces,
/// DOCTYPEs, a carriage return alone, text with a reference, a name or character
/// XML refuses, any error, a limit reached. XMLParser then reads the document and names what is
/// wrong; a document this reader takes is one XMLParser takes, with the same elements
/// (`XMLPlainReaderTests` holds the two to that).
///
/// ```swift
/// let contents = XMLPlainReader.read(bytes, maximumDepth: 513, maximumCount: 100_000)
///   ?? parsedByXMLParser
/// ```
enum XMLPlainReader {
  /// The document's elements, the document element first, and their attributes, or `nil` when
  /// XMLParser must read it.
  ///
  /// - Parameters:
  ///   - bytes: The document, UTF-8 text (`SnapshotInput.requireText()`).
  ///   - maximumDepth: The most elements open at once.
  ///   - maximumCount: The most elements; one more is what XMLParser's reading refuses.
  /// - Complexity: O(n) for n bytes.
  static func read(_ bytes: [UInt8], maximumDepth: Int, maximumCount: Int)
    -> XMLElementTree.Contents?
  {
    // A byte order mark (as Windows tools save UTF-8) is no character of the document: lines
    // and columns count from after it.
    let start = UTF8Text.byteOrderMarkLength(bytes)
    let read = bytes.withUnsafeBufferPointer { buffer in
      var scan = Scan(bytes: buffer, maximumDepth: maximumDepth, maximumCount: maximumCount)
      return scan.run(from: start) ? scan.contents : nil
    }
    guard var contents = read else { return nil }
    // The names and values are the document's bytes (shared, not copied); the rewritten values
    // are ranges from its end on.
    contents.text = bytes
    return contents
  }
}

/// One pass over a document; every `false` means "not plain XML, ask XMLParser".
private struct Scan {
  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  let maximumCount: Int
  /// The offset of the next byte.
  var i = 0
  /// The elements and attributes read so far; `rewritten` holds the values rewritten
  /// (references resolved, white space made spaces), at offsets that count from the document's
  /// end.
  var contents = XMLElementTree.Contents()
  /// The open elements.
  var stack: [Int] = []
  /// The line feeds passed so far: each step that passes a line feed counts it (names never
  /// hold one), so no second pass over the bytes counts lines.
  var lineFeeds = 0
  /// Where the line after the last line feed passed starts.
  var lineStart = 0
  /// Where the last start tag was reported, with its column as libxml2 counts it (characters
  /// since the line's start, from 1).
  var mark = (offset: 0, column: 1)
  /// Whether a byte beyond ASCII may have been passed since ``mark``: the next column is then
  /// counted by characters from there, else by bytes.
  var passedHighByte = false

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumCount: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    self.maximumCount = maximumCount
    // Room for the attributes at once, an estimate: a dump's attribute takes about 20 to 27
    // bytes of the file on average (the fixtures', uiautomator's and XCUITest's alike), so this
    // is more than a dump needs. A large file's list grows from the most made at once.
    contents.entries.reserveCapacity(
      min(bytes.count / Self.bytesPerAttribute, Self.mostAttributesAtOnce))
  }

  /// Fewer bytes of a document than any dump's attributes take each, on average.
  private static let bytesPerAttribute = 16
  /// The most attributes room is made for at once (2.5 MB of entries).
  private static let mostAttributesAtOnce = 65_536

  private static let namespaceDeclaration = Array("xmlns".utf8)
  /// The longest name, attribute value or run of text read here: libxml2 refuses longer ones
  /// (names of more than 50,000 bytes, values and texts of more than 10,000,000) unless told
  /// otherwise, so XMLParser reads them.
  private static let longest = 10_000
  /// The most bytes of names read here, repeats included, each with one more for the zero that
  /// ends it in libxml2's store.
  ///
  /// libxml2 keeps each distinct name in a dictionary limited to
  /// 10,000,000 bytes of pools and refuses the document beyond it ("out of memory"); this
  /// budget keeps the distinct names far below that, and a document that needs more is
  /// XMLParser's.
  private static let nameBudget = 4_000_000
  /// Whether each byte may go on a name or a declaration's value: a letter, a digit, `_`, `-`,
  /// `.` (indexed by the byte).
  private static let continuesName: [Bool] = (0...255).map { value in
    let byte = UInt8(value)
    return ASCII.isLetterOrDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }
  /// The bytes of names read so far, as ``nameBudget`` counts them.
  var nameBytes = 0
  /// The attributes of the last start tag read (end tags between leave them): a dump writes its
  /// elements' attributes in the same order, so each key is first compared whole with the one
  /// at its place there.
  var previousAttributes = 0..<0

  /// Reads the document from `start` (past a byte order mark); whether it is plain XML.
  mutating func run(from start: Int) -> Bool {
    i = start
    lineStart = start
    mark = (start, 1)
    if bytes[i...].starts(with: XMLElementTree.declarationStart) {
      guard declaration() else { return false }
    }
    skipSpaces()
    guard i < bytes.count, bytes[i] == UInt8(ascii: "<") else { return false }
    while i < bytes.count {
      // At a `<`.
      i += 1
      guard i < bytes.count else { return false }
      if bytes[i] == UInt8(ascii: "/") {
        guard endTag() else { return false }
        if stack.isEmpty {
          skipSpaces()
          return i == bytes.count && !contents.elements.isEmpty
        }
      } else {
        guard startTag() else { return false }
        if stack.isEmpty {  // an empty document element
          skipSpaces()
          return i == bytes.count
        }
      }
      guard text() else { return false }
    }
    return false
  }

  // MARK: - Markup

  /// `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`, each part but the version
  /// optional, and nothing else.
  private mutating func declaration() -> Bool {
    i += XMLElementTree.declarationStart.count
    // The parts read so far, which come in this order: none, the version, the encoding, the
    // standalone flag (the encoding may be left out). Compared as bytes: made strings, they cost
    // about 2,700 instructions a file.
    var parts = 0
    while true {
      let hadSpace = skipSpaces()
      if i + 1 < bytes.count && bytes[i] == UInt8(ascii: "?") && bytes[i + 1] == UInt8(ascii: ">") {
        i += 2
        return parts > 0
      }
      guard hadSpace, let name = name(), skipSpacesAndEquals(), let value = quotedASCII() else {
        return false
      }
      if holds(name, "version") {
        guard parts == 0, holds(value, "1.0") else { return false }
        parts = 1
      } else if holds(name, "encoding") {
        let utf8 = holds(value, "utf-8", caseless: true) || holds(value, "utf8", caseless: true)
        guard parts == 1, utf8 else { return false }
        parts = 2
      } else if holds(name, "standalone") {
        guard parts == 1 || parts == 2, holds(value, "yes") || holds(value, "no") else {
          return false
        }
        parts = 3
      } else {
        return false
      }
    }
  }

  /// Whether a range of the document holds a word, in the same case or (`caseless`) in any.
  private func holds(_ range: Range<Int>, _ word: StaticString, caseless: Bool = false) -> Bool {
    word.withUTF8Buffer { word in
      guard range.count == word.count else { return false }
      for (k, byte) in zip(range, word) {
        let mine = bytes[k]
        guard mine == byte || (caseless && ASCII.lower(mine) == ASCII.lower(byte)) else {
          return false
        }
      }
      return true
    }
  }

  /// After `<`: a name, attributes, `>` or `/>`.
  ///
  /// This step and the attribute steps it takes (`expectName`, `name`, `attributeValue`, `add`)
  /// are inlined into the loop: a call each, for every attribute, was 1.3 % of the XML
  /// fixtures.
  @inline(__always) private mutating func startTag() -> Bool {
    // The element starts on the line of its `<`, which is just behind.
    let startLine = 1 + lineFeeds
    guard stack.count < maximumDepth, contents.elements.count <= maximumCount,
      let name = name()
    else {
      return false
    }
    let first = contents.entries.count
    let previous = previousAttributes
    // Whether every key so far was the previous tag's at its place.
    var repeats = true
    while true {
      let hadSpace = skipSpaces()
      guard i < bytes.count else { return false }
      let byte = bytes[i]
      if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { break }
      guard hadSpace else { return false }
      let place = previous.lowerBound + (contents.entries.count - first)
      if repeats, place < previous.upperBound, let key = expectName(contents.entries[place].name) {
        // The previous tag's key at this place, after its keys before it: not `xmlns` (that
        // tag's was not), and none of this tag's keys so far (those are that tag's before it,
        // all different from it). Its summary is that key's.
        guard skipSpacesAndEquals(), let value = attributeValue() else { return false }
        let summary = contents.entries[place].summary
        contents.entries.append(.init(summary: summary, name: key, value: value))
        continue
      }
      repeats = false
      // `xmlns` declares a namespace, which XMLParser does not report as an attribute.
      guard let key = self.name(), !isNamespaceDeclaration(key), skipSpacesAndEquals(),
        let value = attributeValue(), add(key, value, from: first)
      else { return false }
    }
    previousAttributes = first..<contents.entries.count
    // XMLParser reports a start tag where its `>` or `/>` begins.
    let column = column(at: i)
    let parent = stack.last
    if parent == nil && !contents.elements.isEmpty { return false }
    let index = contents.elements.count
    contents.append(
      XMLElementTree.Element(
        name: name, attributes: first..<contents.entries.count, parent: parent,
        position: parent.map { contents.elements[$0].childCount } ?? 0, line: 1 + lineFeeds,
        column: column, startLine: startLine))
    if bytes[i] == UInt8(ascii: "/") {
      guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") else { return false }
      i += 2
    } else {
      i += 1
      stack.append(index)
    }
    return true
  }

  /// After `</`: the innermost open element's name, spaces, `>`.
  private mutating func endTag() -> Bool {
    i += 1
    // The open element's name must come: compared whole (what ``name()`` would read there, the
    // only name it may be), not read byte by byte.
    guard let open = stack.popLast(), expectName(contents.elements[open].name) != nil else {
      return false
    }
    skipSpaces()
    guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { return false }
    i += 1
    return true
  }

  /// Text up to the next `<`, which XMLParser's readers ignore: it must hold no reference and no
  /// `]]>`, and only characters XML allows.
  private mutating func text() -> Bool {
    let start = i
    let raw = UnsafeRawBufferPointer(bytes)
    while i < bytes.count {
      let byte = bytes[i]
      // A space needs no other look: indentation is passed eight spaces at a time.
      if byte == UInt8(ascii: " ") {
        let eightSpaces =
          i + 8 <= bytes.count
          && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0x2020_2020_2020_2020
        i += eightSpaces ? 8 : 1
        continue
      }
      if byte == UInt8(ascii: "<") { return i - start <= Self.longest }
      if byte == UInt8(ascii: "&") || !isAllowed(at: i) { return false }
      if byte == UInt8(ascii: ">") && i >= 2 && bytes[i - 1] == UInt8(ascii: "]")
        && bytes[i - 2] == UInt8(ascii: "]")
      {
        return false
      }
      passed(byte, at: i)
      i += 1
    }
    return true
  }

  /// Counts a byte passed in text or in a value: a line feed, or one beyond ASCII.
  @inline(__always) private mutating func passed(_ byte: UInt8, at offset: Int) {
    if byte == 0x0A {
      lineFeeds += 1
      lineStart = offset + 1
    } else if byte >= 0x80 {
      passedHighByte = true
    }
  }

  /// The column of `offset`, where a start tag is reported, as libxml2 counts it.
  ///
  /// Counted from the last mark when no line feed came since, else from the line's start; by
  /// bytes when no byte beyond ASCII was passed on the way (one column a byte), else by
  /// characters (a byte that does not continue one). No line feed lies between the two: each
  /// was counted as it was passed.
  private mutating func column(at offset: Int) -> Int {
    var (start, column) = mark
    if lineStart > start { (start, column) = (lineStart, 1) }
    if passedHighByte {
      for k in start..<offset where bytes[k] & 0xC0 != 0x80 { column += 1 }
    } else {
      column += offset - start
    }
    mark = (offset, column)
    passedHighByte = false
    return column
  }

  // MARK: - Attributes

  /// Adds an attribute to the element whose attributes start at `first`; `false` (and nothing
  /// added) when it has one of that name.
  @inline(__always) private mutating func add(
    _ name: Range<Int>, _ value: Range<Int>, from first: Int
  ) -> Bool {
    let summary = XMLAttributes.summary(of: UnsafeBufferPointer(rebasing: bytes[name]))
    let bytes = bytes
    let known = contents.entries.withUnsafeBufferPointer { entries in
      entries[first...].contains {
        $0.summary == summary && Self.equal($0.name, name, in: bytes)
      }
    }
    guard !known else { return false }
    contents.entries.append(.init(summary: summary, name: name, value: value))
    return true
  }

  /// Whether two ranges of the document hold the same bytes.
  private static func equal(
    _ a: Range<Int>, _ b: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    XMLAttributes.equal(
      UnsafeBufferPointer(rebasing: bytes[a]), UnsafeBufferPointer(rebasing: bytes[b]))
  }

  /// Whether a name is `xmlns`.
  private func isNamespaceDeclaration(_ name: Range<Int>) -> Bool {
    Self.namespaceDeclaration.withUnsafeBufferPointer {
      XMLAttributes.equal(UnsafeBufferPointer(rebasing: bytes[name]), $0)
    }
  }

  /// The text of a range of the document.
  private func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  // MARK: - Parts

  /// A name ``name()`` read before (a range of the document: a letter or `_` first, then bytes
  /// that continue a name, no longer than ``longest``) when the same bytes come next, compared
  /// whole: what ``name()`` would read there.
  ///
  /// `nil`, with nothing read, when other bytes come, when the name goes on after them, or when
  /// the budget of names is spent: ``name()`` may then read on. (A colon or a byte beyond ASCII
  /// after them, which ``name()`` refuses, is refused by what must come after any spaces: the
  /// `=` after a key, the `>` of an end tag.)
  @inline(__always) private mutating func expectName(_ name: Range<Int>) -> Range<Int>? {
    let end = i + name.count
    guard end < bytes.count, !Self.continuesName[Int(bytes[end])],
      nameBytes + name.count + 1 <= Self.nameBudget,
      XMLAttributes.equal(
        UnsafeBufferPointer(rebasing: bytes[name]), UnsafeBufferPointer(rebasing: bytes[i..<end]))
    else { return nil }
    nameBytes += name.count + 1
    defer { i = end }
    return i..<end
  }

  /// An ASCII name without a colon (a letter or `_`, then letters, digits, `_`, `-`, `.`):
  /// where it is.
  @inline(__always) private mutating func name() -> Range<Int>? {
    let start = i
    guard i < bytes.count, ASCII.isLetter(bytes[i]) || bytes[i] == UInt8(ascii: "_") else {
      return nil
    }
    i += 1
    let continuesName = Self.continuesName  // read once: a static is a lazy global's check
    while i < bytes.count && continuesName[Int(bytes[i])] { i += 1 }
    // A name that goes on with a colon or a character beyond ASCII is for XMLParser, and so is
    // a long one (libxml2 refuses names of more than 50,000 bytes).
    if i < bytes.count && (bytes[i] == UInt8(ascii: ":") || bytes[i] >= 0x80) { return nil }
    guard i - start <= Self.longest else { return nil }
    nameBytes += i - start + 1
    guard nameBytes <= Self.nameBudget else { return nil }
    return start..<i
  }

  /// Spaces, `=`, spaces.
  private mutating func skipSpacesAndEquals() -> Bool {
    skipSpaces()
    guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return false }
    i += 1
    skipSpaces()
    return true
  }

  /// A quoted value of ASCII letters, digits, `.`, `_` and `-` (the declaration's): where it is,
  /// without its quotes.
  private mutating func quotedASCII() -> Range<Int>? {
    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
      return nil
    }
    let quote = bytes[i]
    let start = i + 1
    i = start
    let continuesName = Self.continuesName  // read once: a static is a lazy global's check
    while i < bytes.count && bytes[i] != quote {
      guard continuesName[Int(bytes[i])] else { return nil }
      i += 1
    }
    guard i < bytes.count else { return nil }
    i += 1
    return start..<(i - 1)
  }

  /// A quoted attribute value, its references resolved and its tabs and line feeds made spaces
  /// (a carriage return and the line feed after it, one space: XML's attribute-value
  /// normalization): where its bytes are, or where they were rewritten (offsets that count from
  /// the document's end).
  @inline(__always) private mutating func attributeValue() -> Range<Int>? {
    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
      return nil
    }
    let quote = bytes[i]
    i += 1
    let start = i
    // The plain case: no reference and no white space to change, the value is its bytes.
    let raw = UnsafeRawBufferPointer(bytes)
    // The bytes of the blocks passed, or-ed: whether one is beyond ASCII (a block that ends the
    // value may add bytes after it, which only makes its column counted by characters).
    var passedBytes = SIMD16<UInt8>(repeating: 0)
    // Most values are short: their closing quote is the first byte after the opening quote that
    // needs a look, within sixteen, and the value is its bytes before it. Otherwise the loop
    // goes on from that byte, or after the block when none needs a look.
    if i + 16 <= bytes.count {
      let block = ByteBlock(raw, at: i)
      let first = ByteBlock.first(in: Self.looks(in: block, quote: quote))
      passedBytes = block.bytes
      if first < 16 && bytes[i + first] == quote {
        let words = ByteBlock.words(block.bytes)
        if !ByteWord.isASCII(words.low | words.high) { passedHighByte = true }
        i += first + 1
        return start..<(i - 1)
      }
      i += first
    }
    while i < bytes.count {
      // Sixteen bytes at a time, compared as a vector, past bytes that need no look (``looks``).
      if i + 16 <= bytes.count {
        let block = ByteBlock(raw, at: i)
        passedBytes |= block.bytes
        let looks = Self.looks(in: block, quote: quote)
        guard looks.low | looks.high != 0 else {
          i += 16
          continue
        }
        i += ByteBlock.first(in: looks)
      }
      let byte = bytes[i]
      if byte == quote || byte == UInt8(ascii: "&") || byte < 0x20 { break }
      if byte == UInt8(ascii: "<") || !isAllowed(at: i) { return nil }
      passedBytes[0] |= byte
      i += 1
    }
    let passedWords = ByteBlock.words(passedBytes)
    if !ByteWord.isASCII(passedWords.low | passedWords.high) { passedHighByte = true }
    guard i < bytes.count, i - start <= Self.longest else { return nil }
    if bytes[i] == quote {
      i += 1
      return start..<(i - 1)
    }
    let rewritten = contents.rewritten.count
    contents.rewritten.append(contentsOf: bytes[start..<i])
    while i < bytes.count {
      let byte = bytes[i]
      if byte == quote {
        i += 1
        guard i - start <= Self.longest else { return nil }
        return (bytes.count + rewritten)..<(bytes.count + contents.rewritten.count)
      }
      if byte == UInt8(ascii: "&") {
        guard let scalar = reference() else { return nil }
        contents.rewritten.append(contentsOf: String(Character(scalar)).utf8)
        continue
      }
      if byte == UInt8(ascii: "<") || !isAllowed(at: i) { return nil }
      // A carriage return goes with the line feed after it (``isAllowed(at:)``): the pair is
      // one line feed, one space.
      if byte != 0x0D { contents.rewritten.append(byte == 0x09 || byte == 0x0A ? 0x20 : byte) }
      passed(byte, at: i)
      i += 1
    }
    return nil
  }

  /// The bytes of a block of a quoted value that need a look (``ByteBlock/highBits(where:)``):
  /// the quote, `&`, `<`, a control character, and 0xEF (which may start U+FFFE or U+FFFF).
  @inline(__always) private static func looks(in block: ByteBlock, quote: UInt8)
    -> (low: UInt64, high: UInt64)
  {
    block.highBits(
      where: block.matches(quote) .| block.matches(UInt8(ascii: "&"))
        .| block.matches(UInt8(ascii: "<")) .| block.controlBytes .| block.matches(0xEF))
  }

  private static let namedReferences: [(name: [UInt8], scalar: Unicode.Scalar)] = [
    (Array("lt".utf8), "<"), (Array("gt".utf8), ">"), (Array("amp".utf8), "&"),
    (Array("quot".utf8), "\""), (Array("apos".utf8), "'"),
  ]

  /// At `&`: a predefined entity or a character reference to a character XML allows.
  private mutating func reference() -> Unicode.Scalar? {
    i += 1
    guard let semicolon = bytes[i...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
      return nil
    }
    let body = bytes[i..<semicolon]
    i = semicolon + 1
    if body.first == UInt8(ascii: "#") {
      var digits = body.dropFirst()
      var radix: UInt32 = 10
      if digits.first == UInt8(ascii: "x") {
        radix = 16
        digits = digits.dropFirst()
      }
      guard !digits.isEmpty else { return nil }
      var value: UInt32 = 0
      for byte in digits {
        guard let digit = ASCII.digitValue(byte, radix: radix) else { return nil }
        value = value * radix + digit
        guard value <= 0x10FFFF else { return nil }
      }
      let allowed =
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
        || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
      return allowed ? Unicode.Scalar(value) : nil
    }
    return Self.namedReferences.first { $0.name.elementsEqual(body) }?.scalar
  }

  /// Whether the byte at `index` starts or continues a character this reader takes in text and
  /// values (XML allows them all): not a control character other than a tab, a line feed, or a
  /// carriage return before a line feed (which XML reads as one line feed; one alone, which it
  /// reads as a line feed too, is left to XMLParser), and not U+FFFE or U+FFFF.
  private func isAllowed(at index: Int) -> Bool {
    let byte = bytes[index]
    if byte < 0x20 {
      return byte == 0x09 || byte == 0x0A
        || byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
    }
    if byte == 0xEF && index + 2 < bytes.count && bytes[index + 1] == 0xBF
      && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF)
    {
      return false
    }
    return true
  }

  /// Passes spaces, tabs and line feeds (and carriage returns before them); whether there were
  /// any.
  @discardableResult @inline(__always) private mutating func skipSpaces() -> Bool {
    let start = i
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x0A {
        lineFeeds += 1
        lineStart = i + 1
      } else if byte != UInt8(ascii: " ") && byte != 0x09
        && !(byte == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A)
      {
        break
      }
      i += 1
    }
    return i > start
  }
}

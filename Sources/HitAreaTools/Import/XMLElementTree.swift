internal import Foundation
import HitAreaKit
@_spi(Readers) import HitAreaSnapshot

// The one file of HitAreaTools that parses XML. On Linux, XMLParser lives in FoundationXML.
#if canImport(FoundationXML)
internal import FoundationXML
#endif

/// The elements of an XML document, flat and in document order (pre-order), built without
/// recursion from XMLParser's events.
///
/// It reads a file already checked for its size (`SnapshotInput`). Before parsing, it refuses
/// bytes that are not UTF-8 text and files that declare a DOCTYPE or an entity (entity
/// expansion, as in the "billion laughs" attack, can grow without bound), and it stops at nesting
/// deeper than the node limit.
struct XMLElementTree {
  /// One element.
  struct Element {
    /// Where the element's name is in the tree's ``XMLElementTree/text``.
    var name: Range<Int>
    /// The element's attributes in the tree's ``XMLElementTree/entries``.
    var attributes: Range<Int>
    var parent: Int?
    /// The first element child, ``XMLElementTree/none`` for none.
    ///
    /// The children are a chain of indices, not an array an element (no allocation, nothing to
    /// release): read them with ``XMLElementTree/children(of:)``.
    var firstChild = XMLElementTree.none
    /// The last element child (``XMLElementTree/none`` for none), where the next one is linked.
    var lastChild = XMLElementTree.none
    /// The parent's next element child (``XMLElementTree/none`` for the last).
    var nextSibling = XMLElementTree.none
    /// How many element children it has.
    var childCount = 0
    /// The position among the parent's element children.
    var position: Int
    /// The line of the start tag's end, where the parser reports it, for messages.
    var line: Int
    /// The column of the start tag's end, where the parser reports it.
    var column: Int
    /// The line of the start tag's `<`: where the element starts in the file.
    var startLine: Int
  }

  /// What a reader makes of a document: its elements, and their names and attributes as ranges
  /// of a text.
  struct Contents {
    /// The elements, the document element first.
    var elements: [Element] = []
    /// Every element's attributes, in document order.
    var entries: [XMLAttributes.Entry] = []
    /// The text the names and values are ranges of.
    var text: [UInt8] = []
    /// Values the plain reader rewrote (references resolved, white space made spaces): a range
    /// from `text.count` on is a range of these, less `text.count`.
    var rewritten: [UInt8] = []
    /// Whether every attribute name is ASCII (the plain reader reads no other).
    var namesAreASCII = true

    /// Adds an element, the last child of its parent.
    ///
    /// - Parameter element: The element; its ``Element/parent`` is an element added before.
    mutating func append(_ element: Element) {
      let index = elements.count
      elements.append(element)
      guard let parent = element.parent else { return }
      let last = elements[parent].lastChild
      if last == XMLElementTree.none {
        elements[parent].firstChild = index
      } else {
        elements[last].nextSibling = index
      }
      elements[parent].lastChild = index
      elements[parent].childCount += 1
    }
  }

  /// No element: the end of a chain of children.
  static let none = -1

  /// The element children of an element, in document order.
  struct Children: Sequence, IteratorProtocol {
    /// The tree's elements.
    fileprivate let elements: [XMLElementTree.Element]
    /// The child ``next()`` gives.
    fileprivate var upcoming: Int

    /// The next child.
    mutating func next() -> Int? {
      guard upcoming != XMLElementTree.none else { return nil }
      defer { upcoming = elements[upcoming].nextSibling }
      return upcoming
    }
  }

  /// The element children of the element at `index`, in document order.
  func children(of index: Int) -> Children {
    Children(elements: elements, upcoming: elements[index].firstChild)
  }

  /// The elements, the document element first.
  private(set) var elements: [Element]
  /// The text the elements' names and attributes are ranges of: the document's bytes where the
  /// plain reader read it (a value it rewrote is in ``rewritten``).
  private let text: [UInt8]
  /// The values rewritten, at offsets from the text's end on (``Contents/rewritten``).
  private let rewritten: [UInt8]
  /// Every element's attributes, in document order.
  private let entries: [XMLAttributes.Entry]
  /// Whether every attribute name is ASCII.
  private let namesAreASCII: Bool
  /// The file's name, for errors.
  let file: String

  /// Parses a document.
  ///
  /// Nesting is limited to ``LayoutSnapshotLimits/maximumDepth`` levels of nodes plus one level
  /// for a wrapper element (`<AppiumAUT>`, `<hierarchy>`); the importers check the exact node
  /// depth.
  ///
  /// XMLParser on Linux recovers from some errors and still returns `true` from `parse()`; the
  /// first error it reports is treated as fatal here, as it is on Apple platforms.
  ///
  /// Plain XML (``XMLPlainReader``) is read straight from the bytes: it holds none of the
  /// refused markup. The rest is checked for it, and XMLParser reads it and names what is wrong.
  ///
  /// - Parameters:
  ///   - input: The document, already checked for its size.
  ///   - readsPlainXML: Whether plain XML is read without XMLParser (`false` asks XMLParser
  ///     for every document: what the plain reader's tests compare it with).
  /// - Throws: ``LayoutSnapshotError`` for hostile or malformed input.
  init(input: SnapshotInput, readsPlainXML: Bool = true) throws {
    try input.requireText()
    let bytes = input.bytes
    let file = input.file
    let maximumDepth = LayoutSnapshotLimits.maximumDepth + 1
    // A document the plain reader takes holds a `<` only where a tag starts or ends, after an
    // XML declaration at its start that declares UTF-8 if anything: no DOCTYPE, entity or
    // processing instruction, and no other encoding, so the checks below would pass it.
    if readsPlainXML,
      let plain = XMLPlainReader.read(
        bytes, maximumDepth: maximumDepth, maximumCount: LayoutSnapshotLimits.maximumNodeCount)
    {
      self.init(plain, file: file)  // their start lines found as they were read
      return
    }
    let markup = RefusedMarkup(in: bytes)
    for (keyword, found) in [("<!DOCTYPE", markup.doctype), ("<!ENTITY", markup.entity)] {
      if let offset = found {
        throw LayoutSnapshotError(
          .refusedMarkup, file: file, path: "",
          message: "\(keyword) declarations are refused: they can define entities that expand "
            + "without bound; remove it (\(UTF8Text.position(of: offset, in: bytes)))")
      }
    }
    if let encoding = Self.declaredEncoding(in: bytes),
      !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding.lowercased())
    {
      // The bytes are UTF-8 (checked above); libxml2 would switch decoders, and for some names
      // (UTF-7, found by fuzzing) it crashes doing so.
      throw LayoutSnapshotError(
        .notUTF8, file: file, path: "",
        message: "the XML declaration's encoding '\(encoding)' is not supported; "
          + "save the file as UTF-8")
    }
    if let offset = markup.instruction {
      // FoundationXML's XMLParser calls strlen on a null pointer for an instruction without data
      // (`<?X?>`, found by fuzzing); dumps carry none besides the XML declaration.
      throw LayoutSnapshotError(
        .refusedMarkup, file: file, path: "",
        message: "processing instructions (`<?…?>`) other than the XML declaration are refused "
          + "(\(UTF8Text.position(of: offset, in: bytes)))")
    }
    let builder = Builder(file: file, maximumDepth: maximumDepth)
    // Fed in pieces (a stream), not as one: libxml2 refuses a single piece past 10,000,000
    // bytes ("huge input lookup", error 1) unless told that huge documents are allowed, which
    // XMLParser cannot tell it, and refused every valid dump that size the plain reader leaves.
    let parser = XMLParser(stream: InputStream(data: Data(bytes)))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.delegate = builder
    let parsed = parser.parse()
    if let error = builder.failure { throw error }
    guard parsed, parser.parserError == nil else {
      throw builder.malformed(parser, parser.parserError)
    }
    guard !builder.contents.elements.isEmpty else {
      throw LayoutSnapshotError(.empty, file: file, path: "", message: "no XML elements")
    }
    var contents = builder.contents
    Self.findStartLines(of: &contents.elements, in: bytes)
    self.init(contents, file: file)
  }

  /// A tree of what a reader made of a file.
  private init(_ contents: Contents, file: String) {
    elements = contents.elements
    text = contents.text
    rewritten = contents.rewritten
    entries = contents.entries
    namesAreASCII = contents.namesAreASCII
    self.file = file
  }

  /// The name of the element at `index`.
  func name(of index: Int) -> String {
    text.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[elements[index].name]), as: UTF8.self)
    }
  }

  /// Whether the element at `index` is named `name`, a name written in the code.
  ///
  /// Compared by bytes, which is how `String`s compare when no character of `name` has another
  /// canonical spelling: ASCII without `K` (the Kelvin sign), `;` or a backquote (Greek marks).
  func element(_ index: Int, isNamed name: StaticString) -> Bool {
    assert(
      name.isASCII && !name.description.contains(where: { "K;`".contains($0) }),
      "\(name) has another canonical spelling")
    let key = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    return text.withUnsafeBufferPointer {
      XMLAttributes.equal(UnsafeBufferPointer(rebasing: $0[elements[index].name]), key)
    }
  }

  /// The attributes of the element at `index`.
  func attributes(of index: Int) -> XMLAttributes {
    XMLAttributes(
      text: text, rewritten: rewritten, entries: entries, range: elements[index].attributes,
      namesAreASCII: namesAreASCII)
  }

  /// Sets the start line of each element XMLParser reported.
  ///
  /// That is the line of the last `<` before the place where the parser reported its start tag
  /// (the tag's end, found by its line and its column in characters). No `<` can stand inside a
  /// tag, so that `<` opens the element's own tag, whichever line its attributes end on.
  ///
  /// - Complexity: O(n) for a document of n bytes, plus the length of each start tag: elements
  ///   come in the order of their tags, so one cursor walks each line's characters once.
  private static func findStartLines(of elements: inout [Element], in bytes: [UInt8]) {
    let starts = UTF8Text.lineStarts(in: bytes)
    var cursor = (line: 0, column: 1, offset: 0)
    for i in elements.indices {
      let line = min(max(elements[i].line, 1), starts.count)
      let column = max(elements[i].column, 1)
      let lineEnd = line < starts.count ? starts[line] : bytes.count
      if cursor.line != line || cursor.column > column {
        cursor = (line, 1, starts[line - 1])
      }
      // The column's byte: past one character (a byte and its continuation bytes) a column,
      // eight ASCII bytes at a time where they are.
      bytes.withUnsafeBytes { raw in
        while cursor.column + 8 <= column && cursor.offset + 8 <= lineEnd
          && ByteWord.isASCII(
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: cursor.offset, as: UInt64.self)))
        {
          cursor.offset += 8
          cursor.column += 8
        }
      }
      while cursor.column < column && cursor.offset < lineEnd {
        cursor.offset += 1
        while cursor.offset < lineEnd && bytes[cursor.offset] & 0xC0 == 0x80 { cursor.offset += 1 }
        cursor.column += 1
      }
      var offset = min(cursor.offset, bytes.count)
      while offset > 0, offset >= bytes.count || bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
      elements[i].startLine = UTF8Text.line(of: offset, lineStarts: starts)
    }
  }

  /// The element's path, such as `hierarchy/node[0]/node[2]`.
  func path(of index: Int) -> String {
    var steps: [String] = []
    var current: Int? = index
    while let i = current {
      let e = elements[i]
      steps.append(e.parent == nil ? name(of: i) : "\(name(of: i))[\(e.position)]")
      current = e.parent
    }
    return steps.reversed().joined(separator: "/")
  }

  /// An error about an element (and one of its attributes), naming its line.
  func error(
    _ kind: LayoutSnapshotError.Kind, at index: Int, attribute: String? = nil, _ message: String
  ) -> LayoutSnapshotError {
    LayoutSnapshotError(
      kind, file: file, path: path(of: index) + (attribute.map { "@\($0)" } ?? ""),
      message: "\(message) (line \(elements[index].line))")
  }

  /// Plain words for the commonest parser error codes (libxml2's `xmlParserErrors`, which are
  /// also `NSXMLParserError`'s values; `XMLParser.ErrorCode` does not match them on Linux).
  static let problems: [Int: String] = [
    4: "the document is empty",
    5: "the document ends too early or has content after its end",
    9: "an invalid character",
    23: "an entity reference without ';'",
    26: "an undeclared entity",
    38: "'<' in an attribute value",
    39: "an attribute value without quotes",
    40: "an unterminated attribute value",
    41: "an attribute without a value",
    42: "an attribute given twice",
    45: "an unterminated comment",
    63: "an unterminated CDATA section",
    65: "a missing space",
    68: "a missing name",
    73: "expected '>'",
    76: "an end tag that does not match its start tag",
    77: "an element that is never closed",
  ]

  /// The start of the XML declaration, `<?xml`.
  static let declarationStart = Array("<?xml".utf8)

  /// Where the content begins: after a UTF-8 byte order mark and leading white space.
  static func contentStart(in bytes: [UInt8]) -> Int {
    var start = UTF8Text.byteOrderMarkLength(bytes)
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    return start
  }

  /// The `encoding` of the XML declaration (`<?xml version="1.0" encoding="…"?>`), if any.
  static func declaredEncoding(in bytes: [UInt8]) -> String? {
    let start = contentStart(in: bytes)
    guard bytes[start...].starts(with: declarationStart) else { return nil }
    // Up to the declaration's `?>`, or 512 bytes when it is never closed (libxml2 still reads
    // the encoding of an unclosed declaration: found by fuzzing).
    let limit = min(bytes.count, start + 512)
    let end =
      (start..<max(start, limit - 1)).first {
        bytes[$0] == UInt8(ascii: "?") && bytes[$0 + 1] == UInt8(ascii: ">")
      } ?? limit
    let declaration = bytes[start..<end]
    guard declaration.allSatisfy({ $0 < 0x80 }) else {
      return encodingByCharacters(String(decoding: declaration, as: UTF8.self))
    }
    // ASCII, where characters are bytes (but CR LF, which is neither a quote nor passed over).
    let key = Array("encoding".utf8)
    guard
      var i = declaration.indices.first(where: { declaration[$0...].starts(with: key) })
    else { return nil }
    i += key.count
    // XML's white space (a line feed too, which the plain reader takes) and the `=`.
    while i < end
      && (bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "=") || bytes[i] == 0x09
        || bytes[i] == 0x0A || bytes[i] == 0x0D)
    {
      i += 1
    }
    guard i < end, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
      return ""
    }
    let quote = bytes[i]
    let value = bytes[(i + 1)..<end].prefix { $0 != quote }
    return String(decoding: value, as: UTF8.self)
  }

  /// ``declaredEncoding(in:)`` of a declaration read by characters (one that is not ASCII).
  static func encodingByCharacters(_ declaration: String) -> String? {
    guard let key = declaration.range(of: "encoding") else { return nil }
    // A carriage return and line feed are one character.
    var rest = declaration[key.upperBound...].drop {
      $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n"
    }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return "" }
    rest = rest.dropFirst()
    return String(rest.prefix { $0 != quote })
  }

  /// Collects XMLParser's events into elements with an explicit stack.
  private final class Builder: NSObject, XMLParserDelegate {
    let file: String
    let maximumDepth: Int
    /// The elements so far, their names and attributes copied into the contents' text.
    var contents = Contents()
    var stack: [Int] = []
    var failure: LayoutSnapshotError?

    init(file: String, maximumDepth: Int) {
      self.file = file
      self.maximumDepth = maximumDepth
    }

    /// The path of the innermost open element.
    var openPath: String {
      stack.map { i in
        let e = contents.elements[i]
        let name = String(decoding: contents.text[e.name], as: UTF8.self)
        return e.parent == nil ? name : "\(name)[\(e.position)]"
      }.joined(separator: "/")
    }

    /// Appends a name or value to the contents' text; where it is there.
    private func append(_ string: String) -> Range<Int> {
      let start = contents.text.count
      contents.text.append(contentsOf: string.utf8)
      return start..<contents.text.count
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      guard failure == nil else { return }
      let parent = stack.last
      let position = parent.map { contents.elements[$0].childCount } ?? 0
      let step = parent == nil ? elementName : "\(elementName)[\(position)]"
      if stack.count >= maximumDepth {
        fail(
          .limitExceeded, parser, path: openPath + "/" + step,
          "nesting deeper than \(LayoutSnapshotLimits.maximumDepth) levels of nodes")
        return
      }
      if contents.elements.count > LayoutSnapshotLimits.maximumNodeCount {
        fail(
          .limitExceeded, parser, path: openPath + "/" + step,
          "more than \(LayoutSnapshotLimits.maximumNodeCount) elements")
        return
      }
      if parent == nil && !contents.elements.isEmpty {
        fail(.syntax, parser, path: step, "more than one document element")
        return
      }
      let index = contents.elements.count
      let name = append(elementName)
      let first = contents.entries.count
      for (key, value) in attributeDict {
        let keyRange = append(key)
        let summary = contents.text.withUnsafeBufferPointer {
          XMLAttributes.summary(of: UnsafeBufferPointer(rebasing: $0[keyRange]))
        }
        contents.entries.append(.init(summary: summary, name: keyRange, value: append(value)))
        if !key.utf8.allSatisfy({ $0 < 0x80 }) { contents.namesAreASCII = false }
      }
      contents.append(
        Element(
          name: name, attributes: first..<contents.entries.count, parent: parent,
          position: position,
          line: parser.lineNumber, column: parser.columnNumber, startLine: parser.lineNumber))
      stack.append(index)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      guard failure == nil else { return }
      failure = malformed(parser, parseError)
      parser.abortParsing()
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
      self.parser(parser, parseErrorOccurred: validationError)
    }

    /// `malformed XML: an end tag that does not match its start tag (line 3, column 7)`, at the
    /// innermost open element.
    func malformed(_ parser: XMLParser, _ error: (any Error)?) -> LayoutSnapshotError {
      let code = (error as NSError?)?.code ?? 0
      let what = XMLElementTree.problems[code] ?? "error \(code)"
      return LayoutSnapshotError(
        .syntax, file: file, path: openPath,
        message: "malformed XML: \(what) (line \(parser.lineNumber), column \(parser.columnNumber))"
      )
    }

    func parser(
      _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?
    ) {
      fail(.refusedMarkup, parser, path: "", "entity declarations are refused")
    }

    func parser(
      _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
      systemID: String?
    ) {
      fail(.refusedMarkup, parser, path: "", "entity declarations are refused")
    }

    private func fail(
      _ kind: LayoutSnapshotError.Kind, _ parser: XMLParser, path: String, _ message: String
    ) {
      if failure == nil {
        failure = LayoutSnapshotError(
          kind, file: file, path: path, message: "\(message) (line \(parser.lineNumber))")
      }
      parser.abortParsing()
    }
  }
}

import HitAreaAuditing
import HitAreaKit
@_spi(Readers) import HitAreaSnapshot

/// Reads XCUITest's `debugDescription` text (what `po app` and `print(app.debugDescription)`
/// print, and what XCUITest shows on a failure) into a layout snapshot in points.
///
/// The text has one block per window: an optional `Attributes:` line, `Element subtree:`, then
/// one line per element, `Type, 0x…, {{x, y}, {w, h}}, identifier: '…', label: '…'`, nested by
/// indentation (the root starts with `→`), and optional `Path to element:` and `Query chain:`
/// trailers, which are not read. Lines before the first `Element subtree:` (log prefixes, an
/// assertion's message) are skipped; a block ends at a trailer, or at a blank line when no
/// element of the tree follows it. Inside a tree, a line in no element's shape, or a blank one,
/// is the rest of a label or value printed over lines, and is passed over.
///
/// - Frames are screen points and become parent-relative; an element without a frame (newer
///   Xcodes print none for the `Application`) gets the box around its children. Several
///   windows get a synthetic root around them, in the text's order (later ones in front); one
///   tree whose root is a target (a button's `debugDescription`) gets a synthetic screen from
///   the origin to 100 pt past it, so that the button is audited as a target. The
///   snapshot's platform is iOS; the main window (`Window (Main)`) gives the screen's size.
///   A tree beside one whose root is the Application is another screen: the text is refused.
/// - The type gets the `XCUIElementType` prefix (`Button` → `XCUIElementTypeButton`); targets
///   are ``XCUITestImporter/targetTypes``, and an `Other` whose older `traits:` bitmask has the
///   button bit (1), unless it covers the screen. Every other element is pass-through; bars
///   move in front of their siblings, as in ``XCUITestImporter``.
/// - A zero width or height, or a frame off the screen, hides the element (the text has no
///   visibility flag). `Disabled` (or the `traits:` bit 256, not enabled) marks it disabled.
/// - Quoted values (`label: 'It's 5'`) are not escaped in the text: a value ends at the first
///   `'` followed by `, ` and a known key or flag, or by the line's end. The id is `identifier`
///   when no other element has it, the node's path otherwise; the identifier is `identifier`;
///   the label is `label`, else `title`, else `identifier`, else `value`.
///
/// ```swift
/// let snapshot = try DebugDescriptionImporter.snapshot(from: Array(text.utf8), file: "app.txt")
/// ```
public enum DebugDescriptionImporter {
  /// Reads `debugDescription` text.
  ///
  /// - Parameters:
  ///   - bytes: The text (`Data`, `[UInt8]`, …), UTF-8.
  ///   - file: The file's name, for errors and the default snapshot name.
  ///   - options: The snapshot's name and touch pass-through.
  /// - Throws: `LayoutSnapshotError` naming the line, such as `line 12`.
  public static func snapshot(
    from bytes: some Collection<UInt8>, file: String, options: ImportOptions = ImportOptions()
  ) throws -> LayoutSnapshot {
    try read(SnapshotInput(bytes, file: file), options: options).snapshot
  }

  /// One element line.
  struct Element {
    var type: String
    var isMainWindow = false
    var frame: Rect?
    var identifier: String?
    var label: String?
    var title: String?
    var value: String?
    var traits: UInt64?
    var isDisabled = false
    /// The line in the text, from 1.
    var line: Int
    var parent: Int?
    var children: [Int] = []
  }

  /// Reads text already checked for its size and encoding, with the line of each element.
  static func read(_ input: SnapshotInput, options: ImportOptions) throws -> LoadedSnapshot {
    try input.requireText()
    let skip = UTF8Text.byteOrderMarkLength(input.bytes)
    return try input.bytes.withUnsafeBufferPointer { all in
      try read(
        UnsafeBufferPointer(rebasing: all[skip...]), file: input.file, path: nil, line: nil,
        options: options)
    }
  }

  /// Calls `body` with each line of the text and its number from 1: split at each line feed
  /// byte, the line feed left out, the last line after the last line feed, empty or not.
  static func forEachLine(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, Int) throws -> Void
  ) rethrows {
    let raw = UnsafeRawBufferPointer(bytes)
    var start = 0
    var number = 1
    while let feed = ByteWord.firstIndex(of: 0x0A, in: raw, from: start, to: bytes.count) {
      try body(start..<feed, number)
      start = feed + 1
      number += 1
    }
    try body(start..<bytes.count, number)
  }

  /// Whether a line's bytes (after its indentation) start as an element's do (see
  /// ``LineBody/hasElementShape``): a type of letters, perhaps a word in parentheses, `, `, then
  /// a field that holds `0x` and a hex digit (the address; a joiner may stand before it).
  static func hasElementShape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    guard i < bytes.count, ASCII.isLetter(bytes[i]) else { return false }
    while i < bytes.count && ASCII.isLetter(bytes[i]) { i += 1 }
    if i + 1 < bytes.count, bytes[i] == UInt8(ascii: " "), bytes[i + 1] == UInt8(ascii: "(") {
      while i < bytes.count && bytes[i] != UInt8(ascii: ")") { i += 1 }
      i += 1
    }
    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: ","), bytes[i + 1] == UInt8(ascii: " ")
    else { return false }
    i += 2
    while i + 2 < bytes.count && bytes[i] != UInt8(ascii: ",") {
      if bytes[i] == UInt8(ascii: "0"), bytes[i + 1] == UInt8(ascii: "x"),
        ASCII.digitValue(bytes[i + 2], radix: 16) != nil
      {
        return true
      }
      i += 1
    }
    return false
  }

  /// The line after its indentation, as `line.drop { $0 == " " || $0 == "\t" }`: the spaces
  /// and tabs it starts with, read by bytes unless other text follows them (an accent after a
  /// space makes one character of the two).
  static func droppingIndentation(_ line: Substring) -> Substring {
    ASCIIMatch.drop(
      from: line, whileByte: { $0 == 0x20 || $0 == 0x09 }, else: { $0 == " " || $0 == "\t" })
  }

  /// A line's text after its indentation and the root's `→`: its bytes when they are all
  /// ASCII, its characters otherwise.
  ///
  /// Its bytes are valid only while the text's are (inside the call that gave the text's buffer).
  enum LineBody {
    case ascii(DebugDescriptionASCIILine)
    case characters(Substring)

    /// Whether the text starts with `pattern`, ASCII without a carriage return.
    func hasPrefix(_ pattern: String) -> Bool {
      switch self {
      case .ascii(let line): line.hasPrefix(pattern)
      case .characters(let text): ASCIIMatch.hasPrefix(text, pattern)
      }
    }

    /// Whether the text starts as an element's line does: a type of letters, perhaps a word in
    /// parentheses (`Window (Main)`), then `, 0x` and a hex digit (its address).
    var hasElementShape: Bool {
      switch self {
      case .ascii(let line): line.withBytes(DebugDescriptionImporter.hasElementShape)
      case .characters(let text):
        text.utf8.withContiguousStorageIfAvailable(DebugDescriptionImporter.hasElementShape)
          ?? Array(text.utf8).withUnsafeBufferPointer(DebugDescriptionImporter.hasElementShape)
      }
    }

    /// The element on the line, or `nil` when the line is not an element.
    ///
    /// - Throws: For an element line whose frame cannot be read.
    func element(line: Int, file: String, place: (Int) -> String) throws -> Element? {
      switch self {
      case .ascii(let text): try text.element(line: line, file: file, place: place)
      case .characters(let text): try parse(text, line: line, file: file, place: place)
      }
    }
  }

  /// The parts of the line in `range`: whether nothing follows its indentation, the
  /// indentation's length, whether it is a root (`→` after the indentation), and its body (which
  /// may point into `bytes`: used while they are valid).
  ///
  /// - Parameters:
  ///   - range: The line, without its line end, in `bytes`.
  ///   - bytes: The text.
  ///   - characters: The characters of a range of `bytes`, for a line not read by bytes.
  static func parts(
    of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>,
    _ characters: (Range<Int>) -> Substring
  ) -> (isBlank: Bool, indent: Int, isRoot: Bool, body: LineBody) {
    var i = range.lowerBound
    while i < range.upperBound && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
    // `→` (U+2192, E2 86 92) joins no character before it; with ASCII after it, none after.
    let isRoot =
      i + 3 <= range.upperBound && bytes[i] == 0xE2 && bytes[i + 1] == 0x86
      && bytes[i + 2] == 0x92
    let body = UnsafeBufferPointer(rebasing: bytes[(isRoot ? i + 3 : i)..<range.upperBound])
    if let line = DebugDescriptionASCIILine(body) {
      return (i == range.upperBound, i - range.lowerBound, isRoot, .ascii(line))
    }
    return parts(of: characters(range))
  }

  /// The parts of a line (see ``parts(of:in:_:)``), by its characters.
  static func parts(
    of line: Substring
  ) -> (isBlank: Bool, indent: Int, isRoot: Bool, body: LineBody) {
    let trimmed = droppingIndentation(line)
    // Each character dropped is one byte.
    let indent = line.utf8.distance(from: line.startIndex, to: trimmed.startIndex)
    let isRoot = trimmed.first == "→"
    return (trimmed.isEmpty, indent, isRoot, .characters(isRoot ? trimmed.dropFirst() : trimmed))
  }

  /// Reads text held in a string at `path`, on `line` (WebDriverAgent's `format=description`).
  static func read(
    text: String, file: String, path: String?, line: Int?, options: ImportOptions
  ) throws -> LoadedSnapshot {
    try text.withUTF8Bytes { try read($0, file: file, path: path, line: line, options: options) }
  }

  /// Reads text, valid UTF-8, that a file holds directly (`path` and `line` `nil`) or in a
  /// string at `path`, on `line`.
  ///
  /// The text is split at each line feed byte (a `\r\n` ends a line too: split by characters,
  /// it is one character and no line would end). A line whose text after its indentation (and
  /// the root's `→`) is all ASCII is read by its bytes (``DebugDescriptionASCIILine``), any other
  /// by its characters (no string is made of the whole text).
  private static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, path: String?, line: Int?,
    options: ImportOptions
  ) throws -> LoadedSnapshot {
    let place: (Int) -> String = { number in
      path.map { "\($0), line \(number) of the description" } ?? "line \(number)"
    }
    var lines = ElementLines(bytes: bytes, file: file, place: place)
    try forEachLine(in: bytes) { range, number in
      // A carriage return at the end is a character of its own (it joins only a line feed).
      let hasReturn = !range.isEmpty && bytes[range.upperBound - 1] == 0x0D
      try lines.read(hasReturn ? range.dropLast() : range, number: number)
    }
    let (nodes, roots) = (lines.nodes, lines.roots)
    guard !nodes.isEmpty else {
      let found = String(decoding: bytes, as: UTF8.self).contains(Self.elementSubtree)
      throw LayoutSnapshotError(
        found ? .empty : .unrecognizedFormat, file: file, path: path ?? "",
        message: found
          ? "no elements after \"Element subtree:\""
          : "no \"Element subtree:\" line: not XCUITest debugDescription text; "
            + DumpFormat.supportedFormatsSentence)
    }
    return try snapshot(
      nodes, roots: roots, file: file, line: line, place: place, options: options)
  }

  /// The elements of a text's lines, read one line at a time: the state between lines (whether
  /// a window's tree is being read, the open elements by indentation) in one value, whose
  /// accesses are checked as the code is compiled (captured by the functions of a line, each
  /// access was checked as it ran: about a hundred a small file).
  private struct ElementLines {
    /// The text's bytes, valid UTF-8: valid only while the buffer that gave them is.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The file's name, for errors.
    let file: String
    /// The place of a line, by number, for errors.
    let place: (Int) -> String
    /// The elements so far, each after its parent.
    private(set) var nodes: [Element] = []
    /// The elements that start a window's tree.
    private(set) var roots: [Int] = []
    /// Whether the lines are a tree's (after `Element subtree:`).
    private var inBlock = false
    /// The open elements, by their indentation.
    private var stack: [(indent: Int, index: Int)] = []
    /// Whether a blank line came after the tree's last element (and no line since).
    private var isAfterBlankLine = false
    /// The line of the first tree's root, and of the first whose root is the Application.
    private var firstRootLine: Int?
    private var applicationLine: Int?

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, place: @escaping (Int) -> String) {
      self.bytes = bytes
      self.file = file
      self.place = place
    }

    /// The characters of the bytes in `range`, a line's (without its line end, which no
    /// character joins but a line feed's carriage return).
    private func characters(_ range: Range<Int>) -> Substring {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)[...]
    }

    /// Whether the line in `range` holds `Element subtree:`, as its characters say: by its
    /// bytes where they decide (no string made for each line before a tree and after it).
    private func holdsElementSubtree(_ range: Range<Int>) -> Bool {
      let line = UnsafeBufferPointer(rebasing: bytes[range])
      let found = DebugDescriptionImporter.elementSubtree.withUTF8Bytes {
        ASCIIMatch.firstOffset(of: $0, in: line)
      }
      if let found { return found != nil }
      return ASCIIMatch.firstRange(
        of: DebugDescriptionImporter.elementSubtree, in: characters(range)) != nil
    }

    /// Reads the line in `range` (without its line end), the `number`th, into the nodes.
    mutating func read(_ range: Range<Int>, number: Int) throws {
      guard inBlock else {
        if holdsElementSubtree(range) {
          inBlock = true
          stack = []
        }
        return
      }
      let (isBlank, indent, isRoot, body) = DebugDescriptionImporter.parts(
        of: range, in: bytes, characters)
      // A blank line in a tree may be one of a label's or a value's (`'Terms⏎⏎and
      // conditions'`): what follows it tells (it ended the tree, and every element after it
      // was dropped without a word).
      if isBlank, !stack.isEmpty {
        isAfterBlankLine = true
        return
      }
      // A line of the last element's label or value: XCUITest prints their line breaks as they
      // are, so the rest of a label starts a line of its own, in no element's shape. It is
      // passed over (the label keeps its first line) and the tree goes on: it ended there, and
      // every element after it was dropped. So is one that starts with `→` (`'Gift⏎→ wrap'`),
      // which no root is in that shape.
      if !isBlank, !stack.isEmpty, !body.hasElementShape,
        !body.hasPrefix("Path to element:"), !body.hasPrefix("Query chain:"),
        !holdsElementSubtree(range)
      {
        return
      }
      // After a blank line (and any lines passed over since), an element indented no more than
      // the tree's root is past the tree (text printed after it), as the blank line ended it
      // before.
      let isPastTree = isAfterBlankLine && !isRoot && indent <= (stack.first?.indent ?? -1)
      isAfterBlankLine = false
      if isPastTree {
        inBlock = holdsElementSubtree(range)
        stack = []
        return
      }
      guard !isBlank, !body.hasPrefix("Path to element:"), !body.hasPrefix("Query chain:"),
        isRoot || !stack.isEmpty,
        var element = try body.element(line: number, file: file, place: place)
      else {
        inBlock = holdsElementSubtree(range)
        stack = []
        return
      }
      guard nodes.count < LayoutSnapshotLimits.maximumNodeCount else {
        throw LayoutSnapshotError(
          .limitExceeded, file: file, path: place(number),
          message: "more than \(LayoutSnapshotLimits.maximumNodeCount) nodes")
      }
      // An element is a child of the nearest open one indented less (the root's `→` counts
      // as text: ` →Window` then `  Other`, or tab-indented lines, nest).
      let level = indent
      while let top = stack.last, top.indent >= level { stack.removeLast() }
      if isRoot || stack.isEmpty {
        guard isRoot else {
          // An element indented no more than its tree's root is in no tree: its lines and the
          // rest were dropped without a word (the screen then passed).
          throw LayoutSnapshotError(
            .invalidValue, file: file, path: place(number),
            message: "an element indented no more than its tree's root (→ line); "
              + "its tree cannot be told")
        }
        // A tree beside the Application's is another screen (a log with two failures, `po
        // app` run twice, a button's own tree after the app's): read as windows of one screen,
        // every target was there twice, on top of itself, with overlaps and unreachable areas
        // that no screen had. Trees of windows alone (WebDriverAgent 4's blocks) are one.
        if element.type == "Application" { applicationLine = applicationLine ?? number }
        if let first = firstRootLine, applicationLine != nil {
          throw LayoutSnapshotError(
            .invalidValue, file: file, path: place(number),
            message: "a second tree beside the Application's (the first at line \(first)): the "
              + "text holds two screens; save the one to audit in a file of its own")
        }
        firstRootLine = firstRootLine ?? number
        stack = []
        roots.append(nodes.count)
      } else if let top = stack.last {
        element.parent = top.index
        nodes[top.index].children.append(nodes.count)
      }
      stack.append((level, nodes.count))
      nodes.append(element)
    }
  }

  private static func snapshot(
    _ nodes: [Element], roots: [Int], file: String, line: Int?, place: @escaping (Int) -> String,
    options: ImportOptions
  ) throws -> LoadedSnapshot {
    // Frames: an element without one gets the box around its children's (children come after
    // their parents, so a pass from the end sees the children first).
    var frames = nodes.map(\.frame)
    for i in nodes.indices.reversed() where frames[i] == nil {
      frames[i] = ImportedTree.union(nodes[i].children.compactMap { frames[$0] })
    }
    // Each node's type with its prefix, and whether it is a target type or a bar's: made once
    // a type (a description names a few), each node's type one string of them.
    var kindOfShortType: [String: (type: String, isTarget: Bool, isBar: Bool)] = [:]
    var hasKeyboard = false
    let kinds = nodes.map { node in
      if let known = kindOfShortType[node.type] { return known }
      let type = XCUIElementTypeName.prefixed(node.type)
      let kind = XCUITestImporter.kind(ofType: type)
      kindOfShortType[node.type] = (type, kind.isTarget, kind.isBar)
      hasKeyboard = hasKeyboard || kind.isKeyboard
      return (type, kind.isTarget, kind.isBar)
    }
    let main = nodes.indices.first { nodes[$0].isMainWindow }
    // A tree whose root is a target (`print(app.buttons["help"].debugDescription)`) is one
    // element's: it is a target on a screen around it (``ImportedTree/screen(aroundLoneElement:)``).
    let isLoneElement = roots.count == 1 && kinds[roots[0]].isTarget
    let synthetic = roots.count > 1 || isLoneElement
    let rootFrame =
      isLoneElement
      ? frames[roots[0]].map { ImportedTree.screen(aroundLoneElement: [$0]) }
      : synthetic ? ImportedTree.union(roots.compactMap { frames[$0] }) : frames[0]
    let screen = (main.flatMap { frames[$0] } ?? rootFrame ?? .zero).standardized
    var elements: [ImportedElement] = []
    elements.reserveCapacity(nodes.count + 1)
    if synthetic {
      elements.append(
        ImportedElement(
          parent: nil, frame: rootFrame ?? .zero, type: isLoneElement ? "screen" : "windows",
          place: "", line: line))
    }
    var stack: [(Int, Int?)] = roots.reversed().map { ($0, synthetic ? 0 : nil) }
    while let (index, parent) = stack.popLast() {
      let node = nodes[index]
      let frame = frames[index] ?? .zero
      let type = kinds[index].type
      let isHidden =
        !ImportedTree.isRendered(frame) || !ImportedTree.isOnScreen(frame, screen: screen)
      let coversScreen = ImportedTree.covers(frame, screen: screen)
      let traits = node.traits ?? 0
      let isTarget =
        !isHidden && parent != nil
        && (kinds[index].isTarget
          || (type == "XCUIElementTypeOther" && traits & 1 != 0 && !coversScreen))
      elements.append(
        ImportedElement(
          parent: parent, frame: frame, type: type,
          label: ImportedTree.nonEmpty(node.label) ?? ImportedTree.nonEmpty(node.title)
            ?? ImportedTree.nonEmpty(node.identifier) ?? ImportedTree.nonEmpty(node.value),
          preferredID: ImportedTree.nonEmpty(node.identifier),
          identifier: ImportedTree.nonEmpty(node.identifier), isTarget: isTarget,
          isHidden: isHidden, isEnabled: !node.isDisabled && traits & 256 == 0,
          place: ImportedPlace(node.line, in: place), line: line ?? node.line))
      let me = elements.count - 1
      let children = XCUITestImporter.drawingOrder(node.children) { kinds[$0].isBar }
      for child in children.reversed() { stack.append((child, me)) }
    }
    if hasKeyboard { ImportedTree.leaveOutSystemKeyboard(&elements) }
    let size = main.flatMap { frames[$0] }.map { Size(width: $0.width, height: $0.height) }
    return try ImportedTree.snapshot(
      consume elements, file: file, name: options.name ?? ImportedTree.baseName(of: file),
      unit: .pt, millimetresPerPoint: 0.16, platform: .ios, options: options,
      screenSize: size.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil })
  }

  /// What the line that starts a tree's lines holds (format detection looks for it too).
  static let elementSubtree = "Element subtree:"

  // MARK: - One line

  /// The keys whose values are quoted.
  static let quotedKeys = ["identifier", "label", "title", "placeholderValue"]
  /// Every key a line can carry.
  static let keys = quotedKeys + ["value", "traits", "pid", "hitPoint"]
  /// What starts each quoted key's part: `label: '`.
  private static let quotedKeyStarts = quotedKeys.map { $0 + ": '" }
  /// What starts each key's part: `label: `.
  private static let keyStarts = keys.map { $0 + ": " }
  /// The tokens that stand alone.
  static let flags = ["Keyboard Focused", "Selected", "Disabled", "Focused", "Main Window"]

  /// The element on a line (without its indentation and `→`), or `nil` when the line is not an
  /// element.
  ///
  /// - Throws: For an element line whose frame cannot be read.
  static func parse(
    _ text: Substring, line: Int, file: String, place: (Int) -> String
  ) throws -> Element? {
    let typeEnd = ASCIIMatch.firstRange(of: ", ", in: text)?.lowerBound ?? text.endIndex
    var type = String(text[..<typeEnd])
    var isMainWindow = false
    if type.hasSuffix(" (Main)") {
      type.removeLast(" (Main)".count)
      isMainWindow = true
    }
    // ASCII letters, the first upper case (the only ASCII letters, or upper-case ones).
    guard let first = type.utf8.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"),
      type.utf8.allSatisfy({ $0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z") })
    else { return nil }
    var element = Element(type: type, isMainWindow: isMainWindow, line: line)
    var rest = text[typeEnd...]
    while !rest.isEmpty {
      while ASCIIMatch.hasPrefix(rest, ", ") { rest = ASCIIMatch.dropPrefix(", ", from: rest) }
      if ASCIIMatch.hasPrefix(rest, "0x") {
        rest = ASCIIMatch.dropHexDigits(from: ASCIIMatch.dropPrefix("0x", from: rest))
      } else if ASCIIMatch.hasPrefix(rest, "{{") {
        // XCTest's frame of an element laid out nowhere (`{{inf, inf}, {0.0, 0.0}}`): an empty
        // one, which hides the element (the whole text was refused).
        let parsed = CocoaRect.scan(rest)
        if parsed == nil, let end = CocoaRect.nonFiniteRectEnd(in: rest) {
          element.frame = Rect(x: 0, y: 0, width: 0, height: 0)
          rest = rest[end...]
          continue
        }
        guard let (rect, end) = parsed else {
          let shown = rest.prefix(40)
          throw LayoutSnapshotError(
            .invalidValue, file: file, path: place(line),
            message: "expected a frame {{x, y}, {width, height}}, found \"\(shown)\"")
        }
        element.frame = rect
        rest = rest[end...]
      } else if let k = quotedKeyStarts.firstIndex(where: { ASCIIMatch.hasPrefix(rest, $0) }) {
        let key = quotedKeys[k]
        rest = ASCIIMatch.dropPrefix(quotedKeyStarts[k], from: rest)
        let end = quotedEnd(in: rest)
        let value = String(rest[..<end])
        rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
        switch key {
        case "identifier": element.identifier = value
        case "label": element.label = value
        case "title": element.title = value
        default: break
        }
      } else if ASCIIMatch.hasPrefix(rest, "traits: ") {
        rest = ASCIIMatch.dropPrefix("traits: ", from: rest)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        element.traits = UInt64(digits)
        rest = rest.dropFirst(digits.count)
      } else if ASCIIMatch.hasPrefix(rest, "value: ") {
        rest = ASCIIMatch.dropPrefix("value: ", from: rest)
        let end = valueEnd(in: rest)
        element.value = String(rest[..<end])
        rest = rest[end...]
      } else if let flag = flags.first(where: { isToken($0, at: rest) }) {
        if flag == "Disabled" { element.isDisabled = true }
        rest = ASCIIMatch.dropPrefix(flag, from: rest)
      } else {
        // Something this reader does not know (`pid: 22048`, `hitPoint: {…}`): up to the next
        // separator. One found where `rest` starts is joined to what follows (`, ` and then a
        // zero-width joiner: the separators above are dropped), so no separator: it is passed
        // over, and the line moves on.
        let next = rest[(ASCIIMatch.firstRange(of: ", ", in: rest)?.lowerBound ?? rest.endIndex)...]
        rest = next.startIndex == rest.startIndex ? rest.dropFirst() : next
      }
    }
    return element
  }

  /// Whether `token` stands at the start of `text`, followed by a separator or the end.
  private static func isToken(_ token: String, at text: Substring) -> Bool {
    guard ASCIIMatch.hasPrefix(text, token) else { return false }
    let after = ASCIIMatch.dropPrefix(token, from: text)
    return after.isEmpty || ASCIIMatch.hasPrefix(after, ", ")
  }

  /// Whether a known key or flag follows a separator at the start of `text`.
  private static func startsAnotherPart(_ text: Substring) -> Bool {
    guard ASCIIMatch.hasPrefix(text, ", ") else { return false }
    let next = ASCIIMatch.dropPrefix(", ", from: text)
    return keyStarts.contains { ASCIIMatch.hasPrefix(next, $0) }
      || flags.contains { isToken($0, at: next) }
  }

  /// Where a quoted value that starts `text` ends: its closing `'`, the first one followed by
  /// the line's end or by another part; the line's end when none is.
  private static func quotedEnd(in text: Substring) -> Substring.Index {
    var index = text.startIndex
    while let quote = ASCIIMatch.firstIndex(of: UInt8(ascii: "'"), in: text[index...]) {
      let after = text.index(after: quote)
      if after == text.endIndex || startsAnotherPart(text[after...]) { return quote }
      index = after
    }
    return text.endIndex
  }

  /// Where an unquoted `value:` ends: before the next part, or at the line's end.
  private static func valueEnd(in text: Substring) -> Substring.Index {
    var index = text.startIndex
    while let comma = ASCIIMatch.firstRange(of: ", ", in: text[index...]) {
      if startsAnotherPart(text[comma.lowerBound...]) { return comma.lowerBound }
      index = comma.upperBound
    }
    return text.endIndex
  }
}

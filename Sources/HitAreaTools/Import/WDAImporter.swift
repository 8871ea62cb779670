import HitAreaKit
import HitAreaSnapshot

/// Reads WebDriverAgent's JSON page source (`GET /source?format=json`, Appium's `mobile: source`
/// with `format: json`) into a layout snapshot in points, and its `format=description` form.
///
/// The file is WDA's response, `{"value": <Application>, "sessionId": …}`, Appium's
/// `{"value": …}`, or the Application node itself. Each node has `type` (an XCTest element type
/// without its `XCUIElementType` prefix), `rect` (`{x, y, width, height}` in screen points,
/// made integral: the origin floored, the size grown), `nativeFrame` (WDA 9.13 and later: the
/// exact frame, as `{{x, y}, {w, h}}`), `isEnabled`, `isVisible` and `isAccessible` (`"1"` or
/// `"0"`), `traits` (comma-separated), `rawIdentifier`, `name`, `label`, `value`, and
/// `children` (left out on leaves).
///
/// - The frame is `nativeFrame` where the node has it, else `rect`, else the `frame` string. A
///   `nativeFrame` with an infinite or undefined number (an element XCTest lays out nowhere) gives
///   way to `rect`, or an empty frame, which hides the element.
///   Frames become parent-relative; the root keeps its screen position. The snapshot's platform
///   is iOS.
/// - The type gets its prefix back (`Button` → `XCUIElementTypeButton`), so the audit treats the
///   screen as it treats the same screen's XML page source, and targets follow that importer's
///   rule (``XCUITestImporter/targetTypes``, and an accessible `Other`, unless its traits say
///   it is only text or an image), or a trait in ``targetTraits``. Every other node is
///   pass-through; bars move in front of their siblings, as in ``XCUITestImporter``.
/// - `isVisible: "0"` hides a node only when its frame is empty or off the application's frame:
///   WDA's visibility is known to be wrong for buttons that are on screen. A zero width or
///   height always hides it.
/// - `isEnabled: "0"` or the trait `NotEnabled` marks the node disabled.
/// - The id is `rawIdentifier` (else `name`) when no other node has it, the node's path
///   otherwise; the identifier is `rawIdentifier`; the label is `label`, else `name`, else
///   `value`.
/// - With `format=description`, `value` is a string: XCUITest's `debugDescription` of each
///   window, read as ``DebugDescriptionImporter`` reads it; every node is then on the string's
///   line.
///
/// ```swift
/// let snapshot = try WDAImporter.snapshot(from: Array(data), file: "source.json")
/// ```
public enum WDAImporter {
  /// The accessibility traits (WDA's names) that make a target.
  public static let targetTraits: Set<String> = [
    "Button", "Link", "KeyboardKey", "Adjustable", "SearchField", "ToggleButton",
  ]

  /// The traits of nodes that are only text or pictures: an accessible `Other` with no other
  /// trait is no target.
  static let passiveTraits: Set<String> = ["StaticText", "Image", "Header", "SummaryElement"]

  /// Reads WebDriverAgent JSON page source.
  ///
  /// - Parameters:
  ///   - bytes: The JSON (`Data`, `[UInt8]`, …), UTF-8.
  ///   - file: The file's name, for errors and the default snapshot name.
  ///   - options: The snapshot's name and touch pass-through.
  /// - Throws: `LayoutSnapshotError` naming the JSON path, such as `value.children[0].rect`.
  public static func snapshot(
    from bytes: some Collection<UInt8>, file: String, options: ImportOptions = ImportOptions()
  ) throws -> LayoutSnapshot {
    try read(SnapshotInput(bytes, file: file), options: options).snapshot
  }

  /// What a WDA node object says.
  struct Node: FastPathNode {
    var type: String?
    var rect: Rect?
    var frameText: CocoaFrame?
    var nativeFrame: CocoaFrame?
    var rawIdentifier: String?
    var name: String?
    var label: String?
    var value: String?
    var isEnabled = true
    var isVisible = true
    var isAccessible = false
    var traits: WDATraits?
    var hasCustomActions = false

    /// The members, `children`, and the keys WDA writes that are skipped.
    static let fastPathKeys = FastPathKey.table(
      members: Member.allCases.map { ($0.rawValue, $0) },
      skipped: ["isFocused", "isNativeAccessibilityElement", "isSelected", "isHittable"])

    /// Reads one member's value into the node.
    ///
    /// - Parameters:
    ///   - member: The member.
    ///   - reader: The reader, at the member's value.
    ///   - names: The file's repeated strings so far (not used: WDA repeats few).
    ///   - plainly: Whether frames and flags are read by plain steps first.
    mutating func read(
      _ member: Member, from reader: inout JSONReader, names: inout StringInterner, plainly: Bool
    ) throws {
      switch member {
      case .type: type = ImportedTree.nonEmpty(try reader.readOptionalString())
      case .rect: rect = try readRect(&reader, plainly: plainly)
      case .frame: frameText = try readCocoaFrame(&reader, plainly: plainly)
      case .nativeFrame: nativeFrame = try readCocoaFrame(&reader, plainly: plainly)
      case .rawIdentifier: rawIdentifier = try readText(&reader)
      case .name: name = try readText(&reader)
      case .label: label = try readText(&reader)
      case .value: value = try readText(&reader)
      case .isEnabled: isEnabled = try readFlag(&reader, plainly: plainly) ?? true
      case .isVisible: isVisible = try readFlag(&reader, plainly: plainly) ?? true
      case .isAccessible: isAccessible = try readFlag(&reader, plainly: plainly) ?? false
      case .traits:
        if let text = try reader.readOptionalString() { traits = WDATraits.read(text) }
      case .customActions:
        if try reader.peekKind() == .null {
          try reader.readNull()
        } else {
          try reader.skipValue()
          hasCustomActions = true
        }
      }
    }
  }

  /// Reads WDA JSON already checked for its size and encoding, with the line of each node.
  ///
  /// - Parameters:
  ///   - input: The file.
  ///   - options: The snapshot's name and touch pass-through.
  ///   - onePass: Whether a response is read once as the wrapper it usually is
  ///     (``readWrappedInOnePass(_:fastPath:)``); `false` decides first whether it is one
  ///     (``isWrapped(_:)``) and then reads it, the reference the one pass is tested against.
  ///   - fastPath: Whether the node tree is read by ``JSONTreeFastPath`` first (the checked
  ///     reader then reads only what it gives up on); `false` reads with the checked reader
  ///     alone, the reference the fast path is tested against.
  static func read(
    _ input: SnapshotInput, options: ImportOptions, onePass: Bool = true, fastPath: Bool = true
  ) throws -> LoadedSnapshot {
    let file = input.file
    var reader = try JSONReader(input: input)
    if reader.isAtEnd() {
      throw LayoutSnapshotError(.empty, file: file, path: "", message: "the file is empty")
    }
    guard try reader.peekKind() == .object else {
      var error = reader.mismatch("a WebDriverAgent source object {\"value\": …}")
      error.kind = .unrecognizedFormat
      throw error
    }
    let tree: JSONTree<Node>
    let value: WrappedValue?
    switch onePass ? readWrappedInOnePass(input, fastPath: fastPath) : .unsure {
    case .wrapped(let found): value = found
    case .notWrapped: value = nil
    case .unsure:
      value =
        isWrapped(input)
        ? try readWrapped(&reader, stoppingAtType: false, fastPath: fastPath) : nil
    }
    if let value {
      switch value {
      case .tree(let found): tree = found
      case .description(let text, let line):
        return try DebugDescriptionImporter.read(
          text: text, file: file, path: "value", line: line, options: options)
      }
    } else {
      tree = try readTree(&reader, fastPath: fastPath)
      try reader.finish()
    }
    return try snapshot(of: tree, input: input, options: options)
  }

  /// What a response wraps in its `value`: the application's node tree, or the description
  /// text (`format=description`) with the line it starts on.
  private enum WrappedValue {
    case tree(JSONTree<Node>)
    case description(String, line: Int)
  }

  /// What one pass over a response tells of it.
  private enum OnePass {
    /// It wraps this value (``isWrapped(_:)`` would say so, and this is what it wraps).
    case wrapped(WrappedValue)
    /// Its top-level object has a `type` with no error before it: it is the root node.
    case notWrapped
    /// An error came first: ``isWrapped(_:)`` decides, and the reading names the error.
    case unsure
  }

  /// Reads a response once, as the wrapper it usually is; what is left unsure is read again by
  /// ``isWrapped(_:)`` and the reading it chooses, so every answer and error is theirs.
  private static func readWrappedInOnePass(_ input: SnapshotInput, fastPath: Bool) -> OnePass {
    do {
      var reader = try JSONReader(input: input)
      return try readWrapped(&reader, stoppingAtType: true, fastPath: fastPath).map(
        OnePass.wrapped) ?? .notWrapped
    } catch {
      return .unsure
    }
  }

  /// The value a response wraps, from a reader at its top-level object.
  ///
  /// - Parameters:
  ///   - reader: The reader.
  ///   - stoppingAtType: Whether a `type` ends the reading, with `nil`: the object is a node.
  ///   - fastPath: Whether the tree is read by the fast path first.
  private static func readWrapped(
    _ reader: inout JSONReader, stoppingAtType: Bool, fastPath: Bool
  ) throws -> WrappedValue? {
    var found: WrappedValue?
    try reader.beginObject()
    while let key = try reader.nextKey() {
      if stoppingAtType && key == "type" { return nil }
      guard key == "value" else {
        try reader.skipValue()
        continue
      }
      switch try reader.peekKind() {
      case .object: found = .tree(try readTree(&reader, fastPath: fastPath))
      case .string: found = try readDescription(&reader)
      default: throw reader.mismatch("the application's node object or description text")
      }
    }
    try reader.finish()
    guard let found else {
      throw LayoutSnapshotError(
        .missingValue, file: reader.file, path: "value",
        message: "missing; expected the application's node object")
    }
    return found
  }

  /// The node tree that comes next: by the fast path when it can (and `fastPath` is set), by the
  /// checked reader when it gives up.
  private static func readTree(_ reader: inout JSONReader, fastPath: Bool) throws
    -> JSONTree<Node>
  {
    try JSONTreeReader<Node>.readTree(from: &reader, fastPath: fastPath)
  }

  /// The description string that comes next, with its line.
  private static func readDescription(_ reader: inout JSONReader) throws -> WrappedValue {
    // The reader counts the line feeds it passes (in JSON, only ever whitespace).
    let line = reader.line
    return .description(try reader.readString(), line: line)
  }

  /// Whether the top-level object wraps the tree in `value` rather than being its root: it has
  /// a `value` and no `type` (a node's `value` is the element's value).
  private static func isWrapped(_ input: SnapshotInput) -> Bool {
    var hasValue = false
    do {
      var reader = try JSONReader(input: input)
      try reader.beginObject()
      while let key = try reader.nextKey() {
        if key == "type" { return false }
        if key == "value" { hasValue = true }
        try reader.skipValue()
      }
    } catch {
      return hasValue
    }
    return hasValue
  }

  private static func snapshot(
    of tree: JSONTree<Node>, input: SnapshotInput, options: ImportOptions
  )
    throws -> LoadedSnapshot
  {
    let file = input.file
    let lines = tree.lines
    var frames: [Rect] = []
    frames.reserveCapacity(tree.nodes.count)
    // Each node's type with its prefix, and whether it is a target type or a bar's, made once
    // (the drawing order sorts by it too).
    var types: [String?] = []
    types.reserveCapacity(tree.nodes.count)
    var kinds: [XCUITestImporter.TypeKind] = []
    kinds.reserveCapacity(tree.nodes.count)
    for (i, node) in tree.nodes.enumerated() {
      frames.append(try frame(of: node, file: file, path: tree.jsonPath(of: i)))
      let type = node.type.map(XCUIElementTypeName.prefixed)
      types.append(type)
      kinds.append(type.map(XCUITestImporter.kind(ofType:)) ?? (false, false, false))
    }
    let screen = frames[0].standardized
    var elements: [ImportedElement] = []
    elements.reserveCapacity(tree.nodes.count)
    let jsonPath = { (index: Int) in tree.jsonPath(of: index).description }
    var stack: [(Int, Int?)] = [(0, nil)]
    while let (index, parent) = stack.popLast() {
      let node = tree.nodes[index]
      let type = types[index]
      let frame = frames[index]
      let onScreen = ImportedTree.isOnScreen(frame, screen: screen)
      let isHidden = !ImportedTree.isRendered(frame) || (!node.isVisible && !onScreen)
      let traits = node.traits ?? WDATraits()
      let isTarget =
        !isHidden && index != 0
        && (kinds[index].isTarget
          || traits.makesTarget
          || (type == "XCUIElementTypeOther" && node.isAccessible
            && (node.hasCustomActions || !traits.arePassive || traits.isEmpty)))
      elements.append(
        ImportedElement(
          parent: parent, frame: frame, type: type,
          label: ImportedTree.nonEmpty(node.label) ?? ImportedTree.nonEmpty(node.name)
            ?? ImportedTree.nonEmpty(node.value),
          preferredID: ImportedTree.nonEmpty(node.rawIdentifier)
            ?? ImportedTree.nonEmpty(node.name),
          identifier: ImportedTree.nonEmpty(node.rawIdentifier), isTarget: isTarget,
          isHidden: isHidden, isEnabled: node.isEnabled && !traits.isNotEnabled,
          place: ImportedPlace(index, in: jsonPath), line: lines[index]))
      let me = elements.count - 1
      let children = XCUITestImporter.drawingOrder(tree.links[index].children) { kinds[$0].isBar }
      // Last first, so that the first is taken next; no array made for them.
      for child in children.reversed() { stack.append((child, me)) }
    }
    if kinds.contains(where: \.isKeyboard) { ImportedTree.leaveOutSystemKeyboard(&elements) }
    return try ImportedTree.snapshot(
      consume elements, file: file, name: options.name ?? ImportedTree.baseName(of: file),
      unit: .pt, millimetresPerPoint: 0.16, platform: .ios, options: options)
  }

  /// A frame written as Cocoa text (`nativeFrame`, `frame`): its rectangle when its bytes
  /// decide it, read as it is met; else its text, read when the frame is needed.
  enum CocoaFrame {
    /// The rectangle the text holds.
    case rect(Rect)
    /// The text, which may hold no rectangle.
    case text(String)
  }

  /// A frame string, or `nil` for `null`: with `plainly`, its rectangle when it is written with no
  /// escape and its bytes decide it (``CocoaRect/parse(asciiBytes:)``; no string is made);
  /// otherwise its text.
  private static func readCocoaFrame(_ reader: inout JSONReader, plainly: Bool) throws
    -> CocoaFrame?
  {
    let start = reader.mark
    if plainly, let range = reader.plainString() {
      let rect = reader.bytes.withUnsafeBufferPointer {
        CocoaRect.parse(asciiBytes: UnsafeBufferPointer(rebasing: $0[range]))
      }
      if let rect { return .rect(rect) }
      reader.rewind(to: start)
    }
    return try reader.readOptionalString().map(CocoaFrame.text)
  }

  /// The node's frame: `nativeFrame`, else `rect`, else `frame`.
  ///
  /// - Parameter path: The node's JSON path, worked out only for an error.
  private static func frame(of node: Node, file: String, path: @autoclosure () -> JSONPath)
    throws -> Rect
  {
    /// A frame string's rectangle, or the error that names the text and the key.
    func rect(_ frame: CocoaFrame, key: String) throws -> Rect {
      switch frame {
      case .rect(let rect): return rect
      case .text(let text):
        guard let rect = CocoaRect.parse(text) else {
          throw LayoutSnapshotError(
            .invalidValue, file: file, path: path().appending(key: key).description,
            message: "expected {{x, y}, {width, height}}, found \"\(text)\"")
        }
        return rect
      }
    }
    if let frame = node.nativeFrame {
      do {
        return try rect(frame, key: "nativeFrame")
      } catch {
        // WDA writes an element's frame as XCTest gives it, infinite for an element laid out
        // nowhere (`{{inf, inf}, {0, 0}}`), where `rect` is made finite (`{-1, -1, 0, 0}`):
        // the element is then not on screen, and one of them made the whole screen unreadable.
        guard case .text(let text) = frame, CocoaRect.isNonFiniteRect(text) else { throw error }
        return node.rect ?? Rect(x: 0, y: 0, width: 0, height: 0)
      }
    }
    if let rect = node.rect { return rect }
    if let frame = node.frameText { return try rect(frame, key: "frame") }
    throw LayoutSnapshotError(
      .missingValue, file: file, path: path().appending(key: "rect").description,
      message: "missing; expected {\"x\", \"y\", \"width\", \"height\"} in points (or nativeFrame)")
  }

  /// The members of an element the importer reads, by their keys.
  enum Member: String, CaseIterable, Sendable {
    case type, rect, frame, nativeFrame, rawIdentifier, name, label, value, isEnabled, isVisible
    case isAccessible, traits, customActions
  }

  /// `{x, y, width, height}` numbers, or `nil` for `null`.
  private static func readRect(_ reader: inout JSONReader, plainly: Bool) throws -> Rect? {
    guard try reader.peekKind() != .null else {
      try reader.readNull()
      return nil
    }
    return try RectObject.read(&reader, plainly: plainly).rect(reader)
  }

  /// A string, or a number or boolean as text (WDA stringifies values; older servers did not),
  /// or `nil` for `null`.
  private static func readText(_ reader: inout JSONReader) throws -> String? {
    switch try reader.peekKind() {
    case .number:
      _ = try reader.readNumber()
      return reader.lastNumberLiteral
    case .boolean: return try reader.readBoolean() ? "1" : "0"
    default: return try reader.readOptionalString()
    }
  }

  /// `"1"`/`"0"` (or `true`/`false`, as a string or not), or `nil` for `null`.
  private static func readFlag(_ reader: inout JSONReader, plainly: Bool) throws -> Bool? {
    // WDA's own `"1"` or `"0"`, told from the bytes (no string made); any other string is read
    // again below, which names it when it is no flag.
    let start = reader.mark
    if plainly, let range = reader.plainString() {
      let flag = reader.bytes.withUnsafeBufferPointer {
        ImportedTree.flag(bytes: UnsafeBufferPointer(rebasing: $0[range]), default: true)
      }
      if let flag { return flag }
      reader.rewind(to: start)
    }
    switch try reader.peekKind() {
    case .boolean: return try reader.readBoolean()
    case .null:
      try reader.readNull()
      return nil
    case .number:
      let value = try reader.readNumber()
      return value != 0
    case .string:
      let text = try reader.readString()
      guard let flag = ImportedTree.flag(text, default: true) else {
        throw reader.error(.invalidValue, "expected \"1\" or \"0\", found \"\(text)\"")
      }
      return flag
    default: throw reader.mismatch("\"1\" or \"0\"")
    }
  }
}

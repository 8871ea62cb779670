import HitAreaKit
import HitAreaSnapshot

/// Reads the output of `maestro hierarchy` (Maestro's `TreeNode` JSON, Android or iOS) into a
/// layout snapshot: in dp for Android, in points for iOS.
///
/// Maestro prints lines before the JSON (`Running on …`, and on iOS `None: ` or an insight),
/// which land in the file when the output is redirected: everything before the first line that
/// starts with `{` is skipped, and so is anything after the JSON. Each node is
/// `{"attributes": {…}, "children": […], "clickable"?, "enabled"?, "checked"?, …}`, its
/// attributes all strings, `bounds` `[left,top][right,bottom]` in whole screen units. A node
/// without `bounds` (Android's document and `<hierarchy>` nodes) gets the box around its
/// children.
///
/// **Android** (the nodes carry `clickable`, `class` or `ignoreBoundsFiltering`): bounds are
/// device pixels, divided by ``ImportOptions/pixelsPerDP``, which is required (the command
/// line's `--px-per-dp`), as for ``UIAutomatorImporter``; `clickable` makes a target (every
/// other node is pass-through); `enabled: false` marks a node disabled; `[0,0][0,0]` (a node off
/// screen) or a zero size hides it. Windows are drawn larger first (a sheet or a menu over the
/// app's). The id is `resource-id` when unique, the label
/// `accessibilityText` (the content description), else `text`, the type `class`. The bounds are
/// uiautomator's, clipped to what can be seen, so the snapshot's `framesAreClipped` is set.
///
/// **iOS**: bounds are points. Maestro drops XCTest's element type and records no clickable
/// flag, so targets are inferred (the snapshot's `targetsAreInferred` is set, and the reports
/// say so): the synthetic root Maestro adds (`[0,0][0,0]`, nothing else) is dropped when it has
/// one child and is the box around its children otherwise; a node is a target when it is on
/// screen with a positive size, does not cover the screen, has no target among its ancestors,
/// and
/// 1. has a `hintText` (a placeholder: a text field), or
/// 2. is `checked` (only switches, checkboxes and toggles are), or
/// 3. has a `resource-id` that names a control (``controlWords``; not a Swift type's mangled
///    name, `_Tt…`), or
/// 4. has a label (`accessibilityText`, `title` or `value`) and a descendant with the same frame
///    (±1 pt: SwiftUI's button around its label), and is at most 120 pt high, or
/// 5. has no children, a label of at most 40 characters that does not end with `.`, and a size
///    from 20×20 to 120×80 pt (a button's, rather than a paragraph's or an icon's).
///
/// Everything else (text, images, containers) is pass-through. `enabled: false` marks a node
/// disabled; the label is `accessibilityText`, else `title`, else `value`, else `text`; the id
/// `resource-id` when unique.
///
/// ```swift
/// let snapshot = try MaestroImporter.snapshot(from: Array(data), file: "hierarchy.txt")
/// snapshot.targetsAreInferred  // true for an iOS hierarchy
/// ```
public enum MaestroImporter {
  /// Words in an iOS node's `resource-id` that make it a target (matched ignoring case).
  public static let controlWords = [
    "button", "btn", "link", "cell", "row", "tab", "toggle", "switch", "field", "input", "cta",
    "action", "close", "back", "menu", "checkbox",
  ]

  /// Reads `maestro hierarchy` output.
  ///
  /// - Parameters:
  ///   - bytes: The output (`Data`, `[UInt8]`, …), UTF-8.
  ///   - file: The file's name, for errors and the default snapshot name.
  ///   - options: Pixels per dp (required for Android), the name, touch pass-through.
  /// - Throws: `LayoutSnapshotError` naming the JSON path, such as
  ///   `children[0].attributes.bounds`.
  public static func snapshot(
    from bytes: some Collection<UInt8>, file: String, options: ImportOptions = ImportOptions()
  ) throws -> LayoutSnapshot {
    try read(SnapshotInput(bytes, file: file), options: options).snapshot
  }

  /// What a node says.
  struct Node: FastPathNode {
    var attributes = MaestroAttributes()
    /// Whether the node has its `attributes` member (Maestro writes one for every node; a JSON
    /// object without, such as another tool's dump given with `--from maestro`, is no node).
    var hasAttributes = false
    var clickable: Bool?
    var enabled: Bool?
    var checked: Bool?

    /// Whether the node has its `attributes`: the fast path leaves one without to the checked
    /// reader, which refuses it.
    var isComplete: Bool { hasAttributes }

    /// The members of a node object the importer reads.
    enum Member: String, CaseIterable, Sendable {
      case attributes, clickable, enabled, checked
    }

    /// The members, `children`, and the keys Maestro writes that are skipped.
    static let fastPathKeys = FastPathKey.table(
      members: Member.allCases.map { ($0.rawValue, $0) }, skipped: ["focused", "selected"])

    /// Reads one member's value into the node.
    ///
    /// - Parameters:
    ///   - member: The member.
    ///   - reader: The reader, at the member's value.
    ///   - names: The file's repeated strings so far (not used).
    ///   - plainly: Whether `attributes` is read by plain steps first.
    mutating func read(
      _ member: Member, from reader: inout JSONReader, names: inout StringInterner, plainly: Bool
    ) throws {
      switch member {
      case .attributes:
        // An object: Maestro writes `{}` for a node without attributes, never `null`.
        hasAttributes = reader.peekByte() == UInt8(ascii: "{")
        // Read plainly into the node itself: a node's thirteen strings were copied out of an
        // optional and into the node (a tenth of the plain read).
        if plainly, readPlainAttributes(&reader, into: &attributes) { return }
        attributes = try readAttributes(&reader)
      case .clickable: clickable = try reader.readOptionalBoolean()
      case .enabled: enabled = try reader.readOptionalBoolean()
      case .checked: checked = try reader.readOptionalBoolean()
      }
    }
  }

  /// Reads the output already checked for its size and encoding, with the line of each node.
  ///
  /// - Parameters:
  ///   - input: The file.
  ///   - options: The snapshot's name and touch pass-through.
  ///   - fastPath: Whether the node tree is read by ``JSONTreeFastPath`` first (the checked
  ///     reader then reads only what it gives up on); `false` reads with the checked reader
  ///     alone, the reference the fast path is tested against.
  static func read(_ input: SnapshotInput, options: ImportOptions, fastPath: Bool = true) throws
    -> LoadedSnapshot
  {
    let file = input.file
    var reader = try JSONReader(input: input)
    guard let start = jsonStart(in: input.bytes) else {
      let afterMark = input.bytes[UTF8Text.byteOrderMarkLength(input.bytes)...]
      let text = String(decoding: afterMark.prefix(200), as: UTF8.self)
      let compact = text.hasPrefix("element_num,depth,attributes,parent_num")
      throw LayoutSnapshotError(
        compact ? .unrecognizedFormat : .empty, file: file, path: "",
        message: compact
          ? "this is `maestro hierarchy --compact` output (CSV); run it without --compact"
          : "no line starts with '{': no hierarchy after Maestro's messages")
    }
    reader.start(at: start)
    guard try reader.peekKind() == .object else { throw reader.mismatch("a node object") }
    let tree = try JSONTreeReader<Node>.readTree(from: &reader, fastPath: fastPath) {
      node, reader in
      guard node.isComplete else {
        throw LayoutSnapshotError(
          .missingValue, file: reader.file,
          path: reader.path.appending(key: "attributes").description,
          message: "missing; expected Maestro's object of strings (is this `maestro hierarchy` "
            + "output?)")
      }
    }
    let isAndroid = tree.nodes.contains {
      let a = $0.attributes
      return a.className != nil || a.clickable != nil || a.hasIgnoreBoundsFiltering
        || $0.clickable != nil
    }
    let lines = tree.lines
    var frames: [Rect?] = []
    for (i, node) in tree.nodes.enumerated() {
      guard let text = node.attributes.bounds else {
        frames.append(nil)
        continue
      }
      guard let b = UIAutomatorImporter.bounds(text) else {
        throw LayoutSnapshotError(
          .invalidValue, file: file,
          path: tree.jsonPath(of: i).appending(key: "attributes").appending(key: "bounds")
            .description,
          message: "expected [left,top][right,bottom], found \"\(text)\"")
      }
      frames.append(Rect(x: b.x1, y: b.y1, width: b.x2 - b.x1, height: b.y2 - b.y1))
    }
    for i in tree.links.indices.reversed() where frames[i] == nil {
      frames[i] = ImportedTree.union(tree.links[i].children.compactMap { frames[$0] })
    }
    let resolved = frames.map { $0 ?? .zero }
    if isAndroid {
      return try android(tree, frames: resolved, lines: lines, file: file, options: options)
    }
    return try ios(tree, frames: resolved, lines: lines, file: file, options: options)
  }

  /// The offset of the `{` that starts the hierarchy: the first line that starts with one and
  /// whose object's first key is `attributes` (a log line of JSON, `{"level":"info"}`, may come
  /// before it), else the first line that starts with one (the first line after a byte order
  /// mark, if the file starts with one).
  static func jsonStart(in bytes: [UInt8]) -> Int? {
    var first: Int?
    var lineStart = true
    for i in UTF8Text.byteOrderMarkLength(bytes)..<bytes.count {
      let byte = bytes[i]
      if lineStart && byte == UInt8(ascii: "{") {
        let opens = bytes.withUnsafeBufferPointer {
          DumpFormat.firstKeyIsAttributes(UnsafeBufferPointer(rebasing: $0[i...]))
        }
        if opens { return i }
        first = first ?? i
      }
      lineStart = byte == 0x0A || (lineStart && (byte == 0x20 || byte == 0x09 || byte == 0x0D))
    }
    return first
  }

  // MARK: - Android

  private static func android(
    _ tree: JSONTree<Node>, frames: [Rect], lines: [Int], file: String, options: ImportOptions
  ) throws -> LoadedSnapshot {
    guard let scale = options.pixelsPerDP else {
      throw LayoutSnapshotError(
        .invalidOptions, file: file, path: "",
        message: "Maestro's Android hierarchies are in pixels and do not record the screen "
          + "density: give it with --px-per-dp (device pixels per dp, the density divided by "
          + "160, such as 2.625 or 3)")
    }
    guard scale.isFinite, scale > 0 else {
      throw LayoutSnapshotError(
        .invalidOptions, file: file, path: "",
        message: "--px-per-dp must be a positive number, found \(scale)")
    }
    var elements: [ImportedElement] = []
    // Room for every element at once: an element is large, and each growth moved them all.
    elements.reserveCapacity(tree.nodes.count)
    let jsonPath = { (i: Int) in tree.jsonPath(of: i).description }
    // The nodes in pre-order, windows (the nodes that a node without bounds holds: Maestro's
    // roots) drawn larger first (a menu or a sheet listed before the app's window was drawn
    // behind it); each node's element.
    var order: [Int] = []
    order.reserveCapacity(tree.nodes.count)
    var stack = [0]
    while let i = stack.popLast() {
      order.append(i)
      var children = tree.links[i].children
      if children.count > 1, tree.nodes[i].attributes.bounds == nil {
        children = ImportedTree.drawingOrder(
          children, areas: children.map { abs(frames[$0].width * frames[$0].height) })
      }
      stack.append(contentsOf: children.reversed())
    }
    var elementOf = [Int](repeating: 0, count: tree.nodes.count)
    for (element, i) in order.enumerated() { elementOf[i] = element }
    for i in order {
      let node = tree.nodes[i]
      let a = node.attributes
      let f = frames[i]
      let hasBounds = a.bounds != nil
      let clickable = node.clickable ?? (a.clickable == "true")
      let isHidden = hasBounds && !ImportedTree.isRendered(f)
      elements.append(
        ImportedElement(
          parent: tree.links[i].parent.map { elementOf[$0] },
          frame: Rect(
            x: f.origin.x / scale, y: f.origin.y / scale, width: f.width / scale,
            height: f.height / scale),
          type: ImportedTree.nonEmpty(a.className),
          label: ImportedTree.nonEmpty(a.accessibilityText) ?? ImportedTree.nonEmpty(a.text),
          preferredID: ImportedTree.nonEmpty(a.resourceID),
          identifier: ImportedTree.nonEmpty(a.resourceID),
          isTarget: clickable && !isHidden, isHidden: isHidden,
          isEnabled: !hasBounds || (node.enabled ?? (a.enabled != "false")),
          android: AndroidViewInfo(
            isClickable: clickable, isLongClickable: false,
            isScrollable: a.scrollable == "true"),
          place: ImportedPlace(i, in: jsonPath), line: lines[i]))
    }
    var loaded = try ImportedTree.snapshot(
      consume elements, file: file, name: options.name ?? ImportedTree.baseName(of: file),
      unit: .dp, millimetresPerPoint: UIAutomatorImporter.millimetresPerDP, platform: .android,
      options: options, pixelsPerPoint: scale)
    loaded.snapshot.framesAreClipped = true  // uiautomator's bounds, clipped to what is seen
    return loaded
  }

  // MARK: - iOS

  private static func ios(
    _ tree: JSONTree<Node>, frames: [Rect], lines: [Int], file: String, options: ImportOptions
  ) throws -> LoadedSnapshot {
    let links = tree.links
    let rootNode = tree.nodes[0].attributes
    let isSynthetic =
      rootNode.bounds.map {
        UIAutomatorImporter.bounds($0) == PixelBounds(x1: 0, y1: 0, x2: 0, y2: 0)
      } ?? true
      && (rootNode.accessibilityText ?? "").isEmpty && (rootNode.resourceID ?? "").isEmpty
      && !links[0].children.isEmpty
    // The synthetic root goes when it holds one tree; otherwise it is the box around them.
    let first = isSynthetic && links[0].children.count == 1 ? links[0].children[0] : 0
    var frames = frames
    if isSynthetic && first == 0 {
      frames[0] = ImportedTree.union(links[0].children.map { frames[$0] })
    }
    let screen = frames[first].standardized
    var elements: [ImportedElement] = []
    // Room for every element at once: an element is large, and each growth moved them all.
    elements.reserveCapacity(tree.nodes.count)
    var isTarget: [Int: Bool] = [:]
    let jsonPath = { (index: Int) in tree.jsonPath(of: index).description }
    var stack: [(Int, Int?, Bool)] = [(first, nil, false)]  // (node, parent element, in target)
    while let (index, parent, inTarget) = stack.popLast() {
      let node = tree.nodes[index]
      let a = node.attributes
      let f = frames[index]
      let isRoot = parent == nil
      let isHidden =
        !(isRoot && isSynthetic)
        && (!ImportedTree.isRendered(f) || !ImportedTree.isOnScreen(f, screen: screen))
      let target =
        !isRoot && !inTarget && !isHidden && !ImportedTree.covers(f, screen: screen)
        && inferredTarget(index, in: tree, frames: frames)
      isTarget[index] = target
      let label =
        ImportedTree.nonEmpty(a.accessibilityText) ?? ImportedTree.nonEmpty(a.title)
        ?? ImportedTree.nonEmpty(a.value) ?? ImportedTree.nonEmpty(a.text)
      elements.append(
        ImportedElement(
          parent: parent, frame: f, type: nil, label: label,
          preferredID: ImportedTree.nonEmpty(a.resourceID),
          identifier: ImportedTree.nonEmpty(a.resourceID), isTarget: target,
          isHidden: isHidden,
          isEnabled: (isRoot && isSynthetic) || (node.enabled ?? (a.enabled != "false")),
          place: ImportedPlace(index, in: jsonPath), line: lines[index]))
      let me = elements.count - 1
      // Last first, so that the first is taken next; no array made for them.
      let inside = inTarget || target
      for child in links[index].children.reversed() { stack.append((child, me, inside)) }
    }
    var loaded = try ImportedTree.snapshot(
      consume elements, file: file, name: options.name ?? ImportedTree.baseName(of: file),
      unit: .pt, millimetresPerPoint: 0.16, platform: .ios, options: options)
    loaded.snapshot.targetsAreInferred = true
    return loaded
  }

  /// Whether an iOS node passes rules 1 to 5 (see the type's documentation).
  static func inferredTarget(_ index: Int, in tree: JSONTree<Node>, frames: [Rect]) -> Bool {
    let node = tree.nodes[index]
    let a = node.attributes
    let frame = frames[index]
    if ImportedTree.nonEmpty(a.hintText) != nil { return true }
    if node.checked == true || a.checked == "true" { return true }
    if let id = ImportedTree.nonEmpty(a.resourceID), !id.hasPrefix("_Tt") {
      let lowered = id.lowercased()
      if controlWords.contains(where: lowered.contains) { return true }
    }
    let label =
      ImportedTree.nonEmpty(a.accessibilityText) ?? ImportedTree.nonEmpty(a.title)
      ?? ImportedTree.nonEmpty(a.value)
    guard let label else { return false }
    if frame.height <= 120, hasSameFrameDescendant(index, in: tree, frames: frames) {
      return true
    }
    return tree.links[index].children.isEmpty && label.count <= 40 && !label.hasSuffix(".")
      && (20...120).contains(frame.width) && (20...80).contains(frame.height)
  }

  /// Whether a descendant has the node's frame, to within a point.
  private static func hasSameFrameDescendant(
    _ index: Int, in tree: JSONTree<Node>, frames: [Rect]
  ) -> Bool {
    let frame = frames[index].standardized
    var stack = tree.links[index].children
    while let child = stack.popLast() {
      let other = frames[child].standardized
      if abs(other.minX - frame.minX) <= 1, abs(other.minY - frame.minY) <= 1,
        abs(other.maxX - frame.maxX) <= 1, abs(other.maxY - frame.maxY) <= 1
      {
        return true
      }
      stack.append(contentsOf: tree.links[child].children)
    }
    return false
  }

  // MARK: - Reading

  /// `attributes`: an object of strings (other values are skipped, and so are the strings of
  /// attributes not read), or none for `null`, read by the checked steps.
  private static func readAttributes(_ reader: inout JSONReader) throws -> MaestroAttributes {
    var attributes = MaestroAttributes()
    switch try reader.peekKind() {
    case .object: break
    case .null:
      try reader.readNull()
      return attributes
    default: throw reader.mismatch("an object of strings")
    }
    try reader.beginObject()
    while let key = try reader.nextKey() {
      if let name = MaestroAttributes.Name(key: key), try reader.peekKind() == .string {
        attributes.set(name, to: try reader.readString())
      } else {
        try reader.skipValue()
      }
    }
    return attributes
  }

  /// The attribute names Maestro writes: those the importer reads (with their
  /// ``MaestroAttributes/Name``) and those it skips (`nil`).
  private static let attributeNames: [(String, MaestroAttributes.Name?)] =
    MaestroAttributes.Name.allCases.map { ($0.rawValue, $0) }
    + ["focused", "selected", "checkable", "focusable", "long-clickable", "password", "package"]
    .map { ($0, nil) }

  /// The attribute names by their bytes, each with its index in ``attributeNames``.
  private static let attributeKeys = ByteKeyTable(
    attributeNames.enumerated().map { ($1.0, $0) })

  /// Reads the `attributes` object that comes next plainly (``PlainObject``) into
  /// `attributes`, as ``readAttributes(_:)`` reads it, when each key is one Maestro writes
  /// (``attributeNames``), once, without an escape; `false`, with the reader where it was and
  /// `attributes` partly read, for anything else (the checked read then reads it again, and
  /// names what is wrong).
  private static func readPlainAttributes(
    _ reader: inout JSONReader, into attributes: inout MaestroAttributes
  ) -> Bool {
    attributes = MaestroAttributes()
    let names = attributeNames
    let read = PlainObject.read(&reader, keys: attributeKeys) { index, reader in
      if let name = names[index].1, reader.peekByte() == UInt8(ascii: "\"") {
        // A string without an escape is made from its bytes (the file's were checked as
        // UTF-8), and an empty one, most of Maestro's, is not decoded: the checked step took a
        // third of the attributes' time.
        let plain = reader.plainString().map { range in
          range.isEmpty
            ? ""
            : reader.bytes.withUnsafeBufferPointer {
              String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
            }
        }
        attributes.set(name, to: try plain ?? reader.readString())
      } else {
        try reader.skipValue()
      }
    }
    return read
  }
}

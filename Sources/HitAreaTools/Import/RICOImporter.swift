import HitAreaKit
import HitAreaSnapshot

/// Reads a RICO view hierarchy (JSON) into a layout snapshot in dp.
///
/// Both shapes are accepted: a raw RICO file, `{"activity": {"root": {…}}, …}`, and a bare tree
/// (the root node object itself, as Enrico's samples are). Each node has `bounds` as
/// `[left, top, right, bottom]` in device pixels, `children` (in drawing order; `null` elements
/// are skipped), and optionally `clickable`, `long-clickable`, `enabled`, `visible-to-user`,
/// `visibility`, `class`, `resource-id`, `text`, `content-desc` (a string or a list of strings).
///
/// - Pixels are divided by ``ImportOptions/pixelsPerDP``, which defaults to
///   ``ImportOptions/ricoDefaultPixelsPerDP`` (3.5: RICO's 1440 × 2560 screens at 560 dpi); the
///   unit is `dp`, one point per dp, 0.15875 mm per dp.
/// - `clickable` or `long-clickable` makes a target; `enabled: false` marks it disabled;
///   `visible-to-user: false` or a `visibility` other than `visible` marks it hidden. Every other
///   node is pass-through, as on Android, where a view that is not clickable does not consume a
///   touch (see ``ImportOptions/passesTouchesThroughNonTargets``).
/// - `touch-delegate-bounds` (`[left, top, right, bottom]` in pixels, as tools that record a
///   `TouchDelegate`'s hit rect on the view it delegates to write it; RICO itself does not)
///   becomes the node's hit area.
/// - `clickable`, `long-clickable`, `scrollable-horizontal`, `scrollable-vertical` (or
///   `scrollable`) and `ancestors` (the superclasses) are kept in `LayoutNode.android` for the
///   `atf` standard; the density becomes the snapshot's `pixelsPerPoint`.
/// - The id is `resource-id` when no other node has it, the node's path otherwise; the identifier
///   is `resource-id`; the label is `content-desc`, else `text`; the type is `class`. The
///   snapshot's platform is Android.
///
/// ```swift
/// let snapshot = try RICOImporter.snapshot(from: Array(data), file: "10594.json")
/// ```
public enum RICOImporter {
  /// Reads a RICO hierarchy.
  ///
  /// - Parameters:
  ///   - bytes: The JSON (`Data`, `[UInt8]`, …), UTF-8.
  ///   - file: The file's name, for errors and the default snapshot name.
  ///   - options: Pixels per dp (3.5 when `nil`), the name, touch pass-through.
  /// - Throws: `LayoutSnapshotError` naming the JSON path, such as
  ///   `activity.root.children[2].bounds`.
  public static func snapshot(
    from bytes: some Collection<UInt8>, file: String, options: ImportOptions = ImportOptions()
  ) throws -> LayoutSnapshot {
    try read(SnapshotInput(bytes, file: file), options: options).snapshot
  }

  /// Reads a RICO hierarchy already checked for its size and encoding, with the
  /// line of each node.
  ///
  /// - Parameters:
  ///   - input: The file.
  ///   - options: Pixels per dp, the name, touch pass-through.
  ///   - fastPath: Whether the tree is read by ``JSONTreeFastPath`` first (the checked reader
  ///     then reads only what it gives up on); `false` reads with the checked reader alone, the
  ///     reference the fast path is tested against.
  package static func read(
    _ input: SnapshotInput, options: ImportOptions, fastPath: Bool = true
  ) throws -> LoadedSnapshot {
    let file = input.file
    let scale = options.pixelsPerDP ?? ImportOptions.ricoDefaultPixelsPerDP
    guard scale.isFinite, scale > 0 else {
      throw LayoutSnapshotError(
        .invalidOptions, file: file, path: "",
        message: "--px-per-dp must be a positive number, found \(scale)")
    }
    var reader = try JSONReader(input: input)
    if reader.isAtEnd() {
      throw LayoutSnapshotError(.empty, file: file, path: "", message: "the file is empty")
    }
    guard try reader.peekKind() == .object else {
      var error = reader.mismatch("a RICO view hierarchy object")
      error.kind = .unrecognizedFormat
      throw error
    }
    let tree: JSONTree<RICONode>
    if isWrapped(input) {
      try reader.beginObject()
      var found: JSONTree<RICONode>?
      while let key = try reader.nextKey() {
        guard key == "activity", try reader.peekKind() == .object else {
          try reader.skipValue()
          continue
        }
        try reader.beginObject()
        while let inner = try reader.nextKey() {
          if inner == "root" {
            found = try readTree(from: &reader, fastPath: fastPath)
          } else {
            try reader.skipValue()
          }
        }
      }
      guard let found else {
        throw LayoutSnapshotError(
          .missingValue, file: file, path: "activity.root",
          message: "missing; expected the root view object")
      }
      tree = found
    } else {
      tree = try readTree(from: &reader, fastPath: fastPath)
    }
    try reader.finish()
    let lines = tree.lines

    var elements: [ImportedElement] = []
    elements.reserveCapacity(tree.nodes.count)
    let jsonPath = { (index: Int) in tree.jsonPath(of: index).description }
    for (index, n) in tree.nodes.enumerated() {
      guard let b = n.bounds else {
        preconditionFailure("the tree's reader refuses a node without bounds")
      }
      elements.append(
        ImportedElement(
          parent: tree.links[index].parent,
          frame: Rect(
            x: b[0] / scale, y: b[1] / scale, width: (b[2] - b[0]) / scale,
            height: (b[3] - b[1]) / scale),
          type: ImportedTree.nonEmpty(n.className),
          label: ImportedTree.nonEmpty(n.contentDescription) ?? ImportedTree.nonEmpty(n.text),
          preferredID: ImportedTree.nonEmpty(n.resourceID),
          identifier: ImportedTree.nonEmpty(n.resourceID),
          touchDelegate: n.touchDelegate.map {
            Rect(
              x: $0[0] / scale, y: $0[1] / scale, width: ($0[2] - $0[0]) / scale,
              height: ($0[3] - $0[1]) / scale)
          }, isTarget: n.android.isClickable || n.android.isLongClickable,
          isHidden: !n.isVisible, isEnabled: n.isEnabled, android: n.android,
          place: ImportedPlace(index, in: jsonPath), line: lines[index]))
    }
    return try ImportedTree.snapshot(
      consume elements, file: file, name: options.name ?? ImportedTree.baseName(of: file),
      unit: .dp, millimetresPerPoint: UIAutomatorImporter.millimetresPerDP, platform: .android,
      options: options, pixelsPerPoint: scale)
  }

  /// Whether the top-level object has an `activity` object (a raw RICO file) rather than being
  /// the root view itself.
  ///
  /// Syntax errors are left to the full read.
  private static func isWrapped(_ input: SnapshotInput) -> Bool {
    do {
      var reader = try JSONReader(input: input)
      try reader.beginObject()
      while let key = try reader.nextKey() {
        if key == "activity" { return try reader.peekKind() == .object }
        try reader.skipValue()
      }
    } catch {
      return false
    }
    return false
  }

  /// What a RICO node object says.
  struct RICONode: FastPathNode {
    /// `[left, top, right, bottom]`, in pixels; `nil` until read.
    var bounds: SIMD4<Double>?
    var className: String?
    var resourceID: String?
    var text: String?
    var contentDescription: String?
    var android = AndroidViewInfo()
    var isEnabled = true
    var isVisible = true
    var touchDelegate: SIMD4<Double>?

    /// Reads one member's value into the node.
    ///
    /// - Parameters:
    ///   - member: The member.
    ///   - reader: The reader, at the member's value.
    ///   - names: The file's class names so far (see ``StringInterner``).
    ///   - plainly: Whether class names are read by plain steps first.
    mutating func read(
      _ member: Member, from reader: inout JSONReader, names: inout StringInterner, plainly: Bool
    ) throws {
      switch member {
      case .bounds:
        let expectation = "an array of 4 numbers [left, top, right, bottom]"
        if let b = try reader.readFourNumbers(expectation) { bounds = b }
      case .className: className = try RICOImporter.readName(&reader, &names, plainly: plainly)
      case .touchDelegateBounds:
        let expectation = "an array of 4 numbers [left, top, right, bottom]"
        touchDelegate = try reader.readFourNumbers(expectation)
      case .resourceID: resourceID = try reader.readOptionalString()
      case .text: text = try reader.readOptionalString()
      case .contentDescription:
        contentDescription = try RICOImporter.readDescription(&reader, plainly: plainly)
      case .clickable: android.isClickable = try reader.readOptionalBoolean() ?? false
      case .longClickable: android.isLongClickable = try reader.readOptionalBoolean() ?? false
      case .scrollable, .scrollableHorizontal, .scrollableVertical:
        if try reader.readOptionalBoolean() == true { android.isScrollable = true }
      case .ancestors:
        android.superclasses = try RICOImporter.readClassNames(&reader, &names, plainly: plainly)
      case .enabled: isEnabled = try reader.readOptionalBoolean() ?? true
      case .visibleToUser:
        if try reader.readOptionalBoolean() == false { isVisible = false }
      case .visibility:
        if let v = try reader.readOptionalString(), v != "visible" { isVisible = false }
      }
    }

    /// Whether the node has what every node needs (its bounds).
    var isComplete: Bool { bounds != nil }

    /// The members, `children` and the keys RICO writes that are skipped.
    static let fastPathKeys = FastPathKey.table(
      members: Member.allCases.map { ($0.rawValue, $0) }, skipped: RICOImporter.skippedKeys)

    /// RICO's children arrays hold `null`s.
    static var skipsNullChildren: Bool { true }
  }

  /// The members of a node object the importer reads.
  package enum Member: String, CaseIterable, Sendable {
    case bounds, text, ancestors, clickable, enabled, visibility, scrollable
    case className = "class"
    case touchDelegateBounds = "touch-delegate-bounds"
    case resourceID = "resource-id"
    case contentDescription = "content-desc"
    case longClickable = "long-clickable"
    case scrollableHorizontal = "scrollable-horizontal"
    case scrollableVertical = "scrollable-vertical"
    case visibleToUser = "visible-to-user"
  }

  /// The keys RICO writes in a node object that the importer skips, besides `children` and the
  /// members: known to the fast path, which then tells them apart without comparing them.
  static let skippedKeys = [
    "draw", "pressed", "focusable", "focused", "selected", "rel-bounds", "adapter-view", "abs-pos",
    "pointer", "package", "font-family", "text-hint",
  ]

  /// The node tree that comes next: by the fast path when it can, by the checked reader when it
  /// gives up (or `fastPath` is off).
  private static func readTree(from reader: inout JSONReader, fastPath: Bool) throws
    -> JSONTree<RICONode>
  {
    try JSONTreeReader<RICONode>.readTree(from: &reader, fastPath: fastPath) { node, reader in
      guard node.isComplete else {
        throw LayoutSnapshotError(
          .missingValue, file: reader.file,
          path: reader.path.appending(key: "bounds").description,
          message: "missing; expected an array of 4 numbers [left, top, right, bottom] in pixels")
      }
    }
  }

  /// `ancestors`: the class's superclasses, a list of strings (`null`s skipped), or `null`.
  private static func readClassNames(
    _ reader: inout JSONReader, _ names: inout StringInterner, plainly: Bool
  ) throws -> [String] {
    if plainly, let plain = plainClassNames(&reader, &names) { return plain }
    switch try reader.peekKind() {
    case .array: break
    case .null:
      try reader.readNull()
      return []
    default: throw reader.mismatch("a list of class names")
    }
    try reader.beginArray()
    var classes: [String] = []
    while try reader.nextElement() {
      if let name = try readName(&reader, &names, plainly: plainly), !name.isEmpty {
        classes.append(name)
      }
    }
    return classes
  }

  /// The most superclass names gathered on the stack, more than a class hierarchy has: a
  /// longer list is left to the checked read.
  static let gatheredClassNames = 32

  /// `ancestors` as RICO writes it, a list of strings with no escape, read with no JSON path
  /// kept; `nil`, with the reader where it was, for anything else (the checked read then names
  /// what is wrong).
  ///
  /// Nodes of one class list the same superclasses: the list is made once per file (see
  /// ``StringInterner/list(of:)``), from its names' indices gathered on the stack (up to
  /// ``gatheredClassNames``).
  private static func plainClassNames(
    _ reader: inout JSONReader, _ names: inout StringInterner
  ) -> [String]? {
    let start = reader.mark
    guard reader.mayNest, reader.skip(UInt8(ascii: "[")) else { return nil }
    if reader.skip(UInt8(ascii: "]")) { return [] }
    let classes = withUnsafeTemporaryAllocation(of: Int.self, capacity: gatheredClassNames) {
      found -> [String]? in
      var count = 0
      while let range = reader.plainString() {
        if !range.isEmpty {
          guard count < found.count else { return nil }
          found[count] = names.index(range, of: reader.bytes)
          count += 1
        }
        if reader.skip(UInt8(ascii: "]")) {
          return names.list(of: UnsafeBufferPointer(rebasing: found[..<count]))
        }
        guard reader.skip(UInt8(ascii: ",")) else { return nil }
      }
      return nil
    }
    if classes == nil { reader.rewind(to: start) }
    return classes
  }

  /// A class name: a string, made once per file for each name (see ``StringInterner``), or
  /// `null`; with `plainly` off, read by the checked step alone, and made each time.
  private static func readName(
    _ reader: inout JSONReader, _ names: inout StringInterner, plainly: Bool
  ) throws -> String? {
    guard plainly, let range = reader.plainString() else {
      return try reader.readOptionalString()
    }
    return names.string(range, of: reader.bytes)
  }

  /// `content-desc`: a string, `null`, or a list of strings and `null`s (joined by spaces); with
  /// `plainly` on, a list of one `null` (most of RICO's nodes have one) is passed by plain steps
  /// first, where the checked steps kept its path (about 870 instructions a node).
  private static func readDescription(_ reader: inout JSONReader, plainly: Bool) throws
    -> String?
  {
    if plainly {
      let start = reader.mark
      if reader.mayNest && reader.skip(UInt8(ascii: "[")) && reader.skipNull()
        && reader.skip(UInt8(ascii: "]"))
      {
        return nil
      }
      reader.rewind(to: start)
    }
    guard try reader.peekKind() == .array else { return try reader.readOptionalString() }
    try reader.beginArray()
    var parts: [String] = []
    while try reader.nextElement() {
      if let part = try reader.readOptionalString(), !part.isEmpty { parts.append(part) }
    }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }
}

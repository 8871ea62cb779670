import HitAreaKit
import HitAreaSnapshot

/// Reads Android `uiautomator dump` XML (`window_dump.xml`) and Appium's UiAutomator2 page source
/// (`page_source.xml`) into a layout snapshot in dp.
///
/// A uiautomator dump is a `<hierarchy>` of `<node>` elements; UiAutomator2 page source is a
/// `<hierarchy>` of elements named after their class (`<android.widget.FrameLayout>`). Either way
/// each view's `bounds="[x1,y1][x2,y2]"` are absolute device pixels. The density is not recorded,
/// so ``ImportOptions/pixelsPerDP`` is required (the command line's `--px-per-dp`); pixels are
/// divided by it, and the snapshot's unit is `dp` with one point per dp and 0.15875 mm per dp
/// (1/160 inch). The snapshot's platform is Android (`dp`, TalkBack, Android fixes, the `android`
/// standard by default).
///
/// - Frames become parent-relative; the root keeps its screen position. A dump with several
///   windows gets a synthetic `hierarchy` root around them, the larger windows behind the
///   smaller (a menu, a dialog or the keyboard over the app's; dumps list them in no order to
///   trust).
/// - `clickable="true"` or `long-clickable="true"` makes a target. Every other view is
///   pass-through, as on Android, where a view that is not clickable does not consume a touch: a
///   full-screen container in front of clickable views does not take their touches (see
///   ``ImportOptions/passesTouchesThroughNonTargets``).
/// - `enabled="false"` marks the node disabled (touches fall through it, UIKit's rule; Android
///   lets a disabled clickable view swallow the touch instead).
/// - `visible-to-user="false"` (newer dumps) and `displayed="false"` (UiAutomator2) mark the node
///   hidden, and so does a zero width or height (nothing of it is seen).
/// - `touch-delegate-bounds="[x1,y1][x2,y2]"` (the hit rect a `TouchDelegate` hands to the view,
///   as tools that record it write it; stock dumpers do not) becomes the node's hit area.
/// - `bounds` are what Android's accessibility tree reports: each view's bounds clipped to its
///   scroll containers and the screen, so a row scrolled partly out of view is recorded by its
///   visible part. The snapshot's `framesAreClipped` is set, and the audit reports an undersized
///   target that touches such an edge as not checked rather than failing it.
/// - `clickable`, `long-clickable` and `scrollable` are kept in `LayoutNode.android` for the
///   `atf` standard; the density becomes the snapshot's `pixelsPerPoint`, and the `<hierarchy>`
///   element's `width` and `height` (Appium writes them), in pixels, its `screenSize`.
/// - A dump written to standard output (`adb exec-out uiautomator dump /dev/tty > dump.xml`)
///   ends with the line uiautomator prints after it, `UI hierchary dumped to: /dev/tty` (its
///   spelling): that line is not read as part of the document.
/// - The id is `resource-id` when no other node has it, the node's path otherwise; the identifier
///   is `resource-id`; the label is `content-desc`, else `text`; the type is `class`, else the
///   element's name. In a uiautomator dump elements other than `<node>` are skipped; in
///   UiAutomator2 page source, elements without `bounds`.
///
/// ```swift
/// let options = ImportOptions(pixelsPerDP: 2.625)
/// let snapshot = try UIAutomatorImporter.snapshot(from: Array(data), file: "window_dump.xml", options: options)
/// ```
public enum UIAutomatorImporter {
  /// Millimetres per dp: a dp is 1/160 inch.
  public static let millimetresPerDP = 25.4 / 160

  /// The words that start the line `uiautomator dump` prints once the dump is written, as it
  /// spells them (and as they would be spelt right).
  private static let dumpMessages = ["UI hierchary dumped to: ", "UI hierarchy dumped to: "].map {
    Array($0.utf8)
  }

  /// The file without the line `uiautomator dump` prints after the dump to standard output.
  ///
  /// That line comes after the document's last `>` and XML's white space (none, as uiautomator
  /// writes it: `</hierarchy>UI hierchary dumped to: /dev/tty`), starts with one of
  /// ``dumpMessages``, and has only white space after it. Any other file is itself (and XMLParser
  /// names what follows the document), as is one whose path holds a `>`.
  ///
  /// - Parameter input: The file.
  static func withoutDumpMessage(_ input: SnapshotInput) -> SnapshotInput {
    let bytes = input.bytes
    guard let end = bytes.lastIndex(of: UInt8(ascii: ">")) else { return input }
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    guard let start = bytes[(end + 1)...].firstIndex(where: { !isSpace($0) }) else { return input }
    let message = bytes[start...]
    let lineEnd = message.firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
    guard dumpMessages.contains(where: { message.starts(with: $0) }),
      bytes[lineEnd...].allSatisfy(isSpace)
    else { return input }
    return input.prefix(upTo: end + 1)
  }

  /// Reads a uiautomator dump.
  ///
  /// - Parameters:
  ///   - bytes: The XML (`Data`, `[UInt8]`, …), UTF-8.
  ///   - file: The file's name, for errors and the default snapshot name.
  ///   - options: ``ImportOptions/pixelsPerDP`` (required), the name, touch pass-through.
  /// - Throws: `LayoutSnapshotError` when the density is missing, or naming the
  ///   element path (such as `hierarchy/node[0]/node[2]@bounds`) and line.
  public static func snapshot(
    from bytes: some Collection<UInt8>, file: String, options: ImportOptions
  ) throws -> LayoutSnapshot {
    try read(SnapshotInput(bytes, file: file), options: options).snapshot
  }

  /// Reads a uiautomator dump already checked for its size and encoding, with the
  /// line of each node.
  static func read(_ input: SnapshotInput, options: ImportOptions) throws -> LoadedSnapshot {
    let file = input.file
    guard let scale = options.pixelsPerDP else {
      throw LayoutSnapshotError(
        .invalidOptions, file: file, path: "",
        message: "uiautomator dumps do not record the screen density: give it with --px-per-dp "
          + "(device pixels per dp, the density divided by 160, such as 2.625 or 3)")
    }
    guard scale.isFinite, scale > 0 else {
      throw LayoutSnapshotError(
        .invalidOptions, file: file, path: "",
        message: "--px-per-dp must be a positive number, found \(scale)")
    }
    let tree = try XMLElementTree(input: withoutDumpMessage(input))
    let document = tree.elements[0]
    // uiautomator's `<node>` elements, or UiAutomator2's class-named elements with bounds.
    let usesNodes = tree.elements.indices.contains { tree.element($0, isNamed: "node") }
    let isView = { (index: Int) in
      usesNodes
        ? tree.element(index, isNamed: "node") : tree.attributes(of: index).contains("bounds")
    }
    var tops = isView(0) ? [0] : tree.children(of: 0).filter(isView)
    if tops.count > 1 {
      // Several windows (a menu, a dialog, the keyboard over the app's): drawn larger first.
      let areas = tops.map { top -> Double in
        guard let text = tree.attributes(of: top)["bounds"], let b = bounds(text) else { return 0 }
        return abs((b.x2 - b.x1) * (b.y2 - b.y1))
      }
      tops = ImportedTree.drawingOrder(tops, areas: areas)
    }
    guard !tops.isEmpty else {
      throw LayoutSnapshotError(
        .empty, file: file, path: tree.name(of: 0),
        message: "no <node> elements, and no elements with bounds; "
          + DumpFormat.supportedFormatsSentence)
    }
    var elements: [ImportedElement] = []
    // Room for every element at once: an element is large, and each growth moved them all.
    elements.reserveCapacity(tree.elements.count + 1)
    if tops.count > 1 {
      elements.append(
        ImportedElement(
          parent: nil, frame: .zero, type: "hierarchy", place: "hierarchy",
          line: document.startLine))
    }
    var stack: [(Int, Int?)] = tops.reversed().map { ($0, tops.count > 1 ? 0 : nil) }
    let path = { (index: Int) in tree.path(of: index) }
    var found = Attribute.names.nothingFound
    var names = StringInterner()
    while let (index, parent) = stack.popLast() {
      let place = ImportedPlace(index, in: path)
      elements.append(
        try element(
          index, in: tree, parent: parent, scale: scale, place: place, found: &found,
          names: &names))
      let me = elements.count - 1
      // Last first, so that the first is taken next; no array made for them.
      let first = stack.count
      for child in tree.children(of: index) where isView(child) { stack.append((child, me)) }
      stack[first...].reverse()
    }
    if tops.count > 1 {
      elements[0].frame = ImportedTree.union(elements.filter { $0.parent == 0 }.map(\.frame))
    }
    var loaded = try ImportedTree.snapshot(
      consume elements, file: file, name: options.name ?? ImportedTree.baseName(of: file),
      unit: .dp, millimetresPerPoint: millimetresPerDP, platform: .android, options: options,
      pixelsPerPoint: scale, screenSize: try screenSize(document: 0, in: tree, scale: scale))
    loaded.snapshot.framesAreClipped = true
    return loaded
  }

  /// The display's size from the `<hierarchy>` element's `width` and `height` (Appium's page
  /// source records them; `uiautomator dump` does not), in dp.
  private static func screenSize(document: Int, in tree: XMLElementTree, scale: Double) throws
    -> Size?
  {
    let attributes = tree.attributes(of: document)
    guard tree.element(document, isNamed: "hierarchy"), let width = attributes["width"],
      let height = attributes["height"]
    else { return nil }
    var values: [Double] = []
    for (key, text) in [("width", width), ("height", height)] {
      guard let value = Double(text.trimmingSpaces), value.isFinite, value > 0 else {
        throw tree.error(
          .invalidValue, at: document, attribute: key,
          "expected a positive number of pixels, found \"\(text)\"")
      }
      values.append(value / scale)
    }
    return Size(width: values[0], height: values[1])
  }

  /// The attributes read from every node, found in one pass over each.
  private enum Attribute: Int, CaseIterable {
    case bounds, touchDelegateBounds, resourceID, clickable, longClickable, className
    case contentDescription, text, visibleToUser, displayed, enabled, scrollable

    /// The attribute's name.
    var name: StaticString {
      switch self {
      case .bounds: "bounds"
      case .touchDelegateBounds: "touch-delegate-bounds"
      case .resourceID: "resource-id"
      case .clickable: "clickable"
      case .longClickable: "long-clickable"
      case .className: "class"
      case .contentDescription: "content-desc"
      case .text: "text"
      case .visibleToUser: "visible-to-user"
      case .displayed: "displayed"
      case .enabled: "enabled"
      case .scrollable: "scrollable"
      }
    }

    /// The names, in the cases' order.
    static let names = XMLAttributeNames(allCases.map(\.name))
  }

  /// A node.
  ///
  /// - Parameters:
  ///   - found: Where each ``Attribute`` is, kept from the tree's elements read before
  ///     (``FoundAttributes``; one for the tree).
  ///   - names: The file's class names so far, each made once (see ``StringInterner``): a dump
  ///     names a few classes hundreds of times, and its nodes' types are then one string each.
  private static func element(
    _ index: Int, in tree: XMLElementTree, parent: Int?, scale: Double, place: ImportedPlace,
    found: inout FoundAttributes, names: inout StringInterner
  ) throws -> ImportedElement {
    let attributes = tree.attributes(of: index)
    attributes.find(Attribute.names, into: &found)
    func flag(_ key: Attribute, default value: Bool) throws -> Bool {
      let at = found[key.rawValue]
      guard let result = attributes.flag(at: at, default: value) else {
        throw tree.error(
          .invalidValue, at: index, attribute: key.name.description,
          "expected true or false, found \"\(attributes[at: at] ?? "")\"")
      }
      return result
    }
    /// The bounds named `key`, read from their bytes where dumps write them plainly.
    func bounds(_ key: Attribute) throws -> PixelBounds? {
      let at = found[key.rawValue]
      if let values = attributes.withValue(at: at, { $0.flatMap(plainBounds) }) {
        return values
      }
      guard let text = attributes[at: at] else { return nil }
      guard let values = boundsByCharacters(text) else {
        throw tree.error(
          .invalidValue, at: index, attribute: key.name.description,
          "expected [x1,y1][x2,y2] in pixels, found \"\(text)\"")
      }
      return values
    }
    func nonEmpty(_ key: Attribute) -> String? { attributes.nonEmpty(at: found[key.rawValue]) }
    guard let b = try bounds(.bounds) else {
      throw tree.error(
        .missingValue, at: index, attribute: "bounds", "missing; expected [x1,y1][x2,y2] in pixels")
    }
    func rect(_ b: PixelBounds) -> Rect {
      Rect(
        x: b.x1 / scale, y: b.y1 / scale, width: (b.x2 - b.x1) / scale,
        height: (b.y2 - b.y1) / scale)
    }
    let delegate = try bounds(.touchDelegateBounds).map(rect)
    let element = tree.elements[index]
    let className = attributes.withValue(at: found[Attribute.className.rawValue]) { value in
      value.flatMap { $0.isEmpty ? nil : names.string($0) }
    }
    let id = nonEmpty(.resourceID)
    let clickable = try flag(.clickable, default: false)
    let longClickable = try flag(.longClickable, default: false)
    let frame = rect(b)
    return ImportedElement(
      parent: parent, frame: frame,
      type: className ?? (tree.element(index, isNamed: "node") ? nil : tree.name(of: index)),
      label: nonEmpty(.contentDescription) ?? nonEmpty(.text),
      preferredID: id, identifier: id, touchDelegate: delegate,
      isTarget: clickable || longClickable,
      // A zero width or height: nothing of it is seen (the bounds are clipped to what is), as
      // the other importers hide it (it was audited, a min-size and an activation-point error).
      isHidden: try !flag(.visibleToUser, default: true) || !flag(.displayed, default: true)
        || !ImportedTree.isRendered(frame),
      isEnabled: try flag(.enabled, default: true),
      android: AndroidViewInfo(
        isClickable: clickable, isLongClickable: longClickable,
        isScrollable: try flag(.scrollable, default: false)),
      place: place, line: element.startLine)
  }

  /// The four numbers of `[x1,y1][x2,y2]`, or `nil` when the text has another shape.
  ///
  /// Bounds as dumps write them, whole numbers and no spaces (`[0,63][1080,210]`), are read
  /// from their bytes; any other text is read by ``boundsByCharacters(_:)``.
  static func bounds(_ text: String) -> PixelBounds? {
    if let values = text.withUTF8Bytes(plainBounds) { return values }
    return boundsByCharacters(text)
  }

  /// The four whole numbers of bounds written exactly `[x1,y1][x2,y2]`, each an optional `-`
  /// and one to fifteen ASCII digits (which a `Double` holds exactly); `nil` for any other
  /// text, even text that ``boundsByCharacters(_:)`` reads.
  static func plainBounds(_ bytes: UnsafeBufferPointer<UInt8>) -> PixelBounds? {
    var bounds = PixelBounds(x1: 0, y1: 0, x2: 0, y2: 0)
    var i = 0
    for k in 0..<4 {
      // `[` before each pair, `,` inside it and `]` after it.
      let separator = k % 2 == 0 ? UInt8(ascii: ",") : UInt8(ascii: "]")
      if k % 2 == 0 {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "[") else { return nil }
        i += 1
      }
      let negative = i < bytes.count && bytes[i] == UInt8(ascii: "-")
      if negative { i += 1 }
      let start = i
      var magnitude: Int64 = 0
      while i < bytes.count, i - start < 15 {
        let digit = bytes[i] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        magnitude = magnitude * 10 + Int64(digit)
        i += 1
      }
      guard i > start, i < bytes.count, bytes[i] == separator else { return nil }
      i += 1
      let value = negative ? -Double(magnitude) : Double(magnitude)
      switch k {
      case 0: bounds.x1 = value
      case 1: bounds.y1 = value
      case 2: bounds.x2 = value
      default: bounds.y2 = value
      }
    }
    return i == bytes.count ? bounds : nil
  }

  /// ``bounds(_:)`` by characters: spaces anywhere are skipped, and numbers are read as
  /// `Double(_:)` reads them.
  static func boundsByCharacters(_ text: String) -> PixelBounds? {
    var values: [Double] = []
    var number = ""
    var expected: [Character] = ["[", ",", "]", "[", ",", "]"]
    for character in text.trimmingSpaces {
      if character == " " { continue }
      if let next = expected.first, character == next {
        expected.removeFirst()
        if next == "[" { continue }
        guard let value = Double(number), value.isFinite else { return nil }
        values.append(value)
        number = ""
      } else if character.isNumber || character == "-" || character == "." {
        guard expected.first != "[" else { return nil }
        number.append(character)
      } else {
        return nil
      }
    }
    return expected.isEmpty ? PixelBounds(values) : nil
  }
}

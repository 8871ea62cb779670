import HitAreaKit
import HitAreaSnapshot

/// Reads Facebook idb's accessibility JSON (`idb ui describe-all --json`, `describe-point`) and
/// AXe's `describe-ui` into a layout snapshot in points.
///
/// Every shape idb and AXe print is accepted: the flat array of `describe-all` (the Application
/// first, then every element in pre-order), the nested array of `describe-all --nested` and
/// AXe (one Application whose `children` hold the rest), the bare object of `describe-point`
/// (nested or not), and the document of `--format complete` (`{"elements": […], …}`).
///
/// - Frames are `frame` `{x, y, width, height}` in screen points, else the `AXFrame` string
///   (`{{x, y}, {w, h}}`). A flat array's elements become children of its Application, in the
///   array's order; several elements without an Application get a synthetic root around them,
///   and one tree whose root is a target (`describe-point`'s element) a synthetic screen from
///   the origin to 100 pt past it (its dump records no screen), so that it is audited as a
///   target.
/// - Targets, from what idb records (it has no clickable flag; `role_description`, which is
///   localized, is never read): a type (or a role without its `AX` prefix) in
///   ``targetTypes``; a subrole in ``targetSubroles`` (a UISwitch is a `CheckBox` with the
///   subrole `AXSwitch`); a trait in ``targetTraits`` (idb 1.6 and later; `Scrollable`, on
///   almost everything, is not one); or a non-empty `custom_actions` on an element that does not
///   cover the whole screen. None is inside the system keyboard (the type `Keyboard`, which
///   idb writes for `XCUIElementTypeKeyboard`): its keys are the system's, which the app cannot
///   resize. A flat list records no nesting: the keyboard's keys are the elements listed right
///   after it that lie inside its frame, and an element of the app listed elsewhere is still a
///   target wherever it lies. Every other element is pass-through (see
///   ``ImportOptions/passesTouchesThroughNonTargets``).
/// - An element with a zero or negative width or height is not rendered (idb reports elements
///   that are not on screen so): it is hidden and never a target; so is one with `hidden: true`
///   or an `interactable` status `blocked` for a zero size or for being hidden.
/// - `enabled: false` or the trait `NotEnabled` marks the node disabled; `enabled: null` (the
///   axbridge backend) counts as enabled.
/// - The id is `AXUniqueId` (or AXe's `AXIdentifier`) when no other element has it, the node's
///   path otherwise; the identifier is the same; the label is `AXLabel`, else `title`, else
///   `AXValue` (except on switches, checkboxes, sliders and the like, whose value is a state). The type is the element type with the `XCUIElementType` prefix where idb's
///   type is one of XCTest's (`Button` → `XCUIElementTypeButton`, a `CheckBox` with the subrole
///   `AXSwitch` → `XCUIElementTypeSwitch`, `ScrollArea` → `XCUIElementTypeScrollView`), so that
///   the audit treats it as it treats page source; other types (`GenericElement`, `Heading`) are
///   kept as idb wrote them. The snapshot's platform is iOS.
///
/// ```swift
/// let snapshot = try IDBImporter.snapshot(from: Array(data), file: "describe-all.json")
/// ```
public enum IDBImporter {
  /// The element types (idb's `type`, or its `role` without `AX`) that are tap targets: idb's
  /// own actionable roles, AXe's, and text areas.
  public static let targetTypes: Set<String> = [
    "Button", "Link", "CheckBox", "RadioButton", "Slider", "TextField", "TextArea", "PopUpButton",
    "Cell", "Switch", "Toggle", "SecureTextField", "SearchField", "SegmentedControl", "Stepper",
    "Picker", "PickerWheel", "Tab", "Key", "MenuItem", "DisclosureTriangle", "TabBarButton",
  ]

  /// The subroles that make a target whatever the role.
  public static let targetSubroles: Set<String> = [
    "AXSwitch", "AXSearchField", "AXTabButton", "AXSecureTextField",
  ]

  /// The accessibility traits (idb's names) that make a target.
  public static let targetTraits: Set<String> = [
    "Button", "Link", "KeyboardKey", "Adjustable", "TextEntry", "SearchField", "TabButton",
    "BackButton", "Toggle", "PopupButton", "MenuItem", "RadioButton", "DeleteKey",
  ]

  /// Reads idb or AXe JSON.
  ///
  /// - Parameters:
  ///   - bytes: The JSON (`Data`, `[UInt8]`, …), UTF-8.
  ///   - file: The file's name, for errors and the default snapshot name.
  ///   - options: The snapshot's name and touch pass-through.
  /// - Throws: `LayoutSnapshotError` naming the JSON path, such as `[3].frame.width`.
  public static func snapshot(
    from bytes: some Collection<UInt8>, file: String, options: ImportOptions = ImportOptions()
  ) throws -> LayoutSnapshot {
    try read(SnapshotInput(bytes, file: file), options: options).snapshot
  }

  /// What an idb element object says.
  struct Element: FastPathNode {
    var frame: Rect?
    var axFrame: String?
    var hasNullEdge = false
    var type: String?
    var role: String?
    var subrole: String?
    var label: String?
    var title: String?
    var value: String?
    var identifier: String?
    var enabled: Bool?
    var hidden = false
    var blocked = false
    var traits: [String] = []
    var customActions = 0

    /// The members by their keys (idb's, and AXe's), `children`, and the keys idb writes that
    /// are skipped.
    static let fastPathKeys = FastPathKey<Member>.table(
      members: [
        ("frame", .frame), ("AXFrame", .axFrame), ("type", .type), ("role", .role),
        ("subrole", .subrole), ("AXLabel", .label), ("label", .label), ("title", .title),
        ("AXValue", .value), ("value", .value), ("AXUniqueId", .identifier),
        ("AXIdentifier", .identifier), ("identifier", .identifier), ("enabled", .enabled),
        ("hidden", .hidden), ("traits", .traits), ("custom_actions", .customActions),
        ("interactable", .interactable),
      ],
      skipped: ["role_description", "content_required", "help", "pid"])

    /// Reads one member's value into the element.
    ///
    /// - Parameters:
    ///   - member: The member.
    ///   - reader: The reader, at the member's value.
    ///   - names: The file's repeated strings so far (not used).
    ///   - plainly: Whether frames are read by plain steps first.
    mutating func read(
      _ member: Member, from reader: inout JSONReader, names: inout StringInterner, plainly: Bool
    ) throws {
      switch member {
      case .frame:
        guard try reader.peekKind() != .null else { return try reader.readNull() }
        let (rect, hasNull) = try readFrame(&reader, plainly: plainly)
        frame = rect
        hasNullEdge = hasNull
      case .axFrame: axFrame = try reader.readOptionalString()
      case .type: type = try reader.readOptionalString()
      case .role: role = try reader.readOptionalString()
      case .subrole: subrole = try reader.readOptionalString()
      case .label: label = try reader.readOptionalString()
      case .title: title = try reader.readOptionalString()
      case .value: value = try readValueText(&reader)
      case .identifier:
        if let id = try reader.readOptionalString(), !id.isEmpty { identifier = id }
      case .enabled: enabled = try reader.readOptionalBoolean()
      case .hidden: hidden = try reader.readOptionalBoolean() ?? false
      case .traits: traits = try readStrings(&reader)
      case .customActions: customActions = try readStrings(&reader).count
      case .interactable: blocked = try readBlocked(&reader)
      }
    }

    /// idb's type: `type`, else `role` without `AX`.
    var kind: String? {
      if let type = ImportedTree.nonEmpty(type) { return type }
      guard let role = ImportedTree.nonEmpty(role) else { return nil }
      return role.hasPrefix("AX") ? String(role.dropFirst(2)) : role
    }
  }

  /// Reads idb JSON already checked for its size and encoding, with the line of each element.
  ///
  /// - Parameters:
  ///   - input: The file.
  ///   - options: The snapshot's name and touch pass-through.
  ///   - fastPath: Whether element trees are read by ``JSONTreeFastPath`` first (the checked
  ///     reader then reads only what it gives up on); `false` reads with the checked reader
  ///     alone, the reference the fast path is tested against.
  static func read(_ input: SnapshotInput, options: ImportOptions, fastPath: Bool = true) throws
    -> LoadedSnapshot
  {
    let file = input.file
    var reader = try JSONReader(input: input)
    if reader.isAtEnd() {
      throw LayoutSnapshotError(.empty, file: file, path: "", message: "the file is empty")
    }
    var trees: [JSONTree<Element>] = []
    switch try reader.peekKind() {
    case .array:
      try readArray(&reader, into: &trees, fastPath: fastPath)
    case .object where isDocument(input):
      try reader.beginObject()
      while let key = try reader.nextKey() {
        if key == "elements", try reader.peekKind() == .array {
          try readArray(&reader, into: &trees, fastPath: fastPath)
        } else {
          try reader.skipValue()
        }
      }
    case .object:
      trees.append(try readTree(&reader, fastPath: fastPath))
    case .null:
      throw LayoutSnapshotError(
        .empty, file: file, path: "", message: "null: no element at the point described")
    default:
      var error = reader.mismatch("an idb element object or an array of them")
      error.kind = .unrecognizedFormat
      throw error
    }
    try reader.finish()
    guard !trees.isEmpty else {
      throw LayoutSnapshotError(.empty, file: file, path: "", message: "no elements")
    }
    return try snapshot(of: trees, input: input, options: options)
  }

  /// Whether the top-level object is a `--format complete` document (`{"elements": […]}`)
  /// rather than one element.
  private static func isDocument(_ input: SnapshotInput) -> Bool {
    do {
      var reader = try JSONReader(input: input)
      try reader.beginObject()
      while let key = try reader.nextKey() {
        if key == "elements" { return try reader.peekKind() == .array }
        try reader.skipValue()
      }
    } catch {
      return false
    }
    return false
  }

  private static func readArray(
    _ reader: inout JSONReader, into trees: inout [JSONTree<Element>], fastPath: Bool
  ) throws {
    try reader.beginArray()
    var count = 0
    while try reader.nextElement() {
      if try reader.peekKind() == .null {
        try reader.readNull()
        continue
      }
      let tree = try readTree(&reader, fastPath: fastPath)
      count += tree.nodes.count
      guard count <= LayoutSnapshotLimits.maximumNodeCount else {
        throw reader.error(
          .limitExceeded, "more than \(LayoutSnapshotLimits.maximumNodeCount) nodes")
      }
      trees.append(tree)
    }
  }

  /// The elements of every tree, in pre-order, with their frames checked, as a snapshot.
  private static func snapshot(
    of trees: [JSONTree<Element>], input: SnapshotInput, options: ImportOptions
  ) throws -> LoadedSnapshot {
    let file = input.file
    var elements: [ImportedElement] = []
    var nodes: [Element] = []
    // Room for every element (and its node) at once: an element is large, and each growth moved
    // them all.
    let count = trees.reduce(1) { $0 + $1.nodes.count }
    elements.reserveCapacity(count)
    nodes.reserveCapacity(count)
    let first = trees[0].nodes[0]
    let isApplication = first.kind == "Application" || first.role == "AXApplication"
    // One tree whose root is a target (`describe-point`'s element) is a target on a screen
    // around it (``ImportedTree/screen(aroundLoneElement:)``); several trees without an
    // Application get the box around them, and a tree of a window or a group is its screen.
    let isLoneElement = trees.count == 1 && !isApplication && isMarked(first, coversScreen: false)
    let synthetic = (trees.count > 1 || isLoneElement) && !isApplication
    if synthetic {
      elements.append(ImportedElement(parent: nil, frame: .zero, type: "screen", place: ""))
      nodes.append(Element())
    }
    // Every tree's lines in one pass over the document (a flat list has a tree per element).
    let lines = UTF8Text.lines(
      of: trees.flatMap { tree in tree.links.map(\.offset) }, in: input.bytes)
    var lineBase = 0  // where this tree's lines start in `lines`
    for (t, tree) in trees.enumerated() {
      let base = elements.count
      let jsonPath = { (i: Int) in tree.jsonPath(of: i).description }
      for (i, node) in tree.nodes.enumerated() {
        let frame = try frame(of: node, file: file, path: tree.jsonPath(of: i))
        var parent = tree.links[i].parent.map { $0 + base }
        if parent == nil, synthetic { parent = 0 }
        if parent == nil, t > 0 { parent = 0 }  // flat: the Application holds the rest
        elements.append(
          ImportedElement(
            parent: parent, frame: frame, place: ImportedPlace(i, in: jsonPath),
            line: lines[lineBase + i]))
        nodes.append(node)
      }
      lineBase += tree.nodes.count
    }
    if synthetic {
      let frames = elements.dropFirst().map(\.frame)
      elements[0].frame =
        isLoneElement
        ? ImportedTree.screen(aroundLoneElement: frames) : ImportedTree.union(frames)
    }
    let screen = elements[0].frame
    for i in elements.indices where !(synthetic && i == 0) {
      classify(&elements[i], nodes[i], screen: screen, isRoot: i == 0)
    }
    if elements.contains(where: { $0.type == XCUITestImporter.keyboardType }) {
      // A flat list has a tree per element (a nested dump may hold several trees: windows).
      ImportedTree.leaveOutSystemKeyboard(
        &elements, inFlatList: trees.count > 1 && trees.allSatisfy { $0.nodes.count == 1 })
    }
    return try ImportedTree.snapshot(
      consume elements, file: file, name: options.name ?? ImportedTree.baseName(of: file),
      unit: .pt, millimetresPerPoint: 0.16, platform: .ios, options: options)
  }

  /// The element's type, label, ids, and whether it is a target, hidden or disabled.
  private static func classify(
    _ element: inout ImportedElement, _ node: Element, screen: Rect, isRoot: Bool
  ) {
    let kind = node.kind
    element.type = kind.map { type(of: $0, subrole: node.subrole) }
    // A control's value is its state (a switch's "1", a slider's "50%"), not its name.
    let valueIsState = kind.map(stateTypes.contains) == true
    element.label =
      ImportedTree.nonEmpty(node.label) ?? ImportedTree.nonEmpty(node.title)
      ?? (valueIsState ? nil : ImportedTree.nonEmpty(node.value))
    element.preferredID = ImportedTree.nonEmpty(node.identifier)
    element.identifier = ImportedTree.nonEmpty(node.identifier)
    let frame = element.frame
    let rendered =
      ImportedTree.isRendered(frame) && !node.hidden && !node.blocked && !node.hasNullEdge
    element.isHidden = !rendered
    element.isEnabled = node.enabled != false && !node.traits.contains("NotEnabled")
    let marked = isMarked(node, coversScreen: ImportedTree.covers(frame, screen: screen))
    element.isTarget = rendered && !isRoot && kind != "Application" && marked
  }

  /// Whether what idb records of an element makes it a target: its type or role, subrole,
  /// traits, or custom actions on an element that does not cover the screen.
  private static func isMarked(_ node: Element, coversScreen: Bool) -> Bool {
    node.kind.map(targetTypes.contains) == true
      || node.subrole.map(targetSubroles.contains) == true
      || node.traits.contains(where: targetTraits.contains)
      || (node.customActions > 0 && !coversScreen)
  }

  /// The types whose value is their state.
  private static let stateTypes: Set<String> = [
    "CheckBox", "Switch", "Toggle", "Slider", "RadioButton", "Stepper",
  ]

  /// The layout snapshot's type of an idb type: XCTest's name where idb's is one of them.
  static func type(of kind: String, subrole: String?) -> String {
    let name = subrole.flatMap { typesBySubrole[$0] } ?? renamedTypes[kind] ?? kind
    return XCUIElementTypeName.all.contains(name) ? XCUIElementTypeName.prefixed(name) : kind
  }

  /// idb's types that XCTest names otherwise.
  private static let renamedTypes: [String: String] = [
    "ScrollArea": "ScrollView", "TextArea": "TextView", "GenericElement": "Other",
    "Group": "Other", "WebArea": "WebView", "TabGroup": "TabBar", "Grid": "CollectionView",
    "Heading": "StaticText",
  ]

  /// The XCTest types of the subroles that tell one apart from its role.
  private static let typesBySubrole: [String: String] = [
    "AXSwitch": "Switch", "AXSearchField": "SearchField", "AXSecureTextField": "SecureTextField",
  ]

  /// The element's frame: `frame`, else `AXFrame`.
  ///
  /// - Parameter path: The element's JSON path, worked out only for an error.
  private static func frame(of node: Element, file: String, path: @autoclosure () -> JSONPath)
    throws -> Rect
  {
    if let frame = node.frame { return frame }
    if node.hasNullEdge { return .zero }
    if let text = node.axFrame {
      guard let rect = CocoaRect.parse(text) else {
        throw LayoutSnapshotError(
          .invalidValue, file: file, path: path().appending(key: "AXFrame").description,
          message: "expected {{x, y}, {width, height}}, found \"\(text)\"")
      }
      return rect
    }
    throw LayoutSnapshotError(
      .missingValue, file: file, path: path().appending(key: "frame").description,
      message: "missing; expected {\"x\", \"y\", \"width\", \"height\"} in points (or AXFrame)")
  }

  /// The members of an element the importer reads (some under more than one key).
  enum Member: Sendable {
    case frame, axFrame, type, role, subrole, label, title, value, identifier, enabled, hidden
    case traits, customActions, interactable
  }

  /// The element tree that comes next: by the fast path when it can, by the checked reader
  /// when it gives up (or `fastPath` is off).
  private static func readTree(_ reader: inout JSONReader, fastPath: Bool) throws
    -> JSONTree<Element>
  {
    try JSONTreeReader<Element>.readTree(from: &reader, fastPath: fastPath)
  }

  /// `{x, y, width, height}` in any order; a `null` edge (a non-finite one, in idb's newer
  /// documents) makes the element unrendered.
  private static func readFrame(_ reader: inout JSONReader, plainly: Bool) throws -> (Rect?, Bool) {
    let edges = try RectObject.read(&reader, plainly: plainly)
    guard !edges.hasNull else { return (nil, true) }
    return (try edges.rect(reader), false)
  }

  /// `AXValue`: a string, a number or a boolean as text; other values (arrays, objects,
  /// `null`) give none.
  private static func readValueText(_ reader: inout JSONReader) throws -> String? {
    switch try reader.peekKind() {
    case .string: return try reader.readString()
    case .number:
      _ = try reader.readNumber()
      return reader.lastNumberLiteral
    case .boolean: return try reader.readBoolean() ? "1" : "0"
    default:
      try reader.skipValue()
      return nil
    }
  }

  /// An array of strings (other elements skipped), or none for `null`.
  private static func readStrings(_ reader: inout JSONReader) throws -> [String] {
    switch try reader.peekKind() {
    case .array: break
    case .null:
      try reader.readNull()
      return []
    default: throw reader.mismatch("an array of strings")
    }
    var strings: [String] = []
    try reader.beginArray()
    while try reader.nextElement() {
      if try reader.peekKind() == .string {
        strings.append(try reader.readString())
      } else {
        try reader.skipValue()
      }
    }
    return strings
  }

  /// Whether `interactable` says the element is blocked for a zero size or for being hidden.
  private static func readBlocked(_ reader: inout JSONReader) throws -> Bool {
    guard try reader.peekKind() == .object else {
      try reader.skipValue()
      return false
    }
    var blocked = false
    var reasons: [String] = []
    try reader.beginObject()
    while let key = try reader.nextKey() {
      switch key {
      case "status":
        if try reader.peekKind() == .string {
          blocked = try reader.readString() == "blocked"
        } else {
          try reader.skipValue()
        }
      case "reasons":
        guard try reader.peekKind() == .array else {
          try reader.skipValue()
          continue
        }
        try reader.beginArray()
        while try reader.nextElement() {
          guard try reader.peekKind() == .object else {
            try reader.skipValue()
            continue
          }
          try reader.beginObject()
          while let inner = try reader.nextKey() {
            if inner == "kind", try reader.peekKind() == .string {
              reasons.append(try reader.readString())
            } else {
              try reader.skipValue()
            }
          }
        }
      default: try reader.skipValue()
      }
    }
    return blocked && reasons.contains { $0 == "zero_size" || $0 == "hidden" }
  }
}

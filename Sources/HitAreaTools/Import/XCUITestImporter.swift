import HitAreaKit
@_spi(Readers) import HitAreaSnapshot

/// Reads XCUITest / Appium (WebDriverAgent) page source XML into a layout snapshot in points.
///
/// The page source lists accessibility elements, not views: `<AppiumAUT>` wraps an
/// `XCUIElementTypeApplication` whose descendants carry absolute `x`, `y`, `width`, `height` in
/// points, and `enabled`, `visible`, `accessible`, `name`, `label`, `value`.
///
/// - Frames become parent-relative; the root keeps its screen position. The snapshot's platform
///   is iOS (`pt`, VoiceOver, Swift fixes, the `ios` standard by default).
/// - Targets are the element types in ``targetTypes``, and `XCUIElementTypeOther` with
///   `accessible="true"` (a custom tappable row), outside the system keyboard
///   (``keyboardType``): its keys are the system's, which the app cannot resize. Every other element is pass-through (see
///   ``ImportOptions/passesTouchesThroughNonTargets``): page source records the accessibility
///   tree, not the views, so a full-screen container that is not accessible (listed after a
///   scroll view, holding the toolbars) does not hide the rows behind it.
/// - `visible="false"` marks the node hidden: XCUITest reports it for elements scrolled off screen
///   (and for some decorative images); hidden nodes are never hit and are left out of size rules.
/// - `enabled="false"` marks the node disabled, so touches fall through it, as UIKit does for a
///   disabled control.
/// - The id is `name` when no other element has that name, the node's path otherwise; the
///   identifier is `name`; the label is `label`, else `name`, else `value`; the type is the `type`
///   attribute.
/// - Siblings keep the page source's order (accessibility order, back to front), except that
///   bars (``barTypes``) move in front of their siblings: page source lists a navigation bar
///   before the content, but UIKit draws bars above it (a navigation or tab bar controller adds
///   its bar after the content's container), so a literal order would let a full-screen content
///   container cover the back button.
///
/// ```swift
/// let snapshot = try XCUITestImporter.snapshot(from: Array(data), file: "settings.xml")
/// snapshot.nodes.filter(\.isTarget).count
/// ```
public enum XCUITestImporter {
  /// The element types that are tap targets.
  public static let targetTypes: Set<String> = [
    "XCUIElementTypeButton", "XCUIElementTypeCell", "XCUIElementTypeSwitch",
    "XCUIElementTypeToggle", "XCUIElementTypeLink", "XCUIElementTypeTextField",
    "XCUIElementTypeSecureTextField", "XCUIElementTypeSearchField", "XCUIElementTypeTextView",
    "XCUIElementTypeSlider", "XCUIElementTypeSegmentedControl", "XCUIElementTypeTab",
    "XCUIElementTypeKey", "XCUIElementTypeStepper", "XCUIElementTypeIncrementArrow",
    "XCUIElementTypeDecrementArrow", "XCUIElementTypePickerWheel", "XCUIElementTypeMenuItem",
    "XCUIElementTypeMenuBarItem", "XCUIElementTypeCheckBox", "XCUIElementTypeRadioButton",
    "XCUIElementTypePopUpButton", "XCUIElementTypeMenuButton", "XCUIElementTypeDisclosureTriangle",
    "XCUIElementTypeColorWell", "XCUIElementTypePageIndicator",
  ]

  /// The element types drawn in front of their siblings: navigation bars, tab bars, toolbars.
  public static let barTypes: Set<String> = [
    "XCUIElementTypeNavigationBar", "XCUIElementTypeTabBar", "XCUIElementTypeToolbar",
  ]

  /// The system keyboard's element type: the elements inside it are the system's keys, which
  /// the app cannot resize, and no targets (in page source, WebDriverAgent JSON and
  /// `debugDescription` alike).
  public static let keyboardType = "XCUIElementTypeKeyboard"

  /// What an element type is: one of ``targetTypes``, one of ``barTypes``, the
  /// ``keyboardType``.
  typealias TypeKind = (isTarget: Bool, isBar: Bool, isKeyboard: Bool)

  /// Whether an element type is one of ``targetTypes``, whether it is one of ``barTypes``, and
  /// whether it is the ``keyboardType``.
  ///
  /// An ASCII type is looked up by its bytes, with no string hashed (a page names a few dozen
  /// types); other text is looked up in the sets, which compare strings as `String` does (the
  /// Kelvin sign, U+212A, is a `K` there).
  ///
  /// - Parameter type: The type, with the `XCUIElementType` prefix.
  static func kind(ofType type: String) -> TypeKind {
    let byBytes = type.withUTF8Bytes { bytes in
      ByteWord.isASCII(bytes) ? typeKinds[bytes] ?? (false, false, false) : nil
    }
    return byBytes ?? (targetTypes.contains(type), barTypes.contains(type), type == keyboardType)
  }

  /// ``targetTypes``, ``barTypes`` and the ``keyboardType`` by their bytes.
  private static let typeKinds = ByteKeyTable<TypeKind>(
    targetTypes.union(barTypes).union([keyboardType]).map {
      ($0, (targetTypes.contains($0), barTypes.contains($0), $0 == keyboardType))
    })

  /// Reads page source XML.
  ///
  /// - Parameters:
  ///   - bytes: The XML (`Data`, `[UInt8]`, …), UTF-8.
  ///   - file: The file's name, for errors and the default snapshot name.
  ///   - options: The snapshot's name and whether subtrees without targets let touches through.
  /// - Throws: `LayoutSnapshotError` naming the element path (such as
  ///   `AppiumAUT/XCUIElementTypeApplication/XCUIElementTypeWindow[0]@width`) and line.
  public static func snapshot(
    from bytes: some Collection<UInt8>, file: String, options: ImportOptions = ImportOptions()
  ) throws -> LayoutSnapshot {
    try read(SnapshotInput(bytes, file: file), options: options).snapshot
  }

  /// Reads page source XML already checked for its size and encoding, with the
  /// line of each node.
  static func read(_ input: SnapshotInput, options: ImportOptions) throws -> LoadedSnapshot {
    let file = input.file
    let tree = try XMLElementTree(input: input)
    let document = tree.elements[0]
    let tops = tree.element(0, isNamed: "AppiumAUT") ? Array(tree.children(of: 0)) : [0]
    guard !tops.isEmpty else {
      throw LayoutSnapshotError(
        .empty, file: file, path: tree.name(of: 0), message: "no elements inside")
    }
    // Each element's type, read once: the drawing order and the element both need it. A page
    // names a few types hundreds of times: each is made a string, and looked up among the
    // target and bar types, once.
    var names = StringInterner()
    var kinds: [TypeKind] = []
    let typeIndices = tree.elements.indices.map { index in
      let type = elementType(of: index, in: tree, names: &names)
      if type == kinds.count { kinds.append(kind(ofType: names[type])) }
      return type
    }
    var elements: [ImportedElement] = []
    // Room for every element at once: an element is large, and each growth moved them all.
    elements.reserveCapacity(tree.elements.count + 1)
    if tops.count > 1 {
      elements.append(
        ImportedElement(
          parent: nil, frame: .zero, type: "AppiumAUT", place: "AppiumAUT",
          line: document.startLine))
    }
    // Pre-order with an explicit stack: (element index, parent's index in `elements`).
    var stack: [(Int, Int?)] = tops.reversed().map { ($0, tops.count > 1 ? 0 : nil) }
    let path = { (index: Int) in tree.path(of: index) }
    var found = Attribute.names.nothingFound
    while let (index, parent) = stack.popLast() {
      let type = typeIndices[index]
      elements.append(
        try element(
          index, in: tree, type: names[type], isTargetType: kinds[type].isTarget, parent: parent,
          place: ImportedPlace(index, in: path), found: &found))
      let me = elements.count - 1
      // The children in drawing order, last first, so that the first is taken next: an array is
      // made for them only when a bar is among them.
      let first = stack.count
      var hasBar = false
      for child in tree.children(of: index) {
        stack.append((child, me))
        if kinds[typeIndices[child]].isBar { hasBar = true }
      }
      if hasBar {
        let order = drawingOrder(stack[first...].map(\.0)) { kinds[typeIndices[$0]].isBar }
        // Pairs of the stack's own type: `(Int, Int)` pairs would be cast to it one by one.
        stack.replaceSubrange(first..., with: order.map { ($0, Optional(me)) })
      }
      stack[first...].reverse()
    }
    if tops.count > 1 {
      let topFrames = elements.filter { $0.parent == 0 }.map(\.frame)
      elements[0].frame = ImportedTree.union(topFrames)
    }
    // A zero size is hidden as in the other readers (a page source fetched without the
    // `visible` attribute, to be faster, had such elements audited at 0×0).
    ImportedTree.hideUndrawn(&elements)
    if kinds.contains(where: \.isKeyboard) { ImportedTree.leaveOutSystemKeyboard(&elements) }
    return try ImportedTree.snapshot(
      consume elements, file: file, name: options.name ?? ImportedTree.baseName(of: file),
      unit: .pt, millimetresPerPoint: 0.16, platform: .ios, options: options)
  }

  /// Children in the order UIKit draws them: bars (``barTypes``) in front of their siblings, the
  /// rest in the dump's order.
  ///
  /// - Parameters:
  ///   - children: The children, back to front as the dump lists them.
  ///   - isBar: Whether a child's element type is one of ``barTypes``.
  static func drawingOrder<Child>(_ children: [Child], isBar: (Child) -> Bool) -> [Child] {
    // Children without a bar (nearly all) keep the dump's order: no arrays made.
    guard children.count > 1, children.contains(where: isBar) else { return children }
    var others: [Child] = []
    var bars: [Child] = []
    for child in children {
      if isBar(child) { bars.append(child) } else { others.append(child) }
    }
    return others + bars
  }

  /// An element's type (its `type` attribute, else its name), as its index among the file's
  /// strings.
  private static func elementType(
    of index: Int, in tree: XMLElementTree, names: inout StringInterner
  ) -> Int {
    let attribute = tree.attributes(of: index).withValue(named: "type") { value in
      value.flatMap { $0.isEmpty ? nil : names.index(of: $0) }
    }
    return attribute ?? tree.name(of: index).withUTF8Bytes { names.index(of: $0) }
  }

  /// The attributes read from every element, found in one pass over each.
  private enum Attribute: Int, CaseIterable {
    case x, y, width, height, accessible, name, label, value, visible, enabled

    /// The attribute's name.
    var name: StaticString {
      switch self {
      case .x: "x"
      case .y: "y"
      case .width: "width"
      case .height: "height"
      case .accessible: "accessible"
      case .name: "name"
      case .label: "label"
      case .value: "value"
      case .visible: "visible"
      case .enabled: "enabled"
      }
    }

    /// The names, in the cases' order.
    static let names = XMLAttributeNames(allCases.map(\.name))
  }

  /// An element.
  ///
  /// - Parameter found: Where each ``Attribute`` is, kept from the tree's elements read before
  ///   (``FoundAttributes``; one for the tree).
  private static func element(
    _ index: Int, in tree: XMLElementTree, type: String, isTargetType: Bool, parent: Int?,
    place: ImportedPlace, found: inout FoundAttributes
  ) throws -> ImportedElement {
    let attributes = tree.attributes(of: index)
    attributes.find(Attribute.names, into: &found)
    func number(_ key: Attribute) throws -> Double {
      let at = found[key.rawValue]
      // A number as XCUITest writes it (a plain decimal, nothing to trim) is read from its
      // bytes.
      if let value = attributes.withValue(at: at, { $0.flatMap(ExactDecimal.value) }) {
        return value
      }
      guard let text = attributes[at: at] else {
        throw tree.error(
          .missingValue, at: index, attribute: key.name.description,
          "missing; expected a number of points")
      }
      let literal = text.trimmingSpaces
      guard let value = ExactDecimal.value(of: literal) ?? Double(literal), value.isFinite else {
        throw tree.error(
          .invalidValue, at: index, attribute: key.name.description,
          "expected a finite number, found \"\(text)\"")
      }
      return value
    }
    func flag(_ key: Attribute, default value: Bool) throws -> Bool {
      let at = found[key.rawValue]
      guard let result = attributes.flag(at: at, default: value) else {
        throw tree.error(
          .invalidValue, at: index, attribute: key.name.description,
          "expected true or false, found \"\(attributes[at: at] ?? "")\"")
      }
      return result
    }
    func nonEmpty(_ key: Attribute) -> String? { attributes.nonEmpty(at: found[key.rawValue]) }
    let frame = Rect(
      x: try number(.x), y: try number(.y), width: try number(.width),
      height: try number(.height))
    let accessible = try flag(.accessible, default: false)
    let isTarget = isTargetType || (type == "XCUIElementTypeOther" && accessible)
    let name = nonEmpty(.name)
    return ImportedElement(
      parent: parent, frame: frame, type: type,
      label: nonEmpty(.label) ?? name ?? nonEmpty(.value),
      preferredID: name, identifier: name, isTarget: isTarget,
      isHidden: !(try flag(.visible, default: true)),
      isEnabled: try flag(.enabled, default: true), place: place,
      line: tree.elements[index].startLine)
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  var trimmingSpaces: String {
    // A number as XCUITest writes it has nothing to trim: its first and last bytes tell, as a
    // space Character is that one scalar alone.
    func isSpaceByte(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    if let head = utf8.first, let tail = utf8.last, !isSpaceByte(head), !isSpaceByte(tail) {
      return self
    }
    return trimmingSpacesByCharacters
  }

  /// ``trimmingSpaces`` by characters: what reads a string with a space at either end, and the
  /// reference the byte test is checked against.
  var trimmingSpacesByCharacters: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}

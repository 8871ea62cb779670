import HitAreaKit
import HitAreaSnapshot

/// One element of an `XCUIElementSnapshot` tree: the attributes of its
/// `dictionaryRepresentation` that a layout needs, read by their documented names
/// (`XCUIElement.AttributeName`).
///
/// | key | type | here |
/// |---|---|---|
/// | `elementType` | `XCUIElement.ElementType` raw value | ``elementType``, named by ``typeName`` |
/// | `frame` | `X`, `Y`, `Width`, `Height` in screen points | ``frame`` |
/// | `identifier`, `label`, `title` | text | ``identifier``, ``label``, ``title`` |
/// | `value`, `placeholderValue` | any, text | ``value``, ``placeholderValue`` |
/// | `enabled`, `selected`, `hasFocus` | Booleans | ``isEnabled``, ``isSelected``, ``hasFocus`` |
/// | `children` | the same dictionaries | ``children`` |
///
/// Other keys (`horizontalSizeClass`, `windowContextID`, …) are ignored; a missing key takes
/// XCTest's empty value (`""`, `false`, no children), except `enabled`, which is `true`.
///
/// ```swift
/// let element = try ElementSnapshot(dictionary: [
///   "elementType": 9, "label": "Close", "frame": ["X": 340, "Y": 60, "Width": 24, "Height": 24],
/// ])
/// element.typeName  // "XCUIElementTypeButton"
/// ```
public struct ElementSnapshot: Sendable, Hashable {
  /// The raw value of the element's `XCUIElement.ElementType` (9 is a button).
  public var elementType: Int
  /// The frame in screen points.
  public var frame: Rect
  /// The accessibility identifier; empty when there is none.
  public var identifier: String
  /// The accessibility label; empty when there is none.
  public var label: String
  /// The title; empty when there is none.
  public var title: String
  /// The value as text (a switch's `1`, a text field's content), if any.
  public var value: String?
  /// The placeholder of a text field, if any.
  public var placeholderValue: String?
  /// Whether the element is enabled.
  public var isEnabled: Bool
  /// Whether the element is selected.
  public var isSelected: Bool
  /// Whether the element has the focus.
  public var hasFocus: Bool
  /// The element's children, back to front.
  public var children: [ElementSnapshot]

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - elementType: The raw value of its `XCUIElement.ElementType`.
  ///   - frame: Its frame in screen points.
  ///   - identifier: Its accessibility identifier.
  ///   - label: Its accessibility label.
  ///   - title: Its title.
  ///   - value: Its value as text.
  ///   - placeholderValue: Its placeholder.
  ///   - isEnabled: Whether it is enabled.
  ///   - isSelected: Whether it is selected.
  ///   - hasFocus: Whether it has the focus.
  ///   - children: Its children, back to front.
  public init(
    elementType: Int, frame: Rect, identifier: String = "", label: String = "",
    title: String = "", value: String? = nil, placeholderValue: String? = nil,
    isEnabled: Bool = true, isSelected: Bool = false, hasFocus: Bool = false,
    children: [ElementSnapshot] = []
  ) {
    self.elementType = elementType
    self.frame = frame
    self.identifier = identifier
    self.label = label
    self.title = title
    self.value = value
    self.placeholderValue = placeholderValue
    self.isEnabled = isEnabled
    self.isSelected = isSelected
    self.hasFocus = hasFocus
    self.children = children
  }

  /// Reads an element and its descendants from `dictionaryRepresentation`'s keys.
  ///
  /// - Parameter dictionary: The element's dictionary.
  /// - Throws: `LayoutSnapshotError` naming the place (`children[2].frame`) when a frame is
  ///   missing or not four finite numbers, `elementType` is not a whole number from 0 to
  ///   `Int.max`, a key has the wrong type, or the tree is deeper or larger than a layout
  ///   snapshot may be.
  public init(dictionary: [String: SnapshotValue]) throws {
    var count = 0
    try self.init(dictionary, path: "", depth: 1, count: &count)
  }

  /// Reads an element from whatever XCTest put in `dictionaryRepresentation`, with its keys as
  /// strings (`XCUIElement.AttributeName.rawValue`).
  ///
  /// - Parameter dictionaryRepresentation: The dictionary.
  /// - Throws: As ``init(dictionary:)``.
  public init(dictionaryRepresentation: [String: Any]) throws {
    try self.init(dictionary: dictionaryRepresentation.compactMapValues(SnapshotValue.init))
  }

  private init(
    _ dictionary: [String: SnapshotValue], path: String, depth: Int, count: inout Int
  ) throws {
    count += 1
    func fail(_ key: String, _ message: String, kind: LayoutSnapshotError.Kind = .invalidValue)
      -> LayoutSnapshotError
    {
      LayoutSnapshotError(
        kind, file: Self.file, path: path.isEmpty ? key : path + "." + key, message: message)
    }
    guard depth <= LayoutSnapshotLimits.maximumDepth else {
      throw fail(
        "children", "nesting deeper than \(LayoutSnapshotLimits.maximumDepth) levels",
        kind: .limitExceeded)
    }
    guard count <= LayoutSnapshotLimits.maximumNodeCount else {
      throw fail(
        "children", "more than \(LayoutSnapshotLimits.maximumNodeCount) elements",
        kind: .limitExceeded)
    }
    func text(_ key: String) throws -> String? {
      guard let value = dictionary[key] else { return nil }
      guard let text = value.text else { throw fail(key, "expected text") }
      return text
    }
    func flag(_ key: String, default value: Bool) throws -> Bool {
      guard let given = dictionary[key] else { return value }
      guard let flag = given.bool else { throw fail(key, "expected a Boolean") }
      return flag
    }
    guard case .dictionary(let rect)? = dictionary["frame"] else {
      throw fail(
        "frame", "expected a dictionary of X, Y, Width and Height",
        kind: dictionary["frame"] == nil ? .missingValue : .invalidValue)
    }
    var numbers: [Double] = []
    for key in ["X", "Y", "Width", "Height"] {
      guard let n = rect[key]?.number, n.isFinite else {
        throw fail("frame", "expected a finite number for \(key)")
      }
      numbers.append(n)
    }
    // A whole number that fits an `Int`: `Int(exactly:)` is `nil` for a fraction, a NaN, an
    // infinity and anything past `Int.max` (where `Int(_:)` traps).
    var elementType = 0
    if let type = dictionary["elementType"] {
      guard let raw = type.number.flatMap({ Int(exactly: $0) }), raw >= 0 else {
        throw fail("elementType", "expected an XCUIElement.ElementType raw value")
      }
      elementType = raw
    }
    var children: [ElementSnapshot] = []
    if let given = dictionary["children"] {
      guard case .array(let items) = given else { throw fail("children", "expected an array") }
      for (i, item) in items.enumerated() {
        let place = (path.isEmpty ? "" : path + ".") + "children[\(i)]"
        guard case .dictionary(let child) = item else {
          throw LayoutSnapshotError(
            .invalidValue, file: Self.file, path: place, message: "expected a dictionary")
        }
        children.append(try ElementSnapshot(child, path: place, depth: depth + 1, count: &count))
      }
    }
    self.init(
      elementType: elementType,
      frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
      identifier: try text("identifier") ?? "", label: try text("label") ?? "",
      title: try text("title") ?? "", value: try text("value"),
      placeholderValue: try text("placeholderValue"),
      isEnabled: try flag("enabled", default: true),
      isSelected: try flag("selected", default: false),
      hasFocus: try flag("hasFocus", default: false), children: children)
  }

  /// The name errors give the snapshot as their file.
  static let file = "XCUIElementSnapshot"
}

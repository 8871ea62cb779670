import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

extension LayoutSnapshot {
  /// A layout snapshot of an `XCUIElementSnapshot` tree, read as `hitarea` reads the XCUITest
  /// page source of the same screen, so that it gives the same findings.
  ///
  /// The tree becomes page source (`XCUIElementType…` elements with `x`, `y`, `width`,
  /// `height`, `name`, `label`, `value`, `enabled`, `visible`) and goes through the XCUITest
  /// importer: the same target types, pass-through containers, ids, labels and bar order (see
  /// the *Layout snapshot format* article). What a snapshot does not record is derived:
  ///
  /// - `name` is the identifier, else the label (as WebDriverAgent names elements);
  /// - the label is the label, else the title;
  /// - an element whose frame has no area on the root's frame (scrolled off screen, or empty)
  ///   is not visible, so it is not audited;
  /// - `accessible` is not recorded, so an `Other` element is never a target.
  ///
  /// ```swift
  /// let screen = try LayoutSnapshot(elementSnapshot: element, name: "Checkout")
  /// screen.audit(.ios).findings(atLeast: .error)
  /// ```
  ///
  /// - Parameters:
  ///   - elementSnapshot: The root, usually the application.
  ///   - name: The snapshot's name (default: the root's label, else `XCUIElementSnapshot`).
  /// - Throws: `LayoutSnapshotError` when the tree is larger or deeper than a snapshot may be.
  public init(elementSnapshot: ElementSnapshot, name: String? = nil) throws {
    let xml = PageSource.xml(of: elementSnapshot)
    let fallback = elementSnapshot.label.isEmpty ? ElementSnapshot.file : elementSnapshot.label
    self = try XCUITestImporter.snapshot(
      from: Array(xml.utf8), file: ElementSnapshot.file,
      options: ImportOptions(name: name ?? fallback))
  }
}

/// XCUITest page source of an element tree.
enum PageSource {
  /// The page source: `<AppiumAUT>` around the root element.
  static func xml(of root: ElementSnapshot) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n"
    // Pre-order with an explicit stack of (element, depth, whether its closing tag is due).
    var stack: [(ElementSnapshot, Int, Bool)] = [(root, 1, false)]
    while let (element, depth, closes) = stack.popLast() {
      let indent = String(repeating: "  ", count: depth)
      if closes {
        out += indent + "</\(element.typeName)>\n"
        continue
      }
      out += indent + "<" + element.typeName + attributes(of: element, on: root.frame)
      if element.children.isEmpty {
        out += "/>\n"
      } else {
        out += ">\n"
        stack.append((element, depth, true))
        stack.append(contentsOf: element.children.reversed().map { ($0, depth + 1, false) })
      }
    }
    return out + "</AppiumAUT>\n"
  }

  /// The attributes page source gives an element.
  private static func attributes(of element: ElementSnapshot, on screen: Rect) -> String {
    let f = element.frame
    let onScreen = f.intersects(screen)
    let name = element.identifier.isEmpty ? element.label : element.identifier
    let label = element.label.isEmpty ? element.title : element.label
    var pairs: [(String, String)] = [("type", element.typeName)]
    if !name.isEmpty { pairs.append(("name", name)) }
    if !label.isEmpty { pairs.append(("label", label)) }
    if let value = element.value ?? element.placeholderValue, !value.isEmpty {
      pairs.append(("value", value))
    }
    pairs += [
      ("enabled", element.isEnabled ? "true" : "false"),
      ("visible", onScreen || element.frame == screen ? "true" : "false"),
      ("x", DecimalText.literal(f.origin.x)), ("y", DecimalText.literal(f.origin.y)),
      ("width", DecimalText.literal(f.width)), ("height", DecimalText.literal(f.height)),
    ]
    return pairs.map { " \($0)=\"\(escape($1))\"" }.joined()
  }

  /// Text as an XML attribute value.
  private static func escape(_ text: String) -> String {
    var out = ""
    for c in text.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      case "\t": out += "&#9;"
      case _ where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF: continue
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }
}

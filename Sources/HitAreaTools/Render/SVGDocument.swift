import HitAreaAuditing
import HitAreaKit

/// A minimal SVG writer: elements with escaped attributes, numbers without noise.
///
/// ```swift
/// var svg = SVGDocument(width: 100, height: 50)
/// svg.rect(Rect(x: 0, y: 0, width: 10, height: 10), ["fill": "red"])
/// svg.text("Close", at: Point(x: 2, y: 40), ["font-size": "12"])
/// let xml: String = svg.render()
/// ```
public struct SVGDocument: Sendable {
  /// The canvas width.
  public var width: Double
  /// The canvas height.
  public var height: Double
  private var body: [String] = []
  private var definitions: [String] = []

  /// Creates an empty canvas.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Adds a rectangle.
  public mutating func rect(_ r: Rect, _ attributes: [String: String]) {
    let s = r.standardized
    element(
      "rect",
      [
        "x": Self.number(s.origin.x), "y": Self.number(s.origin.y), "width": Self.number(s.width),
        "height": Self.number(s.height),
      ].merging(attributes) { $1 })
  }

  /// Adds a region as one path of closed rectangles (`M x y H … V … H … Z` per rect), so a
  /// region with a hole or a covered corner is drawn as it is, not as the box around it.
  ///
  /// ```swift
  /// svg.path(Region(Rect(x: 0, y: 0, width: 44, height: 44)).subtracting(Rect(x: 12, y: 12, width: 20, height: 20)), ["fill": "red"])
  /// ```
  public mutating func path(_ region: Region, _ attributes: [String: String]) {
    let d = region.rects.map { r in
      "M\(Self.number(r.minX)) \(Self.number(r.minY))H\(Self.number(r.maxX))"
        + "V\(Self.number(r.maxY))H\(Self.number(r.minX))Z"
    }.joined()
    element("path", ["d": d].merging(attributes) { $1 })
  }

  /// Adds a closed polygon.
  public mutating func polygon(_ points: [Point], _ attributes: [String: String]) {
    let list = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
    element("polygon", ["points": list].merging(attributes) { $1 })
  }

  /// Adds a circle.
  public mutating func circle(center: Point, radius: Double, _ attributes: [String: String]) {
    element(
      "circle",
      ["cx": Self.number(center.x), "cy": Self.number(center.y), "r": Self.number(radius)]
        .merging(attributes) { $1 })
  }

  /// Adds a line.
  public mutating func line(from a: Point, to b: Point, _ attributes: [String: String]) {
    element(
      "line",
      [
        "x1": Self.number(a.x), "y1": Self.number(a.y), "x2": Self.number(b.x),
        "y2": Self.number(b.y),
      ]
      .merging(attributes) { $1 })
  }

  /// Adds an image (a `data:` URL or any other) stretched over a rectangle.
  ///
  /// - Parameters:
  ///   - href: The image's URL.
  ///   - r: Where it goes.
  ///   - attributes: More attributes.
  public mutating func image(_ href: String, in r: Rect, _ attributes: [String: String]) {
    let s = r.standardized
    element(
      "image",
      [
        "href": href, "x": Self.number(s.origin.x), "y": Self.number(s.origin.y),
        "width": Self.number(s.width), "height": Self.number(s.height),
        "preserveAspectRatio": "none",
      ].merging(attributes) { $1 })
  }

  /// Adds a text run.
  public mutating func text(_ content: String, at p: Point, _ attributes: [String: String]) {
    let attrs = ["x": Self.number(p.x), "y": Self.number(p.y)].merging(attributes) { $1 }
    body.append("<text \(Self.attributes(attrs))>\(Self.escape(content))</text>")
  }

  /// Adds raw markup to `<defs>` (patterns, markers), written before the drawing.
  public mutating func define(_ markup: String) { definitions.append(markup) }

  /// Opens a group (`<g>`); close it with ``endGroup()``.
  public mutating func beginGroup(_ attributes: [String: String]) {
    body.append("<g \(Self.attributes(attributes))>")
  }

  /// Closes the last group.
  public mutating func endGroup() { body.append("</g>") }

  /// Adds a `<title>` (a tooltip in browsers) to the current group.
  public mutating func title(_ content: String) {
    body.append("<title>\(Self.escape(content))</title>")
  }

  /// The document as SVG 1.1 XML.
  public func render() -> String {
    let w = Self.number(width)
    let h = Self.number(height)
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(w)" height="\(h)" \
      viewBox="0 0 \(w) \(h)" font-family="-apple-system, Helvetica, Arial, sans-serif">
      <defs>\(definitions.joined())</defs>
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  private mutating func element(_ name: String, _ attributes: [String: String]) {
    body.append("<\(name) \(Self.attributes(attributes))/>")
  }

  private static func attributes(_ a: [String: String]) -> String {
    a.sorted { $0.key < $1.key }.map { "\($0.key)=\"\(escape($0.value))\"" }.joined(separator: " ")
  }

  /// Escapes text for XML content and attribute values.
  static func escape(_ s: String) -> String { escape(s, keepingBreaks: false) }

  /// Text escaped for an attribute's value: as ``escape(_:)``, and a line break or a tab as a
  /// character reference, which a parser keeps (written as they are, it reads each as a space).
  static func escapeAttribute(_ s: String) -> String { escape(s, keepingBreaks: true) }

  /// ``escape(_:)``, with line breaks and tabs as character references when `keepingBreaks`.
  private static func escape(_ s: String, keepingBreaks: Bool) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n" where keepingBreaks: out += "&#10;"
      case "\t" where keepingBreaks: out += "&#9;"
      default:
        // XML 1.0 allows no control characters but tab and newline (a carriage return would be
        // read as a newline), and neither U+FFFE nor U+FFFF.
        if c.value < 0x20 && c != "\t" && c != "\n" || c.value == 0xFFFE || c.value == 0xFFFF {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(c)
        }
      }
    }
    return out
  }

  /// A number with at most two decimals and no trailing zeros; non-finite values become 0.
  static func number(_ v: Double) -> String { v.isFinite ? DecimalText.rounded(v) : "0" }
}

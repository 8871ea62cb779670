import HitAreaKit

/// The key beside a picture: what each numbered badge stands for.
///
/// Under a heading, one entry per callout: its badge, the target's full name (wrapped, never
/// cut) and a grey line of details (its size, what the audit found).
/// Entries run down a column as tall as the picture, then on into the next column; a key that
/// would need more columns than the picture is wide for runs taller instead.
///
/// ```swift
/// let key = CalloutKey([.init(number: 1, name: "UIButton ‘Share’", detail: "20×20 pt · min-size error")],
///                      height: 600, columns: 2)
/// key.size         // the room it needs
/// key.draw(at: Point(x: 400, y: 48), into: &svg)
/// ```
package struct CalloutKey: Sendable {
  /// One numbered target.
  package struct Entry: Hashable, Sendable {
    /// The badge's number.
    package var number: Int
    /// The target's full name.
    package var name: String
    /// What else to say about it, or empty.
    package var detail: String

    /// Creates an entry.
    package init(number: Int, name: String, detail: String) {
      self.number = number
      self.name = name
      self.detail = detail
    }
  }

  /// The key's heading.
  package static let heading = "Numbered targets"
  /// The fonts of the heading, the names and the details.
  static let headingFont = TextMetrics(size: 11, bold: true)
  static let nameFont = TextMetrics(size: 11)
  static let detailFont = TextMetrics(size: 10)
  /// The widest a name or detail line may be.
  static let lineWidth = 230.0
  static let entryGap = 6.0
  static let columnGap = 18.0
  static let headingHeight = 22.0

  private struct Placed {
    var entry: Entry
    var names: [String]
    var details: [String]
    var origin: Point
  }

  private var placed: [Placed] = []
  private var badgeColumn = 0.0
  /// The room the key takes; zero when it has no entry.
  package private(set) var size = Size(width: 0, height: 0)

  /// Lays out the entries in columns at least `height` tall, and taller where more than
  /// `columns` columns would be needed (each column holds one entry at least).
  package init(_ entries: [Entry], height: Double, columns: Int) {
    guard !entries.isEmpty else { return }
    badgeColumn = (entries.map { CalloutBadge.size(of: $0.number).width }.max() ?? 0) + 6
    var x = 0.0
    var y = Self.headingHeight
    let height = max(
      height, Self.headingHeight + Self.columnHeight(entries) / Double(max(1, columns)))
    var columnWidth = Self.headingFont.width(of: Self.heading)
    var tallest = y
    for entry in entries {
      let names = TextWrapping.lines(entry.name, width: Self.lineWidth, Self.nameFont)
      let details =
        entry.detail.isEmpty
        ? [] : TextWrapping.lines(entry.detail, width: Self.lineWidth, Self.detailFont)
      let entryHeight =
        Double(names.count) * Self.nameFont.lineHeight
        + Double(details.count) * Self.detailFont.lineHeight
      if y > Self.headingHeight && y + entryHeight > height {
        x += columnWidth + Self.columnGap
        y = Self.headingHeight
        columnWidth = 0
      }
      let widest =
        (names.map { Self.nameFont.width(of: $0) } + details.map { Self.detailFont.width(of: $0) })
        .max() ?? 0
      columnWidth = max(columnWidth, badgeColumn + widest)
      placed.append(Placed(entry: entry, names: names, details: details, origin: Point(x: x, y: y)))
      y += entryHeight + Self.entryGap
      tallest = max(tallest, y - Self.entryGap)
    }
    size = Size(width: (x + columnWidth).rounded(.up), height: tallest.rounded(.up))
  }

  /// The height of all the entries in one column.
  private static func columnHeight(_ entries: [Entry]) -> Double {
    entries.reduce(0) { total, entry in
      let names = TextWrapping.lines(entry.name, width: lineWidth, nameFont).count
      let details =
        entry.detail.isEmpty
        ? 0 : TextWrapping.lines(entry.detail, width: lineWidth, detailFont).count
      return total + Double(names) * nameFont.lineHeight + Double(details) * detailFont.lineHeight
        + entryGap
    }
  }

  /// Whether the key has no entry.
  package var isEmpty: Bool { placed.isEmpty }

  /// Draws the key with its top-left corner at `origin`.
  package func draw(at origin: Point, into svg: inout SVGDocument) {
    guard !placed.isEmpty else { return }
    svg.beginGroup(["class": "key"])
    svg.text(
      Self.heading, at: Point(x: origin.x, y: origin.y + 11),
      ["class": "key-heading", "font-size": "11", "font-weight": "bold", "fill": "#1d2433"])
    for p in placed {
      let x = origin.x + p.origin.x
      var y = origin.y + p.origin.y
      svg.beginGroup([
        "class": "key-entry", "data-number": String(p.entry.number), "data-label": p.entry.name,
      ])
      svg.title(p.entry.detail.isEmpty ? p.entry.name : p.entry.name + " · " + p.entry.detail)
      let badge = CalloutBadge.size(of: p.entry.number)
      CalloutBadge.draw(
        p.entry.number, in: Rect(origin: Point(x: x, y: y + 1), size: badge),
        ["class": "key-badge"], into: &svg)
      for line in p.names {
        svg.text(
          line, at: Point(x: x + badgeColumn, y: y + 11),
          ["class": "key-name", "font-size": "11", "fill": "#1d2433"])
        y += Self.nameFont.lineHeight
      }
      for line in p.details {
        svg.text(
          line, at: Point(x: x + badgeColumn, y: y + 10),
          ["class": "key-detail", "font-size": "10", "fill": "#5b6270"])
        y += Self.detailFont.lineHeight
      }
      svg.endGroup()
    }
    svg.endGroup()
  }
}

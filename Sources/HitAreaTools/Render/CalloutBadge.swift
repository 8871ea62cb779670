import HitAreaKit

/// The numbered badge that stands for a target whose label does not fit in its box: white bold
/// digits on a dark pill with a white rim, drawn the same at the target and in the key beside
/// the picture, so the eye links the two.
///
/// ```swift
/// let size = CalloutBadge.size(of: 12)  // 19×12
/// CalloutBadge.draw(12, in: Rect(origin: corner, size: size), into: &svg)
/// ```
package enum CalloutBadge {
  /// The digits' font.
  package static let metrics = TextMetrics(size: 9, bold: true)
  /// The badge's height.
  package static let height = 12.0

  /// The badge's size for a number: a circle for one digit, a pill for more.
  package static func size(of number: Int) -> Size {
    Size(width: max(height, (metrics.width(of: String(number)) + 5).rounded(.up)), height: height)
  }

  /// Draws the badge for a number in a box of its ``size(of:)``.
  ///
  /// - Parameters:
  ///   - number: The number.
  ///   - box: Where the badge goes.
  ///   - attributes: Attributes of the badge's group (a class, a `data-` attribute).
  ///   - title: The badge's tooltip, if any.
  ///   - svg: The document.
  package static func draw(
    _ number: Int, in box: Rect, _ attributes: [String: String], title: String? = nil,
    into svg: inout SVGDocument
  ) {
    svg.beginGroup(attributes)
    if let title { svg.title(title) }
    svg.rect(
      box,
      [
        "rx": SVGDocument.number(height / 2), "fill": "#1d2433", "stroke": "#ffffff",
        "stroke-width": "1",
      ])
    svg.text(
      String(number), at: Point(x: box.midX, y: box.minY + 9),
      [
        "class": "callout-number", "font-size": SVGDocument.number(metrics.size),
        "font-weight": "bold", "fill": "#ffffff", "text-anchor": "middle",
      ])
    svg.endGroup()
  }
}

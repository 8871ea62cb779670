/// A conservative estimate of how wide a line of text is in the fonts SVG viewers use.
///
/// The pictures ask for `-apple-system, Helvetica, Arial, sans-serif`. There is no font engine
/// here, so every
/// character counts at the widest advance it has in DejaVu Sans (the usual `sans-serif` on Linux,
/// the widest of them) and Liberation Sans (Arial's and Helvetica's metrics), rounded up, plus a
/// margin for San Francisco's tracking. Text judged to fit really fits; it may leave some room.
///
/// ```swift
/// let label = TextMetrics(size: 8)
/// label.width(of: "UIButton ‘Share’")  // 70.2 (px), where Helvetica needs 58.3
/// TextMetrics(size: 14, bold: true).lineHeight  // 18
/// ```
package struct TextMetrics: Hashable, Sendable {
  /// The font size in pixels (user units of the SVG).
  package var size: Double
  /// Whether the text is bold.
  package var bold: Bool

  /// Creates the metrics of a font size and weight.
  package init(size: Double, bold: Bool = false) {
    self.size = size
    self.bold = bold
  }

  /// The distance from one baseline to the next.
  package var lineHeight: Double { (size * 1.3).rounded(.up) }

  /// The estimated width of one line of text: never less than its width in the fonts above.
  ///
  /// - Complexity: O(n) for n Unicode scalars.
  package func width(of text: some StringProtocol) -> Double {
    var hundredths = 0
    for scalar in text.unicodeScalars { hundredths += Self.advance(scalar, bold: bold) }
    return Double(hundredths) / 100 * size * Self.margin
  }

  /// Covers San Francisco's tracking at small sizes and rounding in viewers.
  private static let margin = 1.05

  /// A scalar's advance in hundredths of an em.
  static func advance(_ scalar: Unicode.Scalar, bold: Bool) -> Int {
    let v = scalar.value
    if v >= 0x20 && v < 0x7F {
      return (bold ? boldASCII : regularASCII)[Int(v - 0x20)]
    }
    switch v {
    case 0x0300...0x036F, 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xE0100...0xE01EF:
      return 0  // combining marks, zero-width characters and variation selectors
    case 0x2018, 0x2019, 0x201A, 0x00B7, 0x2027:
      return bold ? 38 : 32  // ‘ ’ ‚ · ‧
    case 0x201C, 0x201D, 0x201E:
      return bold ? 66 : 52  // “ ” „
    case 0x1F000...0x1FAFF, 0x2600...0x27BF:
      return 130  // emoji and symbols, drawn from a colour font wider than an em
    default:
      // Everything else, accented Latin, Greek, Cyrillic, CJK and dashes included, counts as a
      // full em: generous for most letters, right for the widest.
      return 100
    }
  }

  /// Printable ASCII from U+0020, regular weight: the wider of DejaVu Sans and Liberation Sans.
  private static let regularASCII: [Int] = [
    32, 41, 46, 84, 64, 96, 78, 28, 40, 40, 50, 84, 32, 37, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64,
    64, 64, 34, 34, 84, 84, 84, 56, 102, 69, 69, 73, 78, 67, 62, 78, 76, 30, 50, 67, 56, 87, 75, 79,
    67, 79, 73, 67, 62, 74, 69, 99, 69, 67, 69, 40, 34, 40, 84, 56, 50, 62, 64, 55, 64, 62, 36, 64,
    64, 28, 28, 58, 28, 98, 64, 62, 64, 64, 42, 53, 40, 64, 60, 82, 60, 60, 53, 64, 34, 64, 84,
  ]

  /// The same, bold.
  private static let boldASCII: [Int] = [
    35, 46, 53, 84, 70, 101, 88, 31, 46, 46, 53, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70,
    70, 70, 40, 40, 84, 84, 84, 62, 100, 78, 77, 74, 84, 69, 69, 83, 84, 38, 56, 78, 64, 100, 84,
    86,
    74, 86, 78, 73, 69, 82, 78, 111, 78, 73, 73, 46, 37, 46, 84, 56, 50, 68, 72, 60, 72, 68, 44, 72,
    72, 35, 35, 67, 35, 105, 72, 69, 72, 72, 50, 60, 48, 72, 66, 93, 65, 66, 59, 72, 37, 72, 84,
  ]
}

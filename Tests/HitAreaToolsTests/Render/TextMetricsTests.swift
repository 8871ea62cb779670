import HitAreaTools
import Testing

/// The width estimate is never below the real width of the text in the fonts a viewer picks,
/// and wrapping loses nothing and keeps each line within the width.
@Suite struct TextMetricsTests {
  /// Text and its advance width in ems, summed from the fonts' `hmtx` tables: DejaVu Sans and
  /// Liberation Sans (Arial's and Helvetica's metrics), regular and bold.
  static let measured: [(text: String, regular: [Double], bold: [Double])] = [
    ("UIButton ‘Share’", [8.238, 7.282], [9.399, 7.833]),
    ("CardView ‘Message 1’", [11.042, 9.949], [12.421, 10.449]),
    ("WWWWWWWWWW", [9.888, 9.438], [11.03, 9.438]),
    ("iiiiiiiiii", [2.778, 2.222], [3.428, 2.778]),
    ("Inbox — with the suggested hit areas", [18.716, 16.454], [21.079, 17.669]),
    ("ios_xcuitest_settings_top_390x844.xml", [19.582, 17.399], [21.853, 18.731]),
    ("0123456789", [6.362, 5.562], [6.958, 5.562]),
    ("AppCompatButton ‘Get Started’", [15.974, 14.008], [18.038, 15.11]),
  ]

  @Test func theEstimateCoversTheRealFonts() {
    for (text, regular, bold) in Self.measured {
      for size in [8.0, 11, 14] {
        let r = TextMetrics(size: size).width(of: text)
        let b = TextMetrics(size: size, bold: true).width(of: text)
        #expect(regular.allSatisfy { r >= $0 * size }, "\(text) at \(size): \(r)")
        #expect(bold.allSatisfy { b >= $0 * size }, "\(text) bold at \(size): \(b)")
        // Conservative, not absurd: within a third of the widest font.
        #expect(r <= (regular.max() ?? 0) * size * 1.33, "\(text): \(r)")
      }
    }
  }

  @Test func wideAndZeroWidthCharactersCount() {
    let m = TextMetrics(size: 10)
    #expect(m.width(of: "設定") >= 20)
    #expect(m.width(of: "e\u{301}") == m.width(of: "e"))
    #expect(m.width(of: "") == 0)
  }

  @Test(arguments: [40.0, 90, 150, 400])
  func wrappingLosesNothingAndKeepsToTheWidth(_ width: Double) {
    let m = TextMetrics(size: 14, bold: true)
    for text in [
      "Inbox — with the suggested hit areas", "screens/settings/accessibility_large_fonts.json",
      "a b  c", "Supercalifragilisticexpialidocious", "",
    ] {
      let lines = TextWrapping.lines(text, width: width, m)
      #expect(!lines.isEmpty)
      #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(lines)")
      for line in lines where line.count > 1 { #expect(m.width(of: line) <= width, "\(line)") }
    }
  }

  @Test func wordsStayWholeWhereTheyFit() {
    let lines = TextWrapping.lines(
      "Inbox — with the suggested hit areas", width: 150, TextMetrics(size: 14, bold: true))
    let words = Set("Inbox — with the suggested hit areas".split(separator: " ").map(String.init))
    #expect(lines.allSatisfy { $0.split(separator: " ").allSatisfy { words.contains(String($0)) } })
    #expect(lines.count == 3, "\(lines)")
  }
}

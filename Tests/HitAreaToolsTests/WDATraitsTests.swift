import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// WDA's traits read from their bytes say what the set of trimmed names says.
@Suite struct WDATraitsTests {
  /// Names in traits strings: the known ones, others, and characters where bytes and
  /// characters differ (the Kelvin sign that is a `K`, a letter beyond ASCII).
  static let names = [
    "Button", "Link", "KeyboardKey", "Adjustable", "SearchField", "ToggleButton", "StaticText",
    "Image", "Header", "SummaryElement", "NotEnabled", "Selected", "UpdatesFrequently", "button",
    "Butto", "Buttons", "\u{212A}eyboard\u{212A}ey", "Imag\u{E9}", "",
  ]
  /// What goes between and around them: commas, spaces, other control characters (not
  /// trimmed), and a carriage return before a line feed or a combining mark after a comma (one
  /// character each, so no space and no comma).
  static let separators = [
    ",", ", ", " ,", " , ", ",,", ",\t", "\n,", ",\r", "\r\n,", ",\r\n", ",\u{301}", " ",
    "\u{B},", ",\u{C}", "\u{1F} ,",
  ]

  @Test func randomTraitsReadTheSameEitherWay() {
    var random = SplitMix64(seed: 1_681)
    var (targets, passive, notEnabled) = (0, 0, 0)
    for _ in 0..<5_000 {
      var text = Bool.random(using: &random) ? RandomEdits.pick(Self.separators, &random) : ""
      for _ in 0..<Int.random(in: 0..<5, using: &random) {
        text += RandomEdits.pick(Self.names, &random) + RandomEdits.pick(Self.separators, &random)
      }
      if Bool.random(using: &random) { text += RandomEdits.pick(Self.names, &random) }
      let traits = WDATraits.read(text)
      #expect(traits == WDATraits.readByCharacters(text), "\(text.debugDescription)")
      if traits.makesTarget { targets += 1 }
      if traits.arePassive && !traits.isEmpty { passive += 1 }
      if traits.isNotEnabled { notEnabled += 1 }
    }
    // Each answer was reached often: the texts exercise every case.
    #expect(targets > 1_500 && passive > 100 && notEnabled > 200)
  }

  @Test(arguments: [
    ("", WDATraits()),
    ("Button, Selected", WDATraits(isEmpty: false, makesTarget: true, arePassive: false)),
    (" StaticText ,Header,", WDATraits(isEmpty: false, arePassive: true)),
    ("NotEnabled", WDATraits(isEmpty: false, arePassive: false, isNotEnabled: true)),
    (" , ,", WDATraits()),
    ("Button\r\n", WDATraits(isEmpty: false, arePassive: false)),
    ("\u{212A}eyboard\u{212A}ey", WDATraits(isEmpty: false, makesTarget: true, arePassive: false)),
  ])
  func knownTexts(_ text: String, _ expected: WDATraits) {
    #expect(WDATraits.read(text) == expected)
    #expect(WDATraits.readByCharacters(text) == expected)
  }
}

extension WDATraits {
  init(isEmpty: Bool, makesTarget: Bool = false, arePassive: Bool, isNotEnabled: Bool = false) {
    self.init()
    (self.isEmpty, self.makesTarget, self.arePassive, self.isNotEnabled) = (
      isEmpty, makesTarget, arePassive, isNotEnabled
    )
  }
}

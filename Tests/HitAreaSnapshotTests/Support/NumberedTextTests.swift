import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

/// A numbered text made at once is the text, the separator and `String(number)` joined.
@Suite struct NumberedTextTests {
  @Test func madeAsJoiningGives() {
    var random = SplitMix64(seed: 0x4E55_4D42)
    let texts = [
      "", "0", "0/2/14", "ImageView", "Button ‘Café’", "e\u{301}", "🙂",
      "a very long name of a view that is long",
    ]
    let separators = ["", "/", " #"]
    var numbers = [
      0, 1, 9, 10, 99, 100, 999_999, 1_000_000_000_000_000_000, Int.max, -1, -10, Int.min,
    ]
    numbers += (0..<2_000).map { _ in
      Int.random(in: 0...Int.max, using: &random) >> Int.random(in: 0..<63, using: &random)
    }
    for number in numbers {
      let text = texts[Int.random(in: 0..<texts.count, using: &random)]
      let separator = separators[Int.random(in: 0..<separators.count, using: &random)]
      #expect(NumberedText.make(text, separator, number) == text + separator + String(number))
    }
  }
}

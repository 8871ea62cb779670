import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// A message put on one line is what turning each line-break character into a space gives.
@Suite struct ScreenLoadOneLineTests {
  @Test func lineBreaksBecomeSpacesAsCharactersSay() {
    let pieces = [
      "a", " ", "é", "界", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
      "\u{A8}", "\u{2027}", "\u{202A}", "\u{2128}", "\u{C5}", "\u{301}", "line 3: \"x\"",
    ]
    var random = SplitMix64(seed: 0x4F4E_454C)
    var unchanged = 0
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0..<6, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      let expected = String(text.map { $0.isNewline ? " " : $0 })
      #expect(
        Array(ScreenLoad.oneLine(text).utf8) == Array(expected.utf8), "\(text.debugDescription)")
      if ScreenLoad.hasNoLineBreak(text) {
        unchanged += 1
        let hasBreak = text.contains { $0.isNewline }
        #expect(!hasBreak, "\(text.debugDescription)")
      }
    }
    #expect(unchanged > 2_000)
  }
}

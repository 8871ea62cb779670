import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// Trimming a number's text by its end bytes gives what trimming it by characters gives.
@Suite struct TrimmingSpacesTests {
  @Test func trimmingByEndBytesAgreesWithTrimmingByCharacters() {
    var random = SplitMix64(seed: 0x7819)
    // A combining accent after a space, and a carriage return before a line feed, make one
    // character with it that is not a space.
    let pieces = [" ", "\t", "\n", "\r", "\r\n", "1", "2.5", "-", "e", "\u{301}", "é", "x"]
    for _ in 0..<20_000 {
      let count = Int.random(in: 0..<6, using: &random)
      let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      #expect(text.trimmingSpaces == text.trimmingSpacesByCharacters, "\(text.debugDescription)")
    }
    #expect(" 12 ".trimmingSpaces == "12")
    #expect("12".trimmingSpaces == "12")
    #expect("".trimmingSpaces == "")
  }
}

import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// A file's repeated names are made once: the interner gives each run of bytes its string, the
/// same for the same bytes, through the growth of its table.
@Suite struct StringInternerTests {
  @Test func givesEachRunOfBytesItsString() {
    var random = SplitMix64(seed: 0x1A7E)
    var names = StringInterner()
    let pieces = ["android.", "widget.", "view.", "View", "Text", "é", "", "ViewGroup", "a"]
    for _ in 0..<5_000 {
      let count = Int.random(in: 0..<5, using: &random)
      let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      let bytes = Array(text.utf8)
      let string = bytes.withUnsafeBufferPointer { names.string($0) }
      #expect(string == text)
      #expect(Array(string.utf8) == bytes)
    }
  }
}

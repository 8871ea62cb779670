import HitAreaKitTestSupport
import Testing

@testable import HitAreaAuditing

/// A sentence made by ``MessageText`` reads as `String`'s own interpolation of the same pieces.
@Suite struct MessageTextTests {
  /// Pieces of every kind a message puts in: empty, one byte, beyond ASCII (two, three and four
  /// bytes a character, a combining mark), and longer than the room made for a piece.
  static let pieces = [
    "", "a", "ImageButton ‘More options’", "27.43×27.43 dp", "e\u{301}", "🙂", "設定",
    String(repeating: "Switch ‘Wi-Fi’ ", count: 12),
  ]

  @Test func sentencesReadAsInterpolatedStrings() {
    var random = SplitMix64(seed: 0x5E47)
    func piece() -> String { Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)] }
    for _ in 0..<500 {
      let (a, b, c) = (piece(), piece(), piece())
      #expect(sentence("\(a)") == "\(a)")
      #expect(sentence("\(a) reaches \(b) (visible \(c)).") == "\(a) reaches \(b) (visible \(c)).")
      #expect(sentence("\(a)\(b)\(c)") == a + b + c)
      #expect(
        sentence(
          """
          \(a) of \(b)'s hit area \
          receives no touch: \(c).
          """) == "\(a) of \(b)'s hit area receives no touch: \(c).")
    }
    #expect(sentence("no piece put in") == "no piece put in")
    #expect(sentence("") == "")
  }

  /// Pieces are a value: a copy that adds more does not change the original, nor the original
  /// the copy, on either side of the room's growing.
  @Test func copiesOfPiecesAreIndependent() {
    for first in ["a", String(repeating: "b", count: 40)] {
      var pieces = MessageText.Pieces(literalCapacity: 1, interpolationCount: 0)
      pieces.appendInterpolation(first)
      var copy = pieces
      copy.appendLiteral("-copy")
      pieces.appendInterpolation("-original")
      #expect(pieces.string == first + "-original")
      #expect(copy.string == first + "-copy")
    }
  }
}

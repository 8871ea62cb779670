import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// The byte-level steps of report names give what their character-level references give.
@Suite struct ReportNamesBytesTests {
  /// A type's short name from its bytes is the one read by characters.
  @Test func aKindFromBytesIsTheKindByCharacters() {
    var random = SplitMix64(seed: 0x4B1D)
    let pieces = [".", "$", "a", "B", "7", "XCUIElementType", "Button", " ", "android.widget."]
    for _ in 0..<20_000 {
      let count = Int.random(in: 0..<7, using: &random)
      let type = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      #expect(ReportNames.kind(ofType: type) == ReportNames.kindByCharacters(type), "\(type)")
    }
    #expect(ReportNames.kind(ofType: "a.b.") == "a.b.")
    #expect(ReportNames.kind(ofType: "XCUIElementTypeButton") == "Button")
    #expect(ReportNames.kind(ofType: nil) == nil)
  }

  /// A text cleaned by bytes is the text collapsed and clipped by characters.
  @Test func aCleanTextIsTheCollapsedTextClipped() {
    var random = SplitMix64(seed: 0xC1EA)
    let pieces = ["a", "B", " ", "  ", "\t", "\r\n", "é", "e\u{301}", "Wi-Fi", "0123456789", "‘x’"]
    for _ in 0..<20_000 {
      let count = Int.random(in: 0..<12, using: &random)
      let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      #expect(
        ReportNames.clean(text) == ReportNames.collapsed(text).map(ReportNames.clip),
        "\(text.debugDescription)")
    }
  }
}

import Foundation
import HitAreaKitTestSupport
import Testing

@testable import HitAreaSnapshot

/// The scalars whose bytes decide equality hold to what makes that true, against Unicode's data.
///
/// Each is its own NFC form with combining class 0, and neither it nor the first scalar of its
/// decomposition is ever the second of a composition. Text of such scalars is then in NFC next
/// to any other such text, so two such strings are equal exactly when their bytes are.
@Suite struct CanonicalBytesTests {
  /// Every scalar's place in the rule, checked one by one.
  @Test func everyScalarToldByBytesIsStableUnderNormalization() {
    // The seconds of every composition: what follows the first scalar of a decomposition.
    var seconds = Set<UInt32>()
    var accepted: [Unicode.Scalar] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if CanonicalBytes.isNormalized(scalar: value) { accepted.append(scalar) }
      switch scalar.properties.generalCategory {
      case .unassigned, .privateUse, .surrogate: continue
      default: break
      }
      let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
      for later in decomposed.dropFirst() { seconds.insert(later.value) }
    }
    // Every accepted scalar is checked, assigned or not; a range widened on purpose changes the
    // count here too.
    #expect(accepted.count == 40_821)
    for scalar in accepted {
      let text = String(scalar)
      var nfc: [UInt8] = []
      text._withNFCCodeUnits { nfc.append($0) }
      let first = text.decomposedStringWithCanonicalMapping.unicodeScalars.first!
      #expect(
        scalar.properties.canonicalCombiningClass == .notReordered
          && nfc.elementsEqual(text.utf8) && !seconds.contains(scalar.value)
          && !seconds.contains(first.value), "U+\(String(scalar.value, radix: 16))")
    }
    // What the rule keeps out: a decomposition's second, a singleton, a combining mark, a
    // Hangul jamo, a scalar beyond the Basic Multilingual Plane.
    for value: UInt32 in [0x301, 0x2126, 0x2000, 0x483, 0x3099, 0x11A8, 0x1161, 0x1F642] {
      #expect(!CanonicalBytes.isNormalized(scalar: value), "U+\(String(value, radix: 16))")
    }
  }

  /// Text is told by bytes exactly when each of its scalars is, read from its UTF-8 (after runs
  /// of ASCII long enough for the word-at-a-time loop); such text is its own NFC form.
  @Test func textIsToldByBytesWhenEachScalarIs() {
    var random = SplitMix64(seed: 0xCB)
    let pieces = [
      "a", "é", "e\u{301}", "Й", "И\u{306}", "—", "•", "✓", "カ", "ガ", "カ\u{3099}", "한",
      "\u{1112}\u{1161}\u{11AB}", "界", "🙂", "\u{2126}", "Ω", " ", "Switch Wi-Fi", "0123456789",
    ]
    var told = 0
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0..<6, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
      .joined()
      let byBytes = CanonicalBytes.isNormalizedByBytes(text)
      #expect(
        byBytes
          == text.unicodeScalars.allSatisfy { CanonicalBytes.isNormalized(scalar: $0.value) },
        "\(text.unicodeScalars)")
      if byBytes {
        told += 1
        var nfc: [UInt8] = []
        text._withNFCCodeUnits { nfc.append($0) }
        #expect(nfc.elementsEqual(text.utf8), "\(text.unicodeScalars)")
      }
    }
    #expect(told > 500)
  }
}

import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// The JSON markers, looked for at each quote by words, against a search of every quote for
/// every key, byte by byte.
@Suite struct DumpMarkersTests {
  /// The keys and their markers, written out again.
  static let keys: [(key: String, marker: DumpMarkers)] = [
    ("hitarea.layout", .hitareaLayout), ("AXFrame", .axFrame), ("AXUniqueId", .axUniqueID),
    ("role_description", .roleDescription), ("rawIdentifier", .rawIdentifier),
    ("isEnabled", .isEnabled), ("nativeFrame", .nativeFrame), ("value", .value),
    ("attributes", .attributes), ("children", .children), ("activity", .activity),
    ("bounds", .bounds),
  ]

  /// Every quote compared with every key and its closing quote.
  static func reference(_ bytes: [UInt8]) -> DumpMarkers {
    var found: DumpMarkers = []
    for i in bytes.indices where bytes[i] == UInt8(ascii: "\"") {
      for (key, marker) in keys where bytes[(i + 1)...].starts(with: Array((key + "\"").utf8)) {
        found.insert(marker)
      }
    }
    return found
  }

  /// Documents of `opening` and up to `most` random fragments: the markers found in each are
  /// the reference's; returns every marker found.
  static func compare(
    seed: UInt64, opening: String, fragments: [String], most: Int,
    reference: ([UInt8]) -> DumpMarkers, markers: (UnsafeBufferPointer<UInt8>) -> DumpMarkers
  ) -> DumpMarkers {
    var random = SplitMix64(seed: seed)
    var seen: DumpMarkers = []
    for _ in 0..<10_000 {
      var text = opening
      for _ in 0..<Int.random(in: 0..<most, using: &random) {
        text += fragments[Int.random(in: 0..<fragments.count, using: &random)]
      }
      let bytes = Array(text.utf8)
      let expected = reference(bytes)
      seen.formUnion(expected)
      #expect(bytes.withUnsafeBufferPointer(markers) == expected, "\(text.debugDescription)")
    }
    return seen
  }

  @Test func markersAreTheReferenceMarkers() {
    let seen = Self.compare(
      seed: 0x4D41_524B, opening: "{", fragments: DumpFormatReferenceTests.jsonFragments, most: 60,
      reference: Self.reference, markers: DumpMarkers.json)
    // Every marker was found somewhere.
    #expect(seen == DumpMarkers(Self.keys.map(\.marker)))
  }

  /// The XML markers, one byte at a time and in order: an XCUITest marker stops the search, and
  /// the markers found before it are kept.
  static func xmlReference(_ bytes: [UInt8]) -> DumpMarkers {
    var found: DumpMarkers = []
    func holds(_ text: String, at i: Int) -> Bool { bytes[i...].starts(with: Array(text.utf8)) }
    for i in bytes.indices {
      if holds("<AppiumAUT", at: i) { return found.union(.appiumAUT) }
      if holds("<XCUIElementType", at: i) { return found.union(.xcuiElementType) }
      if holds("<node ", at: i) || holds("<node>", at: i) || holds("<node/", at: i) {
        found.insert(.nodeElement)
      } else if holds("<hierarchy", at: i) {
        found.insert(.hierarchyElement)
      }
      if holds("bounds=", at: i) { found.insert(.boundsAttribute) }
    }
    return found
  }

  /// Documents of markers, their near misses and filler, fragments of many lengths putting each
  /// one at any offset from a block's start (the search passes sixteen bytes at a time).
  @Test func xmlMarkersAreTheReferenceMarkers() {
    let fragments = [
      "<AppiumAUT", "<AppiumAU", "<XCUIElementType", "XCUIElementType", "<XCUIElementTyp", "<node ",
      "<node>", "<node/",
      "<nodes", "<node", "<hierarchy", "<hierarch", "bounds=", "bounds", "b", "X", "<", " ",
      "abcdefg", "é", "\n",
    ]
    let seen = Self.compare(
      seed: 0x584D_4C, opening: "<", fragments: fragments, most: 40,
      reference: Self.xmlReference, markers: DumpMarkers.xml)
    #expect(
      seen == [
        .appiumAUT, .xcuiElementType, .nodeElement, .hierarchyElement, .boundsAttribute,
      ])
  }
}

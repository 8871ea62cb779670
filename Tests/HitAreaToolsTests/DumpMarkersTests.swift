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

  /// Every quote compared with every key and its closing quote; `Element subtree:` searched for
  /// when a `"value"` was found.
  static func reference(_ bytes: [UInt8]) -> DumpMarkers {
    var found: DumpMarkers = []
    for i in bytes.indices where bytes[i] == UInt8(ascii: "\"") {
      for (key, marker) in keys where bytes[(i + 1)...].starts(with: Array((key + "\"").utf8)) {
        found.insert(marker)
      }
    }
    let subtree = Array("Element subtree:".utf8)
    if found.contains(.value),
      bytes.indices.contains(where: { bytes[$0...].starts(with: subtree) })
    {
      found.insert(.elementSubtree)
    }
    return found
  }

  @Test func markersAreTheReferenceMarkers() {
    var random = SplitMix64(seed: 0x4D41_524B)
    var seen: DumpMarkers = []
    for _ in 0..<10_000 {
      let fragments = DumpFormatReferenceTests.jsonFragments
      var text = "{"
      for _ in 0..<Int.random(in: 0..<60, using: &random) {
        text += fragments[Int.random(in: 0..<fragments.count, using: &random)]
      }
      let bytes = Array(text.utf8)
      let expected = Self.reference(bytes)
      seen.formUnion(expected)
      let got = bytes.withUnsafeBufferPointer { DumpMarkers.json(in: $0) }
      #expect(got == expected, "\(text.debugDescription)")
    }
    // Every marker was found somewhere.
    #expect(seen == DumpMarkers(Self.keys.map(\.marker)).union(.elementSubtree))
  }
}

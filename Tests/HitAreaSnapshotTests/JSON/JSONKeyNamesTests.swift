import HitAreaKitTestSupport
import Testing

@testable import HitAreaSnapshot

@Suite struct JSONKeyNamesTests {
  /// The number and name of each of `keys` in a document that holds them in quotes, one after
  /// another, read in `order`.
  func names(_ keys: [String], order: [Int]? = nil, document: inout JSONKeyNames)
    -> [(number: Int, name: String)?]
  {
    var bytes: [UInt8] = []
    var ranges: [Range<Int>] = []
    for key in keys {
      bytes.append(UInt8(ascii: "\""))
      ranges.append(bytes.count..<(bytes.count + key.utf8.count))
      bytes.append(contentsOf: key.utf8)
      bytes.append(UInt8(ascii: "\""))
    }
    let order = order ?? Array(keys.indices)
    var found = [(number: Int, name: String)?](repeating: nil, count: keys.count)
    bytes.withUnsafeBufferPointer { buffer in
      for i in order { found[i] = document.name(of: ranges[i], in: buffer) }
    }
    return found
  }

  /// Keys have the same number exactly when their bytes are the same, whatever their length
  /// (up to 16 bytes a summary holds them all; past it, the middle bytes are compared), and
  /// wherever they are in the document, the last bytes included.
  @Test func keysHaveOneNumberForOneSpelling() throws {
    let keys = [
      "", "a", "frame", "children", "abcdefgh", "abcdefgi", "accessibilityText",
      "accessibilityTexu", "abcdefgh_X_ijklmnop", "abcdefgh_Y_ijklmnop", "a", "frame", "",
      "abcdefgh_X_ijklmnop", "zz",
    ]
    var table = JSONKeyNames()
    let found = names(keys, document: &table)
    for (i, key) in keys.enumerated() {
      let entry = try #require(found[i], "\(key)")
      #expect(entry.name == key)
      #expect(table[entry.number] == key)
      for (j, other) in keys.enumerated() {
        let otherEntry = try #require(found[j])
        #expect((entry.number == otherEntry.number) == (key == other), "\(key) \(other)")
      }
    }
  }

  /// A key with a byte beyond ASCII gets no number (two spellings of it may be one string),
  /// and a full table numbers the keys it has but no new one.
  @Test func keysBeyondASCIIAndPastTheLimitHaveNoNumber() throws {
    var other = JSONKeyNames()
    #expect(names(["caf\u{E9}", "\u{212A}"], document: &other).allSatisfy { $0 == nil })
    var table = JSONKeyNames()
    let many = (0...JSONKeyNames.maximumCount).map { "k\($0)" }
    let found = names(many + ["k7"], document: &table)
    #expect(found[..<JSONKeyNames.maximumCount].allSatisfy { $0 != nil })
    #expect(found[JSONKeyNames.maximumCount] == nil)
    #expect(found.last??.number == found[7]?.number)
  }

  /// Keys that differ only in their last bytes (numbered ones, of 2 to 23 bytes) are each
  /// numbered: their hash reaches the slots' bits with those bytes too; and keys of up to eight
  /// bytes that differ only in a high bit of their last byte (`column_x`, `column_8`) do not
  /// share a hash.
  @Test func keysThatDifferAtTheirEndAreEachNumbered() {
    for stem in ["k", "item_", "attribute_", "accessibility_", "accessibilityLabel_"] {
      let keys = (1...1_000).map { "\(stem)\($0)" }
      var table = JSONKeyNames()
      let unnumbered = names(keys, document: &table).filter { $0 == nil }.count
      #expect(unnumbered == 0, "\(stem): \(unnumbered) of 1,000 have no number")
    }
    // Every printable last byte after the same seven: 95 keys, 95 hashes.
    let keys = (0x20...0x7E).map { Array("column_".utf8) + [UInt8($0)] }
    let hashes = keys.map { key in
      key.withUnsafeBufferPointer { JSONKeyNames.Summary(0..<key.count, in: $0).hash }
    }
    #expect(Set(hashes).count == keys.count)
  }

  /// Keys made to share a slot (the same length and first and last eight bytes, told apart
  /// only by their middle, as a hostile document's could be) are numbered only up to
  /// ``JSONKeyNames/maximumProbes`` of them; the others get `nil`, and each numbered one keeps
  /// its number.
  @Test func keysSharingASlotAreNumberedOnlyUpToTheProbeLimit() throws {
    let keys = (0..<40).map { "AAAAAAAA" + String(1_000 + $0) + "BBBBBBBB" }
    var table = JSONKeyNames()
    let found = names(keys + keys, document: &table)
    let limit = JSONKeyNames.maximumProbes
    try #require(limit < keys.count)
    #expect(found[..<limit].allSatisfy { $0 != nil })
    #expect(found[limit..<keys.count].allSatisfy { $0 == nil })
    for i in 0..<limit {
      #expect(found[keys.count + i]?.number == found[i]?.number)
      #expect(found[i]?.name == keys[i])
    }
  }
}

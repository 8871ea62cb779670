import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// A table of keys looked up by their bytes answers as a dictionary of the same keys: every key,
/// and every key with one byte changed at each place or cut short or made longer.
@Suite struct ByteKeyTableTests {
  @Test func lookupsAgreeWithADictionary() {
    var random = SplitMix64(seed: 0xB17E)
    // Keys of every length to 30 from few letters, so that many share their first bytes and
    // differ in one place only.
    var keys: [String] = ["", "a", "scrollable-horizontal", "scrollable-vertical"]
    // Families of keys of one length that share their first eight bytes (and more), differing
    // after them: the entries of a length are tried in turn.
    for stem in ["aaaaaaaa-", "aaaaaaaa-bbbbbbb", "aaaaaaaa-bbbbbbbb"] {
      keys += ["a", "b", "c"].map { stem + $0 }
    }
    for _ in 0..<300 {
      let length = Int.random(in: 1...30, using: &random)
      keys.append(String((0..<length).map { _ in "ab-".randomElement(using: &random)! }))
    }
    var reference: [String: Int] = [:]
    for (value, key) in keys.enumerated() where reference[key] == nil { reference[key] = value }
    let table = ByteKeyTable(keys.enumerated().map { ($1, $0) })
    var tried = Set(keys)
    for key in keys {
      let bytes = Array(key.utf8)
      for place in bytes.indices {
        var changed = bytes
        changed[place] = UInt8(ascii: "c")
        tried.insert(String(decoding: changed, as: UTF8.self))
      }
      tried.insert(key + "a")
      tried.insert(String(key.dropLast()))
    }
    for key in tried {
      #expect(table[key] == reference[key], "\(key)")
    }
  }
}

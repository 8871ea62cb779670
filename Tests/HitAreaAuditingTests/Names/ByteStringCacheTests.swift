import HitAreaKitTestSupport
import Testing

@testable import HitAreaAuditing

/// A cache of what is computed from strings makes each value once for each distinct spelling.
@Suite struct ByteStringCacheTests {
  /// Values come from the first string of the same bytes, and are made once for each distinct
  /// run of bytes, as a dictionary keyed by the bytes keeps them; two spellings of one `String`
  /// (`é` precomposed and with a combining accent) are two keys.
  @Test func valuesAreMadeOnceForEachSpelling() {
    var random = SplitMix64(seed: 0xCAC4E)
    for _ in 0..<500 {
      var cache = ByteStringCache<Int>(capacity: Int.random(in: 0..<8, using: &random))
      var reference: [[UInt8]: Int] = [:]
      var made = 0
      for _ in 0..<Int.random(in: 0..<200, using: &random) {
        let name =
          NameGroupsTests.name(&random) + String(Int.random(in: 0..<60, using: &random))
        var madeNow: Int?
        let value = cache.value(of: name) { _ in
          made += 1
          madeNow = made
          return made
        }
        // A value is made exactly for bytes not seen before, and a repeat gets the value made
        // for its bytes.
        if let known = reference[Array(name.utf8)] {
          #expect(madeNow == nil && value == known, "\(name.unicodeScalars)")
        } else {
          #expect(madeNow != nil && value == madeNow, "\(name.unicodeScalars)")
          reference[Array(name.utf8)] = value
        }
      }
      #expect(made == reference.count)
    }
    var cache = ByteStringCache<String>(capacity: 2)
    #expect(cache.value(of: "caf\u{E9}") { _ in "precomposed" } == "precomposed")
    #expect(cache.value(of: "cafe\u{301}") { _ in "combining" } == "combining")
    #expect(cache.value(of: "caf\u{E9}") { _ in "again" } == "precomposed")
  }
}

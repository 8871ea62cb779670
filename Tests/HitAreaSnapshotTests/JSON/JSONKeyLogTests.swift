import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

/// The key log refuses exactly the keys its object had already, as a set of each open object's
/// keys does, in small objects and in ones past the size where it looks keys up by table.
@Suite struct JSONKeyLogTests {
  @Test(arguments: 0..<20)
  func refusesExactlyTheKeysAnOpenObjectHad(_ seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &* 0x9E37 &+ 11)
    // Keys that share lengths and first and last bytes (signatures), and a few beyond ASCII,
    // which the log leaves to the checked reader.
    let pieces = ["a", "b", "k1", "k2", "abcdefghXabcdefgh", "abcdefghYabcdefgh", "é"]
    var document: [UInt8] = []
    var ranges: [Range<Int>] = []
    for _ in 0..<3_000 {
      let count = Int.random(in: 1...2, using: &random)
      let key =
        (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
        .joined() + String(Int.random(in: 0..<6, using: &random))
      let start = document.count
      document += Array(key.utf8)
      ranges.append(start..<document.count)
    }
    var log = JSONKeyLog()
    var open: [(first: Int, keys: Set<[UInt8]>)] = [(0, [])]
    document.withUnsafeBufferPointer { bytes in
      for range in ranges {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<1 where open.count < 6:
          open.append((log.count, []))
        case 1..<3 where open.count > 1:
          let closed = open.removeLast()
          log.removeLast(log.count - closed.first)
        default:
          let key = Array(bytes[range])
          let isASCII = key.allSatisfy { $0 < 0x80 }
          let expected = isASCII && !open[open.count - 1].keys.contains(key)
          let inserted = log.insert(range, in: bytes, from: open[open.count - 1].first)
          #expect(inserted == expected, "seed \(seed): \(String(decoding: key, as: UTF8.self))")
          if inserted { open[open.count - 1].keys.insert(key) }
        }
      }
    }
    #expect(open.contains { $0.keys.count > JSONKeyLog.linearKeyLimit * 3 })
  }
}

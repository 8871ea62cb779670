import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// Paths written as bytes read as the paths made one string at a time, from the parent's.
@Suite struct PathIDsTests {
  /// Each element's path spelled with `String`s, as the reference.
  static func referencePaths(_ parents: [Int?]) -> [String] {
    var paths = [String](repeating: "0", count: parents.count)
    var children = [Int](repeating: 0, count: parents.count)
    for i in parents.indices {
      guard let parent = parents[i] else { continue }
      paths[i] = paths[parent] + "/" + String(children[parent])
      children[parent] += 1
    }
    return paths
  }

  @Test func pathsReadAsTheirStrings() {
    var random = SplitMix64(seed: 0x9A7D)
    for round in 0..<300 {
      // Wide trees (positions of one, two and three digits), deep ones (a parent just before),
      // and a root alone.
      let count = round == 0 ? 1 : Int.random(in: 2..<400, using: &random)
      let deep = round % 3 == 1
      let parents: [Int?] = (0..<count).map { i in
        guard i > 0 else { return nil }
        if deep { return Swift.max(0, i - Int.random(in: 1...2, using: &random)) }
        return Int.random(in: 0..<Swift.min(i, 3), using: &random)
      }
      let paths = PathIDs(count: count) { parents[$0] }
      let expected = Self.referencePaths(parents)
      #expect(paths.all == expected)
      for i in (0..<count).shuffled(using: &random).prefix(20) { #expect(paths[i] == expected[i]) }
    }
  }
}

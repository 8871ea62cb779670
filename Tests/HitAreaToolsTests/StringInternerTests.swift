import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// A file's repeated names are made once: the interner gives each run of bytes its string, the
/// same for the same bytes, and each list of names its array, through the growth of its tables.
@Suite struct StringInternerTests {
  @Test func givesEachRunOfBytesItsString() {
    var random = SplitMix64(seed: 0x1A7E)
    var names = StringInterner()
    let pieces = ["android.", "widget.", "view.", "View", "Text", "é", "", "ViewGroup", "a"]
    for _ in 0..<5_000 {
      let count = Int.random(in: 0..<5, using: &random)
      let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      let bytes = Array(text.utf8)
      let string = bytes.withUnsafeBufferPointer { names.string($0) }
      #expect(string == text)
      #expect(Array(string.utf8) == bytes)
    }
  }

  @Test func givesEachListOfNamesItsStringsInOrder() {
    var random = SplitMix64(seed: 0x115_7ED)
    var names = StringInterner()
    let pieces = ["android.view.View", "java.lang.Object", "é", "ViewGroup", "a", "b"]
    var made: [[String]: [String]] = [:]
    for _ in 0..<5_000 {
      let count = Int.random(in: 0..<6, using: &random)
      let list = (0..<count).map { _ in pieces.randomElement(using: &random)! }
      let indices = list.map { name in
        Array(name.utf8).withUnsafeBufferPointer { names.index(of: $0) }
      }
      let strings = indices.withUnsafeBufferPointer { names.list(of: $0) }
      #expect(strings == list)
      // The same list gives the same array, not a copy of it.
      if let first = made[list] {
        #expect(
          first.withUnsafeBufferPointer { $0.baseAddress }
            == strings.withUnsafeBufferPointer { $0.baseAddress })
      } else {
        made[list] = strings
      }
    }
    #expect(made.count > 500)  // the lists grew the table many times over
  }
}

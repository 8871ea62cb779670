@_spi(Readers) import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// Strings made to share their hash's low bits cost a bounded walk each, and the tables built
/// on the byte table still give `String` equality's answers.
@Suite struct ByteStringTableTests {
  /// `count` ASCII names whose hashes end in seven zero bits: every one starts at slot 0 of a
  /// table of up to 128 slots.
  static func colliding(_ count: Int) -> [String] {
    var names: [String] = []
    var n = 0
    while names.count < count {
      let name = "view\(n)"
      n += 1
      if name.withUTF8Bytes({ ByteWord.hash($0) }) & 127 == 0 { names.append(name) }
    }
    return names
  }

  @Test func aStringPastTheLongestWalkIsDeclined() {
    let names = Self.colliding(40)
    var table = ByteStringTable(capacity: 0)
    for (k, name) in names.enumerated() {
      let expected = k < HashSlots.maximumDistance ? (index: k, isNew: true) : nil
      let got = table.insert(name)
      #expect(got?.index == expected?.index && got?.isNew == expected?.isNew, "\(k)")
    }
    #expect(table.count == HashSlots.maximumDistance)
    for (k, name) in names.enumerated() {
      #expect(table[name] == (k < HashSlots.maximumDistance ? k : nil))
      #expect(table.insert(name)?.isNew == (k < HashSlots.maximumDistance ? false : nil))
    }
  }

  /// Groups of colliding names move to a dictionary when the table declines one, and number the
  /// names as a `[String: Int]` does.
  @Test func groupsOfCollidingNamesAgreeWithAStringDictionary() {
    let names = Self.colliding(60)
    let asked = names.reversed() + names
    var groups = NameGroups(holding: names, and: [])
    let reference = NameGroupsTests.insertExpectingDictionaryGroups(asked, into: &groups)
    #expect(groups.count == 60)
    for (name, group) in reference { #expect(groups[name] == group) }
  }
}

/// The attribute names an importer reads from each element, found in one pass over an element's
/// attributes (``XMLAttributes/find(_:into:)``) instead of one search for each name.
///
/// An element lists its attributes once, and an importer asks for about ten of them: looked up
/// one by one, every name passed over the attributes before it, and a missing one over all of
/// them. Here each attribute's name is looked up once among the importer's names, by its
/// summary (``XMLAttributes/summary(of:)``) in a small hash table.
///
/// ```swift
/// static let names = XMLAttributeNames(["bounds", "class", "text"])
/// var found = names.nothingFound                // once per file
/// tree.attributes(of: index).find(Self.names, into: &found)
/// tree.attributes(of: index).nonEmpty(at: found[1])  // the class
/// ```
struct XMLAttributeNames: Sendable {
  /// The names, as written in the code: ASCII.
  let names: [StaticString]
  /// Each name's summary.
  private let summaries: [UInt64]
  /// Open addressing by summary: a name's index plus one, or 0 for an empty slot.
  private let slots: [Int]
  /// How far to shift a summary's hash for a slot (the table has 2^(64 - shift) slots).
  private let shift: UInt64

  /// The names an importer reads, each ASCII and different.
  init(_ names: [StaticString]) {
    assert(names.allSatisfy(\.isASCII), "attribute names written in the code are ASCII")
    assert(Set(names.map(\.description)).count == names.count, "each name once")
    self.names = names
    summaries = names.map { XMLAttributes.summary(of: Self.bytes(of: $0)) }
    // At least four slots a name, so that a look-up seldom probes twice.
    var bits = 2
    while 1 << bits < 4 * names.count { bits += 1 }
    shift = UInt64(64 - bits)
    var slots = [Int](repeating: 0, count: 1 << bits)
    for k in names.indices {
      var slot = Self.slot(of: summaries[k], shift: shift)
      while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = k + 1
    }
    self.slots = slots
  }

  /// A name's bytes.
  private static func bytes(of name: StaticString) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
  }

  /// What ``XMLAttributes/find(_:into:)`` fills: a place for each name.
  var nothingFound: [Int] { [Int](repeating: XMLAttributes.none, count: names.count) }

  /// The index among the names of the one with these bytes, given their summary, or `nil`.
  func index(of name: UnsafeBufferPointer<UInt8>, summary: UInt64) -> Int? {
    slots.withUnsafeBufferPointer { slots in
      summaries.withUnsafeBufferPointer { summaries in
        var slot = Self.slot(of: summary, shift: shift)
        while slots[slot] != 0 {
          let k = slots[slot] - 1
          if summaries[k] == summary, XMLAttributes.equal(name, Self.bytes(of: names[k])) {
            return k
          }
          slot = (slot + 1) & (slots.count - 1)
        }
        return nil
      }
    }
  }

  /// A summary's first slot: the top bits of a multiplicative hash.
  private static func slot(of summary: UInt64, shift: UInt64) -> Int {
    Int(truncatingIfNeeded: (summary &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }
}

/// The attribute names an importer reads from each element, found in one pass over an element's
/// attributes (``XMLAttributes/find(_:into:)``) instead of one search for each name.
///
/// An element lists its attributes once, and an importer asks for about ten of them: looked up
/// one by one, every name passed over the attributes before it, and a missing one over all of
/// them. Here each attribute's name is looked up once among the importer's names
/// (``ByteKeyTable``: by its length, then its first eight bytes).
///
/// ```swift
/// static let names = XMLAttributeNames(["bounds", "class", "text"])
/// var found = names.nothingFound                // once per tree
/// tree.attributes(of: index).find(Self.names, into: &found)
/// tree.attributes(of: index).nonEmpty(at: found[1])  // the class
/// ```
struct XMLAttributeNames: Sendable {
  /// The names, as written in the code: ASCII.
  let names: [StaticString]
  /// Each name's index among ``names``, by its bytes.
  private let indices: ByteKeyTable<Int>

  /// The names an importer reads, each ASCII and different.
  init(_ names: [StaticString]) {
    assert(names.allSatisfy(\.isASCII), "attribute names written in the code are ASCII")
    assert(Set(names.map(\.description)).count == names.count, "each name once")
    self.names = names
    indices = ByteKeyTable(names.enumerated().map { ($1.description, $0) })
  }

  /// What ``XMLAttributes/find(_:into:)`` fills: a place for each name, none found yet.
  var nothingFound: FoundAttributes { FoundAttributes(count: names.count) }

  /// The index among the names of the one with these bytes, or `nil`.
  func index(of name: UnsafeBufferPointer<UInt8>) -> Int? { indices[name] }
}

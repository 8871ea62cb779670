@_spi(Readers) import HitAreaSnapshot

/// An XML element's attributes, looked up by name: a view of the attributes an
/// ``XMLElementTree`` holds for one element.
///
/// Names and values are ranges of the tree's text (the document's own bytes, where the plain
/// reader read them; a value it rewrote is a range from the text's end on, of the rewritten
/// values), so reading a document makes no `String`; a value becomes one when it is asked for as
/// text (``subscript(_:)``), and is read from its bytes where it is a number or a flag
/// (``withValue(named:_:)``).
///
/// A list, not a dictionary: an element has a few attributes (a uiautomator node 17), and
/// comparing a few short names costs less than hashing one.
///
/// ```swift
/// let attributes = tree.attributes(of: index)
/// attributes["bounds"]  // "[0,0][10,10]"
/// ```
struct XMLAttributes {
  /// One attribute: where its name and value are in the tree's text (or, from its end on, the
  /// rewritten values), and its name's summary (see ``summary(of:)``).
  struct Entry {
    /// The name's summary.
    let summary: UInt64
    /// Where the name is in the text.
    let name: Range<Int>
    /// Where the value is in the text, or from the text's end on, in the rewritten values.
    let value: Range<Int>
  }

  /// The text the ranges are in.
  private let text: [UInt8]
  /// The values rewritten after the text: a range from `text.count` on is a range of these,
  /// less `text.count` (``XMLElementTree/Contents/rewritten``).
  private let rewritten: [UInt8]
  /// The tree's attributes, in document order.
  private let entries: [Entry]
  /// This element's attributes in ``entries``.
  private let range: Range<Int>
  /// Whether every name of the tree is ASCII.
  ///
  /// Then a name of another length than an ASCII one is another name. (Names compare as
  /// `String`s do, by canonical equivalence, and equivalent names may differ in length where
  /// they are not ASCII: `é` precomposed or not, the Kelvin sign and `K`.) One name beyond
  /// ASCII anywhere in the tree (a document XMLParser read) has every look-up compare names as
  /// strings.
  private let namesAreASCII: Bool

  /// The attributes `entries[range]` of a tree whose names and values are ranges of `text`, or
  /// from its end on, of `rewritten`.
  init(
    text: [UInt8], rewritten: [UInt8], entries: [Entry], range: Range<Int>,
    namesAreASCII: Bool
  ) {
    self.text = text
    self.rewritten = rewritten
    self.entries = entries
    self.range = range
    self.namesAreASCII = namesAreASCII
  }

  /// The attributes, in the order they were added.
  var pairs: [(name: String, value: String)] {
    entries[range].map { (string(at: $0.name), string(at: $0.value)) }
  }

  /// The value of the attribute named `name` (a name written in the code), or `nil`.
  subscript(name: StaticString) -> String? { self[at: index(of: name) ?? Self.none] }

  /// Whether the element has an attribute named `name`.
  func contains(_ name: StaticString) -> Bool { index(of: name) != nil }

  /// The value of the attribute named `name` when it is not empty, or `nil`.
  func nonEmpty(_ name: StaticString) -> String? { nonEmpty(at: index(of: name) ?? Self.none) }

  /// Calls `body` with the bytes of the value of the attribute named `name` (UTF-8), or with
  /// `nil` when there is no such attribute.
  ///
  /// The bytes are valid only during `body`.
  func withValue<Result>(
    named name: StaticString, _ body: (UnsafeBufferPointer<UInt8>?) throws -> Result
  ) rethrows -> Result {
    try withValue(at: index(of: name) ?? Self.none, body)
  }

  /// The flag (``ImportedTree/flag(_:default:)``) of the attribute named `name`: `value` when
  /// there is none, `nil` when its value is not a flag.
  func flag(named name: StaticString, default value: Bool) -> Bool? {
    flag(at: index(of: name) ?? Self.none, default: value)
  }

  // MARK: - Found in one pass

  /// Where ``find(_:into:)`` found no attribute of a name.
  static let none = -1

  /// Finds where each of `names` is among the element's attributes: `found[k]` becomes the
  /// place of the attribute named `names.names[k]` (for the accessors below), or ``none``.
  ///
  /// An element whose attributes have the names of an element looked up before with `found`,
  /// in the same order, takes the places found there; another one's attributes are passed once,
  /// each name looked up.
  ///
  /// - Parameter found: The places found in this tree's elements for these names
  ///   (``XMLAttributeNames/nothingFound`` at first).
  func find(_ names: XMLAttributeNames, into found: inout FoundAttributes) {
    assert(found.places.count == names.names.count, "a place for each name")
    guard namesAreASCII else {
      for k in names.names.indices { found.places[k] = index(of: names.names[k]) ?? Self.none }
      return
    }
    let range = range
    text.withUnsafeBufferPointer { text in
      entries.withUnsafeBufferPointer { entries in
        // The names' summaries mixed in order: lists of names met before with another mix are
        // other lists.
        var mix = UInt64(truncatingIfNeeded: range.count)
        for i in range { mix = (mix &* 0x9E37_79B9_7F4A_7C15) ^ entries[i].summary }
        let known = found.list(mix: mix, count: range.count) { other in
          assert(other.upperBound <= entries.count, "names kept for another tree")
          var a = other.lowerBound
          for b in range {
            guard entries[a].summary == entries[b].summary,
              Self.sameName(
                UnsafeBufferPointer(rebasing: text[entries[a].name]),
                UnsafeBufferPointer(rebasing: text[entries[b].name]))
            else { return false }
            a += 1
          }
          return true
        }
        if let known { return found.take(list: known, start: range.lowerBound) }
        for k in found.places.indices { found.places[k] = Self.none }
        for i in range {
          if let k = names.index(of: UnsafeBufferPointer(rebasing: text[entries[i].name])),
            found.places[k] == Self.none
          {
            found.places[k] = i
          }
        }
        found.keep(attributes: range, mix: mix)
      }
    }
  }

  /// The value of the attribute at a place ``find(_:into:)`` gave, or `nil` for ``none``.
  subscript(at place: Int) -> String? {
    place == Self.none ? nil : string(at: entries[place].value)
  }

  /// The value of the attribute at a place ``find(_:into:)`` gave when it is not empty, or
  /// `nil`.
  func nonEmpty(at place: Int) -> String? {
    guard place != Self.none, !entries[place].value.isEmpty else { return nil }
    return string(at: entries[place].value)
  }

  /// Calls `body` with the bytes of the value of the attribute at a place ``find(_:into:)``
  /// gave (UTF-8), or with `nil` for ``none``.
  ///
  /// The bytes are valid only during `body`.
  func withValue<Result>(
    at place: Int, _ body: (UnsafeBufferPointer<UInt8>?) throws -> Result
  ) rethrows -> Result {
    guard place != Self.none else { return try body(nil) }
    return try withBytes(at: entries[place].value) { try body($0) }
  }

  /// The flag (``ImportedTree/flag(_:default:)``) of the attribute at a place
  /// ``find(_:into:)`` gave: `value` for ``none``, `nil` when its value is not a flag.
  func flag(at place: Int, default value: Bool) -> Bool? {
    withValue(at: place) { ImportedTree.flag(bytes: $0, default: value) }
  }

  /// The index in ``entries`` of the attribute named `name`.
  ///
  /// An ASCII name among ASCII names (nearly always) is compared by summary first (ASCII
  /// names with different summaries differ), then byte by byte; any other as `String`s compare
  /// (by canonical equivalence).
  private func index(of name: StaticString) -> Int? {
    guard namesAreASCII && name.isASCII else {
      let name = name.description
      return range.first { string(at: entries[$0].name) == name }
    }
    // The bytes compared in place: no `String` made of either name.
    let key = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    let summary = Self.summary(of: key)
    return text.withUnsafeBufferPointer { text in
      entries.withUnsafeBufferPointer { entries in
        for i in range
        where entries[i].summary == summary
          && Self.equal(UnsafeBufferPointer(rebasing: text[entries[i].name]), key)
        {
          return i
        }
        return nil
      }
    }
  }

  /// The text of a range of the text.
  private func string(at range: Range<Int>) -> String {
    withBytes(at: range) { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the bytes of a range of the text, or of the rewritten values from the
  /// text's end on.
  private func withBytes<Result>(
    at range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    let end = text.count
    guard range.lowerBound >= end else {
      return try text.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }
    return try rewritten.withUnsafeBufferPointer {
      try body(
        UnsafeBufferPointer(rebasing: $0[(range.lowerBound - end)..<(range.upperBound - end)]))
    }
  }

  /// A name's length and its first and last four bytes mixed in one word: two ASCII names with
  /// different summaries differ, so most names are passed over with one comparison. (Two loads,
  /// not `ByteWord.hash` of every byte: a summary is made for every attribute read and looked
  /// up.)
  @inline(__always)
  static func summary(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let count = bytes.count
    guard count >= 4 else {
      var short = UInt64(truncatingIfNeeded: count) << 56
      for k in 0..<count { short |= UInt64(bytes[k]) << (8 * k) }
      return short
    }
    let raw = UnsafeRawBufferPointer(bytes)
    let first = UInt64(raw.loadUnaligned(as: UInt32.self))
    let last = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
    return UInt64(truncatingIfNeeded: count) << 56 ^ first << 24 ^ last
  }

  /// Whether two names have the same bytes, as ``equal(_:_:)`` tells, by words: a name of four
  /// bytes or more by its first and last four or eight (and any bytes between), a shorter one
  /// byte by byte.
  @inline(__always)
  static func sameName(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = a.count
    guard count == b.count else { return false }
    guard count >= 4 else { return equal(a, b) }
    let (x, y) = (UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b))
    guard count >= 8 else {
      return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
        && x.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
          == y.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
    }
    guard
      x.loadUnaligned(as: UInt64.self) == y.loadUnaligned(as: UInt64.self)
        && x.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
          == y.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    else { return false }
    var i = 8
    while i < count - 8 {
      guard a[i] == b[i] else { return false }
      i += 1
    }
    return true
  }

  /// Whether two names have the same bytes: lengths first, then the bytes one by one (names
  /// are short: `ByteWord.equal`, eight at a time, costs XML 0.4 % more).
  @inline(__always)
  static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    a.count == b.count && (0..<a.count).allSatisfy { a[$0] == b[$0] }
  }
}

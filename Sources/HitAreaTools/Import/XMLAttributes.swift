@_spi(Readers) import HitAreaSnapshot

/// An XML element's attributes, looked up by name.
///
/// A list, not a dictionary: an element has a few attributes (a uiautomator node 17), and
/// comparing a few short names costs less than hashing one.
///
/// ```swift
/// var attributes = XMLAttributes()
/// _ = attributes.add(asciiName: "bounds", "[0,0][10,10]")
/// attributes["bounds"]  // "[0,0][10,10]"
/// ```
struct XMLAttributes {
  /// The attributes, in the order they were added, each with its name's summary (see
  /// ``summary(of:)``).
  private var entries: [(summary: UInt64, name: String, value: String)] = []
  /// Whether every name is ASCII: then a name of another length than an ASCII one is another
  /// name. (Names compare as `String`s do, by canonical equivalence, and equivalent names may
  /// differ in length where they are not ASCII: `é` precomposed or not, the Kelvin sign and `K`.)
  private let namesAreASCII: Bool

  /// The attributes, in the order they were added.
  var pairs: [(name: String, value: String)] { entries.map { ($0.name, $0.value) } }

  /// No attributes, with room for `capacity`, to be given ASCII names only
  /// (``add(asciiName:_:)``): what the plain reader reads.
  init(capacity: Int = 0) {
    entries.reserveCapacity(capacity)
    namesAreASCII = true
  }

  /// The attributes of a dictionary (XMLParser's), in the dictionary's order.
  init(_ dictionary: [String: String]) {
    entries = dictionary.map { name, value in
      (name.withUTF8Bytes { Self.summary(of: $0) }, name, value)
    }
    namesAreASCII = entries.allSatisfy { $0.name.utf8.allSatisfy { $0 < 0x80 } }
  }

  /// The value of the attribute named `name` (a name written in the code), or `nil`.
  ///
  /// An ASCII name among ASCII names (nearly always) is compared by summary first (ASCII
  /// names with different summaries differ), then byte by byte; any other as
  /// ``value(named:)`` compares it.
  subscript(name: StaticString) -> String? {
    guard namesAreASCII && name.isASCII else { return value(named: name.description) }
    // The bytes compared in place: no `String` made of the name, no `String` comparison.
    let key = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    let summary = Self.summary(of: key)
    // By index: a loop over the elements would copy (retain and release) both strings of each.
    for i in entries.indices
    where entries[i].summary == summary && Self.isASCIIName(entries[i].name, key) {
      return entries[i].value
    }
    return nil
  }

  /// The value of the attribute named `name`, or `nil`: names compared as `String`s are.
  func value(named name: String) -> String? {
    entries.first { $0.name == name }?.value
  }

  /// Adds an attribute; `false` (and nothing added) when the element has one of that name.
  ///
  /// - Parameters:
  ///   - name: The name: ASCII, as the plain reader reads names (others go to XMLParser).
  ///   - value: The value.
  mutating func add(asciiName name: String, _ value: String) -> Bool {
    assert(name.utf8.allSatisfy { $0 < 0x80 }, "not an ASCII name: \(name)")
    let summary = name.withUTF8Bytes { key in
      let summary = Self.summary(of: key)
      let known = entries.indices.contains {
        entries[$0].summary == summary && Self.isASCIIName(entries[$0].name, key)
      }
      return known ? nil : summary
    }
    guard let summary else { return false }
    entries.append((summary, name, value))
    return true
  }

  /// A name's length and its first and last four bytes mixed in one word: two ASCII names with
  /// different summaries differ, so most names are passed over with one comparison. (Two loads,
  /// not `ByteWord.hash` of every byte: a summary is made for every attribute read and looked
  /// up.)
  @inline(__always)
  private static func summary(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
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

  /// Whether a name among ASCII names is the ASCII name with these bytes: lengths first
  /// (comparing two strings that differ is a call, comparing their lengths is not; ASCII
  /// strings of different lengths differ), then the bytes one by one (names are short:
  /// `ByteWord.equal`, eight at a time, costs XML 0.4 % more).
  private static func isASCIIName(_ name: String, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    name.utf8.count == key.count
      && name.withUTF8Bytes { bytes in (0..<key.count).allSatisfy { bytes[$0] == key[$0] } }
  }
}

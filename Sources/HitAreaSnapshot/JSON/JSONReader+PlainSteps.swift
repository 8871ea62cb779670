// Steps for a format's fast path: they keep no path and check no key's uniqueness, and they fail
// by returning `nil` or `false`, naming nothing. A fast path that takes them keeps the keys it
// has seen itself and, on any failure, re-reads the value with the checked methods
// (`beginObject()`, `nextKey()`, …), which name the file, the path and what is wrong.

extension JSONReader {
  /// Consumes `byte` when it is the next byte after whitespace.
  ///
  /// - Returns: Whether it was.
  @inline(__always) package mutating func skip(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == byte else { return false }
    offset += 1
    return true
  }

  /// Consumes `null` when it is what comes next after whitespace (its four bytes; whatever
  /// follows them is the next step's to check).
  ///
  /// - Returns: Whether it was.
  package mutating func skipNull() -> Bool {
    skipWhitespace()
    guard matches("null") else { return false }
    offset += 4
    return true
  }

  /// The next byte after whitespace, not consumed; `nil` at the end.
  package mutating func peekByte() -> UInt8? {
    skipWhitespace()
    return offset < bytes.count ? bytes[offset] : nil
  }

  /// What comes next in an object read plainly (``nextPlainMember(afterMember:)``).
  package enum PlainMember: Equatable {
    /// A member, whose key's bytes are here (between the quotes); its value comes next.
    case key(Range<Int>)
    /// The object's `}`, consumed.
    case end
  }

  /// Reads on in an object to its next member's key and `:` (after a `,` when a member came
  /// before), or to its `}`: one step for a fast path's loop over an object.
  ///
  /// - Parameter afterMember: Whether the object had a member before this one.
  /// - Returns: `nil` when neither comes plainly (see ``plainKey()``; the offset is then
  ///   undefined).
  package mutating func nextPlainMember(afterMember: Bool) -> PlainMember? {
    if skip(UInt8(ascii: "}")) { return .end }
    guard !afterMember || skip(UInt8(ascii: ",")), let key = plainKey() else { return nil }
    return .key(key)
  }

  /// Reads a key with no escape and the `:` after it, giving where the key's bytes are (between
  /// the quotes).
  ///
  /// - Returns: `nil` when no key in double quotes comes next, when the key has an escape or a
  ///   control character, or when no `:` follows (the offset is then undefined).
  package mutating func plainKey() -> Range<Int>? {
    guard skip(UInt8(ascii: "\"")) else { return nil }
    let start = offset
    guard let end = closingQuote(from: start) else { return nil }
    offset = end + 1
    guard skip(UInt8(ascii: ":")) else { return nil }
    return start..<end
  }

  /// Reads a string with no escape and no control character, giving where its bytes are
  /// (between the quotes).
  ///
  /// - Returns: `nil`, with the offset where it was, when no such string comes next (a `null`,
  ///   another value, or a string that needs ``readString()``).
  package mutating func plainString() -> Range<Int>? {
    let start = mark
    guard skip(UInt8(ascii: "\"")) else {
      rewind(to: start)
      return nil
    }
    let first = offset
    guard let end = closingQuote(from: first) else {
      rewind(to: start)
      return nil
    }
    offset = end + 1
    return first..<end
  }

  /// Where the string whose bytes start at `first` closes (its quote), or `nil` at an escape,
  /// a control character or the end of the bytes.
  @inline(__always) private func closingQuote(from first: Int) -> Int? {
    bytes.withUnsafeBytes { ByteWord.plainStringEnd(in: $0, from: first) }
  }
}

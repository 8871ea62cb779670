/// Eight bytes read as one 64-bit word, for the readers' loops that pass over runs of
/// uninteresting bytes (ASCII text, JSON between quotes) eight at a time.
///
/// ```swift
/// let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
/// if !ByteWord.contains(UInt8(ascii: "\""), in: word) { i += 8 }
/// ```
package enum ByteWord {
  // Computed, not stored: a literal folds into the loops, a stored static is a lazy global.
  @usableFromInline static var ones: UInt64 { 0x0101_0101_0101_0101 }
  @usableFromInline static var highBits: UInt64 { 0x8080_8080_8080_8080 }
  @usableFromInline static var lowBits: UInt64 { 0x7F7F_7F7F_7F7F_7F7F }

  /// Whether a byte of the word is zero (the classic test: no byte is missed).
  @inlinable @inline(__always) package static func hasZeroByte(_ word: UInt64) -> Bool {
    (word &- ones) & ~word & highBits != 0
  }

  /// Whether a byte of the word is `byte`.
  @inlinable @inline(__always) package static func contains(_ byte: UInt8, in word: UInt64) -> Bool
  {
    hasZeroByte(word ^ (ones &* UInt64(byte)))
  }

  /// Whether every byte of the word is ASCII (its high bit clear).
  @inlinable @inline(__always) package static func isASCII(_ word: UInt64) -> Bool {
    word & highBits == 0
  }

  /// How many bytes of the word are `byte`, exactly.
  @inlinable @inline(__always) package static func count(of byte: UInt8, in word: UInt64) -> Int {
    let zeros = matches(byte, in: word)
    // One bit per match at the bottom of its byte; a multiplication sums the bytes into the top
    // one (at most 8, no carry), cheaper than a population count without POPCNT.
    return Int(((zeros >> 7) &* ones) >> 56)
  }

  /// The high bit of each byte of the word that is `byte`, and no other bit (exact: no borrow
  /// runs between bytes, unlike ``hasZeroByte(_:)``'s test).
  @inlinable @inline(__always) package static func matches(_ byte: UInt8, in word: UInt64)
    -> UInt64
  {
    let x = word ^ (ones &* UInt64(byte))
    return ~(((x & lowBits) &+ lowBits) | x | lowBits)
  }
}

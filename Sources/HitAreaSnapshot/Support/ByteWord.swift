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
    let x = word ^ (ones &* UInt64(byte))
    // The high bit of each byte that was `byte` (now zero), with no borrow between bytes.
    let zeros = ~(((x & lowBits) &+ lowBits) | x | lowBits)
    // One bit per match at the bottom of its byte; a multiplication sums the bytes into the top
    // one (at most 8, no carry), cheaper than a population count without POPCNT.
    return Int(((zeros >> 7) &* ones) >> 56)
  }

  /// Where the first eight-byte word from `start` that holds `a` or `b` begins.
  ///
  /// `start` is moved on eight bytes at a time past words with neither, stopping before the last
  /// bytes that do not fill a word. The loop runs here, so a caller in another module makes one
  /// call per run of skipped bytes rather than one per word.
  ///
  /// - Parameters:
  ///   - a: One byte to stop at.
  ///   - b: The other.
  ///   - bytes: The bytes.
  ///   - start: Where to start.
  package static func skipWords(
    withNeither a: UInt8, nor b: UInt8, in bytes: UnsafeRawBufferPointer, from start: Int
  ) -> Int {
    var i = start
    while i + 8 <= bytes.count {
      let word = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      if contains(a, in: word) || contains(b, in: word) { break }
      i += 8
    }
    return i
  }
}

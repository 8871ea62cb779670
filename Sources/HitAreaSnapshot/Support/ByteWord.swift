/// Eight bytes read as one 64-bit word, for the readers' loops that pass over runs of
/// uninteresting bytes (ASCII text, JSON between quotes) eight at a time.
///
/// ```swift
/// let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
/// if !ByteWord.contains(UInt8(ascii: "\""), in: word) { i += 8 }
/// ```
@_spi(Readers) public enum ByteWord {
  // Computed, not stored: a literal folds into the loops, a stored static is a lazy global.
  @usableFromInline static var ones: UInt64 { 0x0101_0101_0101_0101 }
  @usableFromInline static var highBits: UInt64 { 0x8080_8080_8080_8080 }
  @usableFromInline static var lowBits: UInt64 { 0x7F7F_7F7F_7F7F_7F7F }

  /// Whether a byte of the word is zero (the classic test: no byte is missed).
  @inlinable @inline(__always) public static func hasZeroByte(_ word: UInt64) -> Bool {
    (word &- ones) & ~word & highBits != 0
  }

  /// Whether a byte of the word is `byte`.
  @inlinable @inline(__always) public static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
    hasZeroByte(word ^ (ones &* UInt64(byte)))
  }

  /// Whether every byte of the word is ASCII (its high bit clear).
  @inlinable @inline(__always) public static func isASCII(_ word: UInt64) -> Bool {
    word & highBits == 0
  }

  /// Whether every byte of a run is ASCII, eight at a time.
  @inlinable package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    var any: UInt64 = 0
    var i = 0
    while i + 8 <= raw.count {
      any |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      i += 8
    }
    while i < raw.count {
      any |= UInt64(raw[i])
      i += 1
    }
    return isASCII(any)
  }

  /// How many bytes of the word are `byte`, exactly.
  @inlinable @inline(__always) public static func count(of byte: UInt8, in word: UInt64) -> Int {
    let zeros = matches(byte, in: word)
    // One bit per match at the bottom of its byte; a multiplication sums the bytes into the top
    // one (at most 8, no carry), cheaper than a population count without POPCNT.
    return Int(((zeros >> 7) &* ones) >> 56)
  }

  /// The high bit of each byte of the word that is `byte`, and no other bit (exact: no borrow
  /// runs between bytes, unlike ``hasZeroByte(_:)``'s test).
  @inlinable @inline(__always) public static func matches(_ byte: UInt8, in word: UInt64)
    -> UInt64
  {
    let x = word ^ (ones &* UInt64(byte))
    return ~(((x & lowBits) &+ lowBits) | x | lowBits)
  }

  /// The high bit of each byte of the word below 0x20 (a control character), and no other bit.
  @inlinable @inline(__always) public static func controlBytes(in word: UInt64) -> UInt64 {
    // A byte is below 0x20 exactly when its top three bits are clear.
    let x = word & 0xE0E0_E0E0_E0E0_E0E0
    return ~(((x & lowBits) &+ lowBits) | x | lowBits)
  }

  /// The high bit of each byte of the word that ends a JSON string's plain run (`"`, `\` or a
  /// control character), and no other bit.
  @inline(__always) package static func stringStops(in word: UInt64) -> UInt64 {
    matches(UInt8(ascii: "\""), in: word) | matches(UInt8(ascii: "\\"), in: word)
      | controlBytes(in: word)
  }

  /// Whether a byte ends a JSON string's plain run (see ``stringStops(in:)``).
  @inline(__always) package static func stopsString(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
  }

  /// Where a JSON string's plain run stops: the first `"`, `\` or control character at or
  /// after `first`.
  ///
  /// Sixteen bytes at a time (``ByteBlock``).
  ///
  /// - Parameters:
  ///   - raw: The document's bytes.
  ///   - first: Where to start, such as the offset after a string's opening quote.
  /// - Returns: Its offset; `raw.count` when there is none.
  @inline(__always) package static func stringStop(
    in raw: UnsafeRawBufferPointer, from first: Int
  ) -> Int {
    var i = first
    // Sixteen bytes at a time, compared as a vector; then a word, then bytes.
    while i + 16 <= raw.count {
      let block = ByteBlock(raw, at: i)
      let stops = block.highBits(
        where: block.matches(UInt8(ascii: "\"")) .| block.matches(UInt8(ascii: "\\"))
          .| block.controlBytes)
      if stops.low | stops.high != 0 { return i + ByteBlock.first(in: stops) }
      i += 16
    }
    while i + 8 <= raw.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      let stops = stringStops(in: word)
      if stops != 0 { return i + stops.trailingZeroBitCount >> 3 }
      i += 8
    }
    while i < raw.count {
      if stopsString(raw[i]) { return i }
      i += 1
    }
    return i
  }

  /// The offset of the first `byte` in `raw[from..<to]`, looked for eight bytes at a time; `nil`
  /// when there is none.
  @inlinable public static func firstIndex(
    of byte: UInt8, in raw: UnsafeRawBufferPointer, from: Int = 0, to: Int? = nil
  ) -> Int? {
    let end = min(to ?? raw.count, raw.count)
    var i = max(from, 0)
    while i + 8 <= end {
      let found = matches(
        byte, in: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
      if found != 0 { return i + found.trailingZeroBitCount >> 3 }
      i += 8
    }
    while i < end {
      if raw[i] == byte { return i }
      i += 1
    }
    return nil
  }

  /// Where a JSON string whose content starts at `first` closes when it has no escape and no
  /// control character (the offset of its quote); `nil` otherwise, or at the end of the bytes.
  @inline(__always) package static func plainStringEnd(
    in raw: UnsafeRawBufferPointer, from first: Int
  ) -> Int? {
    let stop = stringStop(in: raw, from: first)
    return stop < raw.count && raw[stop] == UInt8(ascii: "\"") ? stop : nil
  }

  /// A 64-bit hash of bytes, eight at a time (a multiply and a shift a word, then a final mix
  /// that reaches every bit, ``finalMix(_:)``): for the byte-keyed tables of names (far cheaper
  /// than `Hasher` or FNV's byte at a time).
  ///
  /// Not seeded: for tables of a file's own names, not for input chosen to collide.
  @inlinable public static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let raw = UnsafeRawBufferPointer(bytes)
    var h = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
    var i = 0
    while i + 8 <= raw.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      h = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
      h ^= h >> 29
      i += 8
    }
    var tail: UInt64 = 0
    if i < raw.count && raw.count >= 8 {
      // The last few bytes from one load of the last eight, the ones hashed already shifted
      // out: the same word as gathering them a byte at a time.
      let last = UInt64(
        littleEndian: raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self))
      tail = last >> (8 * UInt64(8 - (raw.count - i)))
    } else {
      var shift: UInt64 = 0
      while i < raw.count {
        tail |= UInt64(raw[i]) << shift
        shift += 8
        i += 1
      }
    }
    return finalMix(h ^ tail)
  }

  /// The hash of the state once the last word is in: every bit of it folded into every bit of
  /// the hash (MurmurHash3's finalizer, two multiplies each after a fold of the high bits onto
  /// the low ones).
  ///
  /// A table's slot is a hash's low bits, and a product's low bits depend only on its factors'
  /// low bits: a single multiply and shift at the end would leave the low bits blind to a name's
  /// last bytes, and names that differ only there (`Row #1`, `Row #2`; paths; numbered ids) would
  /// share slots until a table declined them.
  @inlinable static func finalMix(_ state: UInt64) -> UInt64 {
    var h = (state ^ (state >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    h = (h ^ (h >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return h ^ (h >> 33)
  }

  /// The first eight bytes of a run (fewer for a shorter run, the rest zero) as one word, the
  /// first byte lowest: what a run's first bytes are compared with, in one comparison.
  @inlinable public static func prefix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var word: UInt64 = 0
    for i in 0..<min(8, bytes.count) { word |= UInt64(bytes[i]) << (8 * UInt64(i)) }
    return word
  }

  /// Whether two runs of bytes are the same, compared eight at a time.
  @inlinable public static func equal(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard a.count == b.count else { return false }
    let x = UnsafeRawBufferPointer(a)
    let y = UnsafeRawBufferPointer(b)
    var i = 0
    while i + 8 <= x.count {
      guard
        x.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          == y.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      else { return false }
      i += 8
    }
    while i < x.count {
      guard x[i] == y[i] else { return false }
      i += 1
    }
    return true
  }
}

/// Sixteen bytes compared at once, as one vector (SSE2's on x86-64, NEON's on ARM), for the scans
/// that look for a few bytes through long runs of others: a compare and a mask a vector, where
/// ``ByteWord``'s arithmetic on two words takes a dozen operations.
///
/// A match comes back as ``ByteWord/matches(_:in:)`` gives one, for each half: the high bit of
/// each matching byte, the first byte lowest. (The standard library's `any(_:)` of a mask is
/// avoided: for some masks it compiles to a reduction of a dozen vector operations.)
///
/// ```swift
/// let block = ByteBlock(raw, at: i)
/// let quotes = block.highBits(where: block.matches(UInt8(ascii: "\"")))
/// if quotes.low | quotes.high != 0 { … }
/// ```
@_spi(Readers) public struct ByteBlock {
  /// The sixteen bytes.
  public let bytes: SIMD16<UInt8>

  /// The sixteen bytes at `offset`, which has sixteen bytes after it.
  @inlinable @inline(__always) public init(_ raw: UnsafeRawBufferPointer, at offset: Int) {
    bytes = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
  }

  /// Which bytes are `byte`.
  @inlinable @inline(__always) public func matches(_ byte: UInt8) -> SIMDMask<SIMD16<Int8>> {
    bytes .== SIMD16(repeating: byte)
  }

  /// Whether a byte is `byte`: one compare and a byte mask (the standard library's `any(_:)` of
  /// a single comparison compiles to that; of masks or-ed together, see above).
  @inlinable @inline(__always) public func contains(_ byte: UInt8) -> Bool {
    any(matches(byte))
  }

  /// Which bytes are below 0x20 (control characters): those whose top three bits are clear.
  @inlinable @inline(__always) public var controlBytes: SIMDMask<SIMD16<Int8>> {
    bytes & SIMD16(repeating: 0xE0) .== SIMD16(repeating: 0)
  }

  /// The high bit of each byte a mask holds, as two words: bytes 0 to 7, then 8 to 15, the first
  /// byte lowest in each.
  @inlinable @inline(__always) public func highBits(where mask: SIMDMask<SIMD16<Int8>>)
    -> (low: UInt64, high: UInt64)
  {
    Self.words(SIMD16<UInt8>(repeating: 0).replacing(with: 0x80, where: mask))
  }

  /// The sixteen bytes as two words, bytes 0 to 7 then 8 to 15, the first byte lowest in each.
  @inlinable @inline(__always) public static func words(_ bytes: SIMD16<UInt8>)
    -> (low: UInt64, high: UInt64)
  {
    let words = unsafeBitCast(bytes, to: SIMD2<UInt64>.self)
    return (UInt64(littleEndian: words[0]), UInt64(littleEndian: words[1]))
  }

  /// The place of the first byte whose high bit is set in two words of ``highBits(where:)``
  /// (0 to 15), or 16 when none is.
  @inlinable @inline(__always) public static func first(in bits: (low: UInt64, high: UInt64))
    -> Int
  {
    bits.low != 0 ? bits.low.trailingZeroBitCount >> 3 : 8 + (bits.high.trailingZeroBitCount >> 3)
  }
}

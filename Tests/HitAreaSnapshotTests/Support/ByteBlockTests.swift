import HitAreaKitTestSupport
@_spi(Readers) import HitAreaSnapshot
import Testing

/// The sixteen-bytes-at-a-time tests, against a byte-at-a-time reference, at every offset of a
/// buffer.
@Suite struct ByteBlockTests {
  /// The high bit of each byte of `bytes[offset..<offset + 16]` that `isMatch` takes, as two
  /// words, the first byte lowest: the reference.
  static func referenceBits(_ bytes: [UInt8], at offset: Int, _ isMatch: (UInt8) -> Bool)
    -> (low: UInt64, high: UInt64)
  {
    var (low, high): (UInt64, UInt64) = (0, 0)
    for k in 0..<16 where isMatch(bytes[offset + k]) {
      if k < 8 { low |= 0x80 << (8 * UInt64(k)) } else { high |= 0x80 << (8 * UInt64(k - 8)) }
    }
    return (low, high)
  }

  @Test func blocksAgreeWithTheirBytes() {
    var random = SplitMix64(seed: 0xB10C)
    // Every byte value, and runs of a few values that the scans look for.
    var bytes = (0...255).map { UInt8($0) }
    let common: [UInt8] = [0x22, 0x26, 0x3C, 0x58, 0x62, 0x1F, 0x20, 0xEF, 0x80, 0x7F, 0x61]
    for _ in 0..<4_000 {
      bytes.append(
        Bool.random(using: &random)
          ? common.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random))
    }
    bytes.withUnsafeBytes { raw in
      for offset in 0...(bytes.count - 16) {
        let block = ByteBlock(raw, at: offset)
        for byte in common {
          let bits = block.highBits(where: block.matches(byte))
          let expected = Self.referenceBits(bytes, at: offset) { $0 == byte }
          #expect(bits == expected)
          #expect(block.contains(byte) == (expected.low | expected.high != 0))
          let first = (0..<16).first { bytes[offset + $0] == byte } ?? 16
          #expect(ByteBlock.first(in: bits) == first)
        }
        #expect(
          block.highBits(where: block.controlBytes)
            == Self.referenceBits(bytes, at: offset) { $0 < 0x20 })
        let words = ByteBlock.words(block.bytes)
        #expect(
          words.low
            == UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            && words.high
              == UInt64(
                littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
        )
      }
    }
  }
}

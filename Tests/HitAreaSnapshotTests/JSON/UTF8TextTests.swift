import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

/// The text check and the line numbers, against simple references: the standard library's
/// UTF-8 validation, and a count of line feeds before each offset.
@Suite struct UTF8TextTests {
  /// Random bytes that are mostly ASCII text with, now and then, a multi-byte character, a
  /// stray continuation byte, a truncated sequence, a NUL, an overlong form or a long run of
  /// ASCII.
  static func bytes(_ random: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0..<80, using: &random) {
      switch Int.random(in: 0..<40, using: &random) {
      case 0: bytes += Array("é".utf8)
      case 1: bytes += Array("€".utf8)
      case 2: bytes += Array("🙂".utf8)
      case 3: bytes.append(0x80)
      case 4: bytes += [0xE2, 0x82]
      case 5: bytes.append(0)
      case 6: bytes += [0xC0, 0xAF]
      case 7: bytes += [0xED, 0xA0, 0x80]
      case 8...12: bytes.append(0x0A)
      case 13:
        // A long run of ASCII, which the check passes many bytes at a time.
        bytes += (0..<Int.random(in: 0..<150, using: &random)).map { _ in
          UInt8.random(in: 0x01...0x7F, using: &random)
        }
      default: bytes.append(UInt8.random(in: 0x20...0x7E, using: &random))
      }
    }
    return bytes
  }

  @Test func theTextCheckAgreesWithTheStandardLibrary() {
    var random = SplitMix64(seed: 8)
    var outcomes: Set<Bool> = []
    for _ in 0..<5_000 {
      let bytes = Self.bytes(&random)
      let valid = String(validating: bytes, as: UTF8.self) != nil && !bytes.contains(0)
      outcomes.insert(valid)
      #expect((UTF8Text.problem(in: bytes) == nil) == valid, "\(bytes)")
    }
    #expect(outcomes == [true, false])
  }

  /// At every place of the first 200 bytes (the check passes ASCII sixty-four, thirty-two, eight
  /// and one byte at a time), with ASCII after it too.
  @Test func theFirstBadByteIsNamedWhereverItIs() {
    for prefix in 0..<200 {
      let bytes = Array(repeating: UInt8(ascii: "a"), count: prefix) + [0xFF] + Array("bc".utf8)
      #expect(
        UTF8Text.problem(in: bytes)
          == "not UTF-8 text: invalid byte 0xFF at line 1, column \(prefix + 1)")
      let nul = Array(repeating: UInt8(ascii: "a"), count: prefix) + [0]
      #expect(
        UTF8Text.problem(in: nul)?.contains("a NUL byte at line 1, column \(prefix + 1)") == true)
      let ascii = Array(repeating: UInt8(ascii: "a"), count: 200)
      let nulThenASCII = Array(repeating: UInt8(ascii: "a"), count: prefix) + [0] + ascii
      #expect(
        UTF8Text.problem(in: nulThenASCII)?.contains("a NUL byte at line 1, column \(prefix + 1)")
          == true)
      let high = Array(repeating: UInt8(ascii: "\u{7F}"), count: prefix) + [0x80] + ascii
      #expect(
        UTF8Text.problem(in: high)
          == "not UTF-8 text: invalid byte 0x80 at line 1, column \(prefix + 1)")
      let character =
        Array(repeating: UInt8(ascii: "\u{1}"), count: prefix) + Array("é".utf8) + ascii
      #expect(UTF8Text.problem(in: character) == nil)
    }
  }

  @Test func linesAgreeWithCountingLineFeeds() {
    var random = SplitMix64(seed: 9)
    for _ in 0..<2_000 {
      let bytes = Self.bytes(&random)
      var offsets = (0..<Int.random(in: 0..<8, using: &random)).map { _ in
        Int.random(in: 0...bytes.count, using: &random)
      }
      if Bool.random(using: &random) { offsets.sort() }
      let expected = offsets.map { offset in 1 + bytes.prefix(offset).filter { $0 == 0x0A }.count }
      #expect(UTF8Text.lines(of: offsets, in: bytes) == expected)
    }
  }

  /// A position moved forward in random steps has the line and column a byte-by-byte count
  /// gives: a line for each line feed, a column for each byte that starts a character since.
  @Test func positionsAgreeWithCountingByteByByte() {
    var random = SplitMix64(seed: 88)
    for _ in 0..<3_000 {
      // Long runs of ASCII, so that whole words with and without line feeds are passed over.
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 1...6, using: &random) { bytes += Self.bytes(&random) }
      var position = UTF8Text.Position()
      var (line, column, offset) = (1, 1, 0)
      while offset < bytes.count {
        let end = Swift.min(bytes.count, offset + Int.random(in: 0...40, using: &random))
        bytes.withUnsafeBytes { position.advance(to: end, in: $0) }
        for byte in bytes[offset..<end] {
          if byte == 0x0A {
            line += 1
            column = 1
          } else if byte & 0xC0 != 0x80 {
            column += 1
          }
        }
        offset = end
        #expect(position.line == line && position.column == column && position.offset == end)
      }
    }
  }
}

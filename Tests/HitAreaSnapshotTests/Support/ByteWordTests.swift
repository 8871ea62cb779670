import HitAreaKitTestSupport
@_spi(Readers) import HitAreaSnapshot
import Testing

/// The word-at-a-time byte tests, against a byte-at-a-time reference.
@Suite struct ByteWordTests {
  /// Where a plain run of string bytes stops, one byte at a time: the reference.
  static func referenceStop(in bytes: [UInt8], from first: Int) -> Int {
    var i = first
    while i < bytes.count {
      let byte = bytes[i]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return i }
      i += 1
    }
    return i
  }

  /// Text that is mostly plain string bytes, with quotes, backslashes, control characters, bytes
  /// next to them (0x1F–0x21, 0x5B–0x5D, 0x7F) and multi-byte characters now and then.
  static func bytes(_ random: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0..<48, using: &random) {
      switch Int.random(in: 0..<30, using: &random) {
      case 0: bytes.append(UInt8(ascii: "\""))
      case 1: bytes.append(UInt8(ascii: "\\"))
      case 2: bytes.append(UInt8.random(in: 0..<0x20, using: &random))
      case 3:
        bytes.append(
          [0x1F, 0x20, 0x21, 0x5B, 0x5D, 0x7F, 0xA2, 0xDC][Int.random(in: 0..<8, using: &random)])
      case 4: bytes += Array("é€🙂".utf8)
      default: bytes.append(UInt8.random(in: 0x23...0x7E, using: &random))
      }
    }
    return bytes
  }

  @Test func aStringsPlainRunStopsWhereTheReferenceStops() {
    var random = SplitMix64(seed: 25)
    var stops: Set<UInt8?> = []
    for _ in 0..<5_000 {
      let bytes = Self.bytes(&random)
      let first = Int.random(in: 0...bytes.count, using: &random)
      let expected = Self.referenceStop(in: bytes, from: first)
      stops.insert(expected < bytes.count ? bytes[expected] : nil)
      bytes.withUnsafeBytes { raw in
        #expect(ByteWord.stringStop(in: raw, from: first) == expected, "\(bytes) from \(first)")
        let end = expected < bytes.count && bytes[expected] == UInt8(ascii: "\"") ? expected : nil
        #expect(ByteWord.plainStringEnd(in: raw, from: first) == end, "\(bytes) from \(first)")
      }
    }
    // Every kind of stop was met: a quote, a backslash, a control character and the end.
    #expect(stops.contains(UInt8(ascii: "\"")) && stops.contains(UInt8(ascii: "\\")))
    #expect(stops.contains(nil) && stops.contains { ($0 ?? 0x20) < 0x20 })
  }

  @Test func aByteIsFoundWhereTheReferenceFindsIt() {
    var random = SplitMix64(seed: 26)
    var (foundInAWord, foundInTheTail) = (0, 0)
    for _ in 0..<5_000 {
      let bytes = Self.bytes(&random)
      // Half the time a byte the text holds.
      let byte =
        !bytes.isEmpty && Bool.random(using: &random)
        ? bytes.randomElement(using: &random)!
        : [UInt8(ascii: "\""), 0x21, 0x5D, 0xDC, 0x00][Int.random(in: 0..<5, using: &random)]
      let from = Int.random(in: -1...bytes.count + 1, using: &random)
      let to = Int.random(in: -1...bytes.count + 9, using: &random)
      let end = min(to, bytes.count)
      let start = max(from, 0)
      let expected = start < end ? bytes[start..<end].firstIndex(of: byte) : nil
      if let expected {
        if (expected - start) / 8 < (end - start) / 8 {
          foundInAWord += 1
        } else {
          foundInTheTail += 1
        }
      }
      bytes.withUnsafeBytes { raw in
        #expect(
          ByteWord.firstIndex(of: byte, in: raw, from: from, to: to) == expected,
          "\(byte) in \(bytes) from \(from) to \(to)")
      }
    }
    // Found often, both in the loop over words and in the bytes after the last whole word.
    #expect(foundInAWord > 500 && foundInTheTail > 200, "\(foundInAWord), \(foundInTheTail)")
  }

  @Test func controlBytesAreExactlyTheBytesBelowASpace() {
    for byte in UInt8.min...UInt8.max {
      for position in 0..<8 {
        // The byte among spaces and among bytes just below a space, so no borrow hides it.
        for fill: UInt8 in [0x20, 0x1F, 0xFF] {
          var bytes = [UInt8](repeating: fill, count: 8)
          bytes[position] = byte
          let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
          let expected = bytes.enumerated().reduce(UInt64(0)) { bits, entry in
            entry.element < 0x20 ? bits | (0x80 << (8 * UInt64(entry.offset))) : bits
          }
          #expect(ByteWord.controlBytes(in: UInt64(littleEndian: word)) == expected)
        }
      }
    }
  }

  /// The hash, its last bytes gathered one at a time: the reference for the one load of the
  /// last eight.
  static func referenceHash(_ bytes: [UInt8]) -> UInt64 {
    var h = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
    var i = 0
    while i + 8 <= bytes.count {
      let word = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[i + $1]) << (8 * UInt64($1)) }
      h = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
      h ^= h >> 29
      i += 8
    }
    var tail: UInt64 = 0
    for (k, byte) in bytes[i...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(k)) }
    h ^= tail
    h = (h ^ (h >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    h = (h ^ (h >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return h ^ (h >> 33)
  }

  @Test func theHashIsTheReferenceHashAtEveryLength() {
    var random = SplitMix64(seed: 27)
    for count in 0..<70 {
      for _ in 0..<20 {
        // A slice of a larger buffer: bytes before and after it must not count.
        let whole = (0..<(count + 16)).map { _ in UInt8.random(in: 0...255, using: &random) }
        let start = Int.random(in: 0...16, using: &random)
        let bytes = Array(whole[start..<(start + count)])
        let hash = whole.withUnsafeBufferPointer {
          ByteWord.hash(UnsafeBufferPointer(rebasing: $0[start..<(start + count)]))
        }
        #expect(hash == Self.referenceHash(bytes), "\(bytes)")
      }
    }
  }

  /// Names that differ only in their last bytes (numbered labels, paths, resource ids, at every
  /// length) reach every slot: a table of 1,000 of them takes each one, and no slot of 256 holds
  /// more than 8 of 128 of them. (The hash's low bits were blind to a name's last bytes: this
  /// failed for 24 of the 64 lists, up to 747 of 1,000 declined and 91 names in one slot.)
  @Test func namesThatDifferAtTheirEndSpreadOverTheSlots() {
    let stems = [
      "Row #", "Item ", "0/1/", "LinearLayout #", "airComNbcuniComRelativeLayout",
      "com.example:id/item_", "textView", "a",
    ]
    var worst = 0
    for stem in stems {
      for padding in 0..<8 {
        let name = stem + String(repeating: "x", count: padding)
        let hashes = (1...1_000).map { k in
          Array("\(name)\(k)".utf8).withUnsafeBufferPointer(ByteWord.hash)
        }
        var table = HashSlotsTests.Table()
        let declined = hashes.filter { table.insert($0) == nil }.count
        #expect(declined == 0, "\(name): \(declined) of 1,000 declined")
        var perSlot = [Int](repeating: 0, count: 256)
        for hash in hashes.prefix(128) { perSlot[Int(hash & 255)] += 1 }
        worst = max(worst, perSlot.max() ?? 0)
      }
    }
    #expect(worst <= 8, "\(worst) names in one slot")
  }

  /// Two runs are equal, and a run is ASCII, as a byte-at-a-time comparison says, at every
  /// length and with a difference (or a byte beyond ASCII) at every place: in a word read whole
  /// or among the few bytes after the last one.
  @Test func equalityAndASCIIAreTheReferencesAtEveryLengthAndPlace() {
    var random = SplitMix64(seed: 0xE0)
    for count in 0..<40 {
      // Slices of larger buffers: bytes before and after a run must not count.
      let whole = (0..<(count + 16)).map { _ in UInt8.random(in: 0...0x7F, using: &random) }
      let start = Int.random(in: 0...8, using: &random)
      for place in -1..<count {
        var other = whole
        var high = whole
        if place >= 0 {
          other[start + place] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
          high[start + place] |= 0x80
        }
        let run = start..<(start + count)
        whole.withUnsafeBufferPointer { a in
          other.withUnsafeBufferPointer { b in
            let (x, y) = (
              UnsafeBufferPointer(rebasing: a[run]), UnsafeBufferPointer(rebasing: b[run])
            )
            #expect(ByteWord.equal(x, y) == x.elementsEqual(y), "\(count) \(place)")
            #expect(ByteWord.isASCII(y) == y.allSatisfy { $0 < 0x80 }, "\(count) \(place)")
          }
          high.withUnsafeBufferPointer { b in
            let y = UnsafeBufferPointer(rebasing: b[run])
            #expect(ByteWord.isASCII(y) == (place < 0), "\(count) \(place)")
          }
          // A run and a shorter one are never equal.
          if count > 0 {
            let shorter = UnsafeBufferPointer(rebasing: a[start..<(start + count - 1)])
            #expect(!ByteWord.equal(UnsafeBufferPointer(rebasing: a[run]), shorter))
          }
        }
      }
    }
  }
}

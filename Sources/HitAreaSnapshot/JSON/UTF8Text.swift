/// Checks that bytes are UTF-8 text and turns byte offsets into lines and columns, for the readers
/// of every text format.
package enum UTF8Text {
  /// The length of a UTF-8 byte order mark at the start of the bytes (3), or 0.
  package static func byteOrderMarkLength(_ bytes: [UInt8]) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// Whether the bytes start with a UTF-16 byte order mark (either byte order): text saved as
  /// UTF-16, as Windows PowerShell 5.1's `>` saves a command's output.
  package static func startsWithUTF16Mark(_ bytes: some Collection<UInt8>) -> Bool {
    var iterator = bytes.makeIterator()
    guard let first = iterator.next(), let second = iterator.next() else { return false }
    return (first == 0xFE && second == 0xFF) || (first == 0xFF && second == 0xFE)
  }

  /// What is wrong with a file that starts with a UTF-16 byte order mark, and how to save it.
  package static let utf16Problem =
    "not UTF-8 text: the file is UTF-16 (it starts with a UTF-16 byte order mark), as Windows "
    + "PowerShell 5.1's `>` saves a command's output; save the output as the tool writes it "
    + "(`cmd /c \"COMMAND > FILE\"`, or `adb pull` for a uiautomator dump)"

  /// Why the bytes are not UTF-8 text, or `nil` when they are.
  ///
  /// Refuses UTF-16 and UTF-32 (by their byte order marks or zero bytes), NUL bytes, overlong
  /// forms, surrogates and code points above U+10FFFF, naming the first bad byte's position.
  ///
  /// - Complexity: O(n).
  package static func problem(in bytes: [UInt8]) -> String? {
    if startsWithUTF16Mark(bytes) { return utf16Problem }
    var i = 0
    let n = bytes.count
    while i < n {
      i = asciiRunEnd(in: bytes, from: i)
      guard i < n else { break }
      let byte = bytes[i]
      if byte < 0x80 {
        if byte == 0 {
          return "not UTF-8 text: a NUL byte at \(position(of: i, in: bytes)) (UTF-16 or binary?)"
        }
        i += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch byte {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return invalid(at: i, in: bytes)
      }
      guard i + length <= n else { return invalid(at: i, in: bytes) }
      let second = bytes[i + 1]
      guard second >= lower && second <= upper else { return invalid(at: i, in: bytes) }
      for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return invalid(at: i, in: bytes) }
      i += length
    }
    return nil
  }

  /// Where a run of ASCII bytes other than NUL starting at `start` ends: sixty-four, thirty-two,
  /// eight, then one byte at a time.
  ///
  /// - Complexity: O(length of the run).
  private static func asciiRunEnd(in bytes: [UInt8], from start: Int) -> Int {
    bytes.withUnsafeBytes { raw in
      var i = start
      let n = raw.count
      // Sixty-four bytes at a time as four vectors: `v | (v - 1)` sets a byte's high bit where
      // the byte is zero or beyond ASCII (a vector's bytes do not borrow from each other).
      let one = SIMD16<UInt8>(repeating: 1)
      while i + 64 <= n {
        let a = ByteBlock(raw, at: i).bytes
        let b = ByteBlock(raw, at: i + 16).bytes
        let c = ByteBlock(raw, at: i + 32).bytes
        let d = ByteBlock(raw, at: i + 48).bytes
        let any = ByteBlock.words(
          a | (a &- one) | b | (b &- one) | c | (c &- one) | d | (d &- one))
        guard ByteWord.isASCII(any.low | any.high) else { break }
        i += 64
      }
      // Then thirty-two bytes at a time: for ASCII words, `word - ones` sets a byte's high bit only
      // where a byte is zero (or below one that is), so one test covers all four words.
      while i + 32 <= n {
        let a = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let b = raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
        let c = raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
        let d = raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
        let ones = ByteWord.ones
        let any = a | b | c | d | (a &- ones) | (b &- ones) | (c &- ones) | (d &- ones)
        guard ByteWord.isASCII(any) else { break }
        i += 32
      }
      while i + 8 <= n {
        let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        guard ByteWord.isASCII(word), !ByteWord.hasZeroByte(word) else { break }
        i += 8
      }
      while i < n, raw[i] != 0, raw[i] < 0x80 { i += 1 }
      return i
    }
  }

  private static func invalid(at offset: Int, in bytes: [UInt8]) -> String {
    let hex = String(bytes[offset], radix: 16, uppercase: true)
    return "not UTF-8 text: invalid byte 0x\(hex.count == 1 ? "0" + hex : hex) at "
      + position(of: offset, in: bytes)
  }

  /// `line L, column C` (both from 1, columns counting characters) of a byte offset.
  ///
  /// - Complexity: O(offset).
  package static func position(of offset: Int, in bytes: [UInt8]) -> String {
    var position = Position()
    bytes.withUnsafeBytes { position.advance(to: offset, in: $0) }
    return "line \(position.line), column \(position.column)"
  }

  /// A line and a column, both from 1, carried forward over UTF-8 bytes: a line feed starts a
  /// line, and each character (each byte that does not continue one) is a column, as editors
  /// and libxml2 count them.
  package struct Position {
    /// The line of ``offset``.
    package private(set) var line = 1
    /// The column of ``offset``.
    package private(set) var column = 1
    /// The byte offset the line and column are of.
    package private(set) var offset = 0

    /// The start of the bytes.
    package init() {}

    /// Moves forward to `end` (no further than the bytes; never back).
    ///
    /// - Complexity: O(end − offset), eight ASCII bytes at a time.
    package mutating func advance(to end: Int, in raw: UnsafeRawBufferPointer) {
      let end = Swift.min(end, raw.count)
      var i = offset
      while i < end {
        if i + 8 <= end {
          let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
          if ByteWord.isASCII(word) {
            let feeds = ByteWord.matches(0x0A, in: word)
            if feeds == 0 {
              column += 8
            } else {
              // A new line for each line feed; the columns of the last one's line are the bytes
              // after it (its bit is the top one, at the top of its byte).
              line += ByteWord.count(of: 0x0A, in: word)
              column = 1 + feeds.leadingZeroBitCount / 8
            }
            i += 8
            continue
          }
        }
        let byte = raw[i]
        if byte == 0x0A {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
        i += 1
      }
      offset = Swift.max(offset, end)
    }
  }

  /// The 1-based line of each byte offset (a line ends after a line feed).
  ///
  /// Offsets in increasing order (as readers meet nodes) are answered in one pass over the bytes
  /// up to the last offset; others by a binary search over the lines' starts.
  ///
  /// - Parameters:
  ///   - offsets: Byte offsets into `bytes`, in any order.
  ///   - bytes: The document.
  /// - Complexity: O(n) for offsets in increasing order, O(n + m log n) for m offsets otherwise.
  package static func lines(of offsets: [Int], in bytes: [UInt8]) -> [Int] {
    guard !offsets.isEmpty else { return [] }
    guard zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 }) else {
      let starts = lineStarts(in: bytes)
      return offsets.map { line(of: $0, lineStarts: starts) }
    }
    return bytes.withUnsafeBufferPointer { buffer in
      var lines: [Int] = []
      lines.reserveCapacity(offsets.count)
      var line = 1
      var i = 0
      for offset in offsets {
        let end = Swift.min(Swift.max(offset, 0), buffer.count)
        line += lineFeeds(
          in: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[i..<end])))
        i = end
        lines.append(line)
      }
      return lines
    }
  }

  /// How many line feeds the bytes hold, counted eight bytes at a time.
  private static func lineFeeds(in bytes: UnsafeRawBufferPointer) -> Int {
    var count = 0
    var i = 0
    let n = bytes.count
    while i + 8 <= n {
      count += ByteWord.count(of: 0x0A, in: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      i += 8
    }
    while i < n {
      if bytes[i] == 0x0A { count += 1 }
      i += 1
    }
    return count
  }

  /// The offsets where lines start: 0, then every offset after a line feed.
  ///
  /// - Complexity: O(n).
  package static func lineStarts(in bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for (i, byte) in bytes.enumerated() where byte == 0x0A { starts.append(i + 1) }
    return starts
  }

  /// The 1-based line of a byte offset, given ``lineStarts(in:)``.
  ///
  /// - Complexity: O(log lines).
  package static func line(of offset: Int, lineStarts starts: [Int]) -> Int {
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return low + 1
  }
}

import HitAreaKit

/// Builds JSON text with a fixed layout, so the same value always gives the same bytes.
///
/// Pretty output indents by two spaces and puts each member of an object or element of an array
/// of objects on its own line; ``inline(_:)`` values (short arrays of numbers, small objects)
/// stay on one line. Compact output has no whitespace at all.
package struct JSONOutput {
  /// The text so far.
  package var bytes: [UInt8] { Array(storage[..<count]) }

  /// Hands over the text, leaving the output empty (no text, no open container): the bytes' own
  /// array, cut to the text, with no copy made of it as ``bytes`` makes (it keeps its room, up
  /// to ``reserveCapacity(_:)``'s).
  package mutating func takeBytes() -> [UInt8] {
    storage.removeLast(storage.count - count)
    count = 0
    innermost = nil
    outer = []
    recentBits = SIMD4()
    defer { storage = [] }
    return storage
  }
  /// The text's bytes, then room (bytes of no meaning, never read as text): bytes are written in
  /// place, through a pointer, and the array grows (doubling) only when the room is used up.
  /// (`Array.append` checks its buffer and capacity at every call, about 90 instructions for a
  /// key's bytes.)
  private var storage: [UInt8] = []
  /// How many bytes of ``storage`` are text.
  private var count = 0
  /// Whether to indent.
  package let prettyPrinted: Bool
  /// The depth the text sits at in a larger document: every line after the first is indented
  /// by two spaces for each level.
  package let depth: Int
  /// The innermost open container (whether it is an object, and whether it has a member yet),
  /// kept apart from ``outer``: every member and element looks at it, and no array is then
  /// looked into or checked for sharing at each one.
  private var innermost: (isObject: Bool, hasMembers: Bool)?
  /// The open containers outside ``innermost``, the outermost first.
  private var outer: [(isObject: Bool, hasMembers: Bool)] = []
  /// How many containers are open.
  private var openCount: Int { innermost == nil ? 0 : outer.count + 1 }
  /// The last four numbers ``number(_:)`` wrote in Swift's shortest form, by their bits (0, a
  /// whole number's, for none), with where their text lies in ``storage`` and its length: a
  /// report writes a view's numbers again and again (its frame, hit area and region; a size
  /// measured twice), and a repeat's text is copied from there rather than made again (about
  /// 600 instructions a number).
  private var recentBits = SIMD4<UInt64>()
  /// Where the text of each of ``recentBits`` starts.
  private var recentStarts = SIMD4<Int>()
  /// How long the text of each of ``recentBits`` is.
  private var recentLengths = SIMD4<Int>()
  /// Which of ``recentBits`` the next number made takes.
  private var nextRecent = 0

  /// Creates an empty output.
  ///
  /// - Parameters:
  ///   - prettyPrinted: Whether to indent.
  ///   - depth: The depth the text sits at in a larger document; 0 for a document of its own.
  package init(prettyPrinted: Bool, depth: Int = 0) {
    self.prettyPrinted = prettyPrinted
    self.depth = depth
  }

  /// Makes room for `count` bytes of text in all, at once (an output that grows a byte at a
  /// time would copy itself each time it doubled).
  package mutating func reserveCapacity(_ count: Int) {
    if count > storage.count { makeRoom(for: count - self.count) }
  }

  /// Opens an object, as a value.
  package mutating func openObject() {
    append("{")
    push(isObject: true)
  }

  /// Opens an array, as a value.
  package mutating func openArray() {
    append("[")
    push(isObject: false)
  }

  /// Makes a new container the innermost.
  private mutating func push(isObject: Bool) {
    if let innermost { outer.append(innermost) }
    innermost = (isObject, false)
  }

  /// Closes the innermost container.
  package mutating func close() {
    guard let top = innermost else { return }
    innermost = outer.popLast()
    if prettyPrinted && top.hasMembers { newline() }
    append(top.isObject ? "}" : "]")
  }

  /// Starts a member of the current object: a separator, then `"key": `.
  package mutating func key(_ key: String) {
    // Compact output's keys (short, nothing to escape) with the `,` before them and their `:`
    // in one write: one check for room, one look at the array's buffer.
    if !prettyPrinted, let top = innermost {
      if key.withUTF8Bytes({ appendPlainQuoted($0, colon: true, comma: top.hasMembers) }) {
        innermost = (top.isObject, true)
        return
      }
    }
    separate()
    appendEscaped(key)
    append(prettyPrinted ? ": " : ":")
  }

  /// Starts a member of the current object whose key is a literal of ASCII with nothing JSON
  /// escapes: ``key(_:)``'s text, the key's bytes copied as they are (no string made of it, and
  /// none of its bytes looked at).
  package mutating func key(literal key: StaticString) {
    guard !prettyPrinted, let top = innermost, key.hasPointerRepresentation else {
      return self.key(key.description)
    }
    let length = key.utf8CodeUnitCount
    assert(
      UnsafeBufferPointer(start: key.utf8Start, count: length).allSatisfy {
        $0 < 0x80 && !ByteWord.stopsString($0)
      }, "a literal key with a byte JSON escapes")
    let comma = top.hasMembers ? 1 : 0
    let total = comma + length + 3
    if storage.count - count < total { makeRoom(for: total) }
    let at = count
    storage.withUnsafeMutableBufferPointer { room in
      guard let target = room.baseAddress else { return }  // never: room was made
      target[at] = UInt8(ascii: ",")  // overwritten by the quote when there is no comma
      target[at &+ comma] = UInt8(ascii: "\"")
      (target + (at &+ comma &+ 1)).update(from: key.utf8Start, count: length)
      target[at &+ comma &+ 1 &+ length] = UInt8(ascii: "\"")
      target[at &+ comma &+ 2 &+ length] = UInt8(ascii: ":")
    }
    count += total
    innermost = (top.isObject, true)
  }

  /// Starts an element of the current array.
  package mutating func element() { separate() }

  /// Writes text that is already JSON.
  package mutating func inline(_ text: String) { append(text: text) }

  /// Finishes the document (a final newline when pretty).
  package mutating func finish() { if prettyPrinted { append("\n") } }

  private mutating func separate() {
    guard let top = innermost else { return }
    if top.hasMembers {
      append(byte: UInt8(ascii: ","))
    } else {
      innermost = (top.isObject, true)
    }
    if prettyPrinted { newline() }
  }

  private mutating func newline() {
    guard prettyPrinted else { return }
    append(byte: 0x0A)
    let spaces = 2 * (depth + openCount)
    guard spaces > 0 else { return }
    if storage.count - count < spaces { makeRoom(for: spaces) }
    let start = count
    storage.withUnsafeMutableBufferPointer { storage in
      storage.baseAddress.unsafelyUnwrapped.advanced(by: start).update(
        repeating: 0x20, count: spaces)
    }
    count += spaces
  }

  private mutating func append(text: String) {
    text.withUTF8Bytes { append($0) }
  }

  private mutating func append(_ text: StaticString) {
    // Most are one byte (`,`, `:`, a bracket): appended as a byte.
    if text.utf8CodeUnitCount == 1 { return append(byte: text.utf8Start.pointee) }
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Writes a short string with nothing to escape in quotes, after a `,` when `comma` is set and
  /// then a `:` when `colon` is set, as one write (one check for room, one pass over the bytes);
  /// `false`, with nothing written, for a longer string or one with a byte to escape.
  ///
  /// Most keys and many values are such strings: written piece by piece (quote, bytes, quote,
  /// colon), each piece checked the array and its room again, about 370 instructions a key.
  @inline(__always) private mutating func appendPlainQuoted(
    _ utf8: UnsafeBufferPointer<UInt8>, colon: Bool, comma: Bool = false
  ) -> Bool {
    let length = utf8.count
    guard length <= 32 else { return false }
    let total = length + (colon ? 3 : 2) + (comma ? 1 : 0)
    if storage.count - count < total { makeRoom(for: total) }
    let at = comma ? count + 1 : count
    // The bytes are copied as they are checked, eight at a time (the last word overlapping the
    // one before) from eight bytes on; a byte to escape leaves the copy uncounted.
    let plain = storage.withUnsafeMutableBufferPointer { room in
      guard let target = room.baseAddress, let source = utf8.baseAddress else { return false }
      if comma { target[at &- 1] = UInt8(ascii: ",") }
      target[at] = UInt8(ascii: "\"")
      let into = UnsafeMutableRawPointer(target + (at &+ 1))
      let from = UnsafeRawPointer(source)
      var escapes = false
      if length >= 8 {
        var stops: UInt64 = 0
        var k = 0
        while true {
          let offset = Swift.min(k, length &- 8)
          let word = from.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          stops |= ByteWord.stringStops(in: word)
          into.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
          k &+= 8
          if k >= length { break }
        }
        escapes = stops != 0
      } else {
        for k in 0..<length {
          let byte = source[k]
          if ByteWord.stopsString(byte) { escapes = true }
          target[at &+ 1 &+ k] = byte
        }
      }
      target[at &+ 1 &+ length] = UInt8(ascii: "\"")
      if colon { target[at &+ 2 &+ length] = UInt8(ascii: ":") }
      return !escapes
    }
    if plain { count += total }
    return plain
  }

  // MARK: - Bytes

  /// Appends a byte.
  @inline(__always) private mutating func append(byte: UInt8) {
    if count == storage.count { makeRoom(for: 1) }
    let at = count
    storage.withUnsafeMutableBufferPointer { $0[at] = byte }
    count += 1
  }

  /// Appends bytes.
  @inline(__always) private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if storage.count - count < bytes.count { makeRoom(for: bytes.count) }
    let at = count
    storage.withUnsafeMutableBufferPointer {
      $0.baseAddress.unsafelyUnwrapped.advanced(by: at).update(from: source, count: bytes.count)
    }
    count += bytes.count
  }

  /// Grows ``storage`` so that it has room for `needed` more bytes of text: to twice its size
  /// at least.
  @inline(never) private mutating func makeRoom(for needed: Int) {
    let size = Swift.max(2 * storage.count, count + needed, 64)
    // Made at its size at once, with the text copied into it. The room after the text is left
    // as the allocator gave it, though the array counts it as its elements: a byte is a trivial
    // type with no value it cannot hold, and the room's bytes are written before they are read
    // as text (a copy of the array copies them, as they are). Filling 8 KiB of room with zeros
    // for every report line cost more than the line's text.
    let text = count
    storage = storage.withUnsafeBufferPointer { old in
      [UInt8](unsafeUninitializedCapacity: size) { room, initialized in
        _ = room.initialize(fromContentsOf: old[..<text])
        initialized = size
      }
    }
  }

  // MARK: - Values

  /// A number as JSON: integers without a fraction (`8`), others in Swift's shortest form that
  /// reads back exactly (`0.1`, `1e-05`).
  ///
  /// The number must be finite.
  package static func number(_ value: Double) -> String { DecimalText.literal(value) }

  /// Numbers as a one-line JSON array, `[1, 2, 3]` (`[1,2,3]` when compact).
  package func numbers(_ values: [Double]) -> String {
    "[" + values.map(Self.number).joined(separator: prettyPrinted ? ", " : ",") + "]"
  }

  /// Members as a one-line JSON object, `{"a": 1, "b": [2]}`, values already JSON.
  package func object(_ members: [(String, String)]) -> String {
    let separator = prettyPrinted ? ": " : ":"
    return "{"
      + members.map { Self.quoted($0.0) + separator + $0.1 }
      .joined(separator: prettyPrinted ? ", " : ",") + "}"
  }

  /// A string as JSON: quotes, backslashes and control characters escaped, the rest as is.
  package static func quoted(_ text: String) -> String {
    var output = JSONOutput(prettyPrinted: false)
    output.string(text)
    return String(decoding: output.storage[..<output.count], as: UTF8.self)
  }

  /// Writes a finite number as JSON, as a value; see ``number(_:)``.
  package mutating func number(_ value: Double) {
    if let whole = DecimalText.wholeNumber(value) { return integer(whole) }
    // A NaN's text stream output is not its description (`-nan`, `nan(0x5)`): none is written
    // here, and one would still read as before.
    guard value.isFinite else { return append(text: value.description) }
    let bits = value.bitPattern
    assert(bits != 0, "a whole number (0) among the numbers remembered")
    for k in 0..<4 where recentBits[k] == bits {
      return appendCopy(from: recentStarts[k], count: recentLengths[k])
    }
    // The text `description` has, written straight into the bytes (a finite number's digits are
    // ASCII): no string is made for it.
    let start = count
    var sink = ASCIISink(output: JSONOutput(prettyPrinted: prettyPrinted))
    swap(&sink.output, &self)
    value.write(to: &sink)
    swap(&sink.output, &self)
    recentBits[nextRecent] = bits
    recentStarts[nextRecent] = start
    recentLengths[nextRecent] = count - start
    nextRecent = (nextRecent + 1) & 3
  }

  /// Writes again `length` bytes of the text, from `start`.
  ///
  /// - Precondition: The bytes are text: `start + length` is at most the text's length.
  private mutating func appendCopy(from start: Int, count length: Int) {
    assert(start >= 0 && start + length <= count, "bytes past the text")
    if storage.count - count < length { makeRoom(for: length) }
    let end = count
    storage.withUnsafeMutableBufferPointer { storage in
      let base = storage.baseAddress.unsafelyUnwrapped
      (base + end).update(from: base + start, count: length)
    }
    count += length
  }

  /// Takes what a value writes as text: its ASCII as bytes, with no string made when the value
  /// hands it over as such (as a number does), anything else as the text's UTF-8.
  private struct ASCIISink: TextOutputStream {
    var output: JSONOutput

    mutating func write(_ string: String) { output.append(text: string) }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { output.append(buffer) }
  }

  /// Writes an integer as JSON, as a value: its digits (after `-` when negative), as
  /// `String(value)` has them, without making the string.
  package mutating func integer(_ value: Int64) {
    if storage.count - count < Self.longestInteger { makeRoom(for: Self.longestInteger) }
    let start = count
    let length = storage.withUnsafeMutableBufferPointer { storage in
      Self.writeDigits(of: value, at: storage.baseAddress.unsafelyUnwrapped + start)
    }
    count += length
  }

  /// The most bytes an integer's text takes (`-9223372036854775808`).
  private static let longestInteger = 20

  /// Writes an integer's digits (after `-` when negative) where there is room for
  /// ``longestInteger`` bytes; how many were written.
  @inline(__always) private static func writeDigits(
    of value: Int64, at target: UnsafeMutablePointer<UInt8>
  ) -> Int {
    // One digit (most counts): one byte.
    if value >= 0 && value < 10 {
      target.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
      return 1
    }
    // How many digits (19 at most), then each written into the room made for them.
    let magnitude = value.magnitude
    let digits = DecimalDigits.count(magnitude)
    let length = digits + (value < 0 ? 1 : 0)
    if value < 0 { target.pointee = UInt8(ascii: "-") }
    DecimalDigits.write(
      magnitude, into: UnsafeMutableBufferPointer(start: target + (length - digits), count: digits))
    return length
  }

  /// Writes members of the current object from their compact text, made beforehand, with an
  /// integer after each piece but the last.
  ///
  /// One check for room and one look at the array's buffer for them all. Compact output only.
  ///
  /// - Parameters:
  ///   - text: The members' text without their integers, pieces one after another: keys and
  ///     brackets, with nothing to escape and no `,` before the first member.
  ///   - ends: Where each piece ends: one more than there are integers, the last at the end.
  ///   - integers: The integers, in order.
  package mutating func members(_ text: [UInt8], pieceEnds ends: [Int], integers: [Int]) {
    precondition(!prettyPrinted, "JSONOutput.members: compact output only")
    precondition(ends.count == integers.count + 1 && ends.last == text.count && !text.isEmpty)
    guard let top = innermost, top.isObject else {
      preconditionFailure("JSONOutput.members: not in an object")
    }
    let most = 1 + text.count + Self.longestInteger * integers.count
    if storage.count - count < most { makeRoom(for: most) }
    var at = count
    storage.withUnsafeMutableBufferPointer { room in
      let target = room.baseAddress.unsafelyUnwrapped
      if top.hasMembers {
        target[at] = UInt8(ascii: ",")
        at += 1
      }
      text.withUnsafeBufferPointer { text in
        let source = text.baseAddress.unsafelyUnwrapped
        var start = 0
        for k in ends.indices {
          let end = ends[k]
          (target + at).update(from: source + start, count: end - start)
          at += end - start
          start = end
          if k < integers.count { at += Self.writeDigits(of: Int64(integers[k]), at: target + at) }
        }
      }
    }
    count = at
    innermost = (true, true)
  }

  /// Writes numbers as a one-line JSON array, `[1, 2.5, null]` (`[1,2.5,null]` when compact):
  /// each finite one as ``number(_:)`` writes it, any other as `null` (what an encoder writes for
  /// a number JSON cannot hold).
  ///
  /// The brackets and separators are written as bytes, and a whole number's digits straight
  /// from it (``number(_:)`` would ask again whether it is whole): a report's frames and sizes
  /// are arrays of a few whole numbers.
  package mutating func numberArray(_ values: [Double]) {
    append(byte: UInt8(ascii: "["))
    for (n, value) in values.enumerated() {
      if n > 0 {
        append(byte: UInt8(ascii: ","))
        if prettyPrinted { append(byte: UInt8(ascii: " ")) }
      }
      if let whole = DecimalText.wholeNumber(value) {
        integer(whole)
      } else if value.isFinite {
        number(value)
      } else {
        append("null")
      }
    }
    append(byte: UInt8(ascii: "]"))
  }

  /// Writes the separator between the parts of a one-line array or object (`, `, or `,` when
  /// compact).
  package mutating func inlineSeparator() { append(prettyPrinted ? ", " : ",") }

  /// Writes `"key": ` (`"key":` when compact) inside a one-line object.
  package mutating func inlineKey(_ key: String) {
    string(key)
    append(prettyPrinted ? ": " : ":")
  }

  /// Writes a string as JSON, as a value; see ``quoted(_:)``.
  ///
  /// Only ASCII bytes are ever escaped, so the bytes of other characters are copied as they
  /// are: a short string with nothing to escape in one write, any other a run at a time.
  package mutating func string(_ text: String) {
    if text.withUTF8Bytes({ appendPlainQuoted($0, colon: false) }) { return }
    appendEscaped(text)
  }

  /// Writes a string in quotes with what JSON escapes escaped: a run of bytes at a time between
  /// escapes (each run's end found eight bytes at a time).
  private mutating func appendEscaped(_ text: String) {
    append(byte: UInt8(ascii: "\""))
    text.withUTF8Bytes { utf8 in
      let raw = UnsafeRawBufferPointer(utf8)
      var runStart = 0
      while true {
        let stop = ByteWord.stringStop(in: raw, from: runStart)
        append(UnsafeBufferPointer(rebasing: utf8[runStart..<stop]))
        guard stop < utf8.count else { break }
        runStart = stop + 1
        let byte = utf8[stop]
        switch byte {
        case 0x22: append(#"\""#)
        case 0x5C: append(#"\\"#)
        case 0x0A: append(#"\n"#)
        case 0x0D: append(#"\r"#)
        case 0x09: append(#"\t"#)
        case 0x08: append(#"\b"#)
        case 0x0C: append(#"\f"#)
        default:
          let hex: StaticString = "0123456789abcdef"
          append(#"\u00"#)
          append(byte: hex.utf8Start[Int(byte >> 4)])
          append(byte: hex.utf8Start[Int(byte & 0x0F)])
        }
      }
    }
    append(byte: UInt8(ascii: "\""))
  }
}

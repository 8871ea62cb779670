import HitAreaKit

/// Builds JSON text with a fixed layout, so the same value always gives the same bytes.
///
/// Pretty output indents by two spaces and puts each member of an object or element of an array
/// of objects on its own line; ``inline(_:)`` values (short arrays of numbers, small objects)
/// stay on one line. Compact output has no whitespace at all.
package struct JSONOutput {
  /// The text so far.
  package private(set) var bytes: [UInt8] = []
  /// Whether to indent.
  package let prettyPrinted: Bool
  /// The depth the text sits at in a larger document: every line after the first is indented
  /// by two spaces for each level.
  package let depth: Int
  /// For each open container: whether it is an object, and whether it has a member yet.
  private var open: [(isObject: Bool, hasMembers: Bool)] = []

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
  package mutating func reserveCapacity(_ count: Int) { bytes.reserveCapacity(count) }

  /// Opens an object, as a value.
  package mutating func openObject() {
    append("{")
    open.append((true, false))
  }

  /// Opens an array, as a value.
  package mutating func openArray() {
    append("[")
    open.append((false, false))
  }

  /// Closes the innermost container.
  package mutating func close() {
    guard let top = open.popLast() else { return }
    if top.hasMembers { newline() }
    append(top.isObject ? "}" : "]")
  }

  /// Starts a member of the current object: a separator, then `"key": `.
  package mutating func key(_ key: String) {
    separate()
    Self.appendQuoted(key, to: &bytes)
    append(prettyPrinted ? ": " : ":")
  }

  /// Starts an element of the current array.
  package mutating func element() { separate() }

  /// Writes text that is already JSON.
  package mutating func inline(_ text: String) { append(text: text) }

  /// Finishes the document (a final newline when pretty).
  package mutating func finish() { if prettyPrinted { append("\n") } }

  private mutating func separate() {
    guard !open.isEmpty else { return }
    if open[open.count - 1].hasMembers { append(",") }
    open[open.count - 1].hasMembers = true
    newline()
  }

  private mutating func newline() {
    guard prettyPrinted else { return }
    bytes.append(0x0A)
    bytes.append(contentsOf: repeatElement(0x20, count: 2 * (depth + open.count)))
  }

  private mutating func append(text: String) {
    text.withUTF8Bytes { bytes.append(contentsOf: $0) }
  }

  private mutating func append(_ text: StaticString) {
    // Most are one byte (`,`, `:`, a bracket): appended as a byte.
    if text.utf8CodeUnitCount == 1 { return bytes.append(text.utf8Start.pointee) }
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
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
    var bytes: [UInt8] = []
    appendQuoted(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes a string as JSON, as a value; see ``quoted(_:)``.
  package mutating func string(_ text: String) { Self.appendQuoted(text, to: &bytes) }

  /// Writes a finite number as JSON, as a value; see ``number(_:)``.
  package mutating func number(_ value: Double) {
    if let whole = DecimalText.wholeNumber(value) { return integer(whole) }
    // A NaN's text stream output is not its description (`-nan`, `nan(0x5)`): none is written
    // here, and one would still read as before.
    guard value.isFinite else { return append(text: value.description) }
    // The text `description` has, written straight into the bytes (a finite number's digits are
    // ASCII): no string is made for it.
    var sink = ASCIISink()
    swap(&sink.bytes, &bytes)
    value.write(to: &sink)
    swap(&sink.bytes, &bytes)
  }

  /// Takes what a value writes as text: its ASCII as bytes, with no string made when the value
  /// hands it over as such (as a number does), anything else as the text's UTF-8.
  private struct ASCIISink: TextOutputStream {
    var bytes: [UInt8] = []

    mutating func write(_ string: String) { string.withUTF8Bytes { bytes.append(contentsOf: $0) } }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
      bytes.append(contentsOf: buffer)
    }
  }

  /// Writes an integer as JSON, as a value: its digits (after `-` when negative), as
  /// `String(value)` has them, without making the string.
  package mutating func integer(_ value: Int64) {
    // The digits from the last, into 20 bytes on the stack (`-` and 19 digits at most), then
    // appended at once.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      var rest = value.magnitude
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if value < 0 {
        start -= 1
        digits[start] = UInt8(ascii: "-")
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Writes the separator between the parts of a one-line array or object (`, `, or `,` when
  /// compact).
  package mutating func inlineSeparator() { append(prettyPrinted ? ", " : ",") }

  /// Writes `"key": ` (`"key":` when compact) inside a one-line object.
  package mutating func inlineKey(_ key: String) {
    string(key)
    append(prettyPrinted ? ": " : ":")
  }

  /// Appends a string as JSON to UTF-8 bytes.
  ///
  /// Only ASCII bytes are ever escaped, so the bytes of other characters are copied as they
  /// are, a run at a time (each run's end found eight bytes at a time).
  private static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    text.withUTF8Bytes { utf8 in
      let raw = UnsafeRawBufferPointer(utf8)
      var runStart = 0
      while true {
        let stop = ByteWord.stringStop(in: raw, from: runStart)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<stop]))
        guard stop < utf8.count else { break }
        runStart = stop + 1
        let byte = utf8[stop]
        switch byte {
        case 0x22: bytes.append(contentsOf: #"\""#.utf8)
        case 0x5C: bytes.append(contentsOf: #"\\"#.utf8)
        case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
        case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
        case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
        case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
        case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
        default:
          let hex = Array("0123456789abcdef".utf8)
          bytes.append(contentsOf: #"\u00"#.utf8)
          bytes.append(hex[Int(byte >> 4)])
          bytes.append(hex[Int(byte & 0x0F)])
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}

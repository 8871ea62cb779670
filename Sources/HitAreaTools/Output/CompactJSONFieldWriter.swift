import HitAreaAuditing
import HitAreaSnapshot

/// Writes a ``FieldWritable`` value's compact JSON straight from its fields: the text
/// ``JSONTextEncoder`` makes of it on one line (a JSON Lines entry), without an `Encoder`.
///
/// ```swift
/// let bytes = try CompactJSONFieldWriter.encode(screenAudit)
/// String(decoding: bytes, as: UTF8.self)  // {"path":"…","status":"audited",…}
/// ```
struct CompactJSONFieldWriter: FieldWriter {
  /// The text so far.
  private var out = JSONOutput(prettyPrinted: false)
  /// The room made for a value's text at once: a screen's JSON line is a few kilobytes (4 KB on
  /// average in RICO and the XML fixtures); longer ones grow from there.
  private static let expectedLength = 8_192

  /// The value's compact JSON.
  ///
  /// - Parameter value: The value.
  /// - Throws: What its ``FieldWritable/writeFields(to:)`` throws.
  static func encode(_ value: some FieldWritable) throws -> [UInt8] {
    var writer = Self()
    writer.out.reserveCapacity(Self.expectedLength)
    try writer.writeMembers { try value.writeFields(to: &$0) }
    return writer.out.takeBytes()
  }

  mutating func write(_ key: some CodingKey, _ value: String) throws {
    out.key(key.stringValue)
    out.string(value)
  }

  mutating func write(_ key: some CodingKey, _ value: Int) throws {
    out.key(key.stringValue)
    out.encodedNumber(value)
  }

  mutating func write(_ key: some CodingKey, _ value: Double) throws {
    out.key(key.stringValue)
    out.encodedNumber(value)
  }

  mutating func write(_ key: some CodingKey, _ value: Bool) throws {
    out.key(key.stringValue)
    out.inline(value ? "true" : "false")
  }

  mutating func write(_ key: some CodingKey, numbers: [Double]) throws {
    out.key(key.stringValue)
    out.numberArray(numbers)
  }

  mutating func write(_ key: some CodingKey, numberArrays: [[Double]]) throws {
    writeArray(key, numberArrays) { $0.numberArray($1) }
  }

  mutating func write(_ key: some CodingKey, strings: [String]) throws {
    writeArray(key, strings) { $0.string($1) }
  }

  /// Writes an array member, each element as `element` writes it.
  private mutating func writeArray<Element>(
    _ key: some CodingKey, _ elements: [Element],
    _ element: (inout JSONOutput, Element) -> Void
  ) {
    out.key(key.stringValue)
    out.openArray()
    for value in elements {
      out.element()
      element(&out, value)
    }
    out.close()
  }

  mutating func write(_ key: some CodingKey, object: some FieldWritable) throws {
    try writeObject(key) { try object.writeFields(to: &$0) }
  }

  mutating func write(_ key: some CodingKey, objects: [some FieldWritable]) throws {
    out.key(key.stringValue)
    out.openArray()
    for object in objects {
      out.element()
      try writeMembers { try object.writeFields(to: &$0) }
    }
    out.close()
  }

  mutating func writeObject(_ key: some CodingKey, _ fields: (inout Self) throws -> Void) throws {
    out.key(key.stringValue)
    try writeMembers(fields)
  }

  /// Writes the literal key's bytes as they are, then the integer.
  mutating func write(literal key: StaticString, _ value: Int) throws {
    out.key(literal: key)
    out.encodedNumber(value)
  }

  /// Writes the members from their compact text, the counts put in.
  mutating func write(_ fields: CountFields, counts: [Int]) throws {
    precondition(
      counts.count == fields.numberOfCounts, "CountFields: a count for each count member")
    out.members(fields.compactText, pieceEnds: fields.compactPieceEnds, integers: counts)
  }

  /// Writes the literal key's bytes as they are, then the object `fields` writes.
  mutating func writeObject(literal key: StaticString, _ fields: (inout Self) throws -> Void)
    throws
  {
    out.key(literal: key)
    try writeMembers(fields)
  }

  /// Writes an object, as a value, whose members `fields` writes.
  private mutating func writeMembers(_ fields: (inout Self) throws -> Void) throws {
    out.openObject()
    try fields(&self)
    out.close()
  }
}

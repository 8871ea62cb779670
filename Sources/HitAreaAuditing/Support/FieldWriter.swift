/// Writes a value's fields as the members of an object, in order: the one description of a JSON
/// form, which its `Encodable` conformance reads through ``EncoderFieldWriter`` and a compact
/// JSON writer writes straight into bytes (no `Encoder`, containers or boxes in between).
///
/// Keys are usually the type's own `CodingKey`s, the ones its `Decodable` form reads. Through
/// ``EncoderFieldWriter`` an encoder sees one container keyed by `StringCodingKey`, and values
/// with a raw value (rules, severities) as their strings: the same JSON from any encoder.
///
/// ```swift
/// func writeFields(to fields: inout some FieldWriter) throws {
///   try fields.write(CodingKeys.kind, kind.rawValue)
///   try fields.writeIfPresent(CodingKeys.justification, justification)
/// }
/// ```
package protocol FieldWriter {
  /// Writes a string member.
  mutating func write(_ key: some CodingKey, _ value: String) throws
  /// Writes an integer member.
  mutating func write(_ key: some CodingKey, _ value: Int) throws
  /// Writes a number member (a non-finite one as its encoder writes one).
  mutating func write(_ key: some CodingKey, _ value: Double) throws
  /// Writes a boolean member.
  mutating func write(_ key: some CodingKey, _ value: Bool) throws
  /// Writes an array of numbers.
  mutating func write(_ key: some CodingKey, numbers: [Double]) throws
  /// Writes an array of arrays of numbers.
  mutating func write(_ key: some CodingKey, numberArrays: [[Double]]) throws
  /// Writes an array of strings.
  mutating func write(_ key: some CodingKey, strings: [String]) throws
  /// Writes a value's fields as a nested object.
  mutating func write(_ key: some CodingKey, object: some FieldWritable) throws
  /// Writes values as an array of objects.
  mutating func write(_ key: some CodingKey, objects: [some FieldWritable]) throws
  /// Writes a nested object whose members `fields` writes.
  mutating func writeObject(_ key: some CodingKey, _ fields: (inout Self) throws -> Void) throws
  /// Writes an integer member whose key is a literal of ASCII with nothing JSON escapes (a
  /// table of counts' keys): a writer need make no key type or string for it.
  mutating func write(literal key: StaticString, _ value: Int) throws
  /// Writes a nested object whose key is a literal of ASCII with nothing JSON escapes, its
  /// members written by `fields`.
  mutating func writeObject(literal key: StaticString, _ fields: (inout Self) throws -> Void)
    throws
  /// Writes members of fixed keys and nesting whose values are counts, the counts in order
  /// (by default member by member).
  mutating func write(_ fields: CountFields, counts: [Int]) throws
}

extension FieldWriter {
  /// Writes the members member by member, with ``write(literal:_:)`` and
  /// ``writeObject(literal:_:)``.
  ///
  /// - Parameters:
  ///   - fields: The members.
  ///   - counts: Their counts, in order.
  package mutating func write(_ fields: CountFields, counts: [Int]) throws {
    try fields.writeSteps(to: &self, counts: counts)
  }
}

// Each is inlined where it is called, on a value of a known type: called from a writer's generic
// code (a value's `writeFields(to:)` for any writer), one would look up the metadata of the
// optional's type at run time (`Optional<AuditMeasurements>`), over a thousand instructions a
// call.
extension FieldWriter {
  /// Writes a string member when there is one, as `encodeIfPresent` does.
  @inline(__always) package mutating func writeIfPresent(_ key: some CodingKey, _ value: String?)
    throws
  {
    if let value { try write(key, value) }
  }

  /// Writes a number member when there is one.
  @inline(__always) package mutating func writeIfPresent(_ key: some CodingKey, _ value: Double?)
    throws
  {
    if let value { try write(key, value) }
  }

  /// Writes a boolean member when there is one.
  @inline(__always) package mutating func writeIfPresent(_ key: some CodingKey, _ value: Bool?)
    throws
  {
    if let value { try write(key, value) }
  }

  /// Writes an array of numbers when there is one.
  @inline(__always) package mutating func writeIfPresent(_ key: some CodingKey, numbers: [Double]?)
    throws
  {
    if let numbers { try write(key, numbers: numbers) }
  }

  /// Writes a nested object when there is one.
  @inline(__always) package mutating func writeIfPresent(
    _ key: some CodingKey, object: (some FieldWritable)?
  ) throws {
    if let object { try write(key, object: object) }
  }
}

/// A value whose JSON form is an object written by ``FieldWriter``: its `encode(to:)` and the
/// compact JSON writer both write what ``writeFields(to:)`` says.
package protocol FieldWritable: Encodable {
  /// Writes the value's members, in order.
  ///
  /// - Parameter fields: Where they go.
  func writeFields(to fields: inout some FieldWriter) throws
}

extension FieldWritable {
  /// Encodes the value's fields through the encoder's keyed container (``EncoderFieldWriter``):
  /// what a conforming type's `encode(to:)` does.
  ///
  /// ```swift
  /// public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
  /// ```
  ///
  /// - Parameter encoder: The encoder.
  package func encodeFields(to encoder: any Encoder) throws {
    var fields = EncoderFieldWriter(encoder)
    try writeFields(to: &fields)
  }
}

/// The ``FieldWriter`` behind an `encode(to:)` (``FieldWritable/encodeFields(to:)``): each
/// member through one keyed container.
package struct EncoderFieldWriter: FieldWriter {
  private var container: KeyedEncodingContainer<StringCodingKey>

  /// Writes into the encoder's keyed container.
  ///
  /// - Parameter encoder: The encoder.
  package init(_ encoder: any Encoder) {
    container = encoder.container(keyedBy: StringCodingKey.self)
  }

  private init(_ container: KeyedEncodingContainer<StringCodingKey>) {
    self.container = container
  }

  /// The container's key for a type's own key.
  private static func key(_ key: some CodingKey) -> StringCodingKey {
    StringCodingKey(key.stringValue)
  }

  /// Encodes the string under the key.
  package mutating func write(_ key: some CodingKey, _ value: String) throws {
    try container.encode(value, forKey: Self.key(key))
  }

  /// Encodes the integer under the key.
  package mutating func write(_ key: some CodingKey, _ value: Int) throws {
    try container.encode(value, forKey: Self.key(key))
  }

  /// Encodes the number under the key.
  package mutating func write(_ key: some CodingKey, _ value: Double) throws {
    try container.encode(value, forKey: Self.key(key))
  }

  /// Encodes the boolean under the key.
  package mutating func write(_ key: some CodingKey, _ value: Bool) throws {
    try container.encode(value, forKey: Self.key(key))
  }

  /// Encodes the numbers as an array under the key.
  package mutating func write(_ key: some CodingKey, numbers: [Double]) throws {
    try container.encode(numbers, forKey: Self.key(key))
  }

  /// Encodes the arrays of numbers as an array under the key.
  package mutating func write(_ key: some CodingKey, numberArrays: [[Double]]) throws {
    try container.encode(numberArrays, forKey: Self.key(key))
  }

  /// Encodes the strings as an array under the key.
  package mutating func write(_ key: some CodingKey, strings: [String]) throws {
    try container.encode(strings, forKey: Self.key(key))
  }

  /// Encodes the value (its own `encode(to:)`) under the key.
  package mutating func write(_ key: some CodingKey, object: some FieldWritable) throws {
    try container.encode(object, forKey: Self.key(key))
  }

  /// Encodes the values as an array under the key.
  package mutating func write(_ key: some CodingKey, objects: [some FieldWritable]) throws {
    try container.encode(objects, forKey: Self.key(key))
  }

  /// Encodes a nested keyed container under the key, its members written by `fields`.
  package mutating func writeObject(
    _ key: some CodingKey, _ fields: (inout Self) throws -> Void
  ) throws {
    var nested = Self(
      container.nestedContainer(keyedBy: StringCodingKey.self, forKey: Self.key(key)))
    try fields(&nested)
  }

  /// Encodes the integer under the literal key.
  package mutating func write(literal key: StaticString, _ value: Int) throws {
    try container.encode(value, forKey: StringCodingKey(key.description))
  }

  /// Encodes a nested keyed container under the literal key, its members written by `fields`.
  package mutating func writeObject(
    literal key: StaticString, _ fields: (inout Self) throws -> Void
  ) throws {
    try writeObject(StringCodingKey(key.description), fields)
  }
}

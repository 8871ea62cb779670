import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot

/// Encodes `Encodable` values as JSON text in the package's fixed layout, so that the same value
/// always gives the same bytes: keys in the order the value encodes them, numbers in their
/// shortest exact form (`8`, `0.1`), non-finite numbers as `null`, `nil` as `null`.
///
/// The `Codable` conformances of the library's values are the contract of every JSON the package
/// writes (audit reports, fixes, probes, simulations); this encoder only lays the text out.
/// Pretty output indents by two spaces, one object member per line, with arrays of scalars and
/// objects of up to four scalars on one line (`"frame": [0, 0, 44, 44]`,
/// `"bySeverity": {"error": 2, "warning": 0, "info": 1}`); compact output has no whitespace at all.
///
/// ```swift
/// try JSONTextEncoder().encode(report)                       // what `hitarea audit --format json` prints
/// try JSONTextEncoder(prettyPrinted: false).encode(result)  // one line
/// ```
package struct JSONTextEncoder: Sendable {
  /// Whether to indent (the default) or write one line.
  package var prettyPrinted: Bool
  /// The depth the value sits at in a larger document (a report streamed in parts): its lines
  /// after the first are indented by two spaces a level, so parts are written in place and
  /// never re-indented.
  package var depth: Int

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - prettyPrinted: Whether to indent (the default) or write one line.
  ///   - depth: The depth the value sits at in a larger document; 0 for a document of its own.
  package init(prettyPrinted: Bool = true, depth: Int = 0) {
    self.prettyPrinted = prettyPrinted
    self.depth = depth
  }

  /// The value as JSON text, without a trailing newline.
  ///
  /// - Parameter value: The value.
  /// - Throws: What the value's `encode(to:)` throws.
  package func encode(_ value: some Encodable) throws -> String {
    try encode(value, streams: !prettyPrinted)
  }

  /// ``encode(_:)``, streamed (compact output only) or through the tree: the two give the same
  /// text, which the tests compare.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - streams: Whether compact output is written straight from the value's fields
  ///     (``CompactJSONFieldWriter``, for a ``FieldWritable`` value) or as it encodes
  ///     (``CompactJSONStream``, when it encodes in order), rather than from a tree of it.
  /// - Throws: What the value's `encode(to:)` throws.
  package func encode(_ value: some Encodable, streams: Bool) throws -> String {
    String(decoding: try encodedBytes(value, streams: streams), as: UTF8.self)
  }

  /// ``encode(_:)``'s UTF-8 bytes, with no `String` made of them.
  ///
  /// - Throws: What the value's `encode(to:)` throws.
  package func encodedBytes(_ value: some Encodable) throws -> [UInt8] {
    try encodedBytes(value, streams: !prettyPrinted)
  }

  /// ``encodedBytes(_:)`` of a value that writes its own fields: when compact, written straight
  /// from them, with no look at the value's type (a cast that boxes the value).
  ///
  /// - Throws: What the value's `encode(to:)` or ``FieldWritable/writeFields(to:)`` throws.
  package func encodedBytes(_ value: some Encodable & FieldWritable) throws -> [UInt8] {
    if prettyPrinted { return try encodedBytes(value, streams: false) }
    return try CompactJSONFieldWriter.encode(value)
  }

  /// ``encode(_:streams:)``'s UTF-8 bytes.
  private func encodedBytes(_ value: some Encodable, streams: Bool) throws -> [UInt8] {
    if streams && !prettyPrinted {
      if let fields = value as? any FieldWritable {
        return try CompactJSONFieldWriter.encode(fields)
      }
      if let bytes = try CompactJSONStream.encode(value) { return bytes }
    }
    let root = Slot()
    try root.fill(with: value, codingPath: [])
    var out = JSONOutput(prettyPrinted: prettyPrinted, depth: depth)
    root.write(into: &out)
    return out.takeBytes()
  }

  /// The value as an array of numbers when that is its type (a check of the type alone): the
  /// geometry every finding has, written without a value per number.
  static func numbers<T: Encodable>(_ value: T) -> [Double]? {
    T.self == [Double].self ? unsafeBitCast(value, to: [Double].self) : nil
  }

  /// The value as an element of an array at ``depth``: ``encode(_:)`` with its first line
  /// indented too.
  ///
  /// - Parameter value: The value.
  /// - Throws: What the value's `encode(to:)` throws.
  package func encodeElement(_ value: some Encodable) throws -> String {
    String(repeating: " ", count: 2 * depth) + (try encode(value))
  }
}

/// Text that is already JSON, written as it is by ``JSONTextEncoder`` (a layout snapshot inside
/// a report line, written by its own writer).
///
/// Other encoders get it as a string.
package struct RawJSON: Encodable, Sendable {
  /// The JSON text: one value, on one line when it goes into compact output.
  package var text: String

  /// Wraps JSON text.
  ///
  /// - Parameter text: One JSON value.
  package init(_ text: String) { self.text = text }

  /// Writes the text as it is into ``JSONTextEncoder``'s output, as a string anywhere else.
  ///
  /// - Parameter encoder: The encoder.
  package func encode(to encoder: any Encoder) throws {
    if let slotEncoder = encoder as? SlotEncoder {
      slotEncoder.slot.kind = .literal(text)
      return
    }
    if let streamEncoder = encoder as? StreamEncoder { return try streamEncoder.writeLiteral(text) }
    var c = encoder.singleValueContainer()
    try c.encode(text)
  }
}

/// One JSON value under construction.
///
/// Containers are shared references, so a nested container fills its part of the tree after its
/// parent has moved on, as `Encoder` requires. A scalar member or element is kept in its
/// container as a ``Value`` (no slot of its own); a slot is made only for what encodes itself.
private final class Slot {
  enum Kind {
    case null
    /// A boolean, or an integer too large for `Int64`, already as JSON text.
    case literal(String)
    /// An integer.
    case integer(Int64)
    /// A string, not yet quoted.
    case string(String)
    /// A finite number.
    case number(Double)
    /// An array of numbers, written as an array whose non-finite numbers are `null` (as one
    /// element at a time would be): the geometry every finding has, without a slot per number.
    case numbers([Double])
    case array
    case object

    /// Whether it is written as a scalar: not an array or object.
    var isScalar: Bool {
      switch self {
      case .null, .literal, .integer, .string, .number: true
      case .numbers, .array, .object: false
      }
    }
  }

  /// A member's or an element's value: a scalar held in place, or a slot filled by a value's own
  /// `encode(to:)`.
  enum Value {
    case scalar(Kind)
    case slot(Slot)
  }

  var kind = Kind.null
  /// An array's elements.
  private(set) var elements: [Value] = []
  /// An object's members, in the order their keys were first encoded.
  private var members: Members = []

  /// Encodes a value into this slot.
  func fill(with value: some Encodable, codingPath: [any CodingKey]) throws {
    try value.encode(to: SlotEncoder(slot: self, codingPath: codingPath))
  }

  /// Makes this slot an object, keeping its members if it is one.
  func becomeObject() {
    if case .object = kind { return }
    kind = .object
    // Room for the members of most objects the package writes, made once rather than grown.
    members = []
    members.reserveCapacity(8)
  }

  /// Makes this slot an array, keeping its elements if it is one (an array of numbers held in
  /// place becomes its numbers, one element each).
  func becomeArray() {
    switch kind {
    case .array: return
    case .numbers(let values): elements = values.map { .scalar(Self.scalar($0)) }
    default: elements = []
    }
    kind = .array
  }

  /// An object's members, as ``setMember(_:_:)`` and ``member(_:)`` change them: one access to
  /// the stored array for all they do (each access to a class's stored property is checked at
  /// run time for exclusivity).
  private typealias Members = [(key: String, value: Value)]

  /// Where an object member is in `members`, added at the end when new (a repeated key keeps
  /// its place).
  private static func index(of key: String, in members: inout Members) -> Int {
    if let existing = members.firstIndex(where: { $0.key == key }) { return existing }
    members.append((key, .scalar(.null)))
    return members.count - 1
  }

  /// Sets an object member to a scalar (a member that has a slot keeps it, as a container held
  /// for it may still write to it).
  func setMember(_ key: String, _ scalar: Kind) {
    becomeObject()
    Self.set(key, scalar, in: &members)
  }

  private static func set(_ key: String, _ scalar: Kind, in members: inout Members) {
    let index = index(of: key, in: &members)
    if case .slot(let existing) = members[index].value {
      existing.kind = scalar
    } else {
      members[index].value = .scalar(scalar)
    }
  }

  /// The slot of an object member, made when the member is new or held a scalar (the slot then
  /// starts as that scalar, as if it had been set through a slot).
  func member(_ key: String) -> Slot {
    becomeObject()
    return Self.member(key, in: &members)
  }

  private static func member(_ key: String, in members: inout Members) -> Slot {
    let index = index(of: key, in: &members)
    switch members[index].value {
    case .slot(let existing): return existing
    case .scalar(let kind):
      let slot = Slot()
      slot.kind = kind
      members[index].value = .slot(slot)
      return slot
    }
  }

  /// Adds a scalar at the end of this array.
  func appendScalar(_ scalar: Kind) {
    becomeArray()
    elements.append(.scalar(scalar))
  }

  /// A new element at the end of this array.
  func appendElement() -> Slot {
    becomeArray()
    let slot = Slot()
    elements.append(.slot(slot))
    return slot
  }

  func write(into out: inout JSONOutput) {
    switch kind {
    case .null, .literal, .integer, .string, .number, .numbers:
      Self.writeScalar(kind, into: &out)
    case .array:
      if elements.allSatisfy(\.isScalar) {
        out.inline("[")
        for (n, element) in elements.enumerated() {
          if n > 0 { out.inlineSeparator() }
          element.write(into: &out)
        }
        out.inline("]")
        return
      }
      out.openArray()
      for element in elements {
        out.element()
        element.write(into: &out)
      }
      out.close()
    case .object:
      if members.count <= Self.inlineMembers, members.allSatisfy(\.value.isScalar) {
        out.inline("{")
        for (n, member) in members.enumerated() {
          if n > 0 { out.inlineSeparator() }
          out.inlineKey(member.key)
          member.value.write(into: &out)
        }
        out.inline("}")
        return
      }
      out.openObject()
      for member in members {
        out.key(member.key)
        member.value.write(into: &out)
      }
      out.close()
    }
  }

  /// Writes a kind held in place: a scalar or an array of numbers (a container kind writes
  /// nothing here).
  static func writeScalar(_ kind: Kind, into out: inout JSONOutput) {
    switch kind {
    case .null: out.inline("null")
    case .literal(let text): out.inline(text)
    case .integer(let value): out.integer(value)
    case .string(let text): out.string(text)
    case .number(let value): out.number(value)
    case .numbers(let values): out.numberArray(values)
    case .array, .object: break
    }
  }

  /// Objects with at most this many members, all scalars, stay on one line.
  private static let inlineMembers = 4

  fileprivate var isScalar: Bool { kind.isScalar }

  // MARK: - Scalars

  func setNull() { kind = .null }
  func set(_ value: Bool) { kind = Self.scalar(value) }
  func set(_ value: String) { kind = .string(value) }
  func set(_ value: Double) { kind = Self.scalar(value) }
  func set(_ value: some BinaryInteger) { kind = Self.scalar(value) }

  static func scalar(_ value: Bool) -> Kind { .literal(value ? "true" : "false") }
  static func scalar(_ value: Double) -> Kind { value.isFinite ? .number(value) : .null }
  static func scalar(_ value: some BinaryInteger) -> Kind {
    Int64(exactly: value).map(Kind.integer) ?? .literal(String(value))
  }
}

extension Slot.Value {
  fileprivate var isScalar: Bool {
    switch self {
    case .scalar(let kind): kind.isScalar
    case .slot(let slot): slot.isScalar
    }
  }

  fileprivate func write(into out: inout JSONOutput) {
    switch self {
    case .scalar(let kind): Slot.writeScalar(kind, into: &out)
    case .slot(let slot): slot.write(into: &out)
    }
  }
}

/// The `Encoder` that fills a ``Slot``.
private struct SlotEncoder: Encoder {
  let slot: Slot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    slot.becomeObject()
    return KeyedEncodingContainer(ObjectContainer<Key>(slot: slot, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    slot.becomeArray()
    return ArrayContainer(slot: slot, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    ValueContainer(slot: slot, codingPath: codingPath)
  }
}

/// A JSON object's members.
private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: Slot
  let codingPath: [any CodingKey]

  private func member(_ key: Key) -> Slot { slot.member(key.stringValue) }
  private func set(_ key: Key, _ scalar: Slot.Kind) { slot.setMember(key.stringValue, scalar) }

  mutating func encodeNil(forKey key: Key) throws { set(key, .null) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(key, Slot.scalar(value)) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(key, .string(value)) }
  mutating func encode(_ value: Double, forKey key: Key) throws { set(key, Slot.scalar(value)) }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(key, Slot.scalar(Double(value)))
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { set(key, Slot.scalar(value)) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { set(key, Slot.scalar(value)) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { set(key, Slot.scalar(value)) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { set(key, Slot.scalar(value)) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { set(key, Slot.scalar(value)) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { set(key, Slot.scalar(value)) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { set(key, Slot.scalar(value)) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { set(key, Slot.scalar(value)) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { set(key, Slot.scalar(value)) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { set(key, Slot.scalar(value)) }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    if let numbers = JSONTextEncoder.numbers(value) { return set(key, .numbers(numbers)) }
    try member(key).fill(with: value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = member(key)
    nested.becomeObject()
    return KeyedEncodingContainer(
      ObjectContainer<NestedKey>(slot: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = member(key)
    nested.becomeArray()
    return ArrayContainer(slot: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    SlotEncoder(slot: slot.member("super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    SlotEncoder(slot: member(key), codingPath: codingPath + [key])
  }
}

/// A JSON array's elements.
private struct ArrayContainer: UnkeyedEncodingContainer {
  let slot: Slot
  let codingPath: [any CodingKey]
  var count: Int { slot.elements.count }

  private func element() -> Slot { slot.appendElement() }
  private func append(_ scalar: Slot.Kind) { slot.appendScalar(scalar) }

  mutating func encodeNil() throws { append(.null) }
  mutating func encode(_ value: Bool) throws { append(Slot.scalar(value)) }
  mutating func encode(_ value: String) throws { append(.string(value)) }
  mutating func encode(_ value: Double) throws { append(Slot.scalar(value)) }
  mutating func encode(_ value: Float) throws { append(Slot.scalar(Double(value))) }
  mutating func encode(_ value: Int) throws { append(Slot.scalar(value)) }
  mutating func encode(_ value: Int8) throws { append(Slot.scalar(value)) }
  mutating func encode(_ value: Int16) throws { append(Slot.scalar(value)) }
  mutating func encode(_ value: Int32) throws { append(Slot.scalar(value)) }
  mutating func encode(_ value: Int64) throws { append(Slot.scalar(value)) }
  mutating func encode(_ value: UInt) throws { append(Slot.scalar(value)) }
  mutating func encode(_ value: UInt8) throws { append(Slot.scalar(value)) }
  mutating func encode(_ value: UInt16) throws { append(Slot.scalar(value)) }
  mutating func encode(_ value: UInt32) throws { append(Slot.scalar(value)) }
  mutating func encode(_ value: UInt64) throws { append(Slot.scalar(value)) }

  mutating func encode(_ value: some Encodable) throws {
    if let numbers = JSONTextEncoder.numbers(value) { return append(.numbers(numbers)) }
    try element().fill(with: value, codingPath: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = element()
    nested.becomeObject()
    return KeyedEncodingContainer(ObjectContainer<NestedKey>(slot: nested, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = element()
    nested.becomeArray()
    return ArrayContainer(slot: nested, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    SlotEncoder(slot: element(), codingPath: codingPath)
  }
}

/// A single JSON value.
private struct ValueContainer: SingleValueEncodingContainer {
  let slot: Slot
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { slot.setNull() }
  mutating func encode(_ value: Bool) throws { slot.set(value) }
  mutating func encode(_ value: String) throws { slot.set(value) }
  mutating func encode(_ value: Double) throws { slot.set(value) }
  mutating func encode(_ value: Float) throws { slot.set(Double(value)) }
  mutating func encode(_ value: Int) throws { slot.set(value) }
  mutating func encode(_ value: Int8) throws { slot.set(value) }
  mutating func encode(_ value: Int16) throws { slot.set(value) }
  mutating func encode(_ value: Int32) throws { slot.set(value) }
  mutating func encode(_ value: Int64) throws { slot.set(value) }
  mutating func encode(_ value: UInt) throws { slot.set(value) }
  mutating func encode(_ value: UInt8) throws { slot.set(value) }
  mutating func encode(_ value: UInt16) throws { slot.set(value) }
  mutating func encode(_ value: UInt32) throws { slot.set(value) }
  mutating func encode(_ value: UInt64) throws { slot.set(value) }

  mutating func encode(_ value: some Encodable) throws {
    try slot.fill(with: value, codingPath: codingPath)
  }
}

extension JSONOutput {
  /// Writes a number as ``JSONTextEncoder`` writes one: a finite one as JSON, others as `null`.
  mutating func encodedNumber(_ value: Double) {
    if value.isFinite { number(value) } else { inline("null") }
  }

  /// Writes an integer as ``JSONTextEncoder`` writes one: its digits, however large.
  mutating func encodedNumber(_ value: some BinaryInteger) {
    if let exact = Int64(exactly: value) { integer(exact) } else { inline(String(value)) }
  }
}

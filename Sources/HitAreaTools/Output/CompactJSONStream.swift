import HitAreaSnapshot

/// Writes a value's compact JSON as its `encode(to:)` runs, with no tree of the value in
/// between: what ``JSONTextEncoder`` gives for one line (JSON Lines), where the tree's only use
/// would be to lay the text out.
///
/// It streams what encodes in order: each member or element written once, each container used
/// while it is the innermost open one of the value being encoded (a container is closed when
/// its parent writes again). Anything else the `Encoder` protocol allows (a key written twice,
/// a container written to after a sibling, a second value through one single-value container,
/// `superEncoder`) makes ``encode(_:)`` return `nil`, and ``JSONTextEncoder`` then builds its
/// tree, so the text is always the tree's.
///
/// ```swift
/// CompactJSONStream.encode(report)  // {"summary":{…},"findings":[…]}, or nil
/// ```
package final class CompactJSONStream {
  /// What is written and open, in one allocation reached without exclusivity checks (each
  /// access to a class's stored `var` is checked at run time; the stream is one thread's).
  fileprivate let state: UnsafeMutablePointer<State>

  /// What is written and open.
  fileprivate struct State {
    /// The text so far.
    var out = JSONOutput(prettyPrinted: false)
    /// Whether the value did something that is not streamed; nothing more is written.
    var failed = false
    /// Whether a value's `encode(to:)` threw: the text stops in the middle of it, so nothing
    /// more is written, and the error comes out if no value catches it.
    var interrupted = false
    /// The open containers, the innermost last.
    var frames: [Frame] = []
    /// The values being encoded (their `encode(to:)` running), the innermost last.
    var values: [ValueRecord] = []
    /// The coding path so far: the keys of the values and nested containers open now.
    var path: [any CodingKey] = []
    /// The keys written so far in the open objects, each object's after its parent's.
    var keys: [String] = []
    /// The last token given to a container or value.
    var lastToken = 0
  }

  /// An open container.
  fileprivate struct Frame {
    /// Who it is, for the containers that write to it.
    var token: Int
    /// How many values (of ``values``) were open when it was opened: it belongs to the innermost.
    var valueLevel: Int
    /// The length of ``path`` inside it.
    var pathLength: Int
    /// Whether it added a key to ``path`` (a nested container's key), removed when it closes.
    var addsKey: Bool
    /// Where its keys start in ``keys``.
    var keyStart: Int
    /// An array's elements so far.
    var count = 0
  }

  /// A value whose `encode(to:)` is running.
  fileprivate struct ValueRecord {
    /// Who it is, for its encoder.
    var token: Int
    /// What it has written so far.
    var state: ValueState
    /// How many containers were open when it began: its own are above them.
    var frameLevel: Int
    /// The length of ``path`` for its encoder.
    var pathLength: Int
  }

  /// What a value has written.
  fileprivate enum ValueState {
    /// Nothing yet (it is `null` if it ends so).
    case empty
    /// A scalar, or another value through its single-value container.
    case written
    /// The container with this token (an object when `isObject`).
    case container(token: Int, isObject: Bool)
  }

  private init() {
    state = .allocate(capacity: 1)
    state.initialize(to: State())
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  fileprivate var out: JSONOutput {
    _read { yield state.pointee.out }
    _modify { yield &state.pointee.out }
  }
  fileprivate var failed: Bool {
    get { state.pointee.failed }
    set { state.pointee.failed = newValue }
  }
  /// Whether nothing more is written: the value did something not streamed, or threw.
  fileprivate var isStopped: Bool { state.pointee.failed || state.pointee.interrupted }
  fileprivate var frames: [Frame] {
    _read { yield state.pointee.frames }
    _modify { yield &state.pointee.frames }
  }
  fileprivate var values: [ValueRecord] {
    _read { yield state.pointee.values }
    _modify { yield &state.pointee.values }
  }
  fileprivate var path: [any CodingKey] {
    _read { yield state.pointee.path }
    _modify { yield &state.pointee.path }
  }
  private var keys: [String] {
    _read { yield state.pointee.keys }
    _modify { yield &state.pointee.keys }
  }

  /// The value's compact JSON, or `nil` when it does not encode in order (see the type's
  /// description).
  ///
  /// - Parameter value: The value.
  /// - Throws: What the value's `encode(to:)` throws when it encodes in order.
  package static func encode(_ value: some Encodable) throws -> [UInt8]? {
    let stream = CompactJSONStream()
    do {
      try stream.encodeValue(value, key: nil)
    } catch {
      if stream.failed { return nil }
      throw error
    }
    // A value that caught an error and went on is left to the tree.
    return stream.isStopped ? nil : stream.out.takeBytes()
  }

  /// Stops streaming: the value is encoded by the tree.
  fileprivate func fail() -> Unstreamable {
    failed = true
    return Unstreamable()
  }

  /// The error that unwinds a value that is not streamed.
  fileprivate struct Unstreamable: Error {}

  /// A token no container or value has had.
  fileprivate func makeToken() -> Int {
    state.pointee.lastToken += 1
    return state.pointee.lastToken
  }

  // MARK: - Values

  /// Encodes a value where the text is now (after its key or separator): `null` if it writes
  /// nothing, its containers closed when it returns.
  fileprivate func encodeValue(_ value: some Encodable, key: (any CodingKey)?) throws {
    if let numbers = JSONTextEncoder.numbers(value) { return out.numberArray(numbers) }
    if let key { path.append(key) }
    let record = ValueRecord(
      token: makeToken(), state: .empty, frameLevel: frames.count, pathLength: path.count)
    values.append(record)
    do {
      try value.encode(to: StreamEncoder(stream: self, token: record.token))
    } catch {
      if !failed { state.pointee.interrupted = true }
      throw error
    }
    guard !isStopped else { throw fail() }
    // Its own containers close with it.
    while frames.count > record.frameLevel { closeFrame() }
    if case .empty = values[values.count - 1].state { out.inline("null") }
    values.removeLast()
    if key != nil { path.removeLast() }
  }

  /// Writes a scalar in place of the innermost value, the one `token` names.
  fileprivate func writeValue(token: Int, _ write: (inout JSONOutput) -> Void) throws {
    guard !isStopped else { throw fail() }
    guard let last = values.last, last.token == token, case .empty = last.state else {
      throw fail()
    }
    values[values.count - 1].state = .written
    write(&out)
  }

  /// Encodes another value in place of the innermost value (through its single-value container).
  fileprivate func delegateValue(token: Int, _ value: some Encodable) throws {
    guard !isStopped else { throw fail() }
    guard let last = values.last, last.token == token, case .empty = last.state else {
      throw fail()
    }
    values[values.count - 1].state = .written
    try encodeValue(value, key: nil)
  }

  /// Opens the innermost value's container (`token` names the value), or finds the one it has.
  ///
  /// - Returns: The container's token and its path length; `nil` when not streamed.
  fileprivate func container(ofValue token: Int, isObject: Bool) -> (token: Int, pathLength: Int)? {
    guard !isStopped, let last = values.last, last.token == token else {
      _ = fail()
      return nil
    }
    switch last.state {
    case .empty:
      let frame = openFrame(isObject: isObject, addsKey: false)
      values[values.count - 1].state = .container(token: frame, isObject: isObject)
      return (frame, path.count)
    case .container(let existing, let existingIsObject)
    where existingIsObject == isObject && isOperable(existing):
      return (existing, frames[frames.count - 1].pathLength)
    default:
      _ = fail()
      return nil
    }
  }

  /// Opens a container as the innermost value's own.
  private func openFrame(isObject: Bool, addsKey: Bool) -> Int {
    let token = makeToken()
    if isObject { out.openObject() } else { out.openArray() }
    frames.append(
      Frame(
        token: token, valueLevel: values.count, pathLength: path.count,
        addsKey: addsKey, keyStart: keys.count))
    return token
  }

  private func closeFrame() {
    let frame = frames.removeLast()
    keys.removeSubrange(frame.keyStart...)
    out.close()
    if frame.addsKey { path.removeLast() }
  }

  /// Whether the container `token` may write now: it belongs to the innermost value and is
  /// open; the containers it opened since are closed (they are done when their parent writes).
  private func isOperable(_ token: Int) -> Bool {
    guard let index = frames.lastIndex(where: { $0.token == token }),
      frames[index].valueLevel == values.count
    else { return false }
    while frames.count > index + 1 { closeFrame() }
    return true
  }

  // MARK: - Containers

  /// Starts a member of the object `token` (its key, written once), or fails.
  fileprivate func beginMember(_ token: Int, _ key: some CodingKey) throws {
    guard !isStopped else { throw fail() }
    guard isOperable(token) else { throw fail() }
    let name = key.stringValue
    guard !keys[frames[frames.count - 1].keyStart...].contains(name) else { throw fail() }
    keys.append(name)
    out.key(name)
  }

  /// Starts an element of the array `token`, or fails.
  fileprivate func beginElement(_ token: Int) throws {
    guard !isStopped else { throw fail() }
    guard isOperable(token) else { throw fail() }
    frames[frames.count - 1].count += 1
    out.element()
  }

  /// Opens a container nested in the innermost container once `begin` has written its key or
  /// separator.
  ///
  /// - Returns: The container's token; 0, which every write refuses, when `begin` fails.
  fileprivate func openNested(
    isObject: Bool, key: (any CodingKey)?, after begin: () throws -> Void
  ) -> Int {
    guard (try? begin()) != nil else { return 0 }
    if let key { path.append(key) }
    return openFrame(isObject: isObject, addsKey: key != nil)
  }

  /// The number of elements of the array `token`; a closed array's count is left to the tree.
  fileprivate func count(of token: Int) -> Int {
    guard let frame = frames.last(where: { $0.token == token }) else {
      _ = fail()
      return 0
    }
    return frame.count
  }

  /// The coding path of the open container `token`, of length `length`; a closed container's
  /// is left to the tree.
  fileprivate func codingPath(ofContainer token: Int, length: Int) -> [any CodingKey] {
    guard frames.contains(where: { $0.token == token }) else {
      _ = fail()
      return []
    }
    return Array(path.prefix(min(length, path.count)))
  }

  /// The coding path of the encoder of the value `token` while it encodes; afterwards it is
  /// left to the tree.
  fileprivate func codingPath(ofValue token: Int) -> [any CodingKey] {
    guard let record = values.last(where: { $0.token == token }) else {
      _ = fail()
      return []
    }
    return Array(path.prefix(min(record.pathLength, path.count)))
  }
}

/// The `Encoder` of one value of a ``CompactJSONStream``.
struct StreamEncoder: Encoder {
  let stream: CompactJSONStream
  /// The value's token.
  let token: Int
  var codingPath: [any CodingKey] { stream.codingPath(ofValue: token) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Writes text that is already JSON in place of the value.
  func writeLiteral(_ text: String) throws {
    try stream.writeValue(token: token) { $0.inline(text) }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let opened = stream.container(ofValue: token, isObject: true)
    return KeyedEncodingContainer(
      StreamObject<Key>(
        stream: stream, token: opened?.token ?? 0, pathLength: opened?.pathLength ?? 0))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let opened = stream.container(ofValue: token, isObject: false)
    return StreamArray(
      stream: stream, token: opened?.token ?? 0, pathLength: opened?.pathLength ?? 0)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    StreamValue(stream: stream, token: token)
  }
}

/// An object of a ``CompactJSONStream``.
private struct StreamObject<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let stream: CompactJSONStream
  let token: Int
  let pathLength: Int
  var codingPath: [any CodingKey] { stream.codingPath(ofContainer: token, length: pathLength) }

  private func write(_ key: Key, _ write: (inout JSONOutput) -> Void) throws {
    try stream.beginMember(token, key)
    write(&stream.out)
  }

  mutating func encodeNil(forKey key: Key) throws { try write(key) { $0.inline("null") } }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try write(key) { $0.inline(value ? "true" : "false") }
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    try write(key) { $0.string(value) }
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    try write(key) { $0.encodedNumber(value) }
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    try write(key) { $0.encodedNumber(Double(value)) }
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    try write(key) { $0.encodedNumber(value) }
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    try write(key) { $0.encodedNumber(value) }
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    try write(key) { $0.encodedNumber(value) }
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    try write(key) { $0.encodedNumber(value) }
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    try write(key) { $0.encodedNumber(value) }
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    try write(key) { $0.encodedNumber(value) }
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    try write(key) { $0.encodedNumber(value) }
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    try write(key) { $0.encodedNumber(value) }
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    try write(key) { $0.encodedNumber(value) }
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try write(key) { $0.encodedNumber(value) }
  }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    try stream.beginMember(token, key)
    try stream.encodeValue(value, key: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = stream.openNested(isObject: true, key: key) {
      try stream.beginMember(token, key)
    }
    return KeyedEncodingContainer(
      StreamObject<NestedKey>(stream: stream, token: nested, pathLength: stream.path.count))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = stream.openNested(isObject: false, key: key) {
      try stream.beginMember(token, key)
    }
    return StreamArray(stream: stream, token: nested, pathLength: stream.path.count)
  }

  mutating func superEncoder() -> any Encoder { stream.unstreamedEncoder() }
  mutating func superEncoder(forKey key: Key) -> any Encoder { stream.unstreamedEncoder() }
}

/// An array of a ``CompactJSONStream``.
private struct StreamArray: UnkeyedEncodingContainer, ScalarWriter {
  let stream: CompactJSONStream
  let token: Int
  let pathLength: Int
  var codingPath: [any CodingKey] { stream.codingPath(ofContainer: token, length: pathLength) }
  var count: Int { stream.count(of: token) }

  func write(_ write: (inout JSONOutput) -> Void) throws {
    try stream.beginElement(token)
    write(&stream.out)
  }

  mutating func encode(_ value: some Encodable) throws {
    try stream.beginElement(token)
    try stream.encodeValue(value, key: nil)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = stream.openNested(isObject: true, key: nil) {
      try stream.beginElement(token)
    }
    return KeyedEncodingContainer(
      StreamObject<NestedKey>(stream: stream, token: nested, pathLength: stream.path.count))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = stream.openNested(isObject: false, key: nil) {
      try stream.beginElement(token)
    }
    return StreamArray(stream: stream, token: nested, pathLength: stream.path.count)
  }

  mutating func superEncoder() -> any Encoder { stream.unstreamedEncoder() }
}

/// The single value of a ``CompactJSONStream``'s value.
private struct StreamValue: SingleValueEncodingContainer, ScalarWriter {
  let stream: CompactJSONStream
  let token: Int
  var codingPath: [any CodingKey] { StreamEncoder(stream: stream, token: token).codingPath }

  func write(_ write: (inout JSONOutput) -> Void) throws {
    try stream.writeValue(token: token, write)
  }

  mutating func encode(_ value: some Encodable) throws {
    try stream.delegateValue(token: token, value)
  }
}

/// A container that writes a scalar where its next value goes (an array's next element, a
/// single value): the scalar methods unkeyed and single-value containers share.
private protocol ScalarWriter {
  /// Writes one value, after what comes before it, or throws when that is not streamed.
  func write(_ write: (inout JSONOutput) -> Void) throws
}

extension ScalarWriter {
  mutating func encodeNil() throws { try write { $0.inline("null") } }
  mutating func encode(_ value: Bool) throws { try write { $0.inline(value ? "true" : "false") } }
  mutating func encode(_ value: String) throws { try write { $0.string(value) } }
  mutating func encode(_ value: Double) throws { try write { $0.encodedNumber(value) } }
  mutating func encode(_ value: Float) throws { try write { $0.encodedNumber(Double(value)) } }
  mutating func encode(_ value: Int) throws { try write { $0.encodedNumber(value) } }
  mutating func encode(_ value: Int8) throws { try write { $0.encodedNumber(value) } }
  mutating func encode(_ value: Int16) throws { try write { $0.encodedNumber(value) } }
  mutating func encode(_ value: Int32) throws { try write { $0.encodedNumber(value) } }
  mutating func encode(_ value: Int64) throws { try write { $0.encodedNumber(value) } }
  mutating func encode(_ value: UInt) throws { try write { $0.encodedNumber(value) } }
  mutating func encode(_ value: UInt8) throws { try write { $0.encodedNumber(value) } }
  mutating func encode(_ value: UInt16) throws { try write { $0.encodedNumber(value) } }
  mutating func encode(_ value: UInt32) throws { try write { $0.encodedNumber(value) } }
  mutating func encode(_ value: UInt64) throws { try write { $0.encodedNumber(value) } }
}

extension CompactJSONStream {
  /// An encoder for what is not streamed (`superEncoder`): it stops the stream, and whatever
  /// is written through it goes nowhere.
  fileprivate func unstreamedEncoder() -> any Encoder {
    _ = fail()
    return StreamEncoder(stream: self, token: 0)
  }
}

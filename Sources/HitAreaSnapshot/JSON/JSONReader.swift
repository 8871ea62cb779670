/// A pull parser over UTF-8 JSON: the caller asks for the next key, element or value, and the
/// reader checks the syntax as it goes.
///
/// Nothing here recurses: open arrays and objects live on an explicit stack, so no input can
/// overflow the call stack, and ``skipValue()`` skips values of any depth with one byte per
/// level. The reader keeps the path of the current value for error messages, refuses duplicate
/// keys, and refuses nesting deeper than a limit when the caller descends with
/// ``beginObject()`` or ``beginArray()``.
///
/// ```swift
/// let input = try SnapshotInput(Array(#"{"frame": [1, 2, 3, 4]}"#.utf8), file: "a.json")
/// var reader = try JSONReader(input: input)
/// try reader.beginObject()
/// while let key = try reader.nextKey() {
///   if key == "frame" { _ = try reader.readNumbers(count: 4, "an array of 4 numbers") }
///   else { try reader.skipValue() }
/// }
/// try reader.finish()
/// ```
package struct JSONReader {
  /// The kind of the next value.
  package enum Kind: Hashable, Sendable {
    /// `{…}`.
    case object
    /// `[…]`.
    case array
    /// `"…"`.
    case string
    /// A number.
    case number
    /// `true` or `false`.
    case boolean
    /// `null`.
    case null
  }

  /// An open array or object.
  private struct Container {
    var isObject: Bool
    var count: Int
    /// Where an object's keys begin in the reader's ``JSONReader/keys``.
    var firstKey: Int
    /// Where an object's keys that are not plain begin in ``JSONReader/otherKeys``.
    var firstOtherKey: Int
    /// The object's plain keys numbered below 64, one bit each (a document has few keys).
    var numberBits: UInt64 = 0
    /// The keys as a set, once the object has more than `linearKeyLimit`.
    var keySet: Set<String>? = nil
  }

  /// The keys read so far of each open object, the innermost last.
  ///
  /// Each object's keys start at its container's `firstKey`: one log for them all, as ``JSONKeyLog``
  /// is for a fast path, whose room is made once rather than for every object. A plain key is
  /// its number in ``keyNames``; any other is `-1 - i` for its string at `otherKeys[i]`. No
  /// string is held, so the log is dropped with no release.
  private var keys: [Int] = []
  /// The keys of ``keys`` that are not plain (an escape, a byte beyond ASCII, or more keys than
  /// ``keyNames`` keeps).
  private var otherKeys: [String] = []
  /// The document's plain keys, each made into a string once.
  private var keyNames = JSONKeyNames()

  /// How many keys an object's are compared with one by one (objects have few keys); a larger
  /// object keeps a set of them.
  private static let linearKeyLimit = 24

  /// The string of an entry of ``keys``.
  private func key(_ entry: Int) -> String {
    entry >= 0 ? keyNames[entry] : otherKeys[-1 - entry]
  }

  /// Records a key of the current object; `false` when the object had it already.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - number: Its number in ``keyNames``, or `nil` for a key that is not plain.
  private mutating func insertKey(_ key: String, number: Int?) -> Bool {
    let last = containers.count - 1
    guard containers[last].keySet == nil else {
      return containers[last].keySet?.insert(key).inserted ?? true
    }
    let first = containers[last].firstKey
    // Compared as `String`s, as the set compares them: canonically equal keys are one key
    // though their bytes may differ (`é` precomposed or not). Two plain keys (ASCII written
    // without escapes) are equal only with equal bytes, so their numbers tell them apart.
    if let number {
      if number < 64 {
        // Its bit says whether the object has it; only keys that are not plain are compared.
        let bit: UInt64 = 1 << UInt64(number)
        guard containers[last].numberBits & bit == 0 else { return false }
        let others = containers[last].firstOtherKey..<otherKeys.count
        for other in others where otherKeys[other] == key { return false }
        containers[last].numberBits |= bit
      } else {
        for k in first..<keys.count {
          let entry = keys[k]
          if entry == number || (entry < 0 && otherKeys[-1 - entry] == key) { return false }
        }
      }
      keys.append(number)
    } else {
      for k in first..<keys.count where self.key(keys[k]) == key { return false }
      otherKeys.append(key)
      keys.append(-otherKeys.count)
    }
    if keys.count - first > Self.linearKeyLimit {
      containers[last].keySet = Set(keys[first...].map { self.key($0) })
    }
    return true
  }

  /// The document.
  package let bytes: [UInt8]
  /// The file's name, for errors.
  package let file: String
  /// The deepest nesting ``beginObject()`` and ``beginArray()`` accept.
  package let maximumNesting: Int
  /// The offset of the next byte to read.
  package internal(set) var offset: Int
  /// How many line feeds are before ``offset``.
  private var lineFeeds = 0
  /// Where the last number read is in the bytes.
  private var lastNumberRange = 0..<0
  /// The source text of the last number read, for messages.
  package var lastNumberLiteral: String {
    String(decoding: bytes[lastNumberRange], as: UTF8.self)
  }
  private var containers: [Container] = []
  private var components: [JSONPath.Component] = []

  /// Creates a reader of a file already checked for its size, refusing it when it is not UTF-8
  /// text and skipping a UTF-8 byte order mark.
  ///
  /// - Parameters:
  ///   - input: The document.
  ///   - maximumNesting: The deepest nesting of arrays and objects the caller may enter.
  package init(
    input: SnapshotInput, maximumNesting: Int = LayoutSnapshotLimits.maximumJSONNesting
  ) throws {
    try input.requireText()
    self.bytes = input.bytes
    self.file = input.file
    self.maximumNesting = maximumNesting
    self.offset = UTF8Text.byteOrderMarkLength(input.bytes)
  }

  /// Moves to where the document starts in the file, after text that is not JSON (the messages
  /// a tool prints before it), so that positions stay those of the whole file.
  ///
  /// - Parameter offset: The byte offset of the document's first value; an offset before the
  ///   current one is ignored.
  package mutating func start(at offset: Int) {
    self.offset = Swift.max(self.offset, Swift.min(offset, bytes.count))
    lineFeeds = UTF8Text.lines(of: [self.offset], in: bytes)[0] - 1
  }

  /// The 1-based line of the offset: the line feeds before it are counted as whitespace is
  /// skipped (in JSON, line feeds are only ever whitespace between tokens), so no pass over the
  /// bytes is needed to number a node's line.
  package var line: Int { lineFeeds + 1 }

  /// A place the reader was at, to come back to when a fast path gives up.
  package struct Mark {
    fileprivate let offset: Int
    fileprivate let lineFeeds: Int
  }

  /// Where the reader is now.
  package var mark: Mark { Mark(offset: offset, lineFeeds: lineFeeds) }

  /// Goes back to a place the reader was at, in the same array or object.
  package mutating func rewind(to mark: Mark) {
    offset = mark.offset
    lineFeeds = mark.lineFeeds
  }

  /// Whether ``beginObject()`` and ``beginArray()`` may enter one more level.
  package var mayNest: Bool { containers.count < maximumNesting }

  /// How many more levels ``beginObject()`` and ``beginArray()`` may enter.
  package var nestingLeft: Int { maximumNesting - containers.count }

  /// The path of the current value, such as `root.children[3].frame`.
  package var path: JSONPath { JSONPath(components) }

  /// The last step of ``path``, in O(1).
  package var lastPathComponent: JSONPath.Component? { components.last }

  /// Whether only whitespace is left.
  package mutating func isAtEnd() -> Bool {
    skipWhitespace()
    return offset >= bytes.count
  }

  // MARK: - Errors

  /// An error at the current path.
  package func error(_ kind: LayoutSnapshotError.Kind, _ message: String) -> LayoutSnapshotError {
    LayoutSnapshotError(kind, file: file, path: path.description, message: message)
  }

  /// A syntax error at the current path that also names the line and column.
  package func syntaxError(_ message: String) -> LayoutSnapshotError {
    error(.syntax, "\(message) (\(UTF8Text.position(of: offset, in: bytes)))")
  }

  /// `expected <expectation>, found <what comes next>`, at the current path: a value of the
  /// wrong type.
  package mutating func mismatch(_ expectation: String) -> LayoutSnapshotError {
    error(.invalidValue, "expected \(expectation), found \(describeNext())")
  }

  /// What comes next, for messages: `a string`, `an array`, `end of input`, `'x'`.
  package mutating func describeNext() -> String {
    skipWhitespace()
    guard offset < bytes.count else { return "end of input" }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return "an object"
    case UInt8(ascii: "["): return "an array"
    case UInt8(ascii: "\""): return "a string"
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
    case UInt8(ascii: "t") where matches("true"): return "true"
    case UInt8(ascii: "f") where matches("false"): return "false"
    case UInt8(ascii: "n") where matches("null"): return "null"
    default: return describeByte()
    }
  }

  private func describeByte() -> String {
    guard offset < bytes.count else { return "end of input" }
    let tail = bytes[offset..<Swift.min(offset + 4, bytes.count)]
    let character = String(decoding: tail, as: UTF8.self).first ?? "?"
    if let ascii = character.asciiValue, ascii < 0x20 || ascii == 0x7F {
      return "the control character 0x\(String(ascii, radix: 16, uppercase: true))"
    }
    return "'\(character)'"
  }

  /// Whether the bytes at the offset are `literal`.
  ///
  /// Inlined, so that each literal's bytes are compared as constants (a call and a loop cost
  /// 150 instructions for a `true`).
  @inline(__always) func matches(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    let pointer = literal.utf8Start
    return bytes.withUnsafeBufferPointer { buffer in
      for i in 0..<count where buffer[offset + i] != pointer[i] { return false }
      return true
    }
  }

  // MARK: - Structure

  /// The kind of the next value, without consuming it.
  ///
  /// - Throws: When the input ends or the next byte cannot start a value.
  package mutating func peekKind() throws -> Kind {
    skipWhitespace()
    guard offset < bytes.count else {
      throw syntaxError("expected a value, found end of input")
    }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t") where matches("true"): return .boolean
    case UInt8(ascii: "f") where matches("false"): return .boolean
    case UInt8(ascii: "n") where matches("null"): return .null
    default: throw syntaxError("expected a value, found \(describeByte())")
    }
  }

  /// Enters the object that comes next.
  package mutating func beginObject() throws {
    try begin(open: "{", isObject: true, expectation: "an object")
  }

  /// Enters the array that comes next.
  package mutating func beginArray() throws {
    try begin(open: "[", isObject: false, expectation: "an array")
  }

  private mutating func begin(open: Unicode.Scalar, isObject: Bool, expectation: String) throws {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: open) else {
      throw mismatch(expectation)
    }
    guard containers.count < maximumNesting else {
      throw error(
        .limitExceeded, "nesting deeper than \(maximumNesting) levels of arrays and objects")
    }
    offset += 1
    containers.append(
      Container(
        isObject: isObject, count: 0, firstKey: keys.count, firstOtherKey: otherKeys.count))
  }

  /// The next key of the current object, positioned on its value; `nil` at the object's end
  /// (which is then left).
  ///
  /// - Throws: On a syntax error or a key that appeared before in this object.
  package mutating func nextKey() throws -> String? {
    guard let top = containers.last, top.isObject else {
      throw error(.syntax, "internal error: nextKey() outside an object")
    }
    skipWhitespace()
    if top.count > 0 {
      guard offset < bytes.count else {
        throw syntaxError("expected ',' or '}', found end of input")
      }
      if bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        close()
        return nil
      }
      guard bytes[offset] == UInt8(ascii: ",") else {
        throw syntaxError("expected ',' or '}', found \(describeByte())")
      }
      offset += 1
      skipWhitespace()
    } else if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      close()
      return nil
    }
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw syntaxError(
        "expected a key in double quotes\(top.count == 0 ? " or '}'" : ""), found \(describeByte())"
      )
    }
    let (key, number) = try scanKey()
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw syntaxError("expected ':' after the key \"\(key)\", found \(describeByte())")
    }
    offset += 1
    let last = containers.count - 1
    if top.count == 0 {
      components.append(.key(key))
    } else {
      components[components.count - 1] = .key(key)
    }
    containers[last].count += 1
    guard insertKey(key, number: number) else {
      throw error(.duplicateKey, "duplicate key \"\(key)\"")
    }
    return key
  }

  /// Whether the current array has another element (the reader is then positioned on it);
  /// `false` at the array's end (which is then left).
  package mutating func nextElement() throws -> Bool {
    guard let top = containers.last, !top.isObject else {
      throw error(.syntax, "internal error: nextElement() outside an array")
    }
    skipWhitespace()
    guard offset < bytes.count else {
      throw syntaxError(
        "expected \(top.count > 0 ? "',' or " : "a value or ")']', found end of input")
    }
    if bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      close()
      return false
    }
    if top.count > 0 {
      guard bytes[offset] == UInt8(ascii: ",") else {
        throw syntaxError("expected ',' or ']', found \(describeByte())")
      }
      offset += 1
    }
    let last = containers.count - 1
    if top.count == 0 {
      components.append(.index(0))
    } else {
      components[components.count - 1] = .index(top.count)
    }
    containers[last].count += 1
    return true
  }

  private mutating func close() {
    guard let top = containers.popLast() else { return }
    if top.count > 0 { components.removeLast() }
    if keys.count > top.firstKey { keys.removeLast(keys.count - top.firstKey) }
    if otherKeys.count > top.firstOtherKey {
      otherKeys.removeLast(otherKeys.count - top.firstOtherKey)
    }
  }

  /// Checks that nothing but whitespace follows the document.
  package mutating func finish() throws {
    skipWhitespace()
    guard offset >= bytes.count else {
      throw syntaxError("expected the end of the document, found \(describeByte())")
    }
  }

  // MARK: - Scalars

  /// Reads a string value.
  package mutating func readString() throws -> String {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw mismatch("a string")
    }
    return try scanString()
  }

  /// Reads a number value; non-finite results (such as `1e999`) are returned as infinities, and
  /// ``lastNumberLiteral`` keeps the source text.
  package mutating func readNumber() throws -> Double {
    skipWhitespace()
    let start = offset
    @inline(__always) func digits() -> Int {
      let from = offset
      while offset < bytes.count && bytes[offset] >= 0x30 && bytes[offset] <= 0x39 { offset += 1 }
      return offset - from
    }
    guard offset < bytes.count,
      bytes[offset] == UInt8(ascii: "-") || (bytes[offset] >= 0x30 && bytes[offset] <= 0x39)
    else {
      throw mismatch("a number")
    }
    if bytes[offset] == UInt8(ascii: "-") {
      offset += 1
      guard offset < bytes.count, bytes[offset] >= 0x30, bytes[offset] <= 0x39 else {
        throw syntaxError("invalid number: no digits after '-'")
      }
    }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count && bytes[offset] >= 0x30 && bytes[offset] <= 0x39 {
        throw syntaxError("invalid number: a leading zero")
      }
    } else {
      _ = digits()
    }
    if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard digits() > 0 else { throw syntaxError("invalid number: no digits after '.'") }
    }
    if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
      offset += 1
      if offset < bytes.count && (bytes[offset] == 0x2B || bytes[offset] == 0x2D) { offset += 1 }
      guard digits() > 0 else { throw syntaxError("invalid number: no digits in the exponent") }
    }
    lastNumberRange = start..<offset
    let exact = bytes.withUnsafeBufferPointer { bytes in
      ExactDecimal.value(of: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
    }
    if let exact { return exact }
    let literal = lastNumberLiteral
    guard let value = Double(literal) else {
      throw syntaxError("invalid number \(literal)")
    }
    return value
  }

  /// Reads `true` or `false`.
  package mutating func readBoolean() throws -> Bool {
    skipWhitespace()
    if matches("true") {
      offset += 4
      return true
    }
    if matches("false") {
      offset += 5
      return false
    }
    throw mismatch("true or false")
  }

  /// Reads `null`.
  package mutating func readNull() throws {
    skipWhitespace()
    guard matches("null") else { throw mismatch("null") }
    offset += 4
  }

  /// Skips the next value, whatever its depth, checking its syntax (not its keys' uniqueness),
  /// and the whitespace after it.
  ///
  /// A string, `true`, `false` or `null` is passed over directly; anything else is walked by
  /// ``skipValueByStructure()``, which ends in the same place or throws the same error.
  ///
  /// - Complexity: O(length of the value); one byte of memory per level of nesting.
  package mutating func skipValue() throws {
    skipWhitespace()
    guard offset < bytes.count else { return try skipValueByStructure() }
    switch bytes[offset] {
    case UInt8(ascii: "\""): try skipString()
    case UInt8(ascii: "t") where matches("true"): offset += 4
    case UInt8(ascii: "f") where matches("false"): offset += 5
    case UInt8(ascii: "n") where matches("null"): offset += 4
    default: return try skipValueByStructure()
    }
    skipWhitespace()
  }

  /// Skips the next value by walking its structure, with an explicit stack: the general path of
  /// ``skipValue()``, and the reference it is tested against.
  package mutating func skipValueByStructure() throws {
    var open = OpenKinds()
    var expectingValue = true
    while true {
      skipWhitespace()
      if expectingValue {
        switch try peekKind() {
        case .object, .array:
          let isObject = bytes[offset] == UInt8(ascii: "{")
          offset += 1
          skipWhitespace()
          if offset < bytes.count && bytes[offset] == UInt8(ascii: isObject ? "}" : "]") {
            offset += 1
            expectingValue = false
          } else {
            open.push(isObject: isObject)
            if isObject { try skipKeyAndColon() }
          }
        case .string:
          try skipString()
          expectingValue = false
        case .number:
          _ = try readNumber()
          expectingValue = false
        case .boolean:
          _ = try readBoolean()
          expectingValue = false
        case .null:
          offset += 4
          expectingValue = false
        }
      } else {
        guard let isObject = open.innermostIsObject else { return }
        let closer = UInt8(ascii: isObject ? "}" : "]")
        guard offset < bytes.count else {
          throw syntaxError("expected ',' or '\(isObject ? "}" : "]")', found end of input")
        }
        if bytes[offset] == UInt8(ascii: ",") {
          offset += 1
          if isObject {
            skipWhitespace()
            try skipKeyAndColon()
          }
          expectingValue = true
        } else if bytes[offset] == closer {
          offset += 1
          open.pop()
        } else {
          throw syntaxError("expected ',' or '\(isObject ? "}" : "]")', found \(describeByte())")
        }
      }
    }
  }

  private mutating func skipKeyAndColon() throws {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw syntaxError("expected a key in double quotes, found \(describeByte())")
    }
    try skipString()
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw syntaxError("expected ':' after a key, found \(describeByte())")
    }
    offset += 1
  }

  // MARK: - Lexing

  /// Skips a string starting at its opening quote without making it: a string with no escape
  /// and no control character is passed over; any other is read by ``scanString()``, which
  /// checks its escapes and names what is wrong.
  private mutating func skipString() throws {
    let first = offset + 1
    if let end = bytes.withUnsafeBytes({ ByteWord.plainStringEnd(in: $0, from: first) }) {
      offset = end + 1
    } else {
      _ = try scanString()
    }
  }

  /// Skips spaces, tabs and line ends; runs of spaces or of tabs (a pretty-printed file's
  /// indentation) eight at a time, the last few of a run counted from its word.
  @inline(__always) package mutating func skipWhitespace() {
    // Most calls find no whitespace at all (before a `:` or a `,`), or the one space after
    // one: answered in place, without a call.
    guard offset < bytes.count, bytes[offset] <= 0x20 else { return }
    if bytes[offset] == 0x20 && offset + 1 < bytes.count && bytes[offset + 1] > 0x20 {
      offset += 1
      return
    }
    skipWhitespaceRun()
  }

  /// Skips a run of whitespace (see ``skipWhitespace()``).
  @inline(never) private mutating func skipWhitespaceRun() {
    var feeds = lineFeeds
    offset = bytes.withUnsafeBytes { raw in
      var i = offset
      let n = raw.count
      // The common run starts with a line break, after the space Python's `json.dumps` writes
      // after a `,`: both passed before the loop, which passes the indentation.
      if i + 1 < n && raw[i] == 0x20 && raw[i + 1] == 0x0A {
        feeds += 1
        i += 2
      }
      while i < n {
        switch raw[i] {
        // Indentation of spaces, or of tabs as `jq --tab` writes it.
        case 0x20: i = Self.pastRun(of: 0x2020_2020_2020_2020, in: raw, from: i)
        case 0x09: i = Self.pastRun(of: 0x0909_0909_0909_0909, in: raw, from: i)
        case 0x0A:
          feeds += 1
          i += 1
        case 0x0D: i += 1
        default: return i
        }
      }
      return i
    }
    lineFeeds = feeds
  }

  /// Where a run of one byte that starts at `start` ends (`run`: the byte in each of a word's
  /// eight): a lone one passed (a space before a line feed, as Python's `json.dumps` writes after
  /// a `,`), deep indentation 32 bytes at a time (four words compared whole), then the bytes of
  /// each word from there: eight, or those before its first other byte.
  @inline(__always) private static func pastRun(
    of run: UInt64, in raw: UnsafeRawBufferPointer, from start: Int
  ) -> Int {
    var i = start
    let n = raw.count
    guard i + 8 <= n, raw[i + 1] == UInt8(truncatingIfNeeded: run) else { return i + 1 }
    while i + 40 <= n && are(run, in: raw, at: i) { i += 32 }
    var others = others(than: run, in: raw, at: i)
    while others == 0 && i + 16 <= n {
      i += 8
      others = Self.others(than: run, in: raw, at: i)
    }
    return i + (others == 0 ? 8 : others.trailingZeroBitCount >> 3)
  }

  /// The eight bytes at `offset` with each byte of a run's made zero (`run`: its byte in each
  /// of a word's eight), the first byte lowest.
  private static func others(than run: UInt64, in raw: UnsafeRawBufferPointer, at offset: Int)
    -> UInt64
  {
    UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) ^ run
  }

  /// Whether the 32 bytes at `offset` are all a run's byte (`run`: it in each of a word's eight).
  private static func are(_ run: UInt64, in raw: UnsafeRawBufferPointer, at offset: Int) -> Bool {
    raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == run
      && raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self) == run
      && raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self) == run
      && raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self) == run
  }

  /// Reads a string starting at its opening quote.
  ///
  /// The bytes are valid UTF-8 (checked up front).
  private mutating func scanString() throws -> String {
    let start = offset
    offset += 1
    let contentStart = offset
    offset = bytes.withUnsafeBytes { ByteWord.stringStop(in: $0, from: contentStart) }
    if offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return String(decoding: bytes[contentStart..<(offset - 1)], as: UTF8.self)
      }
      if byte < 0x20 { throw controlCharacterError(byte) }
    }
    var buffer = Array(bytes[contentStart..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return String(decoding: buffer, as: UTF8.self)
      }
      if byte < 0x20 { throw controlCharacterError(byte) }
      if byte != UInt8(ascii: "\\") {
        // The plain run up to the next stop, at once (a description's text is lines of it
        // between `\n` escapes).
        let runStart = offset
        offset = bytes.withUnsafeBytes { ByteWord.stringStop(in: $0, from: runStart) }
        buffer.append(contentsOf: bytes[runStart..<offset])
        continue
      }
      offset += 1
      guard offset < bytes.count else { break }
      let escape = bytes[offset]
      offset += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
      case UInt8(ascii: "b"): buffer.append(0x08)
      case UInt8(ascii: "f"): buffer.append(0x0C)
      case UInt8(ascii: "n"): buffer.append(0x0A)
      case UInt8(ascii: "r"): buffer.append(0x0D)
      case UInt8(ascii: "t"): buffer.append(0x09)
      case UInt8(ascii: "u"):
        let scalar = try scanUnicodeEscape()
        buffer.append(contentsOf: String(Character(scalar)).utf8)
      default:
        offset -= 2
        throw syntaxError("invalid escape in a string: '\\\(describeEscape(escape))'")
      }
    }
    offset = start
    throw syntaxError("unterminated string")
  }

  /// Reads a key starting at its opening quote, with its number in ``keyNames`` when it is
  /// plain (ASCII written without escapes); any other key is read by ``scanString()``.
  private mutating func scanKey() throws -> (key: String, number: Int?) {
    let first = offset + 1
    if let end = bytes.withUnsafeBytes({ ByteWord.plainStringEnd(in: $0, from: first) }),
      let (number, key) = bytes.withUnsafeBufferPointer({ keyNames.name(of: first..<end, in: $0) })
    {
      offset = end + 1
      return (key, number)
    }
    return (try scanString(), nil)
  }

  private func describeEscape(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "0x\(String(byte, radix: 16))"
  }

  private func controlCharacterError(_ byte: UInt8) -> LayoutSnapshotError {
    syntaxError(
      "a control character (0x\(String(byte, radix: 16, uppercase: true))) in a string; "
        + "escape it, as in \\n or \\u0009")
  }

  /// Reads the four hex digits after `\u` (and a low surrogate's escape after a high one).
  private mutating func scanUnicodeEscape() throws -> Unicode.Scalar {
    let escapeStart = offset - 2
    func hex4() -> UInt32? {
      guard offset + 4 <= bytes.count else { return nil }
      var value: UInt32 = 0
      for i in 0..<4 {
        let byte = bytes[offset + i]
        let digit: UInt8
        switch byte {
        case 0x30...0x39: digit = byte - 0x30
        case 0x41...0x46: digit = byte - 0x41 + 10
        case 0x61...0x66: digit = byte - 0x61 + 10
        default: return nil
        }
        value = value << 4 | UInt32(digit)
      }
      offset += 4
      return value
    }
    guard let high = hex4() else {
      offset = escapeStart
      throw syntaxError("invalid \\u escape: expected 4 hex digits")
    }
    if high >= 0xD800 && high <= 0xDBFF {
      guard offset + 2 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"),
        bytes[offset + 1] == UInt8(ascii: "u")
      else {
        offset = escapeStart
        throw syntaxError("invalid \\u escape: a high surrogate without its low surrogate")
      }
      offset += 2
      guard let low = hex4(), low >= 0xDC00, low <= 0xDFFF else {
        offset = escapeStart
        throw syntaxError("invalid \\u escape: a high surrogate without its low surrogate")
      }
      let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      if let scalar = Unicode.Scalar(value) { return scalar }
    } else if let scalar = Unicode.Scalar(high) {
      return scalar
    }
    offset = escapeStart
    throw syntaxError("invalid \\u escape: a lone surrogate")
  }
}

/// Whether each container a skipped value has open is an object or an array, innermost last:
/// the first 64 levels as bits of one word (no allocation for the values documents hold), deeper
/// ones in an array.
private struct OpenKinds {
  /// The innermost 64 levels, the innermost in the lowest bit (1 for an object).
  private var bits: UInt64 = 0
  /// The levels below those 64, outermost first.
  private var deeper: [Bool] = []
  /// How many containers are open.
  private var depth = 0

  /// Whether the innermost open container is an object; `nil` when none is open.
  var innermostIsObject: Bool? { depth == 0 ? nil : bits & 1 == 1 }

  /// Opens a container.
  mutating func push(isObject: Bool) {
    if depth >= 64 { deeper.append(bits >> 63 == 1) }
    bits = bits << 1 | (isObject ? 1 : 0)
    depth += 1
  }

  /// Closes the innermost container.
  mutating func pop() {
    bits >>= 1
    depth -= 1
    if depth >= 64, let kind = deeper.popLast() { bits |= (kind ? 1 : 0) << 63 }
  }
}

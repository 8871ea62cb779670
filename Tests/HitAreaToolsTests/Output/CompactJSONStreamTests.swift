import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import HitAreaTools
import Testing

/// Compact JSON written as a value encodes gives the tree's text, and what is not in order is
/// left to the tree.
@Suite struct CompactJSONStreamTests {
  /// A random `encode(to:)`: what it asks of its encoder, in order or not.
  indirect enum Script: Encodable, Sendable {
    case nothing
    case scalar(Scalar)
    case object([Member], twice: Bool)
    case array([Element], twice: Bool)
    /// Another script through the single-value container.
    case single(Script)
    /// Two writes through one single-value container.
    case singleTwice(Scalar, Scalar)
    case raw(String)
    case numbers([Double])
    /// A keyed container, then an unkeyed one, of one encoder.
    case objectThenArray
    case superEncoder

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .nothing: break
      case .scalar(let s):
        var c = encoder.singleValueContainer()
        try s.encode(into: &c)
      case .object(let members, let twice):
        var c = encoder.container(keyedBy: AnyKey.self)
        for (n, member) in members.enumerated() {
          if twice && n == members.count / 2 { c = encoder.container(keyedBy: AnyKey.self) }
          try member.encode(into: &c)
        }
      case .array(let elements, let twice):
        var c = encoder.unkeyedContainer()
        for (n, element) in elements.enumerated() {
          if twice && n == elements.count / 2 { c = encoder.unkeyedContainer() }
          try element.encode(into: &c)
        }
        _ = c.count
      case .single(let script):
        var c = encoder.singleValueContainer()
        try c.encode(script)
      case .singleTwice(let a, let b):
        var c = encoder.singleValueContainer()
        try a.encode(into: &c)
        try b.encode(into: &c)
      case .raw(let text): try RawJSON(text).encode(to: encoder)
      case .numbers(let values):
        var c = encoder.singleValueContainer()
        try c.encode(values)
      case .objectThenArray:
        var c = encoder.container(keyedBy: AnyKey.self)
        try c.encode(1, forKey: AnyKey("a"))
        var a = encoder.unkeyedContainer()
        try a.encode(2)
      case .superEncoder:
        var c = encoder.container(keyedBy: AnyKey.self)
        try Script.scalar(.int(1)).encode(to: c.superEncoder())
        try c.encode(2, forKey: AnyKey("b"))
      }
    }
  }

  enum Scalar: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case uint64(UInt64)
    case int8(Int8)
    case double(Double)
    case float(Float)
    case string(String)

    func encode(into c: inout some SingleValueEncodingContainer) throws {
      switch self {
      case .null: try c.encodeNil()
      case .bool(let v): try c.encode(v)
      case .int(let v): try c.encode(v)
      case .uint64(let v): try c.encode(v)
      case .int8(let v): try c.encode(v)
      case .double(let v): try c.encode(v)
      case .float(let v): try c.encode(v)
      case .string(let v): try c.encode(v)
      }
    }

    func encode(into c: inout KeyedEncodingContainer<AnyKey>, forKey key: AnyKey) throws {
      switch self {
      case .null: try c.encodeNil(forKey: key)
      case .bool(let v): try c.encode(v, forKey: key)
      case .int(let v): try c.encode(v, forKey: key)
      case .uint64(let v): try c.encode(v, forKey: key)
      case .int8(let v): try c.encode(v, forKey: key)
      case .double(let v): try c.encode(v, forKey: key)
      case .float(let v): try c.encode(v, forKey: key)
      case .string(let v): try c.encode(v, forKey: key)
      }
    }

    func encode(into c: inout some UnkeyedEncodingContainer) throws {
      switch self {
      case .null: try c.encodeNil()
      case .bool(let v): try c.encode(v)
      case .int(let v): try c.encode(v)
      case .uint64(let v): try c.encode(v)
      case .int8(let v): try c.encode(v)
      case .double(let v): try c.encode(v)
      case .float(let v): try c.encode(v)
      case .string(let v): try c.encode(v)
      }
    }
  }

  /// One step of an object's script.
  indirect enum Member: Sendable {
    case scalar(String, Scalar)
    case value(String, Script)
    case optional(String, Scalar?)
    case nestedObject(String, [Member])
    case nestedArray(String, [Element])
    /// A nested object written after a sibling: out of order.
    case late(String, String)

    func encode(into c: inout KeyedEncodingContainer<AnyKey>) throws {
      switch self {
      case .scalar(let k, let s): try s.encode(into: &c, forKey: AnyKey(k))
      case .value(let k, let script): try c.encode(script, forKey: AnyKey(k))
      case .optional(let k, let s):
        try c.encodeIfPresent(s.map { Script.scalar($0) }, forKey: AnyKey(k))
      case .nestedObject(let k, let members):
        var n = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(k))
        for member in members { try member.encode(into: &n) }
      case .nestedArray(let k, let elements):
        var n = c.nestedUnkeyedContainer(forKey: AnyKey(k))
        for element in elements { try element.encode(into: &n) }
      case .late(let k, let sibling):
        var n = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(k))
        try c.encode(true, forKey: AnyKey(sibling))
        try n.encode(1, forKey: AnyKey("x"))
      }
    }
  }

  /// One step of an array's script.
  indirect enum Element: Sendable {
    case scalar(Scalar)
    case value(Script)
    case nestedObject([Member])
    case nestedArray([Element])
    /// A nested array written after a sibling: out of order.
    case late

    func encode(into c: inout some UnkeyedEncodingContainer) throws {
      switch self {
      case .scalar(let s): try s.encode(into: &c)
      case .value(let script): try c.encode(script)
      case .nestedObject(let members):
        var n = c.nestedContainer(keyedBy: AnyKey.self)
        for member in members { try member.encode(into: &n) }
      case .nestedArray(let elements):
        var n = c.nestedUnkeyedContainer()
        for element in elements { try element.encode(into: &n) }
      case .late:
        var n = c.nestedUnkeyedContainer()
        try c.encode(0)
        try n.encode(1)
      }
    }
  }

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Makes random scripts, mostly in order.
  struct Maker {
    var random: SplitMix64
    /// Keys from a few, so that some repeat.
    let keys = ["a", "b", "c", "d", "e", "é", "e\u{301}", "K", "\u{212A}", "key \"q\"\n"]

    mutating func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &random) == 0 }
    mutating func key() -> String { pick(keys) }
    mutating func pick<T>(_ values: [T]) -> T {
      values[Int.random(in: values.indices, using: &random)]
    }

    mutating func scalar() -> Scalar {
      switch Int.random(in: 0..<9, using: &random) {
      case 0: .null
      case 1: .bool(chance(2))
      case 2: .int(Int.random(in: -1_000...1_000, using: &random))
      case 3: .uint64(chance(2) ? .max : UInt64.random(in: 0...1_000, using: &random))
      case 4: .int8(Int8.random(in: .min ... .max, using: &random))
      case 5: .double(pick([0.1, -0, 1e-7, .infinity, -.nan, 44, 2.5e300]))
      case 6: .float(pick([0.1, .infinity, 3]))
      case 7: .string(pick(["", "a\u{1}b", "‘x’", "\\/\"", "\u{2028}"]))
      default: .string(key())
      }
    }

    mutating func script(depth: Int) -> Script {
      let roll = Int.random(in: 0..<(depth > 3 ? 3 : 24), using: &random)
      switch roll {
      case 0: return .nothing
      case 1, 2: return .scalar(scalar())
      case 3...9:
        let count = Int.random(in: 0...5, using: &random)
        return .object((0..<count).map { _ in member(depth: depth) }, twice: chance(8))
      case 10...14:
        let count = Int.random(in: 0...5, using: &random)
        return .array((0..<count).map { _ in element(depth: depth) }, twice: chance(8))
      case 15: return .single(script(depth: depth + 1))
      case 16: return chance(4) ? .singleTwice(scalar(), scalar()) : .scalar(scalar())
      case 17: return .raw(chance(2) ? #"{"raw":[1,2]}"# : "7")
      case 18, 19: return .numbers([1, .nan, 0.25, -3].shuffled(using: &random))
      case 20: return chance(3) ? .objectThenArray : .nothing
      case 21: return chance(3) ? .superEncoder : .nothing
      default: return .scalar(scalar())
      }
    }

    mutating func member(depth: Int) -> Member {
      switch Int.random(in: 0..<12, using: &random) {
      case 0...3: .scalar(key(), scalar())
      case 4...6: .value(key(), script(depth: depth + 1))
      case 7: .optional(key(), chance(2) ? nil : scalar())
      case 8: .nestedObject(key(), (0..<2).map { _ in member(depth: depth + 2) })
      case 9: .nestedArray(key(), (0..<2).map { _ in element(depth: depth + 2) })
      case 10: chance(4) ? .late(key(), key()) : .scalar(key(), scalar())
      default: .scalar(key(), scalar())
      }
    }

    mutating func element(depth: Int) -> Element {
      switch Int.random(in: 0..<10, using: &random) {
      case 0...3: .scalar(scalar())
      case 4...6: .value(script(depth: depth + 1))
      case 7: .nestedObject((0..<2).map { _ in member(depth: depth + 2) })
      case 8: .nestedArray((0..<2).map { _ in element(depth: depth + 2) })
      default: chance(4) ? .late : .scalar(scalar())
      }
    }
  }

  /// Random scripts, streamed and through the tree, give the same text; most stream, and each
  /// kind of step that is out of order is left to the tree.
  @Test func streamedTextIsTheTreesText() throws {
    var maker = Maker(random: SplitMix64(seed: 25))
    let encoder = JSONTextEncoder(prettyPrinted: false)
    var streamed = 0
    let runs = 6_000
    for _ in 0..<runs {
      let script = maker.script(depth: 0)
      let tree = try encoder.encode(script, streams: false)
      #expect(try encoder.encode(script, streams: true) == tree, "\(script)")
      if let bytes = try CompactJSONStream.encode(script) {
        streamed += 1
        #expect(String(decoding: bytes, as: UTF8.self) == tree)
      }
    }
    #expect(streamed > runs / 2)
    #expect(streamed < runs)
  }

  /// Each step the stream leaves to the tree, alone (by index: Swift Testing encodes an
  /// `Encodable` argument with Foundation's encoder, which traps on some of these).
  static let outOfOrder: [Script] = [
    .singleTwice(.int(1), .int(2)),
    .objectThenArray,
    .superEncoder,
    .object([.scalar("a", .int(1)), .scalar("a", .int(2))], twice: false),
    .object([.scalar("a", .int(1)), .scalar("a", .int(2))], twice: true),
    .object([.late("a", "b")], twice: false),
    .array([.late], twice: false),
  ]

  @Test(arguments: outOfOrder.indices)
  func outOfOrderIsLeftToTheTree(index: Int) throws {
    let script = Self.outOfOrder[index]
    #expect(try CompactJSONStream.encode(script) == nil)
    let encoder = JSONTextEncoder(prettyPrinted: false)
    #expect(try encoder.encode(script) == encoder.encode(script, streams: false))
  }

  /// Keys that are the same `String` are one key, as in the tree: `é` precomposed or not.
  @Test func canonicallyEqualKeysAreOneKey() throws {
    let script = Script.object([.scalar("é", .int(1)), .scalar("e\u{301}", .int(2))], twice: false)
    #expect(try CompactJSONStream.encode(script) == nil)
    #expect(try JSONTextEncoder(prettyPrinted: false).encode(script) == #"{"é":2}"#)
  }

  /// A container used again after the value's other containers closed streams on: its parent
  /// closes what it nested.
  @Test func aParentWritingClosesItsNestedContainers() throws {
    let script = Script.object(
      [.nestedObject("a", [.scalar("x", .int(1))]), .scalar("b", .int(2))], twice: true)
    let bytes = try #require(try CompactJSONStream.encode(script))
    #expect(String(decoding: bytes, as: UTF8.self) == #"{"a":{"x":1},"b":2}"#)
  }

  /// A value that writes to its parent's object while it encodes.
  struct Parent: Encodable {
    final class Held { var container: KeyedEncodingContainer<AnyKey>? }

    struct Child: Encodable {
      let held: Held
      func encode(to encoder: any Encoder) throws {
        try held.container?.encode(3, forKey: AnyKey("late"))
        var own = encoder.container(keyedBy: AnyKey.self)
        try own.encode(2, forKey: AnyKey("x"))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: AnyKey.self)
      let held = Held()
      held.container = c
      try c.encode(Child(held: held), forKey: AnyKey("a"))
      try c.encode(1, forKey: AnyKey("b"))
    }
  }

  /// A container written to while a value inside it encodes is left to the tree, which puts
  /// the member in its object.
  @Test func aParentWrittenFromInsideAChildIsLeftToTheTree() throws {
    #expect(try CompactJSONStream.encode(Parent()) == nil)
    #expect(
      try JSONTextEncoder(prettyPrinted: false).encode(Parent())
        == #"{"a":{"x":2},"late":3,"b":1}"#)
  }

  struct Boom: Error {}

  /// A value that throws, after writing a member when `writesFirst`.
  struct Thrower: Encodable {
    var writesFirst = false
    func encode(to encoder: any Encoder) throws {
      if writesFirst {
        var c = encoder.container(keyedBy: AnyKey.self)
        try c.encode(1, forKey: AnyKey("p"))
      }
      throw Boom()
    }
  }

  /// A value that catches a child's error, where `place` says, and goes on.
  struct Catcher: Encodable {
    var place: Int
    func encode(to encoder: any Encoder) throws {
      switch place {
      case 0:
        var c = encoder.container(keyedBy: AnyKey.self)
        try c.encode(0, forKey: AnyKey("z"))
        try? c.encode(Thrower(), forKey: AnyKey("a"))
      case 1:
        var c = encoder.unkeyedContainer()
        try? c.encode(Thrower())
      case 2:
        var c = encoder.container(keyedBy: AnyKey.self)
        try c.encode(Catcher(place: 0), forKey: AnyKey("deeper"))
      case 3:
        var c = encoder.container(keyedBy: AnyKey.self)
        try? c.encode(Thrower(writesFirst: true), forKey: AnyKey("a"))
        try c.encode(2, forKey: AnyKey("b"))
      default:
        var c = encoder.singleValueContainer()
        try? c.encode(Thrower())
      }
    }
  }

  /// A value that catches an error thrown inside it and goes on is left to the tree: the text
  /// stopped in the middle of the value that threw.
  @Test(arguments: 0..<5)
  func anErrorCaughtInsideIsLeftToTheTree(place: Int) throws {
    #expect(try CompactJSONStream.encode(Catcher(place: place)) == nil)
    let encoder = JSONTextEncoder(prettyPrinted: false)
    #expect(
      try encoder.encode(Catcher(place: place))
        == encoder.encode(Catcher(place: place), streams: false))
  }

  /// A container read after it closed (its count, its coding path) is left to the tree, which
  /// keeps every container.
  struct ReadAfterClose: Encodable {
    var readsCount: Bool
    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: AnyKey.self)
      var n = c.nestedUnkeyedContainer(forKey: AnyKey("a"))
      try n.encode(1)
      try n.encode(2)
      try c.encode(3, forKey: AnyKey("b"))
      if readsCount {
        try c.encode(n.count, forKey: AnyKey("n"))
      } else {
        try c.encode(n.codingPath.map(\.stringValue).joined(), forKey: AnyKey("path"))
      }
    }
  }

  @Test(arguments: [true, false])
  func aClosedContainerReadIsLeftToTheTree(readsCount: Bool) throws {
    let value = ReadAfterClose(readsCount: readsCount)
    #expect(try CompactJSONStream.encode(value) == nil)
    #expect(
      try JSONTextEncoder(prettyPrinted: false).encode(value)
        == (readsCount ? #"{"a":[1,2],"b":3,"n":2}"# : #"{"a":[1,2],"b":3,"path":"a"}"#))
  }

  /// An error the value throws comes out as it is.
  @Test func aValuesErrorComesOut() {
    struct Failing: Encodable, Error {
      func encode(to encoder: any Encoder) throws { throw self }
    }
    #expect(throws: Failing.self) { try CompactJSONStream.encode([Failing()]) }
  }

  /// A corpus line of a real audit streams, and reads as the tree writes it.
  @Test func anAuditLineStreams() throws {
    let report = TapTargetAudit().audit(DemoScreen.snapshot())
    let bytes = try #require(try CompactJSONStream.encode(report))
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == (try JSONTextEncoder(prettyPrinted: false).encode(report, streams: false)))
  }
}

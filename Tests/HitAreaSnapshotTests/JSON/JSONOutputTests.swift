import HitAreaKit
import HitAreaKitTestSupport
import Testing

@testable import HitAreaSnapshot

@Suite struct JSONOutputTests {
  /// The reference: escape scalar by scalar.
  func referenceQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  @Test func escapesQuotesBackslashesAndControlCharacters() {
    #expect(JSONOutput.quoted("a\"b\\c\nd\u{1F}") == #""a\"b\\c\nd\u001f""#)
    #expect(JSONOutput.quoted("") == #""""#)
    #expect(JSONOutput.quoted("‘Wi‑Fi’ 👍🏽") == "\"‘Wi‑Fi’ 👍🏽\"")
  }

  /// Random text from ASCII, control characters and multi-byte scalars agrees with the
  /// reference, in texts long enough for runs of several words between escapes.
  @Test func agreesWithTheReference() {
    let scalars: [Unicode.Scalar] = [
      "a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{00}", "\u{1F}",
      "\u{7F}", "é", "\u{301}", "‘", "€", "👍", "\u{FEFF}",
    ]
    var generator = SplitMix64(seed: 0x0A7)
    for _ in 0..<2000 {
      // Half the texts are mostly a letter, so that runs between escapes are of every length.
      let plain = Bool.random(using: &generator)
      var text = ""
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        let letter = plain && Int.random(in: 0..<8, using: &generator) > 0
        text.unicodeScalars.append(letter ? "a" : scalars.randomElement(using: &generator)!)
      }
      // Byte for byte: `String`'s `==` would let a normalized text pass.
      #expect(Array(JSONOutput.quoted(text).utf8) == Array(referenceQuoted(text).utf8))
    }
  }

  /// Keys, escaped or not, short or long, in compact and pretty objects, agree with the
  /// reference; so many of them that the output grows past its room several times.
  @Test func keysAgreeWithTheReference() {
    let scalars: [Unicode.Scalar] = ["a", "Z", "-", "\"", "\\", "\n", "\u{1F}", "é", "👍"]
    var random = SplitMix64(seed: 0x4B3)
    for pretty in [false, true] {
      var out = JSONOutput(prettyPrinted: pretty)
      var expected = "{"
      out.openObject()
      for k in 0..<3_000 {
        var key = ""
        for _ in 0..<Int.random(in: 0...40, using: &random) {
          let letter = Int.random(in: 0..<10, using: &random) > 0
          let scalar = scalars[Int.random(in: 0..<scalars.count, using: &random)]
          key.unicodeScalars.append(letter ? "a" : scalar)
        }
        out.key(key)
        out.integer(Int64(k))
        expected +=
          (k > 0 ? "," : "") + (pretty ? "\n  " : "") + referenceQuoted(key)
          + (pretty ? ": " : ":") + String(k)
      }
      out.close()
      expected += (pretty ? "\n" : "") + "}"
      #expect(out.bytes == Array(expected.utf8))
    }
  }

  /// Literal keys are written as their strings are: first in an object or after a member, in
  /// nested objects, compact and pretty, so many that the output grows past its room.
  @Test func literalKeysAreWrittenAsTheirStrings() {
    let keys: [StaticString] = [
      "a", "total", "bySeverity", "min-size", "activation-point", "inert-hit-area", "",
      "a key longer than sixteen bytes",
    ]
    var random = SplitMix64(seed: 0x117)
    for pretty in [false, true] {
      var literal = JSONOutput(prettyPrinted: pretty)
      var reference = JSONOutput(prettyPrinted: pretty)
      literal.openObject()
      reference.openObject()
      for k in 0..<3_000 {
        let key = keys[Int.random(in: 0..<keys.count, using: &random)]
        literal.key(literal: key)
        reference.key(key.description)
        if k % 7 == 0 {
          literal.openObject()
          reference.openObject()
        } else if k % 7 == 3 {
          literal.integer(Int64(k))
          reference.integer(Int64(k))
          literal.close()
          reference.close()
        } else {
          literal.integer(Int64(k))
          reference.integer(Int64(k))
        }
      }
      literal.close()
      reference.close()
      #expect(literal.bytes == reference.bytes)
    }
  }

  /// An output is a value: a copy written on keeps its own bytes, and so does the original.
  @Test func aCopyKeepsItsOwnBytes() {
    var first = JSONOutput(prettyPrinted: false)
    first.openObject()
    first.key("a")
    first.string("shared")
    var second = first
    first.key("b")
    first.number(1.5)
    second.key("c")
    second.string("x\"y")
    let third = second
    second.close()
    first.close()
    #expect(String(decoding: first.bytes, as: UTF8.self) == #"{"a":"shared","b":1.5}"#)
    #expect(String(decoding: second.bytes, as: UTF8.self) == #"{"a":"shared","c":"x\"y"}"#)
    #expect(String(decoding: third.bytes, as: UTF8.self) == #"{"a":"shared","c":"x\"y""#)
  }

  /// Integers and numbers are written in place as `String(value)` and
  /// `DecimalText.literal(value)` write them: every length of digits, both signs, the extremes.
  @Test func numbersAgreeWithTheirStrings() {
    var random = SplitMix64(seed: 25)
    var integers: [Int64] = [0, -1, 9, 10, -10, .max, .min, .max - 1, .min + 1]
    // Where the count of digits changes: each power of ten, the number before it, both signs.
    var power: Int64 = 1
    for _ in 1...18 {
      power *= 10
      integers += [power, power - 1, -power, -(power - 1)]
    }
    var numbers: [Double] = [
      0, -0.0, 0.5, -2.25, 1e15 - 1, 1e15, -1e15, 1e-5, 123_456.789, .leastNonzeroMagnitude,
      .greatestFiniteMagnitude, 4.000000000000001,
    ]
    for _ in 0..<2_000 {
      // A random number of digits, so that every length is met.
      let digits = Int.random(in: 0...18, using: &random)
      var magnitude: Int64 = 1
      for _ in 0..<digits { magnitude *= 10 }
      let integer = Int64.random(in: -magnitude...magnitude, using: &random)
      integers.append(integer)
      numbers.append(Double(integer))
      numbers.append(Double(integer) / 8)
      numbers.append(Double(bitPattern: random.next()))
    }
    for integer in integers {
      var out = JSONOutput(prettyPrinted: false)
      out.integer(integer)
      #expect(String(decoding: out.bytes, as: UTF8.self) == String(integer))
      // After other text, which must stay where it is, twice.
      var after = JSONOutput(prettyPrinted: false)
      after.string("a")
      after.integer(integer)
      after.integer(integer)
      #expect(String(decoding: after.bytes, as: UTF8.self) == "\"a\"\(integer)\(integer)")
    }
    for number in numbers where number.isFinite {
      // After other text, which must stay where it is.
      var out = JSONOutput(prettyPrinted: false)
      out.string("a")
      out.number(number)
      #expect(String(decoding: out.bytes, as: UTF8.self) == "\"a\"" + DecimalText.literal(number))
    }
    for number in [Double.nan, -.nan, .infinity, -.infinity] {
      var out = JSONOutput(prettyPrinted: false)
      out.number(number)
      #expect(String(decoding: out.bytes, as: UTF8.self) == number.description)
    }
  }

  /// An array of numbers is its brackets, its separators and each number as ``number(_:)``
  /// writes a finite one, `null` for any other: empty, one, many, whole and not, compact and
  /// pretty, after other text.
  @Test func numberArraysAgreeWithTheirNumbers() {
    var random = SplitMix64(seed: 0xA77A)
    let special: [Double] = [
      0, -0.0, 0.5, -2.25, 44, -1e15, 1e15, 1e-5, .nan, .infinity, -.infinity,
      .greatestFiniteMagnitude,
    ]
    var arrays: [[Double]] = [[], [7], [.nan], special]
    for _ in 0..<500 {
      let count = Int.random(in: 0...6, using: &random)
      arrays.append(
        (0..<count).map { _ in
          switch Int.random(in: 0..<4, using: &random) {
          case 0: Double(Int.random(in: -5_000...5_000, using: &random))
          case 1: Double(Int.random(in: -5_000...5_000, using: &random)) / 3
          case 2: special.randomElement(using: &random)!
          default: Double(bitPattern: random.next())
          }
        })
    }
    for pretty in [false, true] {
      for values in arrays {
        var out = JSONOutput(prettyPrinted: pretty)
        out.string("a")
        out.numberArray(values)
        let texts = values.map { $0.isFinite ? DecimalText.literal($0) : "null" }
        let expected = "\"a\"[" + texts.joined(separator: pretty ? ", " : ",") + "]"
        #expect(String(decoding: out.bytes, as: UTF8.self) == expected)
      }
    }
  }

  /// A number written again is written as the first time, whether its text is made again or
  /// copied from where it was written: numbers drawn from a few (more than the outputs
  /// remember), in arrays and alone, through outputs that grow, are copied, and hand their text
  /// over and go on.
  @Test func repeatedNumbersAgreeWithTheirStrings() {
    var random = SplitMix64(seed: 0x4E55)
    for round in 0..<300 {
      let pool = (0..<Int.random(in: 1...7, using: &random)).map { _ in
        Bool.random(using: &random)
          ? Double(Int.random(in: -5_000...5_000, using: &random)) / 7
          : Double(bitPattern: random.next())
      }
      var out = JSONOutput(prettyPrinted: round % 2 == 0)
      var expected = ""
      var copy: (output: JSONOutput, text: String)? = nil
      for step in 0..<Int.random(in: 1...80, using: &random) {
        let values = (0..<Int.random(in: 0...4, using: &random)).map { _ in
          pool.randomElement(using: &random)!
        }
        let texts = values.map { $0.isFinite ? DecimalText.literal($0) : "null" }
        if Bool.random(using: &random) {
          out.numberArray(values)
          expected += "[" + texts.joined(separator: out.prettyPrinted ? ", " : ",") + "]"
        } else {
          for (value, text) in zip(values, texts) {
            out.number(value)
            expected += value.isFinite ? text : value.description
          }
        }
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
          // The text handed over; the output goes on empty.
          #expect(String(decoding: out.takeBytes(), as: UTF8.self) == expected, "\(step)")
          expected = ""
        case 1: copy = (out, expected)
        default: break
        }
      }
      #expect(String(decoding: out.bytes, as: UTF8.self) == expected)
      // A copy goes on from its own text.
      if var (copied, text) = copy {
        for value in pool {
          copied.number(value)
          text += value.isFinite ? DecimalText.literal(value) : value.description
        }
        #expect(String(decoding: copied.bytes, as: UTF8.self) == text)
      }
    }
  }

  @Test func writesValuesInPlace() {
    var out = JSONOutput(prettyPrinted: true)
    out.openObject()
    out.key("size")
    out.inline("[")
    out.number(44)
    out.inlineSeparator()
    out.number(0.5)
    out.inline("]")
    out.key("name")
    out.string("x\"y")
    out.close()
    #expect(
      String(decoding: out.bytes, as: UTF8.self)
        == "{\n  \"size\": [44, 0.5],\n  \"name\": \"x\\\"y\"\n}")
  }
}

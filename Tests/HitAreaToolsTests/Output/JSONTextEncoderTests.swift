import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaTools
import Testing

/// The package's JSON layout for `Encodable` values.
@Suite struct JSONTextEncoderTests {
  /// Synthesized `Encodable`: keys in declaration order.
  struct Sample: Encodable {
    var name = "a \"quoted\"\nname"
    var frame = [0, 0.5, 44, 1e-5]
    var big: UInt64 = .max
    var negative: Int8 = -3
    var ratio = Double.nan
    var flags = [true, false]
    var empty: [Int] = []
    var small = ["x": 1]
    var nested = [Inner(id: "i1", tags: ["t"]), Inner(id: "i2", tags: [])]
  }

  struct Inner: Encodable {
    var id: String
    var tags: [String]
  }

  @Test func prettyKeepsKeyOrderAndPutsScalarsOnOneLine() throws {
    let text = try JSONTextEncoder().encode(Sample())
    #expect(
      text == #"""
        {
          "name": "a \"quoted\"\nname",
          "frame": [0, 0.5, 44, 1e-05],
          "big": 18446744073709551615,
          "negative": -3,
          "ratio": null,
          "flags": [true, false],
          "empty": [],
          "small": {"x": 1},
          "nested": [
            {
              "id": "i1",
              "tags": ["t"]
            },
            {
              "id": "i2",
              "tags": []
            }
          ]
        }
        """#)
  }

  @Test func compactHasNoWhitespace() throws {
    let text = try JSONTextEncoder(prettyPrinted: false).encode(Sample())
    #expect(!text.contains("\n") && !text.contains(": ") && !text.contains(", "))
    #expect(
      text.hasPrefix(#"{"name":"a \"quoted\"\nname","frame":[0,0.5,44,1e-05],"#))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["negative"] as? Int == -3)
    #expect(object["ratio"] is NSNull)
  }

  @Test func topLevelScalarsAndOptionals() throws {
    let encoder = JSONTextEncoder()
    #expect(try encoder.encode(42) == "42")
    #expect(try encoder.encode("hi") == #""hi""#)
    #expect(try encoder.encode(String?.none) == "null")
    #expect(try encoder.encode([Double.infinity, 1]) == "[null, 1]")
  }

  @Test func theSameValueGivesTheSameBytes() throws {
    let report = TapTargetAudit().audit(DemoScreen.snapshot())
    let first = try JSONTextEncoder().encode(report)
    #expect(try JSONTextEncoder().encode(report) == first)
    #expect(try JSONDecoder().decode(AuditReport.self, from: Data(first.utf8)) == report)
  }

  /// A value that writes one key twice: numbers, then more through a nested container.
  struct Rewritten: Encodable {
    enum Key: String, CodingKey { case a, b }
    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: Key.self)
      try c.encode([1.0, 2.5], forKey: .a)
      try c.encode(true, forKey: .b)
      var nested = c.nestedUnkeyedContainer(forKey: .a)
      try nested.encode(3.0)
      try c.encode(Double.infinity, forKey: .b)
    }
  }

  /// A repeated key keeps its place and its value grows as Codable's containers say: an array
  /// of numbers held in place takes the elements a nested container adds after it.
  @Test func aRepeatedKeyKeepsItsPlaceAndItsElements() throws {
    let compact = try JSONTextEncoder(prettyPrinted: false).encode(Rewritten())
    #expect(compact == #"{"a":[1,2.5,3],"b":null}"#)
    #expect(
      try JSONTextEncoder().encode(Rewritten()) == "{\n  \"a\": [1, 2.5, 3],\n  \"b\": null\n}")
  }
}

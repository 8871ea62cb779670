import HitAreaKitTestSupport
import Testing

@testable import HitAreaTools

/// An element's attributes are found by name as a `String` dictionary finds them.
@Suite struct XMLAttributesTests {
  @Test func namesAreFoundAsADictionaryFindsThem() {
    let names: [StaticString] = [
      "bounds", "text", "class", "index", "resource-id", "\u{E9}", "e\u{301}", "K", "\u{212A}",
      "x\u{301}", "label", "value", "name", "x",
      // Names told apart by their summaries (length, first and last bytes) or only by the
      // bytes between.
      "checkable", "clickable", "long-clickable", "ab", "abc", "abcd", "abcdXwxyz", "abcdYwxyz",
    ]
    var random = SplitMix64(seed: 0xA77_2)
    for _ in 0..<3_000 {
      var attributes = XMLAttributes(capacity: 4)
      var reference: [String: String] = [:]
      // The plain reader adds ASCII names; XMLParser's dictionary may hold any.
      let ascii = names.filter(\.isASCII).map(\.description)
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        let name = ascii[Int.random(in: 0..<ascii.count, using: &random)]
        let value = String(Int.random(in: 0..<100, using: &random))
        #expect(attributes.add(asciiName: name, value) == (reference[name] == nil), "\(name)")
        if reference[name] == nil { reference[name] = value }
      }
      for name in names {
        #expect(attributes[name] == reference[name.description], "\(name)")
        #expect(attributes.value(named: name.description) == reference[name.description])
      }
      var dictionary: [String: String] = [:]
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        dictionary[names[Int.random(in: 0..<names.count, using: &random)].description] = "v"
      }
      let parsed = XMLAttributes(dictionary)
      for name in names { #expect(parsed[name] == dictionary[name.description], "\(name)") }
    }
  }
}

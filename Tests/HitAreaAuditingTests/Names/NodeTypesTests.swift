import HitAreaKit
import HitAreaKitTestSupport
@_spi(Readers) import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// A snapshot's types, numbered once by their bytes.
@Suite struct NodeTypesTests {
  /// Nodes of these types, in this order.
  static func nodes(_ types: [String?]) -> [LayoutNode] {
    types.enumerated().map { LayoutNode(id: "n\($0.offset)", type: $0.element, frame: .zero) }
  }

  /// Equal bytes share a number; other bytes (`é` precomposed or not) do not; a node with no type
  /// has none, and an empty type is a type; a value made once a number is read for every node of
  /// it.
  @Test func typesAreNumberedByTheirBytesAndValuesReadByNumber() {
    let types: [String?] = [
      "Button", nil, "Other", "Button", "caf\u{E9}", "cafe\u{301}", "Other", "", "",
    ]
    let numbered = NodeTypes(Self.nodes(types))
    #expect(numbered.numbers == [0, NodeTypes.unnumbered, 1, 0, 2, 3, 1, 4, 4])
    #expect(numbered.strings == ["Button", "Other", "caf\u{E9}", "cafe\u{301}", ""])
    var made: [String] = []
    let byNumber = numbered.strings.map { type -> Int? in
      made.append(type)
      return type.utf8.count
    }
    let read = types.indices.map { numbered.value(of: $0, byNumber) { $0?.utf8.count } }
    #expect(read == types.map { $0?.utf8.count })
    #expect(made == ["Button", "Other", "caf\u{E9}", "cafe\u{301}", ""])
  }

  /// A type the table declines (strings made to share their hash's low bits) has no number, and
  /// its value is made from its own string each time it is read.
  @Test func aDeclinedTypeIsReadFromItsNode() {
    let names = ByteStringTableTests.colliding(40)
    let numbered = NodeTypes(Self.nodes(names))
    let declined = numbered.numbers.indices.filter { numbered.numbers[$0] == NodeTypes.unnumbered }
    #expect(!declined.isEmpty)
    var made = 0
    let byNumber = numbered.strings.map { $0.uppercased() }
    for round in 1...2 {
      for i in names.indices {
        let value = numbered.value(of: i, byNumber) { type in
          made += 1
          return type?.uppercased() ?? ""
        }
        #expect(value == names[i].uppercased())
      }
      #expect(made == round * declined.count)
    }
  }

  /// Long types the table declines (made to share their hash's low bits), each the string of
  /// several nodes, are numbered as when every node has its own copy: a type met before by its
  /// address is numbered as its bytes would be.
  @Test func longDeclinedTypesSharedByNodesAreNumberedAsCopies() {
    var long: [String] = []
    var n = 0
    while long.count < 40 {
      let name = "android.widget.View\(n)"
      n += 1
      if name.withUTF8Bytes({ ByteWord.hash($0) }) & 127 == 0 { long.append(name) }
    }
    let shared: [String?] = (0..<3).flatMap { _ in long }
    let copies: [String?] = shared.map {
      $0.map { String(decoding: Array($0.utf8), as: UTF8.self) }
    }
    let byAddress = NodeTypes(Self.nodes(shared))
    let byBytes = NodeTypes(Self.nodes(copies))
    #expect(byAddress.numbers.contains(NodeTypes.unnumbered), "the table should decline")
    #expect(byAddress.numbers == byBytes.numbers)
    #expect(byAddress.strings == byBytes.strings)
  }

  /// Types numbered in the order their bytes first come, as a dictionary of bytes numbers them,
  /// whether a node's type is a string met before (one storage, as importers make it), a new
  /// string with the same bytes, a small string, or a long one of the same length with other
  /// bytes; more types than are kept by their address.
  @Test func typesAreNumberedByTheirBytesWhateverTheirStorage() {
    var random = SplitMix64(seed: 0x7195)
    for _ in 0..<300 {
      let distinct = Int.random(in: 1...100, using: &random)
      let types: [String] = (0..<distinct).map { k in
        switch Int.random(in: 0..<3, using: &random) {
        case 0: "T\(k)"  // small
        case 1: "android.widget.Type\(k)"
        default: "XCUIElementTypeKind" + String(repeating: "x", count: k % 7) + "\(k % 10)"
        }
      }
      var nodes: [String?] = []
      for _ in 0..<Int.random(in: 0..<200, using: &random) {
        let type = types[Int.random(in: 0..<types.count, using: &random)]
        switch Int.random(in: 0..<4, using: &random) {
        case 0: nodes.append(nil)
        case 1: nodes.append(String(decoding: Array(type.utf8), as: UTF8.self))  // its own storage
        default: nodes.append(type)
        }
      }
      var reference: [[UInt8]: Int] = [:]
      let expected = nodes.map { type -> Int in
        guard let type else { return NodeTypes.unnumbered }
        let bytes = Array(type.utf8)
        if let known = reference[bytes] { return known }
        reference[bytes] = reference.count
        return reference.count - 1
      }
      let numbered = NodeTypes(Self.nodes(nodes))
      #expect(numbered.numbers == expected)
      #expect(numbered.strings.count == reference.count)
    }
  }
}

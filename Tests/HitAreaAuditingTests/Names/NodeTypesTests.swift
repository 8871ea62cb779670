import HitAreaKit
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// A snapshot's types, numbered once by their bytes.
@Suite struct NodeTypesTests {
  /// Nodes of these types, in this order.
  static func nodes(_ types: [String?]) -> [LayoutNode] {
    types.enumerated().map { LayoutNode(id: "n\($0.offset)", type: $0.element, frame: .zero) }
  }

  /// Equal bytes share a number; other bytes (`é` precomposed or not) do not; a node with no type
  /// has none, and an empty type is a type; each value is made once a type and read for every
  /// node of it.
  @Test func typesAreNumberedByTheirBytesAndValuesMadeOnceEach() {
    let types: [String?] = [
      "Button", nil, "Other", "Button", "caf\u{E9}", "cafe\u{301}", "Other", "", "",
    ]
    let numbered = NodeTypes(Self.nodes(types))
    #expect(numbered.numbers == [0, NodeTypes.unnumbered, 1, 0, 2, 3, 1, 4, 4])
    #expect(numbered.strings == ["Button", "Other", "caf\u{E9}", "cafe\u{301}", ""])
    var made: [String] = []
    var values = numbered.values { type -> Int in
      made.append(type)
      return type.utf8.count
    }
    let read = types.indices.map { values.value(of: $0) }
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
    var values = numbered.values { type -> String in
      made += 1
      return type.uppercased()
    }
    for round in 1...2 {
      for i in names.indices { #expect(values.value(of: i) == names[i].uppercased()) }
      #expect(made == names.count - declined.count + round * declined.count)
    }
  }
}

import Testing

@testable import HitAreaAuditing

/// A memo keeps a value for each node it is given, and none for the others.
@Suite struct NodeMemoTests {
  @Test func aMemoKeepsTheValuesGiven() {
    var memo = NodeMemo<String>()
    #expect((0..<5).allSatisfy { memo[$0] == nil })
    memo.keep("b", for: 1, nodeCount: 5)
    memo.keep("d", for: 3, nodeCount: 5)
    memo.keep("d2", for: 3, nodeCount: 5)
    #expect((0..<5).map { memo[$0] } == [nil, "b", nil, "d2", nil])
  }
}

import HitAreaSnapshot
import Testing

@testable import HitAreaTools

/// The tree reader keeps each node's members and its checks in the node itself, and passes
/// `null` children over only when asked.
@Suite struct JSONTreeReaderTests {
  /// Each node as what happened to it: `made`, its members `key=value`, then `done at PATH`.
  static func read(_ text: String, skipsNullChildren: Bool = false) throws -> JSONTree<[String]> {
    var reader = try JSONReader(input: SnapshotInput(Array(text.utf8), file: "t.json"))
    var treeReader = JSONTreeReader<[String]>(
      makeNode: { ["made"] },
      readMember: { key, node, reader in node.append("\(key)=\(try reader.readString())") },
      finishNode: { node, reader in node.append("done at \(reader.path)") })
    treeReader.skipsNullChildren = skipsNullChildren
    let tree = try treeReader.read(from: &reader)
    try reader.finish()
    return tree
  }

  @Test func membersAndChecksStayWithTheirNode() throws {
    let tree = try Self.read(#"{"a":"1","children":[{"b":"2"},{"children":[{"c":"3"}]}],"d":"4"}"#)
    #expect(
      tree.nodes == [
        ["made", "a=1", "d=4", "done at "], ["made", "b=2", "done at children[0]"],
        ["made", "done at children[1]"], ["made", "c=3", "done at children[1].children[0]"],
      ])
    #expect(tree.links.map(\.children) == [[1, 2], [], [3], []])
    #expect(tree.links.map(\.position) == [0, 0, 1, 0])
  }

  @Test func nullChildrenArePassedOverOnlyWhenAsked() throws {
    let text = #"{"children":[null,{"a":"1"}]}"#
    let tree = try Self.read(text, skipsNullChildren: true)
    #expect(tree.nodes == [["made", "done at "], ["made", "a=1", "done at children[1]"]])
    #expect(tree.links[1].jsonIndex == 1 && tree.links[1].position == 0)
    #expect(throws: LayoutSnapshotError.self) { try Self.read(text) }
  }
}

import HitAreaSnapshot
import Testing

/// The walk gives each node the members of its own object, in whatever order its `children`
/// come among them, and each parent its children in file order.
@Suite struct JSONTreeWalkTests {
  /// Each node as its members: `key=value`, in the order read, then `done` when its object ended.
  static func read(_ text: String) throws -> JSONTree<[String]> {
    var reader = try JSONReader(input: SnapshotInput(Array(text.utf8), file: "t.json"))
    var nodes: [[String]] = []
    let (links, rootPath) = try JSONTreeWalk.walk(
      from: &reader, begin: { nodes.append([]) },
      member: { key, index, reader in nodes[index].append("\(key)=\(try reader.readString())") },
      finish: { index, _ in nodes[index].append("done") })
    try reader.finish()
    return JSONTree(nodes: nodes, links: links, rootPath: rootPath)
  }

  @Test func childrenAmongOtherMembers() throws {
    let tree = try Self.read(
      #"{"a":"1","children":[{"children":[{"d":"4"}],"b":"2"},{"e":"5"}],"c":"3"}"#)
    #expect(
      tree.nodes == [
        ["a=1", "c=3", "done"], ["b=2", "done"], ["d=4", "done"], ["e=5", "done"],
      ])
    #expect(tree.links.map(\.parent) == [nil, 0, 1, 0])
    #expect(tree.links.map(\.children) == [[1, 3], [2], [], []])
  }

  @Test func childrenFirstLastOrNull() throws {
    let first = try Self.read(#"{"children":[{"x":"1"}],"y":"2"}"#)
    #expect(first.nodes == [["y=2", "done"], ["x=1", "done"]])
    let null = try Self.read(#"{"y":"2","children":null}"#)
    #expect(null.nodes == [["y=2", "done"]])
    let empty = try Self.read(#"{"children":[],"y":"2"}"#)
    #expect(empty.nodes == [["y=2", "done"]])
  }
}

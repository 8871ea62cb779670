import HitAreaKitTestSupport
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

  /// Whitespace between tokens, with line feeds (alone, after a carriage return, or in a run of
  /// indentation) in about half; a third of the indentation runs of 2 to 70 spaces or tabs, or
  /// both, which are passed a word at a time.
  static func space(_ random: inout SplitMix64) -> String {
    let pick = Int.random(in: 0..<12, using: &random)
    guard pick >= 8 else {
      return ["", " ", "\n", "\r\n", "\n    ", "\t", "\n\n  ", " \n"][pick]
    }
    let count = Int.random(in: 2...70, using: &random)
    let tabs = String(repeating: "\t", count: count)
    let spaces = String(repeating: " ", count: count)
    return ["\n" + tabs, "\r\n" + spaces, "\n" + tabs + spaces, tabs + "\n" + tabs][pick - 8]
  }

  /// A node object: members (strings with escaped line feeds, numbers, skipped arrays and objects
  /// with line feeds inside) around an optional children array.
  static func node(depth: Int, _ random: inout SplitMix64) -> String {
    var members: [String] = []
    for key in ["a", "b", "c"] where Bool.random(using: &random) {
      let value = [
        #""x\ny""#, "1", "[1,\n 2]", "{\"k\":\n [null, true]}", #""é\r\n""#,
      ][Int.random(in: 0..<5, using: &random)]
      members.append(#""\#(key)""# + space(&random) + ":" + space(&random) + value)
    }
    if depth < 4, Bool.random(using: &random) {
      let children = (0..<Int.random(in: 0..<4, using: &random)).map { _ in
        space(&random) + node(depth: depth + 1, &random) + space(&random)
      }
      members.insert(
        #""children":"# + space(&random) + "[" + children.joined(separator: ",") + "]",
        at: Int.random(in: 0...members.count, using: &random))
    }
    let inner = members.map { space(&random) + $0 + space(&random) }.joined(separator: ",")
    return "{" + inner + space(&random) + "}"
  }

  /// Each node's line is the line of its `{`: counted as the reader passes whitespace, it is
  /// the count of line feeds before the `{` (the reference), with a byte order mark and text
  /// before the document too.
  @Test func linesAreTheLinesOfTheOpeningBraces() throws {
    var random = SplitMix64(seed: 0x6C69_6E65)
    var nodes = 0
    for _ in 0..<2_000 {
      let prefix = ["", "\u{FEFF}", "\n\n", "\u{FEFF}  \n"][Int.random(in: 0..<4, using: &random)]
      let text = prefix + Self.node(depth: 0, &random) + Self.space(&random)
      let bytes = Array(text.utf8)
      var reader = try JSONReader(input: SnapshotInput(bytes, file: "t.json"))
      let (links, _) = try JSONTreeWalk.walk(
        from: &reader, begin: {}, member: { _, _, reader in try reader.skipValue() })
      try reader.finish()
      #expect(links.map(\.line) == UTF8Text.lines(of: links.map(\.offset), in: bytes), "\(text)")
      nodes += links.count
    }
    #expect(nodes > 5_000, "\(nodes)")
  }
}

import HitAreaSnapshot

/// Reads a tree of JSON objects linked by a children array into the format's own nodes: what a
/// format makes of each node object, on `JSONTreeWalk`'s walk.
///
/// In this module, so that it is made for this module's node types (HitAreaSnapshot's generic
/// code is not specialized for them): the nodes are kept in an array of their own type, and a
/// member is read into its node in place.
///
/// ```swift
/// let reader = JSONTreeReader(makeNode: { Node() }, readMember: { key, node, reader in … })
/// let tree = try reader.read(from: &jsonReader)  // tree.nodes, tree.links
/// ```
struct JSONTreeReader<Node> {
  /// Makes an empty node when a node object begins.
  var makeNode: () -> Node
  /// Reads one member of a node object other than the children; it must consume the value (with
  /// `JSONReader.skipValue()` when the key is unknown).
  var readMember: (String, inout Node, inout JSONReader) throws -> Void
  /// Checks a node when its object ends; the reader's path is then the node's path.
  var finishNode: (inout Node, JSONReader) throws -> Void = { _, _ in }
  /// Whether `null` elements of a children array are skipped (RICO has them) or refused.
  var skipsNullChildren = false

  /// Reads the node object that comes next and everything below it: the nodes in depth-first
  /// pre-order, the root first.
  ///
  /// - Complexity: O(length of the tree's text).
  func read(from reader: inout JSONReader) throws -> JSONTree<Node> {
    var nodes: [Node] = []
    let (links, rootPath) = try JSONTreeWalk.walk(
      from: &reader, skipsNullChildren: skipsNullChildren, begin: { nodes.append(makeNode()) },
      member: { key, index, reader in try readMember(key, &nodes[index], &reader) },
      finish: { index, reader in try finishNode(&nodes[index], reader) })
    return JSONTree(nodes: nodes, links: links, rootPath: rootPath)
  }
}

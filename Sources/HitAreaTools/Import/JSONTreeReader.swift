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

extension JSONTreeReader where Node: FastPathNode {
  /// The checked reader of the nodes ``JSONTreeFastPath`` reads: each member found by its key in
  /// the node's table of known keys and read as the fast path reads it, the file's repeated
  /// strings made once as there.
  ///
  /// - Parameters:
  ///   - plainly: Whether members' values are read by plain steps first (see
  ///     ``FastPathNode/read(_:from:names:plainly:)``).
  ///   - finishNode: Checks a node when its object ends; it must refuse each node that is not
  ///     ``FastPathNode/isComplete``, naming what is missing.
  init(plainly: Bool, finishNode: @escaping (inout Node, JSONReader) throws -> Void) {
    var names = StringInterner()
    self.init(
      makeNode: { Node() },
      readMember: { key, node, reader in
        guard case .member(let member)? = Node.fastPathKeys[key]?.kind else {
          return try reader.skipValue()
        }
        try node.read(member, from: &reader, names: &names, plainly: plainly)
      },
      finishNode: finishNode)
    skipsNullChildren = Node.skipsNullChildren
  }

  /// Reads the node object that comes next and everything below it: by ``JSONTreeFastPath``
  /// first, then by the checked reader when the fast path gives up; with `fastPath` off, by the
  /// checked reader alone, every step checked (the reference the fast path is tested against).
  ///
  /// - Parameters:
  ///   - reader: The reader, before the root node's object.
  ///   - fastPath: Whether the fast path and plain steps are taken first.
  ///   - finishNode: Checks a node when its object ends; it must refuse each node that is not
  ///     ``FastPathNode/isComplete``, naming what is missing.
  /// - Complexity: O(length of the tree's text), twice when the fast path gives up.
  static func readTree(
    from reader: inout JSONReader, fastPath: Bool,
    finishNode: @escaping (inout Node, JSONReader) throws -> Void = { _, _ in }
  ) throws -> JSONTree<Node> {
    if fastPath, let tree: JSONTree<Node> = JSONTreeFastPath.read(from: &reader) { return tree }
    return try Self(plainly: fastPath, finishNode: finishNode).read(from: &reader)
  }
}

/// The walk of a tree of JSON objects linked by a `children` array, with the nodes left to the
/// caller: it says when a node's object begins (nodes are numbered in depth-first pre-order, the
/// root 0), hands over each of its members other than the children, and says when it ends.
///
/// Nothing here recurses: trees deeper than ``LayoutSnapshotLimits/maximumDepth`` or larger than
/// ``LayoutSnapshotLimits/maximumNodeCount`` are refused. The walk knows no node type, so that the
/// nodes are kept in code made for their own type, in their own module: this module's generic
/// code is not specialized for another module's types, and an array of nodes of a type it does
/// not know costs a look-up of the type's layout at each step (about 5,000 instructions a node).
///
/// ```swift
/// var nodes: [[String]] = []
/// let (links, rootPath) = try JSONTreeWalk.walk(
///   from: &reader, begin: { nodes.append([]) },
///   member: { key, index, reader in nodes[index].append(try reader.readString()) })
/// let tree = JSONTree(nodes: nodes, links: links, rootPath: rootPath)
/// ```
package enum JSONTreeWalk {
  /// Walks the node object that comes next and everything below it.
  ///
  /// - Parameters:
  ///   - reader: The reader, before the root node's object.
  ///   - skipsNullChildren: Whether `null` elements of a children array are skipped (RICO has
  ///     them) or refused.
  ///   - begin: Called when a node's object begins: the caller adds the next node by number (one
  ///     node each time, so that the nodes and the links match).
  ///   - member: Reads one member of a node (by number) other than the children; it must consume
  ///     the value (with ``JSONReader/skipValue()`` when the key is unknown).
  ///   - finish: Called when a node's object ends, the reader's path then the node's.
  /// - Returns: Each node's link, by number, and the root's path.
  /// - Complexity: O(length of the tree's text).
  package static func walk(
    from reader: inout JSONReader, skipsNullChildren: Bool = false, begin: () -> Void,
    member: (String, Int, inout JSONReader) throws -> Void,
    finish: (Int, JSONReader) throws -> Void = { _, _ in }
  ) throws -> (links: [JSONTreeLink], rootPath: JSONPath) {
    let rootPath = reader.path
    var links: [JSONTreeLink] = []
    var stack: [(index: Int, inChildren: Bool)] = []

    func start(parent: Int?) throws {
      let depth = stack.count + 1
      guard depth <= LayoutSnapshotLimits.maximumDepth else {
        throw reader.error(
          .limitExceeded, "nesting deeper than \(LayoutSnapshotLimits.maximumDepth) levels of nodes"
        )
      }
      guard links.count < LayoutSnapshotLimits.maximumNodeCount else {
        throw reader.error(
          .limitExceeded, "more than \(LayoutSnapshotLimits.maximumNodeCount) nodes")
      }
      guard try reader.peekKind() == .object else { throw reader.mismatch("a node object") }
      var jsonIndex = 0
      if case .index(let i)? = reader.lastPathComponent, parent != nil { jsonIndex = i }
      // The line is counted as the reader passes whitespace (in JSON, the only place a line
      // feed can be): no pass over the bytes numbers the nodes.
      let (offset, line) = (reader.offset, reader.line)
      try reader.beginObject()
      begin()
      let index = JSONTreeLink.append(
        to: &links, parent: parent, jsonIndex: jsonIndex, offset: offset, line: line)
      stack.append((index, false))
    }

    try start(parent: nil)
    while let top = stack.last {
      if top.inChildren {
        if try reader.nextElement() {
          if skipsNullChildren, try reader.peekKind() == .null {
            try reader.readNull()
          } else {
            try start(parent: top.index)
          }
        } else {
          stack[stack.count - 1].inChildren = false
        }
      } else if let key = try reader.nextKey() {
        if key == "children" {
          switch try reader.peekKind() {
          case .null: try reader.readNull()
          case .array:
            try reader.beginArray()
            stack[stack.count - 1].inChildren = true
          default: throw reader.mismatch("an array of node objects")
          }
        } else {
          try member(key, top.index, &reader)
        }
      } else {
        try finish(top.index, reader)
        stack.removeLast()
      }
    }
    return (links, rootPath)
  }
}

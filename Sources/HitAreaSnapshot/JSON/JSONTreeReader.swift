/// Where one node of a tree read by ``JSONTreeReader`` sits: its parent, its children and its
/// place in the document.
///
/// Apart from the nodes (``JSONTree/nodes``), so that code made once for every node type (this
/// module's generic code is not specialized for another module's node types) walks the tree
/// without looking up the layout of a generic entry at each step.
package struct JSONTreeLink: Equatable, Sendable {
  /// The parent's index in the tree, `nil` for the root.
  package var parent: Int?
  /// The children's indices in the tree, in file order.
  package var children: [Int]
  /// The node's position among its parent's children (0 for the root).
  package var position: Int
  /// The node's index in its parent's JSON children array (which may differ from its position
  /// among the children when `null` elements are skipped).
  package var jsonIndex: Int
  /// The byte offset of the node object's `{` in the document.
  package var offset: Int

  /// Creates a link.
  package init(parent: Int?, children: [Int], position: Int, jsonIndex: Int, offset: Int) {
    self.parent = parent
    self.children = children
    self.position = position
    self.jsonIndex = jsonIndex
    self.offset = offset
  }
}

/// The nodes of a tree read by ``JSONTreeReader``, in depth-first pre-order, the root first.
package struct JSONTree<Node> {
  /// What the format made of each node object.
  package var nodes: [Node]
  /// Where each node sits in the tree and the document, by the same index as ``nodes``.
  package var links: [JSONTreeLink]
  /// The JSON path of the root node object, such as `root`.
  package var rootPath: JSONPath

  /// Creates an empty tree.
  package init(rootPath: JSONPath) {
    self.nodes = []
    self.links = []
    self.rootPath = rootPath
  }

  /// Adds a node as its parent's last child (as the root when `parent` is `nil`): nodes are
  /// added in pre-order.
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - parent: Its parent's index.
  ///   - jsonIndex: Its index in the parent's JSON children array.
  ///   - offset: The byte offset of its object's `{`.
  /// - Returns: Its index.
  package mutating func append(_ node: Node, parent: Int?, jsonIndex: Int, offset: Int) -> Int {
    let index = links.count
    var position = 0
    if let parent {
      position = links[parent].children.count
      links[parent].children.append(index)
    }
    links.append(
      JSONTreeLink(
        parent: parent, children: [], position: position, jsonIndex: jsonIndex, offset: offset))
    nodes.append(node)
    return index
  }

  /// The JSON path of a node, such as `root.children[2].children[1]`.
  ///
  /// - Complexity: O(depth).
  package func jsonPath(of index: Int) -> JSONPath {
    var steps: [Int] = []
    var current = index
    while let parent = links[current].parent {
      steps.append(links[current].jsonIndex)
      current = parent
    }
    var path = rootPath
    for step in steps.reversed() {
      path.components.append(.key("children"))
      path.components.append(.index(step))
    }
    return path
  }

  /// A node's path of child positions, `0/2/1` (the root is `0`): the default id of a node.
  ///
  /// - Complexity: O(depth).
  package func pathID(of index: Int) -> String {
    var positions: [Int] = []
    var current = index
    while let parent = links[current].parent {
      positions.append(links[current].position)
      current = parent
    }
    var id = "0"
    for position in positions.reversed() {
      id += "/"
      id += String(position)
    }
    return id
  }

  /// The 1-based line of each node object's `{` in the document, by node.
  ///
  /// - Parameter bytes: The document the tree was read from.
  /// - Complexity: O(n + m log n) for a document of n bytes and m nodes.
  package func lines(in bytes: [UInt8]) -> [Int] {
    UTF8Text.lines(of: links.map { $0.offset }, in: bytes)
  }
}

/// Reads a tree of JSON objects linked by a children array, without recursion, refusing trees
/// deeper than ``LayoutSnapshotLimits/maximumDepth`` or larger than
/// ``LayoutSnapshotLimits/maximumNodeCount``.
///
/// Nodes come out in depth-first pre-order (a parent before its children, children in file
/// order), the root first. The format supplies what happens to each member of a node object.
package struct JSONTreeReader<Node> {
  /// Makes an empty node when a node object begins.
  package var makeNode: () -> Node
  /// Reads one member of a node object other than the children; it must consume the value (with
  /// ``JSONReader/skipValue()`` when the key is unknown).
  package var readMember: (String, inout Node, inout JSONReader) throws -> Void
  /// Checks a node when its object ends; the reader's path is then the node's path.
  package var finishNode: (inout Node, JSONReader) throws -> Void
  /// The key of the children array.
  package var childrenKey = "children"
  /// Whether `null` elements of a children array are skipped (RICO has them) or refused.
  package var skipsNullChildren = false

  /// Creates a tree reader from the format's callbacks.
  package init(
    makeNode: @escaping () -> Node,
    readMember: @escaping (String, inout Node, inout JSONReader) throws -> Void,
    finishNode: @escaping (inout Node, JSONReader) throws -> Void
  ) {
    self.makeNode = makeNode
    self.readMember = readMember
    self.finishNode = finishNode
  }

  /// Reads the node object that comes next and everything below it.
  ///
  /// - Complexity: O(length of the tree's text).
  package func read(from reader: inout JSONReader) throws -> JSONTree<Node> {
    let rootPath = reader.path
    var tree = JSONTree<Node>(rootPath: rootPath)
    var stack: [(index: Int, inChildren: Bool)] = []
    // The node being read is a local: in code made once for every `Node` (this module's
    // generic code is not specialized for another module's node types), a member read into it
    // costs no look-up of the tree's types. Its ancestors wait in `waiting`, and each node is
    // put in the tree when its object ends (a placeholder holds its place until then).
    var current = makeNode()
    var waiting: [Node] = []

    func start(parent: Int?) throws {
      let depth = stack.count + 1
      guard depth <= LayoutSnapshotLimits.maximumDepth else {
        throw reader.error(
          .limitExceeded, "nesting deeper than \(LayoutSnapshotLimits.maximumDepth) levels of nodes"
        )
      }
      guard tree.links.count < LayoutSnapshotLimits.maximumNodeCount else {
        throw reader.error(
          .limitExceeded, "more than \(LayoutSnapshotLimits.maximumNodeCount) nodes")
      }
      guard try reader.peekKind() == .object else { throw reader.mismatch("a node object") }
      var jsonIndex = 0
      if case .index(let i)? = reader.lastPathComponent, parent != nil { jsonIndex = i }
      let offset = reader.offset
      try reader.beginObject()
      let node = makeNode()
      if parent != nil { waiting.append(current) }
      current = node
      let index = tree.append(node, parent: parent, jsonIndex: jsonIndex, offset: offset)
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
        if key == childrenKey {
          switch try reader.peekKind() {
          case .null: try reader.readNull()
          case .array:
            try reader.beginArray()
            stack[stack.count - 1].inChildren = true
          default: throw reader.mismatch("an array of node objects")
          }
        } else {
          try readMember(key, &current, &reader)
        }
      } else {
        try finishNode(&current, reader)
        tree.nodes[top.index] = current
        stack.removeLast()
        if let parent = waiting.popLast() { current = parent }
      }
    }
    return tree
  }
}

/// Where one node of a tree read by ``JSONTreeWalk`` sits: its parent, its children and its
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
  /// The 1-based line of the node object's `{`.
  package var line: Int

  /// Creates a link.
  package init(
    parent: Int?, children: [Int], position: Int, jsonIndex: Int, offset: Int, line: Int
  ) {
    self.parent = parent
    self.children = children
    self.position = position
    self.jsonIndex = jsonIndex
    self.offset = offset
    self.line = line
  }

  /// Adds the link of a node that begins (nodes begin in depth-first pre-order) as its parent's
  /// last child, or as the root when `parent` is `nil`.
  ///
  /// - Parameters:
  ///   - links: The links so far.
  ///   - parent: The parent's index.
  ///   - jsonIndex: The node's index in the parent's JSON children array.
  ///   - offset: The byte offset of the node object's `{`.
  ///   - line: The 1-based line of the `{`.
  /// - Returns: The node's index.
  package static func append(
    to links: inout [JSONTreeLink], parent: Int?, jsonIndex: Int, offset: Int, line: Int
  ) -> Int {
    let index = links.count
    var position = 0
    if let parent {
      position = links[parent].children.count
      links[parent].children.append(index)
    }
    links.append(
      JSONTreeLink(
        parent: parent, children: [], position: position, jsonIndex: jsonIndex, offset: offset,
        line: line))
    return index
  }
}

/// The nodes of a tree of JSON objects (walked by ``JSONTreeWalk``) and their links, in
/// depth-first pre-order, the root first.
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

  /// Creates a tree of nodes and their links, by the same index (as many of each).
  package init(nodes: [Node], links: [JSONTreeLink], rootPath: JSONPath) {
    precondition(nodes.count == links.count, "a node without its link, or a link without its node")
    self.nodes = nodes
    self.links = links
    self.rootPath = rootPath
  }

  /// The JSON path of a node, such as `root.children[2].children[1]`.
  ///
  /// - Complexity: O(depth).
  package func jsonPath(of index: Int) -> JSONPath {
    var path = rootPath
    for step in stepsDown(to: index, \.jsonIndex) {
      path.components.append(.key("children"))
      path.components.append(.index(step))
    }
    return path
  }

  /// A node's path of child positions, `0/2/1` (the root is `0`): the default id of a node.
  ///
  /// - Complexity: O(depth).
  package func pathID(of index: Int) -> String {
    var id = "0"
    for position in stepsDown(to: index, \.position) {
      id += "/"
      id += String(position)
    }
    return id
  }

  /// What each link below the root says of its step on the way from the root down to a node.
  private func stepsDown(to index: Int, _ step: (JSONTreeLink) -> Int) -> [Int] {
    var steps: [Int] = []
    var current = index
    while let parent = links[current].parent {
      steps.append(step(links[current]))
      current = parent
    }
    return steps.reversed()
  }

  /// The 1-based line of each node object's `{` in the document, by node.
  ///
  /// - Complexity: O(m) for m nodes: an array made at each call.
  package var lines: [Int] { links.map(\.line) }
}

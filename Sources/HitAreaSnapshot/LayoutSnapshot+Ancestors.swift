extension LayoutSnapshot {
  /// The strict ancestors of a node, nearest first.
  ///
  /// - Parameter node: The node's index.
  /// - Complexity: O(depth).
  package func ancestors(of node: Int) -> [Int] {
    var result: [Int] = []
    var current = nodes[node].parent
    while let p = current {
      result.append(p)
      current = nodes[p].parent
    }
    return result
  }
}

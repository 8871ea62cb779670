extension LayoutSnapshot {
  /// The strict ancestors of a node, nearest first.
  ///
  /// - Parameter node: The node's index.
  /// - Complexity: O(depth).
  package func ancestors(of node: Int) -> [Int] {
    // The chain's length first, so that the array is made once at its size.
    var depth = 0
    var current = nodes[node].parent
    while let p = current {
      depth += 1
      current = nodes[p].parent
    }
    var result: [Int] = []
    result.reserveCapacity(depth)
    current = nodes[node].parent
    while let p = current {
      result.append(p)
      current = nodes[p].parent
    }
    return result
  }
}

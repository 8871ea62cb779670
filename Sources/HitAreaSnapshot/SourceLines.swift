/// Where each node of a screen read from a file starts in that file: the line of its element
/// (XML) or of its object's opening brace (JSON), 1-based, by node index; `nil` where it is not
/// known (a node an importer made, a screen built in code).
///
/// Reports locate findings with it: a SARIF result and a text finding point at the element's
/// own line, which GitHub shows in a pull request.
///
/// ```swift
/// let lines = SourceLines(nodeCount: snapshot.nodes.count)
/// lines[3]  // nil: unknown
/// ```
package struct SourceLines: Hashable, Sendable {
  /// The lines, by node index.
  package var lines: [Int?]

  /// Lines for `nodeCount` nodes, none known.
  package init(nodeCount: Int) { lines = Array(nils: nodeCount) }

  /// Lines given by node index.
  package init(_ lines: [Int?]) { self.lines = lines }

  /// The line of a node, or `nil` when it is not known or the index is out of range.
  package subscript(node: Int) -> Int? {
    get { lines.indices.contains(node) ? lines[node] : nil }
    set { if lines.indices.contains(node) { lines[node] = newValue } }
  }
}

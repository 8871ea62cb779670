// The plain XML reader against XMLParser on arbitrary bytes: read either way, a document gives
// the same elements (names, attributes, lines, columns) or the same error.
import FuzzSupport
import HitAreaSnapshot

@testable import HitAreaTools

/// The elements, one line each, or the error's text.
func outcome(_ bytes: [UInt8], plain: Bool) -> String {
  do {
    let tree = try XMLElementTree(
      input: try SnapshotInput(bytes, file: "fuzz"), readsPlainXML: plain)
    return tree.elements.indices.map { i in
      let e = tree.elements[i]
      let attributes: [String] = tree.attributes(of: i).pairs
        .sorted { $0.name < $1.name }
        .map { "\($0.name)=\($0.value)" }
      let parent = e.parent.map(String.init) ?? "-"
      let children = Array(tree.children(of: i))
      return "\(tree.name(of: i)) \(attributes) \(parent) \(children) \(e.position) "
        + "\(e.line):\(e.column) \(e.startLine)"
    }.joined(separator: "\n")
  } catch {
    return "error: \(error)"
  }
}

FuzzDriver.run { raw in
  let bytes = Array(raw)
  let plain = outcome(bytes, plain: true)
  let parsed = outcome(bytes, plain: false)
  if plain != parsed {
    fatalError("the plain reader and XMLParser differ:\n\(plain)\n---\n\(parsed)")
  }
}

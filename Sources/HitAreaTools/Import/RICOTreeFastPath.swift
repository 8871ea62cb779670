import HitAreaSnapshot

/// Reads a RICO node tree straight from the bytes: keys matched as bytes (no string made for a
/// key), no JSON path kept, repeated keys found by comparing the keys' bytes.
///
/// It gives the tree the checked reader (`JSONTreeReader` with RICO's members) gives, or `nil`
/// with the reader where it was: on anything unusual (an error, a key with an escape, a limit
/// reached) the checked reader re-reads the tree and names the file, the path and what is wrong.
///
/// ```swift
/// let tree = RICOTreeFastPath.read(from: &reader) ?? (try checkedReader.read(from: &reader))
/// ```
enum RICOTreeFastPath {
  typealias Node = RICOImporter.RICONode

  /// A node whose object is being read.
  private struct OpenNode {
    /// Its entry.
    var index: Int
    /// Where its keys start in the key log.
    var firstKey: Int
    /// Whether its children array is being read.
    var inChildren = false
    /// The elements of its children array so far, `null`s included.
    var elements = 0
  }

  /// Reads the node object that comes next and everything below it.
  ///
  /// - Returns: The tree and the line of each node's `{` (by entry), or `nil` with `reader`
  ///   unchanged when the checked reader must read it.
  static func read(from reader: inout JSONReader) -> (tree: JSONTree<Node>, lines: [Int])? {
    let start = reader
    if let tree = try? scan(&reader) { return tree }
    reader = start
    return nil
  }

  private static func scan(
    _ reader: inout JSONReader
  ) throws -> (tree: JSONTree<Node>, lines: [Int])? {
    let rootPath = reader.path
    var entries: [JSONTreeEntry<Node>] = []
    var lines: [Int] = []
    var open: [OpenNode] = []
    var keys = JSONKeyLog()

    /// Enters the node object that comes next; `false` when there is none or a limit is reached.
    func enter(parent: Int?, jsonIndex: Int) -> Bool {
      guard open.count < LayoutSnapshotLimits.maximumDepth,
        entries.count < LayoutSnapshotLimits.maximumNodeCount,
        reader.peekByte() == UInt8(ascii: "{")
      else { return false }
      let index = entries.count
      var position = 0
      if let parent {
        position = entries[parent].children.count
        entries[parent].children.append(index)
      }
      entries.append(
        JSONTreeEntry(
          node: Node(), parent: parent, children: [], position: position, jsonIndex: jsonIndex,
          offset: reader.offset))
      lines.append(reader.line)
      _ = reader.skip(UInt8(ascii: "{"))
      open.append(OpenNode(index: index, firstKey: keys.count))
      return true
    }

    guard enter(parent: nil, jsonIndex: 0) else { return nil }
    while let top = open.last {
      let last = open.count - 1
      if top.inChildren {
        if top.elements > 0 && !reader.skip(UInt8(ascii: ",")) {
          guard reader.skip(UInt8(ascii: "]")) else { return nil }
          open[last].inChildren = false
          continue
        }
        if top.elements == 0 && reader.skip(UInt8(ascii: "]")) {
          open[last].inChildren = false
          continue
        }
        open[last].elements += 1
        if reader.peekByte() == UInt8(ascii: "n") {
          try reader.readNull()
        } else if !enter(parent: top.index, jsonIndex: top.elements) {
          return nil
        }
        continue
      }
      let isFirst = keys.count == top.firstKey
      if reader.skip(UInt8(ascii: "}")) {
        guard entries[top.index].node.isComplete else { return nil }
        keys.removeLast(keys.count - top.firstKey)
        open.removeLast()
        continue
      }
      guard isFirst || reader.skip(UInt8(ascii: ",")), let key = reader.plainKey() else {
        return nil
      }
      guard reader.bytes.withUnsafeBufferPointer({ keys.insert(key, in: $0, from: top.firstKey) })
      else { return nil }
      let member = reader.bytes.withUnsafeBufferPointer { buffer in
        Key(UnsafeBufferPointer(rebasing: buffer[key]))
      }
      switch member {
      case .children:
        switch reader.peekByte() {
        case UInt8(ascii: "n"): try reader.readNull()
        case UInt8(ascii: "["):
          _ = reader.skip(UInt8(ascii: "["))
          open[last].inChildren = true
        default: return nil
        }
      case .member(let member): try entries[top.index].node.read(member, from: &reader)
      case .other: try reader.skipValue()
      }
    }
    return (JSONTree(entries: entries, rootPath: rootPath), lines)
  }

  /// What a key of a node object is.
  private enum Key {
    case children
    case member(RICOImporter.Member)
    case other

    private static let childrenKey = Array("children".utf8)

    init(_ key: UnsafeBufferPointer<UInt8>) {
      if let member = RICOImporter.Member(utf8: key) {
        self = .member(member)
      } else if key.elementsEqual(Self.childrenKey) {
        self = .children
      } else {
        self = .other
      }
    }
  }
}

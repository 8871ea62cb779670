import HitAreaSnapshot

/// Reads a RICO node tree straight from the bytes: keys matched as bytes (no string made for a
/// key), no JSON path kept, repeated keys found by one bit per key RICO writes (and, for other
/// keys, by comparing their bytes).
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
    /// Its index in the tree.
    var index: Int
    /// Where its unknown keys start in the key log.
    var firstKey: Int
    /// Its known keys so far, one bit each (``Key/bit``).
    var knownKeys: UInt64 = 0
    /// Whether it has had a key.
    var hasKeys = false
    /// Whether its children array is being read.
    var inChildren = false
    /// The elements of its children array so far, `null`s included.
    var elements = 0
  }

  /// Reads the node object that comes next and everything below it.
  ///
  /// - Returns: The tree (each link with its node's line), or `nil` with `reader` unchanged when
  ///   the checked reader must read it.
  static func read(from reader: inout JSONReader) -> JSONTree<Node>? {
    var scan = Scan(reader: reader)
    guard (try? scan.run()) == true else { return nil }
    reader = scan.reader
    return scan.tree
  }

  /// The state of one read: kept in one value, so that no closure captures it.
  private struct Scan {
    var reader: JSONReader
    var tree: JSONTree<Node>
    var open: [OpenNode] = []
    /// The unknown keys of the open nodes.
    var keys = JSONKeyLog()
    /// The class names read so far, each made once.
    var names = StringInterner()
    /// The known keys, read once (a static read per key is a lazy global's check and a retain).
    let knownKeys = Key.table

    init(reader: JSONReader) {
      self.reader = reader
      tree = JSONTree(rootPath: reader.path)
    }

    /// Enters the node object that comes next; `false` when there is none or a limit is reached.
    mutating func enter(parent: Int?, jsonIndex: Int) -> Bool {
      guard open.count < LayoutSnapshotLimits.maximumDepth,
        tree.links.count < LayoutSnapshotLimits.maximumNodeCount,
        reader.peekByte() == UInt8(ascii: "{")
      else { return false }
      let index = JSONTreeLink.append(
        to: &tree.links, parent: parent, jsonIndex: jsonIndex, offset: reader.offset,
        line: reader.line)
      tree.nodes.append(Node())
      assert(tree.nodes.count == tree.links.count, "a node without its link")
      _ = reader.skip(UInt8(ascii: "{"))
      open.append(OpenNode(index: index, firstKey: keys.count))
      return true
    }

    /// Reads the tree; `false` (or an error) when the checked reader must.
    mutating func run() throws -> Bool {
      guard enter(parent: nil, jsonIndex: 0) else { return false }
      while let top = open.last {
        let last = open.count - 1
        if top.inChildren {
          if top.elements > 0 && !reader.skip(UInt8(ascii: ",")) {
            guard reader.skip(UInt8(ascii: "]")) else { return false }
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
            return false
          }
          continue
        }
        let range: Range<Int>
        switch reader.nextPlainMember(afterMember: top.hasKeys) {
        case .key(let key)?: range = key
        case .end?:
          guard tree.nodes[top.index].isComplete else { return false }
          keys.removeLast(keys.count - top.firstKey)
          open.removeLast()
          continue
        case nil: return false
        }
        open[last].hasKeys = true
        let key = reader.bytes.withUnsafeBufferPointer { buffer -> Key? in
          if let known = knownKeys[UnsafeBufferPointer(rebasing: buffer[range])] { return known }
          return keys.insert(range, in: buffer, from: top.firstKey) ? .unknown : nil
        }
        guard let key else { return false }
        if let bit = key.bit {
          guard top.knownKeys & bit == 0 else { return false }
          open[last].knownKeys |= bit
        }
        switch key.kind {
        case .children:
          switch reader.peekByte() {
          case UInt8(ascii: "n"): try reader.readNull()
          case UInt8(ascii: "["):
            _ = reader.skip(UInt8(ascii: "["))
            open[last].inChildren = true
          default: return false
          }
        case .member(let member):
          try tree.nodes[top.index].read(member, from: &reader, names: &names)
        case .skipped: try reader.skipValue()
        }
      }
      return true
    }
  }

  /// A key of a node object: what it is, and its bit among the known keys (`nil` for a key the
  /// fast path does not know, which the key log checks for repeats).
  private struct Key: Sendable {
    enum Kind: Sendable {
      case children
      case member(RICOImporter.Member)
      case skipped
    }

    var kind: Kind
    var bit: UInt64?

    static let unknown = Key(kind: .skipped, bit: nil)

    /// The known keys: the members, `children`, and the keys RICO writes that are skipped.
    static let table: ByteKeyTable<Key> = {
      let kinds =
        RICOImporter.Member.allCases.map { ($0.rawValue, Kind.member($0)) }
        + [("children", Kind.children)] + RICOImporter.skippedKeys.map { ($0, Kind.skipped) }
      precondition(kinds.count <= 64, "one bit per known key")
      return ByteKeyTable(
        kinds.enumerated().map { ($1.0, Key(kind: $1.1, bit: 1 << UInt64($0))) })
    }()
  }
}

import HitAreaSnapshot

/// Reads a tree of JSON node objects linked by a `children` array straight from the bytes: keys
/// matched as bytes (no string made for a key), no JSON path kept, repeated keys found by one bit
/// per key the format is known to write (and, for other keys, by comparing their bytes).
///
/// It gives the tree the checked reader (`JSONTreeReader` with the same node type) gives, or
/// `nil` with the reader where it was: on anything unusual (an error, a key with an escape, a
/// limit reached, a node the checked reader would refuse) the checked reader re-reads the tree
/// and names the file, the path and what is wrong.
///
/// The node objects and children arrays it reads are not the reader's containers, so it counts
/// their nesting itself: it gives up on a node the checked reader would enter with fewer than
/// ``memberNesting`` levels to spare (two a level of nodes), which the default limit
/// (`LayoutSnapshotLimits.maximumJSONNesting`) leaves for every tree of at most
/// `LayoutSnapshotLimits.maximumDepth` levels.
///
/// ```swift
/// let tree: JSONTree<RICOImporter.RICONode> =
///   try JSONTreeReader.readTree(from: &reader, fastPath: true)  // this, then the checked reader
/// ```
enum JSONTreeFastPath {
  /// The most levels a member's value is entered to by the checked steps that read it (idb's
  /// `interactable`, `{"reasons": [{"kind": …}]}`, takes three): a node is read here only with
  /// that many levels to spare below it.
  static let memberNesting = 4

  /// Reads the node object that comes next and everything below it.
  ///
  /// - Returns: The tree (each link with its node's line), or `nil` with `reader` unchanged when
  ///   the checked reader must read it.
  static func read<Node: FastPathNode>(from reader: inout JSONReader) -> JSONTree<Node>? {
    var scan = Scan<Node>(reader: reader)
    guard (try? scan.run()) == true else { return nil }
    reader = scan.reader
    return scan.tree
  }

  /// A node whose object is being read.
  private struct OpenNode {
    /// Its index in the tree.
    var index: Int
    /// Where its unknown keys start in the key log.
    var firstKey: Int
    /// Its known keys so far, one bit each (``FastPathKey/bit``).
    var knownKeys: UInt64 = 0
    /// Whether it has had a key.
    var hasKeys = false
    /// Whether its children array is being read.
    var inChildren = false
    /// The elements of its children array so far, `null`s included.
    var elements = 0
  }

  /// The state of one read: kept in one value, so that no closure captures it.
  private struct Scan<Node: FastPathNode> {
    var reader: JSONReader
    var tree: JSONTree<Node>
    var open: [OpenNode] = []
    /// The unknown keys of the open nodes.
    var keys = JSONKeyLog()
    /// The file's repeated strings read so far, each made once.
    var names = StringInterner()
    /// The known keys, read once (a static read per key is a lazy global's check and a retain).
    let knownKeys = Node.fastPathKeys

    init(reader: JSONReader) {
      self.reader = reader
      tree = JSONTree(rootPath: reader.path)
    }

    /// Enters the node object that comes next; `false` when there is none or a limit is reached.
    mutating func enter(parent: Int?, jsonIndex: Int) -> Bool {
      // The checked reader would have the ancestors' objects and children arrays open, and the
      // node's object.
      guard open.count < LayoutSnapshotLimits.maximumDepth,
        tree.links.count < LayoutSnapshotLimits.maximumNodeCount,
        reader.nestingLeft >= 2 * open.count + 1 + JSONTreeFastPath.memberNesting,
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
            guard Node.skipsNullChildren else { return false }
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
        let key = reader.bytes.withUnsafeBufferPointer { buffer -> FastPathKey<Node.Member>? in
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
          try tree.nodes[top.index].read(member, from: &reader, names: &names, plainly: true)
        case .skipped: try reader.skipValue()
        }
      }
      return true
    }
  }
}

/// A format's node as ``JSONTreeFastPath`` reads it, and as the checked reader made from it
/// (`JSONTreeReader.readTree(from:fastPath:finishNode:)`) reads it: its members found by their
/// keys' bytes, each read by ``read(_:from:names:plainly:)``.
protocol FastPathNode {
  /// A member of a node object that the format reads.
  associatedtype Member
  /// An empty node, before its members are read.
  init()
  /// The keys the fast path knows in a node object: the members, `children`, and keys the format
  /// writes that are skipped (``FastPathKey/table(members:skipped:)``).
  static var fastPathKeys: ByteKeyTable<FastPathKey<Member>> { get }
  /// Whether `null` elements of a children array are skipped (RICO writes them) or refused.
  static var skipsNullChildren: Bool { get }
  /// Reads a member's value into the node.
  ///
  /// - Parameters:
  ///   - member: The member.
  ///   - reader: The reader, on the member's value; it must consume the value.
  ///   - names: The file's repeated strings so far, each made once (see ``StringInterner``).
  ///   - plainly: Whether values are read by plain steps first where the format has them (a frame
  ///     object, an attributes object, a list of class names, a flag's string), and checked only
  ///     when those give up; `false` reads them with the checked steps alone, the reference the
  ///     plain steps are tested against.
  mutating func read(
    _ member: Member, from reader: inout JSONReader, names: inout StringInterner, plainly: Bool
  ) throws
  /// Whether the node has what the checked reader requires of it when its object ends: the
  /// fast path leaves a node that has not to the checked reader, which names what is missing.
  var isComplete: Bool { get }
}

extension FastPathNode {
  /// Children arrays hold only node objects.
  static var skipsNullChildren: Bool { false }
  /// Every node is complete.
  var isComplete: Bool { true }
}

/// A key of a node object that the fast path knows: what it is, and its bit among the known
/// keys.
struct FastPathKey<Member> {
  /// What a key is.
  enum Kind {
    /// The children array.
    case children
    /// A member the format reads.
    case member(Member)
    /// A key the format writes that is skipped.
    case skipped
  }

  /// What the key is.
  var kind: Kind
  /// Its bit among the known keys; `nil` for a key the fast path does not know, which the key
  /// log checks for repeats.
  var bit: UInt64?

  /// A key the fast path does not know (skipped).
  static var unknown: Self { Self(kind: .skipped, bit: nil) }

  /// The known keys of a format's node objects, each with its bit: the members' keys (several
  /// keys may name one member), `children`, and the keys that are skipped.
  ///
  /// - Precondition: 64 keys at most, all distinct.
  static func table(members: [(String, Member)], skipped: [String]) -> ByteKeyTable<Self> {
    let kinds =
      members.map { ($0.0, Kind.member($0.1)) } + [("children", Kind.children)]
      + skipped.map { ($0, Kind.skipped) }
    precondition(kinds.count <= 64, "one bit per known key")
    precondition(Set(kinds.map(\.0)).count == kinds.count, "each known key once")
    return ByteKeyTable(kinds.enumerated().map { ($1.0, Self(kind: $1.1, bit: 1 << UInt64($0))) })
  }
}

extension FastPathKey: Sendable where Member: Sendable {}
extension FastPathKey.Kind: Sendable where Member: Sendable {}

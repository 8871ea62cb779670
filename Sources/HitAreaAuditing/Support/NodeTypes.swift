import HitAreaSnapshot

/// The types a snapshot's nodes name, each numbered once by its bytes (``ByteStringTable``), and
/// each node's number: what each check and name that a type decides (a screen names a few types
/// hundreds of times) is made once a type, and the audit's tree and the report names read a
/// node's type without hashing it again.
///
/// ```swift
/// let types = NodeTypes(snapshot.nodes)
/// let kinds = types.strings.map(ReportNames.kind(ofType:))  // made once a type
/// types.value(of: 3, kinds, else: ReportNames.kind(ofType:))  // node 3's kind
/// ```
struct NodeTypes: Sendable {
  /// Each node's type's number in ``strings``: ``unnumbered`` for a node with no type, and for one whose
  /// type the table declined (strings made to share their hash's low bits), which is asked for
  /// its own string.
  let numbers: [Int]
  /// The types, by number: the first string met with each type's bytes.
  let strings: [String]
  /// The nodes, for a type the table declined.
  private let nodes: [LayoutNode]

  /// No number: no type, or one the table declined.
  static let unnumbered = -1

  /// Numbers the types of `nodes`.
  ///
  /// - Parameter nodes: A snapshot's nodes.
  init(_ nodes: [LayoutNode]) {
    var table = ByteStringTable(capacity: 32)
    var numbers = [Int](filling: Self.unnumbered, count: nodes.count)
    withUnsafeTemporaryAllocation(of: Stored.self, capacity: Self.storedCount) { stored in
      stored.initialize(repeating: Stored(address: 0, count: 0, number: Self.unnumbered))
      nodes.withUnsafeBufferPointer { nodes in
        for i in nodes.indices {
          guard let type = nodes[i].type else { continue }
          // A large string's bytes where a type met before lies: that string's number.
          let count = type.utf8.count
          let address = Self.storageAddress(of: type, count: count)
          let slot = Self.slot(of: address)
          if address != 0 && stored[slot].address == address && stored[slot].count == count {
            numbers[i] = stored[slot].number
            continue
          }
          guard let (number, _) = table.insert(type) else { continue }
          numbers[i] = number
          if address != 0 {
            stored[slot] = Stored(address: address, count: count, number: number)
          }
        }
      }
    }
    self.numbers = numbers
    strings = table.strings
    self.nodes = nodes
  }

  /// A type met before: where its bytes lie, how many there are, and its number.
  ///
  /// Importers make one string of each type a file names (``StringInterner``), so most nodes'
  /// types are a string met before: such a type is numbered by where its bytes lie, without
  /// hashing them. Two strings alive at once whose bytes lie at one address share one storage,
  /// and so their bytes (the nodes keep every type alive while they are numbered).
  private struct Stored {
    /// Where the type's bytes lie (0 for none kept).
    let address: UInt
    /// How many bytes it has.
    let count: Int
    /// Its number.
    let number: Int
  }

  /// How many types met before are kept, by their address: few enough for the stack (a
  /// temporary allocation of more than 1 KB is made on the heap).
  private static let storedCount = 32

  /// Where a type whose bytes lie at `address` is kept: the top bits of the address's bits
  /// mixed (strings made one after another lie a few chunks apart, which low bits alone would
  /// send to a few places).
  private static func slot(of address: UInt) -> Int {
    let bits = UInt64(storedCount.trailingZeroBitCount)  // storedCount is a power of two
    return Int(truncatingIfNeeded: (UInt64(address) &* 0x9E37_79B9_7F4A_7C15) >> (64 - bits))
  }

  /// Where a string's bytes lie in its own storage, or 0 when they are not kept there: a small
  /// string (15 bytes or fewer) is read from a copy on the stack, and a string whose bytes are
  /// not in one piece (a bridged one) gives none.
  ///
  /// - Parameters:
  ///   - string: The string.
  ///   - count: Its UTF-8 count.
  private static func storageAddress(of string: String, count: Int) -> UInt {
    guard count > 15 else { return 0 }
    return string.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.baseAddress.map { UInt(bitPattern: $0) } ?? 0
    } ?? 0
  }

  /// A node's value by its type: its type's number's in `byNumber`, else (no type, or one the
  /// table declined) what `make` makes of its own type.
  ///
  /// - Parameters:
  ///   - node: The node's index.
  ///   - byNumber: A value for each number (``strings``' indices).
  ///   - make: Makes the value of a node with no number from its type.
  func value<Value>(of node: Int, _ byNumber: [Value], else make: (String?) -> Value) -> Value {
    let number = numbers[node]
    return number != Self.unnumbered ? byNumber[number] : make(nodes[node].type)
  }
}

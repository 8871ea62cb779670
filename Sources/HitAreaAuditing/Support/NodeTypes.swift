import HitAreaSnapshot

/// The types a snapshot's nodes name, each numbered once by its bytes (``ByteStringTable``), and
/// each node's number: what each check and name that a type decides (a screen names a few types
/// hundreds of times) is made once a type, and the audit's tree and the report names read a
/// node's type without hashing it again.
///
/// ```swift
/// let types = NodeTypes(snapshot.nodes)
/// var kinds = types.values { ReportNames.kind(ofType: $0) }
/// kinds.value(of: 3)  // node 3's kind, made once for its type
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
    nodes.withUnsafeBufferPointer { nodes in
      for i in nodes.indices {
        guard let type = nodes[i].type, let (number, _) = table.insert(type) else { continue }
        numbers[i] = number
      }
    }
    self.numbers = numbers
    strings = table.strings
    self.nodes = nodes
  }

  /// Values made from the types: each made once a number, when a node of that type first asks.
  ///
  /// - Parameter make: Makes a type's value from its string.
  /// - Returns: The values, read by node (``Values/value(of:)``).
  func values<Value>(_ make: @escaping (String) -> Value) -> Values<Value> {
    Values(types: self, made: [Value?](filling: nil, count: strings.count), make: make)
  }

  /// Values made from the types (``values(_:)``).
  struct Values<Value> {
    /// The types.
    fileprivate let types: NodeTypes
    /// The values made so far, by number.
    fileprivate var made: [Value?]
    /// Makes a type's value.
    fileprivate let make: (String) -> Value

    /// The value of a node's type, or `nil` for a node with no type.
    ///
    /// - Parameter node: The node's index.
    mutating func value(of node: Int) -> Value? {
      let number = types.numbers[node]
      guard number != NodeTypes.unnumbered else { return types.nodes[node].type.map(make) }
      if let kept = made[number] { return kept }
      let value = make(types.strings[number])
      made[number] = value
      return value
    }
  }
}

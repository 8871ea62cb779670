import HitAreaSnapshot

/// Values kept by node, each made the first time it is asked for: what an audit works out for a
/// node more than once (a target's gates, its size, its name).
///
/// No room is made until the first value is: a screen that asks for none pays nothing. A value is
/// read, or kept, in one step: no access to the memo lasts while a value is made, so a memo that
/// is a class's property needs no check for exclusive access at each use (the audit context's
/// are `@exclusivity(unchecked)`: the checks cost about 1 % of an XML corpus's instructions).
///
/// ```swift
/// var sizes = NodeMemo<Size>()
/// if let size = sizes[t] { return size }
/// let size = measure(t)
/// sizes.keep(size, for: t, nodeCount: n)  // measured once
/// ```
struct NodeMemo<Value> {
  /// The values made so far, by node (empty until the first).
  private var made: [Value?] = []

  /// The value kept for a node, if any.
  ///
  /// - Parameter node: The node's index.
  subscript(node: Int) -> Value? { made.isEmpty ? nil : made[node] }

  /// Keeps a node's value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - node: The node's index, under `nodeCount`.
  ///   - nodeCount: How many nodes the screen has.
  mutating func keep(_ value: Value, for node: Int, nodeCount: Int) {
    if made.isEmpty { made = [Value?](nils: nodeCount) }
    made[node] = value
  }
}

import HitAreaSnapshot

/// Values kept by node, each made the first time it is asked for: what an audit works out for a
/// node more than once (a target's gates, its size, its name).
///
/// No room is made until the first value is: a screen that asks for none pays nothing.
///
/// ```swift
/// var sizes = NodeMemo<Size>()
/// let size = sizes.value(of: t, nodeCount: n) { measure(t) }  // measured once
/// ```
struct NodeMemo<Value> {
  /// The values made so far, by node (empty until the first).
  private var made: [Value?] = []

  /// The value of a node: the one kept, or `make`'s, kept from now on.
  ///
  /// - Parameters:
  ///   - node: The node's index, under `nodeCount`.
  ///   - nodeCount: How many nodes the screen has.
  ///   - make: Makes the node's value.
  @inline(__always)
  mutating func value(of node: Int, nodeCount: Int, _ make: () -> Value) -> Value {
    if made.isEmpty { made = [Value?](filling: nil, count: nodeCount) }
    if let kept = made[node] { return kept }
    let value = make()
    made[node] = value
    return value
  }
}

import HitAreaKit
import HitAreaSnapshot

/// A target the simulation aims at: an eligible tap target of a `LayoutSnapshot` with
/// non-empty visible bounds.
///
/// ```swift
/// let targets = SimulationTarget.targets(in: snapshot)
/// targets.map(\.id)  // ["key0", "key1", …], back to front
/// ```
public struct SimulationTarget: Hashable, Sendable {
  /// The node's index in `LayoutSnapshot.nodes`.
  public var node: Int
  /// The name in reports: the node's id, made unique with `#index` when an id repeats or is
  /// empty.
  public var id: String
  /// The name a person knows the target by: its label, else its type and id.
  public var label: String
  /// The visible bounds in the root's bounds space, in points: the box around the node's bounds
  /// (after transforms), clipped to the root's bounds.
  ///
  /// Taps aim at its centre, and the finger model sizes its scatter by its width and height.
  public var frame: Rect

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - node: The node's index in the snapshot.
  ///   - id: The name in reports.
  ///   - frame: The visible bounds in root space, in points.
  ///   - label: The name for people; the id when `nil`.
  public init(node: Int, id: String, frame: Rect, label: String? = nil) {
    self.node = node
    self.id = id
    self.label = label ?? id
    self.frame = frame
  }

  /// The targets of a snapshot, in depth-first order, back to front.
  ///
  /// A node is a target when `LayoutNode.countsAsTarget` (marked a target and not pass-through),
  /// it and every ancestor pass the eligibility gate (not hidden, not transparent, interactive,
  /// enabled), every transform on its path is invertible, and its visible bounds clipped to the
  /// screen are not empty. Whether
  /// something in front covers it is not checked: users still aim at a covered target, and the
  /// simulation shows where their taps go.
  ///
  /// - Complexity: O(n · depth) for n nodes.
  public static func targets(in snapshot: LayoutSnapshot) -> [SimulationTarget] {
    let nodes = snapshot.nodes
    guard !nodes.isEmpty else { return [] }
    let screen = nodes[snapshot.root].geometry.bounds.standardized
    var targets: [SimulationTarget] = []
    let names = snapshot.reportNames
    var usedIDs = Set<String>()
    var stack: [Int] = [snapshot.root]
    var visited = Set<Int>()
    while let index = stack.popLast() {
      guard visited.insert(index).inserted, nodes.indices.contains(index) else { continue }
      let node = nodes[index]
      guard node.interactionState.isEligible,
        index == snapshot.root || node.geometry.transform.inverted() != nil
      else {
        continue  // the whole subtree is unhittable
      }
      if node.countsAsTarget {
        let frame = snapshot.frameInRoot(index).intersection(screen)
        if !frame.isEmpty, frame.width.isFinite, frame.height.isFinite {
          var id = node.id
          if id.isEmpty || usedIDs.contains(id) { id = "\(node.id)#\(index)" }
          usedIDs.insert(id)
          targets.append(
            SimulationTarget(node: index, id: id, frame: frame, label: names[index]))
        }
      }
      stack.append(contentsOf: node.children.reversed())
    }
    return targets
  }
}

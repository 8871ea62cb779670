// The automatic minimum size over a layout snapshot.
import HitAreaKit

extension LayoutSnapshot {
  /// Whether the node has a hit area of its own (``LayoutNode/hasOwnHitArea``).
  public func hasOwnHitArea(_ node: Int) -> Bool { nodes[node].hasOwnHitArea }

  /// Whether the node is a target the automatic minimum size enlarges: a target
  /// (``LayoutNode/countsAsTarget``) that does not edit text (``LayoutNode/isTextInput``) and is
  /// not a scroll container (a scroll, table, collection, recycler or list view, or any node
  /// scrolled by its bounds origin).
  ///
  /// On a device the UIKit adapter decides from the live view at run time; a file keeps only the
  /// type, so this is the same rule by type name.
  public func isAutomaticTarget(_ node: Int) -> Bool {
    let n = nodes[node]
    return n.countsAsTarget && !n.isTextInput && !n.isScrollContainer
  }

  /// This snapshot as it behaves with the automatic minimum size: every node that receives a
  /// ring (``receivesAutomaticRing(_:)``) given `HitArea.minimumSize(_:)` of `side`, and a
  /// `ResolutionPolicy.frontmost` resolution replaced by `ResolutionPolicy.mostLikely`.
  ///
  /// For what audits and pictures measure (sizes, areas); hit testing the original snapshot with
  /// `HitTester.automaticMinimumSize` also keeps each automatic enlargement off the visible bounds
  /// of neighbours as large as it, and UIKit's answer comes first (as `TapTargetAudit`'s
  /// `automaticMinimumSize` decides touches).
  ///
  /// ```swift
  /// let after = snapshot.applyingAutomaticMinimumSize(44)
  /// let report = TapTargetAudit().audit(after)
  /// ```
  ///
  /// - Parameter side: The side in points; not finite or not positive leaves the snapshot as is.
  /// - Returns: The snapshot with the automatic areas made explicit.
  /// - Complexity: O(n).
  public func applyingAutomaticMinimumSize(_ side: Double) -> LayoutSnapshot {
    guard let side = AutomaticMinimumSize.side(side) else { return self }
    var result = self
    for (i, rings) in automaticRings().enumerated() where rings {
      result.nodes[i].hitArea = .minimumSize(side)
    }
    result.resolution = AutomaticMinimumSize.policy(for: resolution)
    return result
  }

  /// The nodes the automatic minimum size enlarges: those that receive a ring
  /// (``receivesAutomaticRing(_:)``) and are smaller than `side` on either axis of their bounds.
  ///
  /// - Complexity: O(n).
  public func automaticallyEnlargedNodes(_ side: Double) -> [Int] {
    guard let side = AutomaticMinimumSize.side(side) else { return [] }
    return automaticRings().enumerated().compactMap { i, rings in
      let size = nodes[i].frame.size
      return rings && (Swift.abs(size.width) < side || Swift.abs(size.height) < side) ? i : nil
    }
  }

  /// Whether the engine gives the node an automatic ring: an automatic target without a hit area
  /// of its own (``isAutomaticTarget(_:)``, ``hasOwnHitArea(_:)``), at least 1 pt on each side,
  /// that can be hit (neither it nor an ancestor hidden, disabled, transparent or closed to
  /// interaction), and neither a node whose own policy is `frontmost` nor inside one (UIKit's
  /// order chosen on purpose has no rings).
  ///
  /// - Complexity: O(depth).
  public func receivesAutomaticRing(_ node: Int) -> Bool {
    guard ringsItself(node) else { return false }
    var next = nodes[node].parent
    while let p = next {
      if !letsRingsThrough(p) { return false }
      next = nodes[p].parent
    }
    return true
  }

  /// ``receivesAutomaticRing(_:)`` of every node, in one pass from the root down.
  private func automaticRings() -> [Bool] {
    var open = [Bool](repeating: false, count: nodes.count)
    var rings = [Bool](repeating: false, count: nodes.count)
    for i in depthFirstIndices {
      let parentOpen = nodes[i].parent.map { open[$0] } ?? true
      rings[i] = parentOpen && ringsItself(i)
      open[i] = parentOpen && letsRingsThrough(i)
    }
    return rings
  }

  /// The node's own part of ``receivesAutomaticRing(_:)``.
  private func ringsItself(_ node: Int) -> Bool {
    let (size, thinnest) = (nodes[node].frame.size, AutomaticMinimumSize.minimumVisibleSide)
    return AutomaticMinimumSize.applies(to: node, in: self) && letsRingsThrough(node)
      && Swift.abs(size.width) >= thinnest && Swift.abs(size.height) >= thinnest
  }

  /// Whether rings may be given to the node and inside it: it can be hit, and its own policy is
  /// not UIKit's order chosen on purpose.
  private func letsRingsThrough(_ node: Int) -> Bool {
    nodes[node].interactionState.isEligible && nodes[node].resolution != .frontmost
  }
}

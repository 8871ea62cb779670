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

  /// This snapshot as it behaves with the automatic minimum size: every automatic target
  /// (``isAutomaticTarget(_:)``) without a hit area of its own (``hasOwnHitArea(_:)``) given
  /// `HitArea.minimumSize(_:)` of `side`, and a `ResolutionPolicy.frontmost`
  /// resolution replaced by `ResolutionPolicy.mostLikely`.
  ///
  /// For what audits and pictures look at (sizes, areas); hit testing the original snapshot with
  /// `HitTester.automaticMinimumSize` also keeps each automatic enlargement off the visible bounds
  /// of neighbours as large as it.
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
    for i in nodes.indices where AutomaticMinimumSize.applies(to: i, in: self) {
      result.nodes[i].hitArea = .minimumSize(side)
    }
    result.resolution = AutomaticMinimumSize.policy(for: resolution)
    return result
  }

  /// The nodes the automatic minimum size enlarges: automatic targets without a hit area of
  /// their own that are smaller than `side` on either axis of their bounds.
  ///
  /// - Complexity: O(n).
  public func automaticallyEnlargedNodes(_ side: Double) -> [Int] {
    guard let side = AutomaticMinimumSize.side(side) else { return [] }
    return nodes.indices.filter { i in
      let size = nodes[i].frame.size
      return AutomaticMinimumSize.applies(to: i, in: self)
        && (Swift.abs(size.width) < side || Swift.abs(size.height) < side)
    }
  }
}

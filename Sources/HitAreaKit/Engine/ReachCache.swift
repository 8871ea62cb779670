/// The reach index of the touch in progress, kept until the next touch: UIKit hit tests several
/// times per touch (with the same event timestamp), and a layout change between touches must be
/// seen, so an index is built once per touch and rebuilt for the next one.
///
/// The cache keeps no node alive: a ``ReachIndex`` keys class-instance nodes (views) by identity,
/// so a cache stored on a container (as the UIKit adapter does) never holds the container or its
/// subviews.
///
/// ```swift
/// var cache = ReachCache<UIView>()
/// let index = cache.index(forTimestamp: event?.timestamp) { ReachIndex(tree: tree, root: cell) }
/// ```
package struct ReachCache<Node: Hashable> {
  /// The timestamp of the touch the cached index was built for.
  package private(set) var timestamp: Double?
  /// The cached index.
  package private(set) var index: ReachIndex<Node>?

  /// Creates an empty cache.
  package init() {}

  /// The index for a touch: the cached one when it was built for the same timestamp, otherwise a
  /// new one from `build`, cached for that timestamp.
  ///
  /// - Parameters:
  ///   - timestamp: The event's timestamp; `nil` (a hit test without an event, from code or a
  ///     debugger) always builds a fresh index and leaves the cache as it was.
  ///   - build: Builds the index of the container's subtree.
  /// - Complexity: O(1) on a hit; `build`'s cost otherwise.
  package mutating func index(forTimestamp timestamp: Double?, build: () -> ReachIndex<Node>)
    -> ReachIndex<Node>
  {
    if let timestamp, let index, self.timestamp == timestamp { return index }
    let fresh = build()
    if let timestamp {
      self.timestamp = timestamp
      self.index = fresh
    }
    return fresh
  }

  /// Forgets the cached index.
  package mutating func removeAll() {
    timestamp = nil
    index = nil
  }
}

extension ReachCache: Sendable where Node: Sendable {}

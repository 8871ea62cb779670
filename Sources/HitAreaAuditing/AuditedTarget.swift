import HitAreaKit

/// A target an audit looks at — one that can be hit and is at least partly on screen — with its
/// sizes on screen: what corpus statistics count.
///
/// ```swift
/// for target in TapTargetAudit(standard: .ios).auditedTargets(snapshot) {
///   print(target.id, target.visibleSize, target.effectiveSize)
/// }
/// ```
public struct AuditedTarget: Hashable, Sendable {
  /// The node's index in the snapshot.
  public var index: Int
  /// The node's id.
  public var id: String
  /// The visible bounds' size on screen (scaled by the transforms).
  public var visibleSize: Size
  /// The effective hit area's size on screen: the hit area cut by every ancestor that rejects
  /// points (except at the edges of the screen and of scroll views), as the `min-size` rule
  /// measures it.
  public var effectiveSize: Size

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - index: The node's index.
  ///   - id: The node's id.
  ///   - visibleSize: The visible size on screen.
  ///   - effectiveSize: The effective hit area's size on screen.
  package init(index: Int, id: String, visibleSize: Size, effectiveSize: Size) {
    self.index = index
    self.id = id
    self.visibleSize = visibleSize
    self.effectiveSize = effectiveSize
  }
}

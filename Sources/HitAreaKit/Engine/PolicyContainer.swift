/// A view with its own resolution policy (``HitTestTree/policy(of:)``) that resolved a touch
/// inside it: the engine took its answer as it takes a view's own hit test's, and that answer is
/// what the container's policy chose among the targets inside it.
///
/// ```swift
/// // A segmented row with hitAreaResolution = .nearest, in a window under UIKit's order:
/// let why = HitTester(tree: tree).explain(p, in: window)
/// why.containers.first?.node          // the row
/// why.containers.first?.policy        // .nearest
/// why.containers.first?.frontmostHit  // what UIKit's order alone returns inside the row
/// ```
public struct PolicyContainer<Node: Hashable> {
  /// The container.
  public var node: Node
  /// Its own policy, which chose among the candidates inside it.
  public var policy: ResolutionPolicy
  /// The view UIKit's front-most order returns inside the container at the touch, without the
  /// automatic minimum size, or `nil`.
  public var frontmostHit: Node?

  /// Creates a container's part of an explanation.
  @inlinable
  package init(node: Node, policy: ResolutionPolicy, frontmostHit: Node?) {
    self.node = node
    self.policy = policy
    self.frontmostHit = frontmostHit
  }
}

extension PolicyContainer: Equatable {}
extension PolicyContainer: Sendable where Node: Sendable {}

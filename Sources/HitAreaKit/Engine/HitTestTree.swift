/// The engine's view of a view tree.
///
/// A conforming value answers questions about nodes; the nodes themselves can be anything
/// hashable: `UIView` instances (a non-final class), indices into a layout snapshot, test doubles.
/// This is a tree-adapter value rather than a protocol on the node type, so that non-final classes
/// can take part without `Self` requirements.
///
/// ```swift
/// struct MyTree: HitTestTree {
///   func children(of node: MyNode) -> [MyNode] { node.subviews }  // back to front
///   func geometry(of node: MyNode) -> NodeGeometry { node.geometry }
///   func interactionState(of node: MyNode) -> InteractionState { node.state }
///   func hitArea(of node: MyNode) -> HitArea { node.hitArea }
///   func overflowsHitAreas(_ node: MyNode) -> Bool { node.overflow }
///   func isTarget(_ node: MyNode) -> Bool { node.isButton }
/// }
/// ```
public protocol HitTestTree {
  /// A node of the tree.
  associatedtype Node: Hashable
  /// The children of a node.
  associatedtype Children: BidirectionalCollection where Children.Element == Node

  /// The node's children in back-to-front order (UIKit's `subviews` order: last is front-most).
  func children(of node: Node) -> Children
  /// The node's geometry relative to its parent.
  func geometry(of node: Node) -> NodeGeometry
  /// The inputs of the eligibility gate.
  func interactionState(of node: Node) -> InteractionState
  /// Where the node accepts touches; ``HitArea/bounds`` for UIKit's behaviour.
  func hitArea(of node: Node) -> HitArea
  /// Whether the overflow switch is on: descendants' hit areas are reachable where they stick out
  /// of intermediate ancestors inside this node's subtree.
  func overflowsHitAreas(_ node: Node) -> Bool
  /// Whether the node is a tap target (a control, a view with a tap recognizer, an accessibility
  /// button): the unit the ambiguity policies and the audit reason about.
  func isTarget(_ node: Node) -> Bool
}

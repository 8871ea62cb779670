/// The engine's view of a view tree.
///
/// A conforming value answers questions about nodes; the nodes themselves can be anything
/// hashable: `UIView` instances (a non-final class), indices into a layout snapshot, test doubles.
/// This is a tree-adapter value rather than a protocol on the node type, so that non-final classes
/// can take part without `Self` requirements.
///
/// The first six requirements are all a plain tree needs. The others let a live view tree keep
/// its views' own rules, and have default implementations: ``pointInside(_:of:bounds:)`` (a
/// view's own `point(inside:with:)`, which a hit area adds to), ``passesTouchesThrough(_:)`` (views
/// that take no touch themselves), ``overridesHitTest(_:)`` and ``ownHitTest(_:at:)`` (views
/// whose class overrides `hitTest(_:with:)`, asked rather than walked) and
/// ``policy(of:)`` (nested containers that keep their own policy).
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

  /// Whether the node accepts a point by its own rule and its hit area: UIKit's
  /// `point(inside:with:)` with HitAreaKit's hook. Asked once per visited node, after the gate.
  ///
  /// The default is ``HitArea/contains(_:in:)`` with the node's ``hitArea(of:)``: UIKit's bounds
  /// test, adjusted by the hit area. A live tree asks the view itself, whose hook applies
  /// ``HitArea/contains(_:in:own:)`` with the view's own rule.
  ///
  /// - Parameters:
  ///   - point: The point, in the node's bounds space.
  ///   - node: The node.
  ///   - bounds: The node's bounds, from ``geometry(of:)``.
  func pointInside(_ point: Point, of node: Node, bounds: Rect) -> Bool
  /// Whether the node takes no touch itself while its subviews take theirs (UIKit's overlay
  /// pattern, `let v = super.hitTest(p, with: e); return v === self ? nil : v`). Its gate and
  /// its area still decide whether its subviews are visited; it is never a hit, a target or a
  /// candidate. `false` by default.
  func passesTouchesThrough(_ node: Node) -> Bool
  /// Whether the engine asks the node through its own hit test (``ownHitTest(_:at:)``) instead
  /// of walking it: the node's class overrides `hitTest(_:with:)`. `false` by default.
  ///
  /// The node is asked before the gate, as UIKit calls an override before the gate inside
  /// `UIView`'s implementation; its answer is a direct hit that ends the search, and `nil` lets
  /// the touch go on to what lies behind it. Under a policy other than
  /// ``ResolutionPolicy/frontmost``, an answer that agrees with UIKit's order through the node is
  /// not taken as such: the node is walked, so the policy reaches into it. The node a hit test
  /// starts from is never asked (``HitTester/hitTest(_:in:own:)`` asks it for a hook).
  func overridesHitTest(_ node: Node) -> Bool
  /// The node's own hit test at a point in its bounds space (`node.hitTest(point, with: event)`),
  /// for the nodes ``overridesHitTest(_:)`` names. By default, the engine's UIKit order from the
  /// node.
  func ownHitTest(_ node: Node, at point: Point) -> Node?
  /// The node's own resolution policy, or `nil` (the default) when the policy in force above it
  /// applies. A node with its own policy is resolved by the engine with that policy, from the
  /// node, and the answer is taken like that of ``ownHitTest(_:at:)``.
  func policy(of node: Node) -> ResolutionPolicy?
  /// Whether the node's hit area was set, even to ``HitArea/bounds``: such a node keeps its own
  /// hit area under an automatic minimum size (``HitTester/automaticMinimumSize``), and one set
  /// to ``HitArea/bounds`` opts out of it. By default, whether ``hitArea(of:)`` is other than
  /// ``HitArea/bounds`` (a plain tree cannot tell "never set" from "set to bounds").
  func hasOwnHitArea(_ node: Node) -> Bool
  /// Whether the node is a target that an automatic minimum size
  /// (``HitTester/automaticMinimumSize``) enlarges when it has no hit area of its own: an
  /// enabled control, a view with an enabled tap or long-press recognizer, a table or
  /// collection view cell; never a text view, a scroll view as such, or a view inside a visual
  /// effect view's backdrop (see `TargetFacts.receivesAutomaticHitArea`).
  /// It should imply ``isTarget(_:)``. By default, every target that is not pass-through.
  func isAutomaticTarget(_ node: Node) -> Bool
  /// Whether the node handles touches itself: a direct or claimed hit on it that is not an
  /// ancestor of an automatically enlarged target keeps the touch from that target's automatic
  /// area (``HitTester/automaticMinimumSize``), so a floating button's ring never takes a pan
  /// or a scroll that starts on the content behind it. The UIKit adapter says `true` for a view
  /// with an enabled gesture recognizer of any kind, a scroll view, a control, or a class that
  /// overrides `hitTest(_:with:)`. By default, ``isTarget(_:)``.
  func handlesTouches(_ node: Node) -> Bool
  /// The node's parent (its superview), or `nil` for the root and when the tree cannot say.
  ///
  /// The UIKit-first hit test (``HitTester/redirectedHitTest(_:in:input:uikit:isTargetBelow:passesTouchOn:)``)
  /// walks up from UIKit's answer to the target it lies in, and from two targets to their common
  /// ancestor. By default `nil`: every touch then takes the slow path, and no target shares its
  /// edge with a smaller one.
  func parent(of node: Node) -> Node?
  /// Whether the node edits or selects text (a text field or text view): a target that does
  /// never shares its surface with a neighbour's automatic area. By default `false`.
  func isTextInput(_ node: Node) -> Bool
  /// Whether the node starts drags of its own: a scroll view, or a view with an enabled pan or
  /// swipe recognizer (a swipeable card). A target never shares its surface with a neighbour's
  /// automatic area across such a node, so a drag that starts there still scrolls or swipes.
  /// By default `false`.
  func interceptsDrags(_ node: Node) -> Bool
  /// Whether the node is drawn through a 3-D transform (``NodeGeometry/isThreeDimensional``),
  /// asked of UIKit's answer and its ancestors on every UIKit-first hit test: a tree answers it
  /// without building the whole geometry. By default, ``geometry(of:)``'s.
  func isThreeDimensional(_ node: Node) -> Bool
}

extension HitTestTree {
  /// The hit area's rect: UIKit's bounds test adjusted by ``hitArea(of:)``.
  @inlinable
  public func pointInside(_ point: Point, of node: Node, bounds: Rect) -> Bool {
    hitArea(of: node).contains(point, in: bounds)
  }

  /// `false`: every node can be hit.
  @inlinable
  public func passesTouchesThrough(_ node: Node) -> Bool { false }

  /// `false`: every node is walked.
  @inlinable
  public func overridesHitTest(_ node: Node) -> Bool { false }

  /// The engine's UIKit order (``ResolutionPolicy/frontmost``) from the node.
  public func ownHitTest(_ node: Node, at point: Point) -> Node? {
    HitTester(tree: self).hitTest(point, in: node)
  }

  /// `nil`: the policy in force above the node applies.
  @inlinable
  public func policy(of node: Node) -> ResolutionPolicy? { nil }

  /// Whether ``hitArea(of:)`` is other than ``HitArea/bounds``.
  @inlinable
  public func hasOwnHitArea(_ node: Node) -> Bool { !hitArea(of: node).isBounds }

  /// Every target that is not pass-through.
  @inlinable
  public func isAutomaticTarget(_ node: Node) -> Bool { isCandidateTarget(node) }

  /// `nil`: the tree cannot walk up.
  @inlinable
  public func parent(of node: Node) -> Node? { nil }

  /// `false`.
  @inlinable
  public func isTextInput(_ node: Node) -> Bool { false }

  /// `false`.
  @inlinable
  public func interceptsDrags(_ node: Node) -> Bool { false }

  /// ``NodeGeometry/isThreeDimensional`` of ``geometry(of:)``.
  @inlinable
  public func isThreeDimensional(_ node: Node) -> Bool { geometry(of: node).isThreeDimensional }

  /// Whether the node is a target that does not pass touches through.
  @inlinable
  public func handlesTouches(_ node: Node) -> Bool { isCandidateTarget(node) }

  /// Whether the node counts as a target for the policies and the audit: a target that is not
  /// pass-through.
  @inlinable
  func isCandidateTarget(_ node: Node) -> Bool { isTarget(node) && !passesTouchesThrough(node) }

  /// The overlay pattern: `nil` where the answer would be a pass-through node itself.
  ///
  /// ```swift
  /// tree.passingThrough(hit, at: overlay)  // nil when hit is the pass-through overlay
  /// ```
  ///
  /// - Parameters:
  ///   - hit: What the node's hit test found.
  ///   - node: The node whose hit test ran.
  @inlinable
  package func passingThrough(_ hit: Node?, at node: Node) -> Node? {
    guard let hit, hit == node, passesTouchesThrough(node) else { return hit }
    return nil
  }
}

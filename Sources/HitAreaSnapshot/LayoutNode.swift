import HitAreaKit

/// One view of a ``LayoutSnapshot``, in points.
///
/// ```swift
/// var close = LayoutNode(id: "close", frame: Rect(x: 340, y: 60, width: 24, height: 24))
/// close.type = "UIButton"
/// close.isTarget = true
/// close.hitArea = .minimumSize(44)
/// ```
public struct LayoutNode: Hashable, Sendable {
  /// A unique id within the snapshot (the node's path, such as `0/2/1`, when the file gives none).
  public var id: String
  /// The class or element type, such as `UIButton` or `XCUIElementTypeButton`.
  public var type: String?
  /// The accessibility label or text, for people.
  public var label: String?
  /// The developer's name for the view, when the source records one: Android's `resource-id`
  /// (`com.example:id/play`), XCUITest's `name` (the accessibility identifier).
  ///
  /// Unlike ``id`` it need not be unique; reports name views by it (see
  /// `LayoutSnapshot.reportNames`).
  public var identifier: String? = nil
  /// The untransformed frame in the parent's bounds space.
  public var frame: Rect
  /// The view's own bounds origin (a scroll view's content offset).
  public var boundsOrigin: Point
  /// The transform, about the frame's centre.
  public var transform: AffineTransform
  /// `isHidden`.
  public var isHidden: Bool
  /// `alpha`.
  public var alpha: Double
  /// `isUserInteractionEnabled`.
  public var isUserInteractionEnabled: Bool
  /// `isEnabled` (for controls; `true` otherwise).
  public var isEnabled: Bool
  /// Whether the node is a tap target.
  public var isTarget: Bool
  /// Where the node accepts touches.
  public var hitArea: HitArea
  /// Whether the hit area was set to `HitArea.bounds` explicitly (`"hitArea": {}` in a
  /// snapshot file): the node opts out of an automatic minimum size.
  ///
  /// A capture sets it too for a target the window hook never enlarges (a switch, a bar's
  /// button, an accessibility element).
  ///
  /// Readers and captures set it only for a bounds hit area; one other than the bounds counts as
  /// set anyway (``hasOwnHitArea``).
  public var isHitAreaSet = false
  /// The overflow switch.
  public var overflowsHitAreas: Bool
  /// Whether the node is pass-through: it takes no touch itself but its subviews take theirs
  /// (UIKit's overlay pattern; an Android view that is not clickable).
  ///
  /// It is never a hit nor a target, even when ``isTarget`` is set; its gate and its area still
  /// decide whether its subviews are reached.
  public var passesTouchesThrough: Bool
  /// The policy that decides between the hit areas in this node's subtree (UIKit's
  /// `hitAreaResolution` on a container: a segmented row resolved by distance); `nil` for the
  /// one that governs its parent, the snapshot's ``LayoutSnapshot/resolution`` at the root.
  ///
  /// The format's `resolution` key on a node.
  public var resolution: ResolutionPolicy? = nil
  /// Indices of the children in ``LayoutSnapshot/nodes``, back to front.
  ///
  /// Read-only outside HitAreaKit: a snapshot's structure changes only through
  /// ``LayoutSnapshot/append(_:to:)``, which keeps it a tree.
  public internal(set) var children: [Int] = []
  /// Index of the parent in ``LayoutSnapshot/nodes``; `nil` for the root.
  ///
  /// Read-only outside HitAreaKit, like ``children``.
  public internal(set) var parent: Int? = nil
  /// What an Android dump records about the view for Google's Accessibility Test Framework
  /// (clickable, long-clickable, scrollable, superclasses); `nil` for other sources.
  public var android: AndroidViewInfo? = nil
  /// The audit rules whose findings about this node the team has accepted, with justifications.
  ///
  /// Each rule's identifier maps to its justification (empty when none was written): the
  /// format's `suppress` key, an inline suppression. The key `*` accepts every rule. Empty by
  /// default.
  ///
  /// ```swift
  /// node.suppressions = ["min-size": "the system's clear button; not ours to size"]
  /// ```
  public var suppressions: [String: String] = [:]

  /// Whether the node has a hit area of its own: one was set (``isHitAreaSet``), or it is other
  /// than `HitArea.bounds`.
  public var hasOwnHitArea: Bool { isHitAreaSet || !hitArea.isBounds }

  /// The geometry the engine sees: bounds from the frame's size, centre at the frame's centre.
  public var geometry: NodeGeometry {
    NodeGeometry(frame: frame, boundsOrigin: boundsOrigin, transform: transform)
  }

  /// The eligibility inputs.
  public var interactionState: InteractionState {
    InteractionState(
      isUserInteractionEnabled: isUserInteractionEnabled, isHidden: isHidden, alpha: alpha,
      isEnabled: isEnabled)
  }

  /// Whether the node counts as a tap target for hit testing, the audit and the simulation:
  /// marked a target (``isTarget``) and not pass-through.
  public var countsAsTarget: Bool { isTarget && !passesTouchesThrough }

  /// A name for messages: the id, with the label when there is one.
  public var displayName: String {
    guard let label, !label.isEmpty, label != id else { return id }
    return "\(id) (\(label))"
  }
}

extension LayoutNode {
  // In an extension, so that the struct keeps the memberwise initializer the compiler writes:
  // that one makes the node whole, where an initializer that sets each property in turn builds
  // it aside and copies it out (a retain and a release of each of its strings, for every node
  // of every screen). Not inlinable, as the memberwise initializer is internal.
  /// Creates a node; every property but the id and the frame has UIKit's default.
  public init(
    id: String, type: String? = nil, label: String? = nil, identifier: String? = nil,
    frame: Rect, boundsOrigin: Point = .zero, transform: AffineTransform = .identity,
    isHidden: Bool = false, alpha: Double = 1, isUserInteractionEnabled: Bool = true,
    isEnabled: Bool = true, isTarget: Bool = false, hitArea: HitArea = .bounds,
    overflowsHitAreas: Bool = false, passesTouchesThrough: Bool = false,
    android: AndroidViewInfo? = nil
  ) {
    self.init(
      id: id, type: type, label: label, identifier: identifier, frame: frame,
      boundsOrigin: boundsOrigin, transform: transform, isHidden: isHidden, alpha: alpha,
      isUserInteractionEnabled: isUserInteractionEnabled, isEnabled: isEnabled,
      isTarget: isTarget, hitArea: hitArea, isHitAreaSet: false,
      overflowsHitAreas: overflowsHitAreas, passesTouchesThrough: passesTouchesThrough,
      children: [], parent: nil, android: android, suppressions: [:])
  }
}

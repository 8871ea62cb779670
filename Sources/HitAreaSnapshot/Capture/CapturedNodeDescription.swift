import HitAreaKit

/// What a capture records about one node besides its geometry: its names, the facts that decide
/// whether it is a target, and what the tree adapter alone cannot say.
///
/// Every property but the names is optional: a description with only names captures the node
/// as the tree adapter reports it.
///
/// ```swift
/// let snapshot = LayoutSnapshot(capturing: root, in: tree) { view in
///   CapturedNodeDescription(
///     id: view.identifier, type: view.className,
///     targetFacts: TargetFacts(className: view.className, isControl: view.isControl))
/// }
/// ```
package struct CapturedNodeDescription: Hashable, Sendable {
  /// A unique id, or `nil` to use the node's path (`0/2/1`).
  package var id: String?
  /// The class name, such as `UIButton`.
  package var type: String?
  /// The accessibility label or title.
  package var label: String?
  /// What stands for the node in paths instead of its index among its siblings, such as
  /// `cell[2,5]` for the cell at section 2, row 5, so that ids stay the same when cells are
  /// reused or reordered; `nil` for the index.
  package var pathComponent: String?
  /// The facts that decide whether the node is a target; `nil` to ask the tree
  /// (``HitTestTree/isTarget(_:)``).
  package var targetFacts: TargetFacts?
  /// Whether the node is a scroll container (`is UIScrollView`); `nil` when unknown, and the
  /// type name decides, as for imported files.
  package var isScrollContainer: Bool?
  /// `false` when the node's real transform is not affine (a 3D layer transform): the capture
  /// then records a singular transform, so the snapshot never claims to know where it is hit.
  ///
  /// A geometry that says it is three-dimensional (``NodeGeometry/isThreeDimensional``, which
  /// also covers a parent's `sublayerTransform`) is recorded the same way whatever this says.
  package var hasAffineTransform: Bool
  /// Accessibility elements to capture as the node's children, in its bounds space (the content
  /// of a SwiftUI hosting view).
  package var accessibilityElements: [CapturedAccessibilityElement]
  /// Whether the node takes no touch itself while its subviews do, such as the keyboard's
  /// window.
  ///
  /// A scene capture leaves such a window out and places its subviews directly on the screen.
  package var passesTouchesThrough: Bool

  /// Creates a description; everything not given is "unknown" or "no".
  ///
  /// ```swift
  /// CapturedNodeDescription(id: "pay", type: "UIButton", label: "Pay")
  /// CapturedNodeDescription(type: "UITableViewCell", pathComponent: "cell[0,3]")
  /// ```
  ///
  /// - Parameters:
  ///   - id: A unique id; `nil` for the path.
  ///   - type: The class name.
  ///   - label: The accessibility label.
  ///   - pathComponent: What stands for the node in paths; `nil` for its index.
  ///   - targetFacts: The facts that decide whether it is a target; `nil` to ask the tree.
  ///   - isScrollContainer: Whether it is a scroll container; `nil` when unknown.
  ///   - hasAffineTransform: `false` for a 3D layer transform.
  ///   - accessibilityElements: Elements to capture as children.
  ///   - passesTouchesThrough: Whether it takes no touch itself but its subviews do.
  package init(
    id: String? = nil, type: String? = nil, label: String? = nil, pathComponent: String? = nil,
    targetFacts: TargetFacts? = nil, isScrollContainer: Bool? = nil,
    hasAffineTransform: Bool = true, accessibilityElements: [CapturedAccessibilityElement] = [],
    passesTouchesThrough: Bool = false
  ) {
    self.id = id
    self.type = type
    self.label = label
    self.pathComponent = pathComponent
    self.targetFacts = targetFacts
    self.isScrollContainer = isScrollContainer
    self.hasAffineTransform = hasAffineTransform
    self.accessibilityElements = accessibilityElements
    self.passesTouchesThrough = passesTouchesThrough
  }

  /// The path component of a cell at an index path: `cell[section,item]`.
  ///
  /// ```swift
  /// CapturedNodeDescription.cellPathComponent(section: 2, item: 5)  // "cell[2,5]"
  /// ```
  ///
  /// - Parameters:
  ///   - section: The index path's section.
  ///   - item: The index path's row or item.
  /// - Returns: The component that stands for the cell in paths.
  package static func cellPathComponent(section: Int, item: Int) -> String {
    "cell[\(section),\(item)]"
  }

  /// The type a capture records: the class name, with `: UIScrollView` added when the class is a
  /// scroll view whose name does not say so, or `: UIView` when its name says so but it is not
  /// one.
  ///
  /// The audit recognizes scroll containers by the end of the type (see `TapTargetAudit`), so the
  /// recorded type tells it the truth the capture knew.
  ///
  /// ```swift
  /// CapturedNodeDescription(type: "CarouselView", isScrollContainer: true).recordedType
  /// // "CarouselView: UIScrollView"
  /// CapturedNodeDescription(type: "UITableView", isScrollContainer: true).recordedType
  /// // "UITableView"
  /// CapturedNodeDescription(type: "FakeScrollView", isScrollContainer: false).recordedType
  /// // "FakeScrollView: UIView"
  /// ```
  package var recordedType: String? {
    guard let isScrollContainer else { return type }
    let named = LayoutNode(id: "", type: type, frame: .zero).isScrollContainer
    switch (isScrollContainer, named) {
    case (true, false): return type.map { "\($0): UIScrollView" } ?? "UIScrollView"
    case (false, true): return type.map { "\($0): UIView" }
    default: return type
    }
  }
}

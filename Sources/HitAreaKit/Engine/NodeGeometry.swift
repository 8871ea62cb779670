/// Where a node sits in its parent, described the way UIKit does: bounds, centre, transform and
/// anchor point, never the frame (which is undefined under a transform).
///
/// A point `p` in the parent's bounds space maps into the node's bounds space as
/// `T⁻¹(p − center) + boundsOrigin + (anchor.x·width, anchor.y·height)`.
///
/// ```swift
/// // A 44×44 button at (10, 20) in its parent, untransformed:
/// let g = NodeGeometry(frame: Rect(x: 10, y: 20, width: 44, height: 44))
/// g.convertFromParent(Point(x: 10, y: 20))  // (0, 0)
/// ```
public struct NodeGeometry: Hashable, Sendable {
  /// The bounds origin: a scroll view's content offset; usually `.zero`.
  public var boundsOrigin: Point
  /// The bounds size.
  public var boundsSize: Size
  /// The anchor point's position in the parent's bounds space (UIKit's `center`).
  public var center: Point
  /// The transform, applied about the anchor point.
  public var transform: AffineTransform
  /// The anchor point in unit coordinates of the bounds; `(0.5, 0.5)` is the centre.
  public var anchorPoint: Point
  /// Whether the node is drawn through a 3-D transform.
  ///
  /// Its layer's `transform` is not affine (a perspective, a rotation about x or y), or its
  /// parent's layer has a `sublayerTransform` other than the identity. ``transform`` is then
  /// only the affine part, and where a point of
  /// the parent lands in the node is UIKit's to say: ``convertFromParent(_:)`` answers `nil`, so
  /// the engine computes no enlarged area in the node or below it and never chooses one of
  /// them, and the UIKit-first hit test keeps UIKit's answer where it lies in such a node
  /// (``HitTester/redirectedHitTest(_:in:input:uikit:isTargetBelow:passesTouchOn:)``).
  public var isThreeDimensional: Bool

  /// Creates a geometry from UIKit's properties.
  public init(
    boundsOrigin: Point = .zero, boundsSize: Size, center: Point,
    transform: AffineTransform = .identity, anchorPoint: Point = Point(x: 0.5, y: 0.5),
    isThreeDimensional: Bool = false
  ) {
    self.boundsOrigin = boundsOrigin
    self.boundsSize = boundsSize
    self.center = center
    self.transform = transform
    self.anchorPoint = anchorPoint
    self.isThreeDimensional = isThreeDimensional
  }

  /// Creates the geometry of an untransformed (or transformed-about-its-centre) view from the
  /// frame it would have without its transform.
  public init(
    frame: Rect, boundsOrigin: Point = .zero, transform: AffineTransform = .identity
  ) {
    self.init(
      boundsOrigin: boundsOrigin, boundsSize: frame.size, center: frame.center,
      transform: transform)
  }

  /// The bounds rect: origin = bounds origin, size = bounds size.
  @inlinable public var bounds: Rect { Rect(origin: boundsOrigin, size: boundsSize) }

  /// The point of the bounds space that sits on the anchor.
  @inlinable package var anchorInBounds: Point {
    Point(
      x: boundsOrigin.x + anchorPoint.x * boundsSize.width,
      y: boundsOrigin.y + anchorPoint.y * boundsSize.height)
  }

  /// Maps a point from the parent's bounds space into this node's bounds space.
  ///
  /// - Returns: `nil` when the transform is not invertible or the result is not finite: such a
  ///   node cannot be hit, and nothing traps; `nil` too for a node drawn through a 3-D transform
  ///   (``isThreeDimensional``), where only UIKit knows.
  /// - Complexity: O(1).
  @inlinable
  public func convertFromParent(_ p: Point) -> Point? {
    guard !isThreeDimensional else { return nil }
    let a = anchorInBounds
    let local: Point
    if transform.isIdentity {
      local = Point(x: p.x - center.x + a.x, y: p.y - center.y + a.y)
    } else {
      guard let inverse = transform.inverted() else { return nil }
      let v = inverse.apply(to: Point(x: p.x - center.x, y: p.y - center.y))
      local = Point(x: v.x + a.x, y: v.y + a.y)
    }
    return local.isFinite ? local : nil
  }

  /// The transform that maps this node's bounds space into the parent's bounds space.
  public var toParent: AffineTransform {
    let a = anchorInBounds
    return AffineTransform(translationX: -a.x, y: -a.y)
      .concatenating(transform)
      .concatenating(AffineTransform(translationX: center.x, y: center.y))
  }

  /// Maps a point from this node's bounds space into the parent's bounds space.
  public func convertToParent(_ p: Point) -> Point { toParent.apply(to: p) }

  /// The frame: the axis-aligned box of the transformed bounds in the parent's space.
  public var frame: Rect { toParent.boundingBox(of: bounds.standardized) }
}

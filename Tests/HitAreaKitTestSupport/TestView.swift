import HitAreaKit

/// A UIKit-faithful stand-in for `UIView`, for tests on Linux.
///
/// It follows HitAreaKit's UIKitHitTestingRules article: `hitTest` is its reference algorithm (the gate
/// in UIKit's order, `point(inside:)` once, subviews front to back, first hit wins, `self`
/// otherwise), points convert through centre, bounds origin, transform and anchor point (G5), and
/// both `hitTest` and the view's own `point(inside:)` rule (``ownPointInside(_:with:)``) are
/// dynamically dispatched so subclasses can override them.
///
/// `point(inside:)` models UIKit *plus* HitAreaKit's adapter hook: the view's ``hitArea`` added
/// to its own rule (``HitArea/contains(_:in:own:)``), the own rule being UIKit's bounds test,
/// literally inset by the private `touchInsets`, unless a subclass overrides it. `hitTest` models
/// the adapter's hooks too: a view with its own ``resolution`` runs the engine from itself, and a
/// pass-through view (``passesTouchesThrough``) applies the overlay pattern. Spies count every call.
open class TestView: Hashable, CustomStringConvertible {
  /// A name for messages.
  public var name: String
  /// `bounds` (origin = content offset for scroll views).
  public var bounds: Rect
  /// `center`, in the superview's bounds space.
  public var center: Point
  /// `transform`, about the anchor point.
  public var transform: AffineTransform = .identity
  /// `layer.anchorPoint`, unit coordinates.
  public var anchorPoint = Point(x: 0.5, y: 0.5)
  /// A 3-D `layer.transform` (a perspective, a rotation about x or y), as UIKit maps points
  /// through it.
  ///
  /// A plane map standing in for the projection, about the anchor point. ``transform`` stays the
  /// affine part the view reports, which is all the engine sees.
  public var depthTransform: AffineTransform? = nil
  /// A `layer.sublayerTransform` other than the identity, as UIKit maps points through it into
  /// the subviews: a plane map about the anchor point in the bounds space.
  public var sublayerDepthTransform: AffineTransform? = nil
  /// `isUserInteractionEnabled`.
  public var isUserInteractionEnabled = true
  /// `isHidden`.
  public var isHidden = false
  /// `alpha`.
  public var alpha: Double = 1
  /// `clipsToBounds`: never consulted by hit testing (H7), kept to prove it.
  public var clipsToBounds = false
  /// UIKit's private `_touchInsets` (H8), UIKit's sign: positive shrinks.
  ///
  /// A test hook.
  public var touchInsets = EdgeOutsets.zero
  /// HitAreaKit's hit area.
  ///
  /// Setting it, even to ``HitArea/bounds``, marks it as the view's own (``isHitAreaSet``), as the
  /// UIKit adapter does.
  public var hitArea = HitArea.bounds {
    didSet { isHitAreaSet = true }
  }
  /// Whether ``hitArea`` was ever set: the view keeps it under an automatic minimum size.
  public var isHitAreaSet = false

  /// Back to "never set", as the UIKit adapter's `resetHitArea()`: the hit area is the bounds
  /// and the automatic minimum size applies again.
  public func resetHitArea() {
    hitArea = .bounds
    isHitAreaSet = false
  }
  /// Whether the view edits text (a text field or text view).
  public var isTextInput = false
  /// Whether the view is a scroll view.
  public var isScrollView = false
  /// Whether the view is a table or collection view cell.
  public var isCell = false
  /// Whether the view is a visual effect view's backdrop: it and its subviews are UIKit's own.
  public var isVisualEffectBackdrop = false
  /// Whether the view is a navigation bar, toolbar or tab bar.
  public var isSystemBar = false
  /// Whether the view is a slider (`UISlider`).
  public var tracksPosition = false
  /// Whether the view is a label (`UILabel`).
  public var displaysText = false
  /// Whether this is a scroll view that delays content touches (`delaysContentTouches`, `true`
  /// by default as in UIKit); only read for scroll views.
  public var delaysContentTouches = true
  /// Whether the automatic size is off for this view and everything below it (the UIKit
  /// adapter's per-subtree opt-out).
  public var disablesAutomaticHitAreas = false
  /// UIKit's private rules that make a view refuse touches in its own `hitTest` without any
  /// public property saying so (a view animating without `.allowUserInteraction`, a view flagged
  /// never to return itself): the tree adapter does not see it, UIKit's answer does.
  public var ignoresTouchesPrivately = false
  /// A hit-test hook on this view in the style of QMUI's `qmui_hitTestBlock` (which swizzles
  /// `UIView`'s `hitTest` itself, so the class does not count as overriding it): called with the
  /// point and UIKit's answer, it returns the view's answer.
  public var hitTestBlock: ((Point, TestView?) -> TestView?)? = nil
  /// The view's gesture recognizers when ``gestureRecognizerCount`` is 0 (otherwise it has that
  /// many enabled tap recognizers).
  package var recognizers: [TargetFacts.Recognizer] = []
  /// HitAreaKit's overflow switch.
  public var overflowsHitAreas = false
  /// Whether the view takes no touch itself while its subviews take theirs (the overlay pattern:
  /// `let v = super.hitTest(p, e); return v === self ? nil : v`).
  public var passesTouchesThrough = false
  /// The view's own resolution policy (the adapter's `hitAreaResolution`): its `hitTest` runs
  /// the engine from itself with it, as the adapter's hook does.
  public var resolution: ResolutionPolicy? = nil
  /// Whether the view counts as a tap target (controls always do).
  public var isTargetOverride: Bool? = nil
  /// Number of attached gesture recognizers (a view with one is a target).
  public var gestureRecognizerCount = 0
  /// `subviews`, back to front.
  public private(set) var subviews: [TestView] = []
  /// `superview`.
  public private(set) weak var superview: TestView?

  /// How many times `point(inside:)` ran on this view.
  public var pointInsideCalls = 0
  /// How many times `hitTest` ran on this view.
  public var hitTestCalls = 0
  /// How many times the engine asked for this view's subviews (``TestViewTree``): what a walk
  /// of the subtree costs.
  public var childrenReads = 0

  /// Creates a view with a frame (identity transform, bounds origin zero).
  public init(_ name: String = "view", frame: Rect) {
    self.name = name
    self.bounds = Rect(origin: .zero, size: frame.size)
    self.center = frame.center
  }

  /// Sets the frame the way UIKit does for an untransformed view: `center` and `bounds.size`.
  public func setFrame(_ frame: Rect) {
    bounds.size = frame.size
    center = frame.center
  }

  /// Whether this view is a control (overridden by ``TestControl``).
  open var isControl: Bool { false }

  /// `isEnabled` for controls; always `true` here.
  open var isEnabledForHitTesting: Bool { true }

  /// Whether the view's class overrides `hitTest(_:with:)` (what the UIKit adapter checks at run
  /// time); `false` for plain views and controls, whose override is the gate.
  open var overridesHitTest: Bool { false }

  /// Whether the view counts as a tap target: a control, a cell, or a view with an enabled tap
  /// or long-press recognizer (a pan or swipe area is not one), as `TargetFacts` decides.
  public var isTarget: Bool {
    isTargetOverride
      ?? (isControl || isCell || gestureRecognizerCount > 0
        || recognizers.contains { $0.isEnabled && ($0.kind == .tap || $0.kind == .longPress) })
  }

  private static let oneTap = [TargetFacts.Recognizer(kind: .tap, isEnabled: true)]

  /// What the UIKit adapter would record about the view (`TargetFacts`).
  package var targetFacts: TargetFacts {
    TargetFacts(
      className: name, isControl: isControl, isCell: isCell, hasHitArea: !hitArea.isBounds,
      recognizers: gestureRecognizerCount > 0 ? Self.oneTap : recognizers,
      isTextInput: isTextInput, isScrollView: isScrollView, tracksPosition: tracksPosition,
      displaysText: displaysText, isButton: isButton, isSystemControl: isSystemControl,
      overridesTracking: overridesTracking)
  }

  /// Whether this is a button (`UIButton`).
  open var isButton: Bool { false }
  /// Whether this is one of UIKit's own controls other than a button (a switch, a section index).
  open var isSystemControl: Bool { false }
  /// Whether this control's class overrides a tracking method (a custom scrubber).
  open var overridesTracking: Bool { false }

  /// Whether the view receives the automatic minimum size, by the core's rule
  /// (`TargetFacts.receivesAutomaticHitArea`), as the UIKit adapter asks it.
  public var isAutomaticTarget: Bool {
    targetFacts.receivesAutomaticHitArea { surroundings }
  }

  /// What the view's ancestors say about its ring, in one walk up, as the UIKit adapter's
  /// `UIViewTree.surroundings(of:)` reads them.
  package var surroundings: TargetFacts.Surroundings {
    var around = TargetFacts.Surroundings(
      insideVisualEffectBackdrop: isVisualEffectBackdrop,
      insideAutomaticOptOut: disablesAutomaticHitAreas)
    var ancestor = superview
    while let current = ancestor {
      around.insideSystemBar = around.insideSystemBar || current.isSystemBar
      around.insideVisualEffectBackdrop =
        around.insideVisualEffectBackdrop || current.isVisualEffectBackdrop
      around.insideNonDelayingScrollView =
        around.insideNonDelayingScrollView
        || (current.isScrollView && !current.delaysContentTouches)
      around.insideAutomaticOptOut =
        around.insideAutomaticOptOut || current.disablesAutomaticHitAreas
      ancestor = current.superview
    }
    return around
  }

  /// Whether the view handles touches itself, as the UIKit adapter's `UIViewTree` says: a
  /// target, a control, a scroll view, a view with an enabled gesture recognizer of any kind, or
  /// a class that overrides `hitTest`.
  public var handlesTouches: Bool {
    isTarget || isControl || isScrollView || gestureRecognizerCount > 0
      || recognizers.contains { $0.isEnabled } || overridesHitTest || overridesTouches
  }

  /// Whether the view's class overrides `touchesBegan/Moved/Ended` (a drawing canvas, a game
  /// view): it handles touches without a recognizer.
  public var overridesTouches = false

  /// Whether an ancestor satisfies `predicate`.
  public func hasAncestor(where predicate: (TestView) -> Bool) -> Bool {
    var ancestor = superview
    while let current = ancestor {
      if predicate(current) { return true }
      ancestor = current.superview
    }
    return false
  }

  /// `addSubview(_:)`: moves the view to the front of this view's subviews.
  public func addSubview(_ view: TestView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// `insertSubview(_:at:)`.
  public func insertSubview(_ view: TestView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  /// `bringSubviewToFront(_:)`.
  public func bringSubviewToFront(_ view: TestView) {
    guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: i))
  }

  /// `removeFromSuperview()`.
  public func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// The geometry the engine sees: the affine ``transform``, and whether the view is drawn
  /// through a 3-D one (``depthTransform``, or the superview's ``sublayerDepthTransform``).
  public var geometry: NodeGeometry {
    NodeGeometry(
      boundsOrigin: bounds.origin, boundsSize: bounds.size, center: center, transform: transform,
      anchorPoint: anchorPoint,
      isThreeDimensional: depthTransform != nil || superview?.sublayerDepthTransform != nil)
  }

  /// G5 as UIKit maps a point from the superview's bounds space, through the real transforms:
  /// the superview's ``sublayerDepthTransform``, then ``depthTransform`` (or ``transform``).
  public func uikitConvertFromSuperview(_ p: Point) -> Point? {
    var q = p
    if let parent = superview, let sublayer = parent.sublayerDepthTransform {
      guard let inverse = sublayer.inverted() else { return nil }
      let a = parent.geometry.anchorInBounds
      let v = inverse.apply(to: Point(x: q.x - a.x, y: q.y - a.y))
      q = Point(x: v.x + a.x, y: v.y + a.y)
    }
    var real = geometry
    real.isThreeDimensional = false
    real.transform = depthTransform ?? transform
    return real.convertFromParent(q)
  }

  /// The gate inputs the engine sees.
  public var interactionState: InteractionState {
    InteractionState(
      isUserInteractionEnabled: isUserInteractionEnabled, isHidden: isHidden, alpha: alpha,
      isEnabled: isEnabledForHitTesting)
  }

  /// G5: maps a point from the superview's bounds space; `nil` for a non-invertible transform.
  public func convertFromSuperview(_ p: Point) -> Point? {
    geometry.convertFromParent(p)
  }

  /// Maps a point from this view's bounds space to an ancestor's (or the root's when `nil`).
  public func convert(_ p: Point, to ancestor: TestView?) -> Point {
    var view: TestView? = self
    var q = p
    while let v = view, v !== ancestor, let parent = v.superview {
      q = v.geometry.convertToParent(q)
      view = parent
    }
    return q
  }

  /// The view's own `point(inside:with:)` rule, without HitAreaKit: UIKit's bounds, literally
  /// inset by `touchInsets`, half-open and standardized.
  ///
  /// Subclasses override it (a round button).
  open func ownPointInside(_ p: Point, with event: TestEvent?) -> Bool {
    if touchInsets.isZero { return bounds.contains(p) }
    return bounds.insetLiterally(
      top: touchInsets.top, left: touchInsets.left, bottom: touchInsets.bottom,
      right: touchInsets.right
    ).contains(p)
  }

  /// `point(inside:with:)` as the adapter's hook answers it: the hit area added to the own rule.
  ///
  /// Counted by the spy.
  public func point(inside p: Point, with event: TestEvent?) -> Bool {
    pointInsideCalls += 1
    return acceptsPoint(p, with: event)
  }

  /// What `point(inside:with:)` answers, without the spy (what the engine's tree adapter asks).
  public func acceptsPoint(_ p: Point, with event: TestEvent?) -> Bool {
    let area = hitArea
    if area.isBounds { return ownPointInside(p, with: event) }  // no closure on the common path
    return area.contains(p, in: bounds) { ownPointInside(p, with: event) }
  }

  /// `hitTest(_:with:)`: the reference algorithm of the UIKitHitTestingRules article, with the adapter's hooks
  /// (a view with its own ``resolution`` runs the engine; a pass-through view never answers
  /// itself).
  open func hitTest(_ p: Point, with event: TestEvent?) -> TestView? {
    let answer = uikitHitTest(p, with: event)
    guard let hitTestBlock else { return answer }
    return hitTestBlock(p, answer)
  }

  /// UIKit's `-[UIView hitTest:withEvent:]` for this view, before any hit-test hook.
  open func uikitHitTest(_ p: Point, with event: TestEvent?) -> TestView? {
    hitTestCalls += 1
    if let resolution {
      return HitTester(tree: TestViewTree(), policy: resolution).hitTest(p, in: self)
    }
    guard !ignoresTouchesPrivately else { return nil }
    guard isUserInteractionEnabled, !isHidden, !(alpha < 0.01) else { return nil }  // H1
    guard point(inside: p, with: event) else { return nil }  // H3
    for subview in subviews.reversed() {  // H4
      guard let q = subview.uikitConvertFromSuperview(p) else { continue }  // G5
      if let hit = subview.hitTest(q, with: event) { return hit }
    }
    return passesTouchesThrough ? nil : self  // H5, or the overlay pattern
  }

  /// Resets the spies in the whole subtree.
  public func resetSpies() {
    pointInsideCalls = 0
    hitTestCalls = 0
    childrenReads = 0
    for s in subviews { s.resetSpies() }
  }

  /// Every view of the subtree, depth first, back to front.
  public var allViews: [TestView] { [self] + subviews.flatMap(\.allViews) }

  /// Identity.
  public static func == (lhs: TestView, rhs: TestView) -> Bool { lhs === rhs }
  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// The name.
  public var description: String { name }
}

/// A stand-in for `UIControl`: a disabled control returns `nil` from `hitTest` before anything
/// else (H9), so touches fall through to the views behind it.
open class TestControl: TestView {
  /// `isEnabled`.
  public var isEnabled = true
  override open var isControl: Bool { true }
  override open var isEnabledForHitTesting: Bool { isEnabled }

  override open func hitTest(_ p: Point, with event: TestEvent?) -> TestView? {
    guard isEnabled else {
      hitTestCalls += 1
      return nil
    }
    return super.hitTest(p, with: event)
  }
}

/// A stand-in for `UIImageView` (and `UILabel`): user interaction is off by default (H13).
open class TestImageView: TestView {
  /// Creates an image view; `isUserInteractionEnabled` starts `false`.
  override public init(_ name: String = "image", frame: Rect) {
    super.init(name, frame: frame)
    isUserInteractionEnabled = false
  }
}

/// A stand-in for `UIEvent`: only the timestamp matters to HitAreaKit.
public struct TestEvent: Sendable {
  /// Seconds of system uptime.
  public var timestamp: Double
  /// Creates an event.
  public init(timestamp: Double) { self.timestamp = timestamp }
}

/// The engine's view of a ``TestView`` tree, as the UIKit adapter's `UIViewTree` sees views: it
/// asks each view's `point(inside:)` (hook included), asks views whose class overrides `hitTest`
/// through it, and reports pass-through views and views with their own policy.
public struct TestViewTree: HitTestTree, Sendable {
  /// Creates the adapter.
  public init() {}
  /// The double's own property (counted by ``TestView/childrenReads``).
  public func children(of node: TestView) -> [TestView] {
    node.childrenReads += 1
    return node.subviews
  }
  /// The double's own property.
  public func geometry(of node: TestView) -> NodeGeometry { node.geometry }
  /// The double's own property.
  public func interactionState(of node: TestView) -> InteractionState { node.interactionState }
  /// The double's own property.
  public func hitArea(of node: TestView) -> HitArea { node.hitArea }
  /// The double's own property.
  public func overflowsHitAreas(_ node: TestView) -> Bool { node.overflowsHitAreas }
  /// The double's own property.
  public func isTarget(_ node: TestView) -> Bool { node.isTarget }
  /// The view's `point(inside:)` (without the spy).
  public func pointInside(_ point: Point, of node: TestView, bounds: Rect) -> Bool {
    node.acceptsPoint(point, with: nil)
  }
  /// The double's own property.
  public func passesTouchesThrough(_ node: TestView) -> Bool { node.passesTouchesThrough }
  /// The superview.
  public func parent(of node: TestView) -> TestView? { node.superview }
  /// Whether the view edits text.
  public func isTextInput(_ node: TestView) -> Bool { node.isTextInput }
  /// Whether the view is a scroll view or has an enabled pan or swipe recognizer.
  public func interceptsDrags(_ node: TestView) -> Bool { node.targetFacts.startsDrags }
  /// Whether the view's hit area was ever set.
  public func hasOwnHitArea(_ node: TestView) -> Bool { node.isHitAreaSet }
  /// The core's rule over the double's facts, for targets only.
  public func isAutomaticTarget(_ node: TestView) -> Bool {
    node.isTarget && !node.passesTouchesThrough && node.isAutomaticTarget
  }
  /// The double's own property.
  public func handlesTouches(_ node: TestView) -> Bool { node.handlesTouches }
  /// Whether the view's class overrides `hitTest`.
  public func overridesHitTest(_ node: TestView) -> Bool { node.overridesHitTest }
  /// The view's own, dynamically dispatched `hitTest`.
  public func ownHitTest(_ node: TestView, at point: Point) -> TestView? {
    node.hitTest(point, with: nil)
  }
  /// The double's own property.
  public func policy(of node: TestView) -> ResolutionPolicy? { node.resolution }
}

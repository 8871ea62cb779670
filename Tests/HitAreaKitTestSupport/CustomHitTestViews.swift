import HitAreaKit

/// A round button: its own `point(inside:)` is the ellipse inscribed in its bounds (a circle for a
/// square button), as a custom `UIButton` subclass overrides it.
open class TestRoundControl: TestControl {
  /// Inside the ellipse inscribed in the bounds.
  override open func ownPointInside(_ p: Point, with event: TestEvent?) -> Bool {
    bounds.standardized.ellipseContains(p)
  }
}

/// A round plain view (an avatar with a tap recognizer): the ellipse inscribed in its bounds.
open class TestRoundView: TestView {
  /// Inside the ellipse inscribed in the bounds.
  override open func ownPointInside(_ p: Point, with event: TestEvent?) -> Bool {
    bounds.standardized.ellipseContains(p)
  }
}

/// A view whose `hitTest` override answers a fixed view (usually one of its children, a "hit the
/// whole row, get the button" container) wherever its default `hitTest` answers.
open class TestFixedAnswerView: TestView {
  /// The view answered; `nil` answers nothing.
  public weak var answer: TestView?
  override open var overridesHitTest: Bool { true }

  /// `answer` wherever `super.hitTest` answers something.
  override open func hitTest(_ p: Point, with event: TestEvent?) -> TestView? {
    super.hitTest(p, with: event) == nil ? nil : answer
  }
}

/// A view whose `hitTest` override always answers `nil`: touches go on to what lies behind it
/// (a decoration that opts out of touches without turning off user interaction).
open class TestRefusingView: TestView {
  override open var overridesHitTest: Bool { true }

  /// Always `nil`.
  override open func hitTest(_ p: Point, with event: TestEvent?) -> TestView? {
    hitTestCalls += 1
    return nil
  }
}

/// A view whose `hitTest` override enlarges it by `margin` on every side, the way UIKit's bar
/// buttons do privately: its default answer first, then itself in the margin (when eligible).
open class TestEnlargingView: TestView {
  /// How far beyond the bounds the view answers itself.
  public var margin: Double = 10
  override open var overridesHitTest: Bool { true }

  /// `super.hitTest`, else `self` within `margin` of the bounds.
  override open func hitTest(_ p: Point, with event: TestEvent?) -> TestView? {
    if let hit = super.hitTest(p, with: event) { return hit }
    guard interactionState.isEligible, !passesTouchesThrough else { return nil }
    let b = bounds.standardized
    let grown = Rect(
      minX: b.minX - margin, minY: b.minY - margin, maxX: b.maxX + margin, maxY: b.maxY + margin)
    return grown.contains(p) ? self : nil
  }
}

/// A view whose class overrides `hitTest` and answers what `super` answers, as UIKit's own
/// containers do wherever their additions are not touched: `UIScrollView` (and so table, collection
/// and text views) beyond its scroll indicators, `UITransitionView` beyond its ignored direct
/// touches.
///
/// ``overrides`` turns the override off, to compare with a plain view.
open class TestAgreeingOverrideView: TestView {
  /// Whether the class counts as overriding `hitTest`; `true` unless a test turns it off.
  public var overrides = true
  override open var overridesHitTest: Bool { overrides }

  /// `super.hitTest`, unchanged.
  override open func hitTest(_ p: Point, with event: TestEvent?) -> TestView? {
    super.hitTest(p, with: event)
  }
}

/// A view class that implements UIKit's overlay pattern itself, without HitAreaKit's
/// pass-through property: `let v = super.hitTest(p, with: e); return v === self ? nil : v`.
open class TestOverlayPatternView: TestView {
  override open var overridesHitTest: Bool { true }

  /// `super.hitTest`, except `nil` where that is the view itself.
  override open func hitTest(_ p: Point, with event: TestEvent?) -> TestView? {
    let hit = super.hitTest(p, with: event)
    return hit === self ? nil : hit
  }
}

extension Rect {
  /// Whether a point lies inside the ellipse inscribed in this (standardized) rect; an empty rect
  /// contains nothing.
  public func ellipseContains(_ p: Point) -> Bool {
    guard !isEmpty, width.isFinite, height.isFinite else { return false }
    let dx = (p.x - midX) / (width / 2)
    let dy = (p.y - midY) / (height / 2)
    return dx * dx + dy * dy < 1
  }
}

/// A window subclass that passes touches through the way apps write it in Swift:
/// `override func hitTest… { let v = super.hitTest(p, with: e); return v === self ? nil : v }`,
/// or, with ``rootView``, `return rootViewController?.view == v ? nil : v` (the toast, HUD and
/// floating-player windows: a window's root view fills it, so UIKit answers that view, not the
/// window, where no button takes the point).
///
/// HitAreaKit's window hook runs as that `super`, so it sees UIKit's raw answer; the override
/// drops it afterwards.
open class TestPassThroughWindow: TestView {
  override open var overridesHitTest: Bool { true }

  /// The root view controller's view, which the override turns into `nil`; `nil`: the window
  /// itself is.
  public weak var rootView: TestView?

  /// The hooked `super.hitTest`, then `nil` where it answered the view the override drops.
  open func overriding(_ hooked: TestView?) -> TestView? {
    hooked === (rootView ?? self) ? nil : hooked
  }

  /// The window's whole hit test as the app's class answers it, with HitAreaKit's decision off:
  /// UIKit's own, then the override (what the window hook asks as `passesTouchOn`).
  public func appHitTest(_ p: Point) -> TestView? { overriding(uikitHitTest(p, with: nil)) }
}

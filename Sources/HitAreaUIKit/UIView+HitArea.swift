#if canImport(UIKit)
import HitAreaKit
import UIKit

extension UIView {
  /// Where this view accepts touches, relative to its bounds.
  ///
  /// ``HitArea/bounds`` by default (UIKit's behaviour).
  ///
  /// Works on any view: controls, image views with gesture recognizers (which also need
  /// `isUserInteractionEnabled = true`, as always), plain views. A hit area adds to the view's own
  /// `point(inside:with:)` rather than replacing it: a round button stays round inside its bounds
  /// and gets the hit area beyond them, and an enlargement the view already has is kept; a
  /// shrinking edge cuts (see ``HitArea/contains(_:in:own:)``). Setting it is all there is to do:
  /// the first non-default value installs HitAreaKit's `point(inside:with:)` hook on the view's
  /// class, once (see <doc:RuntimeHooks>). A hit area never makes a hidden, transparent,
  /// non-interactive or disabled view hittable.
  ///
  /// ```swift
  /// closeButton.hitArea = .minimumSize(44)
  /// avatar.hitArea = .outset(12)
  /// ```
  ///
  /// A hit area that sticks out of the superview is reachable there only with the overflow switch
  /// on an ancestor (``overflowsHitAreas``), as UIKit stops at every ancestor's bounds.
  ///
  /// A hit area set here always wins over ``HitAreaConfiguration/automaticMinimumSize``; setting
  /// it to ``HitArea/bounds`` opts the view out of the automatic size ("never set" and "set to
  /// the bounds" are different things, see ``hasOwnHitArea``).
  public var hitArea: HitArea {
    get { HitAreaState.existing(for: self)?.hitArea ?? .bounds }
    set {
      let state = HitAreaState.state(for: self)
      state.hitArea = newValue
      state.isHitAreaSet = true
      if !newValue.isBounds { HitAreaRuntime.installPointInsideHook(for: type(of: self)) }
    }
  }

  /// Whether ``hitArea`` was ever set, even to ``HitArea/bounds``: the view keeps its own hit
  /// area under ``HitAreaConfiguration/automaticMinimumSize``.
  ///
  /// ``resetHitArea()`` makes it `false` again.
  public var hasOwnHitArea: Bool { HitAreaState.existing(for: self)?.isHitAreaSet ?? false }

  /// Returns the view to "hit area never set": ``hitArea`` is ``HitArea/bounds`` and
  /// ``hasOwnHitArea`` is `false`, so ``HitAreaConfiguration/automaticMinimumSize`` applies to
  /// it again.
  ///
  /// What a reused cell's `prepareForReuse` should call, where setting ``HitArea/bounds`` would opt
  /// the view out of the automatic size for good.
  ///
  /// ```swift
  /// override func prepareForReuse() {
  ///   super.prepareForReuse()
  ///   badge.resetHitArea()
  /// }
  /// ```
  public func resetHitArea() {
    guard let state = HitAreaState.existing(for: self) else { return }
    state.hitArea = .bounds
    state.isHitAreaSet = false
  }

  /// The overflow switch: when `true`, every descendant's hit area is reachable inside this view's
  /// subtree even where it sticks out of intermediate ancestors (a delete badge on a cell).
  ///
  /// Turn it on for a cell, a collection view or any container. The view's own superview must
  /// still accept the point (put the switch high enough). Inside such a container, HitAreaKit's
  /// engine walks the subviews, and keeps their own rules: it asks each view's
  /// `point(inside:with:)`, asks a view whose class overrides `hitTest(_:with:)` (a SwiftUI
  /// hosting view, an overlay, a scroll view) through it and takes its answer where that differs
  /// from UIKit's order, and resolves a nested container with its own ``hitAreaResolution`` with
  /// that policy. The switch does not reach into such views: they decide for their own subtrees.
  /// A container whose own class overrides `hitTest(_:with:)` (a collection view, a hosting view)
  /// keeps its class's answer wherever that differs from UIKit's order; elsewhere the switch
  /// applies.
  ///
  /// ```swift
  /// collectionView.overflowsHitAreas = true
  /// ```
  public var overflowsHitAreas: Bool {
    get { HitAreaState.existing(for: self)?.overflowsHitAreas ?? false }
    set {
      if !newValue && HitAreaState.existing(for: self) == nil { return }
      HitAreaState.state(for: self).overflowsHitAreas = newValue
      if newValue { HitAreaRuntime.installHitTestHook(for: type(of: self)) }
    }
  }

  /// How touches that fall in several targets' hit areas are resolved inside this view's subtree;
  /// `nil` (the default) leaves UIKit's front-most order, or ``HitAreaConfiguration/defaultResolution``.
  ///
  /// The policy reaches into subviews whose class overrides `hitTest(_:with:)` wherever they answer
  /// as UIKit's order does (scroll, table and collection views away from their scroll indicators);
  /// where they answer otherwise (a pass-through overlay, a SwiftUI hosting view), their answer is
  /// taken. Set on a view whose own class overrides `hitTest(_:with:)`, that class's answer is kept
  /// wherever it differs from UIKit's order.
  ///
  /// Under ``HitAreaConfiguration/automaticMinimumSize``, an explicit `.frontmost` (UIKit's order,
  /// chosen on purpose) turns the automatic size off inside the view, a window included; any
  /// other policy set here is kept (only the default `frontmost` becomes `mostLikely`).
  ///
  /// ```swift
  /// keyboardRow.hitAreaResolution = .nearest
  /// cardList.hitAreaResolution = .mostLikely
  /// ```
  public var hitAreaResolution: ResolutionPolicy? {
    get { HitAreaState.existing(for: self)?.resolution }
    set {
      if newValue == nil && HitAreaState.existing(for: self) == nil { return }
      HitAreaState.state(for: self).resolution = newValue
      if newValue != nil { HitAreaRuntime.installHitTestHook(for: type(of: self)) }
    }
  }

  /// Whether this view takes no touch itself while its subviews take theirs: UIKit's overlay
  /// pattern (`let v = super.hitTest(p, with: e); return v === self ? nil : v`) without a
  /// subclass.
  ///
  /// `false` by default.
  ///
  /// A touch on the view's empty parts goes on to the views behind it; its subviews (a close
  /// button on a full-screen overlay) take their touches as usual. The view's own gate and
  /// `point(inside:with:)` still decide whether its subviews are reached. Setting it to `true`
  /// installs HitAreaKit's `hitTest(_:with:)` hook on the view's class, once (see
  /// <doc:RuntimeHooks>). A pass-through view is never a tap target for the policies, the audit
  /// or a layout snapshot.
  ///
  /// ```swift
  /// overlay.passesTouchesThrough = true
  /// ```
  public var passesTouchesThrough: Bool {
    get { HitAreaState.existing(for: self)?.passesTouchesThrough ?? false }
    set {
      if !newValue && HitAreaState.existing(for: self) == nil { return }
      HitAreaState.state(for: self).passesTouchesThrough = newValue
      if newValue { HitAreaRuntime.installHitTestHook(for: type(of: self)) }
    }
  }

  /// The rect, in this view's bounds space, where it accepts touches.
  public var hitAreaRect: CGRect { CGRect(hitArea.rect(in: Rect(bounds))) }

  /// Whether the automatic minimum size is off for this view and everything below it: `false`
  /// by default.
  ///
  /// On a window, it turns the automatic size off for the whole window.
  ///
  /// For a screen, a container or a window where the rings get in the way (a drawing canvas, a game
  /// board, a custom keyboard). Needs no hook.
  ///
  /// ```swift
  /// canvasContainer.disablesAutomaticMinimumSize = true
  /// ```
  public var disablesAutomaticMinimumSize: Bool {
    get { HitAreaState.existing(for: self)?.disablesAutomaticMinimumSize ?? false }
    set {
      if !newValue && HitAreaState.existing(for: self) == nil { return }
      HitAreaState.state(for: self).disablesAutomaticMinimumSize = newValue
    }
  }

  /// Where this view accepts touches, in its bounds' coordinates, as the app runs: its own
  /// ``hitArea``, or, under ``HitAreaConfiguration/automaticMinimumSize``, the automatic area it
  /// receives (for direct finger touches); its bounds otherwise.
  ///
  /// It is the largest area the view may receive: at run time a ring gives way to a neighbour's
  /// visible bounds, to a target UIKit reaches through its own enlargement, to a view that handles
  /// touches in front of it and to a target in the window below, and rings are for fingers only.
  ///
  /// A touch in the part outside the bounds reaches the view with a location outside its bounds.
  /// UIKit's own controls count it as inside (they track about 70 pt around themselves), but code
  /// that tests `bounds.contains(location)` sees it as outside: a custom control's
  /// `endTracking(_:with:)` or `touchesEnded` that does, a gesture recognizer delegate's
  /// `gestureRecognizer(_:shouldReceive:)` that does. Test against this rect instead, or set the
  /// view's own hit area.
  ///
  /// ```swift
  /// let inside = closeButton.effectiveHitAreaRect.contains(touch.location(in: closeButton))
  /// ```
  public var effectiveHitAreaRect: CGRect {
    let state = HitAreaState.existing(for: self)
    if state?.isHitAreaSet == true || state.map({ !$0.hitArea.isBounds }) == true {
      return hitAreaRect
    }
    guard HitAreaConfiguration.isEnabled, let side = HitAreaDecision.automaticSide(for: self),
      UIViewTree().isAutomaticTarget(self),
      let area = AutomaticMinimumSize.area(around: Rect(bounds), side: side)
    else { return bounds }
    return CGRect(area)
  }
}
#endif  // canImport(UIKit)

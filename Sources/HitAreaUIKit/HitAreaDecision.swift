#if canImport(UIKit)
import HitAreaKit
import UIKit

/// What HitAreaKit's hooks do on the main thread: each is one call into the core's decision.
@MainActor
package enum HitAreaDecision {
  /// `point(inside:with:)`: the view's own rule (`original`), with its hit area applied.
  ///
  /// One associated-object read for a view with no settings, then the original.
  static func pointInside(_ view: UIView, _ point: CGPoint, original: () -> Bool) -> Bool {
    // The associated object first: most views have none, and the switch takes a lock.
    guard let state = HitAreaState.existing(for: view), !state.hitArea.isBounds,
      HitAreaConfiguration.isEnabled
    else { return original() }
    return state.hitArea.contains(Point(point), in: Rect(view.bounds), own: original)
  }

  /// The policy that governs a view's subtree, or `nil` when UIKit's own `hitTest` answers alone:
  /// the view's own policy; the default policy for an overflow container; for one of the app's
  /// windows (never a system window: the keyboard, text effects), the default policy when it is
  /// not `frontmost` or the automatic minimum size is on.
  static func engineResolution(for view: UIView, state: HitAreaState?) -> ResolutionPolicy? {
    if let policy = state?.resolution { return policy }
    let fallback = HitAreaConfiguration.defaultResolution
    if state?.overflowsHitAreas == true { return fallback }
    if view is UIWindow, fallback != .frontmost || automaticSide(for: view) != nil,
      !isSystemWindow(type(of: view))
    {
      return fallback
    }
    return nil
  }

  /// Whether windows of a class are the system's (``SystemWindow``, by the name of the class it
  /// reports), known per class with its lineage (``HitAreaKit/ClassCache``): the keyboard's
  /// windows are hit-tested on every key tap.
  static func isSystemWindow(_ cls: AnyClass) -> Bool {
    systemWindowClasses.value(for: cls, in: HitAreaRuntime.installer.runtime) {
      SystemWindow.isSystemWindow(className: NSStringFromClass($0.target))
    }
  }

  private static var systemWindowClasses = ClassCache<ObjectiveCRuntime, Bool>()

  /// `hitTest(_:with:)`: UIKit first (`original`, the implementation the hook replaced, at any
  /// point), then the core's decision where the view has a policy, the overflow switch or is an
  /// app window under the automatic size.
  ///
  /// One associated-object read for a view with no settings, then the original.
  static func hitTest(
    _ view: UIView, _ point: CGPoint, _ event: UIEvent?, original: (CGPoint) -> UIView?
  ) -> UIView? {
    var found = HitAreaState.existing(for: view)
    if found == nil, view is UIWindow, HitAreaConfiguration.isEnabled,
      engineResolution(for: view, state: nil) != nil
    {
      found = HitAreaState.state(for: view)  // an app window under the automatic size
    }
    guard let state = found else { return original(point) }
    // Pass-through is what the view is, not an enlargement: it holds with the kill switch off.
    guard HitAreaConfiguration.isEnabled, let policy = engineResolution(for: view, state: state),
      !state.isDeciding
    else {
      let hit = original(point)
      return state.passesTouchesThrough && hit === view ? nil : hit
    }
    let timestamp = event.map { Double($0.timestamp) }
    var knownInput: TouchInput?
    func input() -> TouchInput {
      if let knownInput { return knownInput }
      let input = TouchInput(event)
      knownInput = input
      return input
    }
    if let last = state.sameTouch.answer(timestamp: timestamp, point: Point(point), input: input) {
      // UIKit's second and third hit test of the same touch; the answer must still be in the
      // view's subtree.
      if !last.hadHit { return nil }
      if let hit = last.hit, hit === view || hit.isDescendant(of: view) { return hit }
    }
    state.isDeciding = true
    defer { state.isDeciding = false }
    let tree = UIViewTree(event: event)
    var tester = HitTester(
      tree: tree, policy: policy, millimetresPerPoint: HitAreaConfiguration.millimetresPerPoint,
      reachIndex: reachIndex(for: view, state: state, event: event, tree: tree),
      automaticMinimumSize: automaticSide(for: view))
    // The view's own policy is kept under the automatic minimum size (the default is not), and
    // its own `frontmost` has no rings inside, as the core decides a view with its own policy
    // inside the tree.
    if let own = state.resolution { tester = tester.nested(own) }
    let decision = tester.redirectedHitTest(
      Point(point), in: view, input: input(),
      // UIKit's answer as the app gets it: a pass-through view or window answers nothing, so a
      // pass-through banner window leaves its touches (and its rings' touches) to the windows
      // below.
      uikit: { tree.passingThrough(original(CGPoint($0)), at: view) },
      isTargetBelow: { targetBelow(view, at: CGPoint($0), event: event, tester: tester) },
      // The view's class overrides `hitTest` around this hook (asked by the core only then): the
      // whole hit test, its override included, with this decision off (`isDeciding`), says
      // whether a pass-through window subclass gives the touch to the windows below.
      passesTouchOn: { view.hitTest(CGPoint($0), with: event) == nil })
    let hit = tree.passingThrough(decision.hit, at: view)
    state.sameTouch.keep(
      HitAreaState.Decided(hit: hit, hadHit: hit != nil), timestamp: timestamp,
      point: Point(point), input: input(), isRedirection: decision.reason == .redirected)
    return hit
  }

  /// Whether a window below `view` (a window) keeps the touch at the point (the core's
  /// `claimsTouch`: a target on its visible bounds, a view that handles touches or starts drags),
  /// where UIKit would take the touch next.
  static func targetBelow(
    _ view: UIView, at point: CGPoint, event: UIEvent?, tester: HitTester<UIViewTree>
  ) -> Bool {
    guard let window = view as? UIWindow, let scene = window.windowScene else { return false }
    let windows = scene.windows.filter { !$0.isHidden && $0.isUserInteractionEnabled }
      .enumerated().sorted {
        ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset)
      }
      .map(\.element)
    guard let position = windows.firstIndex(where: { $0 === window }) else { return false }
    return windows[..<position].contains { lower in
      let q = window.convert(point, to: lower)
      // The lower window answers as UIKit does (its own decision is not run; the views inside
      // it decide as they would, their overflow switches and policies included).
      let state = HitAreaState.state(for: lower)
      let wasDeciding = state.isDeciding
      state.isDeciding = true
      defer { state.isDeciding = wasDeciding }
      return tester.claimsTouch(lower.hitTest(q, with: event), in: lower, at: Point(q))
    }
  }

  /// The automatic minimum size in force for a view's window: `nil` when it is off, when the
  /// window (or the view) opts out, and on Mac Catalyst and visionOS unless the app opts in.
  package static func automaticSide(for view: UIView) -> Double? {
    guard let side = AutomaticMinimumSize.side(HitAreaConfiguration.automaticMinimumSize) else {
      return nil
    }
    #if targetEnvironment(macCatalyst) || os(visionOS)
    guard HitAreaConfiguration.automaticMinimumSizeOnPointerPlatforms else { return nil }
    #else
    if ProcessInfo.processInfo.isiOSAppOnMac,
      !HitAreaConfiguration.automaticMinimumSizeOnPointerPlatforms
    {
      return nil
    }
    #endif
    let window = view.window ?? (view as? UIWindow)
    if let window, HitAreaState.existing(for: window)?.disablesAutomaticMinimumSize == true {
      return nil
    }
    return side
  }

  /// The reach index of the view's subtree for this touch, from the view's state: built once per
  /// touch (UIKit may hit test several times per touch, with the same event timestamp) and
  /// rebuilt for the next one, so layout changes between touches are always seen.
  static func reachIndex(
    for view: UIView, state: HitAreaState, event: UIEvent?, tree: UIViewTree
  ) -> ReachIndex<UIView>? {
    guard state.overflowsHitAreas else { return nil }
    return state.reachCache.index(forTimestamp: event.map { Double($0.timestamp) }) {
      ReachIndex(tree: tree, root: view, automaticMinimumSize: automaticSide(for: view))
    }
  }
}

extension TouchInput {
  /// What kind of input a UIKit event is, by the core's rule
  /// (`TouchInput(isTouchEvent:pressesButtons:beganTouches:)`): only the touches that begin
  /// now count; a pointer click is told by its buttons.
  @MainActor
  init(_ event: UIEvent?) {
    guard let event else {
      self = .other
      return
    }
    let began = (event.allTouches ?? []).filter { $0.phase == .began }.map {
      touch -> TouchInput.TouchKind in
      switch touch.type {
      case .direct: .direct
      case .pencil: .pencil
      case .indirectPointer: .pointer
      default: .indirect
      }
    }
    self.init(
      isTouchEvent: event.type == .touches, pressesButtons: !event.buttonMask.isEmpty,
      beganTouches: began)
  }
}
#endif  // canImport(UIKit)

#if canImport(UIKit)
import HitAreaKit
import ObjectiveC
import UIKit

/// The runtime hooks behind ``UIKit/UIView/hitArea``, ``UIKit/UIView/overflowsHitAreas``,
/// ``UIKit/UIView/hitAreaResolution`` and ``UIKit/UIControl/tapThrottle``.
///
/// No Objective-C category overrides (undefined behaviour). Hooks are installed lazily, the first
/// time a view of a class uses a feature, **exactly once per class**, on that class only:
///
/// - `-[UIView pointInside:withEvent:]` (``UIKit/UIView/point(inside:with:)``): installed on the
///   class of a view given a non-default hit area.
/// - `-[UIView hitTest:withEvent:]` (``UIKit/UIView/hitTest(_:with:)``): installed on the class of
///   a view given the overflow switch or a resolution policy, and on `UIWindow` when
///   ``HitAreaConfiguration/defaultResolution`` is not `frontmost`.
/// - `-[UIControl sendAction:to:forEvent:]` and `-[UIControl sendAction:]` (the two dispatch
///   points), `-[UIControl sendActionsForControlEvents:]` and
///   `-[UIResponder touchesBegan/Moved/Ended/Cancelled:withEvent:]` (to know the touch or
///   programmatic dispatch in progress, since `sendAction:` gets no event): installed by
///   ``UIKit/UIControl/tapThrottle`` on the class of a throttled control.
///   `performPrimaryAction()` (iOS 17.4) is not hooked: its sends pass as programmatic ones.
///
/// The install logic is HitAreaKit's ``HitAreaKit/HookInstaller`` over the Objective-C runtime,
/// tested on every platform against a model of that runtime:
///
/// - **Add, then replace.** When the class only inherits the method, a method is *added* to it
///   that calls the superclass's implementation as found at call time (so siblings and the
///   superclass are untouched, and hooks installed later up the chain are honoured); when the
///   class has its own implementation, it is replaced and the replaced implementation (UIKit's,
///   the app's, or another library's hook) is called through. It is recorded, under a lock,
///   before the hook takes its place.
/// - **The class UIKit reports.** For a key-value-observed view, the hook goes on its real class,
///   not on the `NSKVONotifying_` subclass.
/// - **Never** on ``HitAreaHosting`` classes (``HitAreaView``, ``HitAreaControl``,
///   ``HitAreaButton`` and their subclasses): they do the same in their own overrides.
/// - **Off the main thread, straight through.** Every hook is a plain, nonisolated block that
///   calls the original implementation at once when it is not called on the main thread
///   (``HitAreaKit/MainThreadGate``); only on the main thread does it assume main-actor isolation
///   and decide anything. So a legacy `sendActions(for:)` from a background queue behaves as
///   without HitAreaKit instead of trapping.
///
/// Views that use no feature take the original path after one associated-object lookup.
public enum HitAreaRuntime {
  /// The installer every hook goes through. HitAreaKit's own `hitTest(_:with:)` overrides (the
  /// hosting classes') and `UIControl`'s (the disabled gate, which the engine applies itself) are
  /// registered, so ``overridesHitTest(_:)`` does not count them: a control is walked, so its
  /// enlarged area can compete under a policy, unless its own class overrides `hitTest`.
  static let installer: HookInstaller<ObjectiveCRuntime> = {
    let installer = HookInstaller(runtime: ObjectiveCRuntime())
    let ownOverrides: [AnyClass] = [
      UIControl.self, HitAreaView.self, HitAreaControl.self, HitAreaButton.self,
    ]
    for cls in ownOverrides {
      installer.registerOwnOverride(of: hitTestSelector, in: cls)
    }
    return installer
  }()

  static let pointInsideSelector = #selector(UIView.point(inside:with:))
  static let hitTestSelector = #selector(UIView.hitTest(_:with:))

  /// Whether `selector` is hooked on exactly this class (not inherited); for a class key-value
  /// observing made, on the class it reports.
  ///
  /// - Parameters:
  ///   - selector: A hooked selector, e.g. `#selector(UIView.point(inside:with:))`.
  ///   - cls: A class.
  ///
  /// ```swift
  /// HitAreaRuntime.isHooked(#selector(UIView.point(inside:with:)), on: UIButton.self)
  /// ```
  public static func isHooked(_ selector: Selector, on cls: AnyClass) -> Bool {
    installer.isHooked(selector, on: cls)
  }

  /// Installs a hook on `cls` once: `makeBlock` gets the implementation to call through to and
  /// returns the nonisolated `@convention(block)` replacement.
  static func install<Function>(
    _ selector: Selector, on cls: AnyClass, as: Function.Type,
    _ makeBlock: (OriginalImplementation<Function>) -> Any
  ) {
    installer.install(selector, on: cls) { callThrough in
      imp_implementationWithBlock(makeBlock(OriginalImplementation(callThrough)))
    }
  }

  /// Installs the `point(inside:with:)` hook on `cls`, once.
  static func installPointInsideHook(for cls: AnyClass) {
    typealias Function = @convention(c) (UIView, Selector, CGPoint, UIEvent?) -> Bool
    let selector = pointInsideSelector
    install(selector, on: cls, as: Function.self) { original in
      let block: @convention(block) (UIView, CGPoint, UIEvent?) -> Bool = { view, point, event in
        MainThreadGate.run(
          { original.function?(view, selector, point, event) ?? false },
          onMainThread: { original in
            HitAreaDecision.pointInside(view, point, original: original)
          })
      }
      return block
    }
  }

  /// Installs the `hitTest(_:with:)` hook on `cls`, once.
  static func installHitTestHook(for cls: AnyClass) {
    typealias Function = @convention(c) (UIView, Selector, CGPoint, UIEvent?) -> UIView?
    let selector = hitTestSelector
    install(selector, on: cls, as: Function.self) { original in
      let block: @convention(block) (UIView, CGPoint, UIEvent?) -> UIView? = { view, point, event in
        MainThreadGate.run(
          { original.function?(view, selector, point, event) ?? nil },
          onMainThread: { original in
            HitAreaDecision.hitTest(view, point, event, original: original)
          })
      }
      return block
    }
  }
}

/// The implementation a hook calls through to, as the C function it is: the replaced one, or
/// the superclass's looked up at call time (see ``HitAreaKit/CallThrough``).
struct OriginalImplementation<Function>: @unchecked Sendable {
  private enum Source {
    case callThrough(CallThrough<ObjectiveCRuntime>)
    case superOf(Selector, AnyClass)
  }

  private let source: Source

  /// What a hook installed by ``HitAreaRuntime`` calls through to.
  init(_ callThrough: CallThrough<ObjectiveCRuntime>) {
    source = .callThrough(callThrough)
  }

  /// `super` for an override in `cls` that cannot call `super` itself (a nonisolated override
  /// of a main-actor method, off the main thread): the superclass's implementation, looked up
  /// at call time, as `super` would.
  init(superOf selector: Selector, from cls: AnyClass) {
    source = .superOf(selector, cls)
  }

  /// The function to call through to now.
  var function: Function? {
    let implementation: IMP? =
      switch source {
      case .callThrough(let callThrough): callThrough.implementation()
      case .superOf(let selector, let cls):
        ObjectiveCRuntime().superImplementation(of: selector, from: cls)
      }
    return implementation.map { unsafeBitCast($0, to: Function.self) }
  }
}
#endif  // canImport(UIKit)

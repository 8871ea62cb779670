#if canImport(UIKit)
import HitAreaKit
import ObjectiveC
import UIKit

/// The runtime hooks behind ``UIKit/UIView/hitArea``, ``UIKit/UIView/overflowsHitAreas`` and
/// ``UIKit/UIView/hitAreaResolution``.
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
/// Each hook uses the add-then-replace pattern: when the class only inherits the method, a new
/// method is *added* to it that calls the superclass's implementation as found at call time (so
/// siblings and the superclass are untouched, and hooks installed later up the chain are
/// honoured); when the class has its own implementation, it is replaced and the replaced
/// implementation (UIKit's, or another library's hook) is called through. Views that use no
/// feature take the original path after one associated-object lookup.
@MainActor
public enum HitAreaRuntime {
  private static var hooked: Set<String> = []

  /// Whether `selector` is hooked on exactly this class (not inherited).
  public static func isHooked(_ selector: Selector, on cls: AnyClass) -> Bool {
    hooked.contains(key(selector, cls))
  }

  private static func key(_ selector: Selector, _ cls: AnyClass) -> String {
    "\(NSStringFromSelector(selector))|\(ObjectIdentifier(cls).hashValue)"
  }

  /// Claims the once-per-class token; `false` when the hook is already installed.
  private static func claim(_ selector: Selector, _ cls: AnyClass) -> Bool {
    hooked.insert(key(selector, cls)).inserted
  }

  /// Installs a hook on `cls` once: `makeBlock` gets the implementation to call through to and
  /// returns the `@convention(block)` replacement.
  static func install<Function>(
    _ selector: Selector, on cls: AnyClass, as: Function.Type,
    _ makeBlock: (OriginalImplementation<Function>) -> Any
  ) {
    guard claim(selector, cls) else { return }
    let original = OriginalImplementation<Function>(selector: selector, cls: cls)
    original.install(imp_implementationWithBlock(makeBlock(original)))
  }

  /// Installs the `point(inside:with:)` hook on `cls`, once.
  static func installPointInsideHook(for cls: AnyClass) {
    if cls is HitAreaHosting.Type { return }  // the subclasses decide in their overrides
    typealias Function = @convention(c) (UIView, Selector, CGPoint, UIEvent?) -> Bool
    let selector = #selector(UIView.point(inside:with:))
    install(selector, on: cls, as: Function.self) { original in
      let block: @MainActor @convention(block) (UIView, CGPoint, UIEvent?) -> Bool = {
        view, point, event in
        HitAreaDecision.pointInside(view, point) {
          original.function(for: view).map { $0(view, selector, point, event) } ?? false
        }
      }
      return block
    }
  }

  /// Installs the `hitTest(_:with:)` hook on `cls`, once.
  static func installHitTestHook(for cls: AnyClass) {
    if cls is HitAreaHosting.Type { return }
    typealias Function = @convention(c) (UIView, Selector, CGPoint, UIEvent?) -> UIView?
    let selector = #selector(UIView.hitTest(_:with:))
    install(selector, on: cls, as: Function.self) { original in
      let block: @MainActor @convention(block) (UIView, CGPoint, UIEvent?) -> UIView? = {
        view, point, event in
        HitAreaDecision.hitTest(view, point, event) {
          original.function(for: view).flatMap { $0(view, selector, point, event) }
        }
      }
      return block
    }
  }
}

/// The implementation a hook calls through to: the replaced one, or, when the hook was added to a
/// class that only inherited the method, the superclass's implementation looked up at call time.
final class OriginalImplementation<Function>: @unchecked Sendable {
  private let selector: Selector
  private let cls: AnyClass
  private var replaced: IMP?

  init(selector: Selector, cls: AnyClass) {
    self.selector = selector
    self.cls = cls
  }

  /// Adds the hook to the class, or replaces the class's own implementation with it.
  func install(_ hook: IMP) {
    guard let method = class_getInstanceMethod(cls, selector) else { return }
    let types = method_getTypeEncoding(method)
    if !class_addMethod(cls, selector, hook, types) {
      replaced = method_setImplementation(method, hook)
    }
  }

  /// The function to call through to.
  func function(for object: AnyObject) -> Function? {
    if let replaced { return unsafeBitCast(replaced, to: Function.self) }
    guard let superclass = class_getSuperclass(cls),
      let imp = class_getMethodImplementation(superclass, selector)
    else { return nil }
    return unsafeBitCast(imp, to: Function.self)
  }
}
#endif  // canImport(UIKit)

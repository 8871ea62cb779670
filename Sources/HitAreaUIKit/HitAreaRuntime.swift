#if canImport(UIKit)
import HitAreaKit
import ObjectiveC
import UIKit

/// The runtime hooks behind the view and control properties (the article *Runtime hooks* says
/// what is installed where): installed lazily, exactly once per class.
package enum HitAreaRuntime {
  /// The installer every hook goes through.
  ///
  /// HitAreaKit's own `hitTest(_:with:)` overrides (the hosting classes') and `UIControl`'s (the
  /// disabled gate, which the engine applies itself) are registered, so ``overridesHitTest(_:)``
  /// does not count them: a control is walked, so its enlarged area can compete under a policy,
  /// unless its own class overrides `hitTest`.
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
  package static func isHooked(_ selector: Selector, on cls: AnyClass) -> Bool {
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
          onMainThread: { _ in
            HitAreaDecision.hitTest(view, point, event) { p in
              original.function?(view, selector, p, event) ?? nil
            }
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

#if canImport(UIKit)
import HitAreaKit
import HitAreaUIKit
import ObjectiveC
import UIKit

/// How the runtime hooks land on real classes: KVO subclasses, a superclass hooked after its
/// subclass, and another library's swizzle of the same selector before and after ours.
@MainActor
enum HookInstallScenarios {
  static let pointInside = #selector(UIView.point(inside:with:))

  /// A KVO-observed view: the hook lands on the class UIKit reports, not on the
  /// `NSKVONotifying_` subclass KVO created, and still works while observed and after.
  static func kvoObservedView(_ e: RuntimeExpectations) {
    let view = KVOObservedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let observer = NSObject()
    view.addObserver(observer, forKeyPath: "alpha", options: [], context: nil)
    let isaName = NSStringFromClass(object_getClass(view) ?? UIView.self)
    e.expect(isaName.hasPrefix("NSKVONotifying_"), "KVO did not subclass: \(isaName)")
    view.hitArea = .outset(10)
    e.expect(
      HitAreaRuntime.isHooked(pointInside, on: KVOObservedView.self),
      "the hook is not on the class UIKit reports")
    if let isa = object_getClass(view), isa != KVOObservedView.self {
      e.expect(!HitAreaRuntime.isHooked(pointInside, on: isa), "the hook landed on KVO's subclass")
    }
    e.expect(view.point(inside: CGPoint(x: -5, y: -5), with: nil), "outset ignored while observed")
    view.removeObserver(observer, forKeyPath: "alpha")
    e.expect(view.point(inside: CGPoint(x: -5, y: -5), with: nil), "outset ignored after KVO")
    e.expect(!view.point(inside: CGPoint(x: -15, y: 5), with: nil), "accepted beyond the outset")
  }

  /// A subclass hooked first (the hook is added, calling super at call time), then its superclass
  /// (whose own override is replaced): every call reaches each original exactly once.
  static func superclassHookedAfterSubclass(_ e: RuntimeExpectations) {
    let sub = CountingSubview(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    sub.hitArea = .outset(5)
    let base = CountingBaseView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    base.hitArea = .outset(8)
    CountingBaseView.calls = 0
    e.expect(sub.point(inside: CGPoint(x: 10, y: 10), with: nil), "the subclass rejects its centre")
    e.expect(CountingBaseView.calls == 1, "original ran \(CountingBaseView.calls) times, not once")
    e.expect(sub.point(inside: CGPoint(x: -4, y: 10), with: nil), "the subclass lost its outset")
    e.expect(
      !sub.point(inside: CGPoint(x: -7, y: 10), with: nil),
      "the subclass took its superclass's larger outset")
    e.expect(base.point(inside: CGPoint(x: -7, y: 10), with: nil), "the superclass lost its outset")
  }

  /// Another library swizzles `point(inside:with:)` before HitAreaKit hooks the class, and on a
  /// second class after: both hooks run, once each, in both orders.
  static func anotherLibrarysSwizzle(_ e: RuntimeExpectations) {
    OtherLibrary.calls = 0
    OtherLibrary.swizzlePointInside(of: SwizzledBeforeView.self)
    let before = SwizzledBeforeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    before.hitArea = .outset(10)
    e.expect(before.point(inside: CGPoint(x: -5, y: 5), with: nil), "ours lost (theirs first)")
    e.expect(OtherLibrary.calls == 1, "theirs ran \(OtherLibrary.calls) times (theirs first)")

    OtherLibrary.calls = 0
    let after = SwizzledAfterView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    after.hitArea = .outset(10)
    OtherLibrary.swizzlePointInside(of: SwizzledAfterView.self)
    e.expect(after.point(inside: CGPoint(x: -5, y: 5), with: nil), "ours lost (ours first)")
    e.expect(OtherLibrary.calls == 1, "theirs ran \(OtherLibrary.calls) times (ours first)")
  }
}

/// A view class used only by the KVO scenario, so no other scenario hooks it first.
final class KVOObservedView: UIView {}

/// A superclass with its own `point(inside:with:)` that counts its calls.
class CountingBaseView: UIView {
  static var calls = 0
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    Self.calls += 1
    return super.point(inside: point, with: event)
  }
}

/// A subclass that only inherits `point(inside:with:)`.
final class CountingSubview: CountingBaseView {}

/// Classes that the other library swizzles before and after HitAreaKit.
final class SwizzledBeforeView: UIView {}
/// See ``SwizzledBeforeView``.
final class SwizzledAfterView: UIView {}

/// Another library's swizzle, written the usual way: add-or-replace with a block that calls the
/// implementation it found.
enum OtherLibrary {
  /// Calls of the other library's hook (on the main thread only, as hit testing is).
  nonisolated(unsafe) static var calls = 0

  static func swizzlePointInside(of cls: AnyClass) {
    typealias Function = @convention(c) (UIView, Selector, CGPoint, UIEvent?) -> Bool
    let selector = #selector(UIView.point(inside:with:))
    guard let method = class_getInstanceMethod(cls, selector) else { return }
    let previous = unsafeBitCast(method_getImplementation(method), to: Function.self)
    let block: @convention(block) (UIView, CGPoint, UIEvent?) -> Bool = { view, point, event in
      calls += 1
      return previous(view, selector, point, event)
    }
    let imp = imp_implementationWithBlock(block)
    if !class_addMethod(cls, selector, imp, method_getTypeEncoding(method)) {
      method_setImplementation(method, imp)
    }
  }
}
#endif  // canImport(UIKit)

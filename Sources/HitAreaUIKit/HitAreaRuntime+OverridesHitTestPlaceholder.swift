#if canImport(UIKit)
import HitAreaKit
import ObjectiveC
import UIKit

extension HitAreaRuntime {
  /// Whether instances of `cls` answer `hitTest(_:with:)` with an override of their own (their
  /// class or a superclass below `UIView` implements it), other than HitAreaKit's hook, the
  /// hook-free ``HitAreaView``, ``HitAreaControl`` and ``HitAreaButton``, and `UIControl`'s own
  /// override (the disabled gate, which the engine applies itself).
  ///
  /// The engine asks such views through their own `hitTest` instead of walking them (SwiftUI
  /// hosting views, overlays, UIKit's private enlargements).
  ///
  /// ```swift
  /// HitAreaRuntime.overridesHitTest(UIButton.self)  // false
  /// ```
  ///
  /// A placeholder until the runtime's own version lands: a class whose custom override was
  /// replaced by HitAreaKit's hook (because one of its views uses the overflow switch or a
  /// policy) counts as not overriding.
  public static func overridesHitTest(_ cls: AnyClass) -> Bool {
    let selector = #selector(UIView.hitTest(_:with:))
    let baseline: Set<ObjectIdentifier> = [
      ObjectIdentifier(UIView.self), ObjectIdentifier(UIControl.self),
      ObjectIdentifier(HitAreaView.self), ObjectIdentifier(HitAreaControl.self),
      ObjectIdentifier(HitAreaButton.self),
    ]
    var current: AnyClass = cls
    while !baseline.contains(ObjectIdentifier(current)),
      let superclass = class_getSuperclass(current)
    {
      let own = class_getMethodImplementation(current, selector)
      let inherited = class_getMethodImplementation(superclass, selector)
      if own != inherited && !isHooked(selector, on: current) { return true }
      current = superclass
    }
    return false
  }
}
#endif  // canImport(UIKit)

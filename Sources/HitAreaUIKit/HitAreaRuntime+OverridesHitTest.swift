#if canImport(UIKit)
import HitAreaKit
import UIKit

extension HitAreaRuntime {
  /// Whether instances of a class handle touches in their own `touchesBegan(_:with:)`,
  /// `touchesMoved(_:with:)` or `touchesEnded(_:with:)` (a drawing canvas, a game view): an
  /// override below `UIView`, not HitAreaKit's own throttle hooks.
  ///
  /// Cached per class, on the main thread without a lock.
  ///
  /// ```swift
  /// HitAreaRuntime.overridesTouches(SignatureView.self)  // true
  /// ```
  @MainActor
  package static func overridesTouches(_ cls: AnyClass) -> Bool {
    touchesSelectors.dropLast().contains { overrides($0.0, in: cls, below: UIView.self) }
  }

  /// Whether views of `cls` run a `hitTest(_:with:)` of their own: whether `cls`, or an ancestor
  /// below `UIView`, implements it with something other than `UIView`'s implementation,
  /// HitAreaKit's hooks and the ``HitAreaHosting`` classes' overrides.
  ///
  /// Such a view is asked through its own `hitTest(_:with:)` (a pass-through overlay, a SwiftUI
  /// hosting view, UIKit's private enlargements, a scroll view), never walked around: its answer
  /// is taken where it differs from UIKit's order, and a policy reaches into the view where it
  /// agrees (see ``HitAreaKit/HitTester``). A class HitAreaKit hooked
  /// answers as it did before the hook; a key-value-observing subclass answers for the class it
  /// reports. Cached per class (``HitAreaKit/OverrideMemo``): an answer kept costs two lookups in
  /// the runtime's method cache and no lock.
  ///
  /// - Parameter cls: A view's class (`type(of: view)` or `object_getClass(view)`).
  /// - Returns: `true` if the class overrides `hitTest(_:with:)`.
  ///
  /// ```swift
  /// HitAreaRuntime.overridesHitTest(UIView.self)        // false
  /// HitAreaRuntime.overridesHitTest(PassThroughView.self)  // true: it overrides hitTest
  /// ```
  ///
  /// - Complexity: O(1) after the first question per class.
  @MainActor
  package static func overridesHitTest(_ cls: AnyClass) -> Bool {
    overrides(hitTestSelector, in: cls, below: UIView.self)
  }

  /// ``HitAreaKit/HookInstaller/overrides(_:in:below:)``, kept for the main thread.
  @MainActor
  static func overrides(_ selector: Selector, in cls: AnyClass, below base: AnyClass) -> Bool {
    mainThreadAnswers.overrides(selector, in: cls, below: base, asking: installer)
  }

  /// The main thread's override answers: its hit tests ask about every view they visit.
  @MainActor private static var mainThreadAnswers = OverrideMemo<ObjectiveCRuntime>()
}
#endif  // canImport(UIKit)

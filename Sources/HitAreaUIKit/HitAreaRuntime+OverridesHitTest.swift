#if canImport(UIKit)
import HitAreaKit
import UIKit

extension HitAreaRuntime {
  /// Whether instances of a class handle touches in their own `touchesBegan(_:with:)`,
  /// `touchesMoved(_:with:)` or `touchesEnded(_:with:)` (a drawing canvas, a game view): an
  /// override below `UIView`, not HitAreaKit's own throttle hooks.
  ///
  /// Cached per class.
  ///
  /// ```swift
  /// HitAreaRuntime.overridesTouches(SignatureView.self)  // true
  /// ```
  package static func overridesTouches(_ cls: AnyClass) -> Bool {
    touchesSelectors.dropLast().contains { installer.overrides($0.0, in: cls, below: UIView.self) }
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
  /// reports. Cached per class; safe to call from any thread.
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
  package static func overridesHitTest(_ cls: AnyClass) -> Bool {
    installer.overrides(hitTestSelector, in: cls, below: UIView.self)
  }
}
#endif  // canImport(UIKit)

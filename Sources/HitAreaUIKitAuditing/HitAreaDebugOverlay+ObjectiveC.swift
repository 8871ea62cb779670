#if canImport(UIKit)
import UIKit

/// The debug overlay (`HitAreaDebugOverlay`), for Objective-C.
///
/// ```objc
/// #if DEBUG
/// [HAKHitAreaDebugOverlay showInWindow:self.window];
/// #endif
/// ```
@objc(HAKHitAreaDebugOverlay)
@MainActor
@available(swift, obsoleted: 1.0, renamed: "HitAreaDebugOverlay")
public final class ObjectiveCHitAreaDebugOverlay: NSObject {
  /// Shows the overlay on top of a window (once); does nothing for `nil` (`self.view.window`
  /// in `-viewDidLoad`, before the view is in a window).
  @objc(showInWindow:) public class func show(in window: UIWindow?) {
    guard let window else { return }
    HitAreaDebugOverlay.show(in: window)
  }

  /// Removes the overlay from a window; does nothing for `nil`.
  @objc(hideInWindow:) public class func hide(in window: UIWindow?) {
    guard let window else { return }
    HitAreaDebugOverlay.hide(in: window)
  }

  /// Whether the overlay is on a window; `NO` for `nil`.
  @objc(isShownInWindow:) public class func isShown(in window: UIWindow?) -> Bool {
    guard let window else { return false }
    return HitAreaDebugOverlay.isShown(in: window)
  }
}
#endif  // canImport(UIKit)

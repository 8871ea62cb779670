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
  /// Shows the overlay on top of a window (once).
  @objc(showInWindow:) public class func show(in window: UIWindow) {
    HitAreaDebugOverlay.show(in: window)
  }

  /// Removes the overlay from a window.
  @objc(hideInWindow:) public class func hide(in window: UIWindow) {
    HitAreaDebugOverlay.hide(in: window)
  }

  /// Whether the overlay is on a window.
  @objc(isShownInWindow:) public class func isShown(in window: UIWindow) -> Bool {
    HitAreaDebugOverlay.isShown(in: window)
  }
}
#endif  // canImport(UIKit)

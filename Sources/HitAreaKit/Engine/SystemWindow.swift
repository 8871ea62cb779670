/// Which windows HitAreaKit's engine may decide hits for: the app's own windows, never the ones
/// the system creates for itself (the keyboard, text effects such as the selection loupe, remote
/// views, the status bar).
///
/// The decision is by class name, so it is made here and tested on Linux; the UIKit adapter
/// passes `NSStringFromClass(type(of: window))`.
///
/// ```swift
/// SystemWindow.isSystemWindow(className: "UIRemoteKeyboardWindow")  // true
/// SystemWindow.isSystemWindow(className: "MyApp.MainWindow")        // false
/// ```
package enum SystemWindow {
  /// Class-name prefixes of the windows UIKit creates for itself.
  ///
  /// `_UI` covers its private windows (`_UIAlertControllerShimPresenterWindow`,
  /// `_UIInteractiveHighlightEffectWindow`, …).
  package static let classNamePrefixes: [String] =
    keyboardClassNamePrefixes + ["UIAutoRotatingWindow", "UIStatusBarWindow", "_UI"]

  /// Class-name prefixes of the keyboard's windows (the keys, the input accessory view).
  ///
  /// They cover the screen but pass touches to the windows behind where none of their subviews is
  /// hit.
  package static let keyboardClassNamePrefixes = ["UITextEffectsWindow", "UIRemoteKeyboardWindow"]

  /// Whether a window of this class belongs to the system rather than to the app.
  ///
  /// - Parameter className: The window's class name (an Objective-C name such as
  ///   `UITextEffectsWindow`, or a Swift one such as `MyApp.MainWindow`); a subclass made at run
  ///   time (`NSKVONotifying_…`, ``ReportedClassName``) counts as the class it stands for.
  /// - Complexity: O(length of the name).
  package static func isSystemWindow(className: String) -> Bool {
    let name = ReportedClassName(className).name
    return classNamePrefixes.contains { name.hasPrefix($0) }
  }
}

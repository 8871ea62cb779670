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
public enum SystemWindow {
  /// Class-name prefixes of the windows UIKit creates for itself. `_UI` covers its private
  /// windows (`_UIAlertControllerShimPresenterWindow`, `_UIInteractiveHighlightEffectWindow`, …).
  public static let classNamePrefixes: [String] = [
    "UITextEffectsWindow", "UIRemoteKeyboardWindow", "UIAutoRotatingWindow", "UIStatusBarWindow",
    "_UI",
  ]

  /// The prefix Key-Value Observing gives the subclass it creates for an observed object.
  static let kvoPrefix = "NSKVONotifying_"

  /// Whether a window of this class belongs to the system rather than to the app.
  ///
  /// - Parameter className: The window's class name (an Objective-C name such as
  ///   `UITextEffectsWindow`, or a Swift one such as `MyApp.MainWindow`); a Key-Value Observing
  ///   subclass (`NSKVONotifying_…`) counts as the class it observes.
  /// - Complexity: O(length of the name).
  public static func isSystemWindow(className: String) -> Bool {
    var name = Substring(className)
    if name.hasPrefix(kvoPrefix) { name = name.dropFirst(kvoPrefix.count) }
    return classNamePrefixes.contains { name.hasPrefix($0) }
  }
}

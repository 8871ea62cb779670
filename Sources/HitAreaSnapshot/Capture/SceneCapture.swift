import HitAreaKit

/// The rules for capturing a whole scene: which windows, in which order, and which of them take
/// no touch themselves.
///
/// A scene's windows are stacked by window level (alerts and the keyboard above the app's
/// windows); windows of the same level keep the order the scene lists them in. The keyboard's
/// windows (`UITextEffectsWindow`, `UIRemoteKeyboardWindow`) cover the screen but pass touches
/// to the windows behind them where none of their subviews is hit; a capture leaves them out and
/// places their subviews (the keyboard's area, its input accessory view) directly on the screen,
/// unless such a window is hidden, transparent or not interactive (its subviews then take no
/// touch either, and it is captured as it is).
///
/// ```swift
/// SceneCapture.orderedByLevel([app, alert, keyboard], level: { $0.level })  // back to front
/// SceneCapture.passesTouchesThrough(windowClassName: "UITextEffectsWindow")  // true
/// ```
package enum SceneCapture {
  /// Whether a window of this class takes no touch itself: the keyboard's windows
  /// (``SystemWindow/keyboardClassNamePrefixes``; subclasses, whose names start with one of them,
  /// count too).
  ///
  /// ```swift
  /// SceneCapture.passesTouchesThrough(windowClassName: "UIWindow")  // false
  /// ```
  ///
  /// - Parameter windowClassName: `String(describing: type(of: window))`.
  /// - Returns: Whether a capture should leave the window out and keep its subviews.
  package static func passesTouchesThrough(windowClassName: String) -> Bool {
    let name = windowClassName.split(separator: ".").last.map(String.init) ?? windowClassName
    return SystemWindow.keyboardClassNamePrefixes.contains { name.hasPrefix($0) }
  }

  /// Windows back to front: by ascending level, keeping the given order among equal levels.
  ///
  /// A NaN level counts as 0 (UIKit's normal level).
  ///
  /// ```swift
  /// SceneCapture.orderedByLevel(["alert", "app", "keyboard"]) { ["alert": 2000, "app": 0, "keyboard": 10][$0] ?? 0 }
  /// // ["app", "keyboard", "alert"]
  /// ```
  ///
  /// - Parameters:
  ///   - windows: The scene's windows, as it lists them.
  ///   - level: Each window's level (`windowLevel.rawValue`).
  /// - Returns: The windows, back-most first.
  /// - Complexity: O(n log n).
  package static func orderedByLevel<Window>(_ windows: [Window], level: (Window) -> Double)
    -> [Window]
  {
    let keyed: [(index: Int, level: Double, window: Window)] = windows.enumerated().map {
      let l = level($0.element)
      return ($0.offset, l.isNaN ? 0 : l, $0.element)
    }
    let sorted = keyed.sorted { a, b in
      a.level != b.level ? a.level < b.level : a.index < b.index
    }
    return sorted.map(\.window)
  }
}

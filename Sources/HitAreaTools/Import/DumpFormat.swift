import HitAreaKit
import HitAreaSnapshot

/// The screen-dump formats `hitarea` reads, and their detection from the content.
///
/// ```swift
/// DumpFormat.detect(in: Array(#"{"format": "hitarea.layout", "version": 1}"#.utf8))  // .layoutSnapshot
/// ```
public enum DumpFormat: String, CaseIterable, Hashable, Sendable {
  /// HitAreaKit's layout snapshot JSON (`"format": "hitarea.layout"`).
  case layoutSnapshot = "snapshot"
  /// XCUITest / Appium page source XML (`<AppiumAUT>`, `XCUIElementType…` elements).
  case xcuitest
  /// Android `uiautomator dump` XML (`<hierarchy>` of `<node bounds="[x1,y1][x2,y2]">`).
  case uiautomator
  /// Appium's UiAutomator2 page source XML (`<hierarchy>` of elements named after their class,
  /// such as `<android.widget.FrameLayout bounds="[0,0][1080,2340]">`).
  case uiautomator2
  /// RICO view hierarchy JSON (`{"activity": {"root": …}}` or a bare tree with `bounds`).
  case rico

  /// What the format is, for people: `uiautomator2 (Appium UiAutomator2 page source)`.
  ///
  /// ```swift
  /// DumpFormat.rico.title  // "rico (RICO view hierarchy JSON)"
  /// ```
  public var title: String {
    switch self {
    case .layoutSnapshot: "snapshot (HitAreaKit layout snapshot JSON)"
    case .xcuitest: "xcuitest (XCUITest or Appium iOS page source)"
    case .uiautomator: "uiautomator (uiautomator dump XML)"
    case .uiautomator2: "uiautomator2 (Appium UiAutomator2 page source)"
    case .rico: "rico (RICO view hierarchy JSON)"
    }
  }

  /// The platform the format's screens come from: iOS for XCUITest, Android for uiautomator,
  /// UiAutomator2 and RICO; `nil` for layout snapshots, which record their own.
  ///
  /// ```swift
  /// DumpFormat.uiautomator2.platform  // .android
  /// ```
  public var platform: ScreenPlatform? {
    switch self {
    case .layoutSnapshot: nil
    case .xcuitest: .ios
    case .uiautomator, .uiautomator2, .rico: .android
    }
  }

  /// A sentence naming every supported format, for errors about files in none of them.
  ///
  /// ```swift
  /// DumpFormat.supportedFormatsSentence
  /// // "supported formats: snapshot (HitAreaKit layout snapshot JSON), xcuitest (…), …"
  /// ```
  public static var supportedFormatsSentence: String {
    "supported formats: " + allCases.map(\.title).joined(separator: ", ")
  }

  /// Guesses the format from the first bytes of a file, or `nil` when none fits.
  ///
  /// Looks only at a prefix (64 KiB): enough to tell the formats apart without reading a huge
  /// file twice. A `<hierarchy>` with `<node>` elements is a uiautomator dump; one with `bounds`
  /// on elements of other names is UiAutomator2 page source.
  ///
  /// - Complexity: O(min(n, 64 KiB)).
  public static func detect(in bytes: some Collection<UInt8>) -> DumpFormat? {
    let prefix = String(decoding: bytes.prefix(65_536), as: UTF8.self)
    let trimmed = prefix.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    guard let first = trimmed.first else { return nil }
    if first == "<" {
      if trimmed.contains("XCUIElementType") || trimmed.contains("<AppiumAUT") { return .xcuitest }
      if trimmed.contains("<node ") || trimmed.contains("<node>") || trimmed.contains("<node/") {
        return .uiautomator
      }
      if trimmed.contains("<hierarchy") {
        return trimmed.contains("bounds=") ? .uiautomator2 : .uiautomator
      }
      return nil
    }
    if first == "{" {
      if trimmed.contains("\"hitarea.layout\"") { return .layoutSnapshot }
      if trimmed.contains("\"activity\"") || trimmed.contains("\"bounds\"") { return .rico }
    }
    return nil
  }
}

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
  /// RICO view hierarchy JSON (`{"activity": {"root": …}}` or a bare tree with `bounds`).
  case rico

  /// Guesses the format from the first bytes of a file, or `nil` when none fits.
  ///
  /// Looks only at a prefix (64 KiB): enough to tell the formats apart without reading a huge
  /// file twice.
  ///
  /// - Complexity: O(min(n, 64 KiB)).
  public static func detect(in bytes: some Collection<UInt8>) -> DumpFormat? {
    let prefix = String(decoding: bytes.prefix(65_536), as: UTF8.self)
    let trimmed = prefix.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    guard let first = trimmed.first else { return nil }
    if first == "<" {
      if trimmed.contains("XCUIElementType") || trimmed.contains("<AppiumAUT") { return .xcuitest }
      if trimmed.contains("<hierarchy") || trimmed.contains("<node ") { return .uiautomator }
      return nil
    }
    if first == "{" {
      if trimmed.contains("\"hitarea.layout\"") { return .layoutSnapshot }
      if trimmed.contains("\"activity\"") || trimmed.contains("\"bounds\"") { return .rico }
    }
    return nil
  }
}

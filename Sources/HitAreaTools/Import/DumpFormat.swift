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
  /// Facebook idb's accessibility JSON (`idb ui describe-all --json`, `describe-point`) and
  /// AXe's `describe-ui`: elements with `AXFrame`, `AXLabel`, `role`.
  case idb
  /// WebDriverAgent's JSON page source (`/source?format=json`, or `format=description`):
  /// `{"value": {"type": "Application", "rect": …, "isEnabled": "1", …}}`.
  case wda
  /// The output of `maestro hierarchy`: Maestro's messages, then nodes of
  /// `{"attributes": {…, "bounds": "[l,t][r,b]"}, "children": […]}`, Android or iOS.
  case maestro
  /// XCUITest's `debugDescription` text (`po app`): `Element subtree:`, then
  /// `Type, 0x…, {{x, y}, {w, h}}, label: '…'` lines nested by indentation.
  case debugDescription = "debug-description"

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
    case .idb: "idb (idb ui describe-all or AXe describe-ui JSON)"
    case .wda: "wda (WebDriverAgent JSON page source)"
    case .maestro: "maestro (maestro hierarchy output)"
    case .debugDescription: "debug-description (XCUITest debugDescription text)"
    }
  }

  /// The platform the format's screens come from: iOS for XCUITest, idb, WebDriverAgent and
  /// `debugDescription`, Android for uiautomator, UiAutomator2 and RICO; `nil` for layout
  /// snapshots, which record their own, and Maestro, whose importer tells Android from iOS by
  /// the nodes' attributes.
  ///
  /// ```swift
  /// DumpFormat.uiautomator2.platform  // .android
  /// ```
  public var platform: ScreenPlatform? {
    switch self {
    case .layoutSnapshot, .maestro: nil
    case .xcuitest, .idb, .wda, .debugDescription: .ios
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
  /// file twice. XML: a `<hierarchy>` with `<node>` elements is a uiautomator dump; one with
  /// `bounds` on elements of other names is UiAutomator2 page source. JSON, by the keys only one
  /// format writes: `"hitarea.layout"` (a snapshot); `AXFrame`, `AXUniqueId` or
  /// `role_description` (idb); a first key `attributes` (Maestro); `rawIdentifier`, `isEnabled`
  /// or `nativeFrame`, or a `value` string of `Element subtree:` text (WebDriverAgent);
  /// `activity` or `bounds` (RICO). Text: lines before a first line that starts with `{`, then
  /// Maestro's `attributes` (Maestro's messages and its JSON), or an `Element subtree:` line
  /// (`debugDescription`).
  ///
  /// - Complexity: O(min(n, 64 KiB)).
  public static func detect(in bytes: some Collection<UInt8>) -> DumpFormat? {
    let prefix = String(decoding: bytes.prefix(65_536), as: UTF8.self)
    let trimmed = prefix.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    guard let first = trimmed.first else { return nil }
    switch first {
    case "<":
      if trimmed.contains("XCUIElementType") || trimmed.contains("<AppiumAUT") { return .xcuitest }
      if trimmed.contains("<node ") || trimmed.contains("<node>") || trimmed.contains("<node/") {
        return .uiautomator
      }
      if trimmed.contains("<hierarchy") {
        return trimmed.contains("bounds=") ? .uiautomator2 : .uiautomator
      }
      return nil
    case "{", "[":
      return json(trimmed)
    default:
      return text(trimmed)
    }
  }

  /// A JSON format, from its keys.
  private static func json(_ text: Substring) -> DumpFormat? {
    if text.first == "{" && text.contains("\"hitarea.layout\"") { return .layoutSnapshot }
    if text.contains("\"AXFrame\"") || text.contains("\"AXUniqueId\"")
      || text.contains("\"role_description\"")
    {
      return .idb
    }
    guard text.first == "{" else { return nil }
    if firstKey(of: text) == "attributes" { return .maestro }
    if text.contains("\"rawIdentifier\"") || text.contains("\"isEnabled\"")
      || text.contains("\"nativeFrame\"")
      || (text.contains("\"value\"") && text.contains("Element subtree:"))
    {
      return .wda
    }
    if text.contains("\"attributes\"") && text.contains("\"children\"") { return .maestro }
    if text.contains("\"activity\"") || text.contains("\"bounds\"") { return .rico }
    return nil
  }

  /// A text format: Maestro's messages before its JSON, or `debugDescription`.
  private static func text(_ text: Substring) -> DumpFormat? {
    if text.contains("Element subtree:") { return .debugDescription }
    guard let brace = text.range(of: "\n{") else { return nil }
    let rest = text[brace.upperBound...]
    return rest.prefix(4_096).contains("\"attributes\"") ? .maestro : nil
  }

  /// The first key of a JSON object, if it is a plain string without escapes.
  private static func firstKey(of text: Substring) -> Substring? {
    let body = text.dropFirst().drop { $0.isWhitespace }
    guard body.first == "\"" else { return nil }
    let key = body.dropFirst().prefix { $0 != "\"" && $0 != "\\" }
    return key
  }
}

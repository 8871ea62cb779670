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
  /// Looks only at a prefix (64 KiB) of JSON and XML: enough to tell the formats apart without
  /// reading a huge file twice, and reads its bytes as they are (no decoding, no string search).
  /// Text is looked at whole: a UI test's log may hold more than 64 KiB before its
  /// `Element subtree:` (it was taken for no dump). XML: a
  /// `<hierarchy>` with `<node>` elements is a uiautomator dump; one with `bounds` on elements of
  /// other names is UiAutomator2 page source. JSON, by the strings only one format writes:
  /// `"hitarea.layout"` (a snapshot, unless the text starts `{"path":`, hitarea's own JSON Lines
  /// report); `AXFrame`, `AXUniqueId` or `role_description` (idb); a
  /// first key `attributes` (Maestro); `rawIdentifier`, `isEnabled` or `nativeFrame`, or a `value`
  /// string of `Element subtree:` text (WebDriverAgent); `activity` or `bounds` (RICO). Text:
  /// lines before a first line that starts with `{`, then Maestro's `attributes` (Maestro's
  /// messages and its JSON), or an `Element subtree:` line (`debugDescription`). Leading ASCII
  /// white space and a byte order mark are skipped.
  ///
  /// - Complexity: O(min(n, 64 KiB)), one pass over the prefix; O(n) for text.
  public static func detect(in bytes: some Collection<UInt8>) -> DumpFormat? {
    if let answer = bytes.withContiguousStorageIfAvailable({ detect(inPrefix: $0) }) {
      return answer
    }
    return Array(bytes).withUnsafeBufferPointer { detect(inPrefix: $0) }
  }

  /// Whether a file's first bytes, in which ``detect(in:)`` found no dump, are text that may
  /// still be one further on: a log whose `Element subtree:` comes after them.
  ///
  /// That is valid UTF-8 (but for a character the prefix's end cuts) with no NUL byte, that
  /// starts with neither JSON nor XML: pictures and other files' bytes are not read on.
  ///
  /// - Parameter prefix: The first bytes.
  package static func mayBeTextDumpFurtherOn(_ prefix: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = contentStart(of: prefix)
    guard start < prefix.count, prefix[start] != UInt8(ascii: "{"),
      prefix[start] != UInt8(ascii: "["), prefix[start] != UInt8(ascii: "<")
    else { return false }
    // A character the prefix's end cuts is left out: its lead byte and the continuation bytes
    // after it, when they are fewer than the lead byte asks for.
    var end = prefix.count
    var back = end - 1
    while back >= 0, back > end - 4, prefix[back] & 0xC0 == 0x80 { back -= 1 }
    if back >= 0, prefix[back] >= 0xC0 {
      let length = prefix[back] >= 0xF0 ? 4 : prefix[back] >= 0xE0 ? 3 : 2
      if back + length > end { end = back }
    }
    return UTF8Text.problem(in: Array(prefix[..<end])) == nil
  }

  /// Where the content starts: after ASCII white space and any UTF-8 byte order mark.
  private static func contentStart(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var start = 0
    while start < bytes.count {
      let byte = bytes[start]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B
        || byte == 0x0C
      {
        start += 1
      } else if byte == 0xEF && start + 2 < bytes.count && bytes[start + 1] == 0xBB
        && bytes[start + 2] == 0xBF
      {
        start += 3
      } else {
        break
      }
    }
    return start
  }

  /// How many bytes of a file detection reads.
  private static let prefixLength = 65_536

  /// The format of a dump saved as UTF-16 with its byte order mark; `nil` for any other bytes.
  ///
  /// Told from the file's first bytes made UTF-8. Windows PowerShell 5.1's `>` saves a command's
  /// output so; such a dump is refused, as not UTF-8 text, by name rather than skipped as no dump.
  ///
  /// - Parameter bytes: The file's first bytes.
  static func detectUTF16(in bytes: some Collection<UInt8>) -> DumpFormat? {
    guard UTF8Text.startsWithUTF16Mark(bytes) else { return nil }
    let bigEndian = bytes.first == 0xFE
    let pairs = Array(bytes.dropFirst(2).prefix(prefixLength))
    var units: [UInt16] = []
    units.reserveCapacity(pairs.count / 2)
    var i = 0
    while i + 1 < pairs.count {
      let (high, low) = bigEndian ? (pairs[i], pairs[i + 1]) : (pairs[i + 1], pairs[i])
      units.append(UInt16(high) << 8 | UInt16(low))
      i += 2
    }
    return detect(in: Array(String(decoding: units, as: UTF16.self).utf8))
  }

  private static func detect(inPrefix whole: UnsafeBufferPointer<UInt8>) -> DumpFormat? {
    let all = UnsafeBufferPointer(rebasing: whole.prefix(prefixLength))
    let start = contentStart(of: all)
    guard start < all.count else { return nil }
    let text = UnsafeBufferPointer(rebasing: all[start...])
    switch text[0] {
    case UInt8(ascii: "<"):
      let found = DumpMarkers.xml(in: text)
      if !found.isDisjoint(with: [.xcuiElementType, .appiumAUT]) { return .xcuitest }
      if found.contains(.nodeElement) { return .uiautomator }
      if found.contains(.hierarchyElement) {
        return found.contains(.boundsAttribute) ? .uiautomator2 : .uiautomator
      }
      return nil
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      return json(text, found: DumpMarkers.json(in: text))
    default:
      // Text: as its first 64 KiB tell it, else an `Element subtree:` anywhere in it (a UI
      // test's log before its tree).
      if let format = self.text(text) { return format }
      let rest = UnsafeBufferPointer(rebasing: whole[start...])
      return rest.count > text.count && DumpMarkers.holdsElementSubtree(rest)
        ? .debugDescription : nil
    }
  }

  /// A JSON format, from the strings found in it.
  private static func json(_ text: UnsafeBufferPointer<UInt8>, found: DumpMarkers) -> DumpFormat? {
    // hitarea's own JSON Lines (`audit --format jsonl`, a shard with `--for-report`): each line
    // starts with its screen's path, and a shard's snapshots say "hitarea.layout" inside. A
    // report left in a folder is no dump (it was read as a broken snapshot on the next run).
    if text.starts(with: #"{"path":"#.utf8) { return nil }
    let isObject = text[0] == UInt8(ascii: "{")
    if isObject && found.contains(.hitareaLayout) { return .layoutSnapshot }
    if !found.isDisjoint(with: [.axFrame, .axUniqueID, .roleDescription]) { return .idb }
    guard isObject else { return nil }
    if firstKeyIsAttributes(text) { return .maestro }
    // `Element subtree:` is looked for only where it decides: in a file with a `"value"` and
    // none of the keys above (WebDriverAgent's `format=description`).
    if !found.isDisjoint(with: [.rawIdentifier, .isEnabled, .nativeFrame])
      || (found.contains(.value) && DumpMarkers.holdsElementSubtree(text))
    {
      return .wda
    }
    if found.isSuperset(of: [.attributes, .children]) { return .maestro }
    if !found.isDisjoint(with: [.activity, .bounds]) { return .rico }
    return nil
  }

  /// A text format: Maestro's messages before its JSON, or `debugDescription`.
  private static func text(_ text: UnsafeBufferPointer<UInt8>) -> DumpFormat? {
    if DumpMarkers.holdsElementSubtree(text) { return .debugDescription }
    guard let brace = DumpMarkers.lineStartingWithBrace(in: text) else { return nil }
    let rest = UnsafeBufferPointer(rebasing: text[brace..<min(text.count, brace + 4_096)])
    return DumpMarkers.json(in: rest).contains(.attributes) ? .maestro : nil
  }

  /// Whether the JSON object's first key is `attributes` (written plainly, without escapes):
  /// Maestro's node.
  ///
  /// - Parameter text: The object, from its `{`.
  static func firstKeyIsAttributes(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 1
    while i < text.count
      && (text[i] == 0x20 || text[i] == 0x09 || text[i] == 0x0A || text[i] == 0x0D)
    {
      i += 1
    }
    let key = Array("\"attributes\"".utf8)
    guard i + key.count <= text.count else { return false }
    return key.indices.allSatisfy { text[i + $0] == key[$0] }
  }
}

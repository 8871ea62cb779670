import Foundation
import HitAreaTools
import Testing

@Suite struct DumpFormatTests {
  static func fixture(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures/screens/\(name)", withExtension: nil))
    return try Data(contentsOf: url)
  }

  /// Every fixture and the format it is in: detection never takes one format for another.
  static let fixtures: [String: DumpFormat?] = [
    "screens/ios_xcuitest_settings_top_390x844.xml": .xcuitest,
    "screens/ios_xcuitest_handwritten_signup_inline_links_390x844.xml": .xcuitest,
    "screens/ios_xcuitest_settings_accessibility_375x667.xml": .xcuitest,
    "screens/enrico_10594_syncme_hierarchy.json": .rico,
    "screens/android_uiautomator2_settings_languages_1080x2160.xml": .uiautomator2,
    "screens/android_uiautomator_handwritten_notes_cut_rows_links_1080x2400.xml": .uiautomator,
    "screens/ios_idb_describe_all_mint_onboarding_402x874.json": .idb,
    "screens/ios_idb_describe_all_nested_glass_fixture.json": .idb,
    "screens/ios_idb_describe_point_settings_general.json": .idb,
    "screens/ios_wda_source_skeleton_login_402x874.json": .wda,
    "screens/wda_mobile_source_description_appium13681_springboard_414x736.json": .wda,
    "screens/maestro_hierarchy_android_maestro1056_star_1440w.txt": .maestro,
    "screens/maestro_hierarchy_ios_derived_skeleton_login_402x874.txt": .maestro,
    "screens/maestro_hierarchy_ios_legacy_maestro872_empty.json": .maestro,
    "screens/xcuitest_debugdescription_appium13227_health_window_375x667.txt": .debugDescription,
    "screens/xcuitest_debugdescription_appium13516_xamarin_profiles_375x667.txt": .debugDescription,
    "screens/xcuitest_debugdescription_appium16299_window_main_428x926.txt": .debugDescription,
    "screens/xcuitest_debugdescription_wda40_uicatalog_legacy_375x667.txt": .debugDescription,
    "screens/xcuitest_debugdescription_handwritten_checkout_390x844.txt": .debugDescription,
    // Fuzzing's crash inputs (hostile XML): detected as the XML formats they imitate, or none.
    "fuzz-crash-uiautomator-pi.xml": nil,
    "fuzz-crash-uiautomator-utf7-unclosed.xml": nil,
    "fuzz-crash-uiautomator-utf7.xml": .uiautomator,
    "fuzz-crash-xcuitest-pi.xml": nil,
    "fuzz-crash-xcuitest-utf7.xml": .xcuitest,
  ]

  /// The fixtures folder's files, relative to it (the README aside).
  static func fixtureFiles() throws -> [String] {
    let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
    return enumerator.compactMap { $0 as? String }.filter {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: root.appendingPathComponent($0).path, isDirectory: &isDirectory)
      return exists && !isDirectory.boolValue && !$0.hasSuffix("README.md")
    }.sorted()
  }

  @Test func everyFixtureIsInTheTable() throws {
    #expect(try Self.fixtureFiles() == Self.fixtures.keys.sorted())
  }

  @Test func detectionNeverMistakesOneFixtureForAnother() throws {
    for name in try Self.fixtureFiles() {
      let url = try #require(
        Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
      let detected = DumpFormat.detect(in: try Data(contentsOf: url))
      #expect(detected == Self.fixtures[name] ?? nil, "\(name)")
    }
  }

  /// Each fixture in a named format reads when that format is named, and its platform is the
  /// format's.
  @Test func everyScreenFixtureReadsInItsFormat() throws {
    for (name, format) in Self.fixtures where name.hasPrefix("screens/") {
      guard let format else { continue }
      var options = ImportOptions(format: format, pixelsPerDP: 3)
      options.name = nil
      let snapshot = try ImportFixtures.load(
        String(name.dropFirst("screens/".count)), options: options)
      if let platform = format.platform { #expect(snapshot.platform == platform, "\(name)") }
    }
  }

  @Test(arguments: [
    (
      #"  {"format": "hitarea.layout", "version": 1, "root": {"frame": [0,0,1,1]}}"#,
      DumpFormat?.some(.layoutSnapshot)
    ),
    // hitarea's own JSON Lines report, a shard's snapshot inside: no dump.
    (
      #"{"path":"a.json","status":"audited","reportData":{"snapshot":{"format":"hitarea.layout"}}}"#,
      nil
    ),
    (
      #"<?xml version="1.0"?><hierarchy rotation="0"><node bounds="[0,0][1,1]"/></hierarchy>"#,
      .uiautomator
    ),
    (
      #"<hierarchy rotation="0"><android.widget.FrameLayout bounds="[0,0][1,1]"/></hierarchy>"#,
      .uiautomator2
    ),
    (#"<hierarchy rotation="0"/>"#, .uiautomator),
    // An Android view whose text names an XCUITest type is still uiautomator's (it was read
    // as an XCUITest page source and refused); XCUITest's elements are named so.
    (
      #"<hierarchy rotation="0"><node text="Fix XCUIElementTypeButton lookup" bounds="[0,0][1,1]"/></hierarchy>"#,
      .uiautomator
    ),
    (#"<XCUIElementTypeApplication type="XCUIElementTypeApplication"/>"#, .xcuitest),
    (#"{"activity": {"root": {"bounds": [0, 0, 10, 10]}}}"#, .rico),
    (#"[{"AXFrame": "{{0, 0}, {1, 1}}", "type": "Button"}]"#, .idb),
    (#"{"AXLabel": "a", "frame": {"x": 0}, "role_description": "button"}"#, .idb),
    (#"{"value": {"type": "Application", "rawIdentifier": null}, "sessionId": null}"#, .wda),
    (#"{"value": "Attributes: Window\nElement subtree:\n →Window, 0x1"}"#, .wda),
    (#"{"attributes": {"bounds": "[0,0][1,1]"}, "children": []}"#, .maestro),
    ("Running on emulator-5554\n{\n  \"attributes\" : { },\n  \"children\" : [ ]\n}", .maestro),
    ("Element subtree:\n →Window, 0x1, {{0.0, 0.0}, {1.0, 1.0}}\n", .debugDescription),
    ("notes, not a screen\n", nil), ("Running on x\n{\"a\": 1}\n", nil), (#"[1, 2]"#, nil),
    ("", nil), ("hello", nil), ("<html></html>", nil), (#"{"a": 1}"#, nil),
  ])
  func detectsFromContent(_ text: String, _ format: DumpFormat?) {
    #expect(DumpFormat.detect(in: Array(text.utf8)) == format)
  }

  /// A UI test's log with more than 64 KiB before its `Element subtree:` is `debugDescription`
  /// text (it was no dump: only the first 64 KiB were looked at).
  @Test func aLongLogBeforeTheTreeIsDebugDescription() throws {
    let log = (0..<2_500).map { "    t = \($0).00s Tap \"Next\" Button\n" }.joined()
    #expect(log.utf8.count > 65_536)
    let dump = try Self.fixture("xcuitest_debugdescription_handwritten_checkout_390x844.txt")
    #expect(DumpFormat.detect(in: Array(log.utf8) + dump) == .debugDescription)
    #expect(DumpFormat.detect(in: Array(log.utf8)) == nil)
  }

  /// Which first bytes may be text with a dump further on: text, perhaps cut in a character, but
  /// not JSON, XML, pictures or other bytes.
  @Test(arguments: [
    (Array("    t = 1.00s Tap\n".utf8), true),
    ([UInt8]("caf\u{E9}".utf8.dropLast()), true),  // a character cut at the end
    (Array("{\"a\": 1}".utf8), false), (Array("  <hierarchy>".utf8), false),
    ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D], false),  // PNG
    ([0xFF, 0xD8, 0xFF, 0xE0, 0x41, 0x42], false),  // JPEG
    (Array("text\u{0}more".utf8), false),
  ])
  func mayBeTextFurtherOn(_ bytes: [UInt8], _ expected: Bool) {
    #expect(bytes.withUnsafeBufferPointer(DumpFormat.mayBeTextDumpFurtherOn) == expected)
  }
}

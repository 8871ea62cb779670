import Foundation
import HitAreaTools
import Testing

@Suite struct DumpFormatTests {
  static func fixture(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures/screens/\(name)", withExtension: nil))
    return try Data(contentsOf: url)
  }

  @Test(arguments: [
    ("ios_xcuitest_settings_top_390x844.xml", DumpFormat.xcuitest),
    ("ios_xcuitest_settings_accessibility_375x667.xml", .xcuitest),
    ("enrico_10594_syncme_hierarchy.json", .rico),
    ("android_uiautomator2_settings_languages_1080x2160.xml", .uiautomator2),
  ])
  func detectsTheFixtures(_ name: String, _ format: DumpFormat) throws {
    #expect(DumpFormat.detect(in: try Self.fixture(name)) == format)
  }

  @Test(arguments: [
    (
      #"  {"format": "hitarea.layout", "version": 1, "root": {"frame": [0,0,1,1]}}"#,
      DumpFormat?.some(.layoutSnapshot)
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
    (#"{"activity": {"root": {"bounds": [0, 0, 10, 10]}}}"#, .rico),
    ("", nil), ("hello", nil), ("<html></html>", nil), (#"{"a": 1}"#, nil),
  ])
  func detectsFromContent(_ text: String, _ format: DumpFormat?) {
    #expect(DumpFormat.detect(in: Array(text.utf8)) == format)
  }
}

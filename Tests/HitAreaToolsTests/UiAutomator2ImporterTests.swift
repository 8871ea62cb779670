import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Appium's UiAutomator2 page source: a `<hierarchy>` of elements named after their class.
@Suite struct UiAutomator2ImporterTests {
  static let languages = "android_uiautomator2_settings_languages_1080x2160.xml"
  /// The device of the fixture: 154-px action bars are 56 dp.
  static let options = ImportOptions(pixelsPerDP: 2.75)

  @Test func theRealPageSourceIsDetectedAndRead() throws {
    let data = try ImportFixtures.data(Self.languages)
    #expect(DumpFormat.detect(in: data) == .uiautomator2)
    let s = try ImportFixtures.load(Self.languages, options: Self.options)
    #expect(s.platform == .android && s.unit == .dp)
    #expect(s.nodes.count == 29)
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 1080 / 2.75, height: 2160 / 2.75))
    let names = s.reportNames
    let targets = s.nodes.indices.filter { s.nodes[$0].isTarget }
    #expect(
      targets.map { names[$0] } == [
        "ImageButton ‘Navigate up’", "ImageButton ‘More options’", "Button ‘Add a language’",
      ])
    #expect(
      s.nodes.indices.allSatisfy { s.nodes[$0].passesTouchesThrough == !s.nodes[$0].isTarget })
    // The element's name is the type when there is no class attribute; ids keep resource ids.
    #expect(s.nodes.contains { $0.id == "com.android.settings:id/add_language" })
    #expect(s.nodes.filter { $0.identifier == "com.android.settings:id/label" }.count == 2)
    #expect(names.labels.contains("TextView ‘Japanese (Japan)’"))
    // Taps reach the targets through every container in front.
    #expect(s.hitID(540 / 2.75, 1100 / 2.75) == "com.android.settings:id/add_language")
  }

  @Test func theAuditSpeaksAndroid() throws {
    let s = try ImportFixtures.load(Self.languages, options: Self.options)
    let report = TapTargetAudit(standard: s.effectivePlatform.defaultStandard).audit(s)
    let errors = report.findings(atLeast: .error)
    #expect(errors.count == 1)
    let more = try #require(errors.first)
    #expect(more.label == "ImageButton ‘More options’")
    #expect(more.message.contains("reaches 40.36×48 dp"))
    #expect(!more.message.contains(" pt"))
    // On the screen's right edge: the area grows to the left only, and so would the padding.
    #expect(more.fix.contains("`TouchDelegate`") && more.fix.contains("android:paddingLeft="))
    #expect(more.fix.contains("Modifier.minimumInteractiveComponentSize()"))
    let android = try #require(more.suggestion?.android)
    #expect(android.resource == nil && android.variable == "moreOptionsImageButton")
    #expect(android.growth.left > 0 && android.growth.right == 0 && android.growth.top == 0)
  }

  @Test func classNamedElementsWithoutClassAttributesAndHiddenOnes() throws {
    let xml = """
      <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2340">
        <android.widget.FrameLayout bounds="[0,0][1080,2340]">
          <android.widget.Button text="OK" clickable="true" bounds="[0,0][300,150]" />
          <android.widget.Button text="Later" clickable="true" displayed="false" bounds="[300,0][600,150]" />
          <android.view.View clickable="true" />
        </android.widget.FrameLayout>
      </hierarchy>
      """
    let s = try LayoutSnapshot.load(
      data: Data(xml.utf8), file: "page_source.xml", options: ImportOptions(pixelsPerDP: 3))
    // The element without bounds is not a view.
    #expect(
      s.nodes.map(\.type) == [
        "android.widget.FrameLayout", "android.widget.Button", "android.widget.Button",
      ])
    #expect(s.nodes.map(\.isHidden) == [false, false, true])
    #expect(s.hitID(50, 25) == "0/0")
  }

  @Test func aHierarchyWithoutViewsNamesTheSupportedFormats() throws {
    let empty = #"<hierarchy index="0" class="hierarchy" rotation="0"><foo/></hierarchy>"#
    let error = try #require(ImportFixtures.error(empty, options: Self.options))
    #expect(error.message.contains("no <node> elements, and no elements with bounds"))
    for format in DumpFormat.allCases {
      #expect(error.message.contains(format.title))
    }
    let unknown = try #require(ImportFixtures.error("<html><body/></html>"))
    #expect(unknown.message.contains("supported formats: snapshot"))
    #expect(unknown.message.contains("uiautomator2 (Appium UiAutomator2 page source)"))
  }
}

import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// What the importers carry for the `atf` standard (clickable, long-clickable, scrollable,
/// superclasses, the density, the display's size), and both checkers' standards on real dumps.
@Suite struct CheckerStandardsImportTests {
  /// The finding of a target.
  static func finding(_ report: AuditReport, _ id: String) -> AuditFinding? {
    report.findings.first { $0.target == id }
  }

  @Test func uiautomatorKeepsTheFlagsAndTheDensity() throws {
    let s = try LayoutSnapshot.load(
      data: Data(UIAutomatorImporterTests.dump.utf8), file: "window_dump.xml",
      options: UIAutomatorImporterTests.options)
    #expect(s.pixelsPerPoint == 2.625)
    #expect(s.screenSize == nil)  // uiautomator dump does not record it
    #expect(
      s.nodes.map(\.android) == [
        AndroidViewInfo(), AndroidViewInfo(isScrollable: true), AndroidViewInfo(isClickable: true),
        AndroidViewInfo(), AndroidViewInfo(isLongClickable: true),
        AndroidViewInfo(isClickable: true),
      ])
    // They survive a round trip through the snapshot format.
    let back = try LayoutSnapshot(jsonData: try s.jsonBytes(), file: "converted.json")
    #expect(back.pixelsPerPoint == 2.625 && back.nodes.map(\.android) == s.nodes.map(\.android))
  }

  @Test func appiumsHierarchySizeIsTheScreen() throws {
    let dump = """
      <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
        <node class="android.widget.FrameLayout" bounds="[0,63][1080,2337]" />
      </hierarchy>
      """
    let s = try LayoutSnapshot.load(
      data: Data(dump.utf8), file: "page_source.xml", options: ImportOptions(pixelsPerDP: 2.625))
    #expect(s.screenSize == Size(width: 1080 / 2.625, height: 2400 / 2.625))
    let bad = ImportFixtures.error(
      dump.replacingOccurrences(of: "width=\"1080\"", with: "width=\"wide\""),
      options: ImportOptions(pixelsPerDP: 2.625))
    #expect(bad?.path == "hierarchy@width")
    #expect(bad?.message.hasPrefix("expected a positive number of pixels") == true)
  }

  @Test func ricoKeepsTheFlagsTheSuperclassesAndTheDensity() throws {
    let json = #"""
      {"activity": {"root": {"class": "com.android.internal.policy.PhoneWindow$DecorView",
        "bounds": [0, 0, 1440, 2560], "children": [
          {"class": "android.support.v7.widget.RecyclerView", "bounds": [0, 200, 1440, 2560],
           "scrollable-vertical": true, "ancestors": ["android.view.ViewGroup", null],
           "children": [
             {"class": "com.example.Row", "bounds": [0, 200, 1440, 400], "long-clickable": true,
              "clickable": false}]},
          {"class": "com.example.Article", "bounds": [0, 0, 1440, 200], "scrollable-horizontal": false,
           "ancestors": ["android.webkit.WebView", "android.widget.AbsoluteLayout"]}]}}}
      """#
    let s = try LayoutSnapshot.load(data: Data(json.utf8), file: "1.json")
    #expect(s.pixelsPerPoint == 3.5)
    #expect(
      s.nodes.map(\.android) == [
        AndroidViewInfo(),
        AndroidViewInfo(isScrollable: true, superclasses: ["android.view.ViewGroup"]),
        AndroidViewInfo(isLongClickable: true),
        AndroidViewInfo(superclasses: ["android.webkit.WebView", "android.widget.AbsoluteLayout"]),
      ])
    #expect(s.nodes.map(\.isTarget) == [false, false, true, false])
    let denser = try LayoutSnapshot.load(
      data: Data(json.utf8), file: "1.json", options: ImportOptions(pixelsPerDP: 4))
    #expect(denser.pixelsPerPoint == 4)
    let bad = ImportFixtures.error(
      json.replacingOccurrences(of: #"["android.view.ViewGroup", null]"#, with: "7"),
      file: "1.json")
    #expect(bad?.path == "activity.root.children[0].ancestors")
    #expect(bad?.message == "expected a list of class names, found a number")
  }

  // MARK: - atf on dumps

  /// A uiautomator dump at 2.625 px/dp whose small views exercise ATF's branches.
  static let atfDump = """
    <hierarchy rotation="0">
      <node class="android.widget.FrameLayout" clickable="false" bounds="[0,0][1080,2400]">
        <node resource-id="app:id/row" class="android.widget.LinearLayout" clickable="true" bounds="[0,300][1080,500]">
          <node resource-id="app:id/toggle" class="android.widget.Switch" clickable="true" bounds="[900,360][980,440]" />
        </node>
        <node resource-id="app:id/share" class="android.widget.ImageButton" clickable="true" bounds="[400,600][470,670]" />
        <node resource-id="app:id/back" class="android.widget.ImageButton" clickable="true" bounds="[0,800][90,926]" />
        <node resource-id="app:id/list" class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,1000][1080,1600]">
          <node resource-id="app:id/peek" class="android.widget.ImageView" clickable="true" bounds="[400,1000][460,1040]" />
        </node>
        <node resource-id="app:id/web" class="android.webkit.WebView" bounds="[0,1700][1080,2400]">
          <node resource-id="app:id/link" class="android.view.View" long-clickable="true" bounds="[400,1800][460,1840]" />
        </node>
      </node>
    </hierarchy>
    """

  @Test func atfOnAUIAutomatorDump() throws {
    let s = try LayoutSnapshot.load(
      data: Data(Self.atfDump.utf8), file: "window_dump.xml",
      options: ImportOptions(pixelsPerDP: 2.625))
    let report = TapTargetAudit(standard: .atf, rules: [.minSize]).audit(s)
    let verdicts = report.findings.map { "\($0.severity) \($0.target)" }
    // The switch has a clickable row; share is 27 dp; back (34×48 dp along the left edge) passes;
    // peek touches the list's top edge (ATF's NOT_RUN: info, not checked); the link is web
    // content.
    #expect(
      verdicts == [
        "warning app:id/toggle", "error app:id/share", "info app:id/peek", "warning app:id/link",
      ],
      "\(report)")
    #expect(report.findings.filter { $0.notChecked == .cutByEdge }.map(\.target) == ["app:id/peek"])
    #expect(Self.finding(report, "app:id/toggle")?.other == "app:id/row")
    #expect(Self.finding(report, "app:id/share")?.measured.visibleSize == Size(square: 27))
  }

  @Test func atfOnTheRICOFixtureFollowsTheDensity() throws {
    let name = "enrico_10594_syncme_hierarchy.json"
    // "Get Started" is 168 px high: 48 dp at RICO's 3.5 px/dp, 42 dp at 4.
    let s = try ImportFixtures.load(name)
    #expect(TapTargetAudit(standard: .atf, rules: [.minSize]).audit(s).findings.isEmpty)
    let denser = try ImportFixtures.load(name, options: ImportOptions(pixelsPerDP: 4))
    let report = TapTargetAudit(standard: .atf, rules: [.minSize]).audit(denser)
    let button = "com.syncme.syncmeapp:id/fragment_phone_insertion__welcomeContinueButton"
    #expect(report.findings.map(\.target) == [button], "\(report)")
    #expect(Self.finding(report, button)?.message.contains("is 42 dp high") == true)
  }

  // MARK: - gtx on dumps

  @Test func gtxOnTheSettingsFixtureFlagsTheLeafButtons() throws {
    let name = "ios_xcuitest_settings_top_390x844.xml"
    let s = try ImportFixtures.load(name)
    let report = TapTargetAudit(standard: .gtx, rules: [.minSize]).audit(s)
    let flagged = report.findings.compactMap { s.index(of: $0.target) }
    let buttons = s.nodes.indices.filter {
      s.nodes[$0].type == "XCUIElementTypeButton" && s.nodes[$0].children.isEmpty
        && (s.nodes[$0].frame.width < 44 || s.nodes[$0].frame.height < 44)
    }
    #expect(!flagged.isEmpty && flagged == buttons, "\(report)")
    #expect(report.findings.allSatisfy { $0.severity == .error && $0.suggestion == nil })
    // The cells are 390 pt wide and 45 pt high, against the table's edges: ATF does not run on
    // those under 48 (NOT_RUN), and fails none.
    let atf = TapTargetAudit(standard: .atf, rules: [.minSize]).audit(s).findings
    #expect(!atf.isEmpty)
    #expect(atf.allSatisfy { $0.severity == .info && $0.notChecked == .cutByEdge })
  }
}

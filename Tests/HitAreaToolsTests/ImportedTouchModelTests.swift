import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Imported dumps follow the platform's touch model: an element that is not a target is
/// pass-through, so a full-screen container in front of clickable views does not take their
/// touches; clickable parents still take theirs; a recorded `TouchDelegate` is a hit area.
@Suite struct ImportedTouchModelTests {
  /// The TikTok case in each Android format: a video feed whose like and share buttons sit in a
  /// side bar, and a full-screen, non-clickable `LinearLayout` (the overlay with the search
  /// button and the caption) drawn in front of them, 1080×2340 px at 2.625 px/dp.
  static let uiautomator = """
    <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
    <hierarchy rotation="0">
      <node index="0" class="android.widget.FrameLayout" clickable="false" bounds="[0,0][1080,2340]">
        <node index="0" class="android.widget.FrameLayout" resource-id="com.zhiliaoapp.musically:id/side_bar" clickable="false" bounds="[900,1200][1080,1800]">
          <node index="0" class="android.widget.ImageView" resource-id="com.zhiliaoapp.musically:id/like" content-desc="Like video" clickable="true" bounds="[936,1260][1044,1368]" />
          <node index="1" class="android.widget.ImageView" resource-id="com.zhiliaoapp.musically:id/share" content-desc="Share video" clickable="true" bounds="[936,1500][1044,1608]" />
        </node>
        <node index="1" class="android.widget.LinearLayout" resource-id="com.zhiliaoapp.musically:id/overlay" clickable="false" bounds="[0,0][1080,2340]">
          <node index="0" class="android.widget.ImageView" resource-id="com.zhiliaoapp.musically:id/search" content-desc="Search" clickable="true" bounds="[960,120][1060,220]" />
          <node index="1" class="android.widget.TextView" text="#fyp caption" clickable="false" bounds="[40,2000][800,2100]" />
        </node>
      </node>
    </hierarchy>
    """

  /// The same screen as Appium's UiAutomator2 page source.
  static let uiautomator2 = """
    <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
    <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2340">
      <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" clickable="false" displayed="true" bounds="[0,0][1080,2340]">
        <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" resource-id="com.zhiliaoapp.musically:id/side_bar" clickable="false" bounds="[900,1200][1080,1800]">
          <android.widget.ImageView index="0" class="android.widget.ImageView" resource-id="com.zhiliaoapp.musically:id/like" content-desc="Like video" clickable="true" bounds="[936,1260][1044,1368]" />
          <android.widget.ImageView index="1" class="android.widget.ImageView" resource-id="com.zhiliaoapp.musically:id/share" content-desc="Share video" clickable="true" bounds="[936,1500][1044,1608]" />
        </android.widget.FrameLayout>
        <android.widget.LinearLayout index="1" class="android.widget.LinearLayout" resource-id="com.zhiliaoapp.musically:id/overlay" clickable="false" bounds="[0,0][1080,2340]">
          <android.widget.ImageView index="0" class="android.widget.ImageView" resource-id="com.zhiliaoapp.musically:id/search" content-desc="Search" clickable="true" bounds="[960,120][1060,220]" />
          <android.widget.TextView index="1" class="android.widget.TextView" text="#fyp caption" clickable="false" bounds="[40,2000][800,2100]" />
        </android.widget.LinearLayout>
      </android.widget.FrameLayout>
    </hierarchy>
    """

  /// The same screen as a RICO hierarchy (pixels; 2.625 px/dp given as an option).
  static let rico = """
    {"activity": {"root": {"class": "android.widget.FrameLayout", "bounds": [0, 0, 1080, 2340],
      "clickable": false, "children": [
        {"class": "android.widget.FrameLayout", "resource-id": "com.zhiliaoapp.musically:id/side_bar",
         "bounds": [900, 1200, 1080, 1800], "children": [
          {"class": "android.widget.ImageView", "resource-id": "com.zhiliaoapp.musically:id/like",
           "content-desc": ["Like video"], "clickable": true, "bounds": [936, 1260, 1044, 1368]},
          {"class": "android.widget.ImageView", "resource-id": "com.zhiliaoapp.musically:id/share",
           "content-desc": ["Share video"], "clickable": true, "bounds": [936, 1500, 1044, 1608]}]},
        {"class": "android.widget.LinearLayout", "resource-id": "com.zhiliaoapp.musically:id/overlay",
         "clickable": false, "bounds": [0, 0, 1080, 2340], "children": [
          {"class": "android.widget.ImageView", "resource-id": "com.zhiliaoapp.musically:id/search",
           "content-desc": "Search", "clickable": true, "bounds": [960, 120, 1060, 220]},
          {"class": "android.widget.TextView", "text": "#fyp caption", "bounds": [40, 2000, 800, 2100]}]}
      ]}}}
    """

  static let formats: [(String, String, DumpFormat)] = [
    ("window_dump.xml", uiautomator, .uiautomator),
    ("page_source.xml", uiautomator2, .uiautomator2),
    ("rico.json", rico, .rico),
  ]

  static func load(_ text: String, _ file: String, passThrough: Bool = true) throws
    -> LayoutSnapshot
  {
    try LayoutSnapshot.load(
      data: Data(text.utf8), file: file,
      options: ImportOptions(pixelsPerDP: 2.625, passesTouchesThroughNonTargets: passThrough))
  }

  /// The centre of the like button, in dp.
  static let like = (x: 990 / 2.625, y: 1314 / 2.625)
  /// The centre of the share button.
  static let share = (x: 990 / 2.625, y: 1554 / 2.625)

  @Test(arguments: formats)
  func aContainerInFrontDoesNotTakeTheTouchesOfClickableViews(
    _ file: String, _ text: String, _ format: DumpFormat
  ) throws {
    #expect(DumpFormat.detect(in: Array(text.utf8)) == format)
    let screen = try Self.load(text, file)
    #expect(screen.platform == .android)
    let overlay = try #require(screen.index(of: "com.zhiliaoapp.musically:id/overlay"))
    #expect(screen.nodes[overlay].passesTouchesThrough && !screen.nodes[overlay].countsAsTarget)
    #expect(screen.hitID(Self.like.x, Self.like.y) == "com.zhiliaoapp.musically:id/like")
    #expect(screen.hitID(Self.share.x, Self.share.y) == "com.zhiliaoapp.musically:id/share")
    #expect(screen.hitID(1010 / 2.625, 170 / 2.625) == "com.zhiliaoapp.musically:id/search")
    // Away from any target, nothing takes the touch: not the overlay, not the root.
    #expect(screen.hitID(100, 100) == nil)
    let report = TapTargetAudit(standard: .android).audit(screen)
    #expect(report.findings(for: .unreachable).isEmpty, "\(report)")
    #expect(report.findings(for: .activationPoint).isEmpty, "\(report)")
    let simulation = TapSimulator(
      snapshot: screen, model: .lab, configuration: SimulationConfiguration(tapsPerTarget: 500)
    ).run(seed: 1)
    #expect((simulation.policies[.frontmost]?.correct ?? 0) > 0.9)
  }

  @Test(arguments: formats)
  func opaqueContainersAreStillAnOption(_ file: String, _ text: String, _ format: DumpFormat)
    throws
  {
    // The old reading, UIKit's: the overlay in front takes every touch.
    let screen = try Self.load(text, file, passThrough: false)
    #expect(screen.nodes.allSatisfy { !$0.passesTouchesThrough })
    #expect(screen.hitID(Self.like.x, Self.like.y) == "com.zhiliaoapp.musically:id/overlay")
    let report = TapTargetAudit(standard: .android).audit(screen)
    #expect(report.findings(for: .unreachable).count == 2)
  }

  @Test func aClickableParentStillTakesTheTouchesOfItsChildren() throws {
    // A settings row (clickable LinearLayout) over its title and icon.
    let dump = """
      <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" clickable="false" bounds="[0,0][1080,2340]">
          <node class="android.widget.LinearLayout" resource-id="com.example:id/row" clickable="true" bounds="[0,200][1080,400]">
            <node class="android.widget.ImageView" clickable="false" bounds="[40,250][140,350]" />
            <node class="android.widget.TextView" text="Wi-Fi" clickable="false" bounds="[200,250][800,350]" />
          </node>
        </node>
      </hierarchy>
      """
    let screen = try Self.load(dump, "window_dump.xml")
    #expect(screen.hitID(500 / 2.625, 300 / 2.625) == "com.example:id/row")
    #expect(screen.hitID(90 / 2.625, 300 / 2.625) == "com.example:id/row")
    #expect(screen.reportNames[1] == "LinearLayout ‘Wi-Fi’")
  }

  /// The iOS calendar day view: twelve hour rows in a scroll view, then a full-screen container
  /// that is not accessible (it holds the toolbars), listed after the scroll view.
  static var calendar: String {
    var rows = ""
    for hour in 0..<12 {
      rows += """
              <XCUIElementTypeCell type="XCUIElementTypeCell" name="\(hour + 8):00" label="\(hour + 8):00" enabled="true" visible="true" accessible="true" x="0" y="\(120 + hour * 56)" width="390" height="56"/>

        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Calendar" label="Calendar" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
            <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" enabled="true" visible="true" accessible="false" x="0" y="120" width="390" height="672">
      \(rows)      </XCUIElementTypeScrollView>
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Today" label="Today" enabled="true" visible="true" accessible="true" x="16" y="800" width="60" height="44"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Inbox" label="Inbox" enabled="true" visible="true" accessible="true" x="314" y="800" width="60" height="44"/>
            </XCUIElementTypeOther>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
      </AppiumAUT>
      """
  }

  @Test func aContainerAfterTheScrollViewNoLongerHidesTheRows() throws {
    let screen = try LayoutSnapshot.load(data: Data(Self.calendar.utf8), file: "calendar.xml")
    #expect(screen.platform == .ios)
    for hour in 0..<12 {
      #expect(screen.hitID(195, Double(148 + hour * 56)) == "\(hour + 8):00")
    }
    #expect(screen.hitID(46, 822) == "Today")
    let simulation = TapSimulator(
      snapshot: screen, model: .lab, configuration: SimulationConfiguration(tapsPerTarget: 400)
    ).run(seed: 1)
    let correct = try #require(simulation.policies[.frontmost]?.correct)
    let ceiling = try #require(simulation.ceiling?.correct)
    #expect(correct > 0.9 && ceiling - correct < 0.05, "\(simulation.textTable())")

    let opaque = try LayoutSnapshot.load(
      data: Data(Self.calendar.utf8), file: "calendar.xml",
      options: ImportOptions(passesTouchesThroughNonTargets: false))
    #expect(opaque.hitID(195, 148) != "8:00")
  }

  @Test func aRecordedTouchDelegateBecomesAHitArea() throws {
    let xml = """
      <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" clickable="false" bounds="[0,0][1080,2340]">
          <node class="android.widget.ImageButton" resource-id="com.example:id/close" clickable="true" bounds="[105,105][168,168]" touch-delegate-bounds="[63,63][210,210]" />
        </node>
      </hierarchy>
      """
    let screen = try Self.load(xml, "window_dump.xml")
    let close = try #require(screen.index(of: "com.example:id/close"))
    #expect(screen.nodes[close].hitArea == .outset(16))
    #expect(screen.hitID(70 / 2.625, 70 / 2.625) == "com.example:id/close")

    let json = """
      {"class": "android.widget.FrameLayout", "bounds": [0, 0, 1440, 2560], "children": [
        {"class": "android.widget.ImageButton", "resource-id": "com.example:id/close",
         "clickable": true, "bounds": [100, 100, 184, 184],
         "touch-delegate-bounds": [100, 58, 226, 226]}]}
      """
    let rico = try LayoutSnapshot.load(data: Data(json.utf8), file: "rico.json")
    let target = try #require(rico.index(of: "com.example:id/close"))
    // The delegate's rect reaches 42 px further up and right and below; never less than the view.
    #expect(rico.nodes[target].hitArea == .outset(top: 12, left: 0, bottom: 12, right: 12))

    let bad = xml.replacingOccurrences(of: "[63,63][210,210]", with: "63,63")
    let error = try #require(
      ImportFixtures.error(bad, options: ImportOptions(pixelsPerDP: 2.625)))
    #expect(error.path.hasSuffix("@touch-delegate-bounds") == true)
  }
}

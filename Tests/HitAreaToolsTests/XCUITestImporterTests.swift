import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

@Suite struct XCUITestImporterTests {
  static let top = "ios_xcuitest_settings_top_390x844.xml"
  static let accessibility = "ios_xcuitest_settings_accessibility_375x667.xml"

  /// Counted by hand in the file: 93 `XCUIElementType…` elements; 15 cells (13 visible, then
  /// "Developer" and "app.st" scrolled off with `visible="false"`); 14 chevron buttons, all
  /// `enabled="false" visible="false"`; no `accessible` attributes.
  @Test func settingsTopScreenCounts() throws {
    let s = try ImportFixtures.load(Self.top)
    #expect(s.name == "ios_xcuitest_settings_top_390x844")
    #expect(s.unit == .pt && s.pointsPerUnit == 1)
    #expect(s.nodes.count == 93)
    let cells = s.nodes(ofType: "XCUIElementTypeCell")
    #expect(cells.count == 15)
    #expect(cells.allSatisfy { $0.isTarget })
    #expect(cells.filter { !$0.isHidden }.count == 13)
    #expect(cells.filter(\.isHidden).map(\.label) == ["Developer", "app.st"])
    let buttons = s.nodes(ofType: "XCUIElementTypeButton")
    #expect(buttons.count == 14)
    #expect(buttons.allSatisfy { $0.isTarget && !$0.isEnabled && $0.isHidden })
    #expect(s.nodes.filter(\.isTarget).count == 29)
    #expect(s.nodes[0].type == "XCUIElementTypeApplication")
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  /// An element of zero size is hidden and not audited, as in the other readers, also where
  /// the page source has no `visible` attribute (Appium can leave it out to be faster): it got
  /// a min-size and an activation-point error that `simulate` did not list.
  @Test(arguments: ["", #" visible="true""#])
  func aZeroSizeElementIsHidden(_ visible: String) throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" x="0" y="0" width="390" height="844">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Zero"\(visible) x="20" y="100" width="0" height="0"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Flat"\(visible) x="20" y="200" width="100" height="0"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Continue"\(visible) x="20" y="700" width="350" height="50"/>
        </XCUIElementTypeApplication>
      </AppiumAUT>
      """
    let s = try LayoutSnapshot.load(data: Data(xml.utf8), file: "zero.xml")
    #expect(s.nodes.filter(\.isHidden).compactMap(\.label) == ["Zero", "Flat"])
    #expect(s.audit().findings.isEmpty)
  }

  /// A container of zero size that holds a drawn element stays, around it, and so does the
  /// element (hiding the container hid its 24-pt button, and the screen passed; kept at zero
  /// size, it cut the button to 0×0 pt); one that holds only elements of zero size is hidden
  /// with them.
  @Test func aZeroSizeContainerOfDrawnElementsStays() throws {
    let xml = """
      <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" x="0" y="0" width="390" height="844">
          <XCUIElementTypeOther type="XCUIElementTypeOther" name="Group" x="0" y="0" width="0" height="0">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Close" x="340" y="60" width="24" height="24"/>
          </XCUIElementTypeOther>
          <XCUIElementTypeOther type="XCUIElementTypeOther" name="Empty" x="0" y="0" width="0" height="0">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Gone" x="0" y="0" width="0" height="0"/>
          </XCUIElementTypeOther>
        </XCUIElementTypeApplication>
      </AppiumAUT>
      """
    let s = try LayoutSnapshot.load(data: Data(xml.utf8), file: "group.xml")
    #expect(s.nodes.filter(\.isHidden).compactMap(\.label) == ["Empty", "Gone"])
    // The group takes the frame around its button, which it cut to 0×0 pt.
    #expect(
      s.frameInRoot(try #require(s.index(of: "Group")))
        == Rect(x: 340, y: 60, width: 24, height: 24))
    #expect(s.audit().findings.map(\.rule) == [.minSize])
    #expect(s.audit().findings.first?.label == "Button ‘Close’")
  }

  @Test func settingsTopScreenFramesAreParentRelative() throws {
    let s = try ImportFixtures.load(Self.top)
    // Cell names that no other element uses are ids; "General" is also a static text's name.
    let signIn = try #require(s.index(of: "Sign in to your iPhone"))
    #expect(s.nodes[signIn].frame == Rect(x: 0, y: 143, width: 390, height: 71))
    #expect(s.nodes[signIn].label == "Sign in to your iPhone")
    let general = try #require(
      s.nodes.firstIndex { $0.type == "XCUIElementTypeCell" && $0.label == "General" })
    #expect(s.nodes[general].id.hasPrefix("0/"))
    #expect(s.nodes[general].frame == Rect(x: 0, y: 248, width: 390, height: 45))  // table at 0, 0
    let title = try #require(
      s.nodes[general].children.first { s.nodes[$0].type == "XCUIElementTypeStaticText" })
    #expect(s.nodes[title].frame == Rect(x: 64, y: 12, width: 60, height: 21))  // 64, 260 − 248
    #expect(s.frameInRoot(title) == Rect(x: 64, y: 260, width: 60, height: 21))
    let siri = try s.node("Siri & Search")  // entities decoded
    #expect(siri.frame == Rect(x: 0, y: 714, width: 390, height: 45))
    // The off-screen "Developer" cell's children report y = 143: relative y = 143 − 916.
    let developer = try #require(s.index(of: "Developer"))
    let chevron = s.nodes[s.nodes[developer].children[0]]
    #expect(chevron.frame == Rect(x: 0, y: -773, width: 12, height: 14))
    let navTitle = try #require(
      s.nodes.firstIndex { $0.type == "XCUIElementTypeStaticText" && $0.frame.size.height == 42 })
    #expect(s.nodes[navTitle].frame == Rect(x: 15, y: 47, width: 135, height: 42))  // 94 − 47
  }

  /// Every node's frame in root space is its absolute frame in the file, read here independently.
  @Test(arguments: [top, accessibility])
  func rootSpaceFramesAreTheFilesAbsoluteFrames(_ name: String) throws {
    let s = try ImportFixtures.load(name)
    let text = String(decoding: try ImportFixtures.data(name), as: UTF8.self)
    // Each start tag's x, y, width and height attributes, in the file's order.
    let tags = text.components(separatedBy: "<XCUIElementType").dropFirst().map {
      $0.prefix { $0 != ">" }
    }
    let inFile = tags.map { tag in
      ["x", "y", "width", "height"].map { key in
        tag.components(separatedBy: " \(key)=\"").dropFirst().first?.prefix { $0 != "\"" } ?? "?"
      }.joined(separator: ",")
    }
    let inSnapshot = s.nodes.indices.map { i in
      let f = s.frameInRoot(i)
      return "\(Int(f.minX)),\(Int(f.minY)),\(Int(f.width)),\(Int(f.height))"
    }
    #expect(inFile.count == s.nodes.count)
    #expect(inFile.sorted() == inSnapshot.sorted())
  }

  @Test func settingsTopScreenHitsRows() throws {
    let s = try ImportFixtures.load(Self.top)
    // A tap on a row's title reaches the row: labels and images let touches through.
    #expect(s.hitID(70, 265).flatMap { s.index(of: $0) }.map { s.nodes[$0].label } == "General")
    #expect(s.hitID(200, 180) == "Sign in to your iPhone")
    #expect(s.hitID(10, 820) == "Game Center")
    // Hidden rows are never hit.
    #expect(s.hitID(10, 930) != "Developer")
  }

  @Test func accessibilityScreenBackButtonIsInFrontOfTheContent() throws {
    let s = try ImportFixtures.load(Self.accessibility)
    #expect(s.nodes.count == 60)
    #expect(s.nodes(ofType: "XCUIElementTypeCell").count == 6)
    let back = try #require(
      s.nodes.firstIndex { $0.type == "XCUIElementTypeButton" && $0.isEnabled })
    #expect(s.nodes[back].label == "Settings" && s.nodes[back].isTarget)
    #expect(s.frameInRoot(back) == Rect(x: 0, y: 20, width: 92, height: 44))
    #expect(s.hitID(40, 40) == s.nodes[back].id)
    #expect(s.hitID(10, 200) == "Display & Text Size")
    // The navigation bar is the last child of its parent after reordering.
    let bar = try #require(s.nodes.firstIndex { $0.type == "XCUIElementTypeNavigationBar" })
    let parent = try #require(s.nodes[bar].parent)
    #expect(s.nodes[parent].children.last == bar)
    // The second window is not visible.
    #expect(s.nodes(ofType: "XCUIElementTypeWindow").map(\.isHidden) == [false, true])
  }

  /// Bars are drawn in front of their siblings: each parent's children keep the dump's order,
  /// the bars after the rest, and the others' subtrees stay with them.
  @Test func barsComeAfterTheirSiblingsAndTheRestKeepTheirOrder() throws {
    func element(_ type: String, _ name: String, _ inside: String = "") -> String {
      let open =
        "<XCUIElementType\(type) type=\"XCUIElementType\(type)\" name=\"\(name)\" x=\"0\" "
        + "y=\"0\" width=\"100\" height=\"40\" enabled=\"true\" visible=\"true\""
      return inside.isEmpty ? open + "/>" : open + ">" + inside + "</XCUIElementType\(type)>"
    }
    let window = element(
      "Window", "window",
      element("Other", "a", element("Button", "a1") + element("ToolBar", "a2"))
        + element("NavigationBar", "nav", element("Button", "back"))
        + element("Other", "b") + element("TabBar", "tabs") + element("Button", "c"))
    let xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
      + element("Application", "app", window)
    let input = try SnapshotInput(Array(xml.utf8), file: "bars.xml")
    let s = try LayoutSnapshot.read(input: input, format: nil, options: ImportOptions()).snapshot
    func children(_ id: String) throws -> [String] {
      try s.nodes[#require(s.index(of: id))].children.map { s.nodes[$0].id }
    }
    #expect(try children("window") == ["a", "b", "c", "nav", "tabs"])
    #expect(try children("a") == ["a1", "a2"])  // `ToolBar` is no bar type: `Toolbar` is
    #expect(try children("nav") == ["back"])
    // Depth first, in drawing order: the navigation bar's subtree after the others'.
    #expect(s.depthFirstIndices.map { s.nodes[$0].id }.suffix(4) == ["c", "nav", "back", "tabs"])
  }

  @Test func touchesPassThroughNonTargetsUnlessTurnedOff() throws {
    let on = try ImportFixtures.load(Self.top)
    let off = try ImportFixtures.load(
      Self.top, options: ImportOptions(passesTouchesThroughNonTargets: false))
    let text = try #require(
      on.nodes.firstIndex { $0.type == "XCUIElementTypeStaticText" && $0.label == "General" })
    #expect(on.nodes[text].passesTouchesThrough && on.nodes[text].isUserInteractionEnabled)
    #expect(!off.nodes[text].passesTouchesThrough)
    #expect(on.nodes[0].passesTouchesThrough && !off.nodes[0].passesTouchesThrough)
    #expect(on.nodes.allSatisfy { $0.passesTouchesThrough == !$0.isTarget })
    #expect(off.hitID(70, 265) == off.nodes[text].id)
    #expect(on.hitID(70, 265) != on.nodes[text].id)
  }

  @Test func snapshotOfAnImportRoundTrips() throws {
    let s = try ImportFixtures.load(Self.top)
    let back = try LayoutSnapshot(jsonData: try s.jsonData(), file: "settings.json")
    #expect(back == s)
  }

  // MARK: - Small dumps

  @Test func smallDump() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="100" height="200" name="App">
          <XCUIElementTypeOther type="XCUIElementTypeOther" x="10" y="20" width="80" height="40" accessible="true" name="row"/>
          <XCUIElementTypeOther type="XCUIElementTypeOther" x="10" y="70" width="80" height="40"/>
          <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" x="10.5" y="120" width="51" height="31" enabled="false" value="1"/>
          <XCUIElementTypeKey type="XCUIElementTypeKey" x="0" y="160" width="30" height="40" label="q" visible="false"/>
        </XCUIElementTypeApplication>
      </AppiumAUT>
      """
    let s = try LayoutSnapshot.load(data: Data(xml.utf8), file: "small.xml")
    #expect(s.nodes.map(\.id) == ["App", "row", "0/1", "0/2", "0/3"])
    #expect(s.nodes.map(\.isTarget) == [false, true, false, true, true])
    #expect(s.nodes[3].frame == Rect(x: 10.5, y: 120, width: 51, height: 31))
    #expect(!s.nodes[3].isEnabled && s.nodes[3].label == "1")
    #expect(s.nodes[4].isHidden && s.nodes[4].label == "q")
    #expect(s.nodes[2].passesTouchesThrough && !s.nodes[1].passesTouchesThrough)
    #expect(s.platform == .ios && s.nodes[1].identifier == "row")
  }

  @Test func pageSourceWithoutTheAppiumWrapper() throws {
    let xml = """
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="10" height="10">
        <XCUIElementTypeButton type="XCUIElementTypeButton" x="1" y="1" width="5" height="5" name="b"/>
      </XCUIElementTypeApplication>
      """
    let s = try LayoutSnapshot.load(data: Data(xml.utf8), file: "raw.xml")
    #expect(s.nodes.map(\.id) == ["0", "b"])
  }

  @Test func severalApplicationsGetASyntheticRoot() throws {
    let xml = """
      <AppiumAUT>
        <XCUIElementTypeApplication x="0" y="0" width="10" height="10"/>
        <XCUIElementTypeApplication x="20" y="0" width="10" height="30"/>
      </AppiumAUT>
      """
    let s = try LayoutSnapshot.load(data: Data(xml.utf8), file: "two.xml")
    #expect(s.nodes[0].type == "AppiumAUT")
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 30, height: 30))
    #expect(s.nodes[2].frame == Rect(x: 20, y: 0, width: 10, height: 30))
    #expect(s.nodes[1].type == "XCUIElementTypeApplication")  // the element name as the type
  }

  static let errorCases: [(String, String, String, String)] = [
    (
      "missing width",
      #"<AppiumAUT><XCUIElementTypeApplication x="0" y="0" height="1"/></AppiumAUT>"#,
      "AppiumAUT/XCUIElementTypeApplication[0]@width",
      "missing; expected a number of points (line 1)"
    ),
    (
      "a width that is not a number",
      "<AppiumAUT>\n<XCUIElementTypeApplication x=\"0\" y=\"0\" width=\"wide\" height=\"1\"/></AppiumAUT>",
      "AppiumAUT/XCUIElementTypeApplication[0]@width",
      "expected a finite number, found \"wide\" (line 2)"
    ),
    (
      "an infinite x",
      #"<AppiumAUT><XCUIElementTypeApplication x="1e999" y="0" width="1" height="1"/></AppiumAUT>"#,
      "AppiumAUT/XCUIElementTypeApplication[0]@x",
      "expected a finite number, found \"1e999\" (line 1)"
    ),
    (
      "an odd boolean",
      #"<AppiumAUT><XCUIElementTypeApplication x="0" y="0" width="1" height="1" visible="maybe"/></AppiumAUT>"#,
      "AppiumAUT/XCUIElementTypeApplication[0]@visible",
      "expected true or false, found \"maybe\" (line 1)"
    ),
    ("an empty wrapper", "<AppiumAUT></AppiumAUT>", "AppiumAUT", "no elements inside"),
  ]

  @Test(arguments: errorCases)
  func errorsNameTheElementAndLine(_ id: String, _ xml: String, _ path: String, _ message: String)
    throws
  {
    let error = try #require(ImportFixtures.error(xml, file: "bad.xml"), "\(id)")
    #expect(error.file == "bad.xml")
    #expect(error.path == path, "\(id)")
    #expect(error.message == message, "\(id)")
  }
}

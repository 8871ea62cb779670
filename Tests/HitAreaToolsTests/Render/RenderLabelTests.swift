import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// No name in a picture is cut: each target's name is drawn whole inside its box, or the target
/// has a numbered badge and the key beside the picture holds its whole name; the title is whole;
/// nothing written overlaps.
@Suite struct RenderLabelTests {
  /// A screen to draw, with what marks it.
  struct Screen: CustomTestStringConvertible, Sendable {
    var name: String
    var load: @Sendable () throws -> LayoutSnapshot
    var title: String? = nil
    var probe: Point? = nil
    var testDescription: String { name }
  }

  static let screens: [Screen] = [
    Screen(name: "demo", load: { DemoScreen.snapshot() }, probe: Point(x: 133, y: 117)),
    Screen(
      name: "demo, fixed",
      load: {
        let s = DemoScreen.snapshot()
        return s.applying(
          TapTargetAudit(standard: .ios).audit(s).fixes, turningOnOverflowSwitches: true)
      }, title: "Inbox — with the suggested hit areas"),
    Screen(name: "crowded", load: { crowded() }, title: crowdedTitle),
    Screen(
      name: "long title",
      load: {
        var s = LayoutSnapshot(
          root: LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: 320, height: 200)))
        s.append(
          LayoutNode(
            id: "ok", type: "UIButton", label: "OK",
            frame: Rect(x: 10, y: 10, width: 300, height: 50),
            isTarget: true),
          to: 0)
        return s
      }, title: crowdedTitle),
    Screen(
      name: "XCUITest settings",
      load: { try ImportFixtures.load("ios_xcuitest_settings_top_390x844.xml") }),
    Screen(
      name: "XCUITest accessibility",
      load: { try ImportFixtures.load("ios_xcuitest_settings_accessibility_375x667.xml") }),
    Screen(
      name: "RICO", load: { try ImportFixtures.load("enrico_10594_syncme_hierarchy.json") }),
    Screen(
      name: "debugDescription checkout",
      load: {
        try ImportFixtures.load("xcuitest_debugdescription_handwritten_checkout_390x844.txt")
      }),
    Screen(
      name: "UiAutomator2",
      load: {
        var options = ImportOptions()
        options.pixelsPerDP = 2.75
        return try ImportFixtures.load(
          "android_uiautomator2_settings_languages_1080x2160.xml", options: options)
      }),
  ]

  static let crowdedTitle =
    "A screen whose name is far too long to fit on one line of the picture, with a path: "
    + "screens/settings/accessibility_display_and_text_size_large_fonts.json"

  /// Long names, two buttons on one frame, a dense grid of tiny keys, one wide button.
  static func crowded() -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 300)))
    for (i, text) in ["Download the first episode", "Download the second episode"].enumerated() {
      s.append(
        LayoutNode(
          id: "0/\(i)", type: "UIButton", label: text,
          frame: Rect(x: 10, y: 10 + Double(i) * 60, width: 90, height: 44), isTarget: true),
        to: 0)
    }
    s.append(
      LayoutNode(
        id: "pause", type: "UIButton", label: "Pause",
        frame: Rect(x: 10, y: 10, width: 90, height: 44), isTarget: true),
      to: 0)
    for row in 0..<4 {
      for column in 0..<10 {
        s.append(
          LayoutNode(
            id: "key\(row)-\(column)", type: "UIButton", label: "Key \(row * 10 + column)",
            frame: Rect(
              x: 120 + Double(column) * 16, y: 10 + Double(row) * 16, width: 14, height: 14),
            isTarget: true),
          to: 0)
      }
    }
    s.append(
      LayoutNode(
        id: "wide", type: "UIButton", label: "Settings",
        frame: Rect(x: 10, y: 200, width: 370, height: 60), isTarget: true),
      to: 0)
    return s
  }

  static func render(_ screen: Screen) throws -> (LayoutSnapshot, String) {
    let snapshot = try screen.load()
    var renderer = ScreenRenderer(snapshot: snapshot)
    renderer.mark(TapTargetAudit(standard: .ios).audit(snapshot))
    renderer.title = screen.title
    renderer.probe = screen.probe
    return (snapshot, renderer.render())
  }

  @Test(arguments: screens)
  func everyNameIsWholeInItsBoxOrInTheKey(_ screen: Screen) throws {
    let (snapshot, svg) = try Self.render(screen)
    let picture = try #require(RenderedPicture(svg), "the SVG parses as XML")
    let map = TargetMap(snapshot)
    let names = snapshot.reportNames
    let labels = Dictionary(grouping: picture.labels, by: \.target)
    let badges = Dictionary(grouping: picture.badges, by: \.target)
    let key = Dictionary(grouping: picture.keyEntries, by: \.number)
    let font = LabelLayout.metrics
    #expect(!map.targets.isEmpty)
    for t in map.targets {
      let name = names[t.index]
      let drawn = labels[t.id] ?? []
      let marked = badges[t.id] ?? []
      #expect(
        drawn.count + marked.count == 1, "\(name): \(drawn.count) labels, \(marked.count) badges")
      if let label = drawn.first {
        #expect(label.text == name)
        let box = Rect(
          x: label.baseline.x, y: label.baseline.y - 8, width: font.width(of: label.text),
          height: 10)
        #expect(encloses(t.visibleRect, box), "\(name) at \(box) outside \(t.visibleRect)")
      }
      if let badge = marked.first {
        let entry = try #require(key[badge.number]?.first, "no key entry \(badge.number)")
        #expect(key[badge.number]?.count == 1)
        #expect(entry.label == name)
        #expect(
          entry.nameLines.joined().filter { $0 != " " } == name.filter { $0 != " " },
          "\(entry.nameLines) for \(name)")
        // The key is beside the picture, right of everything drawn in root space.
        #expect(entry.x > picture.offset.x + map.targets.map(\.hitAreaRect.maxX).max()!)
        #expect(entry.x < picture.width)
      }
    }
    #expect(picture.badges.map(\.number).sorted() == Array(1..<(picture.badges.count + 1)))
    #expect(picture.keyEntries.count == picture.badges.count)
    // Nothing is cut anywhere.
    #expect(
      !picture.texts.contains { $0.contains("…") }, "\(picture.texts.filter { $0.contains("…") })")
    // Labels and badges never sit on one another.
    let boxes =
      picture.labels.map {
        Rect(x: $0.baseline.x, y: $0.baseline.y - 8, width: font.width(of: $0.text), height: 10)
      } + picture.badges.map(\.box)
    for (i, a) in boxes.enumerated() {
      for b in boxes[(i + 1)...] { #expect(!a.intersects(b), "\(a) overlaps \(b)") }
    }
  }

  @Test(arguments: screens)
  func theTitleIsWholeAndFitsTheCanvas(_ screen: Screen) throws {
    let (snapshot, svg) = try Self.render(screen)
    let picture = try #require(RenderedPicture(svg))
    let title = screen.title ?? snapshot.name ?? "Screen"
    #expect(picture.titleLines.joined().filter { $0 != " " } == title.filter { $0 != " " })
    let font = TextMetrics(size: 14, bold: true)
    for line in picture.titleLines { #expect(font.width(of: line) <= picture.width - 32) }
  }

  @Test func aLongTitleWrapsAtSpacesAndAPathAfterItsSlashes() throws {
    let (_, svg) = try Self.render(Self.screens[3])
    let lines = try #require(RenderedPicture(svg)).titleLines
    #expect(lines.count >= 4, "\(lines)")
    #expect(lines.first?.hasPrefix("A screen whose name is far too") == true)
    // The path breaks after a slash, an underscore or a dot, never inside a word.
    let path = lines.drop { !$0.contains("/") }
    #expect(path.count >= 2, "\(lines)")
    #expect(path.dropLast().allSatisfy { "/_.".contains($0.last ?? " ") }, "\(lines)")
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") && !$0.hasPrefix(" ") })
  }

  @Test func smallTargetsAreNumberedInReadingOrderAndBigOnesNamed() throws {
    let (_, svg) = try Self.render(Self.screens[0])
    let picture = try #require(RenderedPicture(svg))
    #expect(picture.labels.map(\.text).contains("CardView ‘Message 1’"))
    let numbered = picture.keyEntries.sorted { $0.number < $1.number }.map(\.label)
    #expect(numbered.first == "UIButton ‘Back’")
    #expect(
      numbered.suffix(5) == [
        "UIButton ‘Compose’", "UIButton ‘Archive’", "UIButton ‘Move’", "UIButton ‘Flag’",
        "UIButton ‘Delete’",
      ])
    #expect(svg.contains("20×20 pt · min-size error"), "the key says the size and the finding")
  }

  @Test func aBadgeDoesNotHideATargetItHasNoRoomIn() throws {
    let (snapshot, svg) = try Self.render(Self.screens[2])
    let picture = try #require(RenderedPicture(svg))
    let map = TargetMap(snapshot)
    for badge in picture.badges {
      let t = try #require(map.targets.first { $0.id == badge.target })
      guard t.visibleRect.width < badge.box.width + 4 || t.visibleRect.height < badge.box.height + 4
      else { continue }
      #expect(!encloses(badge.box, t.visibleRect), "\(badge.number) covers \(t.id)")
    }
  }

  @Test func renderingIsDeterministic() throws {
    for screen in Self.screens.prefix(3) {
      #expect(try Self.render(screen).1 == Self.render(screen).1)
    }
  }

  private func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
    outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX
      && outer.maxY >= inner.maxY
  }
}

import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

@Suite struct DebugDescriptionImporterTests {
  static let checkout = "xcuitest_debugdescription_handwritten_checkout_390x844.txt"
  static let xamarin = "xcuitest_debugdescription_appium13516_xamarin_profiles_375x667.txt"
  static let health = "xcuitest_debugdescription_appium13227_health_window_375x667.txt"
  static let legacy = "xcuitest_debugdescription_wda40_uicatalog_legacy_375x667.txt"
  static let main = "xcuitest_debugdescription_appium16299_window_main_428x926.txt"

  /// A dump saved with Windows line ends (`\r\n`) reads as the same screen: each `\r\n` ends a
  /// line (split by characters, a `\r\n` was one character and no line ended).
  @Test func windowsLineEndsReadTheSameScreen() throws {
    let lf = try ImportFixtures.data(Self.checkout)
    var crlf: [UInt8] = []
    for byte in lf {
      if byte == 0x0A { crlf.append(0x0D) }
      crlf.append(byte)
    }
    let file = "checkout.txt"
    let a = try DebugDescriptionImporter.snapshot(from: lf, file: file)
    let b = try DebugDescriptionImporter.snapshot(from: crlf, file: file)
    #expect(a.nodes.count == 18)
    #expect(a == b)
  }

  @Test func checkoutScreen() throws {
    let s = try ImportFixtures.load(Self.checkout)
    #expect(s.platform == .ios && s.unit == .pt)
    #expect(s.nodes.count == 18)
    #expect(s.screenSize == Size(width: 390, height: 844))
    // The Application line has no frame: the box around its window.
    #expect(s.nodes[0].type == "XCUIElementTypeApplication")
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 390, height: 844))
    let targets = s.nodes.filter(\.isTarget).map { $0.label ?? $0.id }
    #expect(
      Set(targets) == [
        "Cart", "Help", "item-1", "Remove", "item-2", "Gift wrap", "Add a coupon", "Pay now",
      ])
    #expect(try !s.node("pay").isEnabled)
    #expect(try s.node("item-3").isHidden)  // below the main window
    #expect(s.nodes.first { $0.label == "Hidden" }?.isHidden == true)  // a zero size
    let plant = try #require(
      s.nodes.first { $0.type == "XCUIElementTypeStaticText" && $0.label?.hasPrefix("It") == true })
    #expect(plant.label == "It's a Plant, 'Green Gem'")
    let caption = try #require(s.nodes.first { $0.label == "Disabled, for now" })
    #expect(caption.isEnabled)  // "Disabled" inside a label is no flag
    let remove = try #require(s.index(of: "remove-1"))
    #expect(s.frameInRoot(remove) == Rect(x: 350, y: 106, width: 30, height: 30))
    // The navigation bar, listed first, is in front of the content.
    #expect(s.hitID(30, 60) == "BackButton")
  }

  @Test func linesAreTheElementsLines() throws {
    let input = try SnapshotInput(ImportFixtures.data(Self.checkout), file: Self.checkout)
    let loaded = try LayoutSnapshot.read(input: input, format: nil, options: ImportOptions())
    let s = loaded.snapshot
    #expect(loaded.lines[0] == 4)
    #expect(try loaded.lines[#require(s.index(of: "remove-1"))] == 14)
    #expect(try loaded.lines[#require(s.index(of: "pay"))] == 20)
  }

  @Test func xamarinProfiles() throws {
    let s = try ImportFixtures.load(Self.xamarin)
    #expect(s.nodes[0].type == "XCUIElementTypeWindow")
    #expect(s.nodes.count == 16)
    let cell = try #require(s.nodes.first { $0.type == "XCUIElementTypeCell" })
    #expect(cell.isTarget && cell.frame.size == Size(width: 375, height: 140))
    #expect(s.nodes.contains { $0.type == "XCUIElementTypeOther" && $0.isHidden })  // 375×0
    #expect(try s.node("Profiles").type == "XCUIElementTypeNavigationBar")
  }

  @Test(arguments: [health, legacy, main])
  func trailersAndBlocks(_ name: String) throws {
    let s = try ImportFixtures.load(name)
    #expect(s.platform == .ios)
    // No Path-to-element or Query-chain line is read as an element.
    #expect(!s.nodes.contains { $0.type == "XCUIElementTypeApplication" })
    #expect(s.nodes.filter(\.isTarget).isEmpty)
  }

  @Test func healthWindowBlock() throws {
    let s = try ImportFixtures.load(Self.health)
    #expect(s.nodes.count == 6)
    #expect(s.nodes.contains { $0.type == "XCUIElementTypeRemotePlaceholder" })
  }

  @Test func twoWindowBlocksGetOneRoot() throws {
    let s = try ImportFixtures.load(Self.legacy)
    #expect(s.nodes.count == 3)
    #expect(s.nodes[0].children.count == 2)
  }

  @Test func olderTraitsBitmask() throws {
    let text = """
      Element subtree:
       →Window, 0x1, {{0.0, 0.0}, {375.0, 667.0}}
          Other, 0x2, traits: 8589934592, {{0.0, 0.0}, {375.0, 667.0}}
            Other, 0x3, traits: 8589934593, {{10.0, 10.0}, {30.0, 30.0}}, label: 'Close'
            Other, 0x4, traits: 8589934849, {{50.0, 10.0}, {30.0, 30.0}}, label: 'Off'
            StaticText, 0x5, {{0.0, 100.0}, {375.0, 20.0}}, label: 'Title', value: 3, Selected
      """
    let s = try LayoutSnapshot.load(data: Data(text.utf8), file: "tree.txt")
    #expect(s.nodes.filter(\.isTarget).map(\.label) == ["Close", "Off"])
    #expect(s.nodes.first { $0.label == "Off" }?.isEnabled == false)  // bit 256: not enabled
  }

  /// A `, ` joined to a zero-width joiner after it is one character with the joiner, so no
  /// separator, though Foundation's search finds it: the line moves past it and reads on (it
  /// used to stop there for ever).
  // The import once never ended here: the limit ends the test instead of the run. It is far
  // above the test's milliseconds, as a test waits for a thread while long ones hold the two
  // of a CI machine (a minute was exceeded under load).
  @Test(.timeLimit(.minutes(10))) func aSeparatorJoinedToWhatFollowsIsPassedOver() throws {
    let text = """
      Element subtree:
       →Window, 0x1, {{0.0, 0.0}, {375.0, 667.0}}
          Button, \u{200D}0x2, {{10.0, 10.0}, {30.0, 30.0}}, label: 'Close'
      """
    let s = try LayoutSnapshot.load(data: Data(text.utf8), file: "tree.txt")
    let button = try #require(s.nodes.first { $0.label == "Close" })
    #expect(button.frame == Rect(x: 10, y: 10, width: 30, height: 30))
  }

  /// A child nests under the nearest element indented less, however the lines are indented:
  /// by tabs, or by one space under the root's ` →` (each was read as a line past the tree, and
  /// the tree's elements after it were dropped: the screen passed with no targets).
  @Test(arguments: [
    "Element subtree:\n\t→Window, 0x1, {{0.0, 0.0}, {375.0, 667.0}}\n\t\tOther, 0x2, "
      + "{{0.0, 0.0}, {375.0, 667.0}}\n\t\t\tButton, 0x3, {{10.0, 10.0}, {20.0, 20.0}}, label: 'b'\n",
    "Element subtree:\n →Window, 0x1, {{0.0, 0.0}, {375.0, 667.0}}\n  Other, 0x2, "
      + "{{0.0, 0.0}, {375.0, 667.0}}\n   Button, 0x3, {{10.0, 10.0}, {20.0, 20.0}}, label: 'b'\n",
  ])
  func childrenNestByTheirIndentation(_ text: String) throws {
    let s = try LayoutSnapshot.load(data: Data(text.utf8), file: "tree.txt")
    #expect(s.nodes.count == 3)
    #expect(s.nodes[0].children == [1] && s.nodes[1].children == [2])
    #expect(s.nodes[2].isTarget && s.nodes[2].label == "b")
  }

  /// XCUITest prints a label's or a value's line breaks as they are: the rest of the text
  /// starts a line of its own, in no element's shape, which is passed over (it ended the tree,
  /// and every element after it was dropped, or it was read as an element and refused).
  @Test(arguments: ["label: 'Gift wrap'", "value: 1"])
  func aLabelOrValueOnSeveralLinesKeepsTheTree(_ field: String) throws {
    let original = String(decoding: try ImportFixtures.data(Self.checkout), as: UTF8.self)
    #expect(original.contains(field))
    let broken = original.replacingOccurrences(
      of: field, with: field.dropLast() + "\nis on\nThanks, 0 x")
    let a = try LayoutSnapshot.load(data: Data(original.utf8), file: "checkout.txt")
    let b = try LayoutSnapshot.load(data: Data(broken.utf8), file: "checkout.txt")
    #expect(b.nodes.count == a.nodes.count)
    #expect(b.nodes.map(\.frame) == a.nodes.map(\.frame))
    #expect(b.nodes.filter(\.isTarget).count == a.nodes.filter(\.isTarget).count)
  }

  /// A label's blank lines too: the tree goes on after them (it ended at the first one, and
  /// the elements after it were dropped without a word).
  @Test(arguments: ["\n\nis on\n\n\nThanks", "\n\n", "\r\n\r\nis on", "\n\u{2192} wrap"])
  func aLabelWithBlankLinesKeepsTheTree(_ rest: String) throws {
    let original = String(decoding: try ImportFixtures.data(Self.checkout), as: UTF8.self)
    let broken = original.replacingOccurrences(
      of: "label: 'Gift wrap'", with: "label: 'Gift" + rest + " wrap'")
    let a = try LayoutSnapshot.load(data: Data(original.utf8), file: "checkout.txt")
    let b = try LayoutSnapshot.load(data: Data(broken.utf8), file: "checkout.txt")
    #expect(b.nodes.count == a.nodes.count)
    #expect(b.nodes.map(\.frame) == a.nodes.map(\.frame))
    #expect(b.nodes.filter(\.isTarget).count == a.nodes.filter(\.isTarget).count)
  }

  /// One element's tree (`print(app.buttons["help"].debugDescription)`): the button is a target
  /// on a synthetic screen around it, and too small (the dump passed with no targets).
  @Test func aButtonsOwnTreeAuditsTheButton() throws {
    let text = """
      Element subtree:
       →Button, 0x600003a5c700, {{350.0, 57.0}, {24.0, 24.0}}, identifier: 'help', label: 'Help'
          Image, 0x600003a5c800, {{354.0, 61.0}, {16.0, 16.0}}, identifier: 'questionmark'
      """
    let s = try LayoutSnapshot.load(data: Data(text.utf8), file: "help.txt")
    #expect(s.nodes.count == 3)
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 474, height: 181))
    #expect(s.nodes.filter(\.isTarget).map(\.label) == ["Help"])
    let findings = s.audit().findings
    #expect(findings.map(\.rule) == [.minSize])
    #expect(findings.first?.fix.contains(".minimumSize(44)") == true, "\(findings)")
  }

  /// XCTest's frame of an element laid out nowhere (`{{inf, inf}, {0.0, 0.0}}`) hides it, in an
  /// ASCII line and in one read by characters (the text was refused); a frame in no shape is
  /// still an error.
  @Test func anInfiniteFrameHidesItsElement() throws {
    for label in ["Gone", "Gon\u{E9}"] {
      let text = """
        Element subtree:
         →Window, 0x1, {{0.0, 0.0}, {375.0, 667.0}}
            Button, 0x2, {{10.0, 10.0}, {30.0, 30.0}}, label: 'Close'
            Button, 0x3, {{inf, -inf}, {0.0, nan}}, label: '\(label)'
        """
      let s = try LayoutSnapshot.load(data: Data(text.utf8), file: "tree.txt")
      let gone = try #require(s.nodes.first { $0.label == label })
      #expect(gone.frame.width == 0 && gone.frame.height == 0)
      #expect(s.audit().findings.map(\.label) == ["Button ‘Close’"])
    }
    let error = try #require(
      ImportFixtures.error(
        "Element subtree:\n →Window, 0x1, {{inf}}, label: 'x'\n", file: "tree.txt"))
    #expect("\(error)".hasPrefix("tree.txt: line 2: expected a frame"), "\(error)")
  }

  /// After a blank line, an element no deeper than the tree's root is text printed after the
  /// tree, which it ends, as it did before a blank line could be a label's.
  @Test func anElementAtTheRootsDepthAfterABlankLineEndsTheTree() throws {
    let text = """
      Element subtree:
       →Window, 0x1, {{0.0, 0.0}, {375.0, 667.0}}
          Button, 0x2, {{10.0, 10.0}, {30.0, 30.0}}, label: 'Close'

      t =     4.12s Checking existence of `Button`
      Button, 0x3, {{50.0, 10.0}, {30.0, 30.0}}, label: 'Other'
          Button, 0x4, {{90.0, 10.0}, {30.0, 30.0}}, label: 'Third'
      """
    let s = try LayoutSnapshot.load(data: Data(text.utf8), file: "tree.txt")
    #expect(s.nodes.map(\.label) == [nil, "Close"])
  }

  @Test(arguments: [
    (
      "Element subtree:\n →Window, 0x1, {{0.0, 0.0}, {375.0}}\n",
      "tree.txt: line 2: expected a frame"
    ),
    // An element indented no more than its tree's root (its spaces lost): its tree cannot be
    // told, where the lines from it on were dropped and the screen passed.
    (
      "Element subtree:\n →Window, 0x1, {{0.0, 0.0}, {375.0, 667.0}}\n    Other, 0x2, "
        + "{{0.0, 0.0}, {375.0, 667.0}}\nButton, 0x3, {{10.0, 10.0}, {20.0, 20.0}}, label: 'b'\n",
      "tree.txt: line 4: an element indented no more than its tree's root"
    ),
    ("Element subtree:\n\n", "tree.txt: no elements after"),
  ])
  func errorsNameTheFileAndTheLine(_ text: String, _ start: String) throws {
    let error = try #require(ImportFixtures.error(text, file: "tree.txt"))
    #expect("\(error)".hasPrefix(start), "\(error)")
  }

  /// A tree beside the Application's in one text (a log with two failures) is another screen:
  /// refused.
  ///
  /// The error names the second (they were read as one screen's windows, every target twice,
  /// with overlap and unreachable errors no screen had). Window blocks still make one screen.
  @Test func aTreeBesideTheApplicationsIsRefused() throws {
    let checkout = String(decoding: try ImportFixtures.data(Self.checkout), as: UTF8.self)
    let lines = checkout.split(separator: "\n", omittingEmptySubsequences: false).count
    let error = try #require(ImportFixtures.error(checkout + "\n" + checkout, file: "log.txt"))
    let second =
      checkout.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("→Application") }.map { $0 + 1 + lines } ?? 0
    #expect(
      "\(error)".hasPrefix("log.txt: line \(second): a second tree beside the Application's"),
      "\(error)")
    #expect(try ImportFixtures.load(Self.legacy).nodes[0].children.count == 2)
    // A button's own tree after the app's is another screen too (it was the app's twice).
    let button = """

      Element subtree:
       →Button, 0x600003a5c700, {{350.0, 57.0}, {24.0, 24.0}}, identifier: 'help', label: 'Help'
      """
    let both = try #require(ImportFixtures.error(checkout + button, file: "log.txt"))
    #expect("\(both)".contains("a second tree beside the Application's"), "\(both)")
  }

  @Test func notDebugDescriptionText() throws {
    var options = ImportOptions()
    options.format = .debugDescription
    let error = try #require(ImportFixtures.error("hello\n", file: "tree.txt", options: options))
    #expect(error.kind == .unrecognizedFormat)
  }
}

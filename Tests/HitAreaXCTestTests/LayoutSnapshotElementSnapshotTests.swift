import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import HitAreaXCTest
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An `XCUIElementSnapshot` tree as a layout snapshot: read as `hitarea` reads the XCUITest page
/// source of the same screen.
@Suite struct LayoutSnapshotElementSnapshotTests {
  static func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
  }

  /// An app with a navigation bar (its back button listed first), a full-screen container, a
  /// small close button, a disabled button, a row scrolled off screen, and a label with
  /// characters XML escapes.
  static let app = ElementSnapshot(
    elementType: 2, frame: frame(0, 0, 390, 844), label: "Shop",
    children: [
      ElementSnapshot(
        elementType: 4, frame: frame(0, 0, 390, 844),
        children: [
          ElementSnapshot(
            elementType: 1, frame: frame(0, 0, 390, 844),
            children: [
              ElementSnapshot(
                elementType: 9, frame: frame(340, 60, 24, 24), identifier: "close",
                label: "Close"),
              ElementSnapshot(
                elementType: 9, frame: frame(20, 700, 350, 50), label: "Pay \"now\" & <go>"),
              ElementSnapshot(
                elementType: 9, frame: frame(20, 600, 350, 50), label: "Later", isEnabled: false),
              ElementSnapshot(elementType: 75, frame: frame(0, 900, 390, 44), label: "Far away"),
            ]),
          ElementSnapshot(
            elementType: 21, frame: frame(0, 47, 390, 44), identifier: "Shop",
            children: [
              ElementSnapshot(elementType: 9, frame: frame(8, 51, 30, 36), label: "Back")
            ]),
        ])
    ])

  @Test func elementsBecomeNodesAsPageSourceElementsDo() throws {
    let screen = try LayoutSnapshot(elementSnapshot: Self.app)
    #expect(screen.name == "Shop")
    #expect(screen.effectivePlatform == .ios)
    let close = try #require(screen.nodes.first { $0.id == "close" })
    #expect(close.isTarget && close.type == "XCUIElementTypeButton" && close.label == "Close")
    let pay = try #require(screen.nodes.first { $0.label == "Pay \"now\" & <go>" })
    #expect(pay.isTarget)
    #expect(screen.nodes.first { $0.label == "Later" }?.isEnabled == false)
    #expect(screen.nodes.first { $0.label == "Far away" }?.isHidden == true)
    // Containers are pass-through; the bar is in front of the full-screen container.
    let container = try #require(screen.nodes.first { $0.type == "XCUIElementTypeOther" })
    #expect(container.passesTouchesThrough && !container.isTarget)
    let report = screen.audit(.ios)
    #expect(report.findings.contains { $0.rule == .minSize && $0.target == "close" })
    #expect(
      !report.findings.contains {
        $0.target == screen.nodes.first { $0.label == "Back" }?.id && $0.rule == .unreachable
      })
    #expect(try LayoutSnapshot(elementSnapshot: Self.app, name: "Cart").name == "Cart")
  }

  /// The Settings page source, turned into the dictionaries XCTest would give for the same
  /// screen, audits exactly as the page source does.
  @Test func theSettingsScreenGivesThePageSourcesFindings() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("HitAreaToolsTests/Fixtures/screens")
      .appendingPathComponent("ios_xcuitest_settings_top_390x844.xml")
    let data = try Data(contentsOf: url)
    let dictionary = try #require(PageSourceDictionaries.root(of: data))
    let element = try ElementSnapshot(dictionary: dictionary)
    let fromXCTest = try LayoutSnapshot(elementSnapshot: element)
    let fromXML = try XCUITestImporter.snapshot(from: Array(data), file: "settings.xml")
    let a = fromXCTest.audit(.ios).findings.map { "\($0.rule) \($0.severity) \($0.target)" }
    let b = fromXML.audit(.ios).findings.map { "\($0.rule) \($0.severity) \($0.target)" }
    #expect(!b.isEmpty)
    #expect(a == b)
    #expect(
      fromXCTest.nodes.filter(\.isTarget).map(\.id) == fromXML.nodes.filter(\.isTarget).map(\.id))
    let androidA = fromXCTest.audit(.android).findings.map { "\($0.rule) \($0.target)" }
    let androidB = fromXML.audit(.android).findings.map { "\($0.rule) \($0.target)" }
    #expect(androidA == androidB)
  }
}

/// XCUITest page source read back into `dictionaryRepresentation`'s keys: what XCTest would give
/// for the screen the page source describes (types by raw value, frames as X/Y/Width/Height,
/// `name` as the identifier).
final class PageSourceDictionaries: NSObject, XMLParserDelegate {
  private var stack: [[String: SnapshotValue]] = []
  private var children: [[SnapshotValue]] = []
  private var result: [String: SnapshotValue]?

  static func root(of data: Data) -> [String: SnapshotValue]? {
    let parser = XMLParser(data: data)
    let delegate = PageSourceDictionaries()
    parser.delegate = delegate
    return parser.parse() ? delegate.result : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    guard name != "AppiumAUT" else { return }
    let type = name.replacingOccurrences(of: "XCUIElementType", with: "")
    var element: [String: SnapshotValue] = [
      "elementType": .number(Double(ElementSnapshot.typeNames.firstIndex(of: type) ?? 1)),
      "enabled": .bool(attributes["enabled"] != "false"),
      "frame": .dictionary([
        "X": .number(Double(attributes["x"] ?? "") ?? 0),
        "Y": .number(Double(attributes["y"] ?? "") ?? 0),
        "Width": .number(Double(attributes["width"] ?? "") ?? 0),
        "Height": .number(Double(attributes["height"] ?? "") ?? 0),
      ]),
    ]
    if let name = attributes["name"] { element["identifier"] = .string(name) }
    if let label = attributes["label"] { element["label"] = .string(label) }
    if let value = attributes["value"] { element["value"] = .string(value) }
    stack.append(element)
    children.append([])
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard name != "AppiumAUT", var element = stack.popLast(), let kids = children.popLast()
    else { return }
    if !kids.isEmpty { element["children"] = .array(kids) }
    if children.isEmpty {
      result = element
    } else {
      children[children.count - 1].append(.dictionary(element))
    }
  }
}

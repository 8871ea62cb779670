import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

@Suite struct WDAImporterTests {
  static let login = "ios_wda_source_skeleton_login_402x874.json"
  static let description = "wda_mobile_source_description_appium13681_springboard_414x736.json"

  /// The PIN screen: 13 buttons (10 keys 64×64, "delete 1" 24×24, "Forgot PIN?", the
  /// navigation bar's "Password login"), frames from `nativeFrame`, not the integral `rect`.
  @Test func loginScreen() throws {
    let s = try ImportFixtures.load(Self.login)
    #expect(s.platform == .ios && s.unit == .pt)
    #expect(s.nodes[0].type == "XCUIElementTypeApplication")
    let buttons = s.nodes(ofType: "XCUIElementTypeButton")
    #expect(buttons.count == 13)
    #expect(s.nodes.filter(\.isTarget).count == 13)
    #expect(buttons.allSatisfy { $0.isTarget && $0.isEnabled && !$0.isHidden })
    let delete = try #require(s.nodes.indices.first { s.nodes[$0].label == "delete 1" })
    #expect(s.frameInRoot(delete) == Rect(x: 277, y: 731.66666666666663, width: 24, height: 24))
    let forgot = try s.node("Forgot PIN?")
    #expect(abs(forgot.frame.width - 86.666666666666657) < 1e-9)  // the rect says 88
    // The zero-width StaticText with isVisible "0" is hidden; the 8×8 images are no targets.
    let texts = s.nodes(ofType: "XCUIElementTypeStaticText")
    #expect(texts.filter(\.isHidden).count == 1)
    #expect(s.nodes(ofType: "XCUIElementTypeImage").allSatisfy { !$0.isTarget })
    // The navigation bar is drawn in front of the full-screen content that follows it.
    let password = try #require(s.nodes.indices.first { s.nodes[$0].label == "Password login" })
    #expect(s.hitID(300, 80) == s.nodes.last { $0.label == "Password login" }?.id)
    _ = password
  }

  @Test func rulesOfTheJSONSource() throws {
    let json = #"""
      {"value": {"type": "Application", "rect": {"x": 0, "y": 0, "width": 400, "height": 800},
        "isEnabled": "1", "isVisible": "1", "children": [
        {"type": "Button", "rawIdentifier": "pay", "name": "pay", "label": "Pay",
         "rect": {"x": 10, "y": 10, "width": 100, "height": 40}, "isEnabled": "0", "isVisible": "1"},
        {"type": "Other", "isAccessible": "1", "traits": "", "label": "Row",
         "rect": {"x": 0, "y": 60, "width": 400, "height": 44}},
        {"type": "Other", "isAccessible": "1", "traits": "StaticText", "label": "Caption",
         "rect": {"x": 0, "y": 110, "width": 400, "height": 20}},
        {"type": "Other", "traits": "Adjustable, UpdatesFrequently", "label": "Volume",
         "rect": {"x": 0, "y": 140, "width": 300, "height": 30}},
        {"type": "Button", "label": "Wrongly invisible", "isVisible": "0",
         "rect": {"x": 10, "y": 200, "width": 100, "height": 40}},
        {"type": "Button", "label": "Scrolled off", "isVisible": "0",
         "rect": {"x": 10, "y": 2000, "width": 100, "height": 40}}
      ]}, "sessionId": null}
      """#
    let s = try LayoutSnapshot.load(data: Data(json.utf8), file: "source.json")
    #expect(
      s.nodes.filter(\.isTarget).map(\.label) == ["Pay", "Row", "Volume", "Wrongly invisible"])
    #expect(try !s.node("pay").isEnabled)
    #expect(try s.node("pay").identifier == "pay")
    let off = try #require(s.nodes.first { $0.label == "Scrolled off" })
    #expect(off.isHidden && !off.isTarget)
  }

  /// `format=description`: debugDescription text in the `value` string.
  @Test func descriptionFormat() throws {
    let s = try ImportFixtures.load(Self.description)
    #expect(s.platform == .ios)
    #expect(s.nodes.count == 5)
    #expect(s.nodes[0].type == "XCUIElementTypeWindow")
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 414, height: 736))
    #expect(s.screenSize == Size(width: 414, height: 736))
    #expect(s.nodes.filter(\.isTarget).isEmpty)
  }

  /// An element XCTest lays out nowhere is hidden, and the screen read (it was refused whole).
  ///
  /// WDA writes its `nativeFrame` infinite and its `rect` finite and empty.
  @Test(arguments: ["{{inf, inf}, {0, 0}}", "{{-inf, nan}, {0, 0}}", "{{0, 0}, {inf, 10}}"])
  func anInfiniteNativeFrameHidesItsElement(_ frame: String) throws {
    for rect in [#", "rect": {"x": -1, "y": -1, "width": 0, "height": 0}"#, ""] {
      let json = """
        {"value": {"type": "Application", "nativeFrame": "{{0, 0}, {390, 844}}", "children": [
          {"type": "Button", "label": "Close", "nativeFrame": "{{340, 60}, {24, 24}}"},
          {"type": "Button", "label": "Nowhere", "nativeFrame": "\(frame)"\(rect)}]}}
        """
      let s = try LayoutSnapshot.load(data: Data(json.utf8), file: "source.json")
      #expect(s.nodes.count == 3)
      let nowhere = try #require(s.nodes.first { $0.label == "Nowhere" })
      #expect(nowhere.frame.width == 0 && nowhere.frame.height == 0)
      #expect(s.audit().findings.map(\.label) == ["Button ‘Close’"])
    }
  }

  @Test(arguments: [
    (#"{"value": {"type": "Application"}}"#, "source.json: value.rect: missing"),
    (
      #"{"value": {"type": "Application", "nativeFrame": "{{0, 0}}"}}"#,
      "source.json: value.nativeFrame: expected"
    ),
    (
      #"{"value": {"type": "Application", "rect": {"x": 0, "y": 0, "width": 1, "height": 1}, "isEnabled": "maybe"}}"#,
      "source.json: value.isEnabled: expected \"1\" or \"0\""
    ),
    (
      #"{"value": {"type": "Application", "nativeFrame": "{{0, 0}, {infinite, 1}}"}}"#,
      "source.json: value.nativeFrame: expected"
    ),
    (
      #"{"value": {"type": "Application", "nativeFrame": "NaN"}}"#,
      "source.json: value.nativeFrame: expected"
    ),
    (#"{"value": 3}"#, "source.json: value: expected"),
    (#"{"value": "no subtree here"}"#, "source.json: value: no \"Element subtree:\" line"),
  ])
  func errorsNameTheFileAndThePlace(_ json: String, _ start: String) throws {
    var options = ImportOptions()
    options.format = .wda
    let error = try #require(ImportFixtures.error(json, file: "source.json", options: options))
    #expect("\(error)".hasPrefix(start), "\(error)")
  }
}

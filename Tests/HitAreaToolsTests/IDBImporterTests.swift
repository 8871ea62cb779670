import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

@Suite struct IDBImporterTests {
  static let flat = "ios_idb_describe_all_mint_onboarding_402x874.json"
  static let nested = "ios_idb_describe_all_nested_glass_fixture.json"
  static let point = "ios_idb_describe_point_settings_general.json"

  /// The flat array: the Application, then 12 elements in its frame (2 buttons, 10 texts).
  @Test func flatDescribeAllHoldsEveryElementUnderTheApplication() throws {
    let s = try ImportFixtures.load(Self.flat)
    #expect(s.platform == .ios && s.unit == .pt)
    #expect(s.nodes.count == 13)
    #expect(s.nodes[0].type == "XCUIElementTypeApplication")
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 402, height: 874))
    #expect(s.nodes[0].children.count == 12)
    #expect(!s.nodes[0].isTarget)
    let targets = s.nodes.filter(\.isTarget)
    #expect(targets.map(\.label) == ["Creuser", "Plus tard"])
    #expect(targets.allSatisfy { $0.type == "XCUIElementTypeButton" && $0.isEnabled })
    let creuser = try s.node("onboarding-bifurcation-creuser")
    #expect(creuser.identifier == "onboarding-bifurcation-creuser")
    #expect(creuser.frame == Rect(x: 24, y: 531.5, width: 354, height: 52))
    let texts = s.nodes(ofType: "XCUIElementTypeStaticText")
    #expect(texts.count == 10 && texts.allSatisfy { !$0.isTarget && $0.passesTouchesThrough })
    #expect(s.hitID(100, 550) == "onboarding-bifurcation-creuser")
  }

  /// The nested form: a button, a text field, and a UISwitch as `CheckBox` + `AXSwitch`.
  @Test func nestedDescribeAllKeepsTheTree() throws {
    let s = try ImportFixtures.load(Self.nested)
    #expect(s.nodes.count == 6)
    #expect(s.nodes[0].children.count == 5)
    let targets = s.nodes.filter(\.isTarget).map(\.id)
    #expect(targets == ["tapButton", "inputField", "toggleSwitch"])
    let toggle = try s.node("toggleSwitch")
    #expect(toggle.type == "XCUIElementTypeSwitch")
    #expect(toggle.label == nil)  // its AXValue "1" is a state, not a name
    #expect(toggle.frame == Rect(x: 56, y: 620, width: 51, height: 31))
    #expect(try s.node("inputField").isTextInput)
    #expect(try s.node("inputField").label == "type here")
    let button = try s.node("tapButton")
    #expect(abs(button.frame.origin.x - 145.33333333333331) < 1e-9)
  }

  /// `describe-point`'s one element is a target on a synthetic screen around it: from the
  /// origin to 100 pt past it (as the root, the screen itself, it was never a target).
  @Test func describePointIsOneElement() throws {
    let s = try ImportFixtures.load(Self.point)
    #expect(s.nodes.count == 2)
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 482, height: 408))
    let button = s.nodes[1]
    #expect(button.id == "com.apple.settings.general")
    #expect(button.frame == Rect(x: 20, y: 264, width: 362, height: 44))
    #expect(button.isTarget)
  }

  /// A tree of a window, not a target, is its own screen, as before: only a root that is a
  /// target gets a screen around it (a full-screen group with custom actions became a target).
  @Test func aWindowsTreeIsItsScreen() throws {
    let json = #"""
      {"type": "Window", "role": "AXWindow", "role_description": "window",
       "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
       "children": [
        {"type": "Group", "role": "AXGroup", "custom_actions": ["Scroll"],
         "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
          {"type": "Button", "role": "AXButton", "AXLabel": "OK",
           "frame": {"x": 20, "y": 700, "width": 350, "height": 50}}]}]}
      """#
    let s = try LayoutSnapshot.load(data: Data(json.utf8), file: "window.json")
    #expect(s.nodes[0].frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(s.nodes.filter(\.isTarget).map(\.label) == ["OK"])
  }

  /// A small button alone fails the audit, with a fix that has room (it passed, with no
  /// targets, and as a root had no room for a fix).
  @Test func aSmallButtonAloneFailsItsAudit() throws {
    let json = #"""
      {"AXFrame": "{{340, 60}, {24, 24}}", "frame": {"y": 60, "x": 340, "width": 24, "height": 24},
       "AXLabel": "Close", "type": "Button", "custom_actions": [], "enabled": true, "role": "AXButton"}
      """#
    let s = try LayoutSnapshot.load(data: Data(json.utf8), file: "point.json")
    let findings = s.audit().findings
    #expect(findings.map(\.rule) == [.minSize])
    #expect(findings.first?.fix.contains(".minimumSize(44)") == true, "\(findings)")
  }

  /// Targets from roles, subroles, traits and custom actions; never `role_description`; zero
  /// frames not rendered; `enabled: null` enabled; `NotEnabled` disabled.
  @Test func targetRules() throws {
    let json = #"""
      [{"type": "Application", "role": "AXApplication", "frame": {"x": 0, "y": 0, "width": 400, "height": 800},
        "custom_actions": ["Scroll"], "traits": ["Scrollable"]},
       {"AXUniqueId": "link", "role": "AXLink", "type": null, "AXFrame": "{{10, 10}, {50, 20}}", "enabled": null},
       {"AXUniqueId": "search", "type": "TextField", "subrole": "AXSearchField", "frame": {"y": 40, "x": 10, "height": 30, "width": 200}},
       {"AXUniqueId": "traitButton", "type": "GenericElement", "traits": ["Scrollable", "Button", "NotEnabled"], "frame": {"x": 10, "y": 80, "width": 40, "height": 40}},
       {"AXUniqueId": "actions", "type": "StaticText", "custom_actions": ["Delete"], "frame": {"x": 10, "y": 130, "width": 300, "height": 40}},
       {"AXUniqueId": "scrollOnly", "type": "GenericElement", "traits": ["Scrollable"], "frame": {"x": 10, "y": 180, "width": 40, "height": 40}},
       {"AXUniqueId": "described", "type": "StaticText", "role_description": "button", "frame": {"x": 10, "y": 230, "width": 40, "height": 40}},
       {"AXUniqueId": "offscreen", "type": "Button", "frame": {"x": 0, "y": 0, "width": 0, "height": 0}},
       {"AXUniqueId": "hidden", "type": "Button", "hidden": true, "frame": {"x": 10, "y": 280, "width": 40, "height": 40}}]
      """#
    let s = try LayoutSnapshot.load(data: Data(json.utf8), file: "all.json")
    #expect(s.nodes.filter(\.isTarget).map(\.id) == ["link", "search", "traitButton", "actions"])
    #expect(try s.node("link").isEnabled)
    #expect(try s.node("link").type == "XCUIElementTypeLink")
    #expect(try s.node("search").type == "XCUIElementTypeSearchField")
    #expect(try !s.node("traitButton").isEnabled)
    #expect(try s.node("traitButton").type == "XCUIElementTypeOther")
    #expect(try s.node("offscreen").isHidden && !s.node("offscreen").isTarget)
    #expect(try s.node("hidden").isHidden)
  }

  @Test(arguments: [
    (#"[{"type": "Button", "frame": {"x": 0, "y": 0, "width": 10}}]"#, "all.json: [0].frame: "),
    (#"[{"type": "Button"}]"#, "all.json: [0].frame: missing"),
    (#"[{"type": "Button", "AXFrame": "{{0, 0}, {10}}"}]"#, "all.json: [0].AXFrame: expected"),
    (#"null"#, "all.json: null: no element"),
    (#"[]"#, "all.json: no elements"),
  ])
  func errorsNameTheFileAndThePlace(_ json: String, _ start: String) throws {
    var options = ImportOptions()
    options.format = .idb
    let error = try #require(ImportFixtures.error(json, file: "all.json", options: options))
    #expect("\(error)".hasPrefix(start), "\(error)")
  }
}

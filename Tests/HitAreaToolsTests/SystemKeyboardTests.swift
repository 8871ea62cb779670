import HitAreaAuditing
import HitAreaSnapshot
import HitAreaTools
import Testing

/// The system keyboard's keys are the system's: no iOS reader makes them targets.
///
/// A UI test that typed into a field is not failed on 33-pt keys the app cannot resize; the
/// app's own keypad of keys outside a keyboard is still audited.
@Suite struct SystemKeyboardTests {
  /// The targets' ids of a snapshot.
  static func targets(_ snapshot: LayoutSnapshot) -> [String] {
    snapshot.nodes.filter(\.isTarget).map(\.id)
  }

  @Test func pageSourceKeysInsideTheKeyboardAreNoTargets() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Chat" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
          <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="message" enabled="true" visible="true" x="16" y="440" width="300" height="44"/>
          <XCUIElementTypeKey type="XCUIElementTypeKey" name="pin1" enabled="true" visible="true" x="16" y="200" width="30" height="30"/>
        </XCUIElementTypeWindow>
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
          <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="508" width="390" height="336">
            <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true" x="0" y="508" width="390" height="336">
              <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="508" width="390" height="216">
                <XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" enabled="true" visible="true" x="3" y="514" width="33" height="42"/>
                <XCUIElementTypeKey type="XCUIElementTypeKey" name="w" label="w" enabled="true" visible="true" x="42" y="514" width="33" height="42"/>
              </XCUIElementTypeOther>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Return" enabled="true" visible="true" x="290" y="680" width="97" height="42"/>
            </XCUIElementTypeKeyboard>
          </XCUIElementTypeOther>
        </XCUIElementTypeWindow>
      </XCUIElementTypeApplication>
      </AppiumAUT>
      """
    let snapshot = try XCUITestImporter.snapshot(from: Array(xml.utf8), file: "chat.xml")
    #expect(Self.targets(snapshot) == ["message", "pin1"])
    #expect(snapshot.nodes.contains { $0.id == "q" && !$0.isTarget })
    let report = snapshot.audit(.ios)
    #expect(report.findings.map(\.target) == ["pin1"], "\(report.findings.map(\.message))")
  }

  /// In a dump that nests, a keyboard with no children (a third-party keyboard whose keys the
  /// system does not show) holds nothing: the app's buttons listed after it inside its frame are
  /// still targets (the flat-list rule took them for keys).
  @Test func aNestedKeyboardWithNoChildrenHoldsNothing() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Chat" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="0" width="390" height="844">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="send" enabled="true" visible="true" x="330" y="440" width="44" height="44"/>
          <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true" x="0" y="508" width="390" height="336"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="fab" enabled="true" visible="true" x="330" y="700" width="30" height="30"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="tabHome" enabled="true" visible="true" x="20" y="790" width="30" height="30"/>
        </XCUIElementTypeOther>
      </XCUIElementTypeApplication>
      </AppiumAUT>
      """
    let snapshot = try XCUITestImporter.snapshot(from: Array(xml.utf8), file: "chat.xml")
    #expect(Self.targets(snapshot) == ["send", "fab", "tabHome"])
  }

  @Test func webDriverAgentKeysInsideTheKeyboardAreNoTargets() throws {
    func element(_ type: String, _ name: String?, _ frame: String, _ children: [String] = [])
      -> String
    {
      """
      {"type": "\(type)", "name": \(name.map { "\"\($0)\"" } ?? "null"), "label": null, \
      "rawIdentifier": \(name.map { "\"\($0)\"" } ?? "null"), "frame": "\(frame)", \
      "isEnabled": "1", "isVisible": "1", "children": [\(children.joined(separator: ","))]}
      """
    }
    let json =
      "{\"value\": "
      + element(
        "Application", "Chat", "{{0, 0}, {390, 844}}",
        [
          element(
            "Window", nil, "{{0, 0}, {390, 844}}",
            [element("Button", "send", "{{330, 440}, {44, 44}}")]),
          element(
            "Window", nil, "{{0, 0}, {390, 844}}",
            [
              element(
                "Keyboard", nil, "{{0, 508}, {390, 336}}",
                [
                  element("Key", "q", "{{3, 514}, {33, 42}}"),
                  element("Button", "shift", "{{3, 620}, {42, 42}}"),
                ])
            ]),
        ]) + "}"
    let snapshot = try WDAImporter.snapshot(from: Array(json.utf8), file: "chat.json")
    #expect(Self.targets(snapshot) == ["send"])
  }

  @Test func debugDescriptionKeysInsideTheKeyboardAreNoTargets() throws {
    let text = """
      Attributes: Application, 0x600003a5c1c0, pid: 4242, label: 'Chat'
      Element subtree:
       →Application, 0x600003a5c1c0, pid: 4242, label: 'Chat'
          Window (Main), 0x600003a5c2a0, {{0.0, 0.0}, {390.0, 844.0}}
            Button, 0x600003a5c540, {{330.0, 440.0}, {44.0, 44.0}}, identifier: 'send'
          Window, 0x600003a5c620, {{0.0, 0.0}, {390.0, 844.0}}
            Keyboard, 0x600003a5c700, {{0.0, 508.0}, {390.0, 336.0}}
              Key, 0x600003a5c7e0, {{3.0, 514.0}, {33.0, 42.0}}, identifier: 'q'
              Button, 0x600003a5c8c0, {{3.0, 620.0}, {42.0, 42.0}}, identifier: 'shift'
      """
    let snapshot = try DebugDescriptionImporter.snapshot(from: Array(text.utf8), file: "chat.txt")
    #expect(Self.targets(snapshot) == ["send"])
  }

  /// An element of `idb ui describe-all --json` as its remote automation backend writes one
  /// (`type` and `role` are XCTest's element type's name), without its closing brace.
  static func idbElement(_ type: String, _ id: String?, _ frame: [Double]) -> String {
    """
    {"AXFrame": "{{\(frame[0]), \(frame[1])}, {\(frame[2]), \(frame[3])}}", \
    "AXUniqueId": \(id.map { "\"\($0)\"" } ?? "null"), "frame": {"x": \(frame[0]), \
    "y": \(frame[1]), "width": \(frame[2]), "height": \(frame[3])}, "AXLabel": null, \
    "type": "\(type)", "role": "\(type)", "enabled": true, "custom_actions": []
    """
  }

  /// idb's flat list: the keyboard's keys are the elements listed right after it inside its
  /// frame.
  ///
  /// The list records no nesting. The app's own buttons stay targets: one outside the keyboard,
  /// one inside its frame listed before it (behind it, in the app's window), and one inside it
  /// listed after an element outside it.
  @Test func idbFlatKeysListedInsideTheKeyboardAreNoTargets() throws {
    let elements = [
      Self.idbElement("Application", nil, [0, 0, 390, 844]),
      Self.idbElement("TextField", "message", [16, 440, 300, 44]),
      Self.idbElement("Button", "send", [330, 440, 44, 44]),
      Self.idbElement("Button", "dock", [16, 780, 30, 30]),
      Self.idbElement("Keyboard", nil, [0, 508, 390, 336]),
      Self.idbElement("Other", nil, [0, 508, 390, 216]),
      Self.idbElement("Key", "q", [3, 514, 33, 42]),
      Self.idbElement("Key", "w", [42, 514, 33, 42]),
      Self.idbElement("Button", "shift", [3, 620, 42, 42]),
      Self.idbElement("Button", "banner", [16, 60, 30, 30]),
      Self.idbElement("Button", "floating", [340, 760, 30, 30]),
    ].map { $0 + "}" }
    let json = "[" + elements.joined(separator: ",\n") + "]"
    let snapshot = try IDBImporter.snapshot(from: Array(json.utf8), file: "chat.json")
    #expect(Self.targets(snapshot) == ["message", "send", "dock", "banner", "floating"])
    #expect(snapshot.nodes.contains { $0.id == "q" && !$0.isTarget })
  }

  /// `describe-all --nested` (and AXe) records the nesting: the keyboard's elements are inside it.
  @Test func idbNestedKeysInsideTheKeyboardAreNoTargets() throws {
    func nested(_ element: String, _ children: [String] = []) -> String {
      element + ", \"children\": [" + children.joined(separator: ",") + "]}"
    }
    let json =
      "["
      + nested(
        Self.idbElement("Application", nil, [0, 0, 390, 844]),
        [
          nested(Self.idbElement("Button", "send", [330, 440, 44, 44])),
          nested(
            Self.idbElement("Keyboard", nil, [0, 508, 390, 336]),
            [
              nested(Self.idbElement("Key", "q", [3, 514, 33, 42])),
              nested(Self.idbElement("Button", "shift", [3, 620, 42, 42])),
            ]),
        ]) + "]"
    let snapshot = try IDBImporter.snapshot(from: Array(json.utf8), file: "chat.json")
    #expect(Self.targets(snapshot) == ["send"])
    // Nested trees of two windows, a keyboard with no children in the first: it holds nothing,
    // and the button listed after it inside its frame is still a target (the flat-list rule ran
    // on any list of several trees).
    let windows =
      "["
      + nested(
        Self.idbElement("Application", nil, [0, 0, 390, 844]),
        [
          nested(Self.idbElement("Keyboard", nil, [0, 508, 390, 336])),
          nested(Self.idbElement("Button", "fab", [330, 700, 30, 30])),
        ]) + ","
      + nested(Self.idbElement("Window", nil, [0, 0, 390, 844])) + "]"
    let two = try IDBImporter.snapshot(from: Array(windows.utf8), file: "two.json")
    #expect(Self.targets(two).contains("fab"), "\(Self.targets(two))")
  }
}

import Foundation
import HitAreaKit
import HitAreaSnapshot
import HitAreaXCTest
import Testing

/// `XCUIElementSnapshot.dictionaryRepresentation`'s keys into ``ElementSnapshot``: values,
/// defaults, and errors that name the place.
@Suite struct ElementSnapshotTests {
  static let button: [String: SnapshotValue] = [
    "elementType": 9, "identifier": "close", "label": "Close", "title": "", "value": "",
    "placeholderValue": "", "enabled": true, "selected": false, "hasFocus": true,
    "frame": ["X": 340, "Y": 60.5, "Width": 24, "Height": 24], "horizontalSizeClass": 1,
    "windowContextID": 1.0,
  ]

  @Test func theDocumentedKeysAreRead() throws {
    let element = try ElementSnapshot(dictionary: Self.button)
    #expect(element.elementType == 9)
    #expect(element.typeName == "XCUIElementTypeButton")
    #expect(element.frame == Rect(x: 340, y: 60.5, width: 24, height: 24))
    #expect(element.identifier == "close" && element.label == "Close")
    #expect(element.value == "" && element.placeholderValue == "")
    #expect(element.isEnabled && !element.isSelected && element.hasFocus)
    #expect(element.children.isEmpty)
  }

  @Test func missingKeysTakeXCTestsEmptyValuesButEnabledIsTrue() throws {
    let element = try ElementSnapshot(dictionary: [
      "frame": ["X": 0, "Y": 0, "Width": 10, "Height": 10]
    ])
    #expect(
      element
        == ElementSnapshot(elementType: 0, frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    #expect(element.isEnabled)
    #expect(element.typeName == "XCUIElementTypeAny")
  }

  @Test func valuesThatAreNumbersOrBooleansBecomeText() throws {
    var toggle = Self.button
    toggle["elementType"] = 40
    toggle["value"] = 1
    #expect(try ElementSnapshot(dictionary: toggle).value == "1")
    toggle["value"] = 0.5
    #expect(try ElementSnapshot(dictionary: toggle).value == "0.5")
    toggle["enabled"] = 0
    #expect(try ElementSnapshot(dictionary: toggle).isEnabled == false)
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    var id: String
    var change: @Sendable (inout [String: SnapshotValue]) -> Void
    var place: String
    var testDescription: String { id }
  }

  static let bad: [BadCase] = [
    BadCase(id: "no frame", change: { $0["frame"] = nil }, place: "frame"),
    BadCase(id: "frame as text", change: { $0["frame"] = "{{0, 0}, {1, 1}}" }, place: "frame"),
    BadCase(
      id: "a frame without Height",
      change: { $0["frame"] = ["X": 0, "Y": 0, "Width": 1] }, place: "frame"),
    BadCase(
      id: "an infinite frame",
      change: { $0["frame"] = ["X": 0, "Y": 0, "Width": .number(.infinity), "Height": 1] },
      place: "frame"),
    BadCase(id: "a negative type", change: { $0["elementType"] = -1 }, place: "elementType"),
    BadCase(id: "a type past Int", change: { $0["elementType"] = 1e300 }, place: "elementType"),
    BadCase(
      id: "an infinite type", change: { $0["elementType"] = .number(.infinity) },
      place: "elementType"),
    BadCase(id: "a type of 2⁶³", change: { $0["elementType"] = 0x1p63 }, place: "elementType"),
    BadCase(id: "a label list", change: { $0["label"] = ["a"] }, place: "label"),
    BadCase(id: "enabled as text", change: { $0["enabled"] = "yes" }, place: "enabled"),
    BadCase(id: "children as a dictionary", change: { $0["children"] = [:] }, place: "children"),
    BadCase(
      id: "a child that is no dictionary", change: { $0["children"] = [1] },
      place: "children[0]"),
    BadCase(
      id: "a grandchild without frame",
      change: {
        $0["children"] = [
          [
            "frame": ["X": 0, "Y": 0, "Width": 1, "Height": 1],
            "children": [["label": "x"]],
          ]
        ]
      },
      place: "children[0].children[0].frame"),
  ]

  @Test(arguments: bad)
  func badInputIsAnErrorNamingThePlace(_ c: BadCase) throws {
    var dictionary = Self.button
    c.change(&dictionary)
    let error = try #require(throws: LayoutSnapshotError.self) {
      try ElementSnapshot(dictionary: dictionary)
    }
    #expect(error.path == c.place)
    #expect(error.file == "XCUIElementSnapshot")
  }

  @Test func aTreeDeeperThanASnapshotMayBeIsRefused() throws {
    var node: SnapshotValue = ["frame": ["X": 0, "Y": 0, "Width": 1, "Height": 1]]
    for _ in 0..<LayoutSnapshotLimits.maximumDepth {
      node = ["frame": ["X": 0, "Y": 0, "Width": 1, "Height": 1], "children": [node]]
    }
    guard case .dictionary(let root) = node else { return }
    let error = try #require(throws: LayoutSnapshotError.self) {
      try ElementSnapshot(dictionary: root)
    }
    #expect(error.kind == .limitExceeded)
  }

  @Test func everyElementTypeHasItsName() {
    #expect(ElementSnapshot.typeNames.count == 83)
    let named = [
      (1, "Other"), (2, "Application"), (9, "Button"), (12, "CheckBox"), (40, "Switch"),
      (42, "Link"), (48, "StaticText"), (49, "TextField"), (75, "Cell"), (79, "Stepper"),
      (80, "Tab"), (82, "StatusItem"), (83, "Other"), (500, "Other"),
    ]
    for (raw, name) in named {
      #expect(ElementSnapshot(elementType: raw, frame: .zero).typeName == "XCUIElementType" + name)
    }
  }
}

/// What XCTest hands over, `[XCUIElement.AttributeName: Any]` with Foundation's types, as
/// ``SnapshotValue``s.
@Suite struct SnapshotValueTests {
  /// `XCUIElement.AttributeName`'s shape: a string raw value.
  struct AttributeName: RawRepresentable, Hashable {
    var rawValue: String
  }

  @Test func foundationValuesBecomePlainValues() throws {
    let frame: [AnyHashable: Any] = [
      "X": NSNumber(value: 10), "Y": 20.5, "Width": Float(30), "Height": Int32(40),
    ]
    let child: [AttributeName: Any] = [
      AttributeName(rawValue: "elementType"): NSNumber(value: 9),
      AttributeName(rawValue: "frame"): frame,
      AttributeName(rawValue: "label"): "OK",
      AttributeName(rawValue: "enabled"): NSNumber(value: false),
      AttributeName(rawValue: "selected"): true,
      AttributeName(rawValue: "windowContextID"): NSNull(),
    ]
    let root: [String: Any] = [
      "elementType": 2, "frame": ["X": 0, "Y": 0, "Width": 390, "Height": 844] as [String: Any],
      "children": [child] as [Any],
    ]
    let element = try ElementSnapshot(dictionaryRepresentation: root)
    #expect(element.typeName == "XCUIElementTypeApplication")
    let ok = try #require(element.children.first)
    #expect(ok.frame == Rect(x: 10, y: 20.5, width: 30, height: 40))
    #expect(ok.label == "OK" && ok.elementType == 9)
    #expect(!ok.isEnabled && ok.isSelected)
    #expect(SnapshotValue(NSNull()) == nil)
    #expect(SnapshotValue(true) == .bool(true))
    #expect(SnapshotValue(UInt8(7)) == .number(7))
  }

  @Test func literalsWriteEveryCase() {
    let value: SnapshotValue = ["a": [1, 2.5, true, "x"]]
    #expect(
      value == .dictionary(["a": .array([.number(1), .number(2.5), .bool(true), .string("x")])]))
    #expect(SnapshotValue.number(3).text == "3")
    #expect(SnapshotValue.bool(true).number == 1)
    #expect(SnapshotValue.string("x").bool == nil)
  }
}

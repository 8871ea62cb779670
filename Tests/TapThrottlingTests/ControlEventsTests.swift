import TapThrottling
import Testing

extension ThrottlingTests {
  @Suite struct ControlEventsTests {
    struct Bit: Sendable, CustomTestStringConvertible {
      let name: String
      let event: ControlEvents
      let rawValue: UInt
      var testDescription: String { name }
    }

    /// UIKit's `UIControl.Event` raw values (UIKitControlRules C1).
    static let bits: [Bit] = [
      Bit(name: "touchDown", event: .touchDown, rawValue: 1 << 0),
      Bit(name: "touchDownRepeat", event: .touchDownRepeat, rawValue: 1 << 1),
      Bit(name: "touchDragInside", event: .touchDragInside, rawValue: 1 << 2),
      Bit(name: "touchDragOutside", event: .touchDragOutside, rawValue: 1 << 3),
      Bit(name: "touchDragEnter", event: .touchDragEnter, rawValue: 1 << 4),
      Bit(name: "touchDragExit", event: .touchDragExit, rawValue: 1 << 5),
      Bit(name: "touchUpInside", event: .touchUpInside, rawValue: 1 << 6),
      Bit(name: "touchUpOutside", event: .touchUpOutside, rawValue: 1 << 7),
      Bit(name: "touchCancel", event: .touchCancel, rawValue: 1 << 8),
      Bit(name: "valueChanged", event: .valueChanged, rawValue: 1 << 12),
      Bit(name: "primaryActionTriggered", event: .primaryActionTriggered, rawValue: 1 << 13),
      Bit(name: "menuActionTriggered", event: .menuActionTriggered, rawValue: 1 << 14),
      Bit(name: "editingDidBegin", event: .editingDidBegin, rawValue: 1 << 16),
      Bit(name: "editingChanged", event: .editingChanged, rawValue: 1 << 17),
      Bit(name: "editingDidEnd", event: .editingDidEnd, rawValue: 1 << 18),
      Bit(name: "editingDidEndOnExit", event: .editingDidEndOnExit, rawValue: 1 << 19),
      Bit(name: "allTouchEvents", event: .allTouchEvents, rawValue: 0x0FFF),
      Bit(name: "allEditingEvents", event: .allEditingEvents, rawValue: 0x000F_0000),
      Bit(name: "applicationReserved", event: .applicationReserved, rawValue: 0x0F00_0000),
      Bit(name: "systemReserved", event: .systemReserved, rawValue: 0xF000_0000),
      Bit(name: "allEvents", event: .allEvents, rawValue: 0xFFFF_FFFF),
    ]

    @Test(arguments: bits)
    func uikitRawValues(_ b: Bit) {
      #expect(b.event.rawValue == b.rawValue)
      #expect(ControlEvents(rawValue: b.rawValue) == b.event)
    }

    @Test func description() {
      #expect(ControlEvents().description == "[]")
      #expect(
        ControlEvents([.primaryActionTriggered, .touchUpInside]).description
          == "[touchUpInside, primaryActionTriggered]")
      #expect(ControlEvents(rawValue: 1 << 6 | 1 << 24).description == "[touchUpInside, 0x1000000]")
    }

    struct PhaseCase: Sendable, CustomTestStringConvertible {
      let phase: TapThrottle.TouchPhase
      let touchEvents: ControlEvents
      let primary: Bool
      var testDescription: String { "\(phase)" }
    }

    /// What UIControl tracking sends in each phase (UIKitControlRules C3–C5, A2).
    static let phases: [PhaseCase] = [
      PhaseCase(phase: .began, touchEvents: [.touchDown, .touchDownRepeat], primary: false),
      PhaseCase(
        phase: .moved,
        touchEvents: [.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit],
        primary: false),
      PhaseCase(
        phase: .ended,
        touchEvents: [.touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside],
        primary: true),
      PhaseCase(phase: .cancelled, touchEvents: .touchCancel, primary: false),
    ]

    @Test(arguments: phases)
    func possibleEventsPerPhase(_ c: PhaseCase) {
      let possible = c.phase.possibleEvents
      #expect(possible.intersection(.allTouchEvents) == c.touchEvents)
      #expect(possible.contains(.primaryActionTriggered) == c.primary)
      #expect(possible.isSuperset(of: [.valueChanged, .menuActionTriggered, .allEditingEvents]))
      #expect(possible.isSuperset(of: [.applicationReserved, .systemReserved]))
    }

    struct InsideCase: Sendable, CustomTestStringConvertible {
      let phase: TapThrottle.TouchPhase
      let isTouchInside: Bool
      let touchEvents: ControlEvents
      let primary: Bool
      var testDescription: String { "\(phase), \(isTouchInside ? "inside" : "outside")" }
    }

    /// What UIControl tracking sends in each phase once `isTouchInside` is updated
    /// (UIKitControlRules C3–C5): inside or outside tells the drag and up events apart.
    static let insideCases: [InsideCase] = [
      InsideCase(
        phase: .began, isTouchInside: true, touchEvents: [.touchDown, .touchDownRepeat],
        primary: false),
      InsideCase(
        phase: .moved, isTouchInside: true, touchEvents: [.touchDragInside, .touchDragEnter],
        primary: false),
      InsideCase(
        phase: .moved, isTouchInside: false, touchEvents: [.touchDragOutside, .touchDragExit],
        primary: false),
      InsideCase(
        phase: .ended, isTouchInside: true, touchEvents: [.touchDragEnter, .touchUpInside],
        primary: true),
      InsideCase(
        phase: .ended, isTouchInside: false, touchEvents: [.touchDragExit, .touchUpOutside],
        primary: false),
      InsideCase(
        phase: .cancelled, isTouchInside: false, touchEvents: .touchCancel, primary: false),
    ]

    @Test(arguments: insideCases)
    func possibleEventsInsideOrOutside(_ c: InsideCase) {
      let possible = c.phase.possibleEvents(isTouchInside: c.isTouchInside)
      #expect(possible.intersection(.allTouchEvents) == c.touchEvents)
      #expect(possible.contains(.primaryActionTriggered) == c.primary)
      #expect(possible.isSuperset(of: [.valueChanged, .menuActionTriggered, .allEditingEvents]))
    }

    @Test(arguments: TapThrottle.TouchPhase.allCases)
    func unknownInsideAllowsBoth(_ phase: TapThrottle.TouchPhase) {
      #expect(phase.possibleEvents(isTouchInside: nil) == phase.possibleEvents)
      #expect(
        phase.possibleEvents
          == phase.possibleEvents(isTouchInside: true)
          .union(phase.possibleEvents(isTouchInside: false)))
    }
  }
}

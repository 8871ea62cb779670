import HitAreaKitTestSupport
import TapThrottling
import Testing

extension ThrottlingTests {
  /// The simulator itself, without a throttle, against UIKitControlRules A1–A6 and C3–C5.
  @Suite struct ControlDispatchSimulatorTests {
    @Test func entriesRunInRegistrationOrderOnBothPaths() {
      let control = DispatchControl("c", kind: .plain)
      control.addTarget(DispatchTarget("a"), action: "x", for: .touchUpInside)
      control.addAction(DispatchAction("u"), for: .touchUpInside)
      control.addTarget(nil, action: "y", for: .touchUpInside)
      control.play([.tap(at: 0)])
      #expect(control.log.names == ["a.x", "u", "responder.y"])
      #expect(control.log.fired.map(\.path) == [.selector, .action, .selector])
    }

    @Test func reAddingAnEqualEntryMovesItToTheEndWithTheUnionMask() {
      let control = DispatchControl("c", kind: .plain)
      let a = DispatchTarget("a")
      let u = DispatchAction("u")
      control.addTarget(a, action: "x", for: .touchDown)
      control.addAction(u, for: .touchDown)
      control.addTarget(DispatchTarget("b"), action: "x", for: .touchDown)
      control.addTarget(a, action: "x", for: .touchUpInside)
      control.addAction(DispatchAction("u"), for: .valueChanged)  // equal identifier
      #expect(
        control.entries.map(\.description) == [
          "b.x [touchDown]", "a.x [touchDown, touchUpInside]", "u [touchDown, valueChanged]",
        ])
      control.play([.tap(at: 0)])
      #expect(control.log.names == ["b.x", "a.x", "u", "a.x"])
    }

    @Test func sameSelectorOnAnotherTargetIsAnotherEntry() {
      let control = DispatchControl("c", kind: .plain)
      control.addTarget(DispatchTarget("a"), action: "x", for: .touchUpInside)
      control.addTarget(DispatchTarget("a"), action: "x", for: .touchUpInside)  // another object
      #expect(control.entries.count == 2)
    }

    @Test func emptyMasksAreIgnored() {
      let control = DispatchControl("c", kind: .plain)
      control.addTarget(DispatchTarget("a"), action: "x", for: [])
      #expect(control.entries.isEmpty)
    }

    @Test func removingEventsAndEntries() {
      let control = DispatchControl("c", kind: .plain)
      let a = DispatchTarget("a")
      let u = DispatchAction("u")
      control.addTarget(a, action: "x", for: [.touchDown, .touchUpInside])
      control.addTarget(a, action: "y", for: .touchUpInside)
      control.addAction(u, for: [.touchUpInside, .valueChanged])
      control.removeTarget(a, action: "x", for: .touchDown)
      control.removeAction(u, for: .touchUpInside)
      #expect(
        control.entries.map(\.description) == [
          "a.x [touchUpInside]", "a.y [touchUpInside]", "u [valueChanged]",
        ])
      control.removeTarget(nil, action: nil, for: .touchUpInside)
      #expect(control.entries.map(\.description) == ["u [valueChanged]"])
    }

    @Test func registeredEventsLookups() {
      let control = DispatchControl("c", kind: .plain)
      let a = DispatchTarget("a")
      control.addTarget(a, action: "x", for: .touchDown)
      control.addAction(DispatchAction("u"), for: .valueChanged)
      #expect(control.registeredEvents(forTarget: a, selector: "x") == .touchDown)
      #expect(control.registeredEvents(forTarget: a, selector: "y") == nil)
      #expect(control.registeredEvents(forTarget: nil, selector: "x") == nil)
      #expect(control.registeredEvents(for: DispatchAction("u")) == .valueChanged)
    }

    @Test func dispatchIteratesACopyOfTheEntries() {
      let control = DispatchControl("c", kind: .plain)
      let a = DispatchTarget("a")
      let b = DispatchTarget("b")
      let late = DispatchTarget("late")
      a.handlers["x"] = { control, _ in
        control.removeTarget(b, action: "x", for: .touchUpInside)
        control.addTarget(late, action: "x", for: .touchUpInside)
      }
      control.addTarget(a, action: "x", for: .touchUpInside)
      control.addTarget(b, action: "x", for: .touchUpInside)
      control.play([.tap(at: 0)])
      #expect(control.log.names == ["a.x", "b.x"])
      control.log.clear()
      a.handlers["x"] = nil
      control.play([.tap(at: 1)])
      #expect(control.log.names == ["a.x", "late.x"])
    }

    @Test func buttonsRunAPrimaryActionPassAfterTouchUpInside() {
      let button = DispatchControl("b", kind: .button)
      button.addAction(DispatchAction("primary"), for: .primaryActionTriggered)
      button.addTarget(DispatchTarget("a"), action: "x", for: .touchUpInside)
      button.addTarget(DispatchTarget("d"), action: "x", for: .touchDown)
      button.play([.tap(at: 0)])
      #expect(button.log.names == ["d.x", "a.x", "primary"])

      let plain = DispatchControl("p", kind: .plain)
      plain.addAction(DispatchAction("primary"), for: .primaryActionTriggered)
      plain.play([.tap(at: 0)])
      #expect(plain.log.names.isEmpty)
    }

    @Test func programmaticSendsHaveNilEvents() {
      let button = DispatchControl("b", kind: .button)
      button.addTarget(DispatchTarget("a"), action: "x", for: .touchUpInside)
      button.addAction(DispatchAction("primary"), for: .primaryActionTriggered)
      button.play([
        .sendActions(.touchUpInside, at: 1), .performPrimaryAction(at: 2),
        .accessibilityLift(at: 3), .sendActions(.primaryActionTriggered, at: 4),
      ])
      #expect(button.log.names == ["a.x", "primary", "primary", "a.x", "primary", "primary"])
      #expect(button.sendActionCalls.allSatisfy { $0.timestamp == nil && $0.eventIdentity == nil })
    }

    @Test func trackingSendsTheEventsOfEachPhase() {
      let control = DispatchControl("c", kind: .plain)
      for (name, event) in [
        ("down", ControlEvents.touchDown), ("repeat", .touchDownRepeat),
        ("dragIn", .touchDragInside), ("dragOut", .touchDragOutside), ("enter", .touchDragEnter),
        ("exit", .touchDragExit), ("upIn", .touchUpInside), ("upOut", .touchUpOutside),
        ("cancel", .touchCancel),
      ] {
        control.addTarget(DispatchTarget(name), action: "x", for: event)
      }
      control.play([
        .touchDown(at: 0, tapCount: 2), .move(at: 0.1, inside: true), .move(at: 0.2, inside: false),
        .move(at: 0.3, inside: false), .touchUp(at: 0.4, inside: true),
      ])
      #expect(
        control.log.names == [
          "down.x", "repeat.x", "dragIn.x", "exit.x", "dragOut.x", "dragOut.x", "enter.x", "upIn.x",
        ])
      control.log.clear()
      control.play([.touchDown(at: 1), .touchUp(at: 1.1, inside: false)])
      #expect(control.log.names == ["down.x", "exit.x", "upOut.x"])
      control.log.clear()
      control.play([.touchDown(at: 2), .cancel(at: 2.1)])
      #expect(control.log.names == ["down.x", "cancel.x"])
    }

    @Test func oneEventInstanceIsReusedAcrossTouches() {
      let control = DispatchControl("c", kind: .plain)
      control.addTarget(DispatchTarget("a"), action: "x", for: [.touchDown, .touchUpInside])
      let event = control.play([.tap(at: 0), .tap(at: 1)])
      let identities = Set(control.log.fired.compactMap(\.eventIdentity))
      #expect(identities == [ObjectIdentifier(event)])
      #expect(control.log.fired.map(\.timestamp) == [0, 0.05, 1, 1.05])
    }
  }
}

import HitAreaKitTestSupport
import TapThrottling
import Testing

extension ThrottlingTests {
  /// Edge cases 31–39 of the UIKitControlRules article, through the control-dispatch simulator with the throttle
  /// wired into both `sendAction` paths, as the UIKit adapter wires it.
  @Suite struct ThrottleDispatchCaseTests {

    @Test("31: two targets of one tap get the same event and both run")
    func case31() {
      let button = makeButton(throttle: .interval(0.5))
      let event = button.play([.tap(at: 0), .tap(at: 0.2)])
      #expect(button.log.names == oneTap)
      let selectorCalls = button.sendActionCalls.filter { $0.path == .selector }
      #expect(
        selectorCalls.map(\.description) == [
          "a.tap (selector) ran", "b.tap (selector) ran",
          "a.tap (selector) dropped", "b.tap (selector) dropped",
        ])
      #expect(selectorCalls.map(\.timestamp) == [0.05, 0.05, 0.25, 0.25])
      #expect(selectorCalls.allSatisfy { $0.eventIdentity == ObjectIdentifier(event) })
    }

    @Test("32: selector and UIAction handlers of one tap both go through the throttle")
    func case32() {
      let button = DispatchControl("b", kind: .plain)
      button.addTarget(DispatchTarget("a"), action: "tap", for: .touchUpInside)
      button.addAction(DispatchAction("u"), for: .touchUpInside)
      button.addTarget(DispatchTarget("c"), action: "tap", for: .touchUpInside)
      DispatchThrottleAdapter.install(.interval(0.5), on: button)
      button.play([.tap(at: 0), .tap(at: 0.3), .tap(at: 0.6)])
      #expect(button.log.names == ["a.tap", "u", "c.tap", "a.tap", "u", "c.tap"])
      #expect(
        button.log.fired.map(\.path) == [
          .selector, .action, .selector, .selector, .action, .selector,
        ])
      let dropped = button.sendActionCalls.filter { !$0.ran }
      #expect(
        dropped.map(\.description) == [
          "a.tap (selector) dropped", "u (action) dropped", "c.tap (selector) dropped",
        ])
    }

    @Test("33: UIButton(primaryAction:) runs a primaryActionTriggered pass after touchUpInside")
    func case33() {
      let button = DispatchControl("b", kind: .button)
      // What UIButton(primaryAction:) registers:
      button.addAction(DispatchAction("primary"), for: .primaryActionTriggered)
      button.addTarget(DispatchTarget("a"), action: "tap", for: .touchUpInside)
      let adapter = DispatchThrottleAdapter.install(.interval(0.5), on: button)
      button.play([.tap(at: 0), .tap(at: 0.2), .tap(at: 0.6)])
      #expect(button.log.names == ["a.tap", "primary", "a.tap", "primary"])
      #expect(adapter.throttle.throttle.droppedTapCount == 1)
      #expect(adapter.throttle.throttle.droppedSendCount == 2)
    }

    @Test(
      "34: re-adding a target moves it to the end, unions its mask, and keeps touch-down untouched")
    func case34() {
      let button = DispatchControl("b", kind: .plain)
      let a = DispatchTarget("a")
      button.addTarget(a, action: "x", for: .touchDown)
      button.addTarget(DispatchTarget("b"), action: "tap", for: .touchUpInside)
      button.addTarget(a, action: "x", for: .touchUpInside)
      #expect(
        button.entries.map(\.description) == [
          "b.tap [touchUpInside]", "a.x [touchDown, touchUpInside]",
        ])
      DispatchThrottleAdapter.install(.interval(0.5), on: button)
      button.play([.tap(at: 0), .tap(at: 0.2)])
      // The second tap's touch-down runs (another phase); its touch-up pass is dropped whole.
      #expect(button.log.names == ["a.x", "b.tap", "a.x", "a.x"])
      #expect(button.log.fired.map(\.timestamp) == [0, 0.05, 0.05, 0.2])
    }

    @Test("35: targets added or removed during a dispatch do not change it, nor its decision")
    func case35() {
      let button = DispatchControl("b", kind: .plain)
      let a = DispatchTarget("a")
      let b = DispatchTarget("b")
      let late = DispatchTarget("late")
      a.handlers["x"] = { control, _ in
        control.removeTarget(b, action: "x", for: .touchUpInside)
        control.addTarget(late, action: "x", for: .touchUpInside)
      }
      button.addTarget(a, action: "x", for: .touchUpInside)
      button.addTarget(b, action: "x", for: .touchUpInside)
      DispatchThrottleAdapter.install(.interval(0.5), on: button)
      button.play([.tap(at: 0), .tap(at: 0.2), .tap(at: 1)])
      #expect(button.log.names == ["a.x", "b.x", "a.x", "late.x"])
    }

    struct Case: Sendable, CustomTestStringConvertible {
      let id: String
      let throttle: TapThrottle
      let script: [DispatchStep]
      let expected: [[String]]
      var testDescription: String { id }
    }

    static let tap = ThrottlingTests.oneTap
    static let primary = ["primary"]

    static let cases: [Case] = [
      Case(
        id: "36: programmatic sends run by default and open no window",
        throttle: .interval(0.5),
        script: [
          .sendActions(.touchUpInside, at: 0), .tap(at: 0.1), .performPrimaryAction(at: 0.2),
          .accessibilityLift(at: 0.3), .sendActions(.touchUpInside, at: 0.31), .tap(at: 0.35),
          .tap(at: 0.7),
        ],
        expected: [tap, tap, primary, tap, tap, tap]),
      Case(
        id: "36: programmatic sends throttled like taps when configured, atomically",
        throttle: TapThrottle(.interval(0.5), programmaticSends: .throttle),
        script: [
          .tap(at: 0), .sendActions(.touchUpInside, at: 0.3), .performPrimaryAction(at: 0.6),
          .tap(at: 0.7), .accessibilityLift(at: 0.8), .sendActions(.touchUpInside, at: 1.2),
        ],
        expected: [tap, primary, tap, tap]),
      Case(
        id: "37: one event instance for every tap; timestamps tell taps apart",
        throttle: .interval(0.5),
        script: [.tap(at: 0), .tap(at: 1), .tap(at: 2), .tap(at: 2.2), .tap(at: 2.6)],
        expected: [tap, tap, tap, tap]),
      Case(
        id: "38: a rapid double tap is dropped whole, primaryActionTriggered pass included",
        throttle: .interval(0.5),
        script: [.tap(at: 0, tapCount: 1), .tap(at: 0.15, tapCount: 2)],
        expected: [tap]),
      Case(
        id: "38: the same with tap grouping",
        throttle: .tapGrouping,
        script: [.tap(at: 0, tapCount: 1), .tap(at: 0.15, tapCount: 2), .tap(at: 5, tapCount: 1)],
        expected: [tap, tap]),
      Case(
        id: "39: delayed delivery: timing follows event timestamps, not delivery time",
        throttle: .interval(0.5),
        script: [
          .tap(at: 1.0), .tap(at: 1.2, deliveredAt: 2.3),  // 0.2 s apart, delivered 1.3 s apart
          .tap(at: 3.0, deliveredAt: 3.6), .tap(at: 3.6, deliveredAt: 3.61),  // the reverse
        ],
        expected: [tap, tap, tap]),
    ]

    @Test(arguments: cases)
    func scripted(_ c: Case) {
      let button = makeButton(throttle: c.throttle)
      button.play(c.script)
      #expect(button.log.names == c.expected.flatMap { $0 })
    }

    @Test("38: every call of the dropped tap was suppressed, on both paths")
    func case38Calls() {
      let button = makeButton(throttle: .interval(0.5))
      button.play([.tap(at: 0, tapCount: 1), .tap(at: 0.15, tapCount: 2)])
      #expect(
        button.sendActionCalls.map(\.description) == [
          "a.tap (selector) ran", "b.tap (selector) ran", "primary (action) ran",
          "a.tap (selector) dropped", "b.tap (selector) dropped", "primary (action) dropped",
        ])
    }
  }
}

import HitAreaKitTestSupport
import TapThrottling
import Testing

extension ThrottlingTests {
  /// Scenarios beyond the UIKitControlRules edge cases, through the simulator: per-event and per-control scope, odd clocks,
  /// the modes, and reporting.
  @Suite struct ThrottleScenarioTests {

    static let drag: [DispatchStep] = [
      .touchDown(at: 0), .move(at: 0.02, inside: true), .move(at: 0.04, inside: true),
      .move(at: 0.06, inside: true), .touchUp(at: 0.08),
      .touchDown(at: 0.2), .move(at: 0.22, inside: true), .move(at: 0.24, inside: true),
      .touchUp(at: 0.26),
    ]

    @Test func sliderValueChangedStreamIsUntouched() {
      let slider = DispatchControl("slider", kind: .slider)
      slider.addTarget(DispatchTarget("v"), action: "changed", for: .valueChanged)
      slider.addTarget(DispatchTarget("u"), action: "up", for: .touchUpInside)
      DispatchThrottleAdapter.install(.interval(0.5), on: slider)
      slider.play(Self.drag)
      #expect(
        slider.log.names == [
          "v.changed", "v.changed", "v.changed", "u.up", "v.changed", "v.changed",
        ])
    }

    @Test func sliderWithOneHandlerForValueChangedAndTouchUpInside() {
      let slider = DispatchControl("slider", kind: .slider)
      slider.addTarget(DispatchTarget("h"), action: "x", for: [.valueChanged, .touchUpInside])
      DispatchThrottleAdapter.install(.interval(0.5), on: slider)
      slider.play(Self.drag)
      // Every move's valueChanged runs; only the second release is a repeated tap.
      #expect(slider.log.fired.map(\.timestamp) == [0.02, 0.04, 0.06, 0.08, 0.22, 0.24])
    }

    @Test func valueChangedThrottledWhenConfigured() {
      let slider = DispatchControl("slider", kind: .slider)
      slider.addTarget(DispatchTarget("v"), action: "changed", for: .valueChanged)
      DispatchThrottleAdapter.install(
        TapThrottle(.interval(0.03), events: .valueChanged), on: slider)
      slider.play(Self.drag)
      #expect(slider.log.fired.map(\.timestamp) == [0.02, 0.06, 0.22])
    }

    @Test func dragsCancelsAndTouchUpOutsidePassUntouched() {
      let button = DispatchControl("b", kind: .button)
      for (name, event) in [
        ("down", ControlEvents.touchDown), ("exit", .touchDragExit), ("out", .touchUpOutside),
        ("cancel", .touchCancel), ("up", .touchUpInside),
      ] {
        button.addTarget(DispatchTarget(name), action: "x", for: event)
      }
      DispatchThrottleAdapter.install(.interval(10), on: button)
      button.play([
        .tap(at: 0), .touchDown(at: 1), .move(at: 1.1, inside: false),
        .touchUp(at: 1.2, inside: false),
        .touchDown(at: 2), .cancel(at: 2.1), .tap(at: 3),
      ])
      #expect(
        button.log.names == [
          "down.x", "up.x", "down.x", "exit.x", "out.x", "down.x", "cancel.x", "down.x",
        ])
    }

    @Test func controlsAreThrottledIndependently() {
      let log = DispatchLog()
      let first = makeButton("first", throttle: .interval(0.5), log: log)
      let second = makeButton("second", throttle: .interval(0.5), log: log)
      let plain = makeButton("plain", throttle: nil, log: log)
      first.play([.tap(at: 0)])
      second.play([.tap(at: 0.1)])
      plain.play([.tap(at: 0.15)])
      first.play([.tap(at: 0.2)])
      second.play([.tap(at: 0.3)])
      plain.play([.tap(at: 0.35)])
      first.play([.tap(at: 0.6)])
      #expect(
        log.fired.map(\.control)
          == ["first", "second", "plain", "plain", "first"].flatMap {
            Array(repeating: $0, count: 3)
          })
    }

    @Test func aClockThatGoesBackwardsDoesNotLockTheControlOut() {
      let button = makeButton(throttle: .interval(0.5))
      button.play([.tap(at: 1000), .tap(at: 1000.2), .tap(at: 5), .tap(at: 5.1), .tap(at: 5.6)])
      let ups = [1000, 5, 5.6].map { $0 + 0.05 }  // each tap's touch-up
      #expect(button.log.fired.compactMap(\.timestamp) == ups.flatMap { [$0, $0] })
    }

    struct GroupingCase: Sendable, CustomTestStringConvertible {
      let tapCounts: [Int]
      let runs: [Bool]
      var testDescription: String { "tap counts \(tapCounts)" }
    }

    static let groupingCases: [GroupingCase] = [
      GroupingCase(tapCounts: [1], runs: [true]),
      GroupingCase(tapCounts: [1, 2], runs: [true, false]),
      GroupingCase(tapCounts: [1, 2, 3], runs: [true, false, false]),
      GroupingCase(tapCounts: [1, 2, 3, 1, 2, 1], runs: [true, false, false, true, false, true]),
    ]

    @Test(arguments: groupingCases)
    func tapGrouping(_ c: GroupingCase) {
      let button = makeButton(throttle: .tapGrouping)
      let steps = c.tapCounts.enumerated().map { i, count in
        DispatchStep.tap(at: Double(i) * 0.2, tapCount: count)
      }
      button.play(steps)
      let expected = c.runs.enumerated().flatMap { i, runs in
        runs ? Array(repeating: Double(i) * 0.2 + 0.05, count: 2) : []
      }
      #expect(button.log.fired.compactMap(\.timestamp) == expected)
      #expect(button.log.names.count == 3 * c.runs.filter { $0 }.count)
    }

    @Test(arguments: [0, -0.5, Double.nan, .infinity, -.infinity])
    func intervalsThatMeanOff(_ seconds: Double) {
      let button = makeButton(throttle: .interval(seconds))
      button.play([.tap(at: 0), .tap(at: 0.001), .tap(at: 0.002)])
      #expect(button.log.names == oneTap + oneTap + oneTap)
    }

    @Test func droppedTapsAreCountedAndReportedOncePerTap() {
      let reports = Recorder<TapThrottle.DroppedTap>()
      let button = makeButton(
        throttle: TapThrottle(.interval(0.5)) { reports.append($0) })
      guard case let adapter as DispatchThrottleAdapter = button.hooks else {
        Issue.record("no adapter installed")
        return
      }
      button.play([.tap(at: 0), .tap(at: 0.1, tapCount: 2), .tap(at: 0.3), .tap(at: 0.6)])
      #expect(adapter.throttle.throttle.droppedTapCount == 2)
      #expect(adapter.throttle.throttle.droppedSendCount == 6)
      let ups = [0, 0.1, 0.3].map { $0 + 0.05 }  // touch-ups of the first three taps
      #expect(reports.elements.map(\.timestamp) == [ups[1], ups[2]])
      #expect(reports.elements.map(\.tapCount) == [2, 1])
      #expect(reports.elements.allSatisfy { $0.events == .touchUpInside && !$0.isProgrammatic })
      #expect(
        reports.elements.map(\.secondsSinceAcceptedTap) == [ups[1] - ups[0], ups[2] - ups[0]])
    }
  }
}

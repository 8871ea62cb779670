import TapThrottling
import Testing

extension ThrottlingTests {
  /// The state machine on its own: sequences of sends and the decisions they must get.
  @Suite struct TapThrottleTests {

    struct Step: Sendable {
      let send: TapThrottle.Send
      let expected: TapThrottle.Decision
    }

    struct Case: Sendable, CustomTestStringConvertible {
      let id: String
      let throttle: TapThrottle
      let steps: [Step]
      var testDescription: String { id }
    }

    static func run(_ send: TapThrottle.Send) -> Step { Step(send: send, expected: .run) }
    static func drop(_ send: TapThrottle.Send) -> Step { Step(send: send, expected: .drop) }

    /// Six programmatic sends inside the window of the tap at 5 s.
    static let nestedProgrammaticDrops = (1...6).map { drop(programmatic(5 + Double($0) / 100)) }

    static let cases: [Case] = [
      Case(
        id: "leading edge: the window runs from the last accepted tap; drops do not extend it",
        throttle: .interval(0.5),
        steps: [
          run(up(0)), drop(up(0.2)), drop(up(0.45)), run(up(0.5)), drop(up(0.7)), drop(up(0.99)),
          run(up(1.0)),
        ]),
      Case(
        id: "every call with the timestamp of a decided tap gets the same answer",
        throttle: .interval(0.5),
        steps: [run(up(0)), run(up(0)), run(up(0)), drop(up(0.1)), drop(up(0.1)), run(up(0))]),
      Case(
        id: "the primaryActionTriggered pass shares its tap's decision",
        throttle: .interval(0.5),
        steps: [
          run(up(0)), run(up(0, events: .primaryActionTriggered)),
          drop(up(0.2)), drop(up(0.2, events: .primaryActionTriggered)),
        ]),
      Case(
        id: "events outside the set pass untouched and open no window",
        throttle: .interval(0.5),
        steps: [
          run(up(0, events: .valueChanged)), run(up(0.1)),
          run(up(0.2, events: .valueChanged)), run(up(0.3, events: .touchUpOutside)),
          drop(up(0.4)),
        ]),
      Case(
        id: "touch-downs pass: another phase, another timestamp",
        throttle: .interval(0.5),
        steps: [
          run(down(0)), run(up(0.08)), run(down(0.3)), drop(up(0.38)), run(down(0.6)),
          run(up(0.68)),
        ]),
      Case(
        id: "a mask of touchDown and touchUpInside is narrowed by the phase",
        throttle: .interval(0.5),
        steps: [
          run(down(0, events: [.touchDown, .touchUpInside])),
          run(up(0.08, events: [.touchDown, .touchUpInside])),
          run(down(0.3, events: [.touchDown, .touchUpInside])),
          drop(up(0.38, events: [.touchDown, .touchUpInside])),
        ]),
      Case(
        id: "unknown events count as the throttled events",
        throttle: .interval(0.5),
        steps: [run(up(0, events: nil)), drop(up(0.1, events: nil)), run(up(0.6, events: nil))]),
      Case(
        id: "unknown events in the began phase cannot be taps",
        throttle: .interval(0.5),
        steps: [run(down(0, events: nil)), run(up(0.05, events: nil)), run(down(0.2, events: nil))]),
      Case(
        id: "the events are configurable",
        throttle: TapThrottle(.interval(0.5), events: .valueChanged),
        steps: [
          run(up(0, events: .valueChanged)), drop(up(0.1, events: .valueChanged)),
          run(up(0.2)), run(up(0.3)),
        ]),
      Case(
        id: "touch-downs throttled when configured",
        throttle: TapThrottle(.interval(0.5), events: .touchDown),
        steps: [run(down(0)), drop(down(0.1)), run(up(0.15)), run(down(0.5))]),
      Case(
        id: "programmatic sends pass and open no window",
        throttle: .interval(0.5),
        steps: [
          run(programmatic(0)), run(up(0.1)), run(programmatic(0.2)), run(programmatic(nil)),
          drop(up(0.3)),
        ]),
      Case(
        id: "programmatic sends throttled like taps when configured",
        throttle: TapThrottle(.interval(0.5), programmaticSends: .throttle),
        steps: [
          run(programmatic(0)), run(programmatic(0)), drop(up(0.1)), drop(programmatic(0.2)),
          run(programmatic(0.6)), drop(up(0.7)), run(programmatic(nil)),
        ]),
      Case(
        id: "a nested programmatic dispatch does not change its tap's decision",
        throttle: TapThrottle(.interval(0.5), programmaticSends: .throttle),
        steps: [run(up(5)), drop(programmatic(5.01)), run(up(5)), run(up(5, events: nil))]),
      Case(
        id: "an accepted tap keeps running after more nested dispatches than are remembered",
        throttle: TapThrottle(.interval(0.5), programmaticSends: .throttle),
        steps: [run(up(5))] + nestedProgrammaticDrops + [run(up(5))]),
      Case(
        id: "a clock that goes backwards does not lock the control out",
        throttle: .interval(0.5),
        steps: [
          run(up(10)), drop(up(10.2)), run(up(3)), drop(up(3.2)), run(up(3.6)), run(up(2)),
        ]),
      Case(
        id: "non-finite timestamps run and open no window",
        throttle: .interval(0.5),
        steps: [
          run(up(.nan)), run(up(0)), run(up(.infinity)), run(up(-.infinity)), drop(up(0.1)),
        ]),
      Case(
        id: "tap grouping drops tap counts above one, whatever the time",
        throttle: .tapGrouping,
        steps: [
          run(up(0, tapCount: 1)), drop(up(0.2, tapCount: 2)), drop(up(0.4, tapCount: 3)),
          drop(up(9, tapCount: 2)), run(up(0.45, tapCount: 1)), run(up(0.5, tapCount: nil)),
          run(up(0.6, tapCount: 0)), run(programmatic(0.7)),
        ]),
      Case(
        id: "tap grouping: a later call of a dropped tap without a tap count still drops",
        throttle: .tapGrouping,
        steps: [drop(up(1, tapCount: 2)), drop(up(1, tapCount: nil)), run(up(2, tapCount: nil))]),
      Case(
        id: "tap grouping ignores programmatic sends even when they are throttled",
        throttle: TapThrottle(.tapGrouping, programmaticSends: .throttle),
        steps: [run(programmatic(0)), run(programmatic(0.01)), drop(up(0.02, tapCount: 2))]),
      Case(
        id: "interval 0 is off", throttle: .interval(0),
        steps: [run(up(0)), run(up(0.001)), run(up(0.002))]),
      Case(
        id: "a negative interval is off", throttle: .interval(-1),
        steps: [run(up(0)), run(up(0.001))]),
      Case(
        id: "a NaN interval is off", throttle: .interval(.nan),
        steps: [run(up(0)), run(up(0.001))]),
      Case(
        id: "an infinite interval is off", throttle: .interval(.infinity),
        steps: [run(up(0)), run(up(0.001)), run(up(1e9))]),
    ]

    @Test(arguments: cases)
    func decisions(_ c: Case) {
      var throttle = c.throttle
      for (i, step) in c.steps.enumerated() {
        let decision = throttle.admit(step.send)
        #expect(decision == step.expected, "step \(i): \(step.send)")
      }
    }

    @Test func theDocumentationExample() {
      var throttle = TapThrottle(.interval(0.5))
      let decisions = [
        throttle.admit(.init(events: .touchUpInside, timestamp: 10.00, phase: .ended)),
        throttle.admit(.init(events: .touchUpInside, timestamp: 10.00, phase: .ended)),
        throttle.admit(.init(events: .touchUpInside, timestamp: 10.30, phase: .ended)),
        throttle.admit(.init(events: .valueChanged, timestamp: 10.35, phase: .moved)),
        throttle.admit(.init(events: .touchUpInside, timestamp: 10.60, phase: .ended)),
      ]
      #expect(decisions == [.run, .run, .drop, .run, .run])
      #expect(throttle.droppedTapCount == 1)
    }

    @Test func countersCountTapsAndCalls() {
      var throttle = TapThrottle.interval(0.5)
      for send in [up(0), up(0), up(0.1), up(0.1), up(0.1), up(0.2), up(0.6)] {
        _ = throttle.admit(send)
      }
      #expect(throttle.droppedTapCount == 2)
      #expect(throttle.droppedSendCount == 4)
      #expect(throttle.lastAcceptedTimestamp == 0.6)
    }

    @Test func callbackReportsEachDroppedTapOnce() {
      let reports = Recorder<TapThrottle.DroppedTap>()
      var throttle = TapThrottle(.interval(0.5)) { reports.append($0) }
      for send in [up(1), up(1.2, tapCount: 2), up(1.2, events: .primaryActionTriggered), up(1.7)] {
        _ = throttle.admit(send)
      }
      #expect(
        reports.elements == [
          TapThrottle.DroppedTap(
            timestamp: 1.2, tapCount: 2, events: .touchUpInside, mode: .interval(0.5),
            secondsSinceAcceptedTap: 1.2 - 1, isProgrammatic: false)
        ])
    }

    @Test func callbackForTapGroupingAndProgrammaticSends() {
      let reports = Recorder<TapThrottle.DroppedTap>()
      var grouping = TapThrottle(.tapGrouping) { reports.append($0) }
      _ = grouping.admit(up(3, events: [.touchUpInside, .valueChanged], tapCount: 3))
      var programmatic = TapThrottle(.interval(1), programmaticSends: .throttle) {
        reports.append($0)
      }
      _ = programmatic.admit(up(0))
      _ = programmatic.admit(ThrottlingTests.programmatic(0.25, events: .primaryActionTriggered))
      #expect(
        reports.elements == [
          TapThrottle.DroppedTap(
            timestamp: 3, tapCount: 3, events: .touchUpInside, mode: .tapGrouping,
            secondsSinceAcceptedTap: nil, isProgrammatic: false),
          TapThrottle.DroppedTap(
            timestamp: 0.25, tapCount: nil, events: .primaryActionTriggered, mode: .interval(1),
            secondsSinceAcceptedTap: 0.25, isProgrammatic: true),
        ])
    }

    @Test func resetForgetsTheWindowButKeepsCounters() {
      var throttle = TapThrottle.interval(10)
      #expect(throttle.admit(up(0)) == .run)
      #expect(throttle.admit(up(1)) == .drop)
      throttle.reset()
      #expect(throttle.lastAcceptedTimestamp == nil)
      #expect(throttle.admit(up(2)) == .run)
      #expect(throttle.admit(up(3)) == .drop)
      #expect(throttle.droppedTapCount == 2)
    }

    @Test func settingsChangeWithoutLosingTheWindow() {
      var throttle = TapThrottle.interval(0.5)
      #expect(throttle.admit(up(0)) == .run)
      throttle.mode = .interval(2)
      #expect(throttle.admit(up(1)) == .drop)
      throttle.events = .valueChanged
      #expect(throttle.admit(up(1.5)) == .run)
    }

    @Test func defaults() {
      let throttle = TapThrottle.interval(0.5)
      #expect(throttle.events == [.touchUpInside, .primaryActionTriggered])
      #expect(throttle.programmaticSends == .pass)
      #expect(throttle.droppedTapCount == 0)
      #expect(throttle.lastAcceptedTimestamp == nil)
      #expect(TapThrottle.tapGrouping.mode == .tapGrouping)
    }
  }
}

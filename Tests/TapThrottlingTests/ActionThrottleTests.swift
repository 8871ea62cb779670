import TapThrottling
import Testing

/// Throttling for actions without a `UIEvent` (SwiftUI buttons and tap gestures).
extension ThrottlingTests {
  @Suite struct ActionThrottleTests {
    /// A clock moved by hand.
    final class ManualTime: @unchecked Sendable {
      var now = 0.0
      var clock: TapClock { TapClock { [self] in now } }
    }

    struct Case: Sendable, CustomTestStringConvertible {
      let id: String
      let throttle: TapThrottle
      let times: [Double]
      let decisions: [TapThrottle.Decision]
      var testDescription: String { id }
    }

    static let cases: [Case] = [
      Case(
        id: "interval: the first tap runs, repeats inside the window drop",
        throttle: .interval(0.5), times: [10, 10.1, 10.49, 10.5, 10.6],
        decisions: [.run, .drop, .drop, .run, .drop]),
      Case(
        id: "interval: dropped taps do not extend the window", throttle: .interval(0.5),
        times: [0, 0.4, 0.8, 1.2], decisions: [.run, .drop, .run, .drop]),
      Case(
        id: "interval: a clock that goes backwards restarts the window",
        throttle: .interval(0.5), times: [10, 9, 9.2], decisions: [.run, .run, .drop]),
      Case(
        id: "interval: a non-finite time runs", throttle: .interval(0.5),
        times: [1, .nan, 1.1], decisions: [.run, .run, .drop]),
      Case(
        id: "interval off (zero) lets everything through", throttle: .interval(0),
        times: [1, 1.01, 1.02], decisions: [.run, .run, .run]),
      Case(
        id: "tapGrouping: a double tap runs once", throttle: .tapGrouping, times: [1, 1.2],
        decisions: [.run, .drop]),
      Case(
        id: "tapGrouping: continuous fast tapping runs once", throttle: .tapGrouping,
        times: [0, 0.3, 0.6, 0.9, 1.2, 1.5, 1.8],
        decisions: [.run] + Array(repeating: .drop, count: 6)),
      Case(
        id: "tapGrouping: a pause starts a new group that runs", throttle: .tapGrouping,
        times: [0, 0.2, 1, 1.2], decisions: [.run, .drop, .run, .drop]),
      Case(
        id: "tapGrouping: slow single taps all run", throttle: .tapGrouping,
        times: [0, 0.5, 1.0, 1.5], decisions: [.run, .run, .run, .run]),
      Case(
        id: "events without taps: nothing is throttled",
        throttle: TapThrottle(.interval(10), events: [.valueChanged]), times: [0, 0.1],
        decisions: [.run, .run]),
      Case(
        id: "events with the primary action only: taps are throttled",
        throttle: TapThrottle(.interval(10), events: [.primaryActionTriggered]),
        times: [0, 0.1], decisions: [.run, .drop]),
      Case(
        id: "programmatic setting plays no part",
        throttle: TapThrottle(.interval(1), programmaticSends: .pass), times: [0, 0.5],
        decisions: [.run, .drop]),
    ]

    @Test(arguments: cases)
    func decides(_ c: Case) {
      var gate = ActionThrottle(c.throttle)
      let decisions = c.times.map { gate.admitTap(at: $0) }
      #expect(decisions == c.decisions)
      #expect(gate.throttle.droppedTapCount == c.decisions.filter { $0 == .drop }.count)
    }

    @Test func readsTheClockForEachTap() {
      let time = ManualTime()
      var gate = ActionThrottle(.interval(0.5), clock: time.clock)
      time.now = 100
      #expect(gate.admitTap() == .run)
      time.now = 100.3
      #expect(gate.admitTap() == .drop)
      time.now = 100.5
      #expect(gate.admitTap() == .run)
      #expect(gate.throttle.lastAcceptedTimestamp == 100.5)
    }

    @Test func defaultClockIsSystemUptime() {
      var gate = ActionThrottle(.interval(1000))
      #expect(gate.admitTap() == .run)
      #expect(gate.admitTap() == .drop)
      let accepted = gate.throttle.lastAcceptedTimestamp ?? -1
      #expect(accepted > 0 && accepted <= TapClock.systemUptime.now())
    }

    @Test func tapsAreCountedEvenWhenDropped() {
      var gate = ActionThrottle(.interval(10))
      _ = gate.admitTap(at: 0)
      _ = gate.admitTap(at: 0.1)
      _ = gate.admitTap(at: 0.2)
      #expect(gate.tapCounter.previousTapCount == 3)
    }

    @Test func aCustomTapCounterSetsTheGroupInterval() {
      var gate = ActionThrottle(.tapGrouping, tapCounter: TapCounter(maximumInterval: 1))
      #expect(gate.admitTap(at: 0) == .run)
      #expect(gate.admitTap(at: 0.9) == .drop)
      #expect(gate.admitTap(at: 2.0) == .run)
    }

    @Test func sameTimeTwiceIsOneDispatch() {
      var gate = ActionThrottle(.tapGrouping)
      #expect(gate.admitTap(at: 5) == .run)
      #expect(gate.admitTap(at: 5) == .run)  // the same dispatch as far as the throttle knows
      #expect(gate.throttle.droppedTapCount == 0)
    }

    @Test func switchOffLetsEveryTapThrough() {
      let power = ThrottleSwitch(isEnabled: false)
      var interval = ActionThrottle(TapThrottle(.interval(10), enabledSwitch: power))
      var grouping = ActionThrottle(TapThrottle(.tapGrouping, enabledSwitch: power))
      for t in [0.0, 0.1, 0.2] {
        #expect(interval.admitTap(at: t) == .run)
        #expect(grouping.admitTap(at: t) == .run)
      }
      #expect(interval.throttle.droppedTapCount == 0)
      #expect(grouping.throttle.droppedTapCount == 0)
      power.isEnabled = true
      #expect(interval.admitTap(at: 0.3) == .run)
      #expect(interval.admitTap(at: 0.4) == .drop)
      #expect(grouping.admitTap(at: 0.5) == .drop)  // still the same burst of taps
    }

    @Test func reportsDroppedTaps() {
      let reports = Reports()
      var gate = ActionThrottle(
        TapThrottle(.interval(0.5), onDroppedTap: { reports.append($0) }))
      _ = gate.admitTap(at: 1)
      _ = gate.admitTap(at: 1.2)
      _ = gate.admitTap(at: 1.7)
      let dropped = reports.all
      #expect(dropped.count == 1)
      #expect(dropped.first?.timestamp == 1.2)
      #expect(dropped.first?.tapCount == 2)
      #expect(dropped.first?.events == ActionThrottle.tapEvents)
      #expect(dropped.first?.isProgrammatic == false)
      if let since = dropped.first?.secondsSinceAcceptedTap {
        #expect(abs(since - 0.2) < 1e-9)
      } else {
        Issue.record("no time since the accepted tap")
      }
    }

    @Test func adoptingSettingsKeepsTheWindowAndCounters() {
      var gate = ActionThrottle(.interval(0.5))
      #expect(gate.admitTap(at: 0) == .run)
      #expect(gate.admitTap(at: 0.2) == .drop)
      let reports = Reports()
      gate.adoptSettings(
        of: TapThrottle(
          .interval(1), events: [.primaryActionTriggered], programmaticSends: .throttle,
          onDroppedTap: { reports.append($0) }))
      #expect(gate.throttle.mode == .interval(1))
      #expect(gate.throttle.events == [.primaryActionTriggered])
      #expect(gate.throttle.programmaticSends == .throttle)
      #expect(gate.throttle.droppedTapCount == 1)
      #expect(gate.admitTap(at: 0.7) == .drop)  // the old window start, the new length
      #expect(reports.all.count == 1)
      #expect(gate.admitTap(at: 1.0) == .run)
    }

    @Test func adoptingAModeChangeToTapGrouping() {
      var gate = ActionThrottle(.interval(0.5))
      #expect(gate.admitTap(at: 0) == .run)
      gate.adoptSettings(of: .tapGrouping)
      #expect(gate.admitTap(at: 0.2) == .drop)  // the second tap of the group
      #expect(gate.admitTap(at: 1) == .run)
    }

    @Test func resetForgetsTheWindowAndTheGroup() {
      var interval = ActionThrottle(.interval(10))
      #expect(interval.admitTap(at: 0) == .run)
      interval.reset()
      #expect(interval.admitTap(at: 0.1) == .run)
      var grouping = ActionThrottle(.tapGrouping)
      #expect(grouping.admitTap(at: 0) == .run)
      grouping.reset()
      #expect(grouping.admitTap(at: 0.1) == .run)
      #expect(grouping.tapCounter.previousTapCount == 1)
    }

    @Test func tapEventsAreATapOnAButton() {
      #expect(ActionThrottle.tapEvents == [.touchUpInside, .primaryActionTriggered])
      #expect(ActionThrottle.tapEvents == TapThrottle.defaultEvents)
    }

    /// The documented examples.
    @Test func documentedExamples() {
      var grouping = ActionThrottle(.tapGrouping)
      #expect(grouping.admitTap(at: 1.0) == .run)
      #expect(grouping.admitTap(at: 1.2) == .drop)
      #expect(grouping.admitTap(at: 2.0) == .run)
      var gate = ActionThrottle(.interval(0.5))
      #expect(gate.admitTap(at: 3.0) == .run)
      #expect(gate.admitTap(at: 3.4) == .drop)
      #expect(gate.admitTap(at: 3.5) == .run)
      var adopted = ActionThrottle(.interval(0.5))
      adopted.adoptSettings(of: .interval(1))
      #expect(adopted.throttle.mode == .interval(1))
      let fixed = ActionThrottle(.tapGrouping, clock: TapClock { 42 })
      #expect(fixed.clock.now() == 42)
    }

    /// Collects dropped-tap reports from a `@Sendable` callback.
    final class Reports: @unchecked Sendable {
      private(set) var all: [TapThrottle.DroppedTap] = []
      func append(_ tap: TapThrottle.DroppedTap) { all.append(tap) }
    }
  }
}

/// A SwiftUI throttle can be reset from outside by changing its reset key.
@Suite struct ActionThrottleResetKeyTests {
  @Test func theFirstKeyIsOnlyRecorded() {
    var gate = ActionThrottle(.interval(5))
    #expect(gate.admitTap(at: 0) == .run)
    #expect(gate.resetIfKeyChanged(7) == false)
    #expect(gate.admitTap(at: 1) == .drop)
  }

  @Test func aChangedKeyLetsTheNextTapRun() {
    var gate = ActionThrottle(.interval(5))
    gate.resetIfKeyChanged(0)
    #expect(gate.admitTap(at: 1) == .run)
    #expect(gate.admitTap(at: 2) == .drop)
    // The same key: SwiftUI updated the view, nothing else changed.
    #expect(gate.resetIfKeyChanged(0) == false)
    #expect(gate.admitTap(at: 2.5) == .drop)
    #expect(gate.resetIfKeyChanged(1) == true)  // the payment failed
    #expect(gate.admitTap(at: 3) == .run)
    #expect(gate.admitTap(at: 3.1) == .drop)  // a new window from the retry
    #expect(gate.throttle.droppedTapCount == 3)  // counters stay
  }

  /// Every change counts: a flag going true and back to false resets on each step.
  @Test func everyChangeCountsWhateverTheValue() {
    var gate = ActionThrottle(.tapGrouping)
    gate.resetIfKeyChanged(false)
    #expect(gate.admitTap(at: 0) == .run)
    #expect(gate.resetIfKeyChanged(true) == true)
    #expect(gate.admitTap(at: 0.1) == .run)  // a new group
    #expect(gate.resetIfKeyChanged(false) == true)
    #expect(gate.admitTap(at: 0.2) == .run)
    #expect(gate.admitTap(at: 0.3) == .drop)
  }

  @Test func nilIsAKeyAndKeysOfDifferentTypesDiffer() {
    var gate = ActionThrottle(.interval(5))
    gate.resetIfKeyChanged(nil)
    #expect(gate.admitTap(at: 0) == .run)
    #expect(gate.resetIfKeyChanged(nil) == false)
    #expect(gate.resetIfKeyChanged(1) == true)
    #expect(gate.resetIfKeyChanged("1") == true)  // a String is not the Int 1
    #expect(gate.resetIfKeyChanged(nil) == true)
    #expect(gate.admitTap(at: 0.5) == .run)
  }
}

import TapThrottling
import Testing

/// The Objective-C surface's throttle values and `TapThrottle`.
@Suite struct ObjectiveCTapThrottleTests {
  @Test func anIntervalRoundTripsAndZeroTurnsItOff() {
    let throttle = ObjectiveCTapThrottle.setting(interval: 0.8, on: nil)
    #expect(throttle?.mode == .interval(0.8))
    #expect(ObjectiveCTapThrottle.interval(of: throttle) == 0.8)
    #expect(!ObjectiveCTapThrottle.groupsRepeatedTaps(of: throttle))
    #expect(ObjectiveCTapThrottle.setting(interval: 0, on: throttle)?.mode == nil)
    #expect(ObjectiveCTapThrottle.interval(of: nil) == 0)
  }

  @Test(arguments: [-1.0, .nan, .infinity, -.infinity, 0])
  func intervalsOutsideTheirDomainTurnAnIntervalOff(_ value: Double) {
    #expect(
      ObjectiveCTapThrottle.setting(interval: value, on: TapThrottle(.interval(1)))?.mode == nil)
    #expect(ObjectiveCTapThrottle.setting(interval: value, on: nil)?.mode == nil)
    // …and leave tap grouping alone.
    let grouping = TapThrottle(.tapGrouping)
    #expect(ObjectiveCTapThrottle.setting(interval: value, on: grouping)?.mode == .tapGrouping)
  }

  @Test func tapGroupingReplacesAnIntervalAndKeepsTheEvents() {
    var events = TapThrottle(.interval(1), events: .valueChanged)
    events = ObjectiveCTapThrottle.setting(groupsRepeatedTaps: true, on: events) ?? events
    #expect(events.mode == .tapGrouping && events.events == .valueChanged)
    #expect(ObjectiveCTapThrottle.groupsRepeatedTaps(of: events))
    #expect(ObjectiveCTapThrottle.interval(of: events) == 0)
    #expect(ObjectiveCTapThrottle.setting(groupsRepeatedTaps: false, on: events)?.mode == nil)
    let interval = TapThrottle(.interval(2))
    #expect(
      ObjectiveCTapThrottle.setting(groupsRepeatedTaps: false, on: interval)?.mode == .interval(2))
  }
}

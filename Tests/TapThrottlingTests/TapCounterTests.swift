import TapThrottling
import Testing

/// The SwiftUI meaning of tap grouping: a tap within the maximum interval of the previous tap
/// continues its group.
@Suite struct TapCounterTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let interval: Double
    let times: [Double]
    let counts: [Int]
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(id: "a single tap counts 1", interval: 0.35, times: [1], counts: [1]),
    Case(
      id: "a double tap counts 1, 2", interval: 0.35, times: [1, 1.2], counts: [1, 2]),
    Case(
      id: "a triple tap counts 1, 2, 3", interval: 0.35, times: [1, 1.2, 1.4], counts: [1, 2, 3]),
    Case(
      id: "exactly the interval still continues the group", interval: 0.5, times: [1, 1.5],
      counts: [1, 2]),
    Case(
      id: "just past the interval starts a new group", interval: 0.5, times: [1, 1.5001],
      counts: [1, 1]),
    Case(
      id: "groups chain: each tap is compared with the one before", interval: 0.35,
      times: [0, 0.3, 0.6, 0.9, 1.2, 1.5], counts: [1, 2, 3, 4, 5, 6]),
    Case(
      id: "a pause starts a new group", interval: 0.35, times: [0, 0.2, 1.0, 1.2],
      counts: [1, 2, 1, 2]),
    Case(
      id: "a clock that goes backwards starts a new group", interval: 0.35,
      times: [5, 5.1, 4.0, 4.1], counts: [1, 2, 1, 2]),
    Case(
      id: "the same time twice continues the group", interval: 0.35, times: [2, 2],
      counts: [1, 2]),
    Case(
      id: "a NaN time counts 1 and is forgotten", interval: 0.35, times: [1, .nan, 1.1],
      counts: [1, 1, 1]),
    Case(
      id: "an infinite time counts 1 and is forgotten", interval: 0.35,
      times: [1, .infinity, 1.1, 1.2], counts: [1, 1, 1, 2]),
    Case(
      id: "a zero interval makes every tap its own group", interval: 0, times: [1, 1, 1.1],
      counts: [1, 1, 1]),
    Case(
      id: "a negative interval makes every tap its own group", interval: -1, times: [1, 1.1],
      counts: [1, 1]),
    Case(
      id: "a NaN interval makes every tap its own group", interval: .nan, times: [1, 1.1],
      counts: [1, 1]),
    Case(
      id: "an infinite interval makes every tap its own group", interval: .infinity,
      times: [1, 100], counts: [1, 1]),
  ]

  @Test(arguments: cases)
  func counts(_ c: Case) {
    var counter = TapCounter(maximumInterval: c.interval)
    let counts = c.times.map { counter.recordTap(at: $0) }
    #expect(counts == c.counts)
  }

  @Test func defaultIntervalIsUIKitsObservedMultiTapInterval() {
    #expect(TapCounter.defaultMaximumInterval == 0.35)
    #expect(TapCounter().maximumInterval == 0.35)
  }

  @Test func remembersThePreviousTap() {
    var counter = TapCounter()
    #expect(counter.previousTapTime == nil)
    #expect(counter.previousTapCount == 0)
    _ = counter.recordTap(at: 3)
    _ = counter.recordTap(at: 3.1)
    #expect(counter.previousTapTime == 3.1)
    #expect(counter.previousTapCount == 2)
  }

  @Test func resetStartsANewGroup() {
    var counter = TapCounter()
    #expect(counter.recordTap(at: 1) == 1)
    counter.reset()
    #expect(counter.previousTapTime == nil)
    #expect(counter.recordTap(at: 1.1) == 1)
  }

  /// The documented example, line by line.
  @Test func documentedExample() {
    var counter = TapCounter()
    #expect(counter.recordTap(at: 10.0) == 1)
    #expect(counter.recordTap(at: 10.2) == 2)
    #expect(counter.recordTap(at: 10.5) == 3)
    #expect(counter.recordTap(at: 11.0) == 1)
  }
}

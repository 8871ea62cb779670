import TapThrottling
import Testing

@Suite struct TapClockTests {
  @Test func systemUptimeIsMonotonicSeconds() {
    let clock = TapClock.systemUptime
    var previous = clock.now()
    #expect(previous.isFinite && previous > 0)
    for _ in 0..<1000 {
      let next = clock.now()
      #expect(next >= previous)
      previous = next
    }
  }

  @Test func customClockReturnsItsReading() {
    let clock = TapClock { 10.0 }
    #expect(clock.now() == 10.0)
    #expect(clock.now() == 10.0)
  }

  @Test func customClockIsCalledOncePerReading() {
    final class Calls: @unchecked Sendable { var count = 0 }
    let calls = Calls()
    let clock = TapClock {
      calls.count += 1
      return Double(calls.count)
    }
    #expect(clock.now() == 1)
    #expect(clock.now() == 2)
    #expect(calls.count == 2)
  }
}

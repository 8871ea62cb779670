import TapThrottling
import Testing

extension ThrottlingTests {
  @Suite struct SharedTapThrottleTests {

    @Test func admitsLikeTheValueAndKeepsState() {
      let shared = SharedTapThrottle(.interval(0.5))
      #expect(shared.admit(up(0)) == .run)
      #expect(shared.admit(up(0)) == .run)
      #expect(shared.admit(up(0.2)) == .drop)
      #expect(shared.throttle.droppedTapCount == 1)
      shared.reset()
      #expect(shared.admit(up(0.3)) == .run)
      shared.throttle = .tapGrouping
      #expect(shared.admit(up(0.31, tapCount: 2)) == .drop)
      #expect(shared.throttle.droppedTapCount == 1)
    }

    @Test func theCallbackRunsOutsideTheLock() {
      let shared = SharedTapThrottle(.interval(0.5))
      let seen = Recorder<Int>()
      // Weak: the throttle owns the callback, so a strong capture would be a retain cycle
      // (LeakSanitizer reported it).
      shared.throttle.onDroppedTap = { [weak shared] _ in
        seen.append(shared?.throttle.droppedTapCount ?? -1)  // would deadlock under the lock
      }
      _ = shared.admit(up(0))
      _ = shared.admit(up(0.1))
      _ = shared.admit(up(0.1))
      #expect(seen.elements == [1])
    }

    @Test func concurrentCallsOfOneTapAgree() async {
      let shared = SharedTapThrottle(.interval(0.5))
      #expect(shared.admit(up(0)) == .run)
      let decisions = await withTaskGroup(of: TapThrottle.Decision.self) { group in
        for i in 0..<200 {
          group.addTask { shared.admit(i.isMultiple(of: 2) ? up(0) : up(0.3)) }
        }
        return await group.reduce(into: [TapThrottle.Decision]()) { $0.append($1) }
      }
      #expect(decisions.filter { $0 == .run }.count == 100)
      #expect(decisions.filter { $0 == .drop }.count == 100)
      #expect(shared.throttle.droppedTapCount == 1)
      #expect(shared.throttle.droppedSendCount == 100)
    }
  }
}

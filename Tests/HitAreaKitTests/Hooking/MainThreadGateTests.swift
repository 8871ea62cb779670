import Foundation
import HitAreaKitTestSupport
import Testing

@testable import HitAreaKit

/// Hooks decide on the main thread and call straight through anywhere else.
@Suite struct MainThreadGateTests {
  /// What ran, from a thread-safe place.
  typealias Calls = RecordedValues<String>

  static func gate(_ calls: Calls) -> Bool {
    MainThreadGate.run(
      {
        calls.add("original")
        return false
      },
      onMainThread: { _ in
        calls.add("hook")
        return true
      })
  }

  /// Linux test runners run nothing on the main thread, so the main-thread answer is given.
  @Test func onTheMainThreadTheHookRunsAndDecides() {
    let calls = Calls()
    let result = MainThreadGate.run(
      {
        calls.add("original")
        return 0
      }, isMainThread: true,
      onMainThread: { _ in
        calls.add("hook")
        return 1
      })
    #expect(result == 1)
    #expect(calls.all == ["hook"])
  }

  @Test func theHookMayCallTheOriginalItself() {
    let calls = Calls()
    let result = MainThreadGate.run(
      {
        calls.add("original")
        return 2
      }, isMainThread: true,
      onMainThread: { original in
        calls.add("hook")
        return original() + 1
      })
    #expect(result == 3)
    #expect(calls.all == ["hook", "original"])
  }

  @Test func offTheMainThreadTheOriginalRuns() {
    let calls = Calls()
    #expect(!MainThreadGate.isMainThread)  // swift test on Linux: never the main thread
    #expect(!Self.gate(calls))
    #expect(calls.all == ["original"])
  }

  @Test func offTheMainThreadTheOriginalRunsAndTheHookNever() async {
    let calls = Calls()
    let result = await Task.detached {
      (MainThreadGate.isMainThread, Self.gate(calls))
    }.value
    #expect(result == (false, false))
    #expect(calls.all == ["original"])
  }

  @Test func offTheMainThreadFromAThread() {
    let calls = Calls()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      _ = Self.gate(calls)
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(calls.all == ["original"])
  }
}

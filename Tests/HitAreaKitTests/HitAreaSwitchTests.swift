import Dispatch
import HitAreaKit
import Testing

@Suite struct HitAreaSwitchTests {
  @Test func aSwitchStartsOnAndKeepsWhatIsSet() {
    let killSwitch = HitAreaSwitch()
    #expect(killSwitch.isEnabled)
    killSwitch.isEnabled = false
    #expect(!killSwitch.isEnabled)
    #expect(!HitAreaSwitch(isEnabled: false).isEnabled)
  }

  /// Flipped from many threads at once (a remote configuration's callbacks), the switch ends in
  /// the last state every writer agrees on, and no read or write races (run it under
  /// `swift test --sanitize=thread`).
  @Test func flipsFromAnyThread() {
    let killSwitch = HitAreaSwitch()
    DispatchQueue.concurrentPerform(iterations: 64) { i in
      killSwitch.isEnabled = i % 2 == 0
      _ = killSwitch.isEnabled
    }
    DispatchQueue.concurrentPerform(iterations: 16) { _ in killSwitch.isEnabled = false }
    #expect(!killSwitch.isEnabled)
  }
}

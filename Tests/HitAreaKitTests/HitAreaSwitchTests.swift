import Foundation
import HitAreaKit
import HitAreaKitTestSupport
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

/// What the SwiftUI adapter's views observe: each change of the switch, once.
@Suite struct HitAreaSwitchObserverTests {
  /// The values an observer saw.
  typealias Seen = RecordedValues<Bool>

  @Test func observersSeeEachChangeOnce() {
    let killSwitch = HitAreaSwitch()
    let seen = Seen()
    killSwitch.onChange { seen.add($0) }
    killSwitch.isEnabled = true  // no change
    killSwitch.isEnabled = false
    killSwitch.isEnabled = false  // no change
    killSwitch.isEnabled = true
    #expect(seen.all == [false, true])
  }

  /// An observer may read the switch: it is called outside the lock, with the value set.
  @Test func anObserverReadsTheNewValue() {
    let killSwitch = HitAreaSwitch()
    let seen = Seen()
    killSwitch.onChange { _ in seen.add(killSwitch.isEnabled) }
    killSwitch.isEnabled = false
    #expect(seen.all == [false])
  }

  /// Flipped from many threads (run it under `swift test --sanitize=thread`), the switch keeps
  /// telling its observers: the next change is seen.
  @Test func changesFromAnyThreadAreSeen() {
    let killSwitch = HitAreaSwitch()
    let seen = Seen()
    killSwitch.onChange { seen.add($0) }
    DispatchQueue.concurrentPerform(iterations: 64) { i in killSwitch.isEnabled = i % 2 == 0 }
    let before = seen.all.count
    let flipped = !killSwitch.isEnabled
    killSwitch.isEnabled = flipped
    #expect(seen.all.count == before + 1)
    #expect(seen.all.last == flipped)
  }
}

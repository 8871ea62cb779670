import Foundation
import HitAreaTools
import Testing

/// Work on several threads, results handed over in order, never too far ahead.
@Suite struct OrderedParallelMapTests {
  /// How far ahead of the hand-over the workers ran, at most.
  final class Watch: @unchecked Sendable {
    private let lock = NSLock()
    private var handedOver = 0
    private(set) var farthestAhead = 0

    func started(_ index: Int) {
      lock.lock()
      farthestAhead = max(farthestAhead, index - handedOver)
      lock.unlock()
    }

    func handOver(_ index: Int) {
      lock.lock()
      handedOver = index + 1
      lock.unlock()
    }
  }

  @Test(arguments: [1, 2, 4, 7])
  func resultsComeInIndexOrderWithinTheWindow(_ jobs: Int) {
    let watch = Watch()
    var order: [Int] = []
    OrderedParallelMap.run(count: 300, jobs: jobs, window: 8) { i in
      watch.started(i)
      // Uneven work, so that later indices often finish first.
      var x = UInt64(i)
      for _ in 0..<((300 - i) % 17) * 2_000 { x = x &* 6_364_136_223_846_793_005 &+ 1 }
      return (i, x)
    } deliver: { i, result in
      order.append(result.0)
      #expect(i == result.0)
      watch.handOver(i)
    }
    #expect(order == Array(0..<300))
    #expect(watch.farthestAhead <= 8 + jobs)
  }

  @Test func nothingToDoRunsNothing() {
    OrderedParallelMap.run(count: 0, jobs: 4) { _ in
      0
    } deliver: { _, _ in
      Issue.record("delivered")
    }
  }
}

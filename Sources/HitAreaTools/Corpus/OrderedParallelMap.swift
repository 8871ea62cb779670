import Foundation

/// Runs a piece of work for each index on several threads and hands the results over in index
/// order, holding only a few of them at a time: a worker does not start an index more than
/// `window` ahead of the next one handed over, so memory stays flat however many there are.
///
/// ```swift
/// OrderedParallelMap.run(count: files.count, jobs: 4) { i in
///   audit(files[i])                       // on a worker thread
/// } deliver: { i, result in
///   print(result)                         // on the calling thread, i = 0, 1, 2, …
/// }
/// ```
package enum OrderedParallelMap {
  /// Runs `work` for `0..<count` and `deliver` for each result, in index order.
  ///
  /// With one job everything runs on the calling thread, one index after the other.
  ///
  /// - Parameters:
  ///   - count: How many indices.
  ///   - jobs: How many threads run `work` (at least 1).
  ///   - window: How far ahead of the next result to hand over a worker may start; `4 × jobs`
  ///     by default.
  ///   - work: The work for one index; called once per index, on any thread.
  ///   - deliver: Takes each result, in index order, on the calling thread.
  package static func run<Result: Sendable>(
    count: Int, jobs: Int, window: Int? = nil,
    work: @escaping @Sendable (Int) -> Result,
    deliver: (Int, Result) -> Void
  ) {
    guard count > 0 else { return }
    let jobs = max(1, min(jobs, count))
    guard jobs > 1 else {
      for i in 0..<count { deliver(i, work(i)) }
      return
    }
    let state = Shared<Result>(count: count, window: max(window ?? 4 * jobs, jobs))
    for _ in 0..<jobs {
      let thread = Thread { state.work(work) }
      thread.stackSize = 16 << 20
      thread.start()
    }
    for i in 0..<count { deliver(i, state.take(i)) }
    state.waitForWorkers(jobs)
  }

  /// The state the threads share, guarded by one condition.
  private final class Shared<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    /// The next index a worker claims.
    private var next = 0
    /// The next index handed over.
    private var handedOver = 0
    /// Results waiting to be handed over, by index.
    private var ready: [Int: Result] = [:]
    /// Workers that have stopped.
    private var finished = 0

    init(count: Int, window: Int) {
      self.count = count
      self.window = window
    }

    /// A worker's loop: claim the next index within the window, run it, store the result.
    func work(_ body: @Sendable (Int) -> Result) {
      while true {
        condition.lock()
        while next < count, next >= handedOver + window { condition.wait() }
        guard next < count else {
          finished += 1
          condition.broadcast()
          condition.unlock()
          return
        }
        let index = next
        next += 1
        condition.unlock()
        let result = body(index)
        condition.lock()
        ready[index] = result
        condition.broadcast()
        condition.unlock()
      }
    }

    /// Waits for the result of an index and takes it.
    func take(_ index: Int) -> Result {
      condition.lock()
      defer { condition.unlock() }
      while true {
        if let result = ready.removeValue(forKey: index) {
          handedOver = index + 1
          condition.broadcast()
          return result
        }
        condition.wait()
      }
    }

    /// Waits until every worker has stopped.
    func waitForWorkers(_ jobs: Int) {
      condition.lock()
      while finished < jobs { condition.wait() }
      condition.unlock()
    }
  }
}

// Foundation for `Thread.isMainThread` (`pthread_main_np` on Apple platforms).
internal import Foundation

/// How every runtime hook starts: on the main thread it runs with main-actor isolation; on any
/// other thread it calls the original implementation straight through and decides nothing.
///
/// The Objective-C runtime calls a hook on whatever thread the caller is on (a legacy
/// `sendActions(for:)` from a network callback, a background `hitTest`). A hook whose block is
/// `@MainActor` traps there, because Swift 6 checks isolation on entry: the app crashes even for
/// controls HitAreaKit has nothing to do with. So hooks are plain, nonisolated
/// `@convention(block)` closures that go through this gate first.
///
/// The main-actor step is what `MainActor.assumeIsolated` does (Swift 5.9), written out because
/// the oldest SDK the adapters are checked against (iOS 16.5, Swift 5.8) does not have it; it is
/// only taken on the main thread, which is the main actor's.
///
/// ```swift
/// let block: @convention(block) (UIView, CGPoint, UIEvent?) -> Bool = { view, point, event in
///   MainThreadGate.run({ callOriginal(view, point, event) }) { original in
///     HitAreaDecision.pointInside(view, point, original: original)   // @MainActor
///   }
/// }
/// ```
package enum MainThreadGate {
  /// Runs `hook` with main-actor isolation on the main thread; anywhere else runs `original`.
  ///
  /// - Parameters:
  ///   - original: The call through to the original implementation.
  ///   - hook: What the hook does on the main thread; it gets `original` to call through with
  ///     (a closure that is both captured by the main-actor hook and run off the main thread
  ///     could not be proved race-free).
  /// - Returns: What the one that ran returned.
  package static func run<Result: Sendable>(
    _ original: () -> Result, onMainThread hook: @MainActor (_ original: () -> Result) -> Result
  ) -> Result {
    run(original, isMainThread: Thread.isMainThread, onMainThread: hook)
  }

  /// The decision, with the thread given: only ever `true` on the main thread (the tests pass
  /// it because Linux test runners run nothing on the main thread).
  static func run<Result: Sendable>(
    _ original: () -> Result, isMainThread: Bool,
    onMainThread hook: @MainActor (_ original: () -> Result) -> Result
  ) -> Result {
    guard isMainThread else { return original() }
    return withoutActuallyEscaping(hook) { hook in
      unsafeBitCast(hook, to: ((() -> Result) -> Result).self)(original)
    }
  }

  /// Whether the caller is on the main thread.
  ///
  /// ```swift
  /// MainThreadGate.isMainThread  // true in UIKit's callbacks
  /// ```
  package static var isMainThread: Bool { Thread.isMainThread }
}

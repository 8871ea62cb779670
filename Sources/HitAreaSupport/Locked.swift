// A lock (the package supports iOS 15, and `Synchronization.Mutex` needs iOS 18). No Foundation
// type reaches the public API.
internal import Foundation

/// A value guarded by a lock; `Sendable` because every access goes through the lock.
///
/// Package-only: HitAreaKit's hook installer and TapThrottling's shared throttle both need one,
/// and neither module depends on the other.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  ///
  /// Not reentrant: `body` must not lock it again.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

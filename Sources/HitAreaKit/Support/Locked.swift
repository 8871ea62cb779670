// A lock (the package supports iOS 15, and `Synchronization.Mutex` needs iOS 18). No Foundation
// type reaches the public API.
internal import Foundation

/// A value guarded by a lock; `Sendable` because every access goes through the lock.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value. Not reentrant: `body` must not lock it
  /// again.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

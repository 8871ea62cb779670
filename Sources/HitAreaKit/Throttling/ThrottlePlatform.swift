// The one file of the throttle that imports Foundation: a lock (the package supports iOS 15, and
// `Synchronization.Mutex` needs iOS 18) and the environment lookup. No Foundation type reaches
// the public API.
internal import Foundation

/// A value guarded by a lock; `Sendable` because every access goes through the lock.
final class ThrottleLocked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

/// The value of an environment variable of this process, or `nil` if it is not set.
func environmentValue(_ name: String) -> String? {
  ProcessInfo.processInfo.environment[name]
}

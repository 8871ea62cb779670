import HitAreaSupport

/// A value made when first read, by a closure run once, and kept; safe to read from any thread.
///
/// ```swift
/// let prints = LazyValue { FindingFingerprint.all(findings, screen: path, in: snapshot) }
/// prints.value  // made now
/// prints.value  // the same value, kept
/// ```
package final class LazyValue<Value: Sendable>: Sendable {
  /// The closure still to run, or the value it made.
  private enum State {
    case pending(@Sendable () -> Value)
    case made(Value)
  }

  private let state: Locked<State>

  /// A value to be made by `make` when first read.
  ///
  /// - Parameter make: Makes the value; run once, under a lock (it must not read this value).
  package init(_ make: @escaping @Sendable () -> Value) { state = Locked(.pending(make)) }

  /// A value already made.
  ///
  /// - Parameter value: The value.
  package init(made value: Value) { state = Locked(.made(value)) }

  /// The value, made now if it was not yet.
  package var value: Value {
    state.withLock { state in
      switch state {
      case .made(let value): return value
      case .pending(let make):
        let value = make()
        state = .made(value)
        return value
      }
    }
  }
}

internal import HitAreaSupport

/// What a hook calls through to: the implementation it replaced, or, when it was added to a
/// class that only inherited the method, the superclass's implementation **looked up at call
/// time**.
///
/// Looking the superclass's implementation up at call time (rather than at install time)
/// honours hooks and swizzles installed later up the chain; starting from the hooked class's
/// superclass (rather than from the receiver's class) never finds the hook itself again, so a
/// call never recurses. The replaced implementation, another library's swizzle included, is
/// called as it is: it calls whatever it replaced in turn.
///
/// ``HookInstaller`` writes the replaced implementation under a lock, and **before** the hook
/// takes its place (then once more with what the runtime reports it replaced, in case another
/// library swizzled in between); ``implementation()`` reads it under that lock. So a call that
/// arrives, on any thread, the moment the hook is live already finds the replaced
/// implementation, and never calls the superclass's instead.
///
/// ```swift
/// // In a hook:
/// if let original = callThrough.implementation() { call(original) }
/// ```
package final class CallThrough<Runtime: MethodRuntime> {
  /// The runtime.
  package let runtime: Runtime
  /// The hooked method.
  package let selector: Runtime.Selector
  /// The class the hook was installed on.
  package let hookedClass: Runtime.Class
  /// The implementation the hook replaced, once installed; `nil` when it was added.
  private let replaced = Locked<Runtime.Implementation?>(nil)

  /// Creates a call-through for a method that `hookedClass` adds or overrides itself, without
  /// replacing anything: ``implementation()`` is the superclass's implementation, looked up at
  /// call time (what `super` calls).
  ///
  /// - Parameters:
  ///   - runtime: The runtime.
  ///   - selector: The method.
  ///   - hookedClass: The class that adds or overrides it.
  ///
  /// ```swift
  /// let superSendActions = CallThrough(
  ///   runtime: ObjectiveCRuntime(), selector: #selector(UIControl.sendActions(for:)),
  ///   hookedClass: HitAreaButton.self)
  /// ```
  package init(runtime: Runtime, selector: Runtime.Selector, hookedClass: Runtime.Class) {
    self.runtime = runtime
    self.selector = selector
    self.hookedClass = hookedClass
  }

  /// The implementation the hook replaced, `nil` when it was added to the class (or not
  /// installed yet).
  package var replacedImplementation: Runtime.Implementation? {
    replaced.withLock { $0 }
  }

  /// The implementation to call through to, now: the replaced one, or the superclass's.
  ///
  /// - Returns: `nil` only when nobody up the chain implements the method.
  ///
  /// - Complexity: One lock and, for an added hook, one method lookup.
  package func implementation() -> Runtime.Implementation? {
    if let replaced = replacedImplementation { return replaced }
    return runtime.superImplementation(of: selector, from: hookedClass)
  }

  /// Records the implementation the hook replaces (or is about to), under the lock
  /// ``implementation()`` reads it with.
  func record(replaced implementation: Runtime.Implementation?) {
    replaced.withLock { $0 = implementation }
  }
}

extension CallThrough: @unchecked Sendable where Runtime: Sendable {}

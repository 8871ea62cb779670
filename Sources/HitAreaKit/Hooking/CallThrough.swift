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
/// The replaced implementation is fixed when the call-through is made, **before** the hook is
/// built around it and takes its place (``HookInstaller`` builds a new hook, with a new
/// call-through, in the rare case another library swizzles the method in that instant). So a
/// call that arrives, on any thread, the moment the hook is live already finds the replaced
/// implementation and never calls the superclass's instead; and a call-through reads no lock:
/// an immutable value, or for an added hook the runtime's method cache
/// (``MethodRuntime/dispatchImplementation(of:in:)``).
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
  /// The implementation the hook replaces, `nil` when the hook is added to the class (or the
  /// call-through stands for `super`).
  package let replacedImplementation: Runtime.Implementation?

  /// Creates a call-through.
  ///
  /// Without `replaced`, for a method that `hookedClass` adds or overrides itself:
  /// ``implementation()`` is the superclass's implementation, looked up at call time (what
  /// `super` calls).
  ///
  /// - Parameters:
  ///   - runtime: The runtime.
  ///   - selector: The method.
  ///   - hookedClass: The class that adds or overrides it.
  ///   - replaced: The implementation the hook replaces in `hookedClass`'s own method list.
  ///
  /// ```swift
  /// let superSendActions = CallThrough(
  ///   runtime: ObjectiveCRuntime(), selector: #selector(UIControl.sendActions(for:)),
  ///   hookedClass: HitAreaButton.self)
  /// ```
  package init(
    runtime: Runtime, selector: Runtime.Selector, hookedClass: Runtime.Class,
    replacing replaced: Runtime.Implementation? = nil
  ) {
    self.runtime = runtime
    self.selector = selector
    self.hookedClass = hookedClass
    self.replacedImplementation = replaced
  }

  /// The implementation to call through to, now: the replaced one, or the superclass's.
  ///
  /// - Returns: `nil` only when nobody up the chain implements the method.
  ///
  /// - Complexity: O(1), no lock: the replaced implementation, or for an added hook one lookup
  ///   in the runtime's method cache.
  package func implementation() -> Runtime.Implementation? {
    if let replaced = replacedImplementation { return replaced }
    return runtime.superImplementation(of: selector, from: hookedClass)
  }
}

extension CallThrough: @unchecked Sendable where Runtime: Sendable {}

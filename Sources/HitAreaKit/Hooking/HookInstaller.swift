internal import HitAreaSupport

/// Installs runtime hooks the way the Objective-C runtime needs them installed: add-then-replace,
/// exactly once per class and method, on the class UIKit reports, never on hook-free classes,
/// with a call-through that finds the original at call time.
///
/// ``install(_:on:hook:)``:
/// 1. **The class UIKit reports.** A key-value-observed object's class is a subclass the runtime
///    made (`NSKVONotifying_Button`); its `class` method reports the real class (`Button`), and
///    the hook goes there (``hookTarget(for:)``), so every instance of the real class, observed
///    or not, gets it, and it survives the observation ending.
/// 2. **Never a hook-free class** (``MethodRuntime/isHookFree(_:)``): those apply HitAreaKit in
///    their own overrides.
/// 3. **Exactly once** per class and method, keyed by `ObjectIdentifier`, under a lock: a second
///    install is a no-op, whatever the thread.
/// 4. **Add, then replace.** When the class only inherits the method, the hook is *added* to it:
///    the superclass and the siblings are untouched, and the hook calls the superclass's
///    implementation found at call time (``CallThrough``). When the class has its own
///    implementation (UIKit's, the app's, another library's swizzle), the hook replaces it and
///    calls it; the hook is built around the implementation it replaces, before it is live, so
///    its call-through is an immutable value that no call has to lock.
///    Replacing an inherited method in place would change the superclass's method for every
///    sibling; the installer never does.
///
/// Hooks compose with each other and with other libraries' swizzles, in either order: a hook on
/// a superclass installed after one on its subclass runs too (the subclass's hook finds it when
/// it calls through); a swizzle installed before ours is what our hook calls; one installed after
/// ours calls our hook. Every call reaches the original implementation exactly once.
///
/// ```swift
/// let installer = HookInstaller(runtime: ObjectiveCRuntime())
/// installer.install(#selector(UIView.hitTest(_:with:)), on: Badge.self) { callThrough in
///   imp_implementationWithBlock(makeHitTestBlock(callThrough))
/// }
/// ```
package final class HookInstaller<Runtime: MethodRuntime> {
  /// A hooked method of a class.
  struct Key: Hashable {
    var cls: ObjectIdentifier
    var selector: Runtime.Selector
  }

  /// An installed hook.
  struct Hook {
    var implementation: Runtime.Implementation
    var callThrough: CallThrough<Runtime>
  }

  /// Everything the installer knows, behind one lock.
  struct State {
    var hooks: [Key: Hook] = [:]
    /// The classes whose own implementation of a method, while it is the class's own code, is
    /// HitAreaKit's (the hook-free classes' overrides) or the base's (`UIControl`'s gate).
    var ours: Set<Key> = []
    /// ``overrides(_:in:below:)`` answers.
    var overrides: [OverrideKey: CachedOverride] = [:]
    /// Each class's hook target, found once (the runtime-made test asks the dynamic linker),
    /// kept with the class's lineage: a disposed class's address reused is a new class.
    var targets = ClassCache<Runtime, Runtime.Class>()
  }

  /// The runtime the hooks are installed in.
  package let runtime: Runtime
  let state = Locked(State())

  /// Creates an installer.
  ///
  /// - Parameter runtime: The runtime to install hooks in.
  package init(runtime: Runtime) {
    self.runtime = runtime
  }

  /// The class a hook for instances of `cls` goes on: `cls`, or for a class a library made at run
  /// time (key-value observing, RxCocoa, Aspects, InterposeKit:
  /// ``MethodRuntime/isMadeAtRunTime(_:)``), the class it reports.
  ///
  /// - Parameter cls: An object's class (`object_getClass`, `type(of:)`).
  /// - Returns: The class UIKit reports for the object (`[object class]`).
  ///
  /// ```swift
  /// installer.hookTarget(for: NSClassFromString("NSKVONotifying_Badge")!)  // Badge
  /// ```
  package func hookTarget(for cls: Runtime.Class) -> Runtime.Class {
    state.withLock { $0.targets.value(for: cls, in: runtime) { $0.target } }
  }

  /// Installs a hook for `selector` on `cls` (on ``hookTarget(for:)``), once.
  ///
  /// `hook` gets the call-through the hook must use and returns the hook's implementation. It is
  /// called under the installer's lock, once (again only if another library replaces the method
  /// in the instant between the installer's look and its replacement): it must only build the
  /// implementation.
  ///
  /// - Parameters:
  ///   - selector: The method to hook.
  ///   - cls: The class of the objects whose calls the hook should see.
  ///   - hook: Builds the hook's implementation.
  /// - Returns: `true` if this call installed the hook, or put it back where another library
  ///   undid it (the class's method is again the one the hook replaced, or its superclass's);
  ///   `false` if it is installed (also under a later swizzle that calls through to it), the
  ///   class is hook-free, or nobody implements the method.
  ///
  /// - Complexity: O(1) once installed; the first install costs a method lookup and an add or
  ///   a replace.
  @discardableResult
  package func install(
    _ selector: Runtime.Selector, on cls: Runtime.Class,
    hook: (CallThrough<Runtime>) -> Runtime.Implementation
  ) -> Bool {
    let target = hookTarget(for: cls)
    guard !runtime.isHookFree(target) else { return false }
    let key = Key(cls: runtime.identifier(of: target), selector: selector)
    return state.withLock { state in
      let resolved = runtime.implementation(of: selector, in: target)
      guard resolved != nil else { return false }
      if let hook = state.hooks[key] {
        // Installed and live (the common case: a setter called again for every cell): the
        // runtime's cached lookup says so, without reading the class's method list.
        if resolved == hook.implementation { return false }
        let current = runtime.ownImplementation(of: selector, in: target)
        let undone =
          current != hook.implementation
          && (current == nil || current == hook.callThrough.replacedImplementation
            || current == runtime.superImplementation(of: selector, from: target))
        guard undone else { return false }
        if current == nil {
          _ = runtime.addMethod(selector, implementation: hook.implementation, to: target)
        } else {
          _ = runtime.setImplementation(of: selector, in: target, to: hook.implementation)
        }
        state.overrides.removeAll()
        return true
      }
      if runtime.ownImplementation(of: selector, in: target) == nil {
        let callThrough = CallThrough(runtime: runtime, selector: selector, hookedClass: target)
        let implementation = hook(callThrough)
        if runtime.addMethod(selector, implementation: implementation, to: target) {
          state.hooks[key] = Hook(implementation: implementation, callThrough: callThrough)
          return true
        }
        // Another library gave the class a method of its own in the meantime: replace it.
      }
      state.hooks[key] = replace(selector, in: target, hook: hook)
      return true
    }
  }

  /// Replaces the class's own implementation with a hook that calls it.
  ///
  /// The hook is built around the implementation it is about to replace, so a call the moment
  /// it is live finds it. Should another library replace the method between the look and the
  /// replacement (the runtime answers what it replaced), a new hook around that library's
  /// implementation takes the place of the first one, a few times at most.
  private func replace(
    _ selector: Runtime.Selector, in target: Runtime.Class,
    hook: (CallThrough<Runtime>) -> Runtime.Implementation
  ) -> Hook {
    var replacing = runtime.implementation(of: selector, in: target)
    var expected = replacing
    var installed: Hook
    var attempts = 0
    repeat {
      let callThrough = CallThrough(
        runtime: runtime, selector: selector, hookedClass: target, replacing: replacing)
      installed = Hook(implementation: hook(callThrough), callThrough: callThrough)
      let replaced = runtime.setImplementation(
        of: selector, in: target, to: installed.implementation)
      if replaced == expected { break }
      // The other library's implementation calls what it replaced; ours must call it.
      replacing = replaced
      expected = installed.implementation
      attempts += 1
    } while attempts < 4
    return installed
  }

  /// Whether a hook for `selector` is installed on the class `cls` reports (not inherited).
  ///
  /// - Parameters:
  ///   - selector: The method.
  ///   - cls: A class, or a class key-value observing made.
  ///
  /// ```swift
  /// installer.isHooked(#selector(UIView.hitTest(_:with:)), on: Badge.self)  // true
  /// ```
  package func isHooked(_ selector: Runtime.Selector, on cls: Runtime.Class) -> Bool {
    let key = Key(cls: runtime.identifier(of: hookTarget(for: cls)), selector: selector)
    return state.withLock { $0.hooks[key] != nil }
  }

  /// The implementation of the hook for `selector` on the class `cls` reports, if installed.
  ///
  /// - Parameters:
  ///   - selector: The method.
  ///   - cls: A class, or a class key-value observing made.
  package func hookImplementation(of selector: Runtime.Selector, on cls: Runtime.Class)
    -> Runtime.Implementation?
  {
    let key = Key(cls: runtime.identifier(of: hookTarget(for: cls)), selector: selector)
    return state.withLock { $0.hooks[key]?.implementation }
  }
}

extension HookInstaller: @unchecked Sendable where Runtime: Sendable {}

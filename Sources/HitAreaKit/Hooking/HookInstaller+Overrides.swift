extension HookInstaller {
  /// The key of a cached ``overrides(_:in:below:)`` answer.
  struct OverrideKey: Hashable {
    var cls: ObjectIdentifier
    var selector: Runtime.Selector
    var base: ObjectIdentifier
  }

  /// A cached ``overrides(_:in:below:)`` answer, with what the class resolved the method to when
  /// it was made.
  struct CachedOverride {
    var answer: Bool
    var resolution: MethodResolution<Runtime>
  }

  /// Records that `cls`'s own implementation of `selector` is HitAreaKit's (a hook-free class's
  /// override, such as `HitAreaView.hitTest(_:with:)`) or no more than its base's (`UIControl`'s
  /// disabled gate, which the engine applies itself): ``overrides(_:in:below:)`` does not count
  /// it, **while it is the class's own code** (``MethodRuntime/isImplementation(_:fromImageOf:)``).
  ///
  /// Another library's swizzle of that method, made before or after, is not the class's code:
  /// it counts as an override, so the classes below are asked through their own hit test and the
  /// other library's hook runs.
  ///
  /// - Parameters:
  ///   - selector: The method.
  ///   - cls: The class whose own implementation is HitAreaKit's or its base's.
  package func registerOwnOverride(of selector: Runtime.Selector, in cls: Runtime.Class) {
    let key = Key(cls: runtime.identifier(of: cls), selector: selector)
    state.withLock { state in
      state.ours.insert(key)
      state.overrides.removeAll()
    }
  }

  /// Whether instances of `cls` run an implementation of `selector` of their own: whether `cls`,
  /// or an ancestor below `base`, implements it with something other than `base`'s own
  /// implementation and HitAreaKit's (its hooks, and what ``registerOwnOverride(of:in:)``
  /// recorded).
  ///
  /// A class whose own implementation HitAreaKit's hook *replaced* counts by the replaced
  /// implementation: hooking a class never changes the answer. Another library's swizzle of
  /// `base` itself is `base`'s implementation; its swizzle of a subclass is an override. A class
  /// key-value observing made answers for the class it reports. A class that does not descend
  /// from `base` answers `false`.
  ///
  /// Answers are cached per class, method and base, with the implementations the class and its
  /// superclass resolve the method to when the answer was made (``MethodResolution``, read from
  /// the runtime's method cache): a library that swizzles later (QMUI swizzles lazily, on first
  /// use), or adds the method to a class in between, changes one of them, and the answer is made
  /// again. Safe to call from any thread; a thread that asks often keeps an ``OverrideMemo``,
  /// which asks without the installer's lock.
  ///
  /// - Parameters:
  ///   - selector: The method (`hitTest(_:with:)`).
  ///   - cls: The class to ask about.
  ///   - base: The class whose implementation is the default (`UIView`).
  /// - Returns: `true` if a class from `cls` up to, not including, `base` overrides the method.
  ///
  /// ```swift
  /// installer.overrides(#selector(UIView.hitTest(_:with:)), in: PassThroughView.self,
  ///                     below: UIView.self)  // true
  /// ```
  ///
  /// - Complexity: O(depth × methods) the first time per class, and after a swizzle; after that
  ///   two lookups in the runtime's method cache (the class's and its superclass's) and the
  ///   installer's lock.
  package func overrides(
    _ selector: Runtime.Selector, in cls: Runtime.Class, below base: Runtime.Class
  ) -> Bool {
    let target = hookTarget(for: cls)
    if madeAtRunTime(cls, below: target, implement: selector) { return true }
    let key = OverrideKey(
      cls: runtime.identifier(of: target), selector: selector, base: runtime.identifier(of: base))
    let resolution = MethodResolution(of: selector, in: target, runtime: runtime)
    return state.withLock { state in
      if let known = state.overrides[key], known.resolution == resolution {
        return known.answer
      }
      let answer = overrides(selector, in: target, below: base, state)
      state.overrides[key] = CachedOverride(answer: answer, resolution: resolution)
      return answer
    }
  }

  /// Whether a class made at run time below the class it reports implements `selector` itself.
  ///
  /// That is a per-object hook (InterposeKit's object hooks, Aspects' instance hooks, RxCocoa's
  /// intercepts) between `cls` and `target`, which the object runs. Key-value observing's
  /// subclasses implement no hit-testing method.
  private func madeAtRunTime(
    _ cls: Runtime.Class, below target: Runtime.Class, implement selector: Runtime.Selector
  ) -> Bool {
    let targetID = runtime.identifier(of: target)
    var current: Runtime.Class? = cls
    var steps = 0
    while let made = current, runtime.identifier(of: made) != targetID, steps < 64 {
      if runtime.ownImplementation(of: selector, in: made) != nil { return true }
      current = runtime.superclass(of: made)
      steps += 1
    }
    return false
  }

  private func overrides(
    _ selector: Runtime.Selector, in cls: Runtime.Class, below base: Runtime.Class, _ state: State
  ) -> Bool {
    let baseID = runtime.identifier(of: base)
    var below: [Runtime.Class] = []
    var current: Runtime.Class? = cls
    while let cls = current, runtime.identifier(of: cls) != baseID {
      below.append(cls)
      current = runtime.superclass(of: cls)
    }
    guard current != nil else { return false }  // not a descendant of base
    let baseImplementation = runtime.ownImplementation(of: selector, in: base)
    return below.contains { cls in
      guard let own = ownImplementation(selector, in: cls, state) else { return false }
      return own != baseImplementation && !isOurs(own, selector, in: cls, state)
    }
  }

  /// Whether a class's own implementation is one ``registerOwnOverride(of:in:)`` named: the
  /// registered class's own code, not a swizzle of it.
  private func isOurs(
    _ own: Runtime.Implementation, _ selector: Runtime.Selector, in cls: Runtime.Class,
    _ state: State
  ) -> Bool {
    state.ours.contains(Key(cls: runtime.identifier(of: cls), selector: selector))
      && runtime.isImplementation(own, fromImageOf: cls)
  }

  /// The class's own implementation with HitAreaKit's hook seen through: the implementation the
  /// hook replaced, or none if the hook was added.
  private func ownImplementation(
    _ selector: Runtime.Selector, in cls: Runtime.Class, _ state: State
  ) -> Runtime.Implementation? {
    guard let own = runtime.ownImplementation(of: selector, in: cls) else { return nil }
    let key = Key(cls: runtime.identifier(of: cls), selector: selector)
    guard let hook = state.hooks[key], hook.implementation == own else { return own }
    return hook.callThrough.replacedImplementation
  }
}

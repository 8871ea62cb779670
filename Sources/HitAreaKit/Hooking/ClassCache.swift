/// Answers kept per class, safe against a disposed class's address being reused: each answer is
/// kept with its class's ``ClassLineage`` and made again when the class at that address no
/// longer has it.
///
/// A value type with no lock: keep it where one thread uses it (a main-actor adapter's static),
/// or behind the lock of its owner (``HookInstaller``).
///
/// ```swift
/// var facts = ClassCache<ObjectiveCRuntime, ClassFacts>()
/// let answer = facts.value(for: type(of: view), in: runtime) { target in ClassFacts(target) }
/// ```
package struct ClassCache<Runtime: MethodRuntime, Value> {
  /// A kept answer.
  struct Entry {
    var lineage: ClassLineage<Runtime>
    var value: Value
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// An empty cache.
  package init() {}

  /// The answer for `cls`: the kept one while the class at its address has the same lineage,
  /// else `make`'s for the class it reports, kept.
  ///
  /// - Parameters:
  ///   - cls: A class (an object's class: possibly made at run time).
  ///   - runtime: The runtime it lives in.
  ///   - make: Makes the answer; gets the class's lineage (its ``ClassLineage/target`` is the
  ///     class it reports).
  /// - Complexity: O(1) and a few superclass reads when kept.
  package mutating func value(
    for cls: Runtime.Class, in runtime: Runtime, make: (ClassLineage<Runtime>) -> Value
  ) -> Value {
    update(for: cls, in: runtime, make: make) { value, _ in value }
  }

  /// Runs `body` on the answer kept for `cls` (made by `make` first when there is none, or the
  /// class at its address has another lineage), which `body` may change.
  ///
  /// - Parameters:
  ///   - cls: A class.
  ///   - runtime: The runtime it lives in.
  ///   - make: Makes a fresh answer from the class's lineage.
  ///   - body: Reads or changes the answer; gets the lineage too.
  /// - Returns: What `body` returns.
  package mutating func update<Result>(
    for cls: Runtime.Class, in runtime: Runtime, make: (ClassLineage<Runtime>) -> Value,
    _ body: (inout Value, ClassLineage<Runtime>) -> Result
  ) -> Result {
    let key = runtime.identifier(of: cls)
    if let kept = entries[key], !kept.lineage.matches(cls, in: runtime) {
      entries[key] = nil  // another class now lives at that address
    }
    return Self.run(
      body,
      on: &entries[
        key,
        default: {
          let lineage = ClassLineage(of: cls, in: runtime)
          return Entry(lineage: lineage, value: make(lineage))
        }()])
  }

  private static func run<Result>(
    _ body: (inout Value, ClassLineage<Runtime>) -> Result, on entry: inout Entry
  ) -> Result {
    body(&entry.value, entry.lineage)
  }

  /// Forgets every answer.
  package mutating func removeAll() { entries.removeAll() }
}

/// A class and the classes above it up to the class it reports: what an answer cached for a
/// class depends on, and what tells a cached class from a new one at the same address.
///
/// Classes a library makes at run time (Key-Value Observing, Aspects, InterposeKit:
/// ``MethodRuntime/isMadeAtRunTime(_:)``) can be disposed of (`objc_disposeClassPair`), and a
/// class made later can be given the same address, so `ObjectIdentifier(cls)` alone may name
/// another class than the one an answer was made for. A class loaded from an image is never
/// disposed of, and an address a runtime-made class had can only be another runtime-made
/// class's. So a lineage lists the identities from the class up to its first ancestor that is
/// not made at run time, the class it reports (``target``); a class whose superclass chain
/// still has those identities reports the same class, and an answer that depends only on that
/// class (and on method lists, checked apart) still holds.
///
/// ```swift
/// let lineage = ClassLineage(of: observedClass, in: runtime)  // NSKVONotifying_Badge, Badge
/// lineage.target                                               // Badge
/// lineage.matches(observedClass, in: runtime)                  // true while it lives
/// ```
package struct ClassLineage<Runtime: MethodRuntime> {
  /// The identities of the class and its runtime-made ancestors, then of ``target``.
  package private(set) var identities: [ObjectIdentifier]
  /// The class the class reports: itself, or its first ancestor not made at run time.
  package private(set) var target: Runtime.Class

  /// The lineage of a class now.
  ///
  /// - Parameters:
  ///   - cls: A class.
  ///   - runtime: The runtime it lives in.
  ///
  /// - Complexity: One ``MethodRuntime/isMadeAtRunTime(_:)`` question per class from `cls` to
  ///   its target.
  package init(of cls: Runtime.Class, in runtime: Runtime) {
    var target = cls
    var identities = [runtime.identifier(of: cls)]
    while runtime.isMadeAtRunTime(target), let superclass = runtime.superclass(of: target) {
      target = superclass
      identities.append(runtime.identifier(of: superclass))
    }
    self.identities = identities
    self.target = target
  }

  /// Whether `cls` (at the address the lineage starts from) still has this lineage: the same
  /// identities up its superclass chain.
  ///
  /// - Complexity: O(identities): superclass reads, no method lookup.
  package func matches(_ cls: Runtime.Class, in runtime: Runtime) -> Bool {
    var current: Runtime.Class? = cls
    for (index, identity) in identities.enumerated() {
      guard let now = current, runtime.identifier(of: now) == identity else { return false }
      if index + 1 < identities.count { current = runtime.superclass(of: now) }
    }
    return true
  }
}

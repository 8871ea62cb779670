/// ``HookInstaller/overrides(_:in:below:)`` answers kept by one thread, asked without a lock:
/// what a hit test on the main thread asks of every view it visits.
///
/// An answer is kept per class (an object's class, possibly made at run time: kept with its
/// ``ClassLineage``, so a disposed class's reused address is a new class), method and base, with
/// the ``MethodResolution`` of the class it reports. While both hold, a question costs two
/// lookups in the runtime's method cache and a few superclass reads; otherwise the installer is
/// asked (under its lock) and the answer kept again. Not thread-safe: keep one per thread (the
/// UIKit adapter keeps one for the main thread). A kept answer does not see a later
/// ``HookInstaller/registerOwnOverride(of:in:)``: register before the first question.
///
/// ```swift
/// @MainActor var memo = OverrideMemo<ObjectiveCRuntime>()
/// memo.overrides(hitTest, in: type(of: view), below: UIView.self, asking: installer)
/// ```
package struct OverrideMemo<Runtime: MethodRuntime> {
  /// A method and a base.
  struct Question: Hashable {
    var selector: Runtime.Selector
    var base: ObjectIdentifier
  }

  /// A kept answer and the resolution it was made under.
  struct Answer {
    var overrides: Bool
    var resolution: MethodResolution<Runtime>
  }

  private var classes = ClassCache<Runtime, [Question: Answer]>()

  /// An empty memo.
  package init() {}

  /// ``HookInstaller/overrides(_:in:below:)``, kept.
  ///
  /// - Parameters:
  ///   - selector: The method.
  ///   - cls: The class to ask about.
  ///   - base: The class whose implementation is the default.
  ///   - installer: The installer that knows the hooks and answers what is not kept.
  /// - Returns: Whether a class from `cls` up to, not including, `base` overrides the method.
  package mutating func overrides(
    _ selector: Runtime.Selector, in cls: Runtime.Class, below base: Runtime.Class,
    asking installer: HookInstaller<Runtime>
  ) -> Bool {
    let runtime = installer.runtime
    let question = Question(selector: selector, base: runtime.identifier(of: base))
    return classes.update(
      for: cls, in: runtime, make: { _ in [:] },
      { answers, lineage in
        // Resolved from the object's own class: a per-object hook (InterposeKit, Aspects) puts
        // the method on the class made at run time, below the class it reports.
        let resolution = MethodResolution(of: selector, in: cls, runtime: runtime)
        if let kept = answers[question], kept.resolution == resolution { return kept.overrides }
        let answer = installer.overrides(selector, in: cls, below: base)
        answers[question] = Answer(overrides: answer, resolution: resolution)
        return answer
      })
  }
}

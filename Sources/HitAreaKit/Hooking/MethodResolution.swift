/// What a class and its superclass resolve a method to now, read from the runtime's method cache
/// (``MethodRuntime/dispatchImplementation(of:in:)``: `class_getMethodImplementation`, no lock,
/// no method-list search): what tells whether an answer about the class's overrides still
/// holds.
///
/// A later swizzle of the class changes the first; a method added later to a class between the
/// class and its base (under a hook of this class, which still resolves to the hook) changes the
/// second.
///
/// ```swift
/// let before = MethodResolution(of: hitTest, in: Badge.self, runtime: runtime)
/// // … QMUI swizzles lazily …
/// MethodResolution(of: hitTest, in: Badge.self, runtime: runtime) == before  // false
/// ```
package struct MethodResolution<Runtime: MethodRuntime>: Equatable {
  /// What the class resolves the method to.
  var resolved: Runtime.Implementation?
  /// What its superclass resolves it to.
  var superResolved: Runtime.Implementation?

  /// What `cls` and its superclass resolve `selector` to now.
  ///
  /// - Parameters:
  ///   - selector: The method.
  ///   - cls: The class.
  ///   - runtime: The runtime.
  package init(of selector: Runtime.Selector, in cls: Runtime.Class, runtime: Runtime) {
    resolved = runtime.dispatchImplementation(of: selector, in: cls)
    superResolved = runtime.superImplementation(of: selector, from: cls)
  }
}

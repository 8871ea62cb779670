/// The few operations of a message-dispatch runtime that installing a hook needs: the
/// Objective-C runtime's, as a protocol.
///
/// The UIKit adapter's conformance calls the Objective-C runtime (`class_copyMethodList`,
/// `class_getInstanceMethod`, `class_addMethod`, `method_setImplementation`, …); the tests'
/// conformance is a model of that runtime. ``HookInstaller`` decides everything else, so the
/// install logic itself runs, and is tested, anywhere Swift runs.
///
/// Conformers follow the Objective-C runtime's rules, including its traps:
/// ``setImplementation(of:in:to:)`` changes the method that ``implementation(of:in:)`` finds,
/// which for a class that only inherits the method is its superclass's.
///
/// ```swift
/// struct ObjectiveCRuntime: MethodRuntime {
///   func superclass(of cls: AnyClass) -> AnyClass? { class_getSuperclass(cls) }
///   // …
/// }
/// let installer = HookInstaller(runtime: ObjectiveCRuntime())
/// ```
package protocol MethodRuntime {
  /// A class (`AnyClass`).
  associatedtype Class
  /// A method's name (`Selector`).
  associatedtype Selector: Hashable
  /// A method's implementation (`IMP`).
  associatedtype Implementation: Hashable

  /// The identity of a class: `ObjectIdentifier(cls)`.
  func identifier(of cls: Class) -> ObjectIdentifier

  /// The class's name (`class_getName`).
  func name(of cls: Class) -> String

  /// The class's superclass, `nil` for a root class (`class_getSuperclass`).
  func superclass(of cls: Class) -> Class?

  /// The implementation in the class's own method list, `nil` if the class only inherits the
  /// method or nobody implements it (`class_copyMethodList`).
  func ownImplementation(of selector: Selector, in cls: Class) -> Implementation?

  /// The implementation an instance of the class runs, its own or inherited; `nil` if nobody
  /// implements it (`class_getInstanceMethod`, `method_getImplementation`).
  func implementation(of selector: Selector, in cls: Class) -> Implementation?

  /// Adds a method to the class's own method list, with the type encoding of the inherited
  /// method (`class_addMethod`).
  ///
  /// - Returns: `false`, changing nothing, when the class has its own method already or no class
  ///   in its chain implements the method.
  func addMethod(_ selector: Selector, implementation: Implementation, to cls: Class) -> Bool

  /// Sets the implementation of the method ``implementation(of:in:)`` finds, which may be a
  /// superclass's (`method_setImplementation(class_getInstanceMethod(cls, selector), imp)`).
  ///
  /// - Returns: The implementation it replaced, `nil` if nobody implements the method.
  func setImplementation(of selector: Selector, in cls: Class, to implementation: Implementation)
    -> Implementation?

  /// Whether the class applies HitAreaKit in its own overrides and must never be hooked (the
  /// UIKit adapter's `HitAreaHosting` classes and their subclasses). `false` unless a conformer
  /// says otherwise.
  func isHookFree(_ cls: Class) -> Bool

  /// Whether the class was made at run time by a library that subclasses an object's class and
  /// hides it behind `-class` (Key-Value Observing, RxCocoa, Aspects, InterposeKit): such a class
  /// has no image (`class_getImageName` is `NULL`). Hooks go on the class it stands for. By
  /// default, a class named with Key-Value Observing's prefix.
  func isMadeAtRunTime(_ cls: Class) -> Bool

  /// The implementation a message to an instance of the class runs, for a call through to it:
  /// the runtime's method cache where there is one (`class_getMethodImplementation`), so a hook
  /// that calls its superclass pays no method-list search per call. By default
  /// ``implementation(of:in:)``.
  ///
  /// On the Objective-C runtime it never answers `nil`: a selector nobody implements gives
  /// `_objc_msgForward`. Ask it only for methods that exist (the hooked ones are `UIView`'s,
  /// `UIResponder`'s and `UIControl`'s), and ``implementation(of:in:)`` whether one does.
  func dispatchImplementation(of selector: Selector, in cls: Class) -> Implementation?

  /// Whether an implementation is the class's own code: it lies in the image the class was
  /// loaded from (`dladdr` of the `IMP` names the file `class_getImageName` names), so it is not
  /// another library's swizzle of the class's method. `true` unless a conformer can tell.
  func isImplementation(_ implementation: Implementation, fromImageOf cls: Class) -> Bool
}

extension MethodRuntime {
  /// No class is hook-free unless the runtime says so.
  package func isHookFree(_ cls: Class) -> Bool { false }

  /// A class named `NSKVONotifying_…`.
  package func isMadeAtRunTime(_ cls: Class) -> Bool {
    name(of: cls).hasPrefix("NSKVONotifying_")
  }

  /// `true`: the runtime cannot tell.
  package func isImplementation(_ implementation: Implementation, fromImageOf cls: Class) -> Bool {
    true
  }

  /// ``implementation(of:in:)``.
  package func dispatchImplementation(of selector: Selector, in cls: Class) -> Implementation? {
    implementation(of: selector, in: cls)
  }

  /// What `super` runs from a method of `cls`: the superclass's implementation, looked up now
  /// (`objc_msgSendSuper`).
  ///
  /// - Parameters:
  ///   - selector: The method.
  ///   - cls: The class whose method calls `super`.
  /// - Returns: `nil` for a root class; otherwise ``dispatchImplementation(of:in:)`` of the
  ///   superclass, which the Objective-C runtime answers for every selector.
  ///
  /// ```swift
  /// runtime.superImplementation(of: #selector(UIView.hitTest(_:with:)), from: Badge.self)
  /// ```
  package func superImplementation(of selector: Selector, from cls: Class) -> Implementation? {
    guard let superclass = superclass(of: cls) else { return nil }
    return dispatchImplementation(of: selector, in: superclass)
  }
}

import Foundation
import HitAreaKit

/// A model of the Objective-C runtime, faithful in what hooking depends on, so that
/// ``HookInstaller`` runs and is checked on Linux.
///
/// - Classes have a name, a superclass and their **own** method list; lookup walks up the
///   chain (`class_getInstanceMethod`).
/// - `class_addMethod` (``addMethod(_:implementation:to:)``) fails when the class has its own
///   method; `method_setImplementation` (``setImplementation(of:in:to:)``) changes the method
///   lookup finds, **which is the superclass's when the class only inherits it** (the classic
///   swizzling trap: every sibling changes).
/// - Message sends: ``send(_:to:)`` starts at the object's `isa`, ``sendSuper(_:to:from:)`` at a
///   class's superclass, both looking up at call time.
/// - Key-value observing (``observe(_:)``) puts the object in a runtime-made subclass named
///   `NSKVONotifying_<Class>`, which reports the real class.
/// - ``exchangeImplementations(_:_:in:)`` is `method_exchangeImplementations`, for the other
///   libraries' swizzles.
/// - Calls nested deeper than ``maxDepth`` on one object stop and set ``recursionDetected``
///   (infinite recursion becomes a test failure, not a crash).
///
/// Thread-safe: one lock guards the method lists and the trace; implementations run outside it.
///
/// ```swift
/// let runtime = RuntimeModel()
/// let button = runtime.makeClass("Button", superclass: runtime.view)
/// runtime.send("hitTest", to: ModelObject(button))
/// runtime.trace  // ["UIView.hitTest"]
/// ```
public final class RuntimeModel: MethodRuntime, @unchecked Sendable {
  /// The class of the model.
  public typealias Class = ModelClass
  /// Selectors are strings.
  public typealias Selector = String
  /// Implementations are identity-compared objects.
  public typealias Implementation = ModelImplementation

  private let lock = NSLock()
  private var traceStorage: [String] = []
  private var hookFree: Set<ObjectIdentifier> = []
  private var observingClasses: [ObjectIdentifier: ModelClass] = [:]
  private var madeAtRunTime: Set<ObjectIdentifier> = []
  private var methodListReadCount = 0
  private var methodLookupCount = 0
  private var recursion = false

  /// How deep calls on one object may nest before the model calls it recursion.
  public var maxDepth = 32
  /// Called right after ``setImplementation(of:in:to:)`` changed a method, before it returns:
  /// the moment another thread could call the new implementation.
  public var onSetImplementation: ((ModelClass, String) -> Void)?
  /// Called when ``setImplementation(of:in:to:)`` starts, before it changes anything: the moment
  /// another thread could swizzle the method first.
  public var beforeSetImplementation: ((ModelClass, String) -> Void)?

  /// The selectors `UIView` implements in the model: `hitTest`, `pointInside`.
  public static let viewSelectors = ["hitTest", "pointInside"]

  /// `NSObject`, the root class.
  public private(set) var object: ModelClass
  /// `UIView`: implements ``viewSelectors``, each recording `UIView.<selector>`.
  public private(set) var view: ModelClass

  /// Creates a runtime with `NSObject` and `UIView`.
  public init() {
    object = ModelClass(name: "NSObject", superclass: nil, methods: [:])
    view = object
    view = makeClass(
      "UIView", superclass: object,
      methods: Dictionary(
        uniqueKeysWithValues: Self.viewSelectors.map { ($0, recording("UIView.\($0)")) }))
  }

  // MARK: Building

  /// Makes a class; `methods` are its image's own code.
  public func makeClass(
    _ name: String, superclass: ModelClass?, methods: [String: ModelImplementation] = [:]
  ) -> ModelClass {
    ModelClass(name: name, superclass: superclass, methods: methods)
  }

  /// Makes a class at run time (`objc_allocateClassPair`), as a library does; with
  /// `reusingAddressOf`, at the address of a class that was disposed of
  /// (`objc_disposeClassPair`), which the caller no longer uses.
  public func makeClassAtRunTime(
    _ name: String, superclass: ModelClass, reusingAddressOf disposed: ModelClass? = nil
  ) -> ModelClass {
    let made = ModelClass(
      name: name, superclass: superclass, methods: [:],
      address: disposed?.address ?? ClassAddress())
    lock.withLock { _ = madeAtRunTime.insert(ObjectIdentifier(made.address)) }
    return made
  }

  /// An implementation that only records `name` in the trace.
  public func recording(_ name: String) -> ModelImplementation {
    ModelImplementation(name) { [unowned self] _ in record(name) }
  }

  /// An override that records `name`, then calls `super` (a send to `cls`'s superclass).
  public func callingSuper(_ name: String, _ selector: String, in cls: @escaping () -> ModelClass)
    -> ModelImplementation
  {
    ModelImplementation(name) { [unowned self] object in
      record(name)
      sendSuper(selector, to: object, from: cls())
    }
  }

  /// A hook as HitAreaKit's adapters build them: records `name`, then calls through.
  package func hook(_ name: String, through callThrough: CallThrough<RuntimeModel>)
    -> ModelImplementation
  {
    ModelImplementation(name) { [unowned self] object in
      record(name)
      if let original = callThrough.implementation() { call(original, on: object) }
    }
  }

  /// Marks a class (and so its subclasses) hook-free.
  public func markHookFree(_ cls: ModelClass) {
    lock.withLock { _ = hookFree.insert(ObjectIdentifier(cls)) }
  }

  // MARK: Running

  /// Appends to the trace.
  public func record(_ entry: String) {
    lock.withLock { traceStorage.append(entry) }
  }

  /// Everything recorded so far.
  public var trace: [String] { lock.withLock { traceStorage } }

  /// Forgets the trace.
  public func clearTrace() { lock.withLock { traceStorage.removeAll() } }

  /// Whether a call nested deeper than ``maxDepth``.
  public var recursionDetected: Bool { lock.withLock { recursion } }

  /// How many times a class's own method list was read (``ownImplementation(of:in:)``).
  public var methodListReads: Int { lock.withLock { methodListReadCount } }

  /// How many times a method was looked up through the method lists
  /// (``implementation(of:in:)``: `class_getInstanceMethod`, which takes the runtime's lock),
  /// rather than through the method cache (``dispatchImplementation(of:in:)``).
  public var methodLookups: Int { lock.withLock { methodLookupCount } }

  /// `objc_msgSend`: looks `selector` up from the object's `isa`, at call time (through the
  /// method cache), and calls it.
  public func send(_ selector: String, to object: ModelObject) {
    guard let implementation = dispatchImplementation(of: selector, in: object.isa) else {
      record("unrecognized selector \(selector)")
      return
    }
    call(implementation, on: object)
  }

  /// `objc_msgSendSuper`: looks `selector` up from `cls`'s superclass, at call time.
  public func sendSuper(_ selector: String, to object: ModelObject, from cls: ModelClass) {
    guard let superclass = cls.superclass,
      let implementation = dispatchImplementation(of: selector, in: superclass)
    else { return }
    call(implementation, on: object)
  }

  /// Calls an implementation, stopping runaway recursion.
  public func call(_ implementation: ModelImplementation, on object: ModelObject) {
    guard object.depth < maxDepth else {
      lock.withLock { recursion = true }
      return
    }
    object.depth += 1
    defer { object.depth -= 1 }
    implementation.body(object)
  }

  /// Key-value observing: moves the object into `NSKVONotifying_<Class>`, made once per class.
  public func observe(_ object: ModelObject) {
    let cls = object.isa
    object.isa = lock.withLock {
      if let made = observingClasses[ObjectIdentifier(cls)] { return made }
      let made = ModelClass(
        name: "NSKVONotifying_\(cls.name)", superclass: cls,
        methods: ["class": ModelImplementation("KVO.class") { _ in }])
      observingClasses[ObjectIdentifier(cls)] = made
      madeAtRunTime.insert(ObjectIdentifier(made.address))
      return made
    }
  }

  /// A library's subclass of the object's class made at run time and hidden behind `-class`
  /// (Aspects' `<Class>_Aspects_`, InterposeKit's `InterposeKit_<Class><uuid>`): the object moves
  /// into it.
  @discardableResult
  public func subclassAtRunTime(_ object: ModelObject, named name: String) -> ModelClass {
    lock.withLock {
      let made = ModelClass(name: name, superclass: object.isa, methods: [:])
      madeAtRunTime.insert(ObjectIdentifier(made.address))
      object.isa = made
      return made
    }
  }

  /// `method_exchangeImplementations` of the methods lookup finds for `a` and `b` in `cls`.
  public func exchangeImplementations(_ a: String, _ b: String, in cls: ModelClass) {
    lock.withLock {
      guard let ownerA = owner(of: a, from: cls), let ownerB = owner(of: b, from: cls),
        let implementationA = ownerA.methods[a], let implementationB = ownerB.methods[b]
      else { return }
      ownerA.methods[a] = implementationB
      ownerB.methods[b] = implementationA
    }
  }

  /// Adds or replaces a method in the class's own list, as a library's category or
  /// `class_replaceMethod` would; `compiled`: as the class's own code (an override written in
  /// the class, for classes whose methods refer to the class itself).
  public func setOwnMethod(
    _ selector: String, _ implementation: ModelImplementation, in cls: ModelClass,
    compiled: Bool = false
  ) {
    lock.withLock {
      cls.methods[selector] = implementation
      if compiled { cls.compiled.insert(implementation) }
    }
  }

  private func owner(of selector: String, from cls: ModelClass) -> ModelClass? {
    var current: ModelClass? = cls
    while let cls = current {
      if cls.methods[selector] != nil { return cls }
      current = cls.superclass
    }
    return nil
  }

  // MARK: MethodRuntime

  /// The class's address (`ObjectIdentifier(cls)` for a real class).
  public func identifier(of cls: ModelClass) -> ObjectIdentifier {
    ObjectIdentifier(cls.address)
  }

  /// `class_getName`.
  public func name(of cls: ModelClass) -> String { cls.name }

  /// `class_getSuperclass`.
  public func superclass(of cls: ModelClass) -> ModelClass? { cls.superclass }

  /// The class's own method list.
  public func ownImplementation(of selector: String, in cls: ModelClass) -> ModelImplementation? {
    lock.withLock {
      methodListReadCount += 1
      return cls.methods[selector]
    }
  }

  /// `class_getInstanceMethod`, `method_getImplementation` (counted in ``methodLookups``).
  public func implementation(of selector: String, in cls: ModelClass) -> ModelImplementation? {
    lock.withLock {
      methodLookupCount += 1
      return owner(of: selector, from: cls)?.methods[selector]
    }
  }

  /// `class_getMethodImplementation`: the same answer, from the method cache (not counted).
  public func dispatchImplementation(of selector: String, in cls: ModelClass)
    -> ModelImplementation?
  {
    lock.withLock { owner(of: selector, from: cls)?.methods[selector] }
  }

  /// Whether the implementation was compiled into the class (given when it was made, or added
  /// with `compiled: true`), not set by another library.
  public func isImplementation(_ implementation: ModelImplementation, fromImageOf cls: ModelClass)
    -> Bool
  {
    lock.withLock { cls.compiled.contains(implementation) }
  }

  /// `class_addMethod`: fails if the class has its own method, or nobody implements it.
  public func addMethod(
    _ selector: String, implementation: ModelImplementation, to cls: ModelClass
  ) -> Bool {
    lock.withLock {
      guard cls.methods[selector] == nil, owner(of: selector, from: cls) != nil else {
        return false
      }
      cls.methods[selector] = implementation
      return true
    }
  }

  /// `method_setImplementation(class_getInstanceMethod(cls, selector), implementation)`: changes
  /// the method lookup finds, the superclass's if `cls` only inherits it.
  public func setImplementation(
    of selector: String, in cls: ModelClass, to implementation: ModelImplementation
  ) -> ModelImplementation? {
    beforeSetImplementation?(cls, selector)
    let old: ModelImplementation? = lock.withLock {
      guard let owner = owner(of: selector, from: cls) else { return nil }
      let old = owner.methods[selector]
      owner.methods[selector] = implementation
      return old
    }
    if old != nil { onSetImplementation?(cls, selector) }
    return old
  }

  /// Whether the class was made at run time (``observe(_:)``, ``subclassAtRunTime(_:named:)``).
  public func isMadeAtRunTime(_ cls: ModelClass) -> Bool {
    lock.withLock { madeAtRunTime.contains(ObjectIdentifier(cls.address)) }
  }

  /// Whether the class or an ancestor was marked hook-free.
  public func isHookFree(_ cls: ModelClass) -> Bool {
    lock.withLock {
      var current: ModelClass? = cls
      while let cls = current {
        if hookFree.contains(ObjectIdentifier(cls)) { return true }
        current = cls.superclass
      }
      return false
    }
  }
}

import HitAreaKit

/// A class of the ``RuntimeModel``: a name, a superclass and its own method list.
public final class ModelClass: CustomStringConvertible, @unchecked Sendable {
  /// `class_getName`.
  public let name: String
  /// `class_getSuperclass`.
  public let superclass: ModelClass?
  /// The class's own method list, by selector (guarded by the runtime's lock).
  var methods: [String: ModelImplementation]
  /// The implementations compiled into the class's image (given when it was made, or added as
  /// its own code); anything else in its method list is another library's.
  var compiled: Set<ModelImplementation>
  /// Where the class lives.
  ///
  /// `ObjectIdentifier(address)` is the class's identity. A class made after another was
  /// disposed of may be given the same address, as the Objective-C runtime's allocator may.
  let address: ClassAddress

  init(
    name: String, superclass: ModelClass?, methods: [String: ModelImplementation],
    address: ClassAddress = ClassAddress()
  ) {
    self.name = name
    self.superclass = superclass
    self.methods = methods
    self.compiled = Set(methods.values)
    self.address = address
  }

  /// The name.
  public var description: String { name }
}

/// The memory a ``ModelClass`` occupies: its identity, which a disposed class's successor may
/// reuse.
public final class ClassAddress: Sendable {
  init() {}
}

/// A method implementation (`IMP`) of the ``RuntimeModel``: equal only to itself.
public final class ModelImplementation: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// A name for traces.
  public let name: String
  /// What it does when called on an object.
  public let body: (ModelObject) -> Void

  /// Creates an implementation.
  public init(_ name: String, body: @escaping (ModelObject) -> Void) {
    self.name = name
    self.body = body
  }

  /// Identity.
  public static func == (a: ModelImplementation, b: ModelImplementation) -> Bool { a === b }

  /// Identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The name.
  public var description: String { name }
}

/// An object of the ``RuntimeModel``: its `isa` class, and the class it reports.
public final class ModelObject: @unchecked Sendable {
  /// `object_getClass`: the class message sends start from (a key-value observing subclass
  /// while observed).
  public internal(set) var isa: ModelClass
  /// `[object class]`: the class it was made as, whatever key-value observing did to `isa`.
  public let reportedClass: ModelClass
  /// How deep the calls on this object are nested now (the model's recursion guard).
  var depth = 0

  /// Creates an instance of `cls`.
  public init(_ cls: ModelClass) {
    isa = cls
    reportedClass = cls
  }
}

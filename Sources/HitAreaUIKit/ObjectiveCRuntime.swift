#if canImport(UIKit)
import Foundation
import HitAreaKit
import ObjectiveC
import UIKit

/// The Objective-C runtime as HitAreaKit's ``HitAreaKit/MethodRuntime``: what the hook
/// installer (``HitAreaKit/HookInstaller``) needs, and nothing it decides.
struct ObjectiveCRuntime: MethodRuntime, Sendable {
  typealias Class = AnyClass
  typealias Selector = ObjectiveC.Selector
  typealias Implementation = IMP

  func identifier(of cls: AnyClass) -> ObjectIdentifier { ObjectIdentifier(cls) }

  func name(of cls: AnyClass) -> String { String(cString: class_getName(cls)) }

  func superclass(of cls: AnyClass) -> AnyClass? { class_getSuperclass(cls) }

  func ownImplementation(of selector: Selector, in cls: AnyClass) -> IMP? {
    var count: UInt32 = 0
    guard let methods = class_copyMethodList(cls, &count) else { return nil }
    defer { free(methods) }
    for index in 0..<Int(count) where method_getName(methods[index]) == selector {
      return method_getImplementation(methods[index])
    }
    return nil
  }

  func implementation(of selector: Selector, in cls: AnyClass) -> IMP? {
    class_getInstanceMethod(cls, selector).map(method_getImplementation)
  }

  func addMethod(_ selector: Selector, implementation: IMP, to cls: AnyClass) -> Bool {
    guard let inherited = class_getInstanceMethod(cls, selector) else { return false }
    return class_addMethod(cls, selector, implementation, method_getTypeEncoding(inherited))
  }

  func setImplementation(of selector: Selector, in cls: AnyClass, to implementation: IMP) -> IMP? {
    guard let method = class_getInstanceMethod(cls, selector) else { return nil }
    return method_setImplementation(method, implementation)
  }

  /// ``HitAreaHosting`` classes apply HitAreaKit in their own overrides.
  func isHookFree(_ cls: AnyClass) -> Bool { cls is HitAreaHosting.Type }

  /// A class with no image: made at run time (`objc_allocateClassPair`) by Key-Value Observing,
  /// RxCocoa, Aspects, InterposeKit.
  func isMadeAtRunTime(_ cls: AnyClass) -> Bool { class_getImageName(cls) == nil }

  /// Whether the `IMP` lies in the file the class was loaded from (`dladdr`,
  /// `class_getImageName`, both the path dyld loaded it from): UIKit's own code for
  /// `UIControl`, not a library's swizzle.
  func isImplementation(_ implementation: IMP, fromImageOf cls: AnyClass) -> Bool {
    guard let classImage = class_getImageName(cls) else { return false }
    var info = Dl_info()
    guard dladdr(unsafeBitCast(implementation, to: UnsafeRawPointer.self), &info) != 0,
      let file = info.dli_fname
    else { return false }
    return strcmp(file, classImage) == 0
  }

  /// `class_getMethodImplementation`: the runtime's method cache.
  func dispatchImplementation(of selector: Selector, in cls: AnyClass) -> IMP? {
    class_getMethodImplementation(cls, selector)
  }
}
#endif  // canImport(UIKit)

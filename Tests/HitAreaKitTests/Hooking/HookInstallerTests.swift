import Foundation
import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The hook-install logic against a model of the Objective-C runtime: add-then-replace, once per
/// class, on the class UIKit reports, composing with other hooks and other libraries' swizzles.
@Suite struct HookInstallerTests {
  let runtime = RuntimeModel()
  let installer: HookInstaller<RuntimeModel>

  init() {
    installer = HookInstaller(runtime: runtime)
  }

  /// Installs the standard test hook (records `hook@<the class it lands on>`, then calls
  /// through).
  @discardableResult
  func hook(_ cls: ModelClass, _ selector: String = "hitTest") -> Bool {
    installer.install(selector, on: cls) {
      runtime.hook("hook@\($0.hookedClass.name)", through: $0)
    }
  }

  /// Sends `hitTest` to a new instance of `cls` and returns the trace.
  func callHitTest(on cls: ModelClass) -> [String] {
    runtime.clearTrace()
    runtime.send("hitTest", to: ModelObject(cls))
    return runtime.trace
  }

  @Test func aClassThatOnlyInheritsGetsTheHookAddedAndCallsTheSuperclass() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    let sibling = runtime.makeClass("Label", superclass: runtime.view)
    #expect(hook(button))
    #expect(installer.isHooked("hitTest", on: button))
    #expect(runtime.ownImplementation(of: "hitTest", in: button) != nil)
    #expect(callHitTest(on: button) == ["hook@Button", "UIView.hitTest"])
    // The superclass and the siblings are untouched.
    #expect(callHitTest(on: sibling) == ["UIView.hitTest"])
    #expect(callHitTest(on: runtime.view) == ["UIView.hitTest"])
    #expect(!installer.isHooked("hitTest", on: runtime.view))
  }

  @Test func aClassWithItsOwnImplementationGetsItReplacedAndCallsIt() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    button.addMethods(
      runtime, ["hitTest": runtime.callingSuper("Button.hitTest", "hitTest") { button }])
    let original = runtime.ownImplementation(of: "hitTest", in: button)
    #expect(hook(button))
    let callThrough = installer.hookImplementation(of: "hitTest", on: button)
    #expect(callThrough != nil && callThrough != original)
    #expect(callHitTest(on: button) == ["hook@Button", "Button.hitTest", "UIView.hitTest"])
  }

  @Test func superImplementationIsTheSuperclassesFoundNow() {
    let control = runtime.makeClass("Control", superclass: runtime.view)
    let button = runtime.makeClass("Button", superclass: control)
    let viewImplementation = runtime.implementation(of: "hitTest", in: runtime.view)
    #expect(runtime.superImplementation(of: "hitTest", from: button) == viewImplementation)
    hook(control)
    #expect(
      runtime.superImplementation(of: "hitTest", from: button)
        == installer.hookImplementation(of: "hitTest", on: control))
    #expect(runtime.superImplementation(of: "hitTest", from: runtime.object) == nil)
  }

  @Test func exactlyOncePerClassAndMethod() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    #expect(hook(button))
    #expect(!hook(button))
    #expect(hook(button, "pointInside"))
    #expect(callHitTest(on: button) == ["hook@Button", "UIView.hitTest"])
    var built = 0
    installer.install("hitTest", on: button) { _ in
      built += 1
      return runtime.recording("never")
    }
    #expect(built == 0)
  }

  /// A setter installs again for every cell it is called on: once the hook is live, that costs
  /// one cached lookup and no read of the class's method list (review 4, finding 8).
  @Test func installingAgainReadsNoMethodList() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    #expect(hook(button))
    let reads = runtime.methodListReads
    for _ in 0..<10 { #expect(!hook(button)) }
    #expect(runtime.methodListReads == reads)
    #expect(callHitTest(on: button) == ["hook@Button", "UIView.hitTest"])
  }

  @Test func aMethodNobodyImplementsIsNotHooked() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    #expect(!hook(button, "noSuchMethod"))
    #expect(!installer.isHooked("noSuchMethod", on: button))
  }

  @Test func keyValueObservedObjectsGetTheHookOnTheClassUIKitReports() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    let observed = ModelObject(button)
    runtime.observe(observed)
    let observingClass = observed.isa
    #expect(observingClass.name == "NSKVONotifying_Button")
    #expect(installer.hookTarget(for: observingClass) === button)

    #expect(hook(observingClass))  // what type(of: object) would give
    #expect(installer.isHooked("hitTest", on: button))
    #expect(runtime.ownImplementation(of: "hitTest", in: observingClass) == nil)
    #expect(!hook(button))  // the same class: once

    runtime.clearTrace()
    runtime.send("hitTest", to: observed)
    #expect(runtime.trace == ["hook@Button", "UIView.hitTest"])
    #expect(callHitTest(on: button) == ["hook@Button", "UIView.hitTest"])
  }

  @Test func aSuperclassHookedAfterItsSubclass() {
    let control = runtime.makeClass("Control", superclass: runtime.view)
    let button = runtime.makeClass("Button", superclass: control)
    hook(button)
    hook(control)
    #expect(callHitTest(on: button) == ["hook@Button", "hook@Control", "UIView.hitTest"])
    #expect(callHitTest(on: control) == ["hook@Control", "UIView.hitTest"])
    #expect(!runtime.recursionDetected)
  }

  @Test func aSuperclassHookedAfterItsSubclassWhenBothOverrideAndCallSuper() {
    let control = runtime.makeClass("Control", superclass: runtime.view)
    control.addMethods(
      runtime, ["hitTest": runtime.callingSuper("Control.hitTest", "hitTest") { control }])
    let button = runtime.makeClass("Button", superclass: control)
    button.addMethods(
      runtime, ["hitTest": runtime.callingSuper("Button.hitTest", "hitTest") { button }])
    hook(button)
    hook(control)
    #expect(
      callHitTest(on: button) == [
        "hook@Button", "Button.hitTest", "hook@Control", "Control.hitTest", "UIView.hitTest",
      ])
    #expect(!runtime.recursionDetected)
  }

  @Test func aSubclassHookedAfterItsSuperclass() {
    let control = runtime.makeClass("Control", superclass: runtime.view)
    let button = runtime.makeClass("Button", superclass: control)
    hook(control)
    hook(button)
    #expect(callHitTest(on: button) == ["hook@Button", "hook@Control", "UIView.hitTest"])
    #expect(callHitTest(on: control) == ["hook@Control", "UIView.hitTest"])
  }

  @Test func aCallThroughLookedUpFromTheReceiversClassWouldRecurse() {
    // The model catches the classic mistake: calling "super" from the receiver's class rather
    // than from the hooked class.
    let control = runtime.makeClass("Control", superclass: runtime.view)
    let button = runtime.makeClass("Button", superclass: control)
    let naive = ModelImplementation("naive") { [runtime] object in
      runtime.record("naive")
      if let superclass = object.isa.superclass,
        let original = runtime.implementation(of: "hitTest", in: superclass)
      {
        runtime.call(original, on: object)
      }
    }
    #expect(runtime.addMethod("hitTest", implementation: naive, to: control))
    _ = callHitTest(on: button)
    #expect(runtime.recursionDetected)
  }

  @Test func replacingAnInheritedMethodInPlaceWouldChangeTheSiblings() {
    // The trap add-then-replace avoids: method_setImplementation on what a subclass inherits.
    let button = runtime.makeClass("Button", superclass: runtime.view)
    let label = runtime.makeClass("Label", superclass: runtime.view)
    _ = runtime.setImplementation(
      of: "hitTest", in: button, to: runtime.recording("swizzled"))
    #expect(callHitTest(on: label) == ["swizzled"])
  }

  @Test func anotherLibrarysSwizzleBeforeOurs() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    // The other library adds-then-replaces too, keeping what it replaced.
    let theirs = ModelImplementation("theirs") { [runtime] object in
      runtime.record("theirs")
      runtime.sendSuper("hitTest", to: object, from: button)
    }
    #expect(runtime.addMethod("hitTest", implementation: theirs, to: button))
    hook(button)
    #expect(callHitTest(on: button) == ["hook@Button", "theirs", "UIView.hitTest"])
  }

  @Test func anotherLibrarysSwizzleAfterOurs() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    hook(button)
    // The other library replaces our method and calls what it replaced.
    var replaced: ModelImplementation?
    let theirs = ModelImplementation("theirs") { [runtime] object in
      runtime.record("theirs")
      if let replaced { runtime.call(replaced, on: object) }
    }
    replaced = runtime.setImplementation(of: "hitTest", in: button, to: theirs)
    #expect(callHitTest(on: button) == ["theirs", "hook@Button", "UIView.hitTest"])
  }

  @Test func anotherLibrarysExchangeAfterOurs() {
    // method_exchangeImplementations with its own xx_hitTest, which calls xx_hitTest (now ours).
    let button = runtime.makeClass("Button", superclass: runtime.view)
    hook(button)
    runtime.setOwnMethod(
      "xx_hitTest",
      ModelImplementation("theirs") { [runtime] object in
        runtime.record("theirs")
        runtime.send("xx_hitTest", to: object)
      }, in: button)
    runtime.exchangeImplementations("hitTest", "xx_hitTest", in: button)
    #expect(callHitTest(on: button) == ["theirs", "hook@Button", "UIView.hitTest"])
  }

  @Test func anotherLibrarysSwizzleOfTheSuperclassAfterOurs() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    hook(button)
    var replaced: ModelImplementation?
    let theirs = ModelImplementation("theirs") { [runtime] object in
      runtime.record("theirs")
      if let replaced { runtime.call(replaced, on: object) }
    }
    replaced = runtime.setImplementation(of: "hitTest", in: runtime.view, to: theirs)
    #expect(callHitTest(on: button) == ["hook@Button", "theirs", "UIView.hitTest"])
  }

  @Test func hookFreeClassesAndTheirSubclassesAreNeverHooked() {
    let hosting = runtime.makeClass("HitAreaButton", superclass: runtime.view)
    let custom = runtime.makeClass("MyButton", superclass: hosting)
    runtime.markHookFree(hosting)
    #expect(!hook(hosting))
    #expect(!hook(custom))
    #expect(!installer.isHooked("hitTest", on: custom))
    #expect(runtime.ownImplementation(of: "hitTest", in: hosting) == nil)
    #expect(callHitTest(on: custom) == ["UIView.hitTest"])
  }

  @Test func concurrentInstallsAndCallsReachTheOriginalOnce() {
    let classes = (0..<8).map { runtime.makeClass("Button\($0)", superclass: runtime.view) }
    let installed = Recorder()
    DispatchQueue.concurrentPerform(iterations: 64) { i in
      let cls = classes[i % classes.count]
      if installer.install("hitTest", on: cls, hook: { runtime.hook("hook", through: $0) }) {
        installed.add()
      }
      runtime.send("hitTest", to: ModelObject(cls))
    }
    #expect(installed.count == classes.count)
    let trace = runtime.trace
    #expect(trace.filter { $0 == "UIView.hitTest" }.count == 64)
    #expect(trace.filter { $0 == "hook" }.count <= 64)
    for cls in classes {
      #expect(callHitTest(on: cls) == ["hook", "UIView.hitTest"])
    }
  }

  @Test func aCallTheMomentTheHookReplacesAnImplementationCallsTheReplacedOne() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    button.addMethods(runtime, ["hitTest": runtime.callingSuper("own", "hitTest") { button }])
    var during: [String] = []
    runtime.onSetImplementation = { [runtime] cls, _ in
      runtime.clearTrace()
      runtime.send("hitTest", to: ModelObject(cls))
      during = runtime.trace
    }
    hook(button)
    #expect(during == ["hook@Button", "own", "UIView.hitTest"])
  }

  @Test func concurrentReplacingInstallsNeverSkipTheReplacedImplementation() {
    // A call that arrives while the hook replaces a class's own implementation must call that
    // implementation, never the superclass's (the replaced one is recorded under a lock).
    let classes = (0..<8).map { n in
      let cls = runtime.makeClass("Button\(n)", superclass: runtime.view)
      runtime.setOwnMethod("hitTest", runtime.callingSuper("own", "hitTest") { cls }, in: cls)
      return cls
    }
    DispatchQueue.concurrentPerform(iterations: 64) { i in
      let cls = classes[i % classes.count]
      installer.install("hitTest", on: cls) { runtime.hook("hook", through: $0) }
      runtime.send("hitTest", to: ModelObject(cls))
    }
    let trace = runtime.trace
    #expect(trace.filter { $0 == "own" }.count == 64)
    #expect(trace.filter { $0 == "UIView.hitTest" }.count == 64)
  }

  /// Another library swizzles the method in the instant between the installer's look and its
  /// replacement: the hook ends up calling that library's implementation, which calls the
  /// class's own, each once.
  @Test func aSwizzleBetweenTheLookAndTheReplacementIsCalledThrough() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    button.addMethods(runtime, ["hitTest": runtime.callingSuper("own", "hitTest") { button }])
    let own = runtime.ownImplementation(of: "hitTest", in: button)
    let theirs = ModelImplementation("theirs") { [runtime] object in
      runtime.record("theirs")
      if let own { runtime.call(own, on: object) }
    }
    var raced = false
    runtime.beforeSetImplementation = { [runtime] cls, selector in
      guard !raced else { return }
      raced = true
      runtime.setOwnMethod(selector, theirs, in: cls)
    }
    #expect(hook(button))
    #expect(raced)
    #expect(callHitTest(on: button) == ["hook@Button", "theirs", "own", "UIView.hitTest"])
    #expect(!hook(button))
  }

  /// A call-through reads what it replaced as a fixed value, and an added hook's call-through
  /// reads the runtime's method cache: no method-list lookup per call.
  @Test func callThroughsLookNothingUpInTheMethodLists() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    let label = runtime.makeClass("Label", superclass: runtime.view)
    label.addMethods(runtime, ["hitTest": runtime.callingSuper("own", "hitTest") { label }])
    hook(button)
    hook(label)
    let lookups = runtime.methodLookups
    for _ in 0..<10 {
      _ = installer.hookImplementation(of: "hitTest", on: button).map {
        runtime.call($0, on: ModelObject(button))
      }
      _ = installer.hookImplementation(of: "hitTest", on: label).map {
        runtime.call($0, on: ModelObject(label))
      }
    }
    #expect(runtime.methodLookups == lookups)
  }

  /// A thread-safe counter.
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
  }
}

extension ModelClass {
  /// Adds methods to the class's own list after it was made (for classes whose methods refer to
  /// the class itself).
  func addMethods(_ runtime: RuntimeModel, _ methods: [String: ModelImplementation]) {
    for (selector, implementation) in methods {
      runtime.setOwnMethod(selector, implementation, in: self, compiled: true)
    }
  }
}

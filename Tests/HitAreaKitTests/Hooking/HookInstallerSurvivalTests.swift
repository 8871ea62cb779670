import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// Hooks among other swizzlers coming and going: a hook another library undid is put back, the
/// override cache follows a later swizzle, and classes libraries make at run time are seen
/// through.
@Suite struct HookInstallerSurvivalTests {
  let runtime = RuntimeModel()
  let installer: HookInstaller<RuntimeModel>

  init() {
    installer = HookInstaller(runtime: runtime)
  }

  @discardableResult
  func hook(_ cls: ModelClass) -> Bool {
    installer.install("hitTest", on: cls) {
      runtime.hook("hook@\($0.hookedClass.name)", through: $0)
    }
  }

  func callHitTest(on cls: ModelClass) -> [String] {
    runtime.clearTrace()
    runtime.send("hitTest", to: ModelObject(cls))
    return runtime.trace
  }

  /// A library that swizzles and later unswizzles puts back the implementation our hook
  /// replaced: the next install puts our hook back, once.
  @Test func aHookAnotherLibraryUndidIsPutBack() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    button.addMethods(
      runtime, ["hitTest": runtime.callingSuper("Button.hitTest", "hitTest") { button }])
    let original = runtime.ownImplementation(of: "hitTest", in: button)
    #expect(hook(button))
    // The other library restores what it found before ours (its "unswizzle" of an earlier swap).
    if let original { _ = runtime.setImplementation(of: "hitTest", in: button, to: original) }
    #expect(callHitTest(on: button) == ["Button.hitTest", "UIView.hitTest"])
    #expect(hook(button))
    #expect(callHitTest(on: button) == ["hook@Button", "Button.hitTest", "UIView.hitTest"])
    #expect(!hook(button))
  }

  /// An added hook undone by setting the class's method to its superclass's is put back too.
  @Test func anAddedHookSetBackToTheSuperclassIsPutBack() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    #expect(hook(button))
    if let inherited = runtime.implementation(of: "hitTest", in: runtime.view) {
      runtime.setOwnMethod("hitTest", inherited, in: button)
    }
    #expect(callHitTest(on: button) == ["UIView.hitTest"])
    #expect(hook(button))
    #expect(callHitTest(on: button) == ["hook@Button", "UIView.hitTest"])
  }

  /// A later swizzle that calls through keeps our hook in the chain: nothing is reinstalled.
  @Test func aLaterSwizzleThatCallsThroughIsLeftAlone() {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    hook(button)
    var replaced: ModelImplementation?
    let theirs = ModelImplementation("theirs") { [runtime] object in
      runtime.record("theirs")
      if let replaced { runtime.call(replaced, on: object) }
    }
    replaced = runtime.setImplementation(of: "hitTest", in: button, to: theirs)
    #expect(!hook(button))
    #expect(callHitTest(on: button) == ["theirs", "hook@Button", "UIView.hitTest"])
  }

  /// QMUI swizzles lazily: a class that did not override `hitTest` when first asked and does now
  /// (a library added an implementation to it) answers `true` the next time.
  @Test func theOverrideCacheFollowsALaterSwizzle() {
    let card = runtime.makeClass("Card", superclass: runtime.view)
    #expect(!installer.overrides("hitTest", in: card, below: runtime.view))
    runtime.setOwnMethod("hitTest", runtime.recording("qmui_hitTest"), in: card)
    #expect(installer.overrides("hitTest", in: card, below: runtime.view))
  }

  /// The answer is cached while nothing changes: no method list is read again.
  @Test func theOverrideCacheReadsNoMethodListWhileNothingChanges() {
    let card = runtime.makeClass("Card", superclass: runtime.view)
    _ = installer.overrides("hitTest", in: card, below: runtime.view)
    let reads = runtime.methodListReads
    for _ in 0..<100 { _ = installer.overrides("hitTest", in: card, below: runtime.view) }
    #expect(runtime.methodListReads == reads)
  }

  /// Aspects' and InterposeKit's subclasses, made at run time, are seen through like
  /// key-value observing's: the hook goes on the class the object reports.
  @Test(arguments: ["Button_Aspects_", "InterposeKit_Button0123456789ABCDEF0123456789ABCDEF"])
  func runtimeSubclassesAreSeenThrough(name: String) {
    let button = runtime.makeClass("Button", superclass: runtime.view)
    let object = ModelObject(button)
    let made = runtime.subclassAtRunTime(object, named: name)
    #expect(installer.hookTarget(for: made) === button)
    #expect(hook(made))
    #expect(installer.isHooked("hitTest", on: button))
  }
}

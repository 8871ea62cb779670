import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// Whether a class implements `hitTest` itself (what `HitAreaRuntime.overridesHitTest(_:)`
/// answers), against the runtime model.
@Suite struct HookInstallerOverridesTests {
  let runtime = RuntimeModel()
  let installer: HookInstaller<RuntimeModel>

  init() {
    installer = HookInstaller(runtime: runtime)
  }

  func overrides(_ cls: ModelClass) -> Bool {
    installer.overrides("hitTest", in: cls, below: runtime.view)
  }

  func subclass(_ name: String, of superclass: ModelClass, overriding: Bool = false) -> ModelClass {
    runtime.makeClass(
      name, superclass: superclass,
      methods: overriding ? ["hitTest": runtime.recording("\(name).hitTest")] : [:])
  }

  func hook(_ cls: ModelClass) {
    installer.install("hitTest", on: cls) { runtime.hook("hook", through: $0) }
  }

  @Test func inheritingUIViewsImplementationIsNoOverride() {
    let plain = subclass("Plain", of: runtime.view)
    let deeper = subclass("Deeper", of: plain)
    #expect(!overrides(plain))
    #expect(!overrides(deeper))
    #expect(!overrides(runtime.view))
  }

  @Test func aClassOrAnAncestorBelowUIViewWithItsOwnImplementationOverrides() {
    let overlay = subclass("PassThroughView", of: runtime.view, overriding: true)
    let mine = subclass("MyOverlay", of: overlay)
    #expect(overrides(overlay))
    #expect(overrides(mine))
  }

  @Test func ourAddedHookIsNoOverride() {
    let plain = subclass("Plain", of: runtime.view)
    let deeper = subclass("Deeper", of: plain)
    hook(plain)
    #expect(runtime.ownImplementation(of: "hitTest", in: plain) != nil)
    #expect(!overrides(plain))
    #expect(!overrides(deeper))
  }

  @Test func ourHookOnAClassThatOverridesKeepsTheAnswer() {
    let overlay = subclass("PassThroughView", of: runtime.view, overriding: true)
    hook(overlay)
    #expect(overrides(overlay))
  }

  @Test func ourHookOnUIViewItselfIsUIViews() {
    let plain = subclass("Plain", of: runtime.view)
    hook(runtime.view)
    #expect(!overrides(plain))
  }

  @Test func anotherLibrarysSwizzleOfUIViewIsUIViews() {
    let plain = subclass("Plain", of: runtime.view)
    _ = runtime.setImplementation(of: "hitTest", in: runtime.view, to: runtime.recording("theirs"))
    #expect(!overrides(plain))
  }

  @Test func anotherLibrarysSwizzleOfASubclassIsAnOverride() {
    let plain = subclass("Plain", of: runtime.view)
    #expect(runtime.addMethod("hitTest", implementation: runtime.recording("theirs"), to: plain))
    #expect(overrides(plain))
  }

  @Test func ourHostingClassesOverridesAreOursButTheirSubclassesOverridesAreNot() {
    let hosting = subclass("HitAreaView", of: runtime.view, overriding: true)
    runtime.markHookFree(hosting)
    installer.registerOwnOverride(of: "hitTest", in: hosting)
    // Objective-C classes live forever; keep the model's alive so identities are not reused.
    let card = subclass("Card", of: hosting)
    let customCard = subclass("CustomCard", of: hosting, overriding: true)
    #expect(!overrides(hosting))
    #expect(!overrides(card))
    #expect(overrides(customCard))
  }

  @Test func registeringAfterAQuestionIsHonoured() {
    let hosting = subclass("HitAreaView", of: runtime.view, overriding: true)
    #expect(overrides(hosting))
    installer.registerOwnOverride(of: "hitTest", in: hosting)
    #expect(!overrides(hosting))
  }

  @Test func aKeyValueObservingClassAnswersForTheClassItReports() {
    let overlay = subclass("PassThroughView", of: runtime.view, overriding: true)
    let plain = subclass("Plain", of: runtime.view)
    let a = ModelObject(overlay)
    let b = ModelObject(plain)
    runtime.observe(a)
    runtime.observe(b)
    #expect(overrides(a.isa))
    #expect(!overrides(b.isa))
  }

  @Test func aClassOutsideUIViewIsNoOverride() {
    let other = runtime.makeClass(
      "NSFormatter", superclass: runtime.object,
      methods: ["hitTest": runtime.recording("other")])
    #expect(!overrides(other))
  }

  /// Our hook added on `Badge`, then another library adds `hitTest` to `Base` between it and
  /// UIView, lazily (QMUI's way): `Badge` still resolves to our hook, yet it now overrides.
  @Test func aMethodAddedLaterToAMiddleClassIsSeen() {
    let base = subclass("Base", of: runtime.view)
    let badge = subclass("Badge", of: base)
    hook(badge)
    #expect(!overrides(badge))
    #expect(runtime.addMethod("hitTest", implementation: runtime.recording("theirs"), to: base))
    #expect(overrides(badge))
    #expect(overrides(base))
  }

  @Test func answersAreCachedPerClass() {
    let deep = (0..<5).reduce(runtime.view) { cls, n in subclass("Level\(n)", of: cls) }
    #expect(!overrides(deep))
    let reads = runtime.methodListReads
    #expect(!overrides(deep))
    #expect(runtime.methodListReads == reads)
    // Another class is asked anew.
    let other = subclass("Other", of: runtime.view)
    #expect(!overrides(other))
    #expect(runtime.methodListReads > reads)
  }
}

/// Another library's swizzle of a class whose own `hitTest` is registered as the base's
/// (`UIControl`), and the cost of an override question once answered.
@Suite struct HookInstallerRegisteredOverrideTests {
  let runtime = RuntimeModel()
  let installer: HookInstaller<RuntimeModel>
  let control: ModelClass
  let button: ModelClass

  init() {
    installer = HookInstaller(runtime: runtime)
    control = runtime.makeClass(
      "UIControl", superclass: runtime.view,
      methods: ["hitTest": runtime.recording("UIControl.hitTest")])
    button = runtime.makeClass("UIButton", superclass: control)
  }

  func overrides(_ cls: ModelClass) -> Bool {
    installer.overrides("hitTest", in: cls, below: runtime.view)
  }

  func theirs(replacing original: ModelImplementation?) -> ModelImplementation {
    ModelImplementation("theirs") { [runtime] object in
      runtime.record("theirs")
      if let original { runtime.call(original, on: object) }
    }
  }

  @Test func theRegisteredClassesOwnCodeIsNoOverride() {
    installer.registerOwnOverride(of: "hitTest", in: control)
    #expect(!overrides(control))
    #expect(!overrides(button))
  }

  /// A library swizzled `UIControl`'s `hitTest` before HitAreaKit registered it: its
  /// implementation is not `UIControl`'s code, so controls are asked through their own hit test
  /// and the library's hook runs.
  @Test func aSwizzleMadeBeforeTheRegistrationIsAnOverride() {
    let original = runtime.ownImplementation(of: "hitTest", in: control)
    _ = runtime.setImplementation(of: "hitTest", in: control, to: theirs(replacing: original))
    installer.registerOwnOverride(of: "hitTest", in: control)
    #expect(overrides(control))
    #expect(overrides(button))
  }

  @Test func aSwizzleMadeAfterTheRegistrationIsAnOverride() {
    installer.registerOwnOverride(of: "hitTest", in: control)
    #expect(!overrides(button))
    let original = runtime.ownImplementation(of: "hitTest", in: control)
    _ = runtime.setImplementation(of: "hitTest", in: control, to: theirs(replacing: original))
    #expect(overrides(button))
  }

  /// A hook on the registered class over another library's swizzle calls that library's
  /// implementation, and the class still counts as overriding.
  @Test func aHookOverAnotherLibrarysSwizzleCallsItAndCounts() {
    let original = runtime.ownImplementation(of: "hitTest", in: control)
    _ = runtime.setImplementation(of: "hitTest", in: control, to: theirs(replacing: original))
    installer.registerOwnOverride(of: "hitTest", in: control)
    installer.install("hitTest", on: control) { runtime.hook("hook", through: $0) }
    runtime.clearTrace()
    runtime.send("hitTest", to: ModelObject(button))
    #expect(runtime.trace == ["hook", "theirs", "UIControl.hitTest"])
    #expect(overrides(button))
  }

  /// Once answered, a question reads the runtime's method cache only: no method-list lookup
  /// (`class_getInstanceMethod` takes the runtime's lock and searches).
  @Test func anAnsweredQuestionLooksNothingUpInTheMethodLists() {
    installer.registerOwnOverride(of: "hitTest", in: control)
    _ = overrides(button)
    let lookups = runtime.methodLookups
    let reads = runtime.methodListReads
    for _ in 0..<100 { _ = overrides(button) }
    #expect(runtime.methodLookups == lookups)
    #expect(runtime.methodListReads == reads)
  }
}

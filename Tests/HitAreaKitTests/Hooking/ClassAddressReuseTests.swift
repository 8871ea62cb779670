import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// Classes a library makes at run time (Aspects, InterposeKit) are disposed of, and a class made
/// later may get the same address: answers kept per class must not pass to the new class.
@Suite struct ClassAddressReuseTests {
  let runtime = RuntimeModel()
  let installer: HookInstaller<RuntimeModel>
  let plain: ModelClass
  let overlay: ModelClass

  init() {
    installer = HookInstaller(runtime: runtime)
    plain = runtime.makeClass("PlainView", superclass: runtime.view)
    overlay = runtime.makeClass(
      "PassThroughView", superclass: runtime.view,
      methods: ["hitTest": runtime.recording("PassThroughView.hitTest")])
  }

  /// Two runtime-made classes stacked on `PlainView` (Aspects' subclass, then key-value
  /// observing's on top), disposed of; two new ones at the same addresses stacked on
  /// `PassThroughView`.
  func reusedStack() -> (old: ModelClass, new: ModelClass) {
    let aspects = runtime.makeClassAtRunTime("PlainView_Aspects_", superclass: plain)
    let observing = runtime.makeClassAtRunTime(
      "NSKVONotifying_PlainView_Aspects_", superclass: aspects)
    let newAspects = runtime.makeClassAtRunTime(
      "PassThroughView_InterposeKit_", superclass: overlay, reusingAddressOf: aspects)
    let newObserving = runtime.makeClassAtRunTime(
      "NSKVONotifying_PassThroughView_InterposeKit_", superclass: newAspects,
      reusingAddressOf: observing)
    return (observing, newObserving)
  }

  @Test func theModelReusesTheAddress() {
    let (old, new) = reusedStack()
    #expect(runtime.identifier(of: old) == runtime.identifier(of: new))
    #expect(
      runtime.identifier(of: old.superclass ?? old) == runtime.identifier(of: new.superclass ?? new)
    )
  }

  @Test func theHookTargetOfAReusedAddressIsTheNewClasss() {
    let (old, new) = reusedStack()
    #expect(installer.hookTarget(for: old) === plain)
    #expect(installer.hookTarget(for: new) === overlay)
  }

  @Test func anOverrideAnswerForAReusedAddressIsTheNewClasss() {
    let (old, new) = reusedStack()
    #expect(!installer.overrides("hitTest", in: old, below: runtime.view))
    #expect(installer.overrides("hitTest", in: new, below: runtime.view))
  }

  @Test func aMemoAnswerForAReusedAddressIsTheNewClasss() {
    let (old, new) = reusedStack()
    var memo = OverrideMemo<RuntimeModel>()
    let oldAnswer = memo.overrides("hitTest", in: old, below: runtime.view, asking: installer)
    let newAnswer = memo.overrides("hitTest", in: new, below: runtime.view, asking: installer)
    #expect(!oldAnswer)
    #expect(newAnswer)
  }

  @Test func aClassCacheMakesTheAnswerAgainForAReusedAddress() {
    let (old, new) = reusedStack()
    var names = ClassCache<RuntimeModel, String>()
    var made = 0
    let name = { (cls: ModelClass) in
      names.value(for: cls, in: runtime) {
        made += 1
        return $0.target.name
      }
    }
    #expect(name(old) == "PlainView")
    #expect(name(old) == "PlainView")
    #expect(made == 1)
    #expect(name(new) == "PassThroughView")
    #expect(made == 2)
  }

  @Test func aLineageListsTheClassUpToTheClassItReports() {
    let (old, _) = reusedStack()
    let lineage = ClassLineage(of: old, in: runtime)
    #expect(lineage.target === plain)
    #expect(lineage.identities.count == 3)
    #expect(lineage.matches(old, in: runtime))
    #expect(ClassLineage(of: plain, in: runtime).identities == [runtime.identifier(of: plain)])
  }
}

/// The main thread's memo of override answers: the installer's answers, kept, and made again
/// when a library swizzles later or adds the method to a class in between.
@Suite final class OverrideMemoTests {
  let runtime = RuntimeModel()
  let installer: HookInstaller<RuntimeModel>
  var memo = OverrideMemo<RuntimeModel>()

  init() {
    installer = HookInstaller(runtime: runtime)
  }

  func overrides(_ cls: ModelClass) -> Bool {
    memo.overrides("hitTest", in: cls, below: runtime.view, asking: installer)
  }

  @Test func answersAsTheInstaller() {
    let plain = runtime.makeClass("Plain", superclass: runtime.view)
    let overlay = runtime.makeClass(
      "Overlay", superclass: runtime.view, methods: ["hitTest": runtime.recording("own")])
    let observed = ModelObject(overlay)
    runtime.observe(observed)
    #expect(!overrides(plain))
    #expect(overrides(overlay))
    #expect(overrides(observed.isa))
  }

  /// A per-object hook (InterposeKit's object hook, Aspects' instance hook) puts `hitTest` on
  /// the class made at run time for that one object: the object overrides it, and is asked, while
  /// the class it reports and its other objects do not (review 4, finding 4).
  @Test func aPerObjectHookCounts() {
    let overlay = runtime.makeClass("Overlay", superclass: runtime.view)
    let hooked = ModelObject(overlay)
    let made = runtime.subclassAtRunTime(hooked, named: "InterposeKit_Overlay")
    #expect(!overrides(made))
    runtime.setOwnMethod("hitTest", runtime.recording("object hook"), in: made)
    #expect(overrides(made))
    #expect(installer.overrides("hitTest", in: made, below: runtime.view))
    #expect(!overrides(overlay))
  }

  @Test func followsALaterSwizzle() {
    let card = runtime.makeClass("Card", superclass: runtime.view)
    #expect(!overrides(card))
    runtime.setOwnMethod("hitTest", runtime.recording("qmui_hitTest"), in: card)
    #expect(overrides(card))
  }

  @Test func followsAMethodAddedLaterToAMiddleClass() {
    let base = runtime.makeClass("Base", superclass: runtime.view)
    let badge = runtime.makeClass("Badge", superclass: base)
    installer.install("hitTest", on: badge) { runtime.hook("hook", through: $0) }
    #expect(!overrides(badge))
    #expect(runtime.addMethod("hitTest", implementation: runtime.recording("theirs"), to: base))
    #expect(overrides(badge))
  }

  @Test func aKeptAnswerLooksNothingUpInTheMethodLists() {
    let deep = (0..<5).reduce(runtime.view) { cls, n in
      runtime.makeClass("Level\(n)", superclass: cls)
    }
    #expect(!overrides(deep))
    let (lookups, reads) = (runtime.methodLookups, runtime.methodListReads)
    for _ in 0..<100 { #expect(!overrides(deep)) }
    #expect(runtime.methodLookups == lookups)
    #expect(runtime.methodListReads == reads)
  }
}

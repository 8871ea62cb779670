import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The class a view reports, seen through the subclasses libraries make at run time, and the
/// private-class rule on it.
@Suite struct ReportedClassNameTests {
  @Test(arguments: [
    ("NSKVONotifying_UIButton", "UIButton", false),
    ("_RX_namespace_UIButton", "UIButton", false),
    ("UIButton_Aspects_", "UIButton", false),
    ("InterposeKit_UIButton0123456789abcdef0123456789abcdef", "UIButton", false),
    ("NSKVONotifying__UISwitchInternalView", "_UISwitchInternalView", true),
    ("_UIHostingView<Feature.Root>", "_UIHostingView<Feature.Root>", true),
    ("SwiftUI._UIHostingView<Feature.Root>", "SwiftUI._UIHostingView<Feature.Root>", true),
    ("MyApp.Card", "MyApp.Card", false),
    ("MyApp._PrivateCard", "MyApp._PrivateCard", true),
  ])
  func namesAreReadForTheClassTheyStandFor(runtimeName: String, name: String, isPrivate: Bool) {
    let reported = ReportedClassName(runtimeName)
    #expect(reported.name == name)
    #expect(reported.isPrivate == isPrivate)
    #expect(TargetFacts(className: runtimeName).isPrivateClass == isPrivate)
  }

  /// The answer without parsing (a name with no underscore) agrees with the parse on random
  /// names made of the characters that matter.
  @Test func theQuickAnswerAgreesWithTheParse() {
    var rng = SplitMix64(seed: 11)
    let pieces = ["UI", "Button", "_", ".", "<", ">", "NSKVONotifying_", "_Aspects_", "My", "a"]
    for _ in 0..<2_000 {
      let name = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &rng)]
      }.joined()
      #expect(TargetFacts(className: name).isPrivateClass == ReportedClassName(name).isPrivate)
    }
  }

  @Test func theCaptureAndTheAutomaticRuleUseIt() {
    #expect(!TargetFacts(className: "_RX_namespace_UIButton", isControl: true).isPrivateClass)
    #expect(TargetFacts(className: "_UIHostingView<Feature.Root>").isPrivateClass)
    #expect(SystemWindow.isSystemWindow(className: "NSKVONotifying_UITextEffectsWindow"))
  }

  @Test(arguments: [
    ("/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore", true),
    (
      "/Library/Developer/CoreSimulator/Volumes/iOS_21A328/Library/Developer/CoreSimulator/"
        + "Profiles/Runtimes/iOS 17.0.simruntime/Contents/Resources/RuntimeRoot/System/Library/"
        + "PrivateFrameworks/UIKitCore.framework/UIKitCore", true
    ),
    ("/usr/lib/libobjc.A.dylib", true),
    ("/private/var/containers/Bundle/Application/AB12/Shop.app/Shop", false),
    (
      "/private/var/containers/Bundle/Application/AB12/Shop.app/Frameworks/Kit.framework/Kit", false
    ),
  ])
  func systemImagesAreTheSystemFrameworks(path: String, isSystem: Bool) {
    #expect(TargetFacts.isSystemImage(path) == isSystem)
  }
}

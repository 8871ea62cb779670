import HitAreaKit
import Testing

/// System windows are never taken over by the engine; the app's own windows may be.
@Suite struct SystemWindowTests {
  @Test(arguments: [
    ("UIWindow", false),
    ("MyApp.MainWindow", false),
    ("MyApp.UITextEffectsWindowLookalike", false),
    ("NSKVONotifying_UIWindow", false),
    ("UITextEffectsWindow", true),
    ("UIRemoteKeyboardWindow", true),
    ("UIAutoRotatingWindow", true),
    ("UIStatusBarWindow", true),
    ("_UIAlertControllerShimPresenterWindow", true),
    ("_UIInteractiveHighlightEffectWindow", true),
    ("NSKVONotifying_UIRemoteKeyboardWindow", true),
    ("", false),
  ])
  func classifiesByClassName(_ name: String, _ isSystem: Bool) {
    #expect(SystemWindow.isSystemWindow(className: name) == isSystem)
  }
}

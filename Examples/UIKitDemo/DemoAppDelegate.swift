// App start-up for the UIKit demo: app-wide settings once, at launch, before any window exists;
// the debug overlay on the app's window in debug builds only.
// Not a build target on Linux: type-checked against an iOS SDK with apple-typecheck
// (CONTRIBUTING.md; -D DEBUG type-checks the debug-only parts too). In an app, mark the delegate
// `@main`.
import HitAreaKit
import HitAreaUIKit
import TapThrottling
import UIKit

#if DEBUG
import HitAreaUIKitAuditing  // the debug overlay: linked into debug builds only
#endif

final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // App-wide settings: here, once, not in a view controller.
    HitAreaConfiguration.millimetresPerPoint = 0.16  // for .mostLikely; current iPhones
    HitAreaConfiguration.defaultResolution = .frontmost  // UIKit's order in every window
    // One line for the whole app: every tappable view without a hit area of its own is at
    // least 44 pt to the touch; overlaps go to the likeliest target (frontmost is taken as
    // .mostLikely while it is on), and a touch on a view's visible bounds is never taken by a
    // neighbour's automatic enlargement. Views keep the hit area they set (.bounds opts out).
    HitAreaConfiguration.automaticMinimumSize = 44
    // UI tests launch the app with -uiTesting (or set HITAREA_THROTTLE=off): no throttling.
    if ProcessInfo.processInfo.arguments.contains("-uiTesting") {
      TapThrottle.isEnabledGlobally = false
    }
    return true
  }
}

final class DemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    window.rootViewController = UINavigationController(rootViewController: InboxViewController())
    window.makeKeyAndVisible()
    self.window = window
    #if DEBUG
    HitAreaDebugOverlay.show(in: window)  // hit areas, overlaps, undersized targets
    #endif
  }

  func sceneDidDisconnect(_ scene: UIScene) {
    #if DEBUG
    if let window, HitAreaDebugOverlay.isShown(in: window) { HitAreaDebugOverlay.hide(in: window) }
    #endif
  }
}

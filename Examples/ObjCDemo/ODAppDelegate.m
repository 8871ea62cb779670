// App start-up for the Objective-C demo: the app-wide settings once, at launch, and the debug
// overlay in debug builds. In an app, mark the delegate with UIApplicationMain or use a scene.
@import UIKit;
@import HitAreaUIKit;
#if DEBUG
@import HitAreaUIKitAuditing;  // the debug overlay: linked into debug builds only
#endif
#import "ODInboxViewController.h"

@interface ODAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong, nullable) UIWindow *window;
@end

@implementation ODAppDelegate

- (BOOL)application:(UIApplication *)application
    didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)options {
  HAKHitAreaConfiguration.automaticMinimumSize = 44;            // 0: off
  HAKHitAreaConfiguration.defaultResolution = HAKHitAreaResolutionMostLikely;
  HAKHitAreaConfiguration.enabled = YES;                        // the run-time kill switch
  self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
  self.window.rootViewController = [[ODInboxViewController alloc] init];
  [self.window makeKeyAndVisible];
#if DEBUG
  [HAKHitAreaDebugOverlay showInWindow:self.window];
#endif
  return YES;
}

@end

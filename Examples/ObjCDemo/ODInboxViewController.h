// The Objective-C demo's inbox screen: every line of HitAreaUIKit's Objective-C surface, and the
// one line that replaces each category snippet of the migration table.
@import UIKit;

NS_ASSUME_NONNULL_BEGIN

@interface ODInboxViewController : UIViewController
@end

NS_ASSUME_NONNULL_END

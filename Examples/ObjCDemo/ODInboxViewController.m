// Type-checked against the iOS SDK and the Swift modules' generated headers with
//   apple-typecheck … HitAreaUIKit=Sources/HitAreaUIKit … --objc Examples/ObjCDemo
// (CONTRIBUTING.md): a misspelt selector is an error, as in Xcode.
#import "ODInboxViewController.h"
@import HitAreaUIKit;

@interface ODInboxViewController ()
@property (nonatomic, strong) UIButton *closeButton;
@property (nonatomic, strong) UIButton *payButton;
@property (nonatomic, strong) UIButton *likeButton;
@property (nonatomic, strong) UIView *toast;
@property (nonatomic, strong) UIView *row;
@property (nonatomic, strong) UIView *canvas;
@property (nonatomic, strong) UICollectionViewCell *cell;
@property (nonatomic, strong) HAKHitAreaButton *plainButton;
@end

@implementation ODInboxViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.closeButton = [UIButton buttonWithType:UIButtonTypeClose];
  self.payButton = [UIButton buttonWithType:UIButtonTypeSystem];
  self.likeButton = [UIButton buttonWithType:UIButtonTypeCustom];
  self.toast = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 390, 120)];
  self.row = [[UIView alloc] initWithFrame:CGRectMake(0, 200, 390, 44)];
  self.canvas = [[UIView alloc] initWithFrame:CGRectMake(0, 300, 390, 300)];
  self.cell = [[UICollectionViewCell alloc] initWithFrame:CGRectMake(0, 0, 390, 88)];
  // The hook-free classes: usable from Objective-C, not subclassable there.
  self.plainButton = [[HAKHitAreaButton alloc] initWithFrame:CGRectMake(20, 20, 24, 24)];
  for (UIView *view in @[ self.closeButton, self.payButton, self.likeButton, self.toast,
                          self.row, self.canvas, self.cell, self.plainButton ]) {
    [self.view addSubview:view];
  }
  [self configureHitAreas];
  [self migrateCategorySnippets];
}

/// Every line of the Objective-C surface.
- (void)configureHitAreas {
  UIButton *button = self.closeButton;
  button.hak_hitAreaOutsets = UIEdgeInsetsMake(10, 20, 10, 20);  // positive grows (HitArea.outset)
  button.hak_minimumHitSize = CGSizeMake(44, 44);                // CGSizeZero: none
  [button hak_resetHitArea];                                     // back to "never set"
  self.cell.hak_overflowsHitAreas = YES;
  self.toast.hak_passesTouchesThrough = YES;
  self.row.hak_hitAreaResolution = HAKHitAreaResolutionNearest;  // …Frontmost, …MostLikely, …Inherited
  self.payButton.hak_tapThrottleInterval = 0.8;                  // 0: off (TapThrottle.interval)
  self.likeButton.hak_throttlesRepeatedTaps = YES;               // TapThrottle.tapGrouping
  self.canvas.hak_disablesAutomaticMinimumSize = YES;            // no rings in this subtree
  self.plainButton.hak_minimumHitSize = CGSizeMake(44, 44);

  // Reading back what Swift or Objective-C set.
  UIEdgeInsets outsets = button.hak_hitAreaOutsets;
  CGSize minimum = button.hak_minimumHitSize;
  CGRect effective = button.hak_effectiveHitAreaRect;
  HAKHitAreaResolution resolution = self.row.hak_hitAreaResolution;
  NSTimeInterval interval = self.payButton.hak_tapThrottleInterval;
  BOOL groups = self.likeButton.hak_throttlesRepeatedTaps;
  NSLog(@"%@ %@ %@ %ld %f %d", NSStringFromUIEdgeInsets(outsets), NSStringFromCGSize(minimum),
        NSStringFromCGRect(effective), (long)resolution, interval, groups);
}

/// The migration table: each snippet's call, and the one line that replaces it.
- (void)migrateCategorySnippets {
  UIButton *button = self.likeButton;
  UIControl *control = self.payButton;
  // [button setEnlargeEdge:20];                          (UIButton+EnlargeTouchArea)
  button.hak_hitAreaOutsets = UIEdgeInsetsMake(20, 20, 20, 20);
  // [button setEnlargeEdgeWithTop:10 right:20 bottom:10 left:20];
  button.hak_hitAreaOutsets = UIEdgeInsetsMake(10, 20, 10, 20);
  // control.yf_touchExtendInset = UIEdgeInsetsMake(-10, -10, -10, -10);  (UIControl+YFAdd, negative grows)
  control.hak_hitAreaOutsets = UIEdgeInsetsMake(10, 10, 10, 10);
  // control.yf_acceptEventInterval = 0.5;
  control.hak_tapThrottleInterval = 0.5;
  // button.extendedHitArea = CGRectMake(8, 6, 8, 6);     (UIButton+ExtendArea: left, top, right, bottom)
  button.hak_hitAreaOutsets = UIEdgeInsetsMake(6, 8, 6, 8);
  // @interface CloseButton : BiggerClickAreaButton       (at least 44 × 44 to the touch)
  self.closeButton.hak_minimumHitSize = CGSizeMake(44, 44);
  // - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event in a cell, to reach a badge
  self.cell.hak_overflowsHitAreas = YES;
}

@end

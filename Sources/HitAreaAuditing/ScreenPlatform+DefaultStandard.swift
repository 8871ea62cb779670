// The size standard a platform's screens are audited against by default.
import HitAreaSnapshot

extension ScreenPlatform {
  /// The size standard audited when none is chosen: Apple's 44×44 pt on iOS, Android's 48×48 dp
  /// on Android.
  ///
  /// ```swift
  /// ScreenPlatform.android.defaultStandard  // .android
  /// ```
  public var defaultStandard: TargetSizeStandard {
    switch self {
    case .ios: .ios
    case .android: .android
    }
  }
}

#if canImport(UIKit)
import HitAreaKit
import UIKit

/// The app-wide settings of `HitAreaConfiguration`, for Objective-C.
///
/// ```objc
/// HAKHitAreaConfiguration.automaticMinimumSize = 44;   // 0: off
/// HAKHitAreaConfiguration.enabled = NO;                // the run-time kill switch
/// ```
@objc(HAKHitAreaConfiguration)
@MainActor
@available(swift, obsoleted: 1.0, renamed: "HitAreaConfiguration")
public final class ObjectiveCHitAreaConfiguration: NSObject {
  /// The automatic minimum size in points (`HitAreaConfiguration.automaticMinimumSize`); 0 (or a
  /// negative or non-finite number) is off.
  @objc public class var automaticMinimumSize: Double {
    get { HitAreaConfiguration.automaticMinimumSize.flatMap(AutomaticMinimumSize.side) ?? 0 }
    set { HitAreaConfiguration.automaticMinimumSize = AutomaticMinimumSize.side(newValue) }
  }

  /// Whether HitAreaKit decides anything (`HitAreaConfiguration.isEnabled`).
  ///
  /// Safe to set from any thread; the other settings are main-thread only.
  @objc(enabled) nonisolated public class var isEnabled: Bool {
    get { HitAreaConfiguration.isEnabled }
    set { HitAreaConfiguration.isEnabled = newValue }
  }

  /// The policy of every window (`HitAreaConfiguration.defaultResolution`);
  /// `HAKHitAreaResolutionInherited` sets `Frontmost`, UIKit's order.
  @objc public class var defaultResolution: ObjectiveCHitAreaResolution {
    get {
      ObjectiveCHitAreaResolution(
        rawValue: ObjectiveCResolution.code(of: HitAreaConfiguration.defaultResolution))
        ?? .frontmost
    }
    set {
      HitAreaConfiguration.defaultResolution =
        ObjectiveCResolution.policy(code: newValue.rawValue) ?? .frontmost
    }
  }

  /// Whether the automatic size applies on Mac Catalyst, visionOS and for iPad apps on a Mac
  /// (`HitAreaConfiguration.automaticMinimumSizeOnPointerPlatforms`).
  @objc public class var automaticMinimumSizeOnPointerPlatforms: Bool {
    get { HitAreaConfiguration.automaticMinimumSizeOnPointerPlatforms }
    set { HitAreaConfiguration.automaticMinimumSizeOnPointerPlatforms = newValue }
  }

  /// Millimetres per point for `MostLikely` (`HitAreaConfiguration.millimetresPerPoint`).
  @objc public class var millimetresPerPoint: Double {
    get { HitAreaConfiguration.millimetresPerPoint }
    set { HitAreaConfiguration.millimetresPerPoint = newValue }
  }
}
#endif  // canImport(UIKit)

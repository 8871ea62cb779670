#if canImport(UIKit)
import HitAreaKit
import UIKit

/// App-wide settings of the UIKit adapter.
///
/// ```swift
/// HitAreaConfiguration.defaultResolution = .nearest   // every window
/// HitAreaConfiguration.millimetresPerPoint = 0.16
/// ```
@MainActor
public enum HitAreaConfiguration {
  /// The resolution policy of every window, and of overflow containers that set none.
  ///
  /// ``ResolutionPolicy/frontmost`` (the default) is UIKit's own behaviour. Any other value makes
  /// HitAreaKit's engine decide hits for the app's own windows (never the system's: the keyboard
  /// and text-effects windows are left to UIKit, see ``SystemWindow``). The engine keeps the
  /// views' own rules: views whose class overrides `hitTest(_:with:)` are asked through it, their
  /// answer taken where it differs from UIKit's order (the policy reaches into scroll, table,
  /// collection and transition views wherever they answer as UIKit's order does), and containers
  /// with their own ``UIKit/UIView/hitAreaResolution`` keep it. Prefer
  /// ``UIKit/UIView/hitAreaResolution`` on the containers that need a policy.
  public static var defaultResolution: ResolutionPolicy = .frontmost {
    didSet {
      if defaultResolution != .frontmost { HitAreaRuntime.installHitTestHook(for: UIWindow.self) }
    }
  }

  /// Physical size of a point for ``ResolutionPolicy/mostLikely``; 0.16 mm by default (current
  /// iPhones measure 0.156–0.166).
  public static var millimetresPerPoint: Double = 0.16
}
#endif  // canImport(UIKit)

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
  /// Whether HitAreaKit decides anything: `true` by default; `false` is the run-time kill switch.
  ///
  /// Turned off (from a remote configuration, a debug menu), every hit-area hook calls the original
  /// implementation straight through: hit areas, the overflow switch, policies and the automatic
  /// minimum size stop at once, and UIKit decides every touch as without HitAreaKit. Tap throttles
  /// have their own switch (`TapThrottle.isEnabledGlobally`).
  ///
  /// Safe to set from any thread (a remote configuration's callback): it is
  /// ``HitAreaKit/HitAreaSwitch/global``'s state, not the main actor's.
  ///
  /// ```swift
  /// HitAreaConfiguration.isEnabled = remoteConfig.bool(forKey: "hitAreas")
  /// ```
  nonisolated public static var isEnabled: Bool {
    get { HitAreaSwitch.global.isEnabled }
    set { HitAreaSwitch.global.isEnabled = newValue }
  }

  /// The resolution policy of every window, and of overflow containers that set none.
  ///
  /// ``ResolutionPolicy/frontmost`` (the default) is UIKit's own behaviour. Any other value
  /// installs HitAreaKit's hook on the app's windows (never the system's: the keyboard and
  /// text-effects windows are left to UIKit). UIKit answers first: its answer stands where it
  /// lies on a target's visible bounds, and where it does not, the touch is redirected to the
  /// target the policy chooses among the hit areas at the point only if UIKit, asked at the
  /// nearest point of that target's visible bounds, answers it. Containers with their own
  /// ``UIKit/UIView/hitAreaResolution`` keep it. Prefer ``UIKit/UIView/hitAreaResolution`` on the
  /// containers that need a policy.
  public static var defaultResolution: ResolutionPolicy = .frontmost {
    didSet {
      if defaultResolution != .frontmost { HitAreaRuntime.installHitTestHook(for: UIWindow.self) }
    }
  }

  /// The automatic minimum size, in points: every tappable view in the app's windows that has no
  /// hit area of its own behaves as if it had ``HitArea/minimumSize(_:)-type.method`` of this side,
  /// for direct finger touches.
  ///
  /// `nil` (the default) leaves it off; setting `nil` again at run time turns it off at once.
  ///
  /// ```swift
  /// HitAreaConfiguration.automaticMinimumSize = 44   // every tappable view in the app's windows
  /// ```
  ///
  /// What counts as tappable is an allowlist: buttons, the app's own controls that do not track
  /// the touch's position, views with an enabled tap or long-press recognizer, table and
  /// collection view cells. Never UIKit's other controls (switches, steppers, page controls,
  /// date pickers, colour wells, refresh and segmented controls, sliders), text fields and text
  /// views, scroll views as such, anything inside a scroll view that does not delay content
  /// touches, the keyboard's and other system windows, a subtree that opts out
  /// (``UIKit/UIView/disablesAutomaticMinimumSize``), or targets under 1 pt on a side. The full
  /// list and the reasons are in the article *Automatic minimum size*. SwiftUI content answers
  /// through its hosting view's own hit test (use `automaticMinimumHitSize(_:)` in SwiftUI). A
  /// view's own ``UIKit/UIView/hitArea`` always wins, and setting it to ``HitArea/bounds`` opts
  /// the view out.
  ///
  /// UIKit answers first: a touch UIKit gives to a target on its visible bounds stays there
  /// (except that a smaller target sitting on a larger one, a close button on its card, competes
  /// for the larger one's edge, never its centre, where nothing between them scrolls, swipes or
  /// edits text). Elsewhere the rings at the point compete by ``defaultResolution`` (with
  /// ``ResolutionPolicy/frontmost`` taken as ``ResolutionPolicy/mostLikely``), and the winner
  /// takes the touch only if UIKit, asked on its visible bounds, answers it, and no window below
  /// has a target there. Pointer, hover and pencil input get no rings; nor do Mac Catalyst and
  /// visionOS apps, unless ``automaticMinimumSizeOnPointerPlatforms`` is set.
  ///
  /// Setting a value installs HitAreaKit's `hitTest(_:with:)` hook on `UIWindow`.
  public static var automaticMinimumSize: Double? = nil {
    didSet {
      if AutomaticMinimumSize.side(automaticMinimumSize) != nil {
        HitAreaRuntime.installHitTestHook(for: UIWindow.self)
      }
    }
  }

  /// Whether the automatic minimum size applies on Mac Catalyst and visionOS, where controls are
  /// sized for a pointer or for gaze: `false` by default.
  public static var automaticMinimumSizeOnPointerPlatforms = false

  /// Physical size of a point for ``ResolutionPolicy/mostLikely``; 0.16 mm by default (current
  /// iPhones measure 0.156–0.166).
  public static var millimetresPerPoint: Double = 0.16
}
#endif  // canImport(UIKit)

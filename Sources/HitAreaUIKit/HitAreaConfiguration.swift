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
  /// and text-effects windows are left to UIKit). The engine keeps the
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

  /// The automatic minimum size, in points: every tappable view in the app's windows that has no
  /// hit area of its own behaves as if it had ``HitArea/minimumSize(_:)-type.method`` of this side.
  ///
  /// `nil` (the default) leaves it off.
  ///
  /// ```swift
  /// HitAreaConfiguration.automaticMinimumSize = 44   // every tappable view in the app's windows
  /// ```
  ///
  /// What counts as tappable: enabled controls, views with an enabled tap or long-press
  /// recognizer, table and collection view cells as a whole; never text fields and text views,
  /// scroll views as such, the keyboard's and other system windows, or the
  /// insides of a `UIVisualEffectView`'s backdrop (the full list is in the article *Automatic
  /// minimum size*).
  /// SwiftUI content answers through its hosting view's own hit test (use
  /// `automaticMinimumHitSize(_:)` in SwiftUI). A view's own ``UIKit/UIView/hitArea`` always
  /// wins, and setting it to ``HitArea/bounds`` opts the view out.
  ///
  /// Overlaps are resolved by ``defaultResolution``, with ``ResolutionPolicy/frontmost`` taken as
  /// ``ResolutionPolicy/mostLikely``; ``ResolutionPolicy/nearest`` is available. A touch on a
  /// view's visible bounds never goes to the automatic enlargement of a neighbour as large as it
  /// or larger; a smaller neighbour's (a close button on a card) competes by the policy. An
  /// enlargement that sticks out of its superview is reached where an ancestor turns the
  /// overflow switch on (``UIKit/UIView/overflowsHitAreas``).
  ///
  /// Setting a value installs HitAreaKit's `hitTest(_:with:)` hook on `UIWindow`, and the engine
  /// decides hits for the app's own windows (``HitTester/automaticMinimumSize``).
  public static var automaticMinimumSize: Double? = nil {
    didSet {
      if AutomaticMinimumSize.side(automaticMinimumSize) != nil {
        HitAreaRuntime.installHitTestHook(for: UIWindow.self)
      }
    }
  }

  /// Physical size of a point for ``ResolutionPolicy/mostLikely``; 0.16 mm by default (current
  /// iPhones measure 0.156–0.166).
  public static var millimetresPerPoint: Double = 0.16
}
#endif  // canImport(UIKit)

#if canImport(SwiftUI)
import HitAreaKit
import SwiftUI

/// ``HitAreaKit/HitAreaSwitch/global`` as SwiftUI views observe it: the hit-area and automatic
/// modifiers read ``isEnabled`` in their body, and a flip of the switch, on any thread, updates
/// them on the main actor.
///
/// One object for the whole app, observing the switch for as long as the app lives; a view
/// that observes it costs SwiftUI one subscription, and nothing else while the switch stays put.
///
/// `@unchecked Sendable` and not main-actor isolated, because the SDKs before iOS 18 do not
/// isolate `ViewModifier` (a modifier's stored property cannot start from a main-actor value):
/// ``isEnabled`` is written only on the main actor and read in `body`, on the main thread.
///
/// ```swift
/// @ObservedObject private var killSwitch = HitAreaSwitchObserver.shared
/// content.contentShape(killSwitch.isEnabled ? .interaction : [], shape)
/// ```
final class HitAreaSwitchObserver: ObservableObject, @unchecked Sendable {
  /// The app's observer of the global switch.
  static let shared = HitAreaSwitchObserver()

  /// Whether hit areas and automatic areas apply: the switch, as of the last main-actor update.
  @Published private(set) var isEnabled: Bool

  private init() {
    // The observer first, then the value: a flip between the two (remote configuration at
    // launch, on another queue) was lost until the next one.
    isEnabled = true
    HitAreaSwitch.global.onChange { _ in
      // Whatever order the flips' updates arrive in, each reads the switch as it is now.
      Task { @MainActor in
        let shared = HitAreaSwitchObserver.shared
        let now = HitAreaSwitch.global.isEnabled
        if shared.isEnabled != now { shared.isEnabled = now }
      }
    }
    isEnabled = HitAreaSwitch.global.isEnabled
  }
}
#endif  // canImport(SwiftUI)

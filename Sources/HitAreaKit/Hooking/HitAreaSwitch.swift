internal import HitAreaSupport

/// The run-time kill switch of every hit-area hook and content shape, safe to flip from any
/// thread.
///
/// The UIKit adapter reads ``isEnabled`` once per hook call: when it is off, every hook calls the
/// original implementation straight through, and UIKit decides every touch as without
/// HitAreaKit. The SwiftUI adapter's hit areas and automatic areas observe it: when it is off,
/// they act as if they were not set, from the next update of each view, which flipping the
/// switch asks SwiftUI for. A remote-configuration callback may
/// run on any queue, so the switch is not tied to the main actor (an Objective-C caller off the
/// main thread would otherwise trap in the isolation check Swift 6 puts into main-actor members
/// reached from Objective-C).
///
/// ```swift
/// HitAreaSwitch.global.isEnabled = false  // from any thread
/// ```
public final class HitAreaSwitch: Sendable {
  /// The process-wide switch: on until turned off.
  public static let global = HitAreaSwitch()

  /// The state and the observers, behind a lock.
  private struct State {
    var isEnabled: Bool
    var observers: [@Sendable (Bool) -> Void] = []
  }

  private let state: Locked<State>

  /// Creates a switch.
  ///
  /// - Parameter isEnabled: Whether the hooks that obey it decide anything; `true` unless given.
  public init(isEnabled: Bool = true) { state = Locked(State(isEnabled: isEnabled)) }

  /// Whether the hooks that obey this switch decide anything.
  ///
  /// Safe to read and write from any thread. Setting it to another value tells the switch's
  /// observers (the SwiftUI adapter's), on the thread that set it, once the new value is
  /// readable.
  public var isEnabled: Bool {
    get { state.withLock { $0.isEnabled } }
    set {
      let observers = state.withLock { state in
        guard state.isEnabled != newValue else { return [@Sendable (Bool) -> Void]() }
        state.isEnabled = newValue
        return state.observers
      }
      for observer in observers { observer(newValue) }
    }
  }

  /// Calls `observer` with the new value each time ``isEnabled`` changes, for as long as the
  /// switch lives (the SwiftUI adapter's one observer lives as long as the app).
  ///
  /// - Parameter observer: Called on the thread that flipped the switch, outside its lock; it may
  ///   read the switch.
  package func onChange(_ observer: @escaping @Sendable (Bool) -> Void) {
    state.withLock { $0.observers.append(observer) }
  }
}

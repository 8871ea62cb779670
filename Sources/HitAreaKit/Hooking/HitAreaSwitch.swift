internal import HitAreaSupport

/// The run-time kill switch of every hit-area hook, safe to flip from any thread.
///
/// The adapters read ``isEnabled`` once per hook call: when it is off, every hook calls the
/// original implementation straight through, and UIKit decides every touch as without
/// HitAreaKit. A remote-configuration callback may run on any queue, so the switch is not tied
/// to the main actor (an Objective-C caller off the main thread would otherwise trap in the
/// isolation check Swift 6 puts into main-actor members reached from Objective-C).
///
/// ```swift
/// HitAreaSwitch.global.isEnabled = false  // from any thread
/// ```
public final class HitAreaSwitch: Sendable {
  /// The process-wide switch: on until turned off.
  public static let global = HitAreaSwitch()

  /// The state, behind a lock.
  private let state: Locked<Bool>

  /// Creates a switch.
  ///
  /// - Parameter isEnabled: Whether the hooks that obey it decide anything; `true` unless given.
  public init(isEnabled: Bool = true) { state = Locked(isEnabled) }

  /// Whether the hooks that obey this switch decide anything.
  ///
  /// Safe to read and write from any thread.
  public var isEnabled: Bool {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }
}

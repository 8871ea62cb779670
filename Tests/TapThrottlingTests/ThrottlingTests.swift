import Foundation
import HitAreaKitTestSupport
import TapThrottling
import Testing

/// Every throttling suite is nested here.
///
/// They run in parallel: tests that turn throttling off give their throttles a ``ThrottleSwitch``
/// of their own, and only child processes (exit tests) touch the process-wide
/// ``ThrottleSwitch/global``.
@Suite struct ThrottlingTests {}

/// Helpers shared by the throttling suites.
extension ThrottlingTests {
  /// A touch-up-inside call (the `ended` phase) at `t`.
  static func up(
    _ t: Double, events: ControlEvents? = .touchUpInside, tapCount: Int? = 1
  ) -> TapThrottle.Send {
    TapThrottle.Send(events: events, timestamp: t, tapCount: tapCount, phase: .ended)
  }

  /// A touch-down call (the `began` phase) at `t`.
  static func down(_ t: Double, events: ControlEvents? = .touchDown) -> TapThrottle.Send {
    TapThrottle.Send(events: events, timestamp: t, tapCount: 1, phase: .began)
  }

  /// A programmatic send at `time`.
  static func programmatic(
    _ time: Double?, events: ControlEvents? = .touchUpInside
  ) -> TapThrottle.Send {
    .programmatic(events: events, time: time)
  }

  /// A button with two targets for `touchUpInside` and a primary `UIAction`, on a fresh log.
  static func makeButton(
    _ name: String = "button", throttle: TapThrottle?, log: DispatchLog = DispatchLog()
  ) -> DispatchControl {
    let button = DispatchControl(name, kind: .button, log: log)
    button.addTarget(DispatchTarget("a"), action: "tap", for: .touchUpInside)
    button.addTarget(DispatchTarget("b"), action: "tap", for: .touchUpInside)
    button.addAction(DispatchAction("primary"), for: .primaryActionTriggered)
    if let throttle { DispatchThrottleAdapter.install(throttle, on: button) }
    return button
  }

  /// The names `makeButton` logs for one accepted tap.
  static let oneTap = ["a.tap", "b.tap", "primary"]

  /// A thread-safe list, for callbacks that must be `@Sendable`.
  final class Recorder<Element: Sendable>: @unchecked Sendable {
    private var storage: [Element] = []
    private let lock = NSLock()

    /// Appends an element.
    func append(_ element: Element) { lock.withLock { storage.append(element) } }

    /// The elements so far.
    var elements: [Element] { lock.withLock { storage } }
  }
}

#if canImport(UIKit)
import Foundation
import HitAreaKit
import ObjectiveC
import UIKit

extension UIControl {
  /// The control's tap throttle, or `nil` (the default) for none.
  ///
  /// Per control and per event: by default only `touchUpInside` and `primaryActionTriggered` are
  /// throttled, on event timestamps (system uptime), never wall time. Every target and both
  /// action paths (`addTarget(_:action:for:)` and `addAction(_:for:)`) of an accepted tap run;
  /// a dropped tap drops all of them. Programmatic sends (`sendActions(for:)`,
  /// `performPrimaryAction()`, accessibility) pass. `TapThrottle.isEnabledGlobally = false` or
  /// `HITAREA_THROTTLE=off` turns every throttle off (for UI tests).
  ///
  /// ```swift
  /// payButton.tapThrottle = .interval(0.8)
  /// pushButton.tapThrottle = .tapGrouping
  /// payButton.tapThrottle?.droppedTapCount  // taps dropped so far
  /// ```
  ///
  /// Setting it installs the throttle hooks on the control's class, once (see ``HitAreaRuntime``).
  /// Reading it returns a copy with the current counters; setting it again starts afresh.
  public var tapThrottle: TapThrottle? {
    get { ThrottleStorage.wiring(for: self)?.shared.throttle }
    set {
      ThrottleStorage.set(newValue.map { ControlTapThrottle($0) }, for: self)
      if newValue != nil { HitAreaRuntime.installThrottleHooks(for: type(of: self)) }
    }
  }
}

/// Where a control's throttle wiring lives: one associated object.
@MainActor
enum ThrottleStorage {
  nonisolated(unsafe) private static var key: UInt8 = 0

  static func wiring(for control: UIControl) -> ControlTapThrottle? {
    objc_getAssociatedObject(control, &key) as? ControlTapThrottle
  }

  static func set(_ wiring: ControlTapThrottle?, for control: UIControl) {
    objc_setAssociatedObject(control, &key, wiring, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }

  /// What the core needs to know about a live event: timestamp, tap count, phase.
  static func touch(of event: UIEvent?, on control: UIControl)
    -> (timestamp: Double, tapCount: Int, phase: TapThrottle.TouchPhase)?
  {
    guard let event, event.type == .touches else { return nil }
    let touch = event.touches(for: control)?.first ?? event.allTouches?.first
    return (event.timestamp, touch?.tapCount ?? 1, phase(touch?.phase))
  }

  static func phase(_ phase: UITouch.Phase?) -> TapThrottle.TouchPhase {
    switch phase {
    case .began: .began
    case .moved, .stationary: .moved
    case .cancelled: .cancelled
    default: .ended
    }
  }

  /// The events a target–action pair is registered for; `nil` when UIKit cannot tell (nil target).
  static func events(of control: UIControl, target: Any?, action: Selector) -> ControlEvents? {
    guard let target else { return nil }
    let name = NSStringFromSelector(action)
    var events = ControlEvents()
    for bit in 0..<32 {
      let event = UIControl.Event(rawValue: 1 << UInt(bit))
      if control.actions(forTarget: target, forControlEvent: event)?.contains(name) == true {
        events.insert(ControlEvents(rawValue: UInt(event.rawValue)))
      }
    }
    return events.isEmpty ? nil : events
  }

  /// The events a `UIAction` is registered for.
  static func events(of control: UIControl, action: UIAction) -> ControlEvents? {
    var events = ControlEvents()
    control.enumerateEventHandlers { handler, _, controlEvents, _ in
      if handler === action { events.insert(ControlEvents(rawValue: UInt(controlEvents.rawValue))) }
    }
    return events.isEmpty ? nil : events
  }
}

extension HitAreaRuntime {
  /// Installs the throttle's hooks on a control class, once each:
  /// `touchesBegan/Moved/Ended/Cancelled(_:with:)` (note the touch in progress),
  /// `sendActions(for:)` (note a programmatic dispatch and its uptime), and the two dispatch
  /// points `sendAction(_:to:for:)` and `sendAction(_: UIAction)` (call through only when the
  /// throttle admits the call).
  static func installThrottleHooks(for cls: AnyClass) {
    typealias Touches = @convention(c) (UIControl, Selector, Set<UITouch>, UIEvent?) -> Void
    for selector in [
      #selector(UIResponder.touchesBegan(_:with:)), #selector(UIResponder.touchesMoved(_:with:)),
      #selector(UIResponder.touchesEnded(_:with:)),
      #selector(UIResponder.touchesCancelled(_:with:)),
    ] {
      install(selector, on: cls, as: Touches.self) { original in
        let block: @MainActor @convention(block) (UIControl, Set<UITouch>, UIEvent?) -> Void = {
          control, touches, event in
          let call = { original.function(for: control)?(control, selector, touches, event) }
          guard let wiring = ThrottleStorage.wiring(for: control),
            let touch = ThrottleStorage.touch(of: event, on: control)
          else { return call() ?? () }
          wiring.duringTouches(
            timestamp: touch.timestamp, tapCount: touch.tapCount, phase: touch.phase
          ) {
            call() ?? ()
          }
        }
        return block
      }
    }

    typealias SendActions = @convention(c) (UIControl, Selector, UIControl.Event) -> Void
    let sendActions = #selector(UIControl.sendActions(for:))
    install(sendActions, on: cls, as: SendActions.self) { original in
      let block: @MainActor @convention(block) (UIControl, UIControl.Event) -> Void = {
        control, events in
        let call = { original.function(for: control)?(control, sendActions, events) ?? () }
        guard let wiring = ThrottleStorage.wiring(for: control) else { return call() }
        wiring.duringProgrammaticDispatch(time: ProcessInfo.processInfo.systemUptime, call)
      }
      return block
    }

    typealias SendTargetAction =
      @convention(c) (UIControl, Selector, Selector, Any?, UIEvent?) -> Void
    let sendTargetAction = #selector(UIControl.sendAction(_:to:for:))
    install(sendTargetAction, on: cls, as: SendTargetAction.self) { original in
      let block: @MainActor @convention(block) (UIControl, Selector, Any?, UIEvent?) -> Void = {
        control, action, target, event in
        let call = {
          original.function(for: control)?(control, sendTargetAction, action, target, event) ?? ()
        }
        guard let wiring = ThrottleStorage.wiring(for: control) else { return call() }
        let events = ThrottleStorage.events(of: control, target: target, action: action)
        let touch = ThrottleStorage.touch(of: event, on: control)
        if wiring.admitTargetAction(events: events, event: touch) == .run { call() }
      }
      return block
    }

    typealias SendAction = @convention(c) (UIControl, Selector, UIAction) -> Void
    let sendAction = #selector(UIControl.sendAction(_:) as (UIControl) -> (UIAction) -> Void)
    install(sendAction, on: cls, as: SendAction.self) { original in
      let block: @MainActor @convention(block) (UIControl, UIAction) -> Void = { control, action in
        let call = { original.function(for: control)?(control, sendAction, action) ?? () }
        guard let wiring = ThrottleStorage.wiring(for: control) else { return call() }
        if wiring.admitAction(events: ThrottleStorage.events(of: control, action: action)) == .run {
          call()
        }
      }
      return block
    }
  }
}
#endif  // canImport(UIKit)

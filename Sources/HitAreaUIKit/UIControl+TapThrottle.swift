#if canImport(UIKit)
import Foundation
import HitAreaKit
import ObjectiveC
import TapThrottling
import UIKit

extension UIControl {
  /// The control's tap throttle, or `nil` (the default) for none.
  ///
  /// Per control and per event: by default only `touchUpInside` and `primaryActionTriggered` are
  /// throttled, on event timestamps (system uptime), never wall time. Every target and both
  /// action paths (`addTarget(_:action:for:)` and `addAction(_:for:)`) of an accepted tap run;
  /// a dropped tap drops all of them. A release outside the control (`touchUpOutside`) is not a
  /// tap. The touch the control tracks decides the tap count, never another finger resting on
  /// it. Programmatic sends (`sendActions(for:)`, `performPrimaryAction()`, accessibility) pass.
  /// `TapThrottle.isEnabledGlobally = false` or `HITAREA_THROTTLE=off` turns every throttle off
  /// (for UI tests).
  ///
  /// ```swift
  /// payButton.tapThrottle = .interval(0.8)
  /// pushButton.tapThrottle = .tapGrouping
  /// payButton.tapThrottle?.droppedTapCount  // taps dropped so far
  /// ```
  ///
  /// Setting it installs the throttle hooks on the control's class, once (see
  /// <doc:RuntimeHooks>), except on ``HitAreaControl`` and ``HitAreaButton``, which need none:
  /// they wire the throttle in their own overrides. Reading it returns a copy with the current
  /// counters; setting it again starts afresh.
  public var tapThrottle: TapThrottle? {
    get { ThrottleStorage.wiring(for: self)?.shared.throttle }
    set {
      ThrottleStorage.set(newValue.map { ControlTapThrottle($0) }, for: self)
      if newValue != nil, !(self is HitAreaHosting) {
        HitAreaRuntime.installThrottleHooks(for: type(of: self))
      }
    }
  }
}

/// Where a control's throttle wiring lives (one associated object), and what UIKit tells it.
@MainActor
enum ThrottleStorage {
  private static let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

  static func wiring(for control: UIControl) -> ControlTapThrottle? {
    objc_getAssociatedObject(control, key) as? ControlTapThrottle
  }

  static func set(_ wiring: ControlTapThrottle?, for control: UIControl) {
    objc_setAssociatedObject(control, key, wiring, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }

  /// What the core needs to know about a touch: its tap count and phase.
  static func describe(_ touch: UITouch) -> (tapCount: Int, phase: TapThrottle.TouchPhase?) {
    (touch.tapCount, phase(touch.phase))
  }

  /// `UITouch.Phase` as the throttle sees it; `nil` for the pointer's region phases.
  static func phase(_ phase: UITouch.Phase) -> TapThrottle.TouchPhase? {
    switch phase {
    case .began: .began
    case .moved, .stationary: .moved
    case .ended: .ended
    case .cancelled: .cancelled
    default: nil
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

/// What the throttle's hooks and the hosting controls' overrides do: on the main thread, one call
/// into the control's ``HitAreaKit/ControlTapThrottle``; anywhere else, the original, straight
/// through (``HitAreaKit/MainThreadGate``).
///
/// Controls without a throttle take the original path.
enum ThrottleHooks {
  /// `touchesBegan/Moved/Ended/Cancelled(_:with:)`: `phase` says which.
  static func touches(
    _ control: UIControl, _ touches: Set<UITouch>, _ event: UIEvent?,
    _ phase: TapThrottle.TouchPhase, original: () -> Void
  ) {
    MainThreadGate.run(original) { original in
      guard let wiring = ThrottleStorage.wiring(for: control) else { return original() }
      wiring.duringTouches(
        touches, phase: phase, timestamp: event?.timestamp,
        describe: { ThrottleStorage.describe($0) }, original)
    }
  }

  /// `sendActions(for:)`: a programmatic dispatch, timed once for all of its targets.
  ///
  /// `pressesBegan/Changed/Ended/Cancelled(_:with:)`: the press noted as the control's tap, so that
  /// both `sendAction` paths of a keyboard, focus or remote press decide together.
  static func presses(
    _ control: UIControl, _ presses: Set<UIPress>, _ event: UIEvent?,
    _ phase: TapThrottle.TouchPhase, original: () -> Void
  ) {
    // `Set<UIPress>` is not Sendable; the main-thread branch alone reads it, while the caller waits.
    nonisolated(unsafe) let presses = presses
    MainThreadGate.run(original) { original in
      guard let wiring = ThrottleStorage.wiring(for: control), presses.contains(where: activates)
      else { return original() }
      wiring.duringPresses(phase: phase, timestamp: event?.timestamp, original)
    }
  }

  /// Whether a press can activate a control: a focus engine's or a remote's select, a keyboard's
  /// Return or Space.
  ///
  /// Other keys bubbling up from a text field inside the control are no tap.
  @MainActor
  static func activates(_ press: UIPress) -> Bool {
    if press.type == .select { return true }
    guard let key = press.key?.keyCode else { return false }
    return key == .keyboardReturnOrEnter || key == .keyboardSpacebar
  }

  /// `sendActions(for:)`: the dispatch noted, with the events it sends, while it runs.
  static func sendActions(
    _ control: UIControl, _ events: UIControl.Event, original: () -> Void
  ) {
    MainThreadGate.run(original) { original in
      guard let wiring = ThrottleStorage.wiring(for: control) else { return original() }
      wiring.duringProgrammaticDispatch(
        time: ProcessInfo.processInfo.systemUptime,
        events: ControlEvents(rawValue: UInt(events.rawValue)), original)
    }
  }

  /// `sendAction(_:to:for:)`: calls through only if the throttle admits the call.
  static func sendAction(
    _ control: UIControl, _ action: Selector, to target: Any?, for event: UIEvent?,
    original: () -> Void
  ) {
    // `Any?` is not Sendable; the main-thread branch alone reads it, while the caller waits.
    nonisolated(unsafe) let target = target
    MainThreadGate.run(original) { original in
      guard let wiring = ThrottleStorage.wiring(for: control) else { return original() }
      wiring.send(
        {
          wiring.admitTargetAction(
            events: ThrottleStorage.events(of: control, target: target, action: action),
            timestamp: event?.timestamp, isTouchInside: control.isTouchInside)
        }, original)
    }
  }

  /// `sendAction(_: UIAction)`: calls through only if the throttle admits the call.
  static func sendAction(_ control: UIControl, _ action: UIAction, original: () -> Void) {
    MainThreadGate.run(original) { original in
      guard let wiring = ThrottleStorage.wiring(for: control) else { return original() }
      wiring.send(
        {
          wiring.admitAction(
            events: ThrottleStorage.events(of: control, action: action),
            isTouchInside: control.isTouchInside)
        }, original)
    }
  }
}

extension HitAreaRuntime {
  /// The selectors the throttle hooks (and the hosting controls override), with the phase of the
  /// touch methods.
  static let touchesSelectors: [(Selector, TapThrottle.TouchPhase)] = [
    (#selector(UIResponder.touchesBegan(_:with:)), .began),
    (#selector(UIResponder.touchesMoved(_:with:)), .moved),
    (#selector(UIResponder.touchesEnded(_:with:)), .ended),
    (#selector(UIResponder.touchesCancelled(_:with:)), .cancelled),
  ]
  static let pressesSelectors: [(Selector, TapThrottle.TouchPhase)] = [
    (#selector(UIResponder.pressesBegan(_:with:)), .began),
    (#selector(UIResponder.pressesChanged(_:with:)), .moved),
    (#selector(UIResponder.pressesEnded(_:with:)), .ended),
    (#selector(UIResponder.pressesCancelled(_:with:)), .cancelled),
  ]
  static let sendActionsSelector = #selector(UIControl.sendActions(for:))
  static let sendTargetActionSelector = #selector(UIControl.sendAction(_:to:for:))
  static let sendActionSelector = #selector(
    UIControl.sendAction(_:) as (UIControl) -> (UIAction) -> Void)

  /// `touchesBegan/Moved/Ended/Cancelled(_:with:)` as a C function.
  typealias TouchesFunction = @convention(c) (UIControl, Selector, Set<UITouch>, UIEvent?) -> Void
  /// `sendActions(for:)` as a C function.
  typealias PressesFunction =
    @convention(c) (UIControl, Selector, Set<UIPress>, UIPressesEvent?) -> Void
  typealias SendActionsFunction = @convention(c) (UIControl, Selector, UIControl.Event) -> Void
  /// `sendAction(_:to:for:)` as a C function.
  typealias SendTargetActionFunction =
    @convention(c) (UIControl, Selector, Selector, Any?, UIEvent?) -> Void
  /// `sendAction(_: UIAction)` as a C function.
  typealias SendActionFunction = @convention(c) (UIControl, Selector, UIAction) -> Void

  /// Installs the throttle's hooks on a control class, once each:
  /// `touchesBegan/Moved/Ended/Cancelled(_:with:)` (the tracked touch and its phase),
  /// `sendActions(for:)` (a programmatic dispatch and its uptime), and the two dispatch points
  /// `sendAction(_:to:for:)` and `sendAction(_: UIAction)` (call through only when the throttle
  /// admits the call).
  ///
  /// Never on ``HitAreaHosting`` classes.
  static func installThrottleHooks(for cls: AnyClass) {
    for (selector, phase) in touchesSelectors {
      install(selector, on: cls, as: TouchesFunction.self) { original in
        let block: @convention(block) (UIControl, Set<UITouch>, UIEvent?) -> Void = {
          control, touches, event in
          ThrottleHooks.touches(control, touches, event, phase) {
            original.function?(control, selector, touches, event)
          }
        }
        return block
      }
    }

    for (selector, phase) in pressesSelectors {
      install(selector, on: cls, as: PressesFunction.self) { original in
        let block: @convention(block) (UIControl, Set<UIPress>, UIPressesEvent?) -> Void = {
          control, presses, event in
          ThrottleHooks.presses(control, presses, event, phase) {
            original.function?(control, selector, presses, event)
          }
        }
        return block
      }
    }

    let sendActions = sendActionsSelector
    install(sendActions, on: cls, as: SendActionsFunction.self) { original in
      let block: @convention(block) (UIControl, UIControl.Event) -> Void = { control, events in
        ThrottleHooks.sendActions(control, events) {
          original.function?(control, sendActions, events)
        }
      }
      return block
    }

    let sendTargetAction = sendTargetActionSelector
    install(sendTargetAction, on: cls, as: SendTargetActionFunction.self) { original in
      let block: @convention(block) (UIControl, Selector, Any?, UIEvent?) -> Void = {
        control, action, target, event in
        ThrottleHooks.sendAction(control, action, to: target, for: event) {
          original.function?(control, sendTargetAction, action, target, event)
        }
      }
      return block
    }

    let sendAction = sendActionSelector
    install(sendAction, on: cls, as: SendActionFunction.self) { original in
      let block: @convention(block) (UIControl, UIAction) -> Void = { control, action in
        ThrottleHooks.sendAction(control, action) {
          original.function?(control, sendAction, action)
        }
      }
      return block
    }
  }
}
#endif  // canImport(UIKit)

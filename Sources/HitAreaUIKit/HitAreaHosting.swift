#if canImport(UIKit)
import HitAreaKit
import TapThrottling
import UIKit

/// Views that apply HitAreaKit in their own overrides, with no runtime hooks: ``HitAreaView``,
/// ``HitAreaControl``, ``HitAreaButton`` and their subclasses.
///
/// HitAreaKit never installs a hook on them, and the engine does not count their `hitTest(_:with:)`
/// overrides as a view's own.
@MainActor
public protocol HitAreaHosting: UIView {}

/// The hosting classes' overrides, each one call: the same wiring as the runtime hooks
/// (``HitAreaDecision``, ``ThrottleHooks``), nonisolated, and straight through to `super` off the
/// main thread.
///
/// `cls` is the class that declares the override; `super` is its superclass's implementation,
/// looked up at call time.
enum HostingOverrides {
  static func pointInside(
    _ view: UIView, _ point: CGPoint, _ event: UIEvent?, declaredIn cls: AnyClass
  ) -> Bool {
    typealias Function = @convention(c) (UIView, Selector, CGPoint, UIEvent?) -> Bool
    let selector = HitAreaRuntime.pointInsideSelector
    let callSuper = OriginalImplementation<Function>(superOf: selector, from: cls)
    return MainThreadGate.run(
      { callSuper.function?(view, selector, point, event) ?? false },
      onMainThread: { original in HitAreaDecision.pointInside(view, point, original: original) })
  }

  static func hitTest(
    _ view: UIView, _ point: CGPoint, _ event: UIEvent?, declaredIn cls: AnyClass
  ) -> UIView? {
    typealias Function = @convention(c) (UIView, Selector, CGPoint, UIEvent?) -> UIView?
    let selector = HitAreaRuntime.hitTestSelector
    let callSuper = OriginalImplementation<Function>(superOf: selector, from: cls)
    return MainThreadGate.run(
      { callSuper.function?(view, selector, point, event) ?? nil },
      onMainThread: { _ in
        HitAreaDecision.hitTest(view, point, event) { p in
          callSuper.function?(view, selector, p, event) ?? nil
        }
      })
  }

  static func touches(
    _ control: UIControl, _ touches: Set<UITouch>, _ event: UIEvent?,
    _ phase: TapThrottle.TouchPhase, declaredIn cls: AnyClass
  ) {
    guard let selector = HitAreaRuntime.touchesSelectors.first(where: { $0.1 == phase })?.0
    else { return }
    let callSuper = OriginalImplementation<HitAreaRuntime.TouchesFunction>(
      superOf: selector, from: cls)
    ThrottleHooks.touches(control, touches, event, phase) {
      callSuper.function?(control, selector, touches, event)
    }
  }

  static func presses(
    _ control: UIControl, _ presses: Set<UIPress>, _ event: UIPressesEvent?,
    _ phase: TapThrottle.TouchPhase, declaredIn cls: AnyClass
  ) {
    guard let selector = HitAreaRuntime.pressesSelectors.first(where: { $0.1 == phase })?.0
    else { return }
    let callSuper = OriginalImplementation<HitAreaRuntime.PressesFunction>(
      superOf: selector, from: cls)
    ThrottleHooks.presses(control, presses, event, phase) {
      callSuper.function?(control, selector, presses, event)
    }
  }

  static func sendActions(
    _ control: UIControl, _ events: UIControl.Event, declaredIn cls: AnyClass
  ) {
    let selector = HitAreaRuntime.sendActionsSelector
    let callSuper = OriginalImplementation<HitAreaRuntime.SendActionsFunction>(
      superOf: selector, from: cls)
    ThrottleHooks.sendActions(control, events) { callSuper.function?(control, selector, events) }
  }

  static func sendAction(
    _ control: UIControl, _ action: Selector, to target: Any?, for event: UIEvent?,
    declaredIn cls: AnyClass
  ) {
    let selector = HitAreaRuntime.sendTargetActionSelector
    let callSuper = OriginalImplementation<HitAreaRuntime.SendTargetActionFunction>(
      superOf: selector, from: cls)
    ThrottleHooks.sendAction(control, action, to: target, for: event) {
      callSuper.function?(control, selector, action, target, event)
    }
  }

  static func sendAction(_ control: UIControl, _ action: UIAction, declaredIn cls: AnyClass) {
    let selector = HitAreaRuntime.sendActionSelector
    let callSuper = OriginalImplementation<HitAreaRuntime.SendActionFunction>(
      superOf: selector, from: cls)
    ThrottleHooks.sendAction(control, action) { callSuper.function?(control, selector, action) }
  }
}

/// A `UIView` that honours ``UIKit/UIView/hitArea``, ``UIKit/UIView/overflowsHitAreas`` and
/// ``UIKit/UIView/hitAreaResolution`` by overriding `point(inside:with:)` and `hitTest(_:with:)`,
/// for teams that forbid runtime hooks.
///
/// Behaves exactly like a hooked `UIView`.
///
/// ```swift
/// let cell = HitAreaView()
/// cell.overflowsHitAreas = true
/// ```
@objc(HAKHitAreaView)
open class HitAreaView: UIView, HitAreaHosting {
  /// Tests the hit area (the bounds by default).
  nonisolated override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    HostingOverrides.pointInside(self, point, event, declaredIn: HitAreaView.self)
  }

  /// Runs HitAreaKit's engine when the overflow switch or a policy is set; UIKit's otherwise.
  nonisolated override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    HostingOverrides.hitTest(self, point, event, declaredIn: HitAreaView.self)
  }
}

/// A `UIControl` that honours HitAreaKit's settings, ``UIKit/UIControl/tapThrottle`` included, in
/// its own overrides: no runtime hooks, ever.
///
/// ```swift
/// let toggle = HitAreaControl()
/// toggle.hitArea = .minimumSize(44)
/// toggle.tapThrottle = .tapGrouping
/// ```
@objc(HAKHitAreaControl)
open class HitAreaControl: UIControl, HitAreaHosting {
  /// Tests the hit area (the bounds by default).
  nonisolated override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    HostingOverrides.pointInside(self, point, event, declaredIn: HitAreaControl.self)
  }

  /// Runs HitAreaKit's engine when the overflow switch or a policy is set; UIKit's otherwise.
  nonisolated override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    HostingOverrides.hitTest(self, point, event, declaredIn: HitAreaControl.self)
  }

  /// Notes the tracked touch for the tap throttle, then tracks as `UIControl` does.
  nonisolated override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    HostingOverrides.touches(self, touches, event, .began, declaredIn: HitAreaControl.self)
  }

  /// Notes the tracked touch for the tap throttle, then tracks as `UIControl` does.
  nonisolated override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    HostingOverrides.touches(self, touches, event, .moved, declaredIn: HitAreaControl.self)
  }

  /// Notes the tracked touch for the tap throttle, then tracks as `UIControl` does.
  nonisolated override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    HostingOverrides.touches(self, touches, event, .ended, declaredIn: HitAreaControl.self)
  }

  /// Notes the tracked touch for the tap throttle, then tracks as `UIControl` does.
  nonisolated override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    HostingOverrides.touches(self, touches, event, .cancelled, declaredIn: HitAreaControl.self)
  }

  nonisolated override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?)
  {
    HostingOverrides.presses(self, presses, event, .began, declaredIn: HitAreaControl.self)
  }

  nonisolated override open func pressesChanged(
    _ presses: Set<UIPress>, with event: UIPressesEvent?
  ) {
    HostingOverrides.presses(self, presses, event, .moved, declaredIn: HitAreaControl.self)
  }

  nonisolated override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?)
  {
    HostingOverrides.presses(self, presses, event, .ended, declaredIn: HitAreaControl.self)
  }

  nonisolated override open func pressesCancelled(
    _ presses: Set<UIPress>, with event: UIPressesEvent?
  ) {
    HostingOverrides.presses(self, presses, event, .cancelled, declaredIn: HitAreaControl.self)
  }

  /// Notes a programmatic dispatch for the tap throttle, then sends as `UIControl` does.
  nonisolated override open func sendActions(for controlEvents: UIControl.Event) {
    HostingOverrides.sendActions(self, controlEvents, declaredIn: HitAreaControl.self)
  }

  /// Sends the action if the tap throttle admits it.
  nonisolated override open func sendAction(
    _ action: Selector, to target: Any?, for event: UIEvent?
  ) {
    HostingOverrides.sendAction(
      self, action, to: target, for: event, declaredIn: HitAreaControl.self)
  }

  /// Sends the action if the tap throttle admits it.
  nonisolated override open func sendAction(_ action: UIAction) {
    HostingOverrides.sendAction(self, action, declaredIn: HitAreaControl.self)
  }
}

/// A `UIButton` that honours HitAreaKit's settings, ``UIKit/UIControl/tapThrottle`` included, in
/// its own overrides: no runtime hooks, ever.
///
/// ```swift
/// let close = HitAreaButton(type: .close)
/// close.hitArea = .minimumSize(44)
/// close.tapThrottle = .interval(0.5)
/// ```
@objc(HAKHitAreaButton)
open class HitAreaButton: UIButton, HitAreaHosting {
  /// Tests the hit area (the bounds by default).
  nonisolated override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    HostingOverrides.pointInside(self, point, event, declaredIn: HitAreaButton.self)
  }

  /// Runs HitAreaKit's engine when the overflow switch or a policy is set; UIKit's otherwise.
  nonisolated override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    HostingOverrides.hitTest(self, point, event, declaredIn: HitAreaButton.self)
  }

  /// Notes the tracked touch for the tap throttle, then tracks as `UIButton` does.
  nonisolated override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    HostingOverrides.touches(self, touches, event, .began, declaredIn: HitAreaButton.self)
  }

  /// Notes the tracked touch for the tap throttle, then tracks as `UIButton` does.
  nonisolated override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    HostingOverrides.touches(self, touches, event, .moved, declaredIn: HitAreaButton.self)
  }

  /// Notes the tracked touch for the tap throttle, then tracks as `UIButton` does.
  nonisolated override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    HostingOverrides.touches(self, touches, event, .ended, declaredIn: HitAreaButton.self)
  }

  /// Notes the tracked touch for the tap throttle, then tracks as `UIButton` does.
  nonisolated override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    HostingOverrides.touches(self, touches, event, .cancelled, declaredIn: HitAreaButton.self)
  }

  nonisolated override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?)
  {
    HostingOverrides.presses(self, presses, event, .began, declaredIn: HitAreaButton.self)
  }

  nonisolated override open func pressesChanged(
    _ presses: Set<UIPress>, with event: UIPressesEvent?
  ) {
    HostingOverrides.presses(self, presses, event, .moved, declaredIn: HitAreaButton.self)
  }

  nonisolated override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?)
  {
    HostingOverrides.presses(self, presses, event, .ended, declaredIn: HitAreaButton.self)
  }

  nonisolated override open func pressesCancelled(
    _ presses: Set<UIPress>, with event: UIPressesEvent?
  ) {
    HostingOverrides.presses(self, presses, event, .cancelled, declaredIn: HitAreaButton.self)
  }

  /// Notes a programmatic dispatch for the tap throttle, then sends as `UIButton` does.
  nonisolated override open func sendActions(for controlEvents: UIControl.Event) {
    HostingOverrides.sendActions(self, controlEvents, declaredIn: HitAreaButton.self)
  }

  /// Sends the action if the tap throttle admits it.
  nonisolated override open func sendAction(
    _ action: Selector, to target: Any?, for event: UIEvent?
  ) {
    HostingOverrides.sendAction(
      self, action, to: target, for: event, declaredIn: HitAreaButton.self)
  }

  /// Sends the action if the tap throttle admits it.
  nonisolated override open func sendAction(_ action: UIAction) {
    HostingOverrides.sendAction(self, action, declaredIn: HitAreaButton.self)
  }
}
#endif  // canImport(UIKit)

import HitAreaKit
import TapThrottling

/// The places where the UIKit adapter swizzles `UIControl`, as wrappers around the original
/// implementation.
///
/// ``DispatchControl`` calls the installed hooks exactly where UIKit would call the swizzled
/// methods; each hook must call `original` to let UIKit's behaviour run.
public protocol ControlDispatchHooks: AnyObject {
  /// Wraps `touchesBegan/Moved/Ended/Cancelled(_:with:)`: `phase` says which of the four,
  /// `touches` is the set the method was called with.
  func handleTouches(
    _ touches: [DispatchTouch], phase: TapThrottle.TouchPhase, on control: DispatchControl,
    event: DispatchEvent, original: () -> Void)
  /// Wraps the public programmatic entry points `sendActions(for:)` and `performPrimaryAction()`.
  func handleProgrammaticSend(
    on control: DispatchControl, events: ControlEvents, original: () -> Void)
  /// Wraps `sendAction(_:to:for:)`.
  func sendAction(
    _ selector: String, to target: DispatchTarget?, for event: DispatchEvent?,
    on control: DispatchControl, original: () -> Void)
  /// Wraps `sendAction(_: UIAction)`.
  func sendAction(_ action: DispatchAction, on control: DispatchControl, original: () -> Void)
}

/// A UIKit-faithful stand-in for `UIControl`'s registration, tracking and action dispatch
/// (HitAreaKit's UIKitControlRules article, C3–C5 and A1–A6), for the throttle's tests on Linux.
///
/// - Registration (A1): entries in registration order; re-adding an equal entry (same target
///   and selector, or same `UIAction` identifier) removes the old one and appends one with the
///   union mask; empty masks are ignored.
/// - Dispatch (A2): one internal dispatcher iterates a *copy* of the entries, calling
///   ``sendAction(_:to:for:)`` for target–actions and ``sendAction(_:)`` for `UIAction`s; a
///   button-like control runs a `primaryActionTriggered` pass right after any pass that includes
///   `touchUpInside`.
/// - Programmatic sends (A6): ``sendActions(for:)``, ``performPrimaryAction()`` and
///   ``accessibilityLift()`` dispatch with a nil event.
/// - Tracking (C3–C5, C8): the first touch that begins on the control while it tracks none is
///   the tracked one; other fingers do not drive tracking. ``isTouchInside`` is updated before
///   the drag and up events are sent.
/// - Hooks: ``hooks`` wrap the methods the UIKit adapter swizzles.
open class DispatchControl: CustomStringConvertible {
  /// What kind of control it models.
  public enum Kind: Sendable {
    /// `UIControl` itself: no `primaryActionTriggered` pass after taps.
    case plain
    /// `UIButton` and friends: a `primaryActionTriggered` pass follows every pass that includes
    /// `touchUpInside`.
    case button
    /// A continuous `UISlider`: sends `valueChanged` on every move while tracking.
    case slider
  }

  /// A registration: a target–action pair or a `UIAction`, with its event mask.
  public struct Entry: CustomStringConvertible {
    /// What a registration calls.
    public enum Handler {
      /// `addTarget(_:action:for:)`; a nil target means the responder chain.
      case target(DispatchTarget?, selector: String)
      /// `addAction(_:for:)`.
      case action(DispatchAction)
    }

    /// What it calls.
    public var handler: Handler
    /// The events it is registered for.
    public var events: ControlEvents

    /// `target.selector` or the action identifier, with the mask.
    public var description: String {
      switch handler {
      case .target(let target, let selector):
        "\(target?.name ?? "responder").\(selector) \(events)"
      case .action(let action): "\(action.identifier) \(events)"
      }
    }

    func isEqual(to other: Handler) -> Bool {
      switch (handler, other) {
      case (.target(let a, let s), .target(let b, let t)): a === b && s == t
      case (.action(let a), .action(let b)): a.identifier == b.identifier
      default: false
      }
    }
  }

  /// A spy record of one `sendAction` call, whether it ran or the hook suppressed it.
  public struct SendActionCall: CustomStringConvertible {
    /// The action's name, as in ``FiredAction/name``.
    public var name: String
    /// The path.
    public var path: DispatchPath
    /// The event's timestamp (`nil` for nil events and for `UIAction`s).
    public var timestamp: Double?
    /// The event instance's identity.
    public var eventIdentity: ObjectIdentifier?
    /// Whether the original implementation ran.
    public var ran: Bool

    /// `name (path) ran|dropped`.
    public var description: String { "\(name) (\(path)) \(ran ? "ran" : "dropped")" }
  }

  /// A name for logs.
  public let name: String
  /// What kind of control this is.
  public var kind: Kind
  /// Where actions that run are recorded.
  public let log: DispatchLog
  /// The registrations, in dispatch order.
  public private(set) var entries: [Entry] = []
  /// The adapter's swizzles, if installed.
  public var hooks: (any ControlDispatchHooks)?
  /// Simulated system uptime *now*, when the current call is delivered (what
  /// `ProcessInfo.systemUptime` would return).
  ///
  /// Event timestamps may lag it (delayed touches).
  public var uptime: Double = 0
  /// How much ``uptime`` advances with every `sendAction` call (actions take time to run), so
  /// that anything reading the clock per call rather than per dispatch shows up in tests.
  public var uptimePerCall: Double = 0.001
  /// `isTracking`.
  public private(set) var isTracking = false
  /// The touch the control tracks, from the `touchesBegan` that started tracking until it ends
  /// or is cancelled.
  public private(set) var trackedTouch: DispatchTouch?
  /// `isTouchInside`.
  public private(set) var isTouchInside = false
  /// Every `sendAction` call, including suppressed ones.
  public private(set) var sendActionCalls: [SendActionCall] = []

  /// Creates a control.
  public init(_ name: String, kind: Kind = .button, log: DispatchLog = DispatchLog()) {
    self.name = name
    self.kind = kind
    self.log = log
  }

  /// The name.
  public var description: String { name }

  // MARK: Registration (A1)

  /// `addTarget(_:action:for:)`.
  public func addTarget(
    _ target: DispatchTarget?, action selector: String, for events: ControlEvents
  ) {
    register(.target(target, selector: selector), for: events)
  }

  /// `addAction(_:for:)`.
  public func addAction(_ action: DispatchAction, for events: ControlEvents) {
    precondition(!events.isEmpty, "UIKit raises for a UIAction with no events")
    register(.action(action), for: events)
  }

  /// `removeTarget(_:action:for:)`: a nil target or selector matches every one; entries left
  /// with no events are removed.
  public func removeTarget(
    _ target: DispatchTarget?, action selector: String?, for events: ControlEvents
  ) {
    unregister(events) { handler in
      guard case .target(let t, let s) = handler else { return false }
      return (target == nil || t === target) && (selector == nil || s == selector)
    }
  }

  /// `removeAction(_:for:)`.
  public func removeAction(_ action: DispatchAction, for events: ControlEvents) {
    unregister(events) { handler in
      guard case .action(let a) = handler else { return false }
      return a.identifier == action.identifier
    }
  }

  /// The events a target–action pair is registered for, `nil` if it is not registered (what
  /// the adapter reads through `actions(forTarget:forControlEvent:)`).
  public func registeredEvents(forTarget target: DispatchTarget?, selector: String)
    -> ControlEvents?
  {
    entries.first { $0.isEqual(to: .target(target, selector: selector)) }?.events
  }

  /// The events a `UIAction` is registered for, `nil` if it is not registered (what the adapter
  /// reads through `enumerateEventHandlers`).
  public func registeredEvents(for action: DispatchAction) -> ControlEvents? {
    entries.first { $0.isEqual(to: .action(action)) }?.events
  }

  private func register(_ handler: Entry.Handler, for events: ControlEvents) {
    guard !events.isEmpty else { return }
    var mask = events
    if let i = entries.firstIndex(where: { $0.isEqual(to: handler) }) {
      mask.formUnion(entries[i].events)
      entries.remove(at: i)
    }
    entries.append(Entry(handler: handler, events: mask))
  }

  private func unregister(_ events: ControlEvents, matching: (Entry.Handler) -> Bool) {
    for i in entries.indices.reversed() where matching(entries[i].handler) {
      entries[i].events.subtract(events)
      if entries[i].events.isEmpty { entries.remove(at: i) }
    }
  }

  // MARK: Dispatch (A2)

  /// The events after which a `primaryActionTriggered` pass runs (UIKit's private
  /// `_controlEventsForActionTriggered`): `touchUpInside` for buttons, none otherwise.
  public var actionTriggeredEvents: ControlEvents {
    kind == .button ? .touchUpInside : []
  }

  /// The private `_sendActionsForEvents:withEvent:`: one pass over a copy of the entries, then
  /// the `primaryActionTriggered` pass if the events call for one.
  public func dispatch(_ events: ControlEvents, event: DispatchEvent?) {
    let snapshot = entries
    for entry in snapshot where !entry.events.isDisjoint(with: events) {
      switch entry.handler {
      case .target(let target, let selector): sendAction(selector, to: target, for: event)
      case .action(let action): sendAction(action)
      }
    }
    if !events.isDisjoint(with: actionTriggeredEvents) {
      dispatch(.primaryActionTriggered, event: event)
    }
  }

  /// `sendAction(_:to:for:)`: the adapter's hook, then the original (which forwards to
  /// `UIApplication.sendAction`, here: logs the action and runs the target's handler).
  public func sendAction(_ selector: String, to target: DispatchTarget?, for event: DispatchEvent?)
  {
    defer { uptime += uptimePerCall }
    let name = "\(target?.name ?? "responder").\(selector)"
    var ran = false
    let original = {
      ran = true
      self.log.record(
        FiredAction(
          name: name, path: .selector, control: self.name, timestamp: event?.timestamp,
          eventIdentity: event.map(ObjectIdentifier.init)))
      target?.handlers[selector]?(self, event)
    }
    if let hooks {
      hooks.sendAction(selector, to: target, for: event, on: self, original: original)
    } else {
      original()
    }
    sendActionCalls.append(
      SendActionCall(
        name: name, path: .selector, timestamp: event?.timestamp,
        eventIdentity: event.map(ObjectIdentifier.init), ran: ran))
  }

  /// `sendAction(_: UIAction)`: the adapter's hook, then the original (runs the handler).
  public func sendAction(_ action: DispatchAction) {
    defer { uptime += uptimePerCall }
    var ran = false
    let original = {
      ran = true
      self.log.record(
        FiredAction(
          name: action.identifier, path: .action, control: self.name, timestamp: nil,
          eventIdentity: nil))
      action.handler?(self)
    }
    if let hooks {
      hooks.sendAction(action, on: self, original: original)
    } else {
      original()
    }
    sendActionCalls.append(
      SendActionCall(
        name: action.identifier, path: .action, timestamp: nil, eventIdentity: nil, ran: ran))
  }

  // MARK: Programmatic sends (A2, A6)

  /// `sendActions(for:)`: the private dispatcher with a nil event.
  public func sendActions(for events: ControlEvents) {
    programmatic(events) { self.dispatch(events, event: nil) }
  }

  /// `performPrimaryAction()`: a `primaryActionTriggered` dispatch with a nil event.
  public func performPrimaryAction() {
    programmatic(.primaryActionTriggered) { self.dispatch(.primaryActionTriggered, event: nil) }
  }

  /// The accessibility large-content-viewer lift (Y3): the private dispatcher with
  /// `touchUpInside` and a nil event, bypassing the public methods (no hook sees it coming).
  public func accessibilityLift() {
    dispatch(.touchUpInside, event: nil)
  }

  private func programmatic(_ events: ControlEvents, _ body: () -> Void) {
    if let hooks {
      hooks.handleProgrammaticSend(on: self, events: events, original: body)
    } else {
      body()
    }
  }

  // MARK: Tracking (C3–C5, C8)

  /// `touchesBegan(_:with:)` with the touches of `event` that began: see
  /// ``touchesBegan(_:with:)``.
  public func touchesBegan(_ event: DispatchEvent) {
    touchesBegan(event.touches.filter { $0.phase == .began }, with: event)
  }

  /// `touchesBegan(_:with:)`: when the control tracks no touch, the first of `touches` starts
  /// tracking and `touchDown` is sent (with `touchDownRepeat` for a tap count above one); a
  /// finger that lands while another is tracked changes nothing.
  public func touchesBegan(_ touches: [DispatchTouch], with event: DispatchEvent) {
    handle(touches, .began, event) {
      guard self.trackedTouch == nil, let touch = touches.first else { return }
      self.trackedTouch = touch
      self.isTracking = true
      self.isTouchInside = true
      var events: ControlEvents = .touchDown
      if touch.tapCount >= 2 { events.insert(.touchDownRepeat) }
      self.dispatch(events, event: event)
    }
  }

  /// `touchesMoved(_:with:)` with every touch of `event`: see ``touchesMoved(_:with:inside:)``.
  public func touchesMoved(_ event: DispatchEvent, inside: Bool) {
    touchesMoved(event.touches, with: event, inside: inside)
  }

  /// `touchesMoved(_:with:)`: if the tracked touch is among `touches`, drag enter/exit when the
  /// inside state changes, then drag inside/outside; a slider then sends `valueChanged`.
  public func touchesMoved(_ touches: [DispatchTouch], with event: DispatchEvent, inside: Bool) {
    handle(touches, .moved, event) {
      guard self.isTracking, self.tracks(touches) else { return }
      if inside != self.isTouchInside {
        self.isTouchInside = inside
        self.dispatch(inside ? .touchDragEnter : .touchDragExit, event: event)
      }
      self.dispatch(inside ? .touchDragInside : .touchDragOutside, event: event)
      if self.kind == .slider { self.dispatch(.valueChanged, event: event) }
    }
  }

  /// `touchesEnded(_:with:)` with the touches of `event` that ended: see
  /// ``touchesEnded(_:with:inside:)``.
  public func touchesEnded(_ event: DispatchEvent, inside: Bool) {
    touchesEnded(event.touches.filter { $0.phase == .ended }, with: event, inside: inside)
  }

  /// `touchesEnded(_:with:)`: if the tracked touch is among `touches`, drag enter/exit if the
  /// inside state changed (``isTouchInside`` is updated first), then `touchUpInside` or
  /// `touchUpOutside` (and, for buttons, the `primaryActionTriggered` pass); tracking ends.
  public func touchesEnded(_ touches: [DispatchTouch], with event: DispatchEvent, inside: Bool) {
    handle(touches, .ended, event) {
      guard self.isTracking, self.tracks(touches) else { return }
      if inside != self.isTouchInside {
        self.isTouchInside = inside
        self.dispatch(inside ? .touchDragEnter : .touchDragExit, event: event)
      }
      self.isTracking = false
      self.trackedTouch = nil
      self.dispatch(inside ? .touchUpInside : .touchUpOutside, event: event)
    }
  }

  /// `touchesCancelled(_:with:)` with the touches of `event` that were cancelled.
  public func touchesCancelled(_ event: DispatchEvent) {
    touchesCancelled(event.touches.filter { $0.phase == .cancelled }, with: event)
  }

  /// `touchesCancelled(_:with:)`: if the tracked touch is among `touches`, sends
  /// `touchCancel`, no up event; tracking ends.
  public func touchesCancelled(_ touches: [DispatchTouch], with event: DispatchEvent) {
    handle(touches, .cancelled, event) {
      guard self.isTracking, self.tracks(touches) else { return }
      self.isTracking = false
      self.trackedTouch = nil
      self.dispatch(.touchCancel, event: event)
    }
  }

  private func tracks(_ touches: [DispatchTouch]) -> Bool {
    touches.contains { $0 === trackedTouch }
  }

  private func handle(
    _ touches: [DispatchTouch], _ phase: TapThrottle.TouchPhase, _ event: DispatchEvent,
    _ body: () -> Void
  ) {
    if let hooks {
      hooks.handleTouches(touches, phase: phase, on: self, event: event, original: body)
    } else {
      body()
    }
  }
}

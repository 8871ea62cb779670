import HitAreaKit

/// Which `sendAction` path a call took (UIKitControlRules A2, A4).
public enum DispatchPath: Hashable, Sendable {
  /// `sendAction(_:to:for:)`: a target–action pair.
  case selector
  /// `sendAction(_: UIAction)`: a `UIAction` handler.
  case action
}

/// One action that ran, in the order it ran.
public struct FiredAction: Hashable, CustomStringConvertible {
  /// `target.selector` for a target–action pair (`responder.selector` for a nil target),
  /// the action's identifier for a `UIAction`.
  public var name: String
  /// The path it took.
  public var path: DispatchPath
  /// The control that sent it.
  public var control: String
  /// The event's timestamp, `nil` for a programmatic send (and always for `UIAction`s, which
  /// receive no event).
  public var timestamp: Double?
  /// The identity of the event instance, `nil` when there was none.
  public var eventIdentity: ObjectIdentifier?

  /// The name.
  public var description: String { name }
}

/// Records, in order, every action that ran on any control that shares it.
public final class DispatchLog {
  /// Every action that ran.
  public private(set) var fired: [FiredAction] = []

  /// Creates an empty log.
  public init() {}

  /// The names of the actions that ran, in order.
  public var names: [String] { fired.map(\.name) }

  /// Records an action.
  public func record(_ action: FiredAction) { fired.append(action) }

  /// Forgets everything.
  public func clear() { fired.removeAll() }
}

/// A stand-in for a target object: identity matters (A1 compares targets by identity).
public final class DispatchTarget: CustomStringConvertible {
  /// A name for logs.
  public let name: String
  /// Extra work per selector, run after the action is logged (to add or remove registrations
  /// during a dispatch, for instance).
  public var handlers: [String: (DispatchControl, DispatchEvent?) -> Void] = [:]

  /// Creates a target.
  public init(_ name: String) { self.name = name }

  /// The name.
  public var description: String { name }
}

/// A stand-in for `UIAction`: equal when the identifiers are equal, as UIKit compares them.
public final class DispatchAction: CustomStringConvertible {
  /// `UIAction.identifier`.
  public let identifier: String
  /// Extra work, run after the action is logged.
  public var handler: ((DispatchControl) -> Void)?

  /// Creates an action.
  public init(_ identifier: String, handler: ((DispatchControl) -> Void)? = nil) {
    self.identifier = identifier
    self.handler = handler
  }

  /// The identifier.
  public var description: String { identifier }
}

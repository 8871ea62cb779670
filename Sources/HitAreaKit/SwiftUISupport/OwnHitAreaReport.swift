/// How the SwiftUI adapter learns that a view has a hit area of its own, which then wins over the
/// automatic minimum size: a report that travels up the view tree (a preference) and stops at
/// the first target it reaches.
///
/// A `hitArea(_:)` reports `true`; reports from siblings combine with ``combined(_:_:)`` (any
/// one is enough); each view passes up what ``passedUp(by:_:)`` says for its role. A target (a
/// view with `automaticHitArea()`, a throttled button, a throttled tap) reads the report of its
/// content and passes nothing up: a hit area below it belongs to it, not to a target further up.
/// So an outer `.automaticHitArea()` on a card keeps its automatic area when a button inside the
/// card sets a hit area on its label.
///
/// ```swift
/// OwnHitAreaReport.passedUp(by: .hitArea, false)         // true: an area of its own
/// OwnHitAreaReport.passedUp(by: .target, true)           // false: it stops here
/// OwnHitAreaReport.passedUp(by: .other, true)            // true: passes through
/// ```
///
/// What the report cannot see: a plain SwiftUI `Button` with its own style, or a gesture
/// attached by the app, is a target the adapter does not know, so a hit area on its label still
/// reaches a target above it. Give such a label `automaticHitArea()` (which adds nothing where
/// the label has an area of its own) and the report stops there.
package enum OwnHitAreaReport {
  /// What a view's role does to the report of its content.
  package enum Role: Hashable, Sendable, CaseIterable {
    /// A view with a hit area of its own (`hitArea(_:)`, `minimumHitSize(_:)`): it reports one.
    case hitArea
    /// A target the adapter knows: it reads the report of its content and passes nothing up.
    case target
    /// Any other view: the report passes through.
    case other
  }

  /// The report of a view with nothing below it: no hit area of its own.
  package static let none = false

  /// The report of two sibling subtrees together: one with a hit area of its own is enough.
  ///
  /// The reduction of the preference key; associative and commutative, with ``none`` as
  /// identity, as SwiftUI's preference reduction needs.
  @inlinable
  package static func combined(_ first: Bool, _ second: Bool) -> Bool { first || second }

  /// What a view of this role reports to its ancestors, given the report of its content.
  @inlinable
  package static func passedUp(by role: Role, _ content: Bool) -> Bool {
    switch role {
    case .hitArea: true
    case .target: false
    case .other: content
    }
  }
}

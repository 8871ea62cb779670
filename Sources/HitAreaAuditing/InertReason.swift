import HitAreaKit

/// Why a view can never be hit, as the ``AuditRule/inertHitArea`` rule reports it.
///
/// ```swift
/// finding.measured.inertReason  // .userInteractionDisabled: an image view's default
/// ```
public enum InertReason: String, CaseIterable, Hashable, Sendable, Codable {
  /// A disabled control, itself or an ancestor: hit testing skips it until it is enabled.
  case disabled
  /// `isUserInteractionEnabled == false`, itself or an ancestor (the default of image views and
  /// labels).
  case userInteractionDisabled
  /// `isHidden`, itself or an ancestor.
  case hidden
  /// `alpha < 0.01`, itself or an ancestor.
  case transparent
  /// A transform on the way to the screen that cannot be inverted (a zero scale) or is not
  /// finite: no point maps into the view.
  case nonInvertibleTransform

  /// The reason for a gate failure of ``InteractionState``.
  init(_ ineligibility: InteractionState.Ineligibility) {
    switch ineligibility {
    case .disabled: self = .disabled
    case .userInteractionDisabled: self = .userInteractionDisabled
    case .hidden: self = .hidden
    case .transparent: self = .transparent
    }
  }

  /// Whether the state usually changes while the screen is shown (a disabled button, a hidden
  /// view): a hit area there is expected to work later.
  var isTransient: Bool {
    switch self {
    case .disabled, .hidden, .transparent: true
    case .userInteractionDisabled, .nonInvertibleTransform: false
    }
  }

  /// A predicate for messages: "<view> is disabled".
  var phrase: String {
    switch self {
    case .disabled: "is disabled"
    case .userInteractionDisabled: "has user interaction off"
    case .hidden: "is hidden"
    case .transparent: "has alpha below 0.01"
    case .nonInvertibleTransform: "has a transform that cannot be inverted"
    }
  }
}

extension InertReason: CustomStringConvertible {
  /// The raw value, such as `userInteractionDisabled`.
  ///
  /// ```swift
  /// InertReason.hidden.description  // "hidden"
  /// ```
  public var description: String { rawValue }
}

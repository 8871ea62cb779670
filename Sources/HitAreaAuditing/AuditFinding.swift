import HitAreaKit

/// One problem the audit found: which rule, how serious, where, the numbers, and what to do.
///
/// Geometry is in the snapshot's root space (points); a transformed view's rects are the boxes
/// around it.
///
/// ```swift
/// for finding in report.findings(atLeast: .warning) {
///   print(finding)  // error min-size close: … Fix: Set `close.hitArea = .minimumSize(44)`.
/// }
/// ```
public struct AuditFinding: Hashable, Sendable {
  /// The rule.
  public var rule: AuditRule
  /// How serious it is.
  public var severity: AuditSeverity
  /// The id of the node the finding is about.
  public var target: String
  /// The name a person knows the target by: its label, else its type and id (the audit sets it
  /// from the snapshot; the id when nothing else is known).
  public var label: String
  /// The id of the other node involved: the second target of an overlap, the view that receives
  /// the target's touches, or the ancestor that rejects them.
  public var other: String?
  /// The id of the target that wins the contested touches (overlap, activation point), if any.
  public var winner: String?
  /// The target's visible bounds in root space.
  public var frame: Rect
  /// The target's hit area in root space, as set (before ancestors cut it).
  public var hitRect: Rect
  /// The region the finding is about, in root space: the effective hit area (min-size), the
  /// overlap (overlap), the box around the unreachable part (unreachable).
  public var region: Rect?
  /// The unreachable part itself, where ``region`` is only the box around it: disjoint rects in
  /// root space (for a rotated target, the boxes of the sampled cells that were lost).
  ///
  /// `nil` for the other rules.
  public var regionShape: Region?
  /// The point the finding is about: the visible centre (activation point).
  public var point: Point?
  /// The measured values.
  public var measured: AuditMeasurements
  /// What is wrong, for people.
  public var message: String
  /// What to do about it, for people; Swift code where there is some.
  public var fix: String
  /// For ``AuditRule/minSize`` errors: the hit area to set.
  public var suggestion: FixSuggestion?
  /// Why the target could not be measured, for a finding that reports it as not checked (an
  /// ``AuditSeverity/info`` ``AuditRule/minSize`` finding); `nil` otherwise.
  public var notChecked: NotCheckedReason?
  /// The standard's exception the target meets (an exempt ``AuditSeverity/info`` finding under
  /// WCAG, a ``AuditSeverity/warning`` that names it under `ios` and `android`); `nil` otherwise.
  public var exception: SizeException?
  /// The suppression that marks the finding as accepted, if any: it stays in the report and
  /// counts toward nothing (see ``AuditSuppression``).
  public var suppression: AuditSuppression?

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - rule: The rule.
  ///   - severity: How serious it is.
  ///   - target: The id of the node it is about.
  ///   - other: The id of the other node involved.
  ///   - winner: The id of the target that wins the contested touches.
  ///   - frame: The target's visible bounds in root space.
  ///   - hitRect: The target's hit area in root space.
  ///   - region: The region the finding is about.
  ///   - regionShape: The unreachable part itself, when ``region`` is the box around it.
  ///   - point: The point the finding is about.
  ///   - measured: The measured values.
  ///   - message: What is wrong.
  ///   - fix: What to do.
  ///   - suggestion: The hit area to set, for undersized targets.
  ///   - label: The name a person knows the target by; the target's id when `nil`.
  ///   - notChecked: Why the target could not be measured, if it was not.
  ///   - exception: The standard's exception the target meets, if any.
  ///
  /// ```swift
  /// AuditFinding(
  ///   rule: .inertHitArea, severity: .warning, target: "icon",
  ///   frame: Rect(x: 0, y: 0, width: 20, height: 20), hitRect: Rect(x: -12, y: -12, width: 44, height: 44),
  ///   measured: AuditMeasurements(inertReason: .userInteractionDisabled),
  ///   message: "icon has a hit area but user interaction is off.",
  ///   fix: "Set icon.isUserInteractionEnabled = true.")
  /// ```
  package init(
    rule: AuditRule, severity: AuditSeverity, target: String, other: String? = nil,
    winner: String? = nil, frame: Rect, hitRect: Rect, region: Rect? = nil,
    regionShape: Region? = nil, point: Point? = nil,
    measured: AuditMeasurements = AuditMeasurements(), message: String, fix: String,
    suggestion: FixSuggestion? = nil, label: String? = nil, notChecked: NotCheckedReason? = nil,
    exception: SizeException? = nil
  ) {
    self.rule = rule
    self.severity = severity
    self.target = target
    self.label = label ?? target
    self.other = other
    self.winner = winner
    self.frame = frame
    self.hitRect = hitRect
    self.region = region
    self.regionShape = regionShape
    self.point = point
    self.measured = measured
    self.message = message
    self.fix = fix
    self.suggestion = suggestion
    self.notChecked = notChecked
    self.exception = exception
  }
}

extension AuditFinding: CustomStringConvertible {
  /// One line: severity, rule, target, message and fix.
  ///
  /// ```swift
  /// "\(finding)"  // "error min-size close: close reaches 20×20 pt … Fix: Set `close.hitArea = .minimumSize(44)`."
  /// ```
  public var description: String { "\(severity) \(rule) \(target): \(message) Fix: \(fix)" }
}

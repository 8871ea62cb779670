import HitAreaKit

/// The minimum the size rule measures against: the standard's, or the audit's custom minimum.
extension AuditContext {
  /// The side of the smallest square a target must contain, in points.
  var requiredSide: Double { settings.effectiveMinimum ?? settings.standard.minimumSide }

  /// The minimum as a size.
  var requiredSize: Size { Size(square: requiredSide) }

  /// The standard's name for messages, such as `iOS (44×44 pt)`.
  var requiredTitle: String { settings.standard.title(minimum: settings.effectiveMinimum) }
}

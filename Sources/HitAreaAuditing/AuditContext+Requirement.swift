import HitAreaKit

/// The minimum the size rule measures against: the standard's, or the audit's custom minimum.
extension AuditContext {
  /// The side of the smallest square a target must contain, in points.
  var requiredSide: Double { settings.effectiveMinimum ?? settings.standard.minimumSide }

  /// The minimum as a size.
  var requiredSize: Size { Size(square: requiredSide) }
}

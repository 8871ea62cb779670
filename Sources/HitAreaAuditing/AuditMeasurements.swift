import HitAreaKit

/// The numbers behind an audit finding; only the fields of the finding's rule are set.
///
/// All lengths are in points of the snapshot's root space, areas in pt², shares between 0 and 1.
///
/// | Rule | Fields |
/// |---|---|
/// | ``AuditRule/minSize`` | ``requiredSize``, ``visibleSize``, ``effectiveSize``, ``spacingClear`` (WCAG AA); under ``TargetSizeStandard/atf``, ATF's whole dp (the effective size is its largest `TouchDelegate` hit rect, else the size) |
/// | ``AuditRule/overlap`` | ``area``, ``contestedArea``, ``targetLoss``, ``otherLoss`` |
/// | ``AuditRule/unreachable`` | ``area``, ``share``, ``visibleShare``, ``clippedArea``, ``coveredArea`` |
/// | ``AuditRule/activationPoint`` | none (the finding's point and other target say it all) |
/// | ``AuditRule/inertHitArea`` | ``inertReason`` |
///
/// ```swift
/// let overlap = report.findings(for: .overlap)[0]
/// overlap.measured.targetLoss  // 56: pt² of the target's hit area that the other target wins
/// ```
public struct AuditMeasurements: Hashable, Sendable {
  /// The standard's minimum size.
  public var requiredSize: Size?
  /// The target's visible size on screen (its bounds, scaled by its transforms).
  public var visibleSize: Size?
  /// The size of the effective hit area: the hit area cut by every ancestor that rejects points
  /// (except the screen and scroll views, see ``TapTargetAudit``).
  public var effectiveSize: Size?
  /// For WCAG 2.5.8: whether the 24-px circle around the target meets no other target and no
  /// other undersized target's circle.
  public var spacingClear: Bool?
  /// Overlap: the area both hit areas cover.
  ///
  /// Unreachable: the area no touch reaches.
  public var area: Double?
  /// Overlap: the part of ``area`` outside what the layout makes unavoidable (outside both
  /// visible bounds; for nested targets, outside the inner target's visible bounds).
  public var contestedArea: Double?
  /// Overlap: the area of the overlap the other target wins (the target loses it).
  public var targetLoss: Double?
  /// Overlap: the area of the overlap the target wins (the other target loses it).
  public var otherLoss: Double?
  /// Unreachable: ``area`` as a share of the on-screen hit area.
  public var share: Double?
  /// Unreachable: the share of the visible bounds (inside the hit area) that no touch reaches.
  public var visibleShare: Double?
  /// Unreachable: the area an ancestor rejects.
  public var clippedArea: Double?
  /// Unreachable: the area another view receives.
  public var coveredArea: Double?
  /// Inert hit area: why the view can never be hit.
  public var inertReason: InertReason?

  /// Creates measurements; every field is optional.
  ///
  /// - Parameters:
  ///   - requiredSize: The standard's minimum size.
  ///   - visibleSize: The visible size on screen.
  ///   - effectiveSize: The effective hit area's size.
  ///   - spacingClear: The WCAG 2.5.8 circle test's result.
  ///   - area: The overlapping or unreachable area.
  ///   - contestedArea: The overlap beyond what the layout makes unavoidable.
  ///   - targetLoss: The overlap the other target wins.
  ///   - otherLoss: The overlap the target wins.
  ///   - share: The unreachable share of the hit area.
  ///   - visibleShare: The unreachable share of the visible bounds.
  ///   - clippedArea: The area ancestors reject.
  ///   - coveredArea: The area other views receive.
  ///   - inertReason: Why the view can never be hit.
  ///
  /// ```swift
  /// AuditMeasurements(requiredSize: Size(square: 44), effectiveSize: Size(square: 20))
  /// ```
  package init(
    requiredSize: Size? = nil, visibleSize: Size? = nil, effectiveSize: Size? = nil,
    spacingClear: Bool? = nil, area: Double? = nil, contestedArea: Double? = nil,
    targetLoss: Double? = nil, otherLoss: Double? = nil, share: Double? = nil,
    visibleShare: Double? = nil, clippedArea: Double? = nil, coveredArea: Double? = nil,
    inertReason: InertReason? = nil
  ) {
    self.requiredSize = requiredSize
    self.visibleSize = visibleSize
    self.effectiveSize = effectiveSize
    self.spacingClear = spacingClear
    self.area = area
    self.contestedArea = contestedArea
    self.targetLoss = targetLoss
    self.otherLoss = otherLoss
    self.share = share
    self.visibleShare = visibleShare
    self.clippedArea = clippedArea
    self.coveredArea = coveredArea
    self.inertReason = inertReason
  }
}

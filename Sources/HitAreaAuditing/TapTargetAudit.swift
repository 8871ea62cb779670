import HitAreaKit
import HitAreaSnapshot

/// Audits the tap targets of a layout snapshot: sizes against a standard, overlapping and
/// unreachable hit areas, activation points, inert hit areas; with a concrete hit area for every
/// undersized target.
///
/// Run it in a unit test on a snapshot of a screen (the UIKit adapter captures one from a live
/// view; the `hitarea` command reads files):
///
/// ```swift
/// @Test func checkoutScreenTargets() {
///   let report = TapTargetAudit(standard: .ios).audit(checkoutSnapshot)
///   #expect(report.findings(atLeast: .warning).isEmpty, "\(report)")
/// }
/// ```
///
/// Targets are the nodes marked `LayoutNode.isTarget` that can be hit (a pass-through node,
/// `LayoutNode.passesTouchesThrough`, never is, though the targets inside it are): nodes that are disabled,
/// hidden, transparent, non-interactive (themselves or through an ancestor) or behind a
/// non-invertible transform are skipped by every rule but ``AuditRule/inertHitArea``. Touches are
/// decided by the engine (`HitTester`) under the snapshot's `LayoutSnapshot.resolution`
/// policy, so the audit sees exactly what hit testing does, overflow switch included.
///
/// **Checkers.** Under ``TargetSizeStandard/atf`` and ``TargetSizeStandard/gtx`` the
/// ``AuditRule/minSize`` rule is Google's Accessibility Test Framework's `TouchTargetSizeCheck`
/// or GTXiLib's minimum tappable area check, rule for rule: their views, their measures, their
/// errors and warnings (see the auditing article).
///
/// **Viewports.** The root and scroll containers (a non-zero bounds origin, or a type such as
/// `UIScrollView`, `UITableView`, `UICollectionView`, `RecyclerView`, `ListView`) cut what lies
/// outside them because it is off screen or scrolled out of view, not because it is broken: the
/// size rule does not count that cut (at the screen edge, a hit area that sticks out loses
/// nothing a finger could reach), and the unreachable and activation-point rules skip those
/// points. Every other ancestor without the overflow switch cuts for real.
///
/// **Accuracy.** Areas are measured by hit-testing the centres of a grid of cells about
/// ``sampleSpacing`` wide on screen, never more than ``maximumSamplesPerRegion`` per region (a
/// target's hit area, an overlap). An area is exact when its edges fall on cell edges (integral
/// layouts on the default 1-pt grid) and otherwise off by at most one row or column of cells
/// along each edge. Sizes are exact for views whose transforms keep rects axis-aligned; for
/// rotated views, ancestors are approximated by the boxes around them.
///
/// - Complexity: O(t·n) box tests for t targets and n nodes, plus one hit test per sample that
///   may land on another view: at most ``maximumSamplesPerRegion`` per target and per overlapping
///   pair, each O(nodes visited).
public struct TapTargetAudit: Hashable, Sendable {
  /// The size standard.
  public var standard: TargetSizeStandard
  /// The rules to run; all of them by default.
  public var rules: Set<AuditRule>
  /// The wanted side of a sample cell, in points on screen; 2 by default (at least 0.01).
  public var sampleSpacing: Double
  /// The most samples per measured region (1 to 1,000,000); the cells grow when a region would
  /// need more.
  public var maximumSamplesPerRegion: Int
  /// A custom minimum side, in the screen's unit (points; dp on Android), that replaces the
  /// standard's (`hitarea audit --minimum N`); `nil` for the standard's own.
  ///
  /// The standard's other rules stay: WCAG 2.5.8's spacing test uses a circle of this diameter;
  /// ``TargetSizeStandard/atf`` rounds it to whole dp, as ATF's custom touch target size, and
  /// scales its 32-dp screen-edge minimum by it. ``TargetSizeStandard/gtx`` ignores it (GTXiLib's
  /// check has no such setting). A value that is not a positive finite number is ignored.
  ///
  /// ```swift
  /// TapTargetAudit(standard: .android, minimum: 40).audit(snapshot)  // 40×40 dp
  /// ```
  public var minimum: Double?
  /// The automatic minimum size to audit the screen with, in points (`hitarea audit
  /// --automatic PT`); `nil` for none.
  ///
  /// The screen is audited as it behaves on a device with `HitAreaConfiguration`'s
  /// `automaticMinimumSize`: every automatic target without a hit area of its own reaches this
  /// size (`LayoutSnapshot.applyingAutomaticMinimumSize(_:)`, what sizes and findings show), and
  /// each touch is decided as the UIKit adapter decides it: UIKit's answer first (the screen's
  /// own hit testing, explicit hit areas included), a ring only where that gives the touch to no
  /// target, or on the edge of a larger target its owner sits on, as `hitarea probe --automatic`
  /// and `simulate` decide it. So a ring never takes a neighbour's own enlargement; the edge it
  /// takes is reported as a warning. Rings go only where the engine gives them
  /// (`LayoutSnapshot.receivesAutomaticRing(_:)`). A value that is not a positive finite number
  /// is ignored.
  ///
  /// ```swift
  /// var audit = TapTargetAudit()
  /// audit.automaticMinimumSize = 44
  /// audit.audit(snapshot).findings  // the findings that remain with the rings
  /// ```
  public var automaticMinimumSize: Double?

  /// Every rule, made once: the default rules (a corpus run makes an audit for each screen).
  @usableFromInline static let everyRule = Set(AuditRule.allCases)

  /// Creates an audit.
  ///
  /// - Parameters:
  ///   - standard: The size standard; Apple's 44×44 pt by default.
  ///   - rules: The rules to run.
  ///   - sampleSpacing: The wanted side of a sample cell, in points on screen.
  ///   - maximumSamplesPerRegion: The most samples per measured region.
  ///   - minimum: A custom minimum side in the screen's unit, instead of the standard's.
  ///
  /// ```swift
  /// let audit = TapTargetAudit(standard: .wcagAA, rules: [.minSize, .overlap])
  /// ```
  public init(
    standard: TargetSizeStandard = .ios, rules: Set<AuditRule> = TapTargetAudit.everyRule,
    sampleSpacing: Double = 2, maximumSamplesPerRegion: Int = 1_024, minimum: Double? = nil
  ) {
    self.minimum = minimum
    self.standard = standard
    self.rules = rules
    self.sampleSpacing = sampleSpacing
    self.maximumSamplesPerRegion = maximumSamplesPerRegion
  }

  /// Audits a snapshot.
  ///
  /// - Parameter snapshot: The screen, in points, with its resolution policy.
  /// - Returns: The findings in a stable order (by rule, then by target in depth-first order),
  ///   each ``AuditRule/minSize`` error with a ``FixSuggestion``.
  ///
  /// ```swift
  /// let report = TapTargetAudit(standard: .android).audit(snapshot)
  /// print(report)
  /// ```
  ///
  /// - Complexity: see ``TapTargetAudit``; a few hundred targets take well under a second in a
  ///   debug build.
  public func audit(_ snapshot: LayoutSnapshot) -> AuditReport {
    audit(AuditContext(snapshot: snapshot, settings: self))
  }

  /// Audits a snapshot, and lists the targets it looked at and the names it gave them: what a
  /// tool that prints all three (and names findings' other nodes) needs, from one context.
  ///
  /// - Parameter snapshot: The screen.
  /// - Returns: The report of ``audit(_:)``, the targets of ``auditedTargets(_:)``, and the
  ///   screen's report names (`ReportNames(snapshot)`; those the report's messages were made
  ///   from, made in the audit's order of the nodes).
  package func auditWithTargets(_ snapshot: LayoutSnapshot)
    -> (report: AuditReport, targets: [AuditedTarget], names: ReportNames)
  {
    let context = AuditContext(snapshot: snapshot, settings: self)
    return (audit(context), auditedTargets(context), context.names)
  }

  /// The audit over a built context.
  func audit(_ context: AuditContext) -> AuditReport {
    // The tables by target are arrays by node (`nil` for a node that is no target): made at
    // once, and read without hashing.
    let n = context.snapshot.nodes.count
    var gates = [[Int]?](nils: n)
    for t in context.targets { gates[t] = context.gates(of: t) }
    var findings: [KeyedFinding] = []
    // The rules to run, one bit each: the set is walked once, not hashed into for each rule.
    var run = 0
    for rule in rules { run |= 1 << rule.order }
    func runs(_ rule: AuditRule) -> Bool { run & (1 << rule.order) != 0 }

    if runs(.minSize) {
      var sizes = [AuditContext.TargetSize?](nils: n)
      for t in context.targets { sizes[t] = context.targetSize(t) }
      // The rules' findings are changed and added where they lie (each copied into the list
      // retained and released all its strings): the size rule's are the list.
      let fixed: [Int]
      switch standard {
      case .atf: (findings, fixed) = context.atfFindings()
      case .gtx: (findings, fixed) = context.gtxFindings()
      case .ios, .android, .wcagAAA, .wcagAA:
        (findings, fixed) = context.minimumSizeFindings(sizes)
      }
      // Under WCAG 2.5.8 AA, the targets that pass by spacing: the fixes keep them passing.
      let spacers =
        standard.hasSpacingException
        ? findings.filter { $0.finding.measured.spacingClear == true }.map(\.target) : []
      let suggestions = context.fixSuggestions(for: fixed, sizes: sizes, spacers: spacers)
      // On Android each fix sets its parent's one TouchDelegate: the fixes of one parent's
      // views say so (each replaced the one before).
      var fixedByParent: [Int: [Int]] = [:]
      if context.platform == .android {
        for f in findings where f.finding.severity == .error && suggestions[f.target]?.isFix == true
        {
          guard let parent = context.snapshot.parent(of: f.target) else { continue }
          if fixedByParent[parent]?.contains(f.target) != true {
            fixedByParent[parent, default: []].append(f.target)
          }
        }
      }
      for i in findings.indices where findings[i].finding.severity == .error {
        guard let planned = suggestions[findings[i].target] else { continue }
        let target = findings[i].target
        if planned.isFix {
          var suggestion = planned.suggestion
          findings[i].finding.fix =
            standard == .atf
            ? context.atfFixText(findings[i].finding.fix, suggestion)
            : context.fixText(
              target, &suggestion,
              siblings: context.snapshot.parent(of: target).flatMap { fixedByParent[$0] }?
                .filter { $0 != target } ?? [])
          findings[i].finding.suggestion = suggestion
        } else {
          findings[i].finding.fix = context.noFixText(target, planned.suggestion)
        }
      }
    }
    if runs(.overlap) {
      var reachable = [Rect?](nils: n)
      for t in context.targets { reachable[t] = context.reachableBox(t) }
      context.overlapFindings(gates: gates, reachable: reachable, into: &findings)
    }
    if runs(.unreachable) { context.unreachableFindings(gates: gates, into: &findings) }
    if runs(.activationPoint) { context.activationPointFindings(into: &findings) }
    if runs(.inertHitArea) { context.inertHitAreaFindings(into: &findings) }
    for i in findings.indices {
      context.label(&findings[i])
      context.applyInlineSuppression(&findings[i])
    }
    var report = AuditReport(standard: standard, findings: context.sorted(findings))
    report.minimum = effectiveMinimum
    return report
  }
}

extension TapTargetAudit {
  /// The custom minimum that applies: ``minimum`` when it is a positive finite number and the
  /// standard takes one (every standard but ``TargetSizeStandard/gtx``).
  var effectiveMinimum: Double? {
    guard let minimum, minimum.isFinite, minimum > 0, standard != .gtx else { return nil }
    return standard == .atf ? Swift.max(1, minimum.rounded()) : minimum
  }
}

extension AuditContext {
  /// The box in root space around the part of a target's hit area that every gate accepts.
  ///
  /// A box that is not finite (of a hit rect past every number, the target's or a gate's) is
  /// made from the rect brought to the plane's edges, as the context makes its boxes
  /// (``boxWithinPlane(_:_:)``).
  func reachableBox(_ t: Int) -> Rect {
    guard fromRoot[t] != nil else { return .null }
    var rect = hitRect[t]
    for k in gateBoxes(of: t) { rect = rect.intersection(gateBox(k).accepted) }
    return rect.isEmpty ? .null : finite(boxWithinPlane(rect, toRoot[t]))
  }
}

import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot

/// What one audited screen adds to a corpus summary: its audited targets (those that can be hit
/// and are on screen) by verdict, class and size, and its findings.
///
/// A report that shows no statistics of targets (plain JSON Lines, JUnit) has them counted
/// only.
///
/// Small and fixed in size, so a run keeps these sums, never the reports.
///
/// ```swift
/// let report = TapTargetAudit(standard: .ios).audit(snapshot)
/// summary.add(ScreenTally(snapshot, report: report))
/// ```
package struct ScreenTally: Sendable {
  /// The audited targets.
  package var targets = 0
  /// The targets by the most serious reported finding about them.
  package var verdicts = TargetVerdicts()
  /// The targets by element class.
  package var classes: [String: ClassTally] = [:]
  /// The targets by visible size.
  package var histogram = SizeHistogram()
  /// Whether a reported finding is an error.
  package var hasError = false
  /// Whether any finding (reported or known from a baseline) is a `min-size` error.
  package var hasMinSizeError = false
  /// The reported findings' counts.
  package var reported = AuditSummary([])
  /// Findings left out because the baseline knows them.
  package var known = 0
  /// The standard the screen was audited against.
  package var standard: TargetSizeStandard
  /// The unit its sizes are reported in (`pt`, `dp`).
  package var unit: String

  /// An empty tally of a screen audited against a standard: the start of a tally read back
  /// from a report line.
  ///
  /// - Parameters:
  ///   - standard: The standard the screen was audited against.
  ///   - unit: The unit its sizes are reported in.
  package init(standard: TargetSizeStandard, unit: String) {
    self.standard = standard
    self.unit = unit
  }

  /// Counts the findings the run reports: their summary, and whether one is an error (suppressed
  /// findings count apart, and toward no verdict).
  ///
  /// - Parameter shown: The reported findings.
  package mutating func count(reported shown: [AuditFinding]) {
    reported = AuditSummary(shown)
    // The findings read in place.
    hasError = shown.indices.contains {
      shown[$0].severity == .error && shown[$0].suppression == nil
    }
  }

  /// Tallies a screen.
  ///
  /// - Parameters:
  ///   - snapshot: The screen.
  ///   - report: Its full audit.
  ///   - reported: The findings the run reports (all of them without a baseline).
  ///   - targets: The audited targets with their sizes; measured when `nil`.
  ///   - statistics: Whether to tally the targets by verdict, class and size; without, only
  ///     how many there are (for a report that shows no statistics of them, such as JSON
  ///     Lines).
  package init(
    _ snapshot: LayoutSnapshot, report: AuditReport, reported: [AuditFinding]? = nil,
    targets: [AuditedTarget]? = nil, statistics: Bool = true
  ) {
    standard = report.standard
    unit = snapshot.reportUnit
    let shown = reported ?? report.findings
    known = report.findings.count - shown.count
    count(reported: shown)
    // The findings are read in place (a `for` over them copies each one, retaining all its
    // strings).
    let findings = report.findings
    hasMinSizeError = findings.indices.contains {
      findings[$0].rule == .minSize && findings[$0].severity == .error
    }
    let minimum = report.requiredSide
    let audited =
      targets
      ?? TapTargetAudit(standard: report.standard, minimum: report.minimum).auditedTargets(snapshot)
    guard statistics else {
      self.targets = audited.count
      return
    }
    // What the findings say of each target they name, looked up once a target.
    var named: [String: (worst: AuditSeverity?, isUndersized: Bool)] = [:]
    for i in shown.indices where shown[i].suppression == nil {
      let (target, severity) = (shown[i].target, shown[i].severity)
      if named[target]?.worst.map({ $0 < severity }) ?? true {
        named[target, default: (nil, false)].worst = severity
      }
    }
    for i in findings.indices where findings[i].rule == .minSize && findings[i].severity == .error {
      named[findings[i].target, default: (nil, false)].isUndersized = true
    }
    for target in audited {
      self.targets += 1
      let said = named.isEmpty ? nil : named[target.id]
      verdicts.add(said?.worst)
      let visible = min(target.visibleSize.width, target.visibleSize.height)
      let effective = min(target.effectiveSize.width, target.effectiveSize.height)
      histogram.add(visible: visible, effective: effective)
      let type = ElementClass.name(ofType: snapshot.nodes[target.index].type)
      classes[type, default: ClassTally()].add(
        under: said?.isUndersized ?? false, visiblyUnder: visible + 1e-6 < minimum)
    }
  }
}

import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot

/// What the reports say about a screen whose tap targets an importer inferred
/// (`LayoutSnapshot.targetsAreInferred`: Maestro's iOS hierarchy records no element types and no
/// clickable flag): a note under its title, each finding's message marked, and its errors
/// reported as warnings, since the target may be a label the importer took for a button.
///
/// ```swift
/// let report = InferredTargets.marking(audit.audit(snapshot))
/// report.findings[0].message  // "… (Inferred target: the dump records no tap targets.)"
/// ```
package enum InferredTargets {
  /// The note the text reports print under such a screen's title.
  package static let note =
    "targets inferred: the dump records no element types or tap targets, so they were taken "
    + "from labels, identifiers and sizes; errors are reported as warnings"

  /// What each finding's message ends with.
  package static let findingNote = "(Inferred target: the dump records no tap targets.)"

  /// The report with every finding's message marked and its errors made warnings.
  ///
  /// - Parameter report: The audit of a screen whose targets were inferred.
  package static func marking(_ report: AuditReport) -> AuditReport {
    var marked = report
    for i in marked.findings.indices {
      marked.findings[i].message += " " + findingNote
      if marked.findings[i].severity == .error { marked.findings[i].severity = .warning }
    }
    return marked
  }
}

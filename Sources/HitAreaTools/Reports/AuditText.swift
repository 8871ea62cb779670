import HitAreaAuditing
import HitAreaKit

/// How an audit report reads for people: a line with the counts, then each finding and its fix.
///
/// ```swift
/// print(AuditText.report(report, title: "login.xml"))
/// // login.xml: 2 findings against iOS (44×44 pt) (1 error, 1 warning)
/// //   error min-size Close (0/3): …
/// //       fix: …
/// ```
package enum AuditText {
  /// A finding's severity as the reports print it: `error`, or `error (suppressed)` for a
  /// suppressed finding.
  ///
  /// - Parameter finding: The finding.
  package static func severity(_ finding: AuditFinding) -> String {
    finding.suppression == nil ? finding.severity.rawValue : "\(finding.severity) (suppressed)"
  }

  /// The report as text.
  ///
  /// A finding whose place in its file `location` gives starts with it, as compilers write
  /// theirs (`screens/login.xml:42: error min-size Close (close): …`), so that editors and CI
  /// logs link it to the element's line.
  ///
  /// - Parameters:
  ///   - report: The report.
  ///   - title: What the first line starts with (a screen's name or path), if anything.
  ///   - location: A finding's place, such as `screens/login.xml:42`, or `nil` when unknown;
  ///     none by default.
  ///   - note: A line under the first one, such as ``InferredTargets/note``, if any.
  package static func report(
    _ report: AuditReport, title: String?, location: (AuditFinding) -> String? = { _ in nil },
    note: String? = nil
  ) -> String {
    let title = title.map { "\($0): " } ?? ""
    let noteLines = note.map { ["  note: \($0)"] } ?? []
    // Each line printable: names, ids and paths from a dump may hold line breaks and controls.
    func joined(_ lines: [String]) -> String {
      lines.map(PrintableText.line).joined(separator: "\n")
    }
    guard !report.findings.isEmpty else {
      return joined(["\(title)no findings against \(report.standardTitle)."] + noteLines)
    }
    let summary = report.summary
    var counts = [AuditSeverity.error, .warning, .info].compactMap { severity -> String? in
      let count = summary.count(severity: severity)
      guard count > 0 else { return nil }
      return severity == .info ? "\(count) info" : Wording.counted(count, severity.rawValue)
    }
    if summary.suppressed > 0 { counts.append("\(summary.suppressed) suppressed") }
    let total = summary.total + summary.suppressed
    var lines =
      [
        "\(title)\(Wording.counted(total, "finding")) against \(report.standardTitle) "
          + "(\(counts.joined(separator: ", ")))"
      ] + noteLines
    for f in report.findings {
      let name = f.label == f.target ? f.target : "\(f.label) (\(f.target))"
      let place = location(f).map { "\($0): " } ?? ""
      lines.append("  \(place)\(severity(f)) \(f.rule) \(name): \(f.message)")
      lines.append("      fix: \(f.fix)")
      if let s = f.suppression {
        lines.append(
          "      suppressed (\(s.kind.rawValue)): \(s.justification ?? "no justification")")
      }
    }
    return joined(lines)
  }
}

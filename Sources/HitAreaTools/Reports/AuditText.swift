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
  /// The report as text.
  ///
  /// - Parameters:
  ///   - report: The report.
  ///   - title: What the first line starts with (a screen's name or path), if anything.
  package static func report(_ report: AuditReport, title: String?) -> String {
    let title = title.map { "\($0): " } ?? ""
    guard !report.findings.isEmpty else {
      return "\(title)no findings against \(report.standard.title)."
    }
    let summary = report.summary
    let counts = [AuditSeverity.error, .warning, .info].compactMap { severity -> String? in
      let count = summary.count(severity: severity)
      guard count > 0 else { return nil }
      return severity == .info ? "\(count) info" : Wording.counted(count, severity.rawValue)
    }
    var lines = [
      "\(title)\(Wording.counted(summary.total, "finding")) against \(report.standard.title) "
        + "(\(counts.joined(separator: ", ")))"
    ]
    for f in report.findings {
      let name = f.label == f.target ? f.target : "\(f.label) (\(f.target))"
      lines.append("  \(f.severity) \(f.rule) \(name): \(f.message)")
      lines.append("      fix: \(f.fix)")
    }
    return lines.joined(separator: "\n")
  }
}

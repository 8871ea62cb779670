import HitAreaKit
import HitAreaTools

/// `hitarea audit FILE`: findings, and exit status 1 at or above `--fail-on`.
enum AuditCommand {
  static let command = Command(
    name: "audit", summary: "report undersized, overlapping and unreachable tap targets",
    arguments: [.file],
    options: [
      .standard, .policy, .format([.text, .json]),
      .choice(
        .failOn, "LEVEL", default: FailureThreshold.error,
        help: "exit with 1 when a finding at or above LEVEL exists"),
      .from, .pxPerDp, .containers,
    ],
    details: """
      Reports findings (\(AuditRule.allCases.map(\.rawValue).joined(separator: ", "))), each
      with a severity, the geometry and a fix. JSON is the audit report's Codable form, with a
      summary of the counts per rule and severity.
      """,
    run: run)

  static func run(_ arguments: ParsedArguments, _ output: (String) -> Void) throws -> Int32 {
    var screen = try ScreenInput.load(arguments)
    if let policy = try arguments.choice(.policy, as: ResolutionPolicy.self) {
      screen.resolution = policy
    }
    let standard = try ScreenInput.standard(arguments, for: screen)
    let report = TapTargetAudit(standard: standard).audit(screen)
    switch try arguments.required(.format, as: OutputFormat.self) {
    case .json: output(try JSONTextEncoder().encode(report))
    case .text, .swift, .android: output(AuditOutput.text(report, screen))
    }
    guard let threshold = try arguments.required(.failOn, as: FailureThreshold.self).severity
    else { return 0 }
    return report.findings(atLeast: threshold).isEmpty ? 0 : 1
  }
}

/// How audit reports read for people.
enum AuditOutput {
  static func text(_ report: AuditReport, _ screen: LayoutSnapshot) -> String {
    let title = screen.name.map { "\($0): " } ?? ""
    guard !report.findings.isEmpty else {
      return "\(title)no findings against \(report.standard.title)."
    }
    let summary = report.summary
    let counts = [AuditSeverity.error, .warning, .info].compactMap { severity -> String? in
      let count = summary.count(severity: severity)
      guard count > 0 else { return nil }
      return severity == .info ? "\(count) info" : counted(count, severity.rawValue)
    }
    var lines = [
      "\(title)\(counted(summary.total, "finding")) against \(report.standard.title) "
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

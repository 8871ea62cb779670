import HitAreaKit
import HitAreaTools

/// `hitarea audit FILE`: findings, and exit status 1 at or above `--fail-on`.
enum AuditCommand {
  static func run(_ arguments: ParsedArguments, _ output: (String) -> Void) throws -> Int32 {
    let values = try arguments.positional(["file"])
    let standard = try arguments.standard()
    let format = try arguments.value("format", allowed: ["text", "json"]) ?? "text"
    let failOn = try arguments.value("fail-on", allowed: ["error", "warning", "never"]) ?? "error"
    let policy = try arguments.policy()
    var screen = try ScreenInput.load(values[0], arguments)
    if let policy { screen.resolution = policy }
    let report = TapTargetAudit(standard: standard).audit(screen)
    output(
      format == "json"
        ? AuditOutput.json(report).render(pretty: true) : AuditOutput.text(report, screen))
    guard let threshold = AuditSeverity(rawValue: failOn) else { return 0 }
    return report.findings(atLeast: threshold).isEmpty ? 0 : 1
  }
}

/// How audit reports and fixes are printed.
enum AuditOutput {
  /// The contract: `{"standard": s, "findings": [{"rule", "severity", "target", …}, …]}`.
  static func json(_ report: AuditReport) -> JSONValue {
    .object([
      ("standard", .string(report.standard.rawValue)),
      ("findings", .array(report.findings.map(finding))),
    ])
  }

  static func finding(_ f: AuditFinding) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("rule", .string(f.rule.rawValue)), ("severity", .string(f.severity.rawValue)),
      ("target", .string(f.target)),
    ]
    if let other = f.other { members.append(("other", .string(other))) }
    if let winner = f.winner { members.append(("winner", .string(winner))) }
    members.append(("frame", .rect(f.frame)))
    members.append(("hitArea", .rect(f.hitRect)))
    if let region = f.region { members.append(("region", .rect(region))) }
    if let point = f.point { members.append(("point", .point(point))) }
    members.append(("message", .string(f.message)))
    members.append(("fix", .string(f.fix)))
    if let s = f.suggestion { members.append(("suggestion", fix(s))) }
    return .object(members)
  }

  /// The contract: `{"target", "hitArea": {"outsets", "minimumSize"}, "swift", "shortfall"}`.
  static func fix(_ s: FixSuggestion) -> JSONValue {
    let o = s.hitArea.outsets
    return .object([
      ("target", .string(s.target)),
      (
        "hitArea",
        .object([
          ("outsets", .array([o.top, o.left, o.bottom, o.right].map(JSONValue.number))),
          (
            "minimumSize",
            .array(
              [s.hitArea.minimumSize.width, s.hitArea.minimumSize.height].map(JSONValue.number))
          ),
        ])
      ),
      ("swift", .string(s.swiftCode)),
      ("shortfall", .array([s.shortfall.width, s.shortfall.height].map(JSONValue.number))),
      (
        "achievedSize", .array([s.achievedSize.width, s.achievedSize.height].map(JSONValue.number))
      ),
      ("limitedBy", .array(s.limitedBy.map { .string($0) })),
    ])
  }

  static func text(_ report: AuditReport, _ screen: LayoutSnapshot) -> String {
    let title = screen.name.map { "\($0): " } ?? ""
    guard !report.findings.isEmpty else {
      return "\(title)no findings against \(report.standard.title)."
    }
    let counts = [AuditSeverity.error, .warning, .info].compactMap { severity -> String? in
      let count = report.findings.filter { $0.severity == severity }.count
      return count > 0 ? "\(count) \(severity)" : nil
    }
    var lines = [
      "\(title)\(report.findings.count) findings against \(report.standard.title) "
        + "(\(counts.joined(separator: ", ")))"
    ]
    for f in report.findings {
      lines.append("  \(f.severity) \(f.rule) \(f.target): \(f.message)")
      lines.append("      fix: \(f.fix)")
    }
    return lines.joined(separator: "\n")
  }
}

extension ParsedArguments {
  /// The `--standard` option, checked; iOS's 44 pt by default.
  func standard() throws(CLIError) -> TargetSizeStandard {
    let names = TargetSizeStandard.allCases.map(\.rawValue)
    return try value("standard", allowed: names).flatMap(TargetSizeStandard.init(rawValue:)) ?? .ios
  }
}

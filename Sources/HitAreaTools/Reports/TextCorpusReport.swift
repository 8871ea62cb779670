import HitAreaAuditing
import HitAreaKit

/// `--format text` over several files: each screen's findings as a single-file audit prints
/// them, titled with its path, each finding located at its element's line in the file where the
/// reader knows it (`  screens/login.xml:42: error min-size …`), then a summary across screens
/// with the corpus statistics.
package struct TextCorpusReport: CorpusReportFormat {
  /// Creates the format.
  package init() {}

  /// The screen's findings, or its parse error.
  ///
  /// - Parameter screen: The screen.
  package func part(_ screen: ScreenAudit) -> String? {
    switch screen.outcome {
    case .skipped: return nil
    case .parseError(let message):
      return PrintableText.line("\(ScreenAudit.parseErrorRule) \(message)")
    case .audited(let audited):
      var text = AuditText.report(
        audited.report, title: screen.path,
        location: { finding in audited.line(of: finding).map { "\(screen.path):\($0)" } },
        note: audited.snapshot.targetsAreInferred ? InferredTargets.note : nil)
      if audited.tally.known > 0 || audited.gone > 0 {
        text += "\n  (baseline: \(Wording.counted(audited.tally.known, "known finding")) not shown"
        text += audited.gone > 0 ? ", \(audited.gone) gone)" : ")"
      }
      return text
    }
  }

  /// The summary across screens.
  ///
  /// - Parameters:
  ///   - summary: The run's summary.
  ///   - wroteParts: Whether any screen was written.
  package func footer(_ summary: CorpusSummary, wroteParts: Bool) -> String? {
    Self.summary(summary)
  }

  /// The summary across screens, as text.
  ///
  /// - Parameter s: The summary.
  package static func summary(_ s: CorpusSummary) -> String {
    var head = "\nSummary: \(Wording.counted(s.screens, "screen")) against \(s.standardTitle)"
    if s.parseErrors > 0 {
      head += "; \(Wording.counted(s.parseErrors, "file")) could not be read"
    }
    if s.skipped > 0 {
      head += "; \(Wording.counted(s.skipped, "file")) skipped (not screen dumps)"
    }
    var lines = [head]
    lines.append("  screens with errors: \(s.screensWithErrors) of \(s.screens)")
    let v = s.verdicts
    lines.append(
      "  targets: \(v.total) (\(v.error) with errors, \(v.warning) with warnings, "
        + "\(v.info) with info only, \(v.passing) passing)")
    lines.append("  findings: \(severities(s.findings, rule: nil))")
    if s.findings.suppressed > 0 {
      lines.append("  suppressed: \(s.findings.suppressed) (shown, not counted)")
    }
    if !s.worstRules.isEmpty {
      let worst = s.worstRules.map { "\($0) (\(severities(s.findings, rule: $0)))" }
      lines.append("  worst rules: " + worst.joined(separator: ", "))
    }
    if s.usesBaseline {
      lines.append(
        "  baseline: \(Wording.counted(s.known, "known finding")) not shown, \(s.gone) gone")
    }
    lines.append("  statistics:")
    lines.append(
      "    screens with a min-size error: \(s.screensWithMinSizeErrors) of \(s.screens) "
        + "(\(Wording.percent(s.screensWithMinSizeErrorsShare)))")
    let all = s.allTargets
    lines.append(
      "    targets under the standard: \(all.under) of \(all.targets) "
        + "(\(Wording.percent(all.share))); by visible bounds alone: \(all.visiblyUnder) "
        + "(\(Wording.percent(all.visibleShare)))")
    let classes = s.classesByCount
    if !classes.isEmpty {
      // A class's name comes from a dump: printable, as the findings' lines.
      let shown = classes.prefix(12).map { (name: PrintableText.line($0.name), tally: $0.tally) }
      let width = max(5, shown.map(\.name.count).max() ?? 0)
      lines.append(
        "    by class:  " + padded("class", width) + "  targets  under          visibly under")
      for (name, t) in shown {
        lines.append(
          "               " + padded(name, width) + "  " + left(String(t.targets), 7) + "  "
            + padded("\(t.under) (\(Wording.percent(t.share)))", 13) + "  "
            + "\(t.visiblyUnder) (\(Wording.percent(t.visibleShare)))")
      }
      if classes.count > shown.count {
        lines.append("               … \(classes.count - shown.count) more in the JSON summary")
      }
    }
    let h = s.histogram
    let most = max(1, (h.visible + h.effective).max() ?? 1)
    let bar = { (count: Int) in
      padded(String(repeating: "█", count: count == 0 ? 0 : max(1, count * 20 / most)), 20)
    }
    lines.append(
      "    sizes (smaller side, \(s.unitText)):  visible bounds              effective hit area")
    for band in SizeHistogram.edges.indices {
      lines.append(
        "      " + padded(SizeHistogram.label(band), 6) + left(String(h.visible[band]), 7) + " "
          + bar(h.visible[band]) + left(String(h.effective[band]), 7) + " "
          + bar(h.effective[band]))
    }
    return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
      .joined(separator: "\n")
  }

  /// `3 (2 errors, 1 warning)`, or `0`.
  private static func severities(_ summary: AuditSummary, rule: AuditRule?) -> String {
    let total = summary.count(rule: rule)
    let parts = [AuditSeverity.error, .warning, .info].compactMap { severity -> String? in
      let n = summary.count(rule: rule, severity: severity)
      guard n > 0 else { return nil }
      return severity == .info ? "\(n) info" : Wording.counted(n, severity.rawValue)
    }
    return parts.isEmpty ? "\(total)" : "\(total) (\(parts.joined(separator: ", ")))"
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private static func left(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}

import HitAreaAuditing
import HitAreaKit

/// `--format markdown`: GitHub-flavoured Markdown, what a CI job writes to its summary
/// (`$GITHUB_STEP_SUMMARY`) for teams without code scanning, or posts in a pull request.
///
/// A title; for each screen with findings a heading with its path and counts and a table of its
/// findings (severity, rule linked to its documentation, target with its line in the file where
/// known, finding, fix); one line for each file that cannot be read; then the summary. Screens
/// without findings add nothing but their counts in the summary, so a clean run is short.
///
/// ```markdown
/// ## hitarea audit
///
/// #### <code>screens/login.xml</code>: 1 error
///
/// | severity | rule | target | finding | fix |
/// |---|---|---|---|---|
/// | error | [min-size](…#min-size) | UIButton ‘Close’ (line 12) | … | … |
///
/// **Summary:** 3 screens against iOS (44×44 pt); 1 with errors.
/// ```
package struct MarkdownCorpusReport: CorpusReportFormat {
  /// Creates the format.
  package init() {}

  /// The title.
  package func header() -> String? { "## hitarea audit" }

  /// The screen's findings, or its parse error; `nil` for a screen without findings.
  ///
  /// - Parameter screen: The screen.
  package func part(_ screen: ScreenAudit) -> String? {
    let path = Self.code(screen.path)
    switch screen.outcome {
    case .skipped:
      return nil
    case .parseError(let message):
      return "\n**\(ScreenAudit.parseErrorRule)** \(path): \(Self.text(message))"
    case .audited(let audited):
      let findings = audited.report.findings
      guard !findings.isEmpty else { return nil }
      var lines = [
        "",
        "#### \(path): \(Self.counts(AuditSummary(findings), suppressed: true)) against "
          + Self.text(audited.report.standardTitle),
        "",
        "| severity | rule | target | finding | fix |",
        "|---|---|---|---|---|",
      ]
      for finding in findings {
        let rule = finding.rule.rawValue
        let line = audited.line(of: finding).map { " (line \($0))" } ?? ""
        lines.append(
          "| \(AuditText.severity(finding)) | [\(rule)](\(RuleHelp.documentationURL(rule))) | "
            + "\(Self.text(finding.label))\(line) | \(Self.text(finding.message))"
            + "\(Self.suppressionNote(finding)) | \(Self.text(finding.fix)) |")
      }
      return lines.joined(separator: "\n")
    }
  }

  /// The summary across screens.
  ///
  /// - Parameters:
  ///   - summary: The run's summary.
  ///   - wroteParts: Whether any screen was written.
  package func footer(_ summary: CorpusSummary, wroteParts: Bool) -> String? {
    let s = summary
    var head =
      "**Summary:** \(Wording.counted(s.screens, "screen")) against "
      + "\(Self.text(s.standardTitle)); \(s.screensWithErrors) with errors"
    if s.parseErrors > 0 {
      head += "; \(Wording.counted(s.parseErrors, "file")) could not be read"
    }
    if s.skipped > 0 {
      head += "; \(Wording.counted(s.skipped, "file")) skipped (not screen dumps)"
    }
    let v = s.verdicts
    var rows = [
      "| | |",
      "|---|---|",
      "| findings | \(Self.counts(s.findings, suppressed: true)) |",
      "| targets | \(v.total): \(v.error) with errors, \(v.warning) with warnings, "
        + "\(v.info) with info only, \(v.passing) passing |",
    ]
    if !s.worstRules.isEmpty {
      let worst = s.worstRules.map {
        "[\($0.rawValue)](\(RuleHelp.documentationURL($0.rawValue))) "
          + "(\(Self.counts(s.findings, rule: $0)))"
      }
      rows.append("| worst rules | \(worst.joined(separator: ", ")) |")
    }
    if s.usesBaseline {
      rows.append(
        "| baseline | \(Wording.counted(s.known, "known finding")) not shown, \(s.gone) gone |")
    }
    let all = s.allTargets
    rows.append(
      "| targets under the standard | \(all.under) of \(all.targets) "
        + "(\(Wording.percent(all.share))) |")
    // A blank line after "No findings.": without one the summary ran on in its paragraph.
    let leading = wroteParts ? "\n" : (s.screens > 0 ? "\nNo findings.\n\n" : "\n")
    return leading + head + ".\n\n" + rows.joined(separator: "\n")
  }

  /// `2 errors, 1 warning, 3 info`, or `no findings`; with `suppressed`, the suppressed count
  /// too (`1 suppressed`).
  private static func counts(
    _ summary: AuditSummary, rule: AuditRule? = nil, suppressed: Bool = false
  ) -> String {
    var parts = [AuditSeverity.error, .warning, .info].compactMap { severity -> String? in
      let n = summary.count(rule: rule, severity: severity)
      guard n > 0 else { return nil }
      return severity == .info ? "\(n) info" : Wording.counted(n, severity.rawValue)
    }
    if suppressed, summary.suppressed > 0 { parts.append("\(summary.suppressed) suppressed") }
    return parts.isEmpty ? "no findings" : parts.joined(separator: ", ")
  }

  /// ` Suppressed: why.` after a suppressed finding's message; nothing for another.
  private static func suppressionNote(_ finding: AuditFinding) -> String {
    guard let s = finding.suppression else { return "" }
    return " *Suppressed (\(s.kind.rawValue))*" + (s.justification.map { ": " + text($0) } ?? ".")
  }

  /// Text as Markdown shows it literally on one line, in a table cell too: HTML's special
  /// characters as references, Markdown's punctuation escaped (`$` too, which GitHub reads as
  /// math), line breaks as spaces and other controls as U+FFFD (``PrintableText``), `@` kept from
  /// mentioning anyone (a word joiner after one that could start a mention: a label `@Home` pinged a
  /// GitHub user from a pull-request comment); a span between backticks (the code in a fix) in code type.
  ///
  /// - Parameter text: The text.
  package static func text(_ text: String) -> String {
    let text = PrintableText.line(text)
    let spans = text.split(separator: "`", omittingEmptySubsequences: false)
    guard spans.count > 1, !spans.count.isMultiple(of: 2) else { return plain(text) }
    return spans.enumerated().map { index, span in
      index.isMultiple(of: 2) ? plain(span) : codeType(span)
    }.joined()
  }

  /// Text with nothing in code type: see ``text(_:)``.
  private static func plain(_ text: some StringProtocol) -> String {
    var out = ""
    var previous: Character?
    for c in text {
      defer { previous = c }
      switch c {
      case "\\", "`", "*", "_", "[", "]", "#", "~", "!", "$": out += "\\" + String(c)
      // A mention starts where no ASCII letter or digit comes before, as GitHub reads one (an
      // address's `@` starts none; after `é` one does).
      case "@" where !(previous.map { $0.isASCII && ($0.isLetter || $0.isNumber) } ?? false):
        out += "@\u{2060}"
      default: out += html(c)
      }
    }
    return out
  }

  /// A character of printable text (``PrintableText``, one line) as HTML text in a table cell.
  private static func html(_ c: Character) -> String {
    switch c {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "|": "&#124;"
    default: String(c)
    }
  }

  /// Text in code type, a path or a line of code: `<code>` with HTML's special characters as
  /// references (a backtick in it cannot end it).
  ///
  /// - Parameter text: The text.
  package static func code(_ text: some StringProtocol) -> String {
    codeType(PrintableText.line(String(text)))
  }

  /// Printable text (``PrintableText``, one line) in code type: ``code(_:)``'s markup.
  ///
  /// What is between `<code>` and `</code>` is still Markdown to GitHub (a path `[x](y).json`
  /// was a link, `a _b_ c` emphasis): its punctuation is written as character references, which
  /// read as the characters and start nothing.
  private static func codeType(_ text: some StringProtocol) -> String {
    "<code>"
      + text.map { c in
        switch c {
        case "\\", "`", "*", "_", "[", "]", "#", "~", "!", "$", "@":
          "&#\(c.unicodeScalars.first?.value ?? 0);"
        default: html(c)
        }
      }.joined() + "</code>"
  }
}

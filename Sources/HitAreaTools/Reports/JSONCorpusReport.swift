import HitAreaKit

/// `--format json` over several files: one document, `{"screens": [ScreenAudit, …],
/// "summary": CorpusSummary}`, written as the screens complete, with the same bytes as
/// ``JSONTextEncoder`` gives for the whole document.
package struct JSONCorpusReport: CorpusReportFormat {
  /// Creates the format.
  package init() {}

  /// Opens the document.
  package func header() -> String? { "{" }

  /// Opens the list of screens.
  package var opening: String? { "  \"screens\": [" }

  /// Between two screens.
  package var separator: String { "," }

  /// The screen's entry, indented as an element of `screens`.
  ///
  /// - Parameter screen: The screen.
  package func part(_ screen: ScreenAudit) throws -> String? {
    if case .skipped = screen.outcome { return nil }
    return try JSONTextEncoder(depth: 2).encodeElement(screen)
  }

  /// Closes `screens` and writes `summary`.
  ///
  /// - Parameters:
  ///   - summary: The run's summary.
  ///   - wroteParts: Whether any screen was written.
  package func footer(_ summary: CorpusSummary, wroteParts: Bool) throws -> String? {
    let encoded = try JSONTextEncoder(depth: 1).encode(summary)
    return (wroteParts ? "  ]," : "  \"screens\": [],") + "\n  \"summary\": " + encoded + "\n}"
  }
}

/// `--format jsonl`: one line per file, each a ``ScreenAudit`` in one line of JSON; nothing
/// else, so that the lines can be split, sharded and aggregated by any tool.
///
/// With `--for-report`, each line also carries what `hitarea report` needs to make any other
/// format from the lines of many shards (see ``ReportLine``), and skipped files get a line.
package struct JSONLinesCorpusReport: CorpusReportFormat {
  /// The run's settings when the lines are for `hitarea report`; `nil` for plain lines.
  package var reportRun: ReportRun?

  /// Creates the format.
  ///
  /// - Parameter reportRun: The run's settings, to write lines for `hitarea report`; `nil` for
  ///   plain lines.
  package init(reportRun: ReportRun? = nil) { self.reportRun = reportRun }

  /// The screen's entry on one line.
  ///
  /// - Parameter screen: The screen.
  package func part(_ screen: ScreenAudit) throws -> String? {
    try reportPart(screen)?.text
  }

  /// The screen's line, its bytes as written (plain lines are made without a `String`).
  ///
  /// - Parameter screen: The screen.
  package func reportPart(_ screen: ScreenAudit) throws -> ReportPart? {
    if let reportRun { return .text(try ReportLine.encode(screen, run: reportRun)) }
    if case .skipped = screen.outcome { return nil }
    return .utf8(try JSONTextEncoder(prettyPrinted: false).encodedBytes(screen))
  }

  /// Nothing: the summary is the lines' sum.
  package func footer(_ summary: CorpusSummary, wroteParts: Bool) -> String? { nil }

  /// Only report lines carry the targets' statistics (each screen's tally); a screen's plain
  /// line counts its targets, and no summary follows.
  package var showsTargetStatistics: Bool { reportRun != nil }
}

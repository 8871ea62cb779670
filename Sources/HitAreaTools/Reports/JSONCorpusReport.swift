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
package struct JSONLinesCorpusReport: CorpusReportFormat {
  /// Creates the format.
  package init() {}

  /// The screen's entry on one line.
  ///
  /// - Parameter screen: The screen.
  package func part(_ screen: ScreenAudit) throws -> String? {
    if case .skipped = screen.outcome { return nil }
    return try JSONTextEncoder(prettyPrinted: false).encode(screen)
  }

  /// Nothing: the summary is the lines' sum.
  package func footer(_ summary: CorpusSummary, wroteParts: Bool) -> String? { nil }
}

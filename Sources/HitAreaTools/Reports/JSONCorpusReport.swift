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
    return Self.indented(try JSONTextEncoder().encode(screen), by: 4, first: true)
  }

  /// Closes `screens` and writes `summary`.
  ///
  /// - Parameters:
  ///   - summary: The run's summary.
  ///   - wroteParts: Whether any screen was written.
  package func footer(_ summary: CorpusSummary, wroteParts: Bool) throws -> String? {
    let encoded = Self.indented(try JSONTextEncoder().encode(summary), by: 2, first: false)
    return (wroteParts ? "  ]," : "  \"screens\": [],") + "\n  \"summary\": " + encoded + "\n}"
  }

  /// Text with its lines indented; the first line too when `first`: a document's part at a
  /// depth of `n / 2`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - n: The spaces to add.
  ///   - first: Whether the first line gets them too.
  package static func indented(_ text: String, by n: Int, first: Bool) -> String {
    let pad = String(repeating: " ", count: n)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().map { i, line in (i > 0 || first ? pad : "") + line }
      .joined(separator: "\n")
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

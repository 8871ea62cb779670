import HitAreaAuditing
import HitAreaTools

/// What turns the outcomes of a corpus run, in path order, into its report and its summary:
/// shared by `hitarea audit` over many files and `hitarea report` over the lines of shards, so
/// that both print the same bytes for the same screens.
struct CorpusReportWriter {
  /// The report's format.
  let format: any CorpusReportFormat
  /// The sums so far.
  private(set) var summary: CorpusSummary
  /// Whether a screen has findings at or above the failure threshold.
  private(set) var failed = false
  private var stream: ReportStream
  private let output: CommandOutput

  /// Starts a report: writes its header.
  ///
  /// - Parameters:
  ///   - format: The report's format.
  ///   - summary: The empty summary of the run (its standard and baseline settings).
  ///   - output: Takes the report: its text, and the screens' parts as they are made (a JSON
  ///     line's bytes).
  init(format: any CorpusReportFormat, summary: CorpusSummary, output: CommandOutput) throws {
    self.format = format
    self.summary = summary
    self.output = output
    stream = ReportStream(format: format, emitting: output.write)
    if let header = try format.header() { output(header) }
  }

  /// Adds a screen's outcome: its notes above the progress line, its sums and its part.
  ///
  /// - Parameters:
  ///   - outcome: The screen's outcome.
  ///   - progress: The run's progress line.
  mutating func add(_ outcome: AuditCorpusRun.Outcome, progress: inout ProgressLine) {
    for line in WarningLines.lines(outcome.warnings) { progress.note(line) }
    switch outcome.kind {
    case .audited(let tally, let gone, let fails):
      summary.add(tally, gone: gone)
      failed = failed || fails
    case .parseError(let message):
      summary.parseErrors += 1
      progress.note("hitarea: \(message)")
    case .skipped:
      summary.skipped += 1
    }
    stream.add(outcome.part)
  }

  /// Writes the last part and the footer with the summary.
  mutating func finish() throws {
    stream.finish()
    if let footer = try format.footer(summary, wroteParts: stream.wroteParts) { output(footer) }
  }

  /// The run's exit status: findings at or above the threshold, files that could not be read.
  ///
  /// - Parameters:
  ///   - summary: The run's summary.
  ///   - failed: Whether a screen has findings at or above the threshold.
  ///   - files: How many files the run was given, for the error when none was a screen.
  /// - Throws: ``CLIError/input(_:)`` when no file was a screen dump.
  static func status(_ summary: CorpusSummary, failed: Bool, files: Int) throws -> Int32 {
    guard summary.screens > 0 || summary.parseErrors > 0 else {
      throw CLIError.input("no screen dumps found among \(counted(files, "file"))")
    }
    return CorpusRun.status(failed: failed, unreadable: summary.parseErrors)
  }
}

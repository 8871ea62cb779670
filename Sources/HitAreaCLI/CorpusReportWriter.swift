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
  /// The header and the parts of the files that are no dumps, held until a file is a screen or
  /// cannot be read: a run of no dump writes nothing (it wrote a whole report of no screen,
  /// then failed); `nil` once written.
  private var held: (header: String?, parts: [ReportPart?])?

  /// Starts a report; its header is written with the first screen (or unreadable file).
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
    held = (try format.header(), [])
  }

  /// Writes what was held: the header, then the parts of the files before.
  private mutating func release() {
    guard let (header, parts) = held else { return }
    held = nil
    if let header { output(header) }
    for part in parts { stream.add(part) }
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
      if held != nil {
        held?.parts.append(outcome.part)
        return
      }
    }
    release()
    stream.add(outcome.part)
  }

  /// Writes the last part and the footer with the summary.
  ///
  /// - Parameter files: How many files the run was given, for the error when none was a
  ///   screen.
  /// - Throws: ``CLIError/input(_:)`` when no file was a screen dump or could not be read:
  ///   nothing was written.
  mutating func finish(files: Int) throws {
    if held != nil {
      guard summary.screens > 0 || summary.parseErrors > 0 else {
        throw CLIError.input("no screen dumps found among \(counted(files, "file"))")
      }
      release()
    }
    stream.finish()
    if let footer = try format.footer(summary, wroteParts: stream.wroteParts) { output(footer) }
  }
}

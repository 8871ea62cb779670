import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

/// `hitarea audit` over several files or directories: every screen audited on `--jobs` threads,
/// reported in path order as it completes, then the summary; baselines read and written.
enum AuditCorpusRun {
  /// What a worker hands back for one file: the report's part and what the summary needs.
  struct Outcome: Sendable {
    enum Kind: Sendable {
      case audited(ScreenTally, gone: Int, fails: Bool)
      case parseError(String)
      case skipped
    }

    var kind: Kind
    var part: ReportPart?
    /// The fingerprints of all its findings, when a baseline is being written.
    var prints: [FindingFingerprint]
    /// The unknown keys of a layout snapshot, for standard error.
    var warnings: [LayoutSnapshotWarning] = []
  }

  /// Runs the audit.
  ///
  /// - Parameters:
  ///   - arguments: The command line.
  ///   - output: Takes the report.
  ///   - console: Takes notes for people (a baseline written).
  static func run(
    _ arguments: ParsedArguments, _ output: CommandOutput, console: (String) -> Void
  ) throws -> Int32 {
    let files = try files(arguments)
    let standard = try arguments.choice(.standard, as: TargetSizeStandard.self)
    let minimum = try arguments.minimumSide()
    let policy = try arguments.choice(.policy, as: ResolutionPolicy.self)
    let format = try arguments.required(.format, as: OutputFormat.self)
    let threshold = try arguments.required(.failOn, as: FailureThreshold.self).severity
    let jobs = try CorpusRun.jobs(arguments)
    let options = try ScreenInput.importOptions(arguments)
    let baseline = try arguments.value(.baseline).map(readBaseline)
    let suppressions = try arguments.suppressions()
    let baselinePath = arguments.value(.writeBaseline)
    let baselineFile = try baselinePath.map { path throws(CLIError) in
      try Platform.OutputFile(path)
    }
    let forReport = arguments.flag(.forReport)
    let report = reportFormat(
      format, threshold: threshold,
      category: try arguments.sarifCategory(for: format)
        ?? SARIFCorpusReport.defaultCategory(standard: standard),
      reportRun: forReport
        ? ReportRun(
          standard: standard, usesBaseline: baseline != nil, minimum: minimum,
          baselineDigest: baseline?.digest,
          suppressionsDigest: suppressions.isEmpty ? nil : suppressions.digest) : nil)
    var settings = CorpusAudit(
      standard: standard, policy: policy, options: options, baseline: baseline,
      findsScreenshots: format == .html || forReport, minimum: minimum)
    settings.suppressions = suppressions
    settings.talliesTargetStatistics = report.showsTargetStatistics
    if arguments.value(.sarifRoot) != nil,
      baseline != nil || baselineFile != nil || !suppressions.isEmpty
    {
      // The baseline names screens from here, as a run without the option does.
      settings.baselinePaths = CorpusFiles.pathsFromWorkingDirectory(arguments.positional)
    }
    let audit = settings
    let recordsPrints = baselineFile != nil

    var summary = CorpusSummary(standard: standard)
    summary.usesBaseline = baseline != nil
    summary.minimum = minimum
    var baselineEntries = 0
    var writer = try CorpusReportWriter(format: report, summary: summary, output: output)
    baselineFile?.write(Baseline.header(standard))
    CorpusRun.run(files, jobs: jobs, verb: "auditing") { file, index in
      outcome(audit.audit(file, index: index), report, threshold, recordsPrints)
    } deliver: { outcome, progress in
      writer.add(outcome, progress: &progress)
      if let baselineFile, !outcome.prints.isEmpty,
        let lines = try? Baseline.lines(outcome.prints, first: baselineEntries == 0)
      {
        baselineFile.write(lines)
        baselineEntries += outcome.prints.count
      }
    }
    try writer.finish(files: files.count)
    let (sums, failed) = (writer.summary, writer.failed)
    if let baselineFile, let baselinePath {
      baselineFile.write(Baseline.footer)
      try baselineFile.commit()
      if format == .text {
        console(
          PrintableText.line("wrote \(baselinePath): \(counted(baselineEntries, "finding"))"))
      }
    }
    return CorpusRun.status(failed: failed, unreadable: sums.parseErrors)
  }

  /// The files of the run; with `--sarif-root`, their paths relative to that folder, every
  /// one inside it.
  private static func files(_ arguments: ParsedArguments) throws -> [CorpusFile] {
    guard let root = arguments.value(.sarifRoot) else {
      return try CorpusRun.files(arguments, readsStandardInput: true)
    }
    guard Platform.isDirectory(root) else {
      throw CLIError.usage("--sarif-root \(root): no such directory")
    }
    guard !arguments.positional.contains("-") else {
      throw CLIError.usage(
        "'-' (standard input) has no path in the repository that --sarif-root names; give the "
          + "dump as a file")
    }
    let files = CorpusFiles.expand(arguments.positional, root: root)
    if let outside = files.first(where: { CorpusFiles.isOutsideRoot($0.path) }) {
      throw CLIError.usage(
        "\(outside.location) is outside --sarif-root \(root): code scanning shows only files "
          + "of the repository")
    }
    return files
  }

  /// The report format of `--format`.
  static func reportFormat(
    _ format: OutputFormat, threshold: AuditSeverity?,
    category: String = SARIFCorpusReport.defaultCategory(standard: nil),
    reportRun: ReportRun? = nil
  ) -> any CorpusReportFormat {
    switch format {
    case .json: JSONCorpusReport()
    case .jsonl: JSONLinesCorpusReport(reportRun: reportRun)
    case .text, .swift, .android: TextCorpusReport()
    case .sarif: SARIFCorpusReport(version: HitAreaCommand.version, category: category)
    case .junit: JUnitCorpusReport(failOn: threshold)
    case .html: HTMLCorpusReport()
    case .markdown: MarkdownCorpusReport()
    }
  }

  /// A worker's outcome for one file.
  static func outcome(
    _ screen: ScreenAudit, _ report: any CorpusReportFormat, _ threshold: AuditSeverity?,
    _ recordsPrints: Bool
  ) -> Outcome {
    let part = (try? report.reportPart(screen)) ?? nil
    switch screen.outcome {
    case .audited(let audited):
      let fails = threshold.map { !audited.report.findings(atLeast: $0).isEmpty } ?? false
      return Outcome(
        kind: .audited(audited.tally, gone: audited.gone, fails: fails), part: part,
        prints: recordsPrints ? audited.allFingerprints : [], warnings: screen.warnings)
    case .parseError(let message):
      return Outcome(kind: .parseError(message), part: part, prints: [])
    case .skipped:
      return Outcome(kind: .skipped, part: part, prints: [])
    }
  }

  /// Reads `--baseline FILE`.
  private static func readBaseline(_ path: String) throws -> Baseline {
    let data = try Platform.read(path, limit: 512 << 20)
    do {
      return try Baseline(data: data, file: path)
    } catch {
      throw CLIError.input("\(error)")
    }
  }
}

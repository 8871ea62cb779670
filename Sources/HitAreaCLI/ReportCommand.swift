import HitAreaAuditing
import HitAreaKit
import HitAreaTools

/// `hitarea report SHARD.jsonl...`: the report that one `hitarea audit` over all the shards'
/// screens prints, made from their lines of `--format jsonl --for-report`.
enum ReportCommand {
  static let command = Command(
    name: "report", summary: "turn the JSON Lines of audit shards into one run's report",
    arguments: [
      Command.Argument(
        name: "SHARD",
        help: "files of 'hitarea audit … --format jsonl --for-report', in any order",
        isVariadic: true)
    ],
    options: [
      .format([.text, .json, .jsonl, .sarif, .junit, .html, .markdown]),
      .choice(
        .failOn, "LEVEL", default: FailureThreshold.error,
        help: "exit with 1 when a finding at or above LEVEL exists, as the audit would"),
      CorpusRun.jobsOption,
      .value(
        .output, "FILE",
        help: "write the report to FILE; default or '-': standard output (either gets it whole "
          + "or not at all)"),
      .value(
        .sarifCategory, "NAME",
        help: "sarif: the run's category (default: hitarea, or hitarea/S when the shards were "
          + "audited with --standard S)"),
    ],
    details: """
      Reads the lines of any number of shards, each made by 'hitarea audit FILE... --format
      jsonl --for-report' over part of a corpus, and prints exactly what one 'hitarea audit'
      over all their files prints in the chosen format: the screens in path order, the summary
      and the corpus statistics summed over every shard, and the same exit status (1 for
      findings at or above --fail-on, 4 when a file could not be read). A path that appears in
      two shards is reported once, with a note on standard error. The shards must have been
      audited with the same settings (--standard, --minimum, --baseline).

      For GitHub code scanning, audit the shards from the repository root (or with the same
      --sarif-root), so that their paths are the repository's.
      """,
    run: run)

  static func run(_ arguments: ParsedArguments, _ output: CommandOutput) throws -> Int32 {
    let format = try arguments.required(.format, as: OutputFormat.self)
    _ = try arguments.sarifCategory(for: format)
    guard let path = try arguments.reportFile() else {
      return try spooled(arguments, output, spool: try? ReportSpool(), notes: Platform.printError)
    }
    let file = try Platform.OutputFile(path)
    let status = try report(
      arguments, CommandOutput(text: { file.write($0 + "\n") }), notes: Platform.printError)
    try file.commit()
    output.wrote("wrote \(path)", to: path)
    return status
  }

  /// The report on standard output, whole or not at all, as a file gets it.
  ///
  /// Where no temporary file can be made or hold it all (a read-only system, a small temporary
  /// folder), the report is made again and written as it is made. The notes of the spooled run
  /// are held until it ends: said once, whichever run writes the report (the run made again
  /// said them a second time), and before its error when it fails.
  ///
  /// - Parameters:
  ///   - spool: The temporary file, or `nil` when none could be made.
  ///   - notes: Where notes for standard error go.
  static func spooled(
    _ arguments: ParsedArguments, _ output: CommandOutput, spool: ReportSpool?,
    notes: @escaping (String) -> Void
  ) throws -> Int32 {
    guard let spool else { return try report(arguments, output, notes: notes) }
    var held: [String] = []
    let status: Int32
    do {
      status = try report(arguments, spool.output) { held.append($0) }
    } catch {
      held.forEach(notes)
      throw error
    }
    guard spool.finish() else { return try report(arguments, output, notes: notes) }
    held.forEach(notes)
    try spool.deliver(to: output)
    return status
  }

  private static func report(
    _ arguments: ParsedArguments, _ output: CommandOutput, notes: @escaping (String) -> Void
  ) throws -> Int32 {
    let format = try arguments.required(.format, as: OutputFormat.self)
    let threshold = try arguments.required(.failOn, as: FailureThreshold.self).severity
    let jobs = try CorpusRun.jobs(arguments)
    if arguments.positional.contains("-") {
      throw CLIError.usage("give the shards as files, not '-'")
    }
    // A shard given twice (under any spelling) is read once: each of its screens was noted as
    // being in `a.jsonl:1 and a.jsonl:1`.
    var seen = Set<CorpusFiles.FileIdentity>()
    var shards: [String] = []
    for shard in arguments.positional {
      if let identity = CorpusFiles.identity(of: shard), !seen.insert(identity).inserted {
        notes("hitarea: \(shard) is given twice; read once")
        continue
      }
      shards.append(shard)
    }
    // Every line's path and settings are read before anything is written: shards audited
    // with other settings are refused whole.
    var run: (settings: ReportRun, location: String)?
    let index: ShardIndex
    do {
      index = try ShardIndex(files: shards) { line, location in
        let head = try ReportLine.head(of: line, file: location)
        if let run, run.settings != head.run {
          // A shard of an older hitarea records that a baseline was used, not which: said when
          // that is the only difference.
          var (a, b) = (run.settings, head.run)
          let older = (a.baselineDigest == nil) != (b.baselineDigest == nil)
          (a.baselineDigest, b.baselineDigest) = (nil, nil)
          let hint =
            older && a == b
            ? "; a shard of an older hitarea records no baseline digest: audit it again" : ""
          throw CLIError.input(
            "\(location): audited with other settings than \(run.location) (--standard, "
              + "--minimum, --baseline, --suppress)\(hint); report them apart")
        }
        run = run ?? (head.run, location)
        return head.path
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError.input("\(error)")
    }
    for (kept, leftOut) in index.repeated {
      // Lines of one screen are the same bytes in every run: lines that differ are two screens
      // that one path names (two dumps piped in as `<stdin>`, a shard made before the file
      // changed), and reporting one would drop the other's findings.
      let (a, b): ([UInt8], [UInt8])
      do {
        (a, b) = (try index.line(kept), try index.line(leftOut))
      } catch {
        throw CLIError.input("\(error)")
      }
      guard a == b else {
        throw CLIError.input(
          "\(kept.path) is in \(index.location(of: kept)) and \(index.location(of: leftOut)) as "
            + "two different screens; report them apart, or audit each under a path of its own "
            + "(a file rather than standard input)")
      }
      notes(
        "hitarea: \(kept.path) is in \(index.location(of: kept)) and \(index.location(of: leftOut)); "
          + "reported once, from the first")
    }
    guard let run = run?.settings, !index.entries.isEmpty else {
      throw CLIError.input("no report lines in \(counted(shards.count, "file"))")
    }
    let category =
      try arguments.sarifCategory(for: format)
      ?? SARIFCorpusReport.defaultCategory(standard: run.standard)
    let report = AuditCorpusRun.reportFormat(format, threshold: threshold, category: category)
    var summary = CorpusSummary(standard: run.standard)
    summary.usesBaseline = run.usesBaseline
    summary.minimum = run.minimum
    let entries = index.entries
    var writer = try CorpusReportWriter(format: report, summary: summary, output: output)
    var problem: CLIError?
    var progress = ProgressLine(verb: "reporting", noun: "screens", total: entries.count)
    progress.notes = notes
    OrderedParallelMap.run(count: entries.count, jobs: jobs) {
      i -> Result<AuditCorpusRun.Outcome, CLIError> in
      do {
        let screen = try decode(entries[i], i, index)
        return .success(AuditCorpusRun.outcome(screen, report, threshold, false))
      } catch let error as CLIError {
        return .failure(error)
      } catch {
        return .failure(CLIError.input("\(error)"))
      }
    } deliver: { i, result in
      switch result {
      case .success(let outcome):
        if problem == nil { writer.add(outcome, progress: &progress) }
      case .failure(let error):
        problem = problem ?? error
      }
      progress.update(done: i + 1)
    }
    progress.finish()
    if let problem { throw problem }
    try writer.finish(files: entries.count)
    let (sums, failed) = (writer.summary, writer.failed)
    return CorpusRun.status(failed: failed, unreadable: sums.parseErrors)
  }

  /// A line of the index as the screen's entry, at its place in the whole run.
  private static func decode(_ entry: ShardIndex.Entry, _ position: Int, _ index: ShardIndex)
    throws -> ScreenAudit
  {
    do {
      return try ReportLine.decode(
        try index.line(entry), index: position, file: index.location(of: entry)
      ).screen
    } catch {
      throw CLIError.input("\(error)")
    }
  }
}

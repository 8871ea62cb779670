import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

/// `hitarea audit FILE...`: findings, and exit status 1 at or above `--fail-on`; over several
/// files or directories, the reports of ``AuditCorpusRun``.
enum AuditCommand {
  static let command = Command(
    name: "audit", summary: "report undersized, overlapping and unreachable tap targets",
    arguments: [.files],
    options: [
      .standard, .minimum, .policy,
      .format([.text, .json, .jsonl, .sarif, .junit, .html, .markdown]),
      .choice(
        .failOn, "LEVEL", default: FailureThreshold.error,
        help: "exit with 1 when a finding at or above LEVEL exists"),
      .from, .pxPerDp, .containers, .strict, CorpusRun.jobsOption,
      .value(
        .baseline, "FILE",
        help: "report and gate only findings that are not in this baseline, and count the gone"),
      .value(.writeBaseline, "FILE", help: "record every finding of the run as a baseline in FILE"),
      .value(
        .suppress, "FILE",
        help: "mark the findings FILE accepts as suppressed (lines of a fingerprint or "
          + "RULE:NAME, then # and why): reported, never counted toward --fail-on"),
      .automatic,
      .value(
        .output, "FILE",
        help: "write the report to FILE (whole or not at all); default or '-': standard output"),
      .value(
        .sarifRoot, "DIR",
        help: "sarif, and jsonl --for-report: the repository root, which artifact paths and "
          + "fingerprints are relative to (default: the working directory)"),
      .value(
        .sarifCategory, "NAME",
        help: "sarif: the run's category, automationDetails.id, so that two audits of one "
          + "repository keep their own alerts (default: hitarea, or hitarea/S with --standard S)"),
      .flag(
        .forReport,
        help: "jsonl: lines that 'hitarea report' turns into any format, whole runs or shards "
          + "of one (each line also carries the screen, its tally and screenshot)"),
    ],
    details: """
      Reports findings (\(AuditRule.allCases.map(\.rawValue).joined(separator: ", "))), each
      with a severity, the geometry and a fix. JSON is the audit report's Codable form, with a
      summary of the counts per rule and severity.

      Over several files or directories (searched recursively; screen dumps recognised by their
      content, other files skipped and counted), screens are audited in parallel and reported
      in path order as they complete, then summed up: screens with errors, targets by verdict,
      the worst rules, the share of screens with a min-size error, targets under the standard
      by element class, and a size histogram. json is one document {"screens": […],
      "summary": {…}}; jsonl one line per screen; sarif SARIF 2.1.0 for code scanning; junit
      one test case per screen, failing at --fail-on; html one self-contained page with each
      screen's picture (over its screenshot, a .png or .jpg of the same name beside the dump);
      markdown the screens with findings and the summary, for a CI job's summary.
      A file that cannot be read gets a line on standard error and a parse-error entry in the
      report; the run goes on and exits with 4 (5 with findings at or above --fail-on).

      With --suppress FILE, the findings FILE accepts stay in the report, marked suppressed
      with their justification (SARIF: the result's suppressions; JSON: the finding's
      "suppressed"), and count toward nothing: not --fail-on, not the summary's counts. Each
      line of FILE is a finding's fingerprint (16 hexadecimal digits, as in SARIF's
      partialFingerprints and baselines) or RULE:NAME (a rule and a target's name as the reports
      print it, on every screen; "quoted" when it holds " #"), then # and the justification;
      lines starting with # are comments. A layout snapshot's node accepts findings inline with
      "suppress": {"min-size": "why"}.

      With --minimum N, sizes are measured against N×N in the screen's unit (pt on iOS, dp on
      Android) instead of the standard's minimum, with the standard's other rules; every format
      names it, and 'hitarea report' takes it from the shards.

      For GitHub code scanning, run from the repository root or give --sarif-root: every
      result's artifact path is relative to it; --sarif-category names the run.

      With --automatic PT (one screen), the screen is audited as HitAreaConfiguration's
      automaticMinimumSize would make it: the findings that remain, and where an automatic
      enlargement is cut by an ancestor without the overflow switch.
      """,
    run: run)

  static func run(_ arguments: ParsedArguments, _ output: CommandOutput) throws -> Int32 {
    let format = try arguments.required(.format, as: OutputFormat.self)
    // A shard for `hitarea report --format sarif` takes the root too: its paths are then the
    // repository's, as that report's help says (it was refused).
    if arguments.value(.sarifRoot) != nil, format != .sarif,
      !(format == .jsonl && arguments.flag(.forReport))
    {
      throw CLIError.usage("--sarif-root goes with --format sarif (or jsonl --for-report)")
    }
    _ = try arguments.sarifCategory(for: format)
    try checkFilesReadAndWritten(arguments)
    if arguments.flag(.forReport), format != .jsonl {
      throw CLIError.usage("--for-report goes with --format jsonl")
    }
    guard let path = try arguments.reportFile() else {
      return try report(arguments, output, output.callAsFunction)
    }
    let file = try Platform.OutputFile(path)
    let status = try report(
      arguments, CommandOutput(text: { file.write($0 + "\n") }), output.callAsFunction)
    try file.commit()
    output.wrote("wrote \(path)", to: path)
    return status
  }

  /// Refuses `-` where standard input would be read twice (a FILE, `--baseline`, `--suppress`:
  /// the second reader found it empty, or a file given as `< FILE` read again from its start),
  /// and `--write-baseline -`, which wrote a file named `-`, or a FILE the run reads.
  private static func checkFilesReadAndWritten(_ arguments: ParsedArguments) throws(CLIError) {
    let readers =
      (arguments.positional.contains("-") ? ["FILE"] : [])
      + [OptionName.baseline, .suppress].filter { arguments.value($0) == "-" }.map {
        "--\($0.rawValue)"
      }
    guard readers.count < 2 else {
      throw .usage(
        "standard input is read once; '-' is given as \(readers.joined(separator: " and "))")
    }
    guard let baseline = arguments.value(.writeBaseline) else { return }
    guard baseline != "-" else {
      throw .usage("--write-baseline -: the baseline goes to a file, not standard output")
    }
    try arguments.refuseReplacingAnInput(baseline, option: .writeBaseline)
    // One file for both: the report was written over the baseline, without a word.
    if let report = arguments.outputFile, !Platform.isDeviceOrPipe(report),
      CorpusFiles.absolute(report, in: Platform.workingDirectory)
        == CorpusFiles.absolute(baseline, in: Platform.workingDirectory)
        || CorpusFiles.isSameFile(report, baseline)
    {
      throw .usage("--write-baseline and --output name one file, \(baseline); name two")
    }
  }

  /// Audits and writes the report through `output`; notes for people (a baseline written) go to
  /// `console`, which is `output` unless the report goes to a file.
  private static func report(
    _ arguments: ParsedArguments, _ output: CommandOutput, _ console: (String) -> Void
  ) throws -> Int32 {
    let automatic = try arguments.automaticMinimumSize()
    if CorpusRun.isCorpus(arguments, options: [.baseline, .writeBaseline, .forReport]) {
      if automatic != nil { throw CLIError.usage("--automatic works on one screen at a time") }
      return try AuditCorpusRun.run(arguments, output, console: console)
    }
    let screen = try ScreenInput.load(arguments)
    var audit = CorpusAudit(
      standard: try arguments.choice(.standard, as: TargetSizeStandard.self),
      policy: try arguments.choice(.policy, as: ResolutionPolicy.self),
      automaticMinimumSize: automatic, minimum: try arguments.minimumSide())
    audit.suppressions = try arguments.suppressions()
    let prepared = audit.prepare(screen, path: arguments.positional[0], location: nil)
    let report = prepared.report
    switch try arguments.required(.format, as: OutputFormat.self) {
    case .json: output(try JSONTextEncoder().encode(report))
    default:
      if let automatic {
        var loaded = screen
        if let policy = audit.policy { loaded.resolution = policy }
        output(AutomaticText.summary(loaded, side: automatic, report: report))
      }
      output(AuditOutput.text(report, prepared.snapshot))
    }
    guard let threshold = try arguments.required(.failOn, as: FailureThreshold.self).severity
    else { return 0 }
    return report.findings(atLeast: threshold).isEmpty ? 0 : 1
  }
}

/// How audit reports read for people.
enum AuditOutput {
  static func text(_ report: AuditReport, _ screen: LayoutSnapshot) -> String {
    AuditText.report(
      report, title: screen.name, note: screen.targetsAreInferred ? InferredTargets.note : nil)
  }
}

import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools

/// `hitarea fix` over several files or directories: each screen's fixes in path order, then a
/// summary; `--output DIR` writes each fixed snapshot into DIR under the screen's path
/// (``OutputFolder``), in path order.
///
/// `--format json` prints one document: `{"screens": [{"path", "standard", "fixes":
/// [FixSuggestion, …], "overflowSwitches": [{"target", "label", "swift"}, …]}, …], "standard":
/// "ios", "summary": {"screens", "parseErrors", "skipped", "fixes"}}`, streamed screen by
/// screen, so the run's `standard` comes after them. Without `--standard` each screen is
/// measured against its platform's, and the top-level `standard` is there only when all the
/// screens had the same one.
enum FixCorpusRun {
  /// A screen's fixes in JSON.
  private struct ScreenFixes: Encodable {
    var path: String
    var standard: TargetSizeStandard
    var fixes: [FixSuggestion]
    var overflowSwitches: [FixCommand.OverflowSwitch]
  }

  /// The summary in JSON.
  private struct Summary: Encodable {
    var screens: Int
    var parseErrors: Int
    var skipped: Int
    var fixes: Int
  }

  private struct Outcome: Sendable {
    var path: String
    var part: String
    var fixes: Int
    var standard: TargetSizeStandard
    /// The fixed snapshot, staged in the `--output` folder when it asks for it.
    var fixed: OutputFolder.Staged?
    /// Where the screen was read from, and the keys of its snapshot the reader did not know:
    /// the fixed snapshot is not written over that file when there are any.
    var source: (location: String, unknownKeys: [LayoutSnapshotWarning])?
  }

  static func run(_ arguments: ParsedArguments, _ output: CommandOutput) throws -> Int32 {
    let files = try CorpusRun.files(arguments)
    let given = try arguments.choice(.standard, as: TargetSizeStandard.self)
    let format = try arguments.required(.format, as: OutputFormat.self)
    let jobs = try CorpusRun.jobs(arguments)
    let options = try ScreenInput.importOptions(arguments)
    let directory = try arguments.outputPath("fix of several files writes into a folder")
    var folder = try directory.map { dir throws(CLIError) in
      try OutputFolder(
        dir, ext: "json", screens: files.map(\.path),
        inputs: files.map { $0.contents == nil ? $0.location : nil })
    }
    let staging = folder
    var screens = 0
    var fixCount = 0
    var standards = Set<TargetSizeStandard>()
    var unwritten = 0
    // JSON's first line comes with the first screen's part, or with the summary: a run of no
    // dump writes nothing.
    var stream = ReportStream(
      opening: format == .json ? "{\n  \"screens\": [" : nil,
      separator: format == .json ? "," : "", emit: output.callAsFunction)
    let counts = CorpusRun.screens(files, jobs: jobs, verb: "fixing", options: options) {
      file, snapshot, warnings in
      var outcome = work(
        file, snapshot, standard: ScreenInput.standard(given, for: snapshot),
        format: format, folder: staging)
      if !warnings.isEmpty { outcome.source = (file.location, warnings) }
      return outcome
    } deliver: { outcome in
      screens += 1
      fixCount += outcome.fixes
      standards.insert(outcome.standard)
      var part = outcome.part
      var failure: String?
      if let fixed = outcome.fixed {
        do {
          if let path = try folder?.place(
            fixed, for: outcome.path, droppingKeysOf: outcome.source), format == .text
          {
            part +=
              "\n  "
              + PrintableText.line(
                "wrote \(path) with \(counted(outcome.fixes, "fix", "fixes")) applied")
          }
        } catch {
          unwritten += 1
          failure = "hitarea: \(error)"
        }
      }
      stream.add(part)
      return failure
    }
    stream.finish()
    guard screens > 0 || counts.unreadable > 0 else {
      throw CLIError.input("no screen dumps found among \(counted(files.count, "file"))")
    }
    let standard = given ?? (standards.count == 1 ? standards.first : nil)
    if format == .json {
      let summary = Summary(
        screens: screens, parseErrors: counts.unreadable, skipped: counts.skipped,
        fixes: fixCount)
      output(
        (stream.wroteParts ? "  ]," : "{\n  \"screens\": [],")
          + (standard.map { "\n  \"standard\": \"\($0.rawValue)\"," } ?? "") + "\n  \"summary\": "
          + (try JSONTextEncoder().encode(summary)) + "\n}")
    } else {
      let line =
        "\(counted(screens, "screen")): \(counted(fixCount, "fix", "fixes")) against "
        + (standard?.title ?? "each screen's platform's standard") + CorpusRun.tail(counts)
      output(format == .swift || format == .android ? "// " + line : "\nSummary: " + line)
    }
    if let directory { try CorpusRun.checkWritten(unwritten, of: screens, into: directory) }
    return CorpusRun.status(failed: false, unreadable: counts.unreadable)
  }

  /// One screen's fixes as the format prints them, and the fixed snapshot staged in the
  /// `--output` folder when there is one.
  private static func work(
    _ file: CorpusFile, _ snapshot: LayoutSnapshot, standard: TargetSizeStandard,
    format: OutputFormat, folder: OutputFolder?
  ) -> Outcome {
    let report = TapTargetAudit(standard: standard, rules: [.minSize]).audit(snapshot)
    let fixes = report.fixes
    let switches = FixCommand.overflowSwitches(fixes, in: snapshot)
    var part: String
    switch format {
    case .json:
      let screen = ScreenFixes(
        path: file.path, standard: standard, fixes: fixes, overflowSwitches: switches)
      part = (try? JSONTextEncoder(depth: 2).encodeElement(screen)) ?? "    {}"
    case .swift:
      let code =
        snapshot.effectivePlatform == .android
        ? "// from Android: no Swift code (use --format android)"
        : FixCommand.swift(fixes, switches)
      part = PrintableText.line("// \(file.path)") + "\n" + code
    case .android:
      // As over one file, where a screen from iOS is refused: here it is named and passed.
      let code =
        snapshot.effectivePlatform != .android
        ? "// from \(snapshot.effectivePlatform.name): no Android code (use --format swift)"
        : FixCommand.android(fixes)
      part = PrintableText.line("// \(file.path)") + "\n" + code
    default:
      part =
        PrintableText.line("\(file.path): ")
        + FixCommand.text(fixes, standard, snapshot, unfixed: FixCommand.unfixed(report))
    }
    var outcome = Outcome(path: file.path, part: part, fixes: fixes.count, standard: standard)
    if let folder {
      do {
        let fixed = try snapshot.applying(fixes, turningOnOverflowSwitches: true).jsonString()
        outcome.fixed = folder.stage(fixed, for: file.path)
      } catch {
        outcome.fixed = .failure(
          .output("\(file.path): the fixed snapshot cannot be encoded as JSON (\(error))"))
      }
    }
    return outcome
  }
}

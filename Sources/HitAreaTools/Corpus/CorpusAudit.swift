import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot

/// How a corpus run audits each file: the standard and minimum, the policy, the importer's
/// options, the baseline, the suppressions, and whether screenshots are looked up beside the
/// dumps.
///
/// ``audit(_:index:)`` is pure and runs on any thread; ``OrderedParallelMap`` runs it for every
/// file.
///
/// ```swift
/// let audit = CorpusAudit(standard: .ios)
/// let files = CorpusFiles.expand(["screens"])
/// let entry = audit.audit(files[0], index: 0)
/// ```
package struct CorpusAudit: Sendable {
  /// The standard; `nil` for each screen's platform's.
  package var standard: TargetSizeStandard?
  /// The policy that replaces each screen's own, if any.
  package var policy: ResolutionPolicy?
  /// How dumps are imported.
  package var options: ImportOptions
  /// The accepted findings, if any.
  package var baseline: Baseline?
  /// Whether to read a screenshot beside each dump (`a.png` or `a.jpg` for `a.xml`).
  package var findsScreenshots: Bool
  /// The automatic minimum size each screen is audited with (`--automatic`), if any.
  package var automaticMinimumSize: Double?
  /// The custom minimum side that replaces the standard's (`--minimum`), if any.
  package var minimum: Double?
  /// The accepted findings of a suppression file (`--suppress`), marked suppressed.
  package var suppressions = Suppressions()
  /// Whether each screen's tally holds its targets by verdict, class and size, for a report
  /// that shows them (``CorpusReportFormat/showsTargetStatistics``); else only how many there
  /// are.
  package var talliesTargetStatistics = true
  /// Each file's path from the working directory, by its location, when reports name the files
  /// from another folder (`--sarif-root`, ``CorpusFiles/pathsFromWorkingDirectory(_:workingDirectory:)``);
  /// `nil` when they name them from here.
  ///
  /// The baseline (the one read, the fingerprints `--write-baseline` records) and suppressions
  /// name each screen by its path from the working directory whatever folder the reports name
  /// it from: a baseline written by a run without `--sarif-root` matched nothing in a run with
  /// it (a CI job's SARIF step failed on every finding its summary step called known), and one
  /// written with it nothing without it. SARIF's fingerprints stay the root's.
  package var baselinePaths: [String: String]?

  /// Creates a corpus audit.
  ///
  /// - Parameters:
  ///   - standard: The standard; `nil` for each screen's platform's.
  ///   - policy: The policy that replaces each screen's own.
  ///   - options: How dumps are imported.
  ///   - baseline: The accepted findings.
  ///   - findsScreenshots: Whether to read screenshots beside the dumps.
  ///   - automaticMinimumSize: The automatic minimum size to audit with, if any.
  ///   - minimum: The custom minimum side, if any.
  package init(
    standard: TargetSizeStandard?, policy: ResolutionPolicy? = nil,
    options: ImportOptions = ImportOptions(), baseline: Baseline? = nil,
    findsScreenshots: Bool = false, automaticMinimumSize: Double? = nil, minimum: Double? = nil
  ) {
    self.minimum = minimum
    self.automaticMinimumSize = automaticMinimumSize
    self.standard = standard
    self.policy = policy
    self.options = options
    self.baseline = baseline
    self.findsScreenshots = findsScreenshots
  }

  /// Reads, imports and audits one file.
  ///
  /// - Parameters:
  ///   - file: The file.
  ///   - index: Its position in the run.
  package func audit(_ file: CorpusFile, index: Int) -> ScreenAudit {
    switch ScreenLoad.read(file, options: options) {
    case .skipped:
      return ScreenAudit(path: file.path, index: index, outcome: .skipped)
    case .broken(let reason):
      return ScreenAudit(path: file.path, index: index, outcome: .parseError(reason))
    case .screen(let snapshot, let warnings, let lines):
      // A screen read already (standard input) has no place for a screenshot beside it (`-`
      // found `./-.png`).
      var screen = prepare(
        snapshot, path: file.path, location: file.contents == nil ? file.location : nil,
        fingerprintPath: baselinePaths.map { $0[file.location] ?? file.path })
      screen.sourceLines = lines
      var entry = ScreenAudit(path: file.path, index: index, outcome: .audited(screen))
      entry.warnings = warnings
      return entry
    }
  }

  /// The one prepared screen that every output of `hitarea audit` encodes, for one file and for
  /// many: the screen under the run's policy (and automatic minimum size), its report names made
  /// once, one audit of it, the fingerprints (made when an output first reads them, unless a
  /// baseline or suppressions need them now), the summary's tally and the screenshot.
  ///
  /// A screen whose targets were inferred gets its findings marked (``InferredTargets``).
  ///
  /// - Parameters:
  ///   - loaded: The screen as read.
  ///   - path: Its path, as reports show it.
  ///   - location: Where it is on disk, for the screenshot beside it; `nil` for none.
  ///   - fingerprintPath: Its path for fingerprints and the baseline, when it is not `path`
  ///     (``baselinePaths``).
  package func prepare(
    _ loaded: LayoutSnapshot, path: String, location: String?, fingerprintPath: String? = nil
  ) -> AuditedScreen {
    var snapshot = loaded
    if let policy { snapshot.resolution = policy }
    let platformStandard = snapshot.effectivePlatform.defaultStandard
    var audit = TapTargetAudit(standard: standard ?? platformStandard, minimum: minimum)
    audit.automaticMinimumSize = automaticMinimumSize
    let (report, targets, names) = audit.auditWithTargets(snapshot)
    if let automaticMinimumSize {
      // What the outputs show: the rings the audit measured.
      snapshot = snapshot.applyingAutomaticMinimumSize(automaticMinimumSize)
    }
    var full = report
    if snapshot.targetsAreInferred { full = InferredTargets.marking(full) }
    let screenshot = findsScreenshots ? location.flatMap(Screenshot.beside) : nil
    let (screen, findings) = (snapshot, full.findings)
    if baseline == nil && suppressions.isEmpty {
      // Every finding is reported: the fingerprints are made only for an output that names
      // them (SARIF, report lines, a baseline written).
      var forBaseline: (@Sendable () -> [FindingFingerprint])?
      if let fingerprintPath {
        forBaseline = {
          FindingFingerprint.all(findings, screen: fingerprintPath, in: screen, reportNames: names)
        }
      }
      return AuditedScreen(
        snapshot: snapshot, report: full,
        fingerprints: {
          FindingFingerprint.all(findings, screen: path, in: screen, reportNames: names)
        },
        baselineFingerprints: forBaseline,
        tally: ScreenTally(
          snapshot, report: full, reported: full.findings, targets: targets,
          statistics: talliesTargetStatistics),
        screenshot: screenshot)
    }
    // With each finding's earlier fingerprint where a file may be hitarea 0.2's (a baseline
    // without the new fingerprints' mark, fingerprints in a suppression file); those the
    // baseline and suppressions are matched by name the screen from the working directory.
    let earlier = baseline?.holdsEarlierFingerprints == true || suppressions.hasFingerprints
    let prints = FindingFingerprint.all(
      findings, screen: path, in: screen, reportNames: names, earlierValues: earlier)
    let matched =
      fingerprintPath.map {
        FindingFingerprint.all(
          findings, screen: $0, in: screen, reportNames: names, earlierValues: earlier)
      } ?? prints
    var reported = full
    var (reportedPrints, reportedMatched) = (prints, matched)
    var gone = 0
    if let baseline {
      let split = baseline.split(matched, screen: fingerprintPath ?? path)
      reported.findings = split.new.map { full.findings[$0] }
      reportedPrints = split.new.map { prints[$0] }
      reportedMatched = split.new.map { matched[$0] }
      gone = split.gone
    }
    reported.findings = suppressions.marking(reported.findings, reportedMatched)
    if fingerprintPath != nil {
      // A suppression file may hold SARIF's fingerprints too, which name the screen from the
      // root.
      reported.findings = suppressions.marking(reported.findings, reportedPrints)
    }
    return AuditedScreen(
      snapshot: snapshot, report: reported, fingerprints: reportedPrints,
      allFingerprints: matched,
      tally: ScreenTally(
        snapshot, report: full, reported: reported.findings, targets: targets,
        statistics: talliesTargetStatistics),
      usesBaseline: baseline != nil, gone: gone, screenshot: screenshot)
  }
}

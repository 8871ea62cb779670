import HitAreaAuditing
import HitAreaKit

/// How a corpus run audits each file: the standard, the policy, the importer's options, the
/// baseline, and whether screenshots are looked up beside the dumps.
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

  /// Creates a corpus audit.
  ///
  /// - Parameters:
  ///   - standard: The standard; `nil` for each screen's platform's.
  ///   - policy: The policy that replaces each screen's own.
  ///   - options: How dumps are imported.
  ///   - baseline: The accepted findings.
  ///   - findsScreenshots: Whether to read screenshots beside the dumps.
  package init(
    standard: TargetSizeStandard?, policy: ResolutionPolicy? = nil,
    options: ImportOptions = ImportOptions(), baseline: Baseline? = nil,
    findsScreenshots: Bool = false
  ) {
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
    case .screen(var snapshot, let warnings):
      if let policy { snapshot.resolution = policy }
      let audit = TapTargetAudit(standard: standard ?? snapshot.effectivePlatform.defaultStandard)
      let full = audit.audit(snapshot)
      let prints = FindingFingerprint.all(full.findings, screen: file.path, in: snapshot)
      var reported = full
      var reportedPrints = prints
      var gone = 0
      if let baseline {
        let split = baseline.split(full.findings, prints, screen: file.path)
        reported.findings = split.new.map(\.0)
        reportedPrints = split.new.map(\.1)
        gone = split.gone
      }
      let screen = AuditedScreen(
        snapshot: snapshot, report: reported, fingerprints: reportedPrints,
        allFingerprints: prints,
        tally: ScreenTally(
          snapshot, report: full, reported: reported.findings,
          targets: audit.auditedTargets(snapshot)),
        usesBaseline: baseline != nil, gone: gone,
        screenshot: findsScreenshots ? Screenshot.beside(file.location) : nil)
      var entry = ScreenAudit(path: file.path, index: index, outcome: .audited(screen))
      entry.warnings = warnings
      return entry
    }
  }
}

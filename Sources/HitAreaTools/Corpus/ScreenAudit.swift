import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot

/// One file of a corpus audit, as the reports take it: an audited screen, a broken file, or a
/// skipped one.
///
/// Its JSON form is one element of `screens` in `hitarea audit --format json` over several files
/// and one line of `--format jsonl`:
///
/// ```json
/// {"path": "screens/login.xml", "status": "audited", "targets": 12,
///  "targetsInferred"?: true, "baseline"?: {"known": 2, "gone": 0},
///  "standard": "ios", "summary": {…}, "findings": [{…}]}
/// {"path": "screens/broken.xml", "status": "parse-error", "message": "screens/broken.xml: …"}
/// ```
///
/// With a baseline, `summary` and `findings` hold the new findings only. `targetsInferred` is
/// there, `true`, for a screen whose targets an importer inferred (``InferredTargets``).
package struct ScreenAudit: Sendable {
  /// What became of the file.
  package enum Outcome: Sendable {
    /// Audited. The screen is held in a box: an entry handed from the worker to the report and
    /// the summary is copied as one reference, not as the screen's many.
    indirect case audited(AuditedScreen)
    /// Not readable or not importable, with one line that names the file and says why.
    case parseError(String)
    /// Found in a directory and not a screen dump.
    case skipped
  }

  /// The file's path, as reports show it.
  package var path: String
  /// Its position in the run's sorted list of files.
  package var index: Int
  /// What became of it.
  package var outcome: Outcome
  /// The unknown keys of a layout snapshot, for standard error.
  package var warnings: [LayoutSnapshotWarning] = []

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - index: Its position in the run.
  ///   - outcome: What became of it.
  package init(path: String, index: Int, outcome: Outcome) {
    self.path = path
    self.index = index
    self.outcome = outcome
  }

  /// The audited screen, if the file was audited.
  package var audited: AuditedScreen? {
    if case .audited(let screen) = outcome { return screen }
    return nil
  }
}

/// An audited screen of a corpus run: the screen, the findings the run reports, their
/// fingerprints, and what it adds to the summary.
package struct AuditedScreen: Sendable {
  /// The screen.
  package var snapshot: LayoutSnapshot
  /// The reported findings (the new ones when there is a baseline).
  package var report: AuditReport
  /// The reported findings' fingerprints, in the same order.
  package var fingerprints: [FindingFingerprint] { prints.value.reported }
  /// Every finding's fingerprint, reported or not, naming the screen as baselines do
  /// (``CorpusAudit/baselinePaths``): what `--write-baseline` records.
  package var allFingerprints: [FindingFingerprint] { prints.value.all }
  /// The fingerprints, made or to be made.
  private let prints: LazyValue<(reported: [FindingFingerprint], all: [FindingFingerprint])>
  /// What the screen adds to the summary.
  package var tally: ScreenTally
  /// Whether the run compared with a baseline.
  package var usesBaseline: Bool
  /// Baseline findings of this screen that are gone.
  package var gone: Int
  /// The screenshot that goes under the screen's picture, if any.
  package var screenshot: Screenshot?
  /// Where the screen's nodes start in its file, for located findings.
  package var sourceLines = SourceLines(nodeCount: 0)

  /// Creates an audited screen.
  ///
  /// - Parameters:
  ///   - snapshot: The screen.
  ///   - report: The reported findings.
  ///   - fingerprints: The reported findings' fingerprints, in the same order.
  ///   - allFingerprints: Every finding's fingerprint.
  ///   - tally: What the screen adds to the summary.
  ///   - usesBaseline: Whether the run compared with a baseline.
  ///   - gone: Baseline findings of this screen that are gone.
  ///   - screenshot: The screenshot that goes under the screen's picture, if any.
  package init(
    snapshot: LayoutSnapshot, report: AuditReport, fingerprints: [FindingFingerprint],
    allFingerprints: [FindingFingerprint], tally: ScreenTally, usesBaseline: Bool, gone: Int,
    screenshot: Screenshot?
  ) {
    self.init(
      snapshot: snapshot, report: report,
      prints: LazyValue(made: (fingerprints, allFingerprints)), tally: tally,
      usesBaseline: usesBaseline, gone: gone, screenshot: screenshot)
  }

  /// Creates an audited screen whose findings are all reported, their fingerprints made when
  /// first read: a run with no baseline and no suppressions, whose output may name none.
  ///
  /// - Parameters:
  ///   - snapshot: The screen.
  ///   - report: The findings, all reported.
  ///   - fingerprints: Makes the findings' fingerprints, in the same order.
  ///   - baselineFingerprints: Makes them as baselines name the screen, when they name it
  ///     otherwise (``CorpusAudit/baselinePaths``).
  ///   - tally: What the screen adds to the summary.
  ///   - screenshot: The screenshot that goes under the screen's picture, if any.
  package init(
    snapshot: LayoutSnapshot, report: AuditReport,
    fingerprints: @escaping @Sendable () -> [FindingFingerprint],
    baselineFingerprints: (@Sendable () -> [FindingFingerprint])? = nil, tally: ScreenTally,
    screenshot: Screenshot?
  ) {
    self.init(
      snapshot: snapshot, report: report,
      prints: LazyValue {
        let reported = fingerprints()
        return (reported, baselineFingerprints?() ?? reported)
      }, tally: tally, usesBaseline: false, gone: 0, screenshot: screenshot)
  }

  private init(
    snapshot: LayoutSnapshot, report: AuditReport,
    prints: LazyValue<(reported: [FindingFingerprint], all: [FindingFingerprint])>,
    tally: ScreenTally, usesBaseline: Bool, gone: Int, screenshot: Screenshot?
  ) {
    self.snapshot = snapshot
    self.report = report
    self.prints = prints
    self.tally = tally
    self.usesBaseline = usesBaseline
    self.gone = gone
    self.screenshot = screenshot
  }

  /// The line in the file of the node a finding is about (its target), if known.
  ///
  /// - Parameter finding: A finding of ``report``.
  package func line(of finding: AuditFinding) -> Int? {
    snapshot.index(of: finding.target).flatMap { sourceLines[$0] }
  }
}

extension ScreenAudit: Encodable {
  private enum CodingKeys: String, CodingKey {
    case path, status, message, targets, targetsInferred, baseline
  }

  private enum BaselineKeys: String, CodingKey {
    case known, gone
  }

  /// Encodes the entry; an audited screen's report keys (`standard`, `summary`, `findings`)
  /// follow its own.
  ///
  /// - Parameter encoder: The encoder.
  package func encode(to encoder: any Encoder) throws {
    try encodeFields(to: encoder)
  }

  /// The name every report format gives a file that cannot be read: a JSON status, a SARIF rule,
  /// a JUnit error type.
  package static let parseErrorRule = "parse-error"
}

extension ScreenAudit: FieldWritable {
  /// Writes the entry's members, as ``encode(to:)`` describes.
  ///
  /// - Parameter fields: Where they go.
  package func writeFields(to fields: inout some FieldWriter) throws {
    try fields.write(CodingKeys.path, path)
    switch outcome {
    case .audited(let screen):
      try fields.write(CodingKeys.status, "audited")
      try fields.write(CodingKeys.targets, screen.tally.targets)
      if screen.snapshot.targetsAreInferred { try fields.write(CodingKeys.targetsInferred, true) }
      if screen.usesBaseline {
        try fields.writeObject(CodingKeys.baseline) { baseline in
          try baseline.write(BaselineKeys.known, screen.tally.known)
          try baseline.write(BaselineKeys.gone, screen.gone)
        }
      }
      try screen.report.writeFields(to: &fields)
    case .parseError(let message):
      try fields.write(CodingKeys.status, ScreenAudit.parseErrorRule)
      try fields.write(CodingKeys.message, message)
    case .skipped:
      try fields.write(CodingKeys.status, "skipped")
    }
  }
}

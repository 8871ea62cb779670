import HitAreaAuditing
import HitAreaKit

/// The sums of a corpus run: files, screens, targets by verdict, findings by rule and severity,
/// baseline matches, and the corpus statistics (screens with a `min-size` error, targets under
/// the standard by element class, a size histogram).
///
/// Its JSON form is the `summary` of `hitarea audit --format json` over several files:
///
/// ```json
/// {"standard": "ios", "files": {"screens": 3, "parseErrors": 1, "skipped": 2},
///  "screensWithErrors": 2, "targets": {"error": 5, "warning": 1, "info": 2, "passing": 40},
///  "findings": {"total": 9, "bySeverity": {…}, "byRule": {…}}, "worstRules": ["min-size", …],
///  "baseline"?: {"known": 4, "gone": 1},
///  "statistics": {"screensWithMinSizeErrors": {"screens": 2, "share": 0.6667},
///                 "targetsUnderStandard": {…}, "byClass": [{…}], "sizeHistogram": [{…}]}}
/// ```
///
/// ```swift
/// var summary = CorpusSummary(standard: .ios)
/// summary.add(ScreenTally(snapshot, report: report))
/// summary.screensWithMinSizeErrorsShare  // 1
/// ```
package struct CorpusSummary: Sendable {
  /// The standard the run was given, if any (else each screen's platform's).
  package var given: TargetSizeStandard?
  /// The custom minimum side of the run (`--minimum`), if any.
  package var minimum: Double?
  /// The standards the screens were audited against.
  package var standardsUsed: Set<TargetSizeStandard> = []
  /// The units the screens' sizes are in.
  package var units: Set<String> = []
  /// Screens audited.
  package var screens = 0
  /// Files that could not be read or imported.
  package var parseErrors = 0
  /// Files found in directories that are not screen dumps.
  package var skipped = 0
  /// Screens with at least one reported error.
  package var screensWithErrors = 0
  /// Screens with at least one `min-size` error (reported or known from the baseline).
  package var screensWithMinSizeErrors = 0
  /// The targets by verdict.
  package var verdicts = TargetVerdicts()
  /// The reported findings' counts.
  package var findings = AuditSummary([])
  /// The targets by element class.
  package var classes: [String: ClassTally] = [:]
  /// The targets by visible size.
  package var histogram = SizeHistogram()
  /// Whether the run compared with a baseline.
  package var usesBaseline = false
  /// Findings the baseline knows (not reported).
  package var known = 0
  /// Baseline findings of audited screens that the run no longer finds.
  package var gone = 0

  /// An empty summary.
  ///
  /// - Parameter standard: The standard of the run; `nil` when each screen is audited against its
  ///   platform's.
  package init(standard: TargetSizeStandard?) { given = standard }

  /// The one standard of the run: the one given, else the one every screen was audited against;
  /// `nil` when screens from different platforms were audited against their own.
  package var standard: TargetSizeStandard? {
    given ?? (standardsUsed.count == 1 ? standardsUsed.first : nil)
  }

  /// The unit of the sizes: `pt`, `dp`, or `pt or dp` for a corpus from both platforms.
  package var unitText: String { units.isEmpty ? "pt" : units.sorted().joined(separator: " or ") }

  /// The standard's title, or what the screens were measured against when they differ.
  package var standardTitle: String {
    if let standard { return standard.title(minimum: minimum) }
    guard let minimum else { return "each screen's platform's standard" }
    return "each screen's platform's standard with a custom \(DecimalText.literal(minimum)) minimum"
  }

  /// Adds an audited screen.
  ///
  /// - Parameters:
  ///   - tally: What the screen adds.
  ///   - gone: Baseline findings of this screen that are gone.
  package mutating func add(_ tally: ScreenTally, gone: Int = 0) {
    screens += 1
    standardsUsed.insert(tally.standard)
    units.insert(tally.unit)
    if tally.hasError { screensWithErrors += 1 }
    if tally.hasMinSizeError { screensWithMinSizeErrors += 1 }
    verdicts.add(tally.verdicts)
    findings.add(tally.reported)
    for (name, counts) in tally.classes { classes[name, default: ClassTally()].add(counts) }
    histogram.add(tally.histogram)
    known += tally.known
    self.gone += gone
  }

  /// Every target, summed over the classes.
  package var allTargets: ClassTally {
    classes.values.reduce(into: ClassTally()) { $0.add($1) }
  }

  /// The share of audited screens with at least one `min-size` error.
  package var screensWithMinSizeErrorsShare: Double { ratio(screensWithMinSizeErrors, screens) }

  /// The classes, most targets first (ties by name).
  package var classesByCount: [(name: String, tally: ClassTally)] {
    classes.map { ($0.key, $0.value) }.sorted {
      $0.tally.targets != $1.tally.targets ? $0.tally.targets > $1.tally.targets : $0.name < $1.name
    }
  }

  /// The rules with reported findings, worst first: most errors, then most warnings, then most
  /// findings, then the rules' order.
  package var worstRules: [AuditRule] {
    let key = { (rule: AuditRule) in
      [
        findings.count(rule: rule, severity: .error),
        findings.count(rule: rule, severity: .warning),
        findings.count(rule: rule),
      ]
    }
    return AuditRule.allCases.filter { findings.count(rule: $0) > 0 }
      .enumerated().sorted { a, b in
        let (ka, kb) = (key(a.element), key(b.element))
        return ka != kb ? ka.lexicographicallyPrecedes(kb, by: >) : a.offset < b.offset
      }
      .map(\.element)
  }
}

extension CorpusSummary: Encodable {
  private enum CodingKeys: String, CodingKey {
    case standard, minimum, files, screensWithErrors, targets, findings, worstRules, baseline,
      statistics
  }

  private enum FileKeys: String, CodingKey {
    case screens, parseErrors, skipped
  }

  private enum BaselineKeys: String, CodingKey {
    case known, gone
  }

  private enum StatisticsKeys: String, CodingKey {
    case screensWithMinSizeErrors, targetsUnderStandard, byClass, sizeHistogram
  }

  private enum ShareKeys: String, CodingKey {
    case screens, share
  }

  private enum ClassKeys: String, CodingKey {
    case `class`, targets, under, share, visiblyUnder, visibleShare
  }

  /// Encodes the summary; `minimum` only with a custom minimum, `baseline` only when the run
  /// compared with one.
  ///
  /// - Parameter encoder: The encoder.
  package func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(standard, forKey: .standard)
    try c.encodeIfPresent(minimum, forKey: .minimum)
    var files = c.nestedContainer(keyedBy: FileKeys.self, forKey: .files)
    try files.encode(screens, forKey: .screens)
    try files.encode(parseErrors, forKey: .parseErrors)
    try files.encode(skipped, forKey: .skipped)
    try c.encode(screensWithErrors, forKey: .screensWithErrors)
    try c.encode(verdicts, forKey: .targets)
    try c.encode(findings, forKey: .findings)
    try c.encode(worstRules, forKey: .worstRules)
    if usesBaseline {
      var baseline = c.nestedContainer(keyedBy: BaselineKeys.self, forKey: .baseline)
      try baseline.encode(known, forKey: .known)
      try baseline.encode(gone, forKey: .gone)
    }
    var statistics = c.nestedContainer(keyedBy: StatisticsKeys.self, forKey: .statistics)
    var screenShare = statistics.nestedContainer(
      keyedBy: ShareKeys.self, forKey: .screensWithMinSizeErrors)
    try screenShare.encode(screensWithMinSizeErrors, forKey: .screens)
    try screenShare.encode(screensWithMinSizeErrorsShare, forKey: .share)
    var all = statistics.nestedContainer(keyedBy: ClassKeys.self, forKey: .targetsUnderStandard)
    try Self.encode(allTargets, into: &all)
    var list = statistics.nestedUnkeyedContainer(forKey: .byClass)
    for (name, tally) in classesByCount {
      var entry = list.nestedContainer(keyedBy: ClassKeys.self)
      try entry.encode(name, forKey: .class)
      try Self.encode(tally, into: &entry)
    }
    try statistics.encode(histogram, forKey: .sizeHistogram)
  }

  private static func encode(
    _ tally: ClassTally, into c: inout KeyedEncodingContainer<ClassKeys>
  ) throws {
    try c.encode(tally.targets, forKey: .targets)
    try c.encode(tally.under, forKey: .under)
    try c.encode(tally.share, forKey: .share)
    try c.encode(tally.visiblyUnder, forKey: .visiblyUnder)
    try c.encode(tally.visibleShare, forKey: .visibleShare)
  }
}

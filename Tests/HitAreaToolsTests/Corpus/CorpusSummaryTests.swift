import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// What a screen adds to the corpus summary, and the statistics across screens.
@Suite struct CorpusSummaryTests {
  static func snapshot(_ json: String) throws -> LayoutSnapshot {
    try LayoutSnapshot.load(data: Data(json.utf8), file: "s.json")
  }

  static let mixed = CorpusFolder.screen([
    .init(
      id: "close", label: "Close", type: "android.widget.ImageButton", frame: [340, 60, 20, 20]),
    .init(id: "check", type: "android.widget.CheckBox", frame: [20, 200, 30, 30]),
    .init(id: "ok", label: "OK", type: "android.widget.Button", frame: [20, 700, 350, 50]),
    .init(id: "more", type: "android.widget.ImageButton", frame: [300, 300, 60, 60]),
  ])

  @Test func aScreenTalliesItsTargetsByVerdictClassAndSize() throws {
    let screen = try Self.snapshot(Self.mixed)
    let report = TapTargetAudit(standard: .android).audit(screen)
    let tally = ScreenTally(screen, report: report)
    #expect(tally.targets == 4)
    #expect(tally.hasMinSizeError && tally.hasError)
    #expect(tally.verdicts.error == 2 && tally.verdicts.passing == 2)
    #expect(tally.classes["ImageButton"] == counts(targets: 2, under: 1, visiblyUnder: 1))
    #expect(tally.classes["CheckBox"] == counts(targets: 1, under: 1, visiblyUnder: 1))
    #expect(tally.classes["Button"] == counts(targets: 1, under: 0, visiblyUnder: 0))
    // Visible 20 → 16–24, 30 → 24–32, 50 → 48–64, 60 → 48–64; no hit area is enlarged.
    #expect(tally.histogram.visible == [0, 0, 1, 1, 0, 0, 0, 2, 0, 0])
    #expect(tally.histogram.effective == tally.histogram.visible)
    #expect(tally.reported.count(rule: .minSize, severity: .error) == 2)
  }

  /// A tally without statistics counts what the one with them counts (targets, findings,
  /// errors, findings a baseline knows) and nothing by verdict, class or size.
  @Test func aTallyWithoutStatisticsCountsTargetsAndFindingsOnly() throws {
    for json in [Self.mixed, CorpusFolder.clean] {
      let screen = try Self.snapshot(json)
      let report = TapTargetAudit(standard: .android).audit(screen)
      for reported in [report.findings, Array(report.findings.dropFirst())] {
        let full = ScreenTally(screen, report: report, reported: reported)
        let counts = ScreenTally(screen, report: report, reported: reported, statistics: false)
        #expect(counts.targets == full.targets && counts.targets > 0)
        #expect(counts.reported == full.reported && counts.known == full.known)
        #expect(counts.hasError == full.hasError)
        #expect(counts.hasMinSizeError == full.hasMinSizeError)
        #expect(counts.verdicts == TargetVerdicts() && counts.classes.isEmpty)
        #expect(counts.histogram == SizeHistogram())
      }
    }
  }

  /// Only the formats whose reports show the targets by verdict, class and size have them
  /// tallied: not plain JSON Lines (report lines carry each screen's tally), nor JUnit.
  @Test func theFormatsThatShowTargetStatisticsAreThoseWithASummaryOrReportLines() {
    let run = ReportRun(standard: nil, usesBaseline: false, minimum: nil)
    #expect(!JSONLinesCorpusReport().showsTargetStatistics)
    #expect(JSONLinesCorpusReport(reportRun: run).showsTargetStatistics)
    #expect(!JUnitCorpusReport(failOn: .error).showsTargetStatistics)
    let summarized: [any CorpusReportFormat] = [
      JSONCorpusReport(), TextCorpusReport(), HTMLCorpusReport(), MarkdownCorpusReport(),
      SARIFCorpusReport(version: "0", category: "c"),
    ]
    #expect(summarized.allSatisfy { $0.showsTargetStatistics })
  }

  @Test func theSummaryAddsScreensAndComputesShares() throws {
    var summary = CorpusSummary(standard: .android)
    for json in [Self.mixed, CorpusFolder.clean, CorpusFolder.clean] {
      let screen = try Self.snapshot(json)
      summary.add(ScreenTally(screen, report: TapTargetAudit(standard: .android).audit(screen)))
    }
    #expect(summary.screens == 3)
    #expect(summary.screensWithMinSizeErrors == 1)
    #expect(summary.screensWithMinSizeErrorsShare == 0.3333)
    #expect(summary.allTargets == counts(targets: 6, under: 2, visiblyUnder: 2))
    #expect(
      summary.classesByCount.map(\.name) == ["ImageButton", "UIButton", "Button", "CheckBox"])
    #expect(summary.worstRules.first == .minSize)
    let json = try JSONTextEncoder(prettyPrinted: false).encode(summary)
    #expect(json.contains(#""screensWithMinSizeErrors":{"screens":1,"share":0.3333}"#))
    #expect(json.contains(#"{"class":"ImageButton","targets":2,"under":1,"share":0.5"#))
    #expect(!json.contains("\"baseline\""))
  }

  @Test(arguments: [
    (0.0, 0), (7.99, 0), (8, 1), (23.9, 2), (24, 3), (43.99, 5), (44, 6), (47, 6), (48, 7),
    (95, 8), (96, 9), (10_000, 9), (-.infinity, 0), (.nan, 0),
  ])
  func sizesFallInTheirBand(_ side: Double, _ band: Int) {
    var histogram = SizeHistogram()
    histogram.add(visible: side, effective: 44)
    #expect(histogram.visible[band] == 1)
    #expect(histogram.effective[6] == 1)
  }

  /// Disabled, hidden and off-screen targets are not audited, so they are not counted (the
  /// settings screen's disabled chevrons were counted as 12-pt buttons).
  @Test func onlyAuditedTargetsAreCountedWithTheirEffectiveSizes() throws {
    let json = """
      {"format": "hitarea.layout", "version": 1, "root": {"id": "window",
       "frame": [0, 0, 390, 844], "children": [
        {"id": "icon", "type": "UIButton", "frame": [10, 10, 20, 20], "target": true,
         "hitArea": {"minimumSize": [44, 44]}},
        {"id": "off", "type": "UIButton", "frame": [10, 60, 20, 20], "target": true,
         "enabled": false},
        {"id": "gone", "type": "UIButton", "frame": [10, 110, 20, 20], "target": true,
         "hidden": true},
        {"id": "far", "type": "UIButton", "frame": [10, 2000, 20, 20], "target": true}]}}
      """
    let screen = try Self.snapshot(json)
    let tally = ScreenTally(screen, report: TapTargetAudit(standard: .ios).audit(screen))
    #expect(tally.targets == 1)
    #expect(tally.verdicts.total == 1)
    #expect(tally.histogram.visible[2] == 1)  // 20 pt
    #expect(tally.histogram.effective[6] == 1)  // 44 pt
    #expect(tally.classes["UIButton"] == counts(targets: 1, under: 0, visiblyUnder: 1))
  }

  @Test func elementClassesDropPackagesAndPlatformPrefixes() {
    let names = ["android.widget.ImageButton", "XCUIElementTypeButton", "UIButton", " ", nil]
      .map { ElementClass.name(ofType: $0) }
    #expect(names == ["ImageButton", "Button", "UIButton", "(none)", "(none)"])
  }

  private func counts(targets: Int, under: Int, visiblyUnder: Int) -> ClassTally {
    var tally = ClassTally()
    tally.targets = targets
    tally.under = under
    tally.visiblyUnder = visiblyUnder
    return tally
  }
}

import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import HitAreaTools
import Testing

/// A corpus line written straight from its fields (what `--format jsonl` prints) is the text the
/// tree gives of its `encode(to:)`, and the `Codable` form reads it back.
@Suite struct CompactJSONFieldWriterTests {
  /// A value's compact JSON three ways: from its fields, streamed through its `encode(to:)`, and
  /// from the tree; the first two must be the third.
  static func expectTheTreesText(
    _ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let encoder = JSONTextEncoder(prettyPrinted: false)
    let fields = try encoder.encode(value)
    let tree = try encoder.encode(value, streams: false)
    let streamed = try CompactJSONStream.encode(value).map { String(decoding: $0, as: UTF8.self) }
    #expect(fields == tree, sourceLocation: sourceLocation)
    #expect(streamed == tree, sourceLocation: sourceLocation)
    return fields
  }

  /// Every test dump, audited as a corpus (the UiAutomator pages without their density are
  /// parse errors), gives the tree's line.
  @Test(arguments: [nil, 2.625])
  func everyFixtureLineIsTheTreesText(pixelsPerDP: Double?) throws {
    let folder = try #require(
      Bundle.module.url(forResource: "Fixtures/screens", withExtension: nil))
    let files = CorpusFiles.expand([folder.path], workingDirectory: folder.path)
    #expect(files.count >= 19)
    let audit = CorpusAudit(standard: nil, options: ImportOptions(pixelsPerDP: pixelsPerDP))
    var findings = 0
    for (index, file) in files.enumerated() {
      let entry = audit.audit(file, index: index)
      _ = try Self.expectTheTreesText(entry)
      findings += entry.audited?.report.findings.count ?? 0
    }
    #expect(findings > 10)
  }

  /// A finding with every member set, in a report with a custom minimum and a suppressed
  /// finding, in a screen compared with a baseline whose targets were inferred.
  @Test func everyOptionalMemberIsWritten() throws {
    let finding = try JSONDecoder().decode(AuditFinding.self, from: Data(Self.fullFinding.utf8))
    let report = AuditReport(standard: .android, findings: [finding, Self.bare])
    var withMinimum = report
    withMinimum.minimum = 40
    let text = try Self.expectTheTreesText(withMinimum)
    for key in [
      "minimum", "other", "winner", "region", "regionShape", "point", "measured", "suggestion",
      "notChecked", "exception", "suppressed", "android", "compose", "overflowSwift", "clippedBy",
      "inertReason", "spacingClear",
    ] {
      #expect(text.contains("\"\(key)\":"), "\(key)")
    }
    // Every member in the order the JSON form gives (the tree is laid out from the same
    // fields, so the order is pinned here).
    #expect(try Self.expectTheTreesText(finding) == Self.fullFindingLine)
    let reportStart: String = [
      #"{"standard":"android","minimum":40,"summary":{"total":1,"bySeverity":{"error":1,"#,
      #""warning":0,"info":0},"byRule":{"min-size":{"total":1,"error":1,"warning":0,"#,
      #""info":0},"overlap":{"total":0,"error":0,"warning":0,"info":0},"unreachable":"#,
      #"{"total":0,"error":0,"warning":0,"info":0},"activation-point":{"total":0,"#,
      #""error":0,"warning":0,"info":0},"inert-hit-area":{"total":0,"error":0,"#,
      #""warning":0,"info":0}},"suppressed":1},"findings":[{"rule":"overlap","#,
    ].joined()
    #expect(text.hasPrefix(reportStart))
    // The Codable form reads the written finding back.
    let back = try JSONDecoder().decode(AuditReport.self, from: Data(text.utf8))
    #expect(back.findings == withMinimum.findings && back.minimum == 40)

    let snapshot = try LayoutSnapshot(jsonData: Data(Self.inferredScreen.utf8))
    #expect(snapshot.targetsAreInferred)
    var screen = CorpusAudit(standard: .android).prepare(snapshot, path: "s.json", location: nil)
    screen.report = report
    screen.usesBaseline = true
    screen.gone = 3
    let line = try Self.expectTheTreesText(
      ScreenAudit(path: "a/\"quoted\".json", index: 0, outcome: .audited(screen)))
    #expect(line.hasPrefix(#"{"path":"a/\"quoted\".json","status":"audited","targets":"#))
    #expect(line.contains(#""targetsInferred":true,"baseline":{"known":0,"gone":3},"#))
    #expect(
      try Self.expectTheTreesText(
        ScreenAudit(path: "b.xml", index: 1, outcome: .parseError("b.xml: line 1: \u{1}")))
        == #"{"path":"b.xml","status":"parse-error","message":"b.xml: line 1: \u0001"}"#)
    #expect(
      try Self.expectTheTreesText(ScreenAudit(path: "c.txt", index: 2, outcome: .skipped))
        == #"{"path":"c.txt","status":"skipped"}"#)
  }

  /// Random findings (text that needs escaping, numbers that are not whole, not finite or very
  /// large or small, members there or not) give the tree's text.
  @Test(arguments: 0..<12)
  func randomFindingsGiveTheTreesText(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed))
    let full = try JSONDecoder().decode(AuditFinding.self, from: Data(Self.fullFinding.utf8))
    var findings: [AuditFinding] = []
    for _ in 0..<8 {
      var f = Bool.random(using: &random) ? full : Self.bare
      f.target = Self.text(&random)
      f.label = Self.text(&random)
      f.message = Self.text(&random)
      f.other = Bool.random(using: &random) ? Self.text(&random) : nil
      f.frame = Rect(
        x: Self.number(&random), y: Self.number(&random), width: Self.number(&random),
        height: Self.number(&random))
      f.measured.share = Bool.random(using: &random) ? Self.number(&random) : nil
      f.measured.area = Bool.random(using: &random) ? Self.number(&random) : nil
      if var suggestion = f.suggestion {
        suggestion.limitedBy = (0..<Int.random(in: 0...3, using: &random)).map { _ in
          Self.text(&random)
        }
        suggestion.swiftCode = Self.text(&random)
        f.suggestion = suggestion
      }
      f.suppression =
        Bool.random(using: &random)
        ? AuditSuppression(
          kind: .inSource, justification: Bool.random(using: &random) ? Self.text(&random) : nil)
        : nil
      findings.append(f)
    }
    var report = AuditReport(standard: .ios, findings: findings)
    report.minimum = Bool.random(using: &random) ? Self.number(&random) : nil
    _ = try Self.expectTheTreesText(report)
  }

  /// Text with what JSON escapes, non-ASCII letters and combining marks.
  static func text(_ random: inout SplitMix64) -> String {
    let pieces = [
      "a", "Close", " ", "\"", "\\", "\n", "\t", "\u{1}", "\u{1F}", "é", "e\u{301}", "‘", "😀", "/",
    ]
    return (0..<Int.random(in: 0...12, using: &random)).map { _ in
      pieces[Int.random(in: pieces.indices, using: &random)]
    }.joined()
  }

  /// A whole, fractional, tiny, huge, negative or non-finite number.
  static func number(_ random: inout SplitMix64) -> Double {
    let numbers: [Double] = [
      0, -0.0, 44, -3, 0.1, 1 / 3, 1e-7, 2.5e300, .infinity, -.infinity, .nan,
      9_007_199_254_740_992,
    ]
    return numbers[Int.random(in: numbers.indices, using: &random)]
      * (Bool.random(using: &random) ? 1 : 0.5)
  }

  /// A finding with only the members every finding has.
  static let bare = AuditFinding(
    rule: .minSize, severity: .error, target: "close",
    frame: Rect(x: 340, y: 60, width: 20, height: 20),
    hitRect: Rect(x: 340, y: 60, width: 20, height: 20),
    message: "close reaches 20×20 pt.", fix: "Set close.hitArea = .minimumSize(44).")

  /// A finding's JSON form with every member set.
  static let fullFinding = #"""
    {"rule": "overlap", "severity": "warning", "target": "a", "label": "Button ‘A’", "other": "b",
     "winner": "b", "frame": [0, 0, 20.5, 20], "hitArea": [-12, -12, 44, 44],
     "region": [0, 0, 10, 10], "regionShape": [[0, 0, 5, 10], [5, 0, 5, 5]], "point": [3, 4.25],
     "measured": {"requiredSize": [44, 44], "visibleSize": [20, 20], "effectiveSize": [30, 30],
       "spacingClear": false, "area": 100, "contestedArea": 50, "targetLoss": 0.25,
       "otherLoss": 0.125, "share": 0.5, "visibleShare": 0.75, "clippedArea": 3,
       "coveredArea": 4, "inertReason": "userInteractionDisabled"},
     "message": "a and b \"overlap\".", "fix": "Move a.",
     "suggestion": {"target": "a", "label": "Button ‘A’",
       "hitArea": {"outsets": [12, 12, 12, 12], "minimumSize": [44, 44]},
       "swift": "a.hitArea = .minimumSize(44)", "rect": [-12, -12, 44, 44],
       "achievedSize": [40, 44], "shortfall": [4, 0], "limitedBy": ["b", "edge"],
       "clippedBy": "row", "overflowSwift": "row.hitAreaOverflow = true",
       "android": {"resource": "id/a", "variable": "a", "growth": [12, 12, 12, 12],
         "size": [44, 44], "xml": "<TouchDelegate/>", "kotlin": "a.expand(12)",
         "compose": "Modifier.minimumInteractiveComponentSize()"}},
     "notChecked": "noFrame", "exception": "inline",
     "suppressed": {"kind": "external", "justification": "a system control"}}
    """#

  /// ``fullFinding`` on one line, as 0.2 wrote it.
  static let fullFindingLine: String = [
    #"{"rule":"overlap","severity":"warning","target":"a","label":"Button ‘A’","other":"b","#,
    #""winner":"b","frame":[0,0,20.5,20],"hitArea":[-12,-12,44,44],"region":[0,0,10,10],"#,
    #""regionShape":[[0,0,10,5],[0,5,5,5]],"point":[3,4.25],"measured":{"requiredSize":"#,
    #"[44,44],"visibleSize":[20,20],"effectiveSize":[30,30],"spacingClear":false,"area":100,"#,
    #""contestedArea":50,"targetLoss":0.25,"otherLoss":0.125,"share":0.5,"visibleShare":0.75,"#,
    #""clippedArea":3,"coveredArea":4,"inertReason":"userInteractionDisabled"},"#,
    #""message":"a and b \"overlap\".","fix":"Move a.","suggestion":{"target":"a","#,
    #""label":"Button ‘A’","hitArea":{"outsets":[12,12,12,12],"minimumSize":[44,44]},"#,
    #""swift":"a.hitArea = .minimumSize(44)","rect":[-12,-12,44,44],"achievedSize":[40,44],"#,
    #""shortfall":[4,0],"limitedBy":["b","edge"],"clippedBy":"row","#,
    #""overflowSwift":"row.hitAreaOverflow = true","android":{"resource":"id/a","#,
    #""variable":"a","growth":[12,12,12,12],"size":[44,44],"xml":"<TouchDelegate/>","#,
    #""kotlin":"a.expand(12)","compose":"Modifier.minimumInteractiveComponentSize()"}},"#,
    #""notChecked":"noFrame","exception":"inline","#,
    #""suppressed":{"kind":"external","justification":"a system control"}}"#,
  ].joined()

  /// A layout snapshot whose targets an importer inferred.
  static let inferredScreen = #"""
    {"format": "hitarea.layout", "version": 1, "targetsInferred": true, "screen": [400, 800],
     "root": {"id": "w", "frame": [0, 0, 400, 800],
       "children": [{"id": "b", "frame": [10, 10, 20, 20], "target": true}]}}
    """#
}

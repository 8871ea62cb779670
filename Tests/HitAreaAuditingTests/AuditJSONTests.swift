import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import Testing

/// The audit's JSON contract: labels, the summary, and the keys `hitarea` has always printed.
@Suite struct AuditJSONTests {
  @Test(arguments: [
    (LayoutNode(id: "close", label: "Close", frame: .zero), "Close"),
    (
      LayoutNode(id: "close", type: "UIButton", label: "  Close \n", frame: .zero),
      "UIButton ‘Close’"
    ),
    (LayoutNode(id: "0/2", type: "UIButton", label: " ", frame: .zero), "UIButton"),
    (LayoutNode(id: "0/3", type: "XCUIElementTypeButton", frame: .zero), "Button"),
    (LayoutNode(id: "ok", type: "android.widget.ImageButton", frame: .zero), "ImageButton ok"),
    (LayoutNode(id: "1/4", type: "XCUIElementType", frame: .zero), "XCUIElementType"),
    (LayoutNode(id: "plain", frame: .zero), "plain"),
    (LayoutNode(id: "blank", type: "", frame: .zero), "blank"),
    (LayoutNode(id: "0/1", frame: .zero), "View"),
  ])
  func reportLabel(_ node: LayoutNode, _ expected: String) {
    #expect(LayoutSnapshot(root: node).reportNames[0] == expected)
  }

  func sampleReport() -> AuditReport {
    var screen = AuditScreen()
    screen.add("close", 100, 100, 20, 20) { $0.label = "Dismiss" }
    screen.add("a", 100, 300, 20, 20) { $0.type = "UIButton" }
    screen.add("b", 125, 300, 20, 20, hitArea: .outset(20))
    return screen.snapshot.audit(.ios)
  }

  @Test func theAuditLabelsEveryFindingAndSuggestion() throws {
    let report = sampleReport()
    let close = try #require(report.only(.minSize, "close"))
    #expect(close.label == "Dismiss")
    #expect(close.suggestion?.label == "Dismiss")
    #expect(report.only(.minSize, "a")?.label == "UIButton a")
    let overlaps = report.findings(for: .overlap)
    #expect(!overlaps.isEmpty)
    #expect(overlaps.allSatisfy { $0.label == ($0.target == "a" ? "UIButton a" : $0.target) })
  }

  @Test func theSummaryCountsPerRuleAndSeverity() {
    let report = sampleReport()
    let summary = report.summary
    #expect(summary.total == report.findings.count)
    for rule in AuditRule.allCases {
      #expect(summary.count(rule: rule) == report.findings(for: rule).count)
      for severity in AuditSeverity.allCases {
        #expect(
          summary.count(rule: rule, severity: severity)
            == report.findings.filter { $0.rule == rule && $0.severity == severity }.count)
      }
    }
    for severity in AuditSeverity.allCases {
      #expect(
        summary.count(severity: severity)
          == report.findings.filter { $0.severity == severity }.count)
    }
    #expect(AuditSummary([]).total == 0)
  }

  @Test func jsonHasTheSummaryAndTheKeysTheCommandPrints() throws {
    let report = sampleReport()
    let object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["total"] as? Int == report.findings.count)
    #expect(
      (summary["bySeverity"] as? [String: Int]) == [
        "error": count(report, .error), "warning": count(report, .warning),
        "info": count(report, .info),
      ])
    let byRule = try #require(summary["byRule"] as? [String: [String: Int]])
    #expect(byRule["min-size"]?["total"] == report.findings(for: .minSize).count)
    #expect(byRule.count == AuditRule.allCases.count)

    let findings = try #require(object["findings"] as? [[String: Any]])
    let close = try #require(findings.first { $0["target"] as? String == "close" })
    #expect(close["label"] as? String == "Dismiss")
    #expect((close["hitArea"] as? [Double]) == [100, 100, 20, 20])
    #expect(close["hitRect"] == nil)
    let suggestion = try #require(close["suggestion"] as? [String: Any])
    let area = try #require(suggestion["hitArea"] as? [String: Any])
    #expect(area["outsets"] as? [Double] == [0, 0, 0, 0])
    #expect(area["minimumSize"] as? [Double] == [44, 44])
    #expect(suggestion["limitedBy"] as? [String] == [])
    #expect(suggestion["label"] as? String == "Dismiss")
  }

  private func count(_ report: AuditReport, _ severity: AuditSeverity) -> Int {
    report.findings.filter { $0.severity == severity }.count
  }

  @Test func decodingReadsVersion01FindingsAndDefaultsTheLabel() throws {
    let json = #"""
      {"rule": "overlap", "severity": "info", "target": "a", "frame": [0, 0, 10, 10],
       "hitRect": [-2, -2, 14, 14], "message": "m", "fix": "f",
       "suggestion": {"target": "a", "hitArea": {"minimumSize": [44, 44]}, "swift": "s",
                      "rect": [0, 0, 44, 44]}}
      """#
    let finding = try JSONDecoder().decode(AuditFinding.self, from: Data(json.utf8))
    #expect(finding.hitRect == Rect(x: -2, y: -2, width: 14, height: 14))
    #expect(finding.label == "a")
    #expect(finding.suggestion?.label == "a")
    #expect(finding.suggestion?.hitArea == .minimumSize(44))
    #expect(finding.suggestion?.limitedBy == [])
  }

  @Test func theReportRoundTripsWithoutReadingTheSummary() throws {
    let report = sampleReport()
    let data = try JSONEncoder().encode(report)
    #expect(try JSONDecoder().decode(AuditReport.self, from: data) == report)
    let withoutSummary = #"{"standard": "android", "findings": []}"#
    #expect(
      try JSONDecoder().decode(AuditReport.self, from: Data(withoutSummary.utf8))
        == AuditReport(standard: .android, findings: []))
  }
}

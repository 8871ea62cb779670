import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import Testing

/// Inline suppressions (a snapshot node's `suppress`) and what a suppressed finding counts for.
@Suite struct AuditSuppressionTests {
  static func screen(suppress: [String: String]) -> AuditScreen {
    var screen = AuditScreen()
    screen.add("close", 100, 100, 20, 20) { $0.suppressions = suppress }
    screen.add("other", 300, 300, 20, 20)
    return screen
  }

  @Test func aNodeAcceptsItsNamedRules() throws {
    let report = Self.screen(suppress: ["min-size": "system glyph"]).audit(.ios, rules: [.minSize])
    let close = try #require(report.only(.minSize, "close"))
    #expect(close.suppression == AuditSuppression(kind: .inSource, justification: "system glyph"))
    #expect(report.only(.minSize, "other")?.suppression == nil)
    #expect(report.findings(atLeast: .error).map(\.target) == ["other"])
    #expect(report.summary.count(severity: .error) == 1 && report.summary.suppressed == 1)
    #expect(report.highestSeverity == .error)
  }

  @Test func starAcceptsEveryRuleAndAnEmptyJustificationIsNone() throws {
    let report = Self.screen(suppress: ["*": ""]).audit(.ios, rules: [.minSize])
    let close = try #require(report.only(.minSize, "close"))
    #expect(close.suppression == AuditSuppression(kind: .inSource, justification: nil))
  }

  @Test func otherRulesStayCounted() {
    let report = Self.screen(suppress: ["overlap": "x"]).audit(.ios, rules: [.minSize])
    #expect(report.findings.allSatisfy { $0.suppression == nil })
  }

  @Test func jsonMarksTheFindingAndTheSummary() throws {
    let report = Self.screen(suppress: ["min-size": "system glyph"]).audit(.ios, rules: [.minSize])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(report), as: UTF8.self)
    #expect(text.contains(#""suppressed":{"justification":"system glyph","kind":"inSource"}"#))
    #expect(text.contains(#""suppressed":1"#))
    #expect(try JSONDecoder().decode(AuditReport.self, from: Data(text.utf8)) == report)
    let plain = String(
      decoding: try JSONEncoder().encode(Self.screen(suppress: [:]).audit(.ios, rules: [.minSize])),
      as: UTF8.self)
    #expect(!plain.contains("suppressed"))
  }

  @Test func theSnapshotFormatKeepsSuppressions() throws {
    let snapshot = Self.screen(suppress: ["min-size": "a \"quoted\" reason", "*": ""]).snapshot
    let text = try snapshot.jsonString(prettyPrinted: true)
    #expect(text.contains(#""suppress": {"*": "", "min-size": "a \"quoted\" reason"}"#))
    let read = try LayoutSnapshot(jsonData: Data(text.utf8))
    #expect(read.nodes[1].suppressions == ["min-size": "a \"quoted\" reason", "*": ""])
  }
}

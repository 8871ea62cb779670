import HitAreaKit
import HitAreaKitTestSupport
import Testing

@testable import HitAreaAuditing

/// The summary's counts against a reference that counts the findings themselves.
@Suite struct AuditSummaryTests {
  /// A finding of a rule and severity, suppressed or not.
  static func finding(_ rule: AuditRule, _ severity: AuditSeverity, suppressed: Bool)
    -> AuditFinding
  {
    var finding = AuditFinding(
      rule: rule, severity: severity, target: "t", frame: .zero, hitRect: .zero, message: "m",
      fix: "f")
    if suppressed { finding.suppression = AuditSuppression(kind: .external) }
    return finding
  }

  /// Random findings: every rule and severity, a few suppressed.
  static func randomFindings(_ random: inout SplitMix64) -> [AuditFinding] {
    (0..<Int.random(in: 0..<40, using: &random)).map { _ in
      finding(
        AuditRule.allCases[Int.random(in: 0..<AuditRule.allCases.count, using: &random)],
        AuditSeverity.allCases[Int.random(in: 0..<3, using: &random)],
        suppressed: Int.random(in: 0..<6, using: &random) == 0)
    }
  }

  /// Every count the reference makes of findings: per rule and severity, then the suppressed.
  static func counts(_ findings: [AuditFinding]) -> [Int] {
    var counts: [Int] = []
    for rule in AuditRule.allCases {
      for severity in AuditSeverity.allCases {
        counts.append(
          findings.filter { $0.suppression == nil && $0.rule == rule && $0.severity == severity }
            .count)
      }
    }
    return counts + [findings.filter { $0.suppression != nil }.count]
  }

  /// The summary's literal keys are the severities' and rules' raw values, in the JSON form's
  /// order: the severities most serious first, the rules as reports order them.
  @Test func literalKeysAreTheRawValues() {
    #expect(AuditSummary.severityKeys.map(\.severity) == AuditSeverity.allCases.sorted(by: >))
    #expect(AuditSummary.severityKeys.map { $0.key.description } == ["error", "warning", "info"])
    #expect(AuditSummary.severityKeys.allSatisfy { $0.key.description == $0.severity.rawValue })
    #expect(AuditSummary.ruleKeys.map(\.rule) == AuditRule.allCases)
    #expect(AuditSummary.ruleKeys.allSatisfy { $0.key.description == $0.rule.rawValue })
  }

  @Test func countsAreTheFindingsCounted() {
    var random = SplitMix64(seed: 0x5E7)
    for _ in 0..<500 {
      let findings = Self.randomFindings(&random)
      let summary = AuditSummary(findings)
      let counted = findings.filter { $0.suppression == nil }
      #expect(summary.suppressed == findings.count - counted.count)
      #expect(summary.total == counted.count)
      for rule in [nil] + AuditRule.allCases.map(Optional.some) {
        for severity in [nil] + AuditSeverity.allCases.map(Optional.some) {
          let expected = counted.filter {
            (rule == nil || $0.rule == rule) && (severity == nil || $0.severity == severity)
          }.count
          #expect(summary.count(rule: rule, severity: severity) == expected)
        }
      }
    }
  }

  @Test func addingIsCountingTogetherAndOrderDoesNotMatter() {
    var random = SplitMix64(seed: 0xADD)
    var equalPairs = 0
    for _ in 0..<500 {
      let a = Self.randomFindings(&random)
      // A third of the time the same findings in another order (equal summaries).
      let b =
        Int.random(in: 0..<3, using: &random) == 0
        ? a.shuffled(using: &random) : Self.randomFindings(&random)
      var sum = AuditSummary(a)
      sum.add(AuditSummary(b))
      let whole = AuditSummary(a + b)
      #expect(sum == whole)
      #expect(sum.hashValue == whole.hashValue)
      #expect(AuditSummary((a + b).shuffled(using: &random)) == whole)
      // Equal exactly when every count is.
      #expect((AuditSummary(a) == AuditSummary(b)) == (Self.counts(a) == Self.counts(b)))
      if Self.counts(a) == Self.counts(b) { equalPairs += 1 }
    }
    #expect(equalPairs > 100)
    var empty = AuditSummary([])
    empty.add(AuditSummary([]))
    #expect(empty == AuditSummary([]) && empty.total == 0)
  }
}

/// A rule's identity, and its place in the report order, as findings are sorted and counted by
/// it.
@Suite struct AuditRuleOrderTests {
  /// Rules are equal, and hash alike, exactly when their identifiers are.
  @Test func rulesAreEqualAsTheirIdentifiersAre() {
    for a in AuditRule.allCases {
      for b in AuditRule.allCases {
        #expect((a == b) == (a.rawValue == b.rawValue), "\(a) \(b)")
      }
      #expect(AuditRule(rawValue: a.rawValue).map { $0.hashValue == a.hashValue } == true)
    }
    #expect(Set(AuditRule.allCases + AuditRule.allCases).count == AuditRule.allCases.count)
  }

  @Test func aRulesOrderIsItsPlaceInAllCases() {
    #expect(AuditRule.allCases.map(\.order) == Array(AuditRule.allCases.indices))
    #expect(AuditRule.Known.allCases.map { AuditRule($0).order } == Array(0..<5))
  }
}

import Foundation
import HitAreaAuditing
import HitAreaKit
import Testing

/// `AuditRule` and `ResolutionPolicy` are structs with a static member per value, so a later
/// version can add rules and policies without breaking callers' switches (which need a
/// `default`), while the spellings in JSON, snapshots and on the command line stay the same.
@Suite struct ExtensibleChoicesTests {
  @Test func auditRulesKeepTheirSpellingsAndReportOrder() throws {
    #expect(
      AuditRule.allCases.map(\.rawValue)
        == ["min-size", "overlap", "unreachable", "activation-point", "inert-hit-area"])
    for rule in AuditRule.allCases {
      #expect(AuditRule(rawValue: rule.rawValue) == rule)
      #expect(rule.description == rule.rawValue)
      let json = try JSONEncoder().encode([rule])
      #expect(String(decoding: json, as: UTF8.self) == "[\"\(rule.rawValue)\"]")
      #expect(try JSONDecoder().decode([AuditRule].self, from: json) == [rule])
    }
    #expect(AuditRule(rawValue: "tiny") == nil)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([AuditRule].self, from: Data(#"["tiny"]"#.utf8))
    }
  }

  @Test func resolutionPoliciesKeepTheirSpellings() throws {
    #expect(ResolutionPolicy.allCases.map(\.rawValue) == ["frontmost", "nearest", "mostLikely"])
    for policy in ResolutionPolicy.allCases {
      #expect(ResolutionPolicy(rawValue: policy.rawValue) == policy)
      let json = try JSONEncoder().encode([policy])
      #expect(try JSONDecoder().decode([ResolutionPolicy].self, from: json) == [policy])
    }
    #expect(ResolutionPolicy(rawValue: "Nearest") == nil)
  }

  /// What a caller writes: a switch over the values it cares about, and a `default`.
  @Test func callersSwitchWithADefault() {
    func advice(_ rule: AuditRule) -> String {
      switch rule {
      case .minSize: "grow it"
      case .overlap: "separate them"
      default: "see the finding"
      }
    }
    #expect(
      AuditRule.allCases.map(advice) == ["grow it", "separate them"]
        + Array(repeating: "see the finding", count: 3))
    let isUIKits = ResolutionPolicy.allCases.map { policy in
      switch policy {
      case .frontmost: true
      default: false
      }
    }
    #expect(isUIKits == [true, false, false])
  }
}

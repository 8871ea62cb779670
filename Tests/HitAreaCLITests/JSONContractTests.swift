import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Every JSON the command prints is the library's `Codable` form of the library's values,
/// encoded by the package's one encoder: nothing in the command writes JSON by hand.
@Suite struct JSONContractTests {
  /// The demo screen as a snapshot file: every audit rule fires on it, with fix suggestions.
  ///
  /// Removed when the process exits (Swift Testing has no teardown for a suite).
  static let demo: String = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitarea-contract-\(getpid()).json")
    try? DemoScreen.snapshot().jsonString().write(to: url, atomically: false, encoding: .utf8)
    atexit { try? FileManager.default.removeItem(atPath: JSONContractTests.demo) }
    return url.path
  }()

  static let screens = [
    demo, CommandEndToEndTests.fixture("ios_xcuitest_settings_top_390x844.xml"),
    CommandEndToEndTests.fixture("ios_xcuitest_settings_accessibility_375x667.xml"),
    CommandEndToEndTests.fixture("enrico_10594_syncme_hierarchy.json"),
  ]

  static func load(_ path: String) throws -> LayoutSnapshot {
    try LayoutSnapshot.load(data: Data(contentsOf: URL(fileURLWithPath: path)), file: path)
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test(arguments: screens)
  func auditJSONIsTheEncodedReport(_ path: String) throws {
    let r = try CommandEndToEndTests.run(["audit", path, "--format", "json", "--fail-on", "never"])
    #expect(r.status == 0, "\(r.stderr)")
    let screen = try Self.load(path)
    let report = TapTargetAudit(standard: screen.effectivePlatform.defaultStandard).audit(screen)
    #expect(r.stdout == (try JSONTextEncoder().encode(report)) + "\n")
    #expect(try JSONDecoder().decode(AuditReport.self, from: Data(r.stdout.utf8)) == report)
  }

  @Test func auditJSONKeepsItsKeysAndAddsASummaryAndLabels() throws {
    let r = try CommandEndToEndTests.run(["audit", Self.demo, "--format", "json"])
    let json = try Self.object(r.stdout)
    let findings = try #require(json["findings"] as? [[String: Any]])
    let rules = Set(findings.compactMap { $0["rule"] as? String })
    #expect(rules.isSuperset(of: ["min-size", "overlap", "unreachable", "inert-hit-area"]))
    for f in findings {
      for key in ["rule", "severity", "target", "label", "message", "fix"] {
        #expect(f[key] is String, "\(key) in \(f)")
      }
      #expect((f["frame"] as? [Double])?.count == 4)
      #expect((f["hitArea"] as? [Double])?.count == 4)
      guard let suggestion = f["suggestion"] as? [String: Any] else { continue }
      let area = try #require(suggestion["hitArea"] as? [String: Any])
      #expect((area["outsets"] as? [Double])?.count == 4)
      #expect((area["minimumSize"] as? [Double])?.count == 2)
      for key in ["shortfall", "achievedSize"] {
        #expect((suggestion[key] as? [Double])?.count == 2, "\(key)")
      }
      #expect(suggestion["limitedBy"] is [String] && suggestion["swift"] is String)
      #expect(suggestion["label"] as? String == f["label"] as? String)
    }
    #expect(
      findings.contains {
        $0["target"] as? String == "share" && $0["label"] as? String == "UIButton ‘Share’"
      })

    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["total"] as? Int == findings.count)
    let bySeverity = try #require(summary["bySeverity"] as? [String: Int])
    #expect(Set(bySeverity.keys) == ["error", "warning", "info"])
    for (severity, count) in bySeverity {
      #expect(count == findings.filter { $0["severity"] as? String == severity }.count)
    }
    let byRule = try #require(summary["byRule"] as? [String: [String: Int]])
    #expect(Set(byRule.keys) == Set(AuditRule.allCases.map(\.rawValue)))
    for (rule, counts) in byRule {
      let ofRule = findings.filter { $0["rule"] as? String == rule }
      #expect(counts["total"] == ofRule.count)
      for severity in ["error", "warning", "info"] {
        #expect(counts[severity] == ofRule.filter { $0["severity"] as? String == severity }.count)
      }
    }
  }

  /// What `fix --format json` prints, read back with the library's `Codable`.
  struct Fixes: Decodable {
    var standard: TargetSizeStandard
    var fixes: [FixSuggestion]
  }

  @Test(arguments: [TargetSizeStandard.ios, .android])
  func fixJSONIsTheEncodedSuggestions(_ standard: TargetSizeStandard) throws {
    let r = try CommandEndToEndTests.run([
      "fix", Self.demo, "--format", "json", "--standard", standard.rawValue,
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let expected = TapTargetAudit(standard: standard, rules: [.minSize]).audit(
      try Self.load(Self.demo)
    ).fixes
    #expect(!expected.isEmpty)
    let decoded = try JSONDecoder().decode(Fixes.self, from: Data(r.stdout.utf8))
    #expect(decoded.standard == standard)
    #expect(decoded.fixes == expected)
  }

  @Test(arguments: [(100.0, 180.0), (-50, -50), (195, 60)])
  func probeJSONIsTheEncodedExplanation(_ x: Double, _ y: Double) throws {
    let path = CommandEndToEndTests.fixture("ios_xcuitest_settings_top_390x844.xml")
    let r = try CommandEndToEndTests.run([
      "probe", path, "\(x)", "\(y)", "--format", "json", "--policy", "nearest",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let screen = try Self.load(path)
    let why = HitTester(
      tree: screen, policy: .nearest, millimetresPerPoint: screen.millimetresPerPoint,
      reachIndex: ReachIndex(tree: screen, root: screen.root)
    ).explain(Point(x: x, y: y), in: screen.root)
    #expect(r.stdout == (try JSONTextEncoder().encode(ProbeReport(why, in: screen))) + "\n")
    let candidates = try #require(try Self.object(r.stdout)["candidates"] as? [[String: Any]])
    #expect(candidates.allSatisfy { $0["label"] is String })
  }

  @Test func simulateJSONIsTheEncodedResult() throws {
    let r = try CommandEndToEndTests.run([
      "simulate", Self.demo, "--taps", "200", "--seed", "3", "--regime", "wild", "--format", "json",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let result = TapSimulator(
      snapshot: try Self.load(Self.demo), model: .wild,
      configuration: SimulationConfiguration(tapsPerTarget: 200)
    ).run(seed: 3)
    #expect(r.stdout == result.json() + "\n")
    let targets = try #require(try Self.object(r.stdout)["targets"] as? [[String: Any]])
    #expect(targets.map { $0["id"] as? String } == result.targets.map(\.id))
    #expect(targets.allSatisfy { $0["label"] is String && ($0["frame"] as? [Double])?.count == 4 })
  }
}

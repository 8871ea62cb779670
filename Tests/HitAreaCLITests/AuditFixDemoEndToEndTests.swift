import Foundation
import Testing

/// `audit`, `fix`, `simulate` and `demo` run as CI jobs run them.
@Suite struct AuditFixDemoEndToEndTests {
  static let settings = CommandEndToEndTests.fixture("ios_xcuitest_settings_top_390x844.xml")
  static let accessibility = CommandEndToEndTests.fixture(
    "ios_xcuitest_settings_accessibility_375x667.xml")

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func auditJSONFollowsTheContractAndGatesOnSeverity() throws {
    let r = try CommandEndToEndTests.run(["audit", Self.accessibility, "--format", "json"])
    let json = try Self.json(r.stdout)
    #expect(json["standard"] as? String == "ios")
    let findings = try #require(json["findings"] as? [[String: Any]])
    for f in findings {
      #expect(["error", "warning", "info"].contains(f["severity"] as? String ?? ""))
      #expect(f["rule"] is String && f["target"] is String)
    }
    let hasErrors = findings.contains { $0["severity"] as? String == "error" }
    #expect(r.status == (hasErrors ? 1 : 0))
    let never = try CommandEndToEndTests.run(["audit", Self.accessibility, "--fail-on", "never"])
    #expect(never.status == 0)
    let warning = try CommandEndToEndTests.run([
      "audit", Self.accessibility, "--fail-on", "warning",
    ])
    #expect(warning.status == (findings.contains { $0["severity"] as? String != "info" } ? 1 : 0))
  }

  @Test(arguments: ["ios", "android", "wcag-aa", "wcag-aaa"])
  func everyStandardRuns(_ standard: String) throws {
    let r = try CommandEndToEndTests.run([
      "audit", Self.settings, "--standard", standard, "--format", "json",
    ])
    #expect(r.status == 0 || r.status == 1)
    #expect(try Self.json(r.stdout)["standard"] as? String == standard)
  }

  @Test func fixJSONFollowsTheContractAndTheFixedScreenHasNoOverlaps() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("fixed-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: out) }
    let r = try CommandEndToEndTests.run([
      "fix", Self.accessibility, "--format", "json", "--output", out.path,
    ])
    #expect(r.status == 0)
    let fixes = try #require(try Self.json(r.stdout)["fixes"] as? [[String: Any]])
    for fix in fixes {
      #expect(fix["target"] is String)
      #expect((fix["swift"] as? String)?.contains(".hitArea = ") == true)
      let area = try #require(fix["hitArea"] as? [String: Any])
      #expect((area["outsets"] as? [Double])?.count == 4)
      #expect((area["minimumSize"] as? [Double])?.count == 2)
      #expect((fix["shortfall"] as? [Double])?.count == 2)
    }
    let again = try CommandEndToEndTests.run([
      "audit", out.path, "--format", "json", "--fail-on", "never",
    ])
    let findings = try #require(try Self.json(again.stdout)["findings"] as? [[String: Any]])
    let fixed = Set(fixes.compactMap { $0["target"] as? String })
    let overlaps = findings.filter {
      $0["rule"] as? String == "overlap" && fixed.contains($0["target"] as? String ?? "")
        && fixed.contains($0["other"] as? String ?? "")
    }
    #expect(overlaps.isEmpty)
  }

  @Test func fixAsSwift() throws {
    let r = try CommandEndToEndTests.run(["fix", Self.accessibility, "--format", "swift"])
    #expect(r.status == 0)
    #expect(
      r.stdout.split(separator: "\n").allSatisfy {
        $0.contains(".hitArea = ") || $0.contains("overflowsHitAreas") || $0.hasPrefix("//")
      })
  }

  @Test func simulateIsDeterministicForASeed() throws {
    let arguments = ["simulate", Self.settings, "--taps", "300", "--format", "json", "--seed", "7"]
    let first = try CommandEndToEndTests.run(arguments)
    let second = try CommandEndToEndTests.run(arguments)
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
    let json = try Self.json(first.stdout)
    #expect(json["seed"] as? Int == 7)
    #expect(json["regime"] as? String == "lab")
    let policies = try #require(json["policies"] as? [String: Any])
    #expect(Set(policies.keys) == ["frontmost", "nearest", "mostLikely"])
    let other = try CommandEndToEndTests.run([
      "simulate", Self.settings, "--taps", "300", "--format", "json", "--seed", "8",
    ])
    #expect(other.stdout != first.stdout)
  }

  @Test func demoWritesBothPictures() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID())")
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandEndToEndTests.run(["demo", "--output", dir.path])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      r.stdout.contains("1. Audit") && r.stdout.contains("2. Fixes")
        && r.stdout.contains("3. Tap accuracy"))
    for name in ["hitarea-demo.svg", "hitarea-demo-fixed.svg"] {
      let svg = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
      #expect(svg.hasPrefix("<?xml"))
      #expect(r.stdout.contains(name))
    }
  }
}

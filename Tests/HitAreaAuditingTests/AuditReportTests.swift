import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// The report as data: JSON round trips, filters, and hostile input.
@Suite struct AuditReportTests {
  func sampleReport() -> AuditReport {
    var screen = AuditScreen()
    screen.container("cell", 50, 100, 100, 100)
    screen.add("badge", 90, 40, 20, 20, in: "cell")
    screen.add("a", 100, 300, 20, 20)
    screen.add("b", 125, 300, 20, 20, hitArea: .outset(20))
    screen.add("icon", 300, 300, 20, 20, target: false, hitArea: .outset(4)) {
      $0.isUserInteractionEnabled = false
    }
    return screen.snapshot.audit(.ios)
  }

  @Test func jsonRoundTrips() throws {
    let report = sampleReport()
    let data = try JSONEncoder().encode(report)
    #expect(try JSONDecoder().decode(AuditReport.self, from: data) == report)
  }

  @Test func jsonHasTheCommandLineShape() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(sampleReport())
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["standard"] as? String == "ios")
    let findings = try #require(object["findings"] as? [[String: Any]])
    let first = try #require(findings.first)
    #expect(first["rule"] as? String == "min-size")
    #expect(first["severity"] as? String == "error")
    #expect(first["target"] as? String == "badge")
    #expect((first["frame"] as? [Double])?.count == 4)
    let suggestion = try #require(first["suggestion"] as? [String: Any])
    #expect(suggestion["swift"] as? String == "badge.hitArea = .minimumSize(44)")
    #expect((suggestion["hitArea"] as? [String: Any])?["minimumSize"] as? [Double] == [44, 44])
    let inert = try #require(findings.last)
    #expect(inert["rule"] as? String == "inert-hit-area")
    #expect(
      (inert["measured"] as? [String: Any])?["inertReason"] as? String == "userInteractionDisabled")
    #expect(inert["point"] == nil)
  }

  @Test func malformedGeometryIsAClearDecodingError() {
    let json =
      #"{"rule": "overlap", "severity": "info", "target": "a", "frame": [1, 2, 3], "hitRect": [0, 0, 1, 1], "message": "", "fix": ""}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AuditFinding.self, from: Data(json.utf8))
    }
  }

  @Test func filtersAndSeverity() {
    let report = sampleReport()
    #expect(report.highestSeverity == .error)
    #expect(report.findings(atLeast: .error).allSatisfy { $0.severity == .error })
    #expect(report.findings(for: .inertHitArea).map(\.target) == ["icon"])
    #expect(report.findings(about: "b").contains { $0.rule == .overlap })
    #expect(report.fixes.map(\.target) == ["badge", "a"])  // b reaches 60×60
    #expect(AuditReport(standard: .ios, findings: []).highestSeverity == nil)
    #expect(AuditSeverity.info < .warning && AuditSeverity.warning < .error)
    #expect(TargetSizeStandard(rawValue: "wcag-aa") == .wcagAA)
    #expect(AuditRule(rawValue: "activation-point") == .activationPoint)
  }

  @Test func hostileGeometryNeverCrashesOrLeaksNaN() throws {
    var screen = AuditScreen()
    screen.add("nan", .nan, 10, 20, 20, hitArea: .minimumSize(44))
    screen.add("inf", 10, 10, .infinity, 20)
    screen.add("negative", 200, 200, -30, -30, hitArea: .outset(5))
    screen.add("huge", -1e300, -1e300, 1e300, 1e300)
    screen.add("zero", 300, 300, 0, 0, hitArea: .minimumSize(44))
    screen.add("flat", 300, 400, 40, 40) { $0.transform = AffineTransform(scaleX: 0, y: 0) }
    screen.add("nanHit", 50, 500, 20, 20, hitArea: .outset(.nan))
    for policy in ResolutionPolicy.allCases {
      screen.snapshot.resolution = policy
      for standard in TargetSizeStandard.allCases {
        let report = screen.snapshot.audit(standard)
        _ = try JSONEncoder().encode(report)  // throws on NaN or infinity
        _ = screen.snapshot.applying(report.fixes).audit(standard)
      }
    }
    for (spacing, cap) in [(0.0, 0), (-1, -5), (.nan, Int.max), (1e-300, 10), (.infinity, 1)] {
      _ = TapTargetAudit(sampleSpacing: spacing, maximumSamplesPerRegion: cap).audit(
        screen.snapshot)
    }
    let report = screen.snapshot.audit(.ios)
    #expect(report.only(.inertHitArea, "flat") == nil)  // its hit area is the default
    #expect(report.only(.minSize, "zero")?.severity == .info)
  }

  @Test func theRealisticFeedReadsRight() {
    let report = TapTargetAudit(standard: .ios).audit(AuditSampleScreens.feed(rows: 12))
    #expect(report.only(.minSize, "back")?.severity == .info)
    #expect(report.only(.minSize, "compose")?.suggestion?.hitArea == .minimumSize(44))
    // Rows 0 and 1 are scrolled out above the table (content offset 120).
    #expect(report.findings(about: "more0").isEmpty)
    #expect(report.only(.minSize, "more5")?.suggestion?.hitArea == .minimumSize(44))
    #expect(report.only(.minSize, "switch5")?.suggestion?.hitArea == .minimumSize(44))
    // The like button's 44-pt area sticks 6 pt out of its 64-pt cell. Keeping 8 pt from the
    // share button (the gap's midpoint) and stopping at the next cell would leave it 42×38, less
    // than the 44×38 it reaches now: no fix, and the text says who takes the room.
    let like = report.only(.minSize, "like5")
    #expect(like?.measured.effectiveSize == Size(width: 44, height: 38))
    #expect(like?.other == "cell5")
    #expect(like?.suggestion == nil)
    #expect(like?.fix.hasPrefix("No room to grow a hit area: share5, cell6 take the space") == true)
    let fixed = AuditSampleScreens.feed(rows: 12).applying(report.fixes)
    let after = TapTargetAudit(standard: .ios, rules: [.minSize]).audit(fixed)
    #expect(after.only(.minSize, "more5")?.severity == .info)
    #expect(after.only(.minSize, "switch5")?.severity == .info)
  }
}

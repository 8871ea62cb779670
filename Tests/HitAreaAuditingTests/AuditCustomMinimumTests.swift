import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import Testing

/// `TapTargetAudit.minimum`: a custom minimum side beside the standards (`--minimum N`).
@Suite struct AuditCustomMinimumTests {
  static func screen() -> AuditScreen {
    var screen = AuditScreen()
    screen.add("small", 100, 100, 36, 36)
    return screen
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var standard: TargetSizeStandard
    var minimum: Double?
    var fails: Bool
    var testDescription: String { "\(standard) \(minimum.map { "\($0)" } ?? "-")" }
  }

  @Test(arguments: [
    Case(standard: .ios, minimum: nil, fails: true),
    Case(standard: .ios, minimum: 36, fails: false),
    Case(standard: .ios, minimum: 40, fails: true),
    Case(standard: .android, minimum: 32, fails: false),
    Case(standard: .wcagAAA, minimum: 30, fails: false),
    Case(standard: .wcagAA, minimum: 40, fails: false),
  ])
  func theMinimumReplacesTheStandards(_ c: Case) throws {
    let report = TapTargetAudit(standard: c.standard, rules: [.minSize], minimum: c.minimum)
      .audit(Self.screen().snapshot)
    let errors = report.findings(atLeast: .error)
    #expect(errors.isEmpty == !c.fails, "\(report)")
    #expect(report.minimum == c.minimum)
    if let minimum = c.minimum {
      #expect(report.requiredSide == minimum)
      #expect(report.standardTitle.contains("custom"))
      if let error = errors.first {
        #expect(error.measured.requiredSize == Size(square: minimum))
        #expect(error.suggestion?.hitArea.minimumSize == Size(square: minimum))
      }
    }
  }

  @Test func wcagSpacingUsesTheCustomCircle() throws {
    // Two 20×20 targets 30 apart (centre to centre): clear of a 24-px circle, not of a 40-px one.
    var screen = AuditScreen()
    screen.add("a", 100, 100, 20, 20)
    screen.add("b", 130, 100, 20, 20)
    let standard = TapTargetAudit(standard: .wcagAA, rules: [.minSize]).audit(screen.snapshot)
    #expect(standard.findings(atLeast: .error).isEmpty, "\(standard)")
    let custom = TapTargetAudit(standard: .wcagAA, rules: [.minSize], minimum: 40)
      .audit(screen.snapshot)
    let error = try #require(custom.only(.minSize, "a"))
    #expect(error.severity == .error && error.message.contains("40-px spacing circle"))
  }

  @Test func atfTakesWholeDPAndScalesItsEdgeMinimum() throws {
    // 40 dp on its own; against the screen's left edge round(32 × 40 / 48) = 27 dp.
    var screen = AndroidScreen(density: 3)
    screen.add("v", 400, 1000, 490, 1090)  // 30×30 dp at 3 px/dp
    screen.add("edge", 0, 1300, 84, 1420)  // 28×40 dp at the left edge
    let report = TapTargetAudit(standard: .atf, rules: [.minSize], minimum: 40.4)
      .audit(screen.snapshot)
    #expect(report.minimum == 40)
    let v = try #require(report.only(.minSize, "v"))
    #expect(v.measured.requiredSize == Size(width: 40, height: 40))
    #expect(report.only(.minSize, "edge") == nil, "28 ≥ 27 across, 40 ≥ 40 down: \(report)")
    #expect(
      report.standardTitle
        == "ATF TouchTargetSizeCheck with a custom 40×40 dp minimum (27 dp along a screen edge)")
  }

  @Test func gtxKeepsItsOwnSize() {
    let report = TapTargetAudit(standard: .gtx, minimum: 20).audit(Self.screen().snapshot)
    #expect(report.minimum == nil && report.standardTitle == TargetSizeStandard.gtx.title)
  }

  @Test func theMinimumIsInJSONOnlyWhenSet() throws {
    let custom = TapTargetAudit(standard: .ios, minimum: 36).audit(Self.screen().snapshot)
    let text = String(decoding: try JSONEncoder().encode(custom), as: UTF8.self)
    #expect(text.contains(#""minimum":36"#))
    #expect(try JSONDecoder().decode(AuditReport.self, from: Data(text.utf8)) == custom)
    let plain = TapTargetAudit(standard: .ios).audit(Self.screen().snapshot)
    #expect(
      !String(decoding: try JSONEncoder().encode(plain), as: UTF8.self).contains(#""minimum":"#))
  }
}

import Foundation
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// Links inside text on handwritten XCUITest and uiautomator dumps: WCAG's inline exception
/// exempts them under `wcag-aa` and `wcag-aaa`; under `ios` and `android` they are warnings that
/// name it; a small button beside them still fails.
@Suite struct InlineLinkFixtureTests {
  static let signup = "ios_xcuitest_handwritten_signup_inline_links_390x844.xml"
  static let links = [
    "Link ‘Terms of Service’", "Link ‘Privacy Policy’", "Link ‘Learn more’",
    "Link ‘community guidelines’",
  ]

  struct Case: Sendable, CustomTestStringConvertible {
    var standard: TargetSizeStandard
    var severity: AuditSeverity
    var testDescription: String { "\(standard) → \(severity)" }
  }

  @Test(arguments: [
    Case(standard: .wcagAA, severity: .info), Case(standard: .wcagAAA, severity: .info),
    Case(standard: .ios, severity: .warning), Case(standard: .android, severity: .warning),
  ])
  func xcuitestLinksInText(_ c: Case) throws {
    let snapshot = try ImportFixtures.load(Self.signup)
    let report = TapTargetAudit(standard: c.standard).audit(snapshot).findings(for: .minSize)
    let inline = report.filter { $0.exception == .inline }
    #expect(inline.map(\.label).sorted() == Self.links.sorted(), "\(report)")
    #expect(inline.allSatisfy { $0.severity == c.severity && $0.suggestion == nil })
    #expect(inline.allSatisfy { $0.message.contains("WCAG") })
    // The info button is no link: it fails wherever 24 pt is too small.
    let info = report.filter { $0.target == "info" }.map(\.severity)
    #expect(info == (c.standard == .wcagAA ? [] : [.error]))
  }

  @Test func uiautomatorNodesInsideATextViewAreInline() throws {
    let snapshot = try ImportFixtures.load(
      EdgeCutFixtureTests.notes, options: EdgeCutFixtureTests.options)
    let android = TapTargetAudit(standard: .android).audit(snapshot).findings(for: .minSize)
    let inline = android.filter { $0.exception == .inline }
    #expect(inline.map(\.label) == ["View ‘Terms’", "View ‘Privacy Policy’"])
    #expect(
      inline.allSatisfy { $0.severity == .warning && $0.other == "com.example.notes:id/legal" })
    // ATF has no inline exception: its rule stays ATF's.
    let atf = TapTargetAudit(standard: .atf).audit(snapshot).findings(for: .minSize)
    #expect(atf.filter { $0.label == "View ‘Terms’" }.map(\.severity) == [.error])
    #expect(atf.allSatisfy { $0.exception == nil })
  }

  @Test func theExceptionIsWrittenInJSONAndReadBack() throws {
    let snapshot = try ImportFixtures.load(Self.signup)
    let report = TapTargetAudit(standard: .wcagAA).audit(snapshot)
    let data = try JSONEncoder().encode(report)
    #expect(String(decoding: data, as: UTF8.self).contains(#""exception":"inline""#))
    #expect(try JSONDecoder().decode(AuditReport.self, from: data) == report)
  }
}

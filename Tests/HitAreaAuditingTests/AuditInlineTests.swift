import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import Testing

/// WCAG 2.5.8's inline exception on hand-made screens: which targets are inline, and what each
/// standard makes of them.
@Suite struct AuditInlineTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var id: String
    var inline: Bool
    var build: @Sendable (inout AuditScreen) -> Void
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(id: "an XCUITest link inside a static text", inline: true) {
      $0.container("text", 20, 100, 300, 40) { $0.type = "XCUIElementTypeStaticText" }
      $0.add("link", 100, 10, 80, 18, in: "text") { $0.type = "XCUIElementTypeLink" }
    },
    Case(id: "a node inside an Android TextView", inline: true) {
      $0.container("text", 20, 100, 300, 40) { $0.type = "android.widget.TextView" }
      $0.add("link", 100, 10, 80, 18, in: "text") { $0.type = "android.view.View" }
    },
    Case(id: "a web link beside text on its line", inline: true) {
      $0.container("paragraph", 20, 100, 300, 40)
      $0.container("before", 0, 0, 80, 20, in: "paragraph") { $0.type = "StaticText" }
      $0.add("link", 80, 0, 80, 20, in: "paragraph") { $0.type = "Link" }
    },
    Case(id: "a link whose text sibling is on another line", inline: false) {
      $0.container("paragraph", 20, 100, 300, 80)
      $0.container("caption", 0, 0, 300, 20, in: "paragraph") { $0.type = "StaticText" }
      $0.add("link", 0, 50, 80, 20, in: "paragraph") { $0.type = "Link" }
    },
    Case(id: "a button beside text is no link", inline: false) {
      $0.container("row", 20, 100, 300, 40)
      $0.container("label", 0, 0, 200, 20, in: "row") { $0.type = "StaticText" }
      $0.add("link", 200, 0, 20, 20, in: "row") { $0.type = "XCUIElementTypeButton" }
    },
  ]

  @Test(arguments: cases)
  func inlineOrNot(_ c: Case) throws {
    var screen = AuditScreen()
    c.build(&screen)
    for (standard, inlineSeverity) in [
      (TargetSizeStandard.wcagAA, AuditSeverity.info), (.wcagAAA, .info), (.ios, .warning),
      (.android, .warning),
    ] {
      let report = screen.audit(standard, rules: [.minSize])
      let finding = try #require(report.only(.minSize, "link"), "\(standard): \(report)")
      if c.inline {
        #expect(finding.exception == .inline && finding.severity == inlineSeverity, "\(report)")
        #expect(finding.suggestion == nil)
      } else {
        #expect(finding.exception == nil, "\(report)")
        #expect(finding.severity == .error || standard == .wcagAA, "\(report)")
      }
    }
  }

  @Test func checkersKeepTheirRules() {
    var screen = AuditScreen()
    screen.container("text", 20, 100, 300, 40) { $0.type = "XCUIElementTypeStaticText" }
    screen.add("link", 100, 10, 80, 18, in: "text") { $0.type = "XCUIElementTypeLink" }
    for standard in [TargetSizeStandard.atf, .gtx] {
      #expect(screen.audit(standard, rules: [.minSize]).findings.allSatisfy { $0.exception == nil })
    }
  }
}

import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import Testing

/// `inert-hit-area`: hit areas on views that can never be hit.
@Suite struct AuditInertHitAreaTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let reason: InertReason?
    let severity: AuditSeverity?
    let configure: @Sendable (inout LayoutNode) -> Void
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(id: "user interaction off", reason: .userInteractionDisabled, severity: .warning) {
      $0.isUserInteractionEnabled = false
    },
    Case(id: "hidden", reason: .hidden, severity: .info) { $0.isHidden = true },
    Case(id: "disabled", reason: .disabled, severity: .info) { $0.isEnabled = false },
    Case(id: "alpha 0.009", reason: .transparent, severity: .info) { $0.alpha = 0.009 },
    Case(id: "alpha 0.01 is visible", reason: nil, severity: nil) { $0.alpha = 0.01 },
    Case(id: "zero scale", reason: .nonInvertibleTransform, severity: .warning) {
      $0.transform = AffineTransform(scaleX: 0, y: 1)
    },
    Case(id: "interactive", reason: nil, severity: nil) { _ in },
  ]

  @Test(arguments: cases)
  func onTheViewItself(_ c: Case) {
    var screen = AuditScreen()
    screen.add(
      "icon", 100, 100, 20, 20, target: false, hitArea: .minimumSize(44), configure: c.configure)
    let f = screen.audit(rules: [.inertHitArea]).only(.inertHitArea, "icon")
    #expect(f?.measured.inertReason == c.reason)
    #expect(f?.severity == c.severity)
    #expect(f.map { $0.other == nil } ?? true)
  }

  @Test func throughAnAncestor() {
    var screen = AuditScreen()
    screen.container("sheet", 0, 400, 400, 400) { $0.isHidden = true }
    screen.add("close", 360, 10, 20, 20, in: "sheet", hitArea: .minimumSize(44))
    let f = screen.audit(rules: [.inertHitArea]).only(.inertHitArea, "close")
    #expect(f?.measured.inertReason == .hidden)
    #expect(f?.other == "sheet")
    #expect(f?.message.contains("sheet is hidden") == true)
  }

  @Test func theViewsOwnReasonComesFirst() {
    var screen = AuditScreen()
    screen.container("sheet", 0, 400, 400, 400) { $0.isHidden = true }
    screen.add("avatar", 10, 10, 20, 20, in: "sheet", target: false, hitArea: .outset(10)) {
      $0.isUserInteractionEnabled = false
    }
    let f = screen.audit(rules: [.inertHitArea]).only(.inertHitArea, "avatar")
    #expect(f?.measured.inertReason == .userInteractionDisabled)
    #expect(f?.fix.contains("avatar.isUserInteractionEnabled = true") == true)
  }

  @Test func viewsWithoutAHitAreaAreNotReported() {
    var screen = AuditScreen()
    screen.add("icon", 100, 100, 20, 20) { $0.isHidden = true }
    #expect(screen.audit(rules: [.inertHitArea]).findings.isEmpty)
  }

  @Test func inertTargetsAreSkippedByTheOtherRules() {
    var screen = AuditScreen()
    screen.add("send", 100, 100, 20, 20, hitArea: .minimumSize(44)) { $0.isEnabled = false }
    screen.add("next", 110, 100, 20, 20)
    let report = screen.snapshot.audit(.ios)
    #expect(report.findings(about: "send").map(\.rule) == [.inertHitArea])
  }
}

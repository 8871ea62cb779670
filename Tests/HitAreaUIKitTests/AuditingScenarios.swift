#if canImport(UIKit)
import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaUIKit
import HitAreaUIKitAuditing
import UIKit

/// The test-and-debug product on real views: the capture, the live audit and the overlay.
@MainActor
enum AuditingScenarios {
  /// A window with a 24-pt close button and a 100-pt pay button: the capture records both as
  /// targets, the audit reports the close button's size with a fix, and giving it a minimum size
  /// clears the finding.
  static func captureAndAuditALiveScreen(_ e: RuntimeExpectations) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let close = UIButton(type: .custom)
    close.frame = CGRect(x: 340, y: 60, width: 24, height: 24)
    close.accessibilityIdentifier = "close"
    let pay = UIButton(type: .custom)
    pay.frame = CGRect(x: 20, y: 700, width: 350, height: 50)
    pay.accessibilityIdentifier = "pay"
    window.addSubview(close)
    window.addSubview(pay)
    let snapshot = LayoutSnapshot(capturing: window, name: "Checkout")
    let targets = snapshot.nodes.filter(\.countsAsTarget).map(\.id)
    e.expect(targets.contains("close") && targets.contains("pay"), "targets: \(targets)")
    let report = HitAreaAudit.audit(window)
    let small = report.findings.filter { $0.rule == .minSize && $0.target == "close" }
    e.expect(small.first?.severity == .error && small.first?.suggestion != nil, "\(report)")
    close.hitArea = .minimumSize(44)
    let fixed = HitAreaAudit.audit(window).findings.filter { $0.target == "close" }
    e.expect(!fixed.contains { $0.rule == .minSize && $0.severity == .error }, "\(fixed)")
  }

  /// With the automatic minimum size on, the live audit measures what the window hook gives: a
  /// 24-pt button has its 44-pt ring (no size error), and a neighbour's own enlargement keeps
  /// the touches UIKit gives it (no overlap error): UIKit first, as the hook decides.
  static func auditWithTheAutomaticSize(_ e: RuntimeExpectations) {
    AutomaticScenarios.inWindow { window, view in
      let close = UIButton(type: .custom)
      close.frame = CGRect(x: 205, y: 110, width: 24, height: 24)
      close.accessibilityIdentifier = "close"
      let big = UIButton(type: .custom)
      big.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
      big.accessibilityIdentifier = "big"
      big.hitArea = .outset(10)
      view.addSubview(big)
      view.addSubview(close)
      let report = HitAreaAudit.audit(window)
      let errors = report.findings.filter { $0.severity == .error }
      e.expect(errors.isEmpty, "\(report)")
    }
    let plain = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let close = UIButton(type: .custom)
    close.frame = CGRect(x: 205, y: 110, width: 24, height: 24)
    close.accessibilityIdentifier = "close"
    plain.addSubview(close)
    let off = HitAreaAudit.audit(plain).findings.filter { $0.rule == .minSize }
    e.expect(off.first?.severity == .error, "without the automatic size: \(off)")
  }

  /// The overlay is shown once per window and hidden again.
  static func overlayShowsAndHides(_ e: RuntimeExpectations) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    HitAreaDebugOverlay.show(in: window)
    HitAreaDebugOverlay.show(in: window)
    e.expect(HitAreaDebugOverlay.isShown(in: window), "the overlay is shown")
    HitAreaDebugOverlay.hide(in: window)
    e.expect(!HitAreaDebugOverlay.isShown(in: window), "the overlay is hidden")
  }
}
#endif  // canImport(UIKit)

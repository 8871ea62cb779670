import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import Testing

/// The audit over a snapshot with a pass-through node (the `"passThrough"` key).
@Suite struct PassThroughAuditTests {
  /// A window, a buy button near the bottom, and a full-screen overlay in front of it holding a
  /// 30×30 close button.
  static let overlayDocument = #"""
    {"format": "hitarea.layout", "version": 1, "root":
      {"id": "window", "frame": [0, 0, 400, 800], "children": [
        {"id": "buy", "frame": [100, 600, 200, 50], "target": true},
        {"id": "overlay", "frame": [0, 0, 400, 800], "passThrough": true, "children": [
          {"id": "close", "frame": [350, 40, 30, 30], "target": true}
        ]}
      ]}}
    """#

  /// The audit sees through the overlay: the buy button stays reachable; the same overlay that
  /// is not pass-through swallows it.
  ///
  /// A pass-through node marked a target is not audited.
  @Test func theAuditSeesThroughIt() throws {
    var s = try LayoutSnapshot(jsonData: Array(Self.overlayDocument.utf8), file: "overlay.json")
    let overlay = try #require(s.index(of: "overlay"))
    s.update(nodeAt: overlay) { $0.isTarget = true }
    let audit = TapTargetAudit(rules: [.unreachable, .minSize])
    let report = audit.audit(s)
    #expect(report.findings.filter { $0.rule == .unreachable }.isEmpty, "\(report)")
    #expect(!report.findings.contains { $0.target == "overlay" })
    s.update(nodeAt: overlay) {
      $0.passesTouchesThrough = false
      $0.isTarget = false
    }
    let swallowed = audit.audit(s).findings.filter { $0.rule == .unreachable && $0.target == "buy" }
    #expect(swallowed.count == 1 && swallowed.first?.severity == .error)
  }
}

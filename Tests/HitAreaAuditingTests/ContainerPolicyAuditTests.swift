import HitAreaKit
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// A container's own policy (``LayoutNode/resolution``, UIKit's `hitAreaResolution`) decides
/// between the hit areas in it, in the audit as in the engine: a segmented row resolved by
/// distance is not reported for the overlaps that policy resolves.
@Suite struct ContainerPolicyAuditTests {
  /// Two 30×20 buttons 10 pt apart, each grown by 20 pt, in a row; the row resolves by
  /// `policy` when one is given.
  static func row(_ policy: ResolutionPolicy?) -> AuditScreen {
    var screen = AuditScreen(width: 390, height: 844)
    screen.container("row", 0, 100, 390, 60) { $0.resolution = policy }
    screen.add("left", 100, 20, 30, 20, in: "row", hitArea: .outset(20))
    screen.add("right", 140, 20, 30, 20, in: "row", hitArea: .outset(20))
    return screen
  }

  @Test func aRowResolvedByDistanceHasNoOverlapToReport() throws {
    let plain = Self.row(nil).audit(rules: [.overlap])
    let overlap = try #require(plain.only(.overlap, "left"))
    #expect(overlap.severity == .error)
    #expect(overlap.message.contains("Under frontmost"))
    #expect(overlap.fix.contains("Or resolve by distance with the nearest policy."))
    let row = Self.row(.nearest)
    // The engine on the snapshot: the left button's own bounds are the left button's.
    let tester = HitTester(tree: row.snapshot, policy: row.snapshot.resolution)
    let left = try #require(row.snapshot.index(of: "left"))
    #expect(tester.hitTest(Point(x: 128, y: 130), in: row.snapshot.root) == left)
    let resolved = row.audit(rules: [.overlap]).findings.filter { $0.rule == .overlap }
    #expect(resolved.allSatisfy { $0.severity == .info }, "\(resolved.map(\.message))")
    #expect(resolved.allSatisfy { $0.message.contains("Under nearest") })
  }

  /// A container that keeps UIKit's order inside a screen resolved by distance is audited under
  /// that order: the overlap is a warning there, as on a screen of that order.
  @Test func aFrontmostRowOnANearestScreenIsAuditedUnderUIKitsOrder() throws {
    var screen = Self.row(.frontmost)
    screen.snapshot.resolution = .nearest
    let inRow = try #require(screen.audit(rules: [.overlap]).only(.overlap, "left"))
    let plain = try #require(Self.row(nil).audit(rules: [.overlap]).only(.overlap, "left"))
    #expect(inRow.severity == plain.severity)
    #expect(inRow.message == plain.message)
  }

  /// A policy on the root node is the screen's: the engine resolves by it as by the document's
  /// (it answered under UIKit's order, while the audit reported under the root's policy: an
  /// error the document's policy made info), and the advice does not offer it again.
  @Test func aPolicyOnTheRootIsTheScreens() throws {
    var onRoot = AuditScreen(width: 390, height: 844)
    onRoot.snapshot.update(nodeAt: onRoot.snapshot.root) { $0.resolution = .nearest }
    var inDocument = AuditScreen(width: 390, height: 844)
    inDocument.snapshot.resolution = .nearest
    for i in [0, 1] {
      onRoot.add(i == 0 ? "a" : "b", 20 + 32 * Double(i), 30, 30, 30, hitArea: .minimumSize(44))
      inDocument.add(i == 0 ? "a" : "b", 20 + 32 * Double(i), 30, 30, 30, hitArea: .minimumSize(44))
    }
    let p = Point(x: 49, y: 45)  // inside a, in b's grown area
    for screen in [onRoot, inDocument] {
      let tester = HitTester(tree: screen.snapshot, policy: screen.snapshot.resolution)
      #expect(tester.hitTest(p, in: screen.snapshot.root) == screen.snapshot.index(of: "a"))
      #expect(tester.explain(p, in: screen.snapshot.root).hit == screen.snapshot.index(of: "a"))
    }
    let rules: Set<AuditRule> = [.overlap, .unreachable]
    let a = onRoot.audit(rules: rules).findings
    let b = inDocument.audit(rules: rules).findings
    #expect(a.map(\.severity) == b.map(\.severity))
    #expect(a.map(\.message) == b.map(\.message))
    #expect(a.map(\.fix) == b.map(\.fix))
    #expect(!a.contains { $0.fix.contains("nearest policy") }, "\(a.map(\.fix))")
  }

  /// The audit agrees with the engine point by point whatever the containers' policies: its
  /// shortcuts for UIKit's order are not taken where a container has another policy.
  @Test(arguments: ResolutionPolicy.allCases)
  func theAuditsReceiversAreTheEngines(_ policy: ResolutionPolicy) throws {
    let screen = Self.row(policy)
    let report = screen.audit(rules: [.overlap])
    let overlap = report.findings.first { $0.rule == .overlap }
    let tester = HitTester(tree: screen.snapshot, policy: screen.snapshot.resolution)
    let ids = ["left", "right"].compactMap { screen.snapshot.index(of: $0) }
    // Where the engine gives each button the other's visible bounds, the audit says so.
    var steals = false
    for x in stride(from: 80.5, to: 190, by: 1) {
      for y in stride(from: 100.5, to: 160, by: 1) {
        let p = Point(x: x, y: y)
        guard let hit = tester.hitTest(p, in: screen.snapshot.root), ids.contains(hit) else {
          continue
        }
        let other = ids.first { $0 != hit }!
        if screen.snapshot.frameInRoot(other).contains(p),
          !screen.snapshot.frameInRoot(hit).contains(p)
        {
          steals = true
        }
      }
    }
    #expect((overlap?.severity == .error) == steals, "\(policy): \(String(describing: overlap))")
  }
}

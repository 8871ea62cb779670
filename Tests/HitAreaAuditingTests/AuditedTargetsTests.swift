import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import Testing

/// The targets an audit looks at, with the sizes the `min-size` rule measures.
@Suite struct AuditedTargetsTests {
  @Test func onlyTargetsThatCanBeHitOnScreenAreListedWithTheirSizes() {
    var screen = AuditScreen()
    screen.add("icon", 10, 10, 20, 20, hitArea: .minimumSize(44))
    screen.add("off", 10, 60, 20, 20) { $0.isEnabled = false }
    screen.add("gone", 10, 110, 20, 20) { $0.isHidden = true }
    screen.add("far", 10, 2_000, 20, 20)
    screen.container("card", 100, 100, 30, 30)
    screen.add("clipped", 0, 0, 30, 30, in: "card", hitArea: .minimumSize(44))
    screen.add("through", 0, 0, 10, 10, in: "card") { $0.passesTouchesThrough = true }
    screen.add("scaled", 200, 200, 20, 20) {
      $0.transform = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
    }
    let targets = TapTargetAudit(standard: .ios).auditedTargets(screen.snapshot)
    #expect(targets.map(\.id) == ["icon", "clipped", "scaled"])
    #expect(targets.map(\.visibleSize) == [Size(square: 20), Size(square: 30), Size(square: 40)])
    #expect(
      targets.map(\.effectiveSize) == [Size(square: 44), Size(square: 30), Size(square: 40)])
    #expect(targets.map(\.index) == targets.map { screen.snapshot.index(of: $0.id) })
  }

  /// One context for the report, the targets and the names (a corpus run's): each the same as
  /// when asked for alone, the names made in the audit's order of the nodes.
  @Test(arguments: 0..<40)
  func anAuditWithItsTargetsAndNamesAgreesWithEachAlone(seed: UInt64) {
    let (snapshot, standard) = AuditPropertyTests.randomScreen(seed: seed)
    expectAuditWithTargetsAndNamesAgrees(snapshot, standard: standard)
  }

  /// Labels that repeat, on nodes whose depth-first order is not the order of their indices (a
  /// container's child added after later nodes): the numbers (`Button ‘Play’ 2`) follow the
  /// depth-first order, as when the names are made alone.
  @Test(arguments: TargetSizeStandard.allCases)
  func repeatedLabelsAreNumberedInTheAuditsOrder(standard: TargetSizeStandard) {
    var screen = AuditScreen()
    _ = screen.container("first", 0, 0, 200, 100)
    screen.add("a", 10, 10, 30, 30) { $0.label = "Play" }
    screen.add("b", 10, 150, 30, 30) { $0.label = "Play" }
    screen.add("c", 50, 10, 30, 30, in: "first") { $0.label = "Play" }
    #expect(screen.snapshot.depthFirstIndices != Array(screen.snapshot.nodes.indices))
    expectAuditWithTargetsAndNamesAgrees(screen.snapshot, standard: standard)
  }

  /// The report, targets and names of one context agree with each made alone.
  func expectAuditWithTargetsAndNamesAgrees(
    _ snapshot: LayoutSnapshot, standard: TargetSizeStandard
  ) {
    let audit = TapTargetAudit(standard: standard)
    let (report, targets, names) = audit.auditWithTargets(snapshot)
    #expect(report == audit.audit(snapshot))
    #expect(targets == audit.auditedTargets(snapshot))
    let alone = ReportNames(snapshot)
    #expect(names.labels == alone.labels)
    #expect(names.variables == alone.variables)
  }

  @Test func theEffectiveSizesAreWhatTheMinSizeRuleReports() {
    var screen = AuditScreen()
    screen.add("a", 10, 10, 20, 30)
    screen.add("b", 100, 10, 10, 10, hitArea: .outset(5))
    let report = screen.audit(rules: [.minSize])
    for target in TapTargetAudit(standard: .ios).auditedTargets(screen.snapshot) {
      let finding = report.findings(about: target.id).first
      #expect(finding?.measured.effectiveSize == target.effectiveSize)
      #expect(finding?.measured.visibleSize == target.visibleSize)
    }
  }
}

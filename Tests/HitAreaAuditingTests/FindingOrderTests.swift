import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// A report's findings are in the stable order.
///
/// By rule, then their target's place in the depth-first order, then the other node's (none
/// first), and findings alike in all three in the order the rules made them. The reference sorts
/// the findings themselves, stably, by keys of its own: the rule's place among the rules and the
/// nodes' places in the snapshot's depth-first order.
@Suite struct FindingOrderTests {
  @Test func findingsAreInTheStableOrder() {
    // Nodes nested and appended out of the order their indices give, so that a node's index is
    // not its place in the depth-first order.
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    var random = SplitMix64(seed: 0x0DE5)
    for i in 0..<12 {
      let parent = Int.random(in: 0..<s.nodes.count, using: &random)
      s.append(
        LayoutNode(id: "n\(i)", frame: Rect(x: 0, y: Double(i) * 20, width: 44, height: 44)),
        to: parent)
    }
    let context = AuditContext(snapshot: s, settings: TapTargetAudit())
    let rules = AuditRule.allCases
    let order = s.depthFirstIndices
    // The nodes findings name are not in the depth-first order of their indices.
    #expect(order.filter { $0 < 4 } != [0, 1, 2, 3])
    func key(_ keyed: KeyedFinding) -> (Int, Int, Int) {
      (
        rules.firstIndex(of: keyed.finding.rule)!, order.firstIndex(of: keyed.target)!,
        keyed.other.map { order.firstIndex(of: $0)! } ?? -1
      )
    }
    for round in 0..<200 {
      // Few rules and nodes, so that many findings are alike in all three.
      let findings = (0..<Int.random(in: 0..<30, using: &random)).map { i in
        KeyedFinding(
          finding: AuditFinding(
            rule: rules[Int.random(in: 0..<2, using: &random)], severity: .error,
            target: "t", frame: .zero, hitRect: .zero, message: "\(round).\(i)", fix: ""),
          target: Int.random(in: 0..<4, using: &random),
          other: Bool.random(using: &random) ? nil : Int.random(in: 0..<4, using: &random))
      }
      let reference = findings.enumerated().sorted { a, b in
        let (ka, kb) = (key(a.element), key(b.element))
        return ka != kb ? ka < kb : a.offset < b.offset
      }.map(\.element.finding.message)
      #expect(context.sorted(findings).map(\.message) == reference)
    }
  }
}

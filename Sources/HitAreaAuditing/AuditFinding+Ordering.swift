/// A finding with the nodes it is sorted by: rule, then the target's depth-first position, then
/// the other node's (none first).
struct KeyedFinding {
  var finding: AuditFinding
  var target: Int
  var other: Int?

  /// The sort key in a context.
  func key(_ context: AuditContext) -> (Int, Int, Int) {
    (finding.rule.order, context.position[target], other.map { context.position[$0] } ?? -1)
  }
}

extension AuditContext {
  /// The findings in the stable order.
  func sorted(_ findings: [KeyedFinding]) -> [AuditFinding] {
    findings.enumerated().sorted { a, b in
      let ka = a.element.key(self)
      let kb = b.element.key(self)
      return ka != kb ? ka < kb : a.offset < b.offset
    }.map(\.element.finding)
  }
}

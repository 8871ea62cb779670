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
    // Each finding's key made once and sorted with its place; a finding is copied once, into
    // the result (sorting the findings themselves copied each into a list of them and out again,
    // retaining and releasing their strings, and made two keys at every comparison).
    let order = findings.indices.map { (key: findings[$0].key(self), index: $0) }
      .sorted { a, b in a.key != b.key ? a.key < b.key : a.index < b.index }
    return order.map { findings[$0.index].finding }
  }
}

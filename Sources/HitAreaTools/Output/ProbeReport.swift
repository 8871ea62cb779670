import HitAreaKit
import HitAreaSnapshot

/// One probed touch on a layout snapshot, as `hitarea probe --format json` prints it: the
/// engine's ``HitTestExplanation`` with the nodes named by id and label and their geometry in
/// root space.
///
/// ```json
/// {"hit": "<id>" | null, "policy": "frontmost", "point": [x, y], "frontmostHit": "<id>" | null,
///  "target": "<id>" | null,
///  "candidates": [{"id": "<id>", "label": "Button close", "view": "<id>", "direct": true,
///                  "distance": 0, "touchDistance": 1.2, "rank": 0, "winner": true,
///                  "frame": [x, y, w, h], "hitArea": [x, y, w, h]}, …],
///  "reason": "close wins under frontmost: …"}
/// ```
///
/// ```swift
/// let why = HitTester(tree: screen, policy: .nearest).explain(point, in: screen.root)
/// print(try JSONTextEncoder().encode(ProbeReport(why, in: screen)))
/// ```
package struct ProbeReport: Encodable {
  private let explanation: HitTestExplanation<Int>
  private let snapshot: LayoutSnapshot

  /// Pairs an explanation with the snapshot whose node indices it holds.
  ///
  /// - Parameters:
  ///   - explanation: The engine's explanation of one touch on `snapshot`.
  ///   - snapshot: The snapshot.
  package init(_ explanation: HitTestExplanation<Int>, in snapshot: LayoutSnapshot) {
    self.explanation = explanation
    self.snapshot = snapshot
  }

  private enum CodingKeys: String, CodingKey {
    case hit, policy, point, frontmostHit, target, candidates, reason
  }

  private enum CandidateKeys: String, CodingKey {
    case id, label, view, direct, distance, touchDistance, rank, winner, frame, hitArea
  }

  /// Encodes the report; absent nodes are `null`.
  ///
  /// - Parameter encoder: The encoder.
  package func encode(to encoder: any Encoder) throws {
    let why = explanation
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(why.hit.map(id), forKey: .hit)
    try c.encode(why.policy, forKey: .policy)
    try c.encode([why.point.x, why.point.y], forKey: .point)
    try c.encode(why.frontmostHit.map(id), forKey: .frontmostHit)
    try c.encode(why.winner.map { id($0.target) }, forKey: .target)
    let names = snapshot.reportNames
    var list = c.nestedUnkeyedContainer(forKey: .candidates)
    for candidate in why.candidates {
      var e = list.nestedContainer(keyedBy: CandidateKeys.self)
      try e.encode(id(candidate.target), forKey: .id)
      try e.encode(names[candidate.target], forKey: .label)
      try e.encode(id(candidate.view), forKey: .view)
      try e.encode(candidate.isDirect, forKey: .direct)
      try e.encode(candidate.squaredDistance.squareRoot(), forKey: .distance)
      try e.encode(candidate.touchDistance, forKey: .touchDistance)
      try e.encode(candidate.rank, forKey: .rank)
      try e.encode(candidate.isWinner, forKey: .winner)
      try e.encode(numbers(snapshot.frameInRoot(candidate.target)), forKey: .frame)
      try e.encode(numbers(snapshot.hitAreaInRoot(candidate.target)), forKey: .hitArea)
    }
    try c.encode(why.summary { names[$0] }, forKey: .reason)
  }

  private func id(_ node: Int) -> String { snapshot.nodes[node].id }

  /// A rect as `[x, y, width, height]`, standardized.
  private func numbers(_ rect: Rect) -> [Double] {
    let r = rect.standardized
    return [r.origin.x, r.origin.y, r.width, r.height]
  }
}

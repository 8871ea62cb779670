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
///                  "frame": [x, y, w, h], "hitArea": [x, y, w, h], "container"?: "<id>"}, …],
///  "reason": "close wins under frontmost: …",
///  "containers"?: [{"id": "<id>", "policy": "nearest", "frontmostHit": "<id>" | null}, …],
///  "automatic"?: {"side": 44, "uikit": "<id>" | null, "decision": "redirected", "winner": "<id>" | null,
///                 "validationPoint": [x, y] | null}}
/// ```
///
/// Where the touch lands in a view with its own policy, `containers` lists those views,
/// outermost first, with their policies and UIKit's order inside each; a candidate that such a
/// view's policy compared names the innermost one in `container` and carries the measures it
/// compared, and `reason` names the view whose policy chose the winner. `policy` stays the
/// screen's.
///
/// With `--automatic PT` the touch is decided as the UIKit adapter's window hook decides it under
/// `HitAreaConfiguration.automaticMinimumSize = PT` (UIKit's answer first, here the snapshot's
/// UIKit order), `hit` is that decision's, `frontmostHit` is UIKit's answer (without the rings),
/// each candidate's `hitArea` is its ring where it has one, and `automatic` says how it was
/// made.
///
/// ```swift
/// let why = HitTester(tree: screen, policy: .nearest).explain(point, in: screen.root)
/// print(try JSONTextEncoder().encode(ProbeReport(why, in: screen)))
/// ```
package struct ProbeReport: Encodable {
  private let explanation: HitTestExplanation<Int>
  private let snapshot: LayoutSnapshot
  private let automatic: (side: Double, decision: RedirectionDecision<Int>)?

  /// Pairs an explanation with the snapshot whose node indices it holds.
  ///
  /// - Parameters:
  ///   - explanation: The engine's explanation of one touch on `snapshot`.
  ///   - snapshot: The snapshot.
  package init(_ explanation: HitTestExplanation<Int>, in snapshot: LayoutSnapshot) {
    self.explanation = explanation
    self.snapshot = snapshot
    self.automatic = nil
  }

  /// Pairs a UIKit-first decision under an automatic minimum size with the snapshot and the
  /// candidates' explanation.
  ///
  /// - Parameters:
  ///   - decision: The decision (``HitTester/redirectedHitTest(_:in:input:uikit:isTargetBelow:passesTouchOn:)``).
  ///   - side: The automatic minimum size.
  ///   - explanation: The candidates at the point (the decision's, or the walk's where the
  ///     decision did not need it).
  ///   - snapshot: The snapshot.
  package init(
    _ decision: RedirectionDecision<Int>, side: Double, explanation: HitTestExplanation<Int>,
    in snapshot: LayoutSnapshot
  ) {
    self.explanation = explanation
    self.snapshot = snapshot
    self.automatic = (side, decision)
  }

  private enum CodingKeys: String, CodingKey {
    case hit, policy, point, frontmostHit, target, candidates, reason, containers, automatic
  }

  private enum ContainerKeys: String, CodingKey {
    case id, policy, frontmostHit
  }

  private enum AutomaticKeys: String, CodingKey {
    case side, uikit, decision, winner, validationPoint
  }

  private enum CandidateKeys: String, CodingKey {
    case id, label, view, direct, distance, touchDistance, rank, winner, frame, hitArea, container
  }

  /// Encodes the report; absent nodes are `null`.
  ///
  /// - Parameter encoder: The encoder.
  package func encode(to encoder: any Encoder) throws {
    let why = explanation
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode((automatic.map { $0.decision.hit } ?? why.hit).map(id), forKey: .hit)
    try c.encode(why.policy, forKey: .policy)
    try c.encode([why.point.x, why.point.y], forKey: .point)
    try c.encode(why.frontmostHit.map(id), forKey: .frontmostHit)
    try c.encode(why.winner.map { id($0.target) }, forKey: .target)
    let names = snapshot.reportNames
    // Under `--automatic`, each candidate's hit area is its ring where it has one.
    let areas = automatic.map { snapshot.applyingAutomaticMinimumSize($0.side) } ?? snapshot
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
      try e.encode(numbers(areas.hitAreaInRoot(candidate.target)), forKey: .hitArea)
      try e.encodeIfPresent(candidate.container.map(id), forKey: .container)
    }
    try c.encode(why.summary(unit: snapshot.reportUnit) { names[$0] }, forKey: .reason)
    if !why.containers.isEmpty {
      var list = c.nestedUnkeyedContainer(forKey: .containers)
      for container in why.containers {
        var e = list.nestedContainer(keyedBy: ContainerKeys.self)
        try e.encode(id(container.node), forKey: .id)
        try e.encode(container.policy, forKey: .policy)
        try e.encode(container.frontmostHit.map(id), forKey: .frontmostHit)
      }
    }
    if let (side, decision) = automatic {
      var a = c.nestedContainer(keyedBy: AutomaticKeys.self, forKey: .automatic)
      try a.encode(side, forKey: .side)
      try a.encode(decision.uikitAnswer.map(id), forKey: .uikit)
      try a.encode(decision.reason.rawValue, forKey: .decision)
      try a.encode(decision.winner.map(id), forKey: .winner)
      try a.encode(decision.validationPoint.map { [$0.x, $0.y] }, forKey: .validationPoint)
    }
  }

  private func id(_ node: Int) -> String { snapshot.nodes[node].id }

  /// A rect as `[x, y, width, height]`, standardized.
  private func numbers(_ rect: Rect) -> [Double] {
    let r = rect.standardized
    return [r.origin.x, r.origin.y, r.width, r.height]
  }
}

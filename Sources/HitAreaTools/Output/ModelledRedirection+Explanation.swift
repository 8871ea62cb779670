import HitAreaKit
@_spi(Tools) import HitAreaSnapshot

extension ModelledRedirection where Tree == LayoutSnapshot {
  /// The device's decision for a touch at `point` (in the root's bounds space), with the
  /// explanation `hitarea probe --automatic` gives: the walk's candidates where the rings were
  /// asked, else UIKit's own order, and UIKit's answer as the front-most hit (the walk's own
  /// front-most was the rings').
  ///
  /// ```swift
  /// let (decision, why) = model.explained(Point(x: 94, y: 110))
  /// why.frontmostHit == decision.uikitAnswer  // true
  /// ```
  package func explained(_ point: Point) -> (
    decision: RedirectionDecision<Int>, explanation: HitTestExplanation<Int>
  ) {
    let root = tester.tree.root
    let decision = decision(point, in: root)
    var why =
      decision.explanation.map(tester.openingContainers) ?? tester.explain(point, in: root)
    // UIKit's order alone is UIKit's answer, without the rings (the walk's own was the rings'
    // front-most: "UIKit's order alone would give" a button UIKit did not answer).
    why.frontmostHit = decision.uikitAnswer
    return (decision, why)
  }
}

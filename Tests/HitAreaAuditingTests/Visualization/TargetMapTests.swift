import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@Suite struct TargetMapTests {
  func screen() -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: 300, height: 300)))
    let card = s.append(
      LayoutNode(id: "card", frame: Rect(x: 10, y: 10, width: 100, height: 60), isTarget: true),
      to: 0)
    s.append(
      LayoutNode(
        id: "close", frame: Rect(x: 80, y: 0, width: 20, height: 20), isTarget: true,
        hitArea: .minimumSize(44)), to: card)
    s.append(
      LayoutNode(
        id: "a", frame: Rect(x: 120, y: 10, width: 20, height: 20), isTarget: true,
        hitArea: .outset(10)),
      to: 0)
    s.append(
      LayoutNode(
        id: "b", frame: Rect(x: 150, y: 10, width: 20, height: 20), isTarget: true,
        hitArea: .outset(10)),
      to: 0)
    s.append(
      LayoutNode(
        id: "hidden", frame: Rect(x: 140, y: 10, width: 10, height: 10), isHidden: true,
        isTarget: true),
      to: 0)
    return s
  }

  @Test func mapsTargetsInRootSpace() {
    let map = TargetMap(screen())
    #expect(map.targets.map(\.id) == ["card", "close", "a", "b", "hidden"])
    let close = map.targets[1]
    #expect(close.visibleRect == Rect(x: 90, y: 10, width: 20, height: 20))
    #expect(close.hitAreaRect == Rect(x: 78, y: -2, width: 44, height: 44))
    #expect(close.hasCustomHitArea && !map.targets[0].hasCustomHitArea)
    #expect(!map.targets[4].isEligible)
  }

  @Test func overlapsSkipNestedAndIneligibleTargets() {
    let s = screen()
    let map = TargetMap(s)
    let named = map.overlaps.map { (s.nodes[$0.front].id, s.nodes[$0.back].id) }
    // close (area to x 122) overlaps a (area from x 110); a and b overlap between 140 and 150;
    // card contains close (nested: not reported); hidden is ineligible.
    #expect(named.count == 2)
    #expect(named[0] == ("a", "close"))
    #expect(named[1] == ("b", "a"))
    #expect(map.overlaps[1].rect == Rect(x: 140, y: 0, width: 10, height: 40))
  }

  /// The overlaps, found through an index of the boxes, are every pair's, in the same order:
  /// the pairs of eligible targets, not nested, whose hit areas' boxes share area, front over
  /// back, on random screens of scattered and nested targets.
  @Test func overlapsAreEveryPairs() {
    var rng = SplitMix64(seed: 8)
    for _ in 0..<40 {
      var s = LayoutSnapshot(
        root: LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
      for k in 0..<Int.random(in: 0...150, using: &rng) {
        let parent = Int.random(in: 0..<s.nodes.count, using: &rng)
        let side = Double.random(in: 4...80, using: &rng)
        s.append(
          LayoutNode(
            id: "n\(k)",
            frame: Rect(
              x: Double.random(in: -20...360, using: &rng),
              y: Double.random(in: -20...800, using: &rng), width: side, height: side * 0.8),
            isHidden: Int.random(in: 0..<10, using: &rng) == 0,
            isTarget: Int.random(in: 0..<4, using: &rng) != 0,
            hitArea: .outset(Double.random(in: 0...12, using: &rng))),
          to: parent)
      }
      struct Pair: Equatable {
        var front: Int
        var back: Int
        var rect: Rect
      }
      let map = TargetMap(s)
      var expected: [Pair] = []
      let live = map.targets.filter(\.isEligible)
      for (a, first) in live.enumerated() {
        for second in live[(a + 1)...] {
          guard !s.isAncestor(first.index, of: second.index),
            !s.isAncestor(second.index, of: first.index)
          else { continue }
          let common = first.hitAreaRect.intersection(second.hitAreaRect)
          if !common.isEmpty {
            expected.append(Pair(front: second.index, back: first.index, rect: common))
          }
        }
      }
      #expect(map.overlaps.map { Pair(front: $0.front, back: $0.back, rect: $0.rect) } == expected)
    }
  }
}

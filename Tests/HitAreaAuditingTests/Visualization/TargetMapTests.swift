import HitAreaAuditing
import HitAreaKit
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
}

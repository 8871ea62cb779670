import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// The tree pruned to a region answers every point in it as the whole tree does.
@Suite struct PrunedTreeTests {
  @Test(arguments: 0..<40)
  func prunedTreeAnswersLikeTheWholeTree(_ seed: Int) {
    let (snapshot, standard) = AuditPropertyTests.randomScreen(seed: UInt64(seed) &* 104_729 &+ 3)
    let context = AuditContext(snapshot: snapshot, settings: TapTargetAudit(standard: standard))
    var rng = SplitMix64(seed: UInt64(seed))
    for _ in 0..<20 {
      let x = Double.random(in: -30...420, using: &rng).rounded()
      let y = Double.random(in: -30...820, using: &rng).rounded()
      let w: Double = [0, 1, 12, 80, 300].randomElement(using: &rng)!
      let h: Double = [0, 1, 12, 80, 300].randomElement(using: &rng)!
      let region = Rect(x: x, y: y, width: w, height: h)
      let probe = context.prunedProber(for: region)
      for _ in 0..<12 {
        let p = Point(
          x: x + Double.random(in: 0...1, using: &rng) * w,
          y: y + Double.random(in: 0...1, using: &rng) * h)
        #expect(
          probe.hitTest(p, in: snapshot.root) == context.tester.hitTest(p, in: snapshot.root),
          "\(p) in \(region)")
      }
    }
  }

  /// A hit area grown past the largest number, in a scaled container, has no finite box: the
  /// pruned tree keeps it, and answers as the whole tree does.
  @Test func aHitAreaWithNoFiniteBoxIsKept() {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    s.append(
      LayoutNode(id: "t", frame: Rect(x: 200, y: 600, width: 44, height: 44), isTarget: true),
      to: s.root)
    let scaled = s.append(
      LayoutNode(
        id: "c", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        transform: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)),
      to: s.root)
    s.append(
      LayoutNode(
        id: "big", frame: Rect(x: 100, y: 100, width: 20, height: 20), isTarget: true,
        hitArea: .outset(1.7e308)),
      to: scaled)
    let context = AuditContext(snapshot: s, settings: TapTargetAudit())
    let p = Point(x: 222, y: 622)
    let whole = context.tester.hitTest(p, in: s.root)
    #expect(whole == s.index(of: "big"))
    #expect(
      context.prunedProber(for: Rect(x: 222, y: 622, width: 0, height: 0))
        .hitTest(p, in: s.root) == whole)
  }

  /// A node whose box meets the region stays only when its ancestors' boxes meet it too.
  @Test func keepsOnlyBranchesThatMeetTheRegion() {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800)))
    let left = s.append(
      LayoutNode(id: "left", frame: Rect(x: 0, y: 0, width: 100, height: 100)), to: s.root)
    s.append(
      LayoutNode(id: "a", frame: Rect(x: 10, y: 10, width: 20, height: 20), isTarget: true),
      to: left)
    s.append(
      LayoutNode(id: "b", frame: Rect(x: 60, y: 60, width: 20, height: 20), isTarget: true),
      to: left)
    s.append(
      LayoutNode(id: "c", frame: Rect(x: 200, y: 10, width: 20, height: 20), isTarget: true),
      to: s.root)
    let context = AuditContext(snapshot: s, settings: TapTargetAudit())
    let tree = context.prunedProber(for: Rect(x: 0, y: 0, width: 40, height: 40)).tree
    func ids(_ list: [Int]) -> [String] { list.map { s.nodes[$0].id } }
    #expect(ids(tree.children(of: s.root)) == ["left"])
    #expect(ids(tree.children(of: s.index(of: "left")!)) == ["a"])
  }
}

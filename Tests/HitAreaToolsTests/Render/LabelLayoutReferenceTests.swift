import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaTools

/// The reference: every obstacle scanned, in order, for each look-up (as the layout did before
/// its grids).
struct ScannedObstacles: LabelObstacles {
  let targets: [TargetMap.Target]
  var takenBoxes: [Rect]
  var drawn: [Segment] = []

  init(_ targets: [TargetMap.Target], reserved: [Rect]) {
    self.targets = targets
    takenBoxes = reserved
  }

  func frames(near t: TargetMap.Target, meeting area: Rect) -> [Rect] {
    targets.filter { Self.isNeighbour($0, of: t, meeting: area) }.map(\.visibleRect)
  }

  func taken(meeting area: Rect) -> [Rect] { takenBoxes.filter { $0.intersects(area) } }

  func leaders(near segment: Segment) -> [Segment] { drawn }

  mutating func take(_ box: Rect) { takenBoxes.append(box) }

  mutating func lead(_ segment: Segment) { drawn.append(segment) }
}

/// The layout with its grids gives what a scan of every obstacle gives's labels and callouts, on random screens of
/// every density: spread out, crowded into a corner, overlapping, one target inside another.
@Suite struct LabelLayoutReferenceTests {
  static func screen(_ seed: UInt64) -> (targets: [TargetMap.Target], names: [String]) {
    var rng = SplitMix64(seed: seed)
    var snapshot = LayoutSnapshot(
      root: LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    let count = 5 + Int(rng.next() % 60)
    let spread = [60.0, 200, 390, 900][Int(rng.next() % 4)]
    var names: [String] = []
    for k in 0..<count {
      let w = Double(4 + rng.next() % 120)
      let h = Double(4 + rng.next() % 60)
      let x = Double(rng.next() % UInt64(spread)) - 10
      let y = Double(rng.next() % UInt64(spread * 2)) - 10
      let parent = k > 0 && rng.next() % 5 == 0 ? Int(rng.next() % UInt64(k)) + 1 : 0
      let frame =
        parent == 0
        ? Rect(x: x, y: y, width: w, height: h)
        : Rect(x: Double(rng.next() % 20), y: Double(rng.next() % 10), width: w / 2, height: h / 2)
      snapshot.append(
        LayoutNode(id: "t\(k)", type: "UIButton", frame: frame, isTarget: true), to: parent)
      let words = ["OK", "Cancel", "Add to basket", "Settings and privacy", "X", "Message 12"]
      names.append(words[Int(rng.next() % UInt64(words.count))] + " \(k)")
    }
    let map = TargetMap(snapshot)
    let byIndex = Dictionary(uniqueKeysWithValues: zip(1...count, names))
    return (map.targets, map.targets.map { byIndex[$0.index] ?? "root" })
  }

  @Test(arguments: 0..<40)
  func matchesTheReference(seed: Int) {
    let (targets, names) = Self.screen(UInt64(seed))
    let reserved =
      seed % 3 == 0 ? [Rect(x: 100, y: 100, width: 80, height: 12)] : [Rect]()
    let bounds = Rect(x: -40, y: -40, width: 500, height: 1_000)
    let layout = LabelLayout(targets, names: names, reserved: reserved, bounds: bounds)
    let reference = LabelLayout(
      targets, names: names, bounds: bounds,
      around: ScannedObstacles(targets, reserved: reserved))
    #expect(layout.labels == reference.labels)
    #expect(layout.callouts == reference.callouts)
    #expect(!layout.callouts.isEmpty || !layout.labels.isEmpty)
  }
}

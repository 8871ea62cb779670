import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing
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

/// The layout with its grids gives what a scan of every obstacle gives, on random screens of
/// every density: spread out, crowded into a corner, overlapping, one target inside another,
/// rotated ones, coordinates off the half-point grid, reserved boxes, and rects that are empty,
/// inverted, huge, not finite or null (filed as near everything).
@Suite struct LabelLayoutReferenceTests {
  static func target(_ index: Int, _ r: Rect, rotated: Bool) -> TargetMap.Target {
    var corners = [
      Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
      Point(x: r.minX, y: r.maxY),
    ]
    if rotated { corners[0].x += 3 }
    return TargetMap.Target(
      index: index, id: "t\(index)", visibleCorners: corners, hitAreaCorners: corners,
      visibleRect: r, hitAreaRect: r, isEligible: true, hasCustomHitArea: false)
  }

  /// A coordinate: whole, half, any fraction, or a third.
  static func coordinate(_ rng: inout SplitMix64, _ spread: Double) -> Double {
    let base = Double(rng.next() % UInt64(spread)) - 20
    switch rng.next() % 4 {
    case 0: return base
    case 1: return base + 0.5
    case 2: return base + Double(rng.next() % 1000) / 1000 * 0.7 + 0.1
    default: return base / 3
    }
  }

  /// A rect the grids file as near everything, or one at their edges.
  static func unusual(_ rng: inout SplitMix64) -> Rect {
    switch rng.next() % 9 {
    case 0: Rect(x: .nan, y: 10, width: 30, height: 30)
    case 1: Rect(x: 10, y: 10, width: .infinity, height: 30)
    case 2: Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity)
    case 3: Rect(x: 5, y: 5, width: 0, height: 40)
    case 4: Rect(x: 2e12, y: 50, width: 40, height: 40)
    case 5: Rect(x: -100, y: -100, width: 5000, height: 5000)
    case 6: Rect(x: 300, y: 300, width: -120, height: -60)
    case 7: .null
    default: Rect(x: 0, y: 0, width: 390, height: 844)
    }
  }

  static func screen(_ seed: UInt64)
    -> (targets: [TargetMap.Target], names: [String], reserved: [Rect], bounds: Rect)
  {
    var rng = SplitMix64(seed: seed)
    let count = 2 + Int(rng.next() % 70)
    let spread = [60.0, 200, 390, 900, 3000][Int(rng.next() % 5)]
    var targets: [TargetMap.Target] = []
    var names: [String] = []
    let words = [
      "OK", "Cancel", "Add to basket", "Settings and privacy", "X", "Message 12",
      "A much longer name than fits",
    ]
    for k in 0..<count {
      var r: Rect
      if rng.next() % 12 == 0 {
        r = unusual(&rng)
      } else {
        let w = Double(2 + rng.next() % 140) + (rng.next() % 2 == 0 ? 0 : 0.3)
        let h = Double(2 + rng.next() % 70) + (rng.next() % 2 == 0 ? 0 : 0.7)
        r = Rect(
          x: coordinate(&rng, spread), y: coordinate(&rng, spread * 2), width: w, height: h)
      }
      if k > 0, rng.next() % 6 == 0 {
        let p = targets[Int(rng.next() % UInt64(k))].visibleRect
        if p.origin.isFinite, p.width.isFinite, p.width > 4, p.height > 4 {
          r = Rect(x: p.minX + 1, y: p.minY + 1, width: p.width / 2, height: p.height / 2)
        }
      }
      targets.append(target(k + 1, r, rotated: rng.next() % 10 == 0))
      names.append(words[Int(rng.next() % UInt64(words.count))] + " \(k)")
    }
    var reserved: [Rect] = []
    for _ in 0..<Int(rng.next() % 4) {
      reserved.append(
        rng.next() % 5 == 0
          ? unusual(&rng)
          : Rect(
            x: coordinate(&rng, spread), y: coordinate(&rng, spread), width: 80, height: 12))
    }
    let bounds =
      rng.next() % 3 == 0
      ? Rect(x: -40, y: -40, width: 500, height: 1_000)
      : Rect(x: -40, y: -40, width: spread + 80, height: spread * 2 + 80)
    return (targets, names, reserved, bounds)
  }

  @Test(arguments: 0..<48)
  func matchesTheReference(seed: Int) {
    let (targets, names, reserved, bounds) = Self.screen(UInt64(seed))
    let layout = LabelLayout(targets, names: names, reserved: reserved, bounds: bounds)
    let reference = LabelLayout(
      targets, names: names, bounds: bounds,
      around: ScannedObstacles(targets, reserved: reserved))
    #expect(layout.labels == reference.labels)
    // As text: a target whose box is not a number (NaN) is never equal to itself.
    #expect("\(layout.callouts)" == "\(reference.callouts)")
  }

  /// Between them the screens draw leaders that cross (the part of a badge's score the leader
  /// grid decides), labels and badges.
  @Test func theScreensExerciseEveryPart() {
    var (labels, leaders, crossings) = (0, 0, 0)
    for seed in 0..<48 {
      let (targets, names, reserved, bounds) = Self.screen(UInt64(seed))
      let layout = LabelLayout(targets, names: names, reserved: reserved, bounds: bounds)
      labels += layout.labels.count
      let segments = layout.callouts.compactMap(\.leader).map { Segment($0.from, $0.to) }
      leaders += segments.count
      for (i, a) in segments.enumerated() {
        crossings += segments[(i + 1)...].filter { a.crosses($0) }.count
      }
    }
    #expect(labels > 100 && leaders > 100 && crossings > 5, "\(labels) \(leaders) \(crossings)")
  }

  /// Two leaders about 100 pt apart on one line: rounding in `crosses` said they crossed, the
  /// scan counted it and the grid (which finds only nearby leaders) did not, so the second badge
  /// went elsewhere (found by the review of the grids).
  @Test func farCollinearLeadersDoNotCross() {
    let targets = [
      Self.target(
        1, Rect(x: -107.03043769413355, y: -207.36412022512968, width: 1.1, height: 5),
        rotated: false),
      Self.target(
        2, Rect(x: 16.798045762119163, y: 6.133265044271541, width: 1.1, height: 5),
        rotated: false),
    ]
    let names = ["A name far too long for its box", "A name far too long for its box"]
    let reserved = [
      Rect(x: -165.03043769413355, y: -319.3641202251297, width: 315.0304376941335, height: 12),
      Rect(x: -240, y: -307.3641202251297, width: 390, height: 201.4973852694012),
      Rect(x: -41.20195423788084, y: -105.86673495572846, width: 191.20195423788084, height: 12),
      Rect(x: -240, y: -93.86673495572846, width: 390, height: 233.86673495572848),
    ]
    let bounds = Rect(x: -1_000, y: -1_000, width: 3_000, height: 3_000)
    let layout = LabelLayout(targets, names: names, reserved: reserved, bounds: bounds)
    let reference = LabelLayout(
      targets, names: names, bounds: bounds,
      around: ScannedObstacles(targets, reserved: reserved))
    #expect(layout.callouts == reference.callouts)
  }
}

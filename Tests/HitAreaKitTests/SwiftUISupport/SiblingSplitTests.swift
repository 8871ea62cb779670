import HitAreaKit
import HitAreaKitTestSupport
import Testing

/// Neighbours' enlargements split at the midpoint between them: the later sibling (in front in
/// SwiftUI) never takes the earlier one's visible edge.
@Suite struct SiblingSplitTests {
  static func square(_ x: Double, _ y: Double, _ side: Double = 20) -> Rect {
    Rect(x: x, y: y, width: side, height: side)
  }

  @Test func twoIconsEightPointsApartEachReachTheMiddleOfTheGap() {
    let frames = [Self.square(0, 0), Self.square(28, 0)]
    let outsets = SiblingSplit.automaticOutsets(frames: frames, sides: [44, 44])
    #expect(outsets[0] == EdgeOutsets(top: 12, left: 12, bottom: 12, right: 4))
    #expect(outsets[1] == EdgeOutsets(top: 12, left: 4, bottom: 12, right: 12))
    // Unsplit, the later icon's ring (in front) would reach x = 16: 4 pt into the first icon.
    let later = outsets[1].apply(to: frames[1])
    #expect(later.minX == 24)
    #expect(!later.intersects(frames[0]))
  }

  /// A card's targets as the container gets them: the card first (behind), then the buttons
  /// inside it, which split between themselves while the card, as big as the side, gets no
  /// ring and cuts none (each button's report reaches the container with the card's).
  @Test func aCardAndTheIconsInsideItAreSplitAmongThemselves() {
    let card = Rect(x: 0, y: 0, width: 300, height: 60)
    let frames = [card, Self.square(240, 20), Self.square(268, 20)]
    let outsets = SiblingSplit.automaticOutsets(frames: frames, sides: [44, 44, 44])
    #expect(outsets[0] == .zero)
    #expect(outsets[1] == EdgeOutsets(top: 12, left: 12, bottom: 12, right: 4))
    #expect(outsets[2] == EdgeOutsets(top: 12, left: 4, bottom: 12, right: 12))
    // The icon in front stays off its neighbour's visible frame.
    #expect(!outsets[2].apply(to: frames[2]).intersects(frames[1]))
  }

  @Test func theOrderDoesNotMatter() {
    let frames = [Self.square(0, 0), Self.square(28, 0), Self.square(0, 30)]
    let forward = SiblingSplit.automaticOutsets(frames: frames, sides: [44, 44, 44])
    let backward = SiblingSplit.automaticOutsets(
      frames: frames.reversed(), sides: [44, 44, 44])
    #expect(forward == Array(backward.reversed()))
  }

  @Test func farApartTargetsKeepTheirWholeRings() {
    let frames = [Self.square(0, 0), Self.square(100, 0)]
    #expect(
      SiblingSplit.automaticOutsets(frames: frames, sides: [44, 44])
        == [EdgeOutsets(all: 12), EdgeOutsets(all: 12)])
  }

  @Test func touchingTargetsGetNoRingBetweenThem() {
    let outsets = SiblingSplit.automaticOutsets(
      frames: [Self.square(0, 0), Self.square(20, 0)], sides: [44, 44])
    #expect(outsets[0].right == 0)
    #expect(outsets[1].left == 0)
    #expect(outsets[0].top == 12)
  }

  @Test func overlappingFramesAreLeftToSwiftUIsOrder() {
    let frames = [Self.square(0, 0), Self.square(10, 10)]
    #expect(
      SiblingSplit.automaticOutsets(frames: frames, sides: [44, 44])
        == [EdgeOutsets(all: 12), EdgeOutsets(all: 12)])
  }

  @Test func aDiagonalNeighbourIsCutAlongTheWiderGap() {
    // Gap 10 across, 5 down: the cut is vertical, at x = 25.
    let outsets = SiblingSplit.automaticOutsets(
      frames: [Self.square(0, 0), Self.square(30, 25)], sides: [44, 44])
    #expect(outsets[0] == EdgeOutsets(top: 12, left: 12, bottom: 12, right: 5))
    #expect(outsets[1] == EdgeOutsets(top: 12, left: 5, bottom: 12, right: 12))
  }

  @Test func aTargetThatAsksForNothingStillKeepsItsFrame() {
    // A big button (no ring) beside a small icon 8 pt away: the icon stops at 4 pt.
    let frames = [Rect(x: 0, y: 0, width: 120, height: 50), Self.square(128, 15)]
    let outsets = SiblingSplit.automaticOutsets(frames: frames, sides: [44, 44])
    #expect(outsets[0] == .zero)
    #expect(outsets[1].left == 4)
    #expect(outsets[1].right == 12)
  }

  @Test func aDegenerateTargetNeitherCutsNorIsCut() {
    let frames = [Self.square(0, 0), Rect(x: 24, y: 0, width: 0.5, height: 20)]
    let outsets = SiblingSplit.automaticOutsets(frames: frames, sides: [44, 44])
    #expect(outsets[0] == EdgeOutsets(all: 12))
    #expect(outsets[1] == .zero)
  }

  @Test func anOffSideAsksForNothing() {
    let outsets = SiblingSplit.automaticOutsets(
      frames: [Self.square(0, 0), Self.square(28, 0)], sides: [44, 0])
    #expect(outsets[1] == .zero)
    #expect(outsets[0].right == 4)  // the other's frame is still kept
  }

  @Test func theRingIsCutToTheSplitAndNeverGrowsPastTheSide() {
    let icon = Self.square(0, 0)
    #expect(
      AutomaticMinimumSize.ringRect(
        in: icon, side: 44, hasOwnHitArea: false,
        split: EdgeOutsets(top: 12, left: 12, bottom: 12, right: 4))
        == Rect(x: -12, y: -12, width: 36, height: 44))
    #expect(
      AutomaticMinimumSize.ringRect(
        in: icon, side: 44, hasOwnHitArea: false, split: EdgeOutsets(all: 30))
        == Rect(x: -12, y: -12, width: 44, height: 44))
    #expect(
      AutomaticMinimumSize.ringRect(
        in: icon, side: 44, hasOwnHitArea: true, split: EdgeOutsets(all: 4)) == nil)
  }

  // MARK: - Against a pointwise reference

  /// Random integer frames, some overlapping, in a 120 × 120 box.
  static func randomFrames(_ rng: inout SplitMix64) -> (frames: [Rect], sides: [Double]) {
    let count = 2 + Int(rng.next() % 5)
    var frames: [Rect] = []
    var sides: [Double] = []
    for _ in 0..<count {
      let x = Double(rng.next() % 100)
      let y = Double(rng.next() % 100)
      let w = Double(1 + rng.next() % 40)
      let h = Double(1 + rng.next() % 40)
      frames.append(Rect(x: x, y: y, width: w, height: h))
      sides.append([44, 48, 0][Int(rng.next() % 3)])
    }
    return (frames, sides)
  }

  /// The reference, point by point: a point of a target's requested area is kept unless some
  /// neighbour, whose requested area overlaps it and whose frame does not overlap its frame on
  /// both axes, lies across the middle of the wider gap.
  static func referenceKeeps(
    _ p: Point, target i: Int, frames: [Rect], requested: [Rect]
  ) -> Bool {
    guard requested[i].contains(p) else { return false }
    let a = frames[i]
    for j in frames.indices where j != i && requested[i].intersects(requested[j]) {
      let b = frames[j]
      let gapX = max(b.minX - a.maxX, a.minX - b.maxX)
      let gapY = max(b.minY - a.maxY, a.minY - b.maxY)
      if gapX < 0 && gapY < 0 { continue }
      if gapX >= gapY {
        let mid = a.maxX <= b.minX ? (a.maxX + b.minX) / 2 : (b.maxX + a.minX) / 2
        if a.maxX <= b.minX ? p.x >= mid : p.x < mid { return false }
      } else {
        let mid = a.maxY <= b.minY ? (a.maxY + b.minY) / 2 : (b.maxY + a.minY) / 2
        if a.maxY <= b.minY ? p.y >= mid : p.y < mid { return false }
      }
    }
    return true
  }

  @Test(arguments: 0..<60 as Range<UInt64>)
  func theSplitAgreesWithThePointwiseReference(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let (frames, sides) = Self.randomFrames(&rng)
    let outsets = SiblingSplit.automaticOutsets(frames: frames, sides: sides)
    let requested = zip(frames, sides).map { frame, side in
      side > 0 ? AutomaticMinimumSize.area(around: frame, side: side) ?? frame : frame
    }
    let kept = zip(frames, outsets).map { $1.apply(to: $0) }
    // Half-integer-and-a-quarter samples never lie on an edge or a midpoint of integer frames.
    for i in frames.indices {
      var y = requested[i].minY - 1.25
      while y < requested[i].maxY + 1 {
        var x = requested[i].minX - 1.25
        while x < requested[i].maxX + 1 {
          let p = Point(x: x, y: y)
          #expect(
            kept[i].contains(p)
              == Self.referenceKeeps(p, target: i, frames: frames, requested: requested),
            "target \(i) at \(p), frames \(frames), sides \(sides)")
          x += 0.5
        }
        y += 0.5
      }
    }
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func noSplitRingCoversAnotherFrameOrAnotherRing(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let (frames, sides) = Self.randomFrames(&rng)
    let outsets = SiblingSplit.automaticOutsets(frames: frames, sides: sides)
    let kept = zip(frames, outsets).map { $1.apply(to: $0) }
    for i in frames.indices {
      let o = outsets[i]
      #expect(o.top >= 0 && o.left >= 0 && o.bottom >= 0 && o.right >= 0)
      if let area = AutomaticMinimumSize.area(around: frames[i], side: sides[i]) {
        #expect(area.union(kept[i]) == area)  // never past the requested area
      }
      for j in frames.indices where j != i && !frames[i].intersects(frames[j]) {
        #expect(!kept[i].intersects(frames[j]), "ring \(i) covers frame \(j): \(frames)")
        #expect(!kept[i].intersects(kept[j]), "rings \(i) and \(j) overlap: \(frames)")
      }
    }
  }
}

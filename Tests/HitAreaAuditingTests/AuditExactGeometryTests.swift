import HitAreaKit
import HitAreaKitTestSupport
import Testing

@testable import HitAreaAuditing

/// On axis-aligned screens the overlap and unreachable areas are exact: the same overlap is found
/// wherever it sits, and every area equals a brute-force reference built from the engine alone.
@Suite struct AuditExactGeometryTests {
  /// Offsets on and off every sampling lattice: whole, half, thirds, tenths, arbitrary.
  static let offsets: [Double] = [
    0, 0.1, 0.25, 0.3, 1.0 / 3, 0.5, 0.7, 1, 1.5, 2, 2.5, 3, 7.3, 13.37, 100.01, 247.75,
  ]

  /// Two 390×45 rows, the second 44 pt below the first: 1 pt of the back row is covered.
  @Test(arguments: offsets, [0.5, 1, 2, 5])
  func aOnePointOverlapBetweenRowsIsFoundAtEveryOffset(_ y: Double, spacing: Double) throws {
    var screen = AuditScreen(width: 390, height: 844)
    screen.add("general", 0, 100 + y, 390, 45)
    screen.add("accessibility", 0, 144 + y, 390, 45)
    let report = screen.audit(rules: [.unreachable, .overlap], spacing: spacing)
    let finding = try #require(report.only(.unreachable, "general"), "\(report)")
    #expect(close(finding.measured.area, 390), "\(finding.measured)")
    #expect(close(finding.measured.coveredArea, 390))
    #expect(close(finding.measured.share, 390.0 / 17_550))
    #expect(finding.other == "accessibility")
    #expect(finding.severity == .info)
    let shape = try #require(finding.regionShape)
    #expect(shape.rects.count == 1)
    #expect(closeRect(shape.bounds, Rect(x: 0, y: 144 + y, width: 390, height: 1)))
    #expect(report.findings(for: .overlap).isEmpty, "the rows overlap by construction")
    #expect(report.only(.unreachable, "accessibility") == nil)
  }

  /// Two buttons side by side whose enlarged hit areas overlap by exactly 1 pt in the gap.
  @Test(arguments: offsets)
  func aOnePointOverlapOfHitAreasIsFoundAtEveryOffset(_ x: Double) throws {
    var screen = AuditScreen()
    screen.add("a", 50 + x, 200 + x, 30, 30, hitArea: .outset(5))
    screen.add("b", 89 + x, 200 + x, 30, 30, hitArea: .outset(5))
    let report = screen.audit(rules: [.overlap, .unreachable])
    let overlap = try #require(report.only(.overlap, "a"), "\(report)")
    #expect(close(overlap.measured.area, 40))
    #expect(close(overlap.measured.contestedArea, 40))
    #expect(close(overlap.measured.targetLoss, 40), "b is in front and takes the whole strip")
    #expect(close(overlap.measured.otherLoss, 0))
    #expect(closeRect(overlap.region, Rect(x: 84 + x, y: 195 + x, width: 1, height: 40)))
    let lost = try #require(report.only(.unreachable, "a"))
    #expect(close(lost.measured.area, 40))
    #expect(lost.regionShape?.rects.count == 1)
    #expect(closeRect(lost.regionShape?.bounds, Rect(x: 84 + x, y: 195 + x, width: 1, height: 40)))
  }

  /// The Settings list of the fixtures: nine 45-pt rows 44 pt apart, nine identical overlaps.
  @Test func allNineRowOverlapsOfASettingsListAreFound() {
    var screen = AuditScreen(width: 390, height: 844)
    for i in 0..<10 { screen.add("row\(i)", 0, 248 + 44 * Double(i), 390, 45) }
    let report = screen.audit(rules: [.unreachable])
    #expect(report.findings.map(\.target) == (0..<9).map { "row\($0)" })
    #expect(report.findings.allSatisfy { close($0.measured.area, 390) })
  }

  /// Every overlap and unreachable area on random axis-aligned screens under UIKit's order equals
  /// the brute-force reference; a target or pair with nothing to report has no finding.
  @Test(arguments: 0..<40)
  func areasMatchABruteForceReference(_ seed: Int) {
    let snapshot = AxisAlignedScreens.random(seed: UInt64(seed) &* 7_919 &+ 3, policy: .frontmost)
    let reference = BruteForceReference(snapshot)
    let report = TapTargetAudit(rules: [.overlap, .unreachable], sampleSpacing: 2).audit(snapshot)
    let audited = reference.audited
    for t in audited {
      let id = snapshot.nodes[t].id
      let (clipped, covered) = reference.unreachable(t)
      let finding = report.only(.unreachable, id)
      if clipped + covered > 1e-6 {
        #expect(close(finding?.measured.clippedArea, clipped), "seed \(seed) \(id)")
        #expect(close(finding?.measured.coveredArea, covered), "seed \(seed) \(id)")
        #expect(close(finding?.regionShape?.area, clipped + covered), "seed \(seed) \(id)")
      } else {
        #expect(finding == nil, "seed \(seed) \(id): \(String(describing: finding))")
      }
    }
    for (i, t) in audited.enumerated() {
      for u in audited[(i + 1)...] {
        let expected = reference.overlap(t, u)
        let found = report.findings.first {
          $0.rule == .overlap && $0.target == snapshot.nodes[t].id
            && $0.other == snapshot.nodes[u].id
        }
        let pair = "seed \(seed) \(snapshot.nodes[t].id)/\(snapshot.nodes[u].id)"
        if expected.contested > 1e-6, expected.lossT + expected.lossU > 1e-6 {
          #expect(close(found?.measured.area, expected.area), "\(pair)")
          #expect(close(found?.measured.contestedArea, expected.contested), "\(pair)")
          #expect(close(found?.measured.targetLoss, expected.lossT), "\(pair)")
          #expect(close(found?.measured.otherLoss, expected.lossU), "\(pair)")
        } else {
          #expect(found == nil, "\(pair): \(String(describing: found))")
        }
      }
    }
  }

  /// The exact receivers agree with the engine's hit test at random points, under every policy:
  /// everywhere under UIKit's order, and outside the part the policies decide by distance (and
  /// the boxes of rotated views), which is sampled.
  @Test(arguments: 0..<60)
  func receiversAgreeWithTheEngine(_ seed: Int) {
    let rotated = seed % 3 == 2
    let snapshot = AxisAlignedScreens.random(seed: UInt64(seed) &+ 40_000, rotated: rotated)
    let context = AuditContext(snapshot: snapshot, settings: TapTargetAudit())
    let screen = snapshot.frameInRoot(snapshot.root)
    let (parts, sampled) = context.receivers(in: Region(screen.insetBy(dx: -30, dy: -30)))
    if snapshot.resolution == .frontmost, !rotated { #expect(sampled.isEmpty, "seed \(seed)") }
    // The parts tile the region without overlapping.
    var covered = Region()
    for part in parts {
      #expect(covered.intersection(part.region).isEmpty, "seed \(seed)")
      covered = covered.union(part.region)
    }
    #expect(covered.subtracting(sampled).area > 0 || sampled.area > 0)
    // One part a receiver, in depth-first order of the receiver, nothing last.
    let places = parts.map { $0.receiver.map { context.position[$0] } ?? Int.max }
    #expect(places == places.sorted() && Set(places).count == places.count, "seed \(seed)")
    let tester = HitTester(
      tree: snapshot, policy: snapshot.resolution,
      millimetresPerPoint: snapshot.millimetresPerPoint)
    var rng = SplitMix64(seed: UInt64(seed))
    for _ in 0..<1_500 {
      let p = Point(
        x: Double.random(in: -30..<(screen.maxX + 30), using: &rng),
        y: Double.random(in: -30..<(screen.maxY + 30), using: &rng))
      guard !sampled.contains(p) else { continue }
      let part = parts.first { $0.region.contains(p) }
      #expect(part != nil, "seed \(seed) at \(p)")
      #expect(part?.receiver == tester.hitTest(p, in: snapshot.root), "seed \(seed) at \(p)")
    }
  }
}

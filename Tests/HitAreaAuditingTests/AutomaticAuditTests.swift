import HitAreaKit
import HitAreaKitTestSupport
@_spi(Tools) import HitAreaSnapshot
import Testing

@testable import HitAreaAuditing

/// The audit under the automatic minimum size (``TapTargetAudit/automaticMinimumSize``) decides
/// each touch as a device does: UIKit's answer first, a ring only where that gives the touch to
/// no target, as `hitarea probe --automatic` and `simulate`'s automatic lane decide.
@Suite struct AutomaticAuditTests {
  /// A button grown by 10 pt on every side, and a 20-pt button 5 pt right of it whose 44-pt ring
  /// reaches into the first one's own enlargement.
  static func buttons() -> AuditScreen {
    var screen = AuditScreen(width: 390, height: 844)
    screen.add("big", 100, 100, 100, 44, hitArea: .outset(10))
    screen.add("dot", 205, 110, 20, 20)
    return screen
  }

  static func audit(_ screen: AuditScreen, rules: Set<AuditRule>) -> AuditReport {
    var audit = TapTargetAudit(rules: rules, sampleSpacing: 1)
    audit.automaticMinimumSize = 44
    return audit.audit(screen.snapshot)
  }

  /// UIKit answers the big button in its own enlargement: the ring takes none of it, and no
  /// finding says it takes taps inside the button's bounds (the audit said so, as an error,
  /// while `probe --automatic` gave the touch to the big button).
  @Test func aRingTakesOnlyWhatUIKitGivesNoTarget() throws {
    let report = Self.audit(Self.buttons(), rules: [.overlap, .unreachable])
    let overlap = try #require(report.only(.overlap, "big"))
    #expect(overlap.severity == .info)
    // The dot takes its own bounds' 100 pt² of the big button's enlargement, the big button the
    // rest of where the two overlap.
    #expect(close(overlap.measured.targetLoss, 100))
    #expect(close(overlap.measured.otherLoss, 648))
    #expect(overlap.message.contains("Under mostLikely after UIKit's answer"), "\(overlap.message)")
    #expect(!overlap.message.contains("takes taps inside"))
    // A third of the ring is the big button's.
    let lost = try #require(report.only(.unreachable, "dot"))
    #expect(close(lost.measured.coveredArea, 648), "\(lost)")
    let model = ModelledRedirection(
      tree: Self.buttons().snapshot, root: 0, policy: .frontmost, millimetresPerPoint: 0.16,
      side: 44)
    #expect(model.hit(Point(x: 203, y: 112), in: 0) == 1)
  }

  /// The area of each target's ring (or own hit area) that the device's decision, probed at the
  /// centre of every 1-pt cell of `area`, gives to another view; and the targets whose visible
  /// bounds it gives to a neighbour's enlargement.
  static func decided(_ snapshot: LayoutSnapshot, _ nodes: [Int], in area: Rect)
    -> (lost: [Int: Double], thieves: Set<String>)
  {
    let model = ModelledRedirection(
      tree: snapshot, root: snapshot.root, policy: snapshot.resolution,
      millimetresPerPoint: snapshot.millimetresPerPoint, side: 44)
    let rings = snapshot.applyingAutomaticMinimumSize(44)
    var thieves = Set<String>()
    var lost = [Int: Double]()
    for y in stride(from: area.minY + 0.5, to: area.maxY, by: 1) {
      for x in stride(from: area.minX + 0.5, to: area.maxX, by: 1) {
        let p = Point(x: x, y: y)
        let hit = model.hit(p, in: snapshot.root)
        for t in nodes where rings.hitAreaInRoot(t).contains(p) && hit != t {
          lost[t, default: 0] += 1
          if let hit, nodes.contains(hit), snapshot.frameInRoot(t).contains(p),
            !snapshot.frameInRoot(hit).contains(p)
          {
            thieves.insert(snapshot.nodes[hit].id)
          }
        }
      }
    }
    return (lost, thieves)
  }

  /// Rings only where the engine gives them: none for a button that opted out, a text field, a
  /// scroll view, a collapsed button, a button in a toolbar that keeps UIKit's order on purpose,
  /// or a disabled button (the audit gave each one, and decided on the screen's own tree that
  /// the opted-out button's and the text field's rings took touches).
  @Test func ringsOnlyWhereTheEngineGivesThem() throws {
    var screen = AuditScreen(width: 390, height: 400)
    screen.add("ok", 100, 100, 20, 20)
    screen.add("plain", 130, 100, 20, 20) { $0.isHitAreaSet = true }
    screen.add("field", 60, 130, 200, 20) { $0.type = "UITextField" }
    screen.add("list", 60, 200, 200, 30) { $0.type = "UIScrollView" }
    screen.add("collapsed", 300, 100, 30, 0.5)
    screen.container("toolbar", 0, 300, 390, 44) { $0.resolution = .frontmost }
    screen.add("inner", 10, 12, 20, 20, in: "toolbar")
    screen.add("off", 300, 200, 20, 20) { $0.isEnabled = false }
    screen.add("own", 340, 200, 20, 20) { $0.resolution = .frontmost }
    let snapshot = screen.snapshot
    #expect(snapshot.automaticallyEnlargedNodes(44).map { snapshot.nodes[$0].id } == ["ok"])
    #expect(snapshot.nodes.indices.filter(snapshot.receivesAutomaticRing) == [1])
    let report = Self.audit(screen, rules: Set(AuditRule.allCases))
    let small = report.findings.filter { $0.rule == .minSize && $0.severity == .error }
    #expect(Set(small.map(\.target)) == ["plain", "field", "list", "collapsed", "inner", "own"])
    #expect(!report.findings.contains { $0.rule == .inertHitArea }, "\(report)")
    let targets = ["ok", "plain", "field"].compactMap { snapshot.index(of: $0) }
    let decided = Self.decided(snapshot, targets, in: Rect(x: 0, y: 0, width: 390, height: 300))
    for t in targets {
      let reported = report.only(.unreachable, snapshot.nodes[t].id)?.measured.coveredArea ?? 0
      #expect(abs(reported - (decided.lost[t] ?? 0)) < 1e-6, "\(snapshot.nodes[t].id)")
    }
  }

  /// A close button's ring on the edge of a larger card it sits on takes that edge, as the UIKit
  /// adapter lets it: a warning that says so, with the opt-out as its fix, not an error.
  @Test func aRingOnALargerTargetsEdgeIsAWarning() throws {
    var screen = AuditScreen(width: 390, height: 844)
    screen.add("card", 50, 200, 200, 100)
    screen.add("close", 224, 206, 20, 20)
    let report = Self.audit(screen, rules: [.overlap, .unreachable])
    let overlap = try #require(report.only(.overlap, "card"))
    #expect(overlap.severity == .warning)
    // The card's lost edge: the same opt-out, not a hit area to shrink that close never set.
    let lost = try #require(report.only(.unreachable, "card"))
    #expect(lost.fix.contains("automatic ring takes them") && lost.fix.contains(".bounds"))
    #expect(overlap.message.contains("lets a small target's ring take the edge"))
    #expect(overlap.fix.contains("close.hitArea = .bounds"), "\(overlap.fix)")
  }

  /// A small button in the middle of a card: the card's unreachable fix is to move the two apart.
  ///
  /// It takes the card's touches with its own bounds and, under the card's edge rule, a little
  /// with its ring: the fix is to move the two apart, with the opt-out for the ring's part (it
  /// was the opt-out alone, which would give back only that part). Measured exactly, and sampled
  /// when the card is turned a quarter (the same box on screen). A ring that takes most keeps
  /// the opt-out as the fix (``aRingOnALargerTargetsEdgeIsAWarning()``).
  @Test(arguments: [false, true], [40.0, 36, 30])
  func moveApartWhereTheTakersOwnBoundsTakeMost(turned: Bool, side: Double) throws {
    var screen = AuditScreen(width: 390, height: 844)
    if turned {
      screen.add("card", 50, 200, 200, 100) {
        $0.transform = AffineTransform(rotationAngle: .pi / 2)
      }
    } else {
      screen.add("card", 100, 150, 100, 200)
    }
    screen.add("badge", 130, 250, side, side)
    let report = Self.audit(screen, rules: [.unreachable])
    let lost = try #require(report.only(.unreachable, "card"))
    // The badge's bounds, and some of its ring: the ring does take part of the card.
    let covered = try #require(lost.measured.coveredArea)
    #expect(covered > side * side + 50 && covered < 2 * side * side, "\(lost)")
    // A warning: the ring takes part of the card's visible bounds.
    #expect(lost.severity == .warning)
    #expect(
      lost.fix == """
        badge takes most of them with its own bounds: move the two apart. Its automatic ring \
        takes the rest; to keep those card's, give badge a hit area of its own, which opts it \
        out: `badge.hitArea = .bounds`.
        """, "\(lost.fix)")
  }

  /// On random rows of small buttons, some with explicit enlargements, the audit's overlap
  /// errors are where the device's decision, probed point by point, gives a button another's
  /// visible bounds, and each button's lost area is the area the decision gives others.
  @Test(arguments: 0..<12)
  func theAuditsReceiversAreTheDevicesDecision(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var screen = AuditScreen(width: 240, height: 200)
    var x = 10.0
    var ids: [String] = []
    for k in 0..<4 {
      // Even sides: the rings' edges fall on whole points, as the sample cells' do.
      let w = Double(2 * Int.random(in: 7...20, using: &rng))
      let h = Double(2 * Int.random(in: 7...20, using: &rng))
      let y = Double(Int.random(in: 60...90, using: &rng))
      let outset = Bool.random(using: &rng) ? Double(Int.random(in: 2...12, using: &rng)) : 0
      screen.add("b\(k)", x, y, w, h, hitArea: outset > 0 ? .outset(outset) : .bounds)
      ids.append("b\(k)")
      x += w + Double(Int.random(in: 0...14, using: &rng))
    }
    if seed % 2 == 1 {
      // A list of 130 labels below: a screen this large is probed on trees pruned to each
      // region, which the device's decision is asked on.
      screen.container("list", 0, 160, 240, 40)
      for k in 0..<130 {
        screen.add("label\(k)", 10, Double(k % 4) * 8, 200, 6, in: "list", target: false)
      }
    }
    let snapshot = screen.snapshot
    let report = Self.audit(screen, rules: [.overlap, .unreachable])
    let nodes = ids.compactMap { snapshot.index(of: $0) }
    // Every ring lies in y 38..<152.
    let (lost, steals) = Self.decided(
      snapshot, nodes, in: Rect(x: 0, y: 38, width: 240, height: 114))
    let errors = Set(
      report.findings.filter { $0.rule == .overlap && $0.severity == .error }.flatMap {
        [$0.target] + ($0.other.map { [$0] } ?? [])
      })
    #expect(steals.isSubset(of: errors), "seed \(seed): \(steals) \(errors)")
    #expect(steals.isEmpty == errors.isEmpty, "seed \(seed): \(steals) \(errors)")
    for t in nodes {
      let finding = report.only(.unreachable, snapshot.nodes[t].id)
      let reported = finding?.measured.coveredArea ?? 0
      #expect(abs(reported - (lost[t] ?? 0)) < 1e-6, "seed \(seed) \(snapshot.nodes[t].id)")
    }
  }
}

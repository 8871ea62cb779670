import HitAreaAuditing
import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot
import Testing

/// Properties of the audit on random layouts (seeded, so every failure reproduces).
@Suite struct AuditPropertyTests {
  /// A random screen: containers (some scaled, rotated, scrolled, pass-through or with the
  /// overflow switch), targets of 6–70 pt, some nested in others, some enlarged, a few disabled.
  static func randomScreen(seed: UInt64) -> (snapshot: LayoutSnapshot, standard: TargetSizeStandard)
  {
    var rng = SplitMix64(seed: seed)
    let policy = ResolutionPolicy.allCases.randomElement(using: &rng) ?? .frontmost
    var screen = AuditScreen(policy: policy)
    var parents: [(id: String, w: Double, h: Double)] = [("window", 400, 800)]
    for c in 0..<Int.random(in: 0...4, using: &rng) {
      let parent = parents.randomElement(using: &rng) ?? parents[0]
      let w = Double.random(in: 60...300, using: &rng).rounded()
      let h = Double.random(in: 40...300, using: &rng).rounded()
      let x = Double.random(in: -20...max(parent.w - w / 2, 0), using: &rng).rounded()
      let y = Double.random(in: -20...max(parent.h - h / 2, 0), using: &rng).rounded()
      screen.container("c\(c)", x, y, w, h, in: parent.id) { node in
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: node.transform = AffineTransform(scaleX: 0.75, y: 1.25)
        case 1: node.transform = AffineTransform(rotationAngle: 0.3)
        case 2: node.overflowsHitAreas = true
        case 3: node.boundsOrigin = Point(x: 0, y: 15)
        case 4: node.passesTouchesThrough = true
        default: break
        }
      }
      parents.append(("c\(c)", w, h))
    }
    for t in 0..<Int.random(in: 4...30, using: &rng) {
      let parent = parents.randomElement(using: &rng) ?? parents[0]
      let w = Double.random(in: 6...70, using: &rng).rounded()
      let h = Double.random(in: 6...70, using: &rng).rounded()
      let x = Double.random(in: 0...max(parent.w - w, 0), using: &rng).rounded()
      let y = Double.random(in: 0...max(parent.h - h, 0), using: &rng).rounded()
      let hitArea: HitArea =
        [
          .bounds, .bounds, .minimumSize(44),
          .outset(Double.random(in: 2...10, using: &rng).rounded()),
        ]
        .randomElement(using: &rng) ?? .bounds
      screen.add("t\(t)", x, y, w, h, in: parent.id, hitArea: hitArea) { node in
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: node.isEnabled = false
        case 1: node.transform = AffineTransform(rotationAngle: 0.5)
        case 2: node.transform = AffineTransform(scaleX: 1.5, y: 0.5)
        default: break
        }
      }
      if w > 40, h > 40, Bool.random(using: &rng) { parents.append(("t\(t)", w, h)) }
    }
    let standard = TargetSizeStandard.allCases.randomElement(using: &rng) ?? .ios
    return (screen.snapshot, standard)
  }

  static func areNested(_ s: LayoutSnapshot, _ a: String, _ b: String) -> Bool {
    guard let i = s.index(of: a), let j = s.index(of: b) else { return false }
    func isAncestor(_ x: Int, of y: Int) -> Bool {
      var current = s.nodes[y].parent
      while let p = current {
        if p == x { return true }
        current = s.nodes[p].parent
      }
      return false
    }
    return isAncestor(i, of: j) || isAncestor(j, of: i)
  }

  @Test(arguments: 0..<60)
  func applyingEveryFixLeavesNoOverlapBetweenFixedTargets(_ seed: Int) {
    let (snapshot, standard) = Self.randomScreen(seed: UInt64(seed) &* 7_919 &+ 17)
    let report = TapTargetAudit(standard: standard).audit(snapshot)
    let fixes = report.fixes
    let fixedIDs = Set(fixes.map(\.target))
    for fix in fixes {
      let o = fix.hitArea.outsets
      #expect(o.top >= 0 && o.left >= 0 && o.bottom >= 0 && o.right >= 0, "\(fix)")
      #expect(fix.shortfall.width >= 0 && fix.shortfall.height >= 0)
    }
    let fixed = snapshot.applying(fixes)
    let after = TapTargetAudit(standard: standard, rules: [.overlap]).audit(fixed)
    let clashes = after.findings.filter {
      guard let other = $0.other else { return false }
      return fixedIDs.contains($0.target) && fixedIDs.contains(other)
        && !Self.areNested(fixed, $0.target, other)
    }
    #expect(clashes.isEmpty, "seed \(seed): \(clashes)")
    // The fixed targets' suggested boxes share at most what their visible boxes share.
    let frames = Dictionary(
      report.findings(for: .minSize).map { ($0.target, $0.frame) }, uniquingKeysWith: { a, _ in a })
    for (i, a) in fixes.enumerated() {
      for b in fixes[(i + 1)...] where !Self.areNested(snapshot, a.target, b.target) {
        guard a.rect.intersects(b.rect), let fa = frames[a.target], let fb = frames[b.target] else {
          continue
        }
        let shared = a.rect.intersection(b.rect)
        let visible = fa.intersection(fb)
        #expect(
          shared.minX >= visible.minX - 1e-9 && shared.maxX <= visible.maxX + 1e-9
            && shared.minY >= visible.minY - 1e-9 && shared.maxY <= visible.maxY + 1e-9,
          "seed \(seed): \(a.target) and \(b.target)")
      }
    }
    // A fix never makes a target that had no hit area smaller, unless an ancestor's fix did.
    let afterSizes = TapTargetAudit(standard: standard, rules: [.minSize]).audit(fixed)
    for finding in report.findings(for: .minSize) where finding.severity == .error {
      guard let i = snapshot.index(of: finding.target), snapshot.nodes[i].hitArea.isBounds,
        !fixedIDs.contains(where: {
          $0 != finding.target && Self.areNested(snapshot, $0, finding.target)
        }),
        let was = finding.measured.effectiveSize
      else { continue }
      let now = afterSizes.only(.minSize, finding.target)?.measured.effectiveSize
      if let now {
        #expect(
          now.width + 1e-6 >= was.width && now.height + 1e-6 >= was.height,
          "seed \(seed): \(finding.target) \(was) → \(now)")
      }
    }
  }

  @Test(arguments: 0..<20)
  func findingsComeInAStableOrder(_ seed: Int) {
    let (snapshot, standard) = Self.randomScreen(seed: UInt64(seed) &+ 1_000)
    let report = TapTargetAudit(standard: standard).audit(snapshot)
    #expect(report == TapTargetAudit(standard: standard).audit(snapshot))
    let position = Dictionary(
      uniqueKeysWithValues: snapshot.depthFirstIndices.enumerated().map {
        (snapshot.nodes[$1].id, $0)
      })
    let keys = report.findings.map { f in
      [
        AuditRule.allCases.firstIndex(of: f.rule) ?? -1, position[f.target] ?? -1,
        f.other.flatMap { position[$0] } ?? -1,
      ]
    }
    #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) })
  }
}

/// A hand-made screen whose findings span every rule, in the documented order.
@Suite struct AuditOrderTests {
  @Test func byRuleThenDepthFirst() {
    var screen = AuditScreen()
    screen.container("cell", 50, 100, 100, 100)
    screen.add("badge", 90, 40, 20, 20, in: "cell")
    screen.add("a", 100, 300, 20, 20)
    screen.add("b", 125, 300, 20, 20, hitArea: .outset(20))
    screen.add("icon", 300, 300, 20, 20, target: false, hitArea: .outset(4)) {
      $0.isUserInteractionEnabled = false
    }
    let report = screen.snapshot.audit(.ios)
    let summary = report.findings.map {
      "\($0.rule) \($0.target)" + ($0.other.map { "/\($0)" } ?? "")
    }
    #expect(
      summary == [
        "min-size badge/cell", "min-size a", "min-size b", "overlap a/b", "unreachable badge/cell",
        "unreachable a/b", "activation-point badge/window", "activation-point a/b",
        "inert-hit-area icon",
      ])
  }
}

/// Fixes at a screen's edge on screens measured in pixels.
@Suite struct FixAtTheScreenEdgePropertyTests {
  /// A fix at a screen's edge meets the standard when its snapshot is written and audited again.
  ///
  /// A lone button a few pixels from the edge, at a common density, in a snapshot kept in points
  /// made from pixels or in pixels. Outsets kept to a hundredth left an edge
  /// stopped by the screen a hair short (a button 17 px from the edge at 2.75 px a point
  /// reached 47.999), or a hair past the screen, which kept every other edge from rounding up.
  @Test(arguments: [2.0, 2.625, 2.75, 3.0, 3.5])
  func aFixAtTheEdgeMeetsTheStandardAgain(_ density: Double) throws {
    var random = SplitMix64(seed: UInt64(density * 1_000))
    for round in 0..<150 {
      let inPixels = round.isMultiple(of: 3)
      let (width, height) = (1_080.0, 2_400.0)
      let side = Double(Int.random(in: 20..<85, using: &random))
      let gapX = Double(Int.random(in: 0..<70, using: &random))
      let gapY = Double(Int.random(in: 0..<70, using: &random))
      let x = Bool.random(using: &random) ? gapX : width - side - gapX
      let y = Bool.random(using: &random) ? gapY : height - side - gapY
      // In memory a snapshot is in points; its unit and scale are how its file writes it.
      var snapshot = LayoutSnapshot(
        root: LayoutNode(
          id: "window", frame: Rect(x: 0, y: 0, width: width / density, height: height / density)),
        unit: inPixels ? .px : .pt, pointsPerUnit: inPixels ? 1 / density : 1)
      snapshot.append(
        LayoutNode(
          id: "button",
          frame: Rect(
            x: x / density, y: y / density, width: side / density, height: side / density),
          isTarget: true), to: snapshot.root)
      for standard in [TargetSizeStandard.ios, .android] {
        let fixes = TapTargetAudit(standard: standard, rules: [.minSize]).audit(snapshot).fixes
        let place = "\(density) px a point, \(inPixels ? "px" : "pt"), \(side) px at \(x), \(y)"
        guard let fix = fixes.first else {
          Issue.record("\(place), \(standard): no fix")
          continue
        }
        #expect(fix.meetsStandard, "\(place): \(fix)")
        let written = try snapshot.applying(fixes).jsonBytes()
        let again = TapTargetAudit(standard: standard, rules: [.minSize])
          .audit(try LayoutSnapshot(jsonData: written))
        #expect(again.findings.allSatisfy { $0.severity == .info }, "\(place): \(again.findings)")
      }
    }
  }
}

import HitAreaKit
import HitAreaKitTestSupport
import HitAreaSnapshot

/// Random screens whose views all keep rects axis-aligned (translations, scales, flips), with
/// what the engine's semantics turn on: overflow switches, pass-through containers, disabled and
/// hidden views, views in front that are not targets, enlarged and shrunk hit areas, nested
/// targets; fractional offsets as well as whole and half points.
///
/// Optionally a few rotated views.
enum AxisAlignedScreens {
  static let width = 240.0
  static let height = 400.0

  static func random(
    seed: UInt64, policy: ResolutionPolicy? = nil, rotated: Bool = false
  ) -> LayoutSnapshot {
    var rng = SplitMix64(seed: seed)
    let chosen = policy ?? ResolutionPolicy.allCases.randomElement(using: &rng) ?? .frontmost
    var screen = AuditScreen(policy: chosen, width: width, height: height)
    func coordinate(_ range: ClosedRange<Double>) -> Double {
      let whole = Double.random(in: range, using: &rng).rounded()
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: return whole + 0.5
      case 1: return whole + [0.1, 0.3, 0.25, 1.0 / 3][Int.random(in: 0..<4, using: &rng)]
      default: return whole
      }
    }
    var parents: [(id: String, w: Double, h: Double)] = [("window", width, height)]
    for c in 0..<Int.random(in: 0...4, using: &rng) {
      let parent = parents.randomElement(using: &rng) ?? parents[0]
      let w = Double.random(in: 40...200, using: &rng).rounded()
      let h = Double.random(in: 40...240, using: &rng).rounded()
      let x = coordinate(-20...max(parent.w - w / 2, 0))
      let y = coordinate(-20...max(parent.h - h / 2, 0))
      screen.container("c\(c)", x, y, w, h, in: parent.id) { node in
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1: node.overflowsHitAreas = true
        case 2, 3: node.passesTouchesThrough = true
        case 4: node.transform = AffineTransform(scaleX: 0.5, y: 2)
        case 5: node.transform = AffineTransform(scaleX: -1, y: 1)
        case 6: node.hitArea = .outset(Double(Int.random(in: 2...12, using: &rng)))
        case 7 where rotated: node.transform = AffineTransform(rotationAngle: 0.3)
        default: break
        }
      }
      parents.append(("c\(c)", w, h))
    }
    for t in 0..<Int.random(in: 4...22, using: &rng) {
      let parent = parents.randomElement(using: &rng) ?? parents[0]
      let w = Double.random(in: 6...70, using: &rng).rounded()
      let h = Double.random(in: 6...70, using: &rng).rounded()
      let x = coordinate(-4...max(parent.w - w + 4, 0))
      let y = coordinate(-4...max(parent.h - h + 4, 0))
      let hitArea: HitArea =
        [
          .bounds, .bounds, .minimumSize(44), .outset(Double(Int.random(in: 1...10, using: &rng))),
          .outset(top: 3, left: 0.5, bottom: 0, right: 7),
          HitArea(outsets: EdgeOutsets(top: -2, left: -3, bottom: -1, right: 0)),
        ]
        .randomElement(using: &rng) ?? .bounds
      let isTarget = Int.random(in: 0..<6, using: &rng) != 0
      screen.add("t\(t)", x, y, w, h, in: parent.id, target: isTarget, hitArea: hitArea) { node in
        switch Int.random(in: 0..<14, using: &rng) {
        case 0: node.isEnabled = false
        case 1: node.isHidden = true
        case 2: node.transform = AffineTransform(scaleX: 2, y: 0.5)
        case 3: node.passesTouchesThrough = true
        case 4 where rotated: node.transform = AffineTransform(rotationAngle: 0.5)
        default: break
        }
      }
      if w > 40, h > 40, Bool.random(using: &rng) { parents.append(("t\(t)", w, h)) }
    }
    return screen.snapshot
  }
}

/// The reference the exact audit is checked against: the engine asked once per cell of the
/// arrangement of every edge on screen (each node's frame and hit area in root space).
///
/// Under UIKit's order on an axis-aligned screen the answer cannot change inside such a cell, so
/// the sums below are exact without any geometry of the audit's own.
struct BruteForceReference {
  let snapshot: LayoutSnapshot
  let tester: HitTester<LayoutSnapshot>
  let xs: [Double]
  let ys: [Double]

  init(_ snapshot: LayoutSnapshot) {
    self.snapshot = snapshot
    tester = HitTester(tree: snapshot, policy: snapshot.resolution)
    var xs = Set<Double>()
    var ys = Set<Double>()
    for i in snapshot.nodes.indices {
      for r in [snapshot.frameInRoot(i), snapshot.hitAreaInRoot(i)] where !r.isNull {
        xs.formUnion([r.minX, r.maxX])
        ys.formUnion([r.minY, r.maxY])
      }
    }
    self.xs = xs.filter(\.isFinite).sorted()
    self.ys = ys.filter(\.isFinite).sorted()
  }

  /// The cells of the arrangement inside a box, with their centres.
  func cells(in box: Rect) -> [(cell: Rect, centre: Point)] {
    guard !box.isEmpty else { return [] }
    let cx = [box.minX] + xs.filter { $0 > box.minX && $0 < box.maxX } + [box.maxX]
    let cy = [box.minY] + ys.filter { $0 > box.minY && $0 < box.maxY } + [box.maxY]
    var result: [(Rect, Point)] = []
    for j in 0..<(cy.count - 1) {
      for i in 0..<(cx.count - 1) {
        let cell = Rect(minX: cx[i], minY: cy[j], maxX: cx[i + 1], maxY: cy[j + 1])
        result.append((cell, cell.center))
      }
    }
    return result
  }

  func receiver(_ p: Point) -> Int? { tester.hitTest(p, in: snapshot.root) }

  func ancestors(_ i: Int) -> [Int] {
    var result: [Int] = []
    var current = snapshot.nodes[i].parent
    while let p = current {
      result.append(p)
      current = snapshot.nodes[p].parent
    }
    return result
  }

  func isInSubtree(_ node: Int, of ancestor: Int) -> Bool {
    node == ancestor || ancestors(node).contains(ancestor)
  }

  /// The ancestors whose own hit area a touch must be in to reach the node: those above the
  /// first with the overflow switch.
  func gates(_ i: Int) -> [Int] {
    let chain = ancestors(i).reversed()
    var result: [Int] = []
    for a in chain {
      if snapshot.nodes[a].overflowsHitAreas { break }
      result.append(a)
    }
    return result
  }

  /// Whether a touch at a point lies in the node's hit area and every gate's.
  func effectivelyContains(_ i: Int, _ p: Point) -> Bool {
    snapshot.hitAreaInRoot(i).contains(p)
      && gates(i).allSatisfy { snapshot.hitAreaInRoot($0).contains(p) }
  }

  /// The nearest target among the node and its ancestors.
  func owner(_ i: Int) -> Int? {
    if snapshot.nodes[i].countsAsTarget { return i }
    return ancestors(i).first { snapshot.nodes[$0].countsAsTarget }
  }

  /// The targets the audit looks at: targets that can be hit and meet the screen.
  var audited: [Int] {
    let screen = snapshot.frameInRoot(snapshot.root)
    return snapshot.depthFirstIndices.filter { i in
      let node = snapshot.nodes[i]
      guard node.countsAsTarget, node.interactionState.isEligible,
        ancestors(i).allSatisfy({ snapshot.nodes[$0].interactionState.isEligible })
      else { return false }
      return snapshot.frameInRoot(i).intersects(screen)
        || snapshot.hitAreaInRoot(i).intersects(screen)
    }
  }

  /// The unreachable areas of a target's on-screen hit area.
  func unreachable(_ t: Int) -> (clipped: Double, covered: Double) {
    let screen = snapshot.frameInRoot(snapshot.root)
    let box = snapshot.hitAreaInRoot(t).intersection(screen)
    var clipped = 0.0
    var covered = 0.0
    let gates = gates(t)
    for (cell, p) in cells(in: box) {
      if gates.contains(where: { !snapshot.hitAreaInRoot($0).contains(p) }) {
        clipped += cell.area
      } else if let h = receiver(p), isInSubtree(h, of: t) {
        continue
      } else {
        covered += cell.area
      }
    }
    return (clipped, covered)
  }

  /// The overlap of two targets, `t` first in depth-first order.
  func overlap(_ t: Int, _ u: Int) -> (
    area: Double, contested: Double, lossT: Double, lossU: Double
  ) {
    let nested = isInSubtree(u, of: t)
    let box = snapshot.hitAreaInRoot(t).intersection(snapshot.hitAreaInRoot(u))
    var result = (area: 0.0, contested: 0.0, lossT: 0.0, lossU: 0.0)
    let ft = snapshot.frameInRoot(t)
    let fu = snapshot.frameInRoot(u)
    for (cell, p) in cells(in: box) where effectivelyContains(t, p) && effectivelyContains(u, p) {
      result.area += cell.area
      let byConstruction = nested ? fu.contains(p) : (ft.contains(p) && fu.contains(p))
      if !byConstruction { result.contested += cell.area }
      guard let h = receiver(p) else { continue }
      let winner: Int?
      if nested {
        winner = isInSubtree(h, of: u) ? u : (owner(h) == t ? t : nil)
      } else {
        winner = isInSubtree(h, of: t) ? t : (isInSubtree(h, of: u) ? u : nil)
      }
      if winner == t { result.lossU += cell.area } else if winner == u { result.lossT += cell.area }
    }
    return result
  }
}

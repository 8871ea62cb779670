import HitAreaKit
import HitAreaSnapshot

/// The ``AuditRule/unreachable`` rule: the part of a target's hit area that no touch reaches.
///
/// The hit area is tiled with cells about ``TapTargetAudit/sampleSpacing`` wide on screen (the
/// screen-wide lattice; a grid in the target's own space when it is rotated) and each cell's
/// centre is hit-tested in root space under the snapshot's policy, where another view might
/// take it (elsewhere the answer is known without the engine). A sample reaches the target when the touch lands on it or
/// one of its descendants. Samples outside the screen or outside a scroll container above the
/// target are off screen, not broken, and are left out. The others are:
/// - *clipped*: an ancestor without the overflow switch rejects the point;
/// - *covered*: another view receives it (another target, or a view in front that is not a
///   target and swallows the touch).
///
/// Severity: `error` when part of the visible bounds is clipped or swallowed by a view that is not
/// a target (a tap on what people see does nothing); `warning` when only the enlargement is
/// clipped or swallowed, or another target's enlarged area takes part of the visible bounds;
/// `info` when other targets take only enlarged parts, or cover the target with their own visible
/// bounds (the overlap rule says who and how much).
extension AuditContext {
  /// Adds the unreachable findings to `findings`.
  func unreachableFindings(gates: [[Int]?], into findings: inout [KeyedFinding]) {
    for t in targets {
      if let gatesT = gates[t], let finding = unreachable(t, gates: gatesT) {
        findings.append(finding)
      }
    }
  }

  /// The boxes of the views that might receive a touch in a target's hit area instead of it.
  ///
  /// Outside them the touch provably reaches the target when no ancestor rejects it.
  ///
  /// - `front`: views in front of the target (after its subtree in depth-first order) whose hit
  ///   area meets its own: they answer first under every policy; `mostLikely` may prefer them even
  ///   inside the target's visible bounds.
  /// - `outside`: only for points outside the target's visible bounds, where the walk goes on past
  ///   it under `nearest` and `mostLikely`: views behind it, and its ancestors that are or lie
  ///   inside a target. Empty under `frontmost`.
  func interferers(_ t: Int) -> (front: [Rect], outside: [Rect]) {
    let box = rootHitBox[t]
    let frontmost = isFrontmostThroughout
    var front: [Rect] = []
    var outside: [Rect] = []
    for v in hittable.nodes(meeting: box) where !isInSubtree(v, of: t) {
      let b = queryBox[v]
      if position[v] >= subtreeEnd[t] {
        front.append(b)
      } else if !frontmost, !isInSubtree(t, of: v) || owner[v] != nil {
        outside.append(b)
      }
    }
    return (front, outside)
  }

  /// Whether every gate above a target (its ``gates(of:)``), but a viewport, provably accepts all
  /// of its hit area.
  ///
  /// Exact where the gate's space maps to the target's without rotation; where it does not,
  /// `false`, and the grid decides.
  private func gatesAcceptAll(of t: Int, gates: [Int]) -> Bool {
    guard fromRoot[t] != nil else { return gates.allSatisfy { isViewport[$0] } }
    let r = hitRect[t]
    for (g, k) in zip(gates, gateBoxes(of: t)) where !isViewport[g] {
      let gate = gateBox(k)
      let accepted = gate.accepted
      guard gate.isRectilinear, accepted.minX <= r.minX, r.maxX <= accepted.maxX,
        accepted.minY <= r.minY, r.maxY <= accepted.maxY
      else { return false }
    }
    return true
  }

  /// What the unreachable rule measures for a target.
  struct UnreachableMeasure {
    /// The on-screen hit area.
    var total = 0.0
    /// The on-screen visible bounds inside it.
    var visibleTotal = 0.0
    var clipped = 0.0
    var covered = 0.0
    /// The lost part of the visible bounds.
    var visibleLost = 0.0
    /// Clipped or swallowed inside the visible bounds.
    var visibleBroken = false
    /// Clipped or swallowed outside them.
    var enlargementBroken = false
    /// Another target's enlarged area inside the visible bounds.
    var stolen = false
    var outermostGate: Int? = nil
    var lostTo: [Int: Double] = [:]
    /// Of what a target with an automatic ring takes (``lostTo``), the part inside its own
    /// visible bounds, which its ring's opt-out would not give back.
    var lostToOwnBounds: [Int: Double] = [:]
    /// Where no touch reaches the target (root space; the boxes of the lost cells when sampled).
    var lost = Region()
  }

  private func unreachable(_ t: Int, gates gatesT: [Int]) -> KeyedFinding? {
    // Wholly off screen or scrolled out: nothing to measure.
    if !screenBox[t].intersects(rootHitBox[t]) { return nil }
    let (front, outside) = interferers(t)
    // Nothing can take its touches and no ancestor cuts it: all of it is reachable.
    if front.isEmpty, outside.isEmpty, gatesAcceptAll(of: t, gates: gatesT) { return nil }
    let measure: UnreachableMeasure?
    if let claim = claimRect[t] {
      measure = exactUnreachable(t, claim: claim, gates: gatesT)
    } else {
      measure = sampledUnreachable(t, gates: gatesT, front: front, outside: outside)
    }
    return measure.flatMap { unreachableFinding(t, $0) }
  }

  /// Whether a target that takes touches from `t` counts as stealing them: its enlarged area
  /// takes part of `t`'s visible bounds, and `t` is not a backdrop it sits on.
  private func steals(_ o: Int, from t: Int) -> Bool { !isBackdrop(t, behind: o) }

  /// The unreachable part of a target whose claim is a rect: clipped by rect arithmetic, covered
  /// from the receivers' regions.
  private func exactUnreachable(_ t: Int, claim: Rect, gates gatesT: [Int]) -> UnreachableMeasure? {
    let hit = Region(rootHitBox[t].intersection(screenBox[t]))
    guard !hit.isEmpty else { return nil }
    let visible = rootFrame[t]
    var m = UnreachableMeasure()
    m.total = hit.area
    m.visibleTotal = hit.intersection(visible).area
    let clipped = hit.subtracting(claim)
    m.clipped = clipped.area
    if m.clipped > Self.areaTolerance {
      m.outermostGate = gatesT.first { hit.subtracting(rootHitBox[$0]).area > Self.areaTolerance }
      if clipped.intersection(visible).area > Self.areaTolerance { m.visibleBroken = true }
      if clipped.subtracting(visible).area > Self.areaTolerance { m.enlargementBroken = true }
    } else {
      m.clipped = 0
    }
    var lost = m.clipped > 0 ? clipped : Region()
    for part in receivedParts(in: hit.intersection(claim)) {
      if let h = part.receiver, isInSubtree(h, of: t) { continue }
      let a = part.region.area
      guard a > Self.areaTolerance else { continue }
      m.covered += a
      lost = lost.union(part.region)
      let inVisible = part.region.intersection(visible)
      if let h = part.receiver, let o = owner[h] {
        m.lostTo[o, default: 0] += a
        if hasRing(o) {
          // A rotated taker's frame box holds more than its bounds: its ring counts for less.
          m.lostToOwnBounds[o, default: 0] += part.region.intersection(rootFrame[o]).area
        }
        if steals(o, from: t), inVisible.subtracting(rootFrame[o]).area > Self.areaTolerance {
          m.stolen = true
        }
      } else {
        if let h = part.receiver { m.lostTo[h, default: 0] += a }
        if inVisible.area > Self.areaTolerance { m.visibleBroken = true }
        if part.region.subtracting(visible).area > Self.areaTolerance {
          m.enlargementBroken = true
        }
      }
    }
    m.visibleLost = lost.intersection(visible).area
    m.lost = lost
    return m
  }

  /// The unreachable part of a rotated target (or one under a rotated gate): its hit area tiled
  /// with a grid in its own space, each cell's centre hit-tested where another view might take it.
  private func sampledUnreachable(
    _ t: Int, gates gatesT: [Int], front: [Rect], outside: [Rect]
  ) -> UnreachableMeasure? {
    // Views that keep rects axis-aligned are sampled on the screen-wide lattice; rotated ones on
    // a grid in their own space.
    let axisAligned = toRoot[t].b == 0 && toRoot[t].c == 0
    let transform = axisAligned ? AffineTransform.identity : toRoot[t]
    let grid: SampleGrid
    if axisAligned {
      guard
        let g = SampleGrid(
          lattice: rootHitBox[t], spacing: settings.sampleSpacing,
          maximumSamples: settings.maximumSamplesPerRegion)
      else { return nil }
      grid = g
    } else {
      guard
        let g = SampleGrid(
          rect: hitRect[t], scale: toRoot[t].axisScales, spacing: settings.sampleSpacing,
          maximumSamples: settings.maximumSamplesPerRegion)
      else { return nil }
      grid = g
    }
    let scale = axisAligned ? 1 : abs(toRoot[t].determinant)
    func inBox(_ boxes: [Rect], _ p: Point) -> Bool {
      boxes.contains { $0.squaredDistance(to: p) == 0 }
    }

    // Pass 1, geometry only: off screen, clipped by an ancestor, or maybe covered.
    enum State {
      case offScreen
      case clipped(Int)
      case reached
      case uncertain
    }
    var states: [State] = []
    var visible: [Bool] = []
    var points: [Point] = []
    states.reserveCapacity(grid.count)
    grid.forEach { _, _, center in
      let p = transform.apply(to: center)
      let inVisible = axisAligned ? visibleContains(t, p) : bounds[t].contains(center)
      points.append(p)
      visible.append(inVisible)
      var state = State.reached
      if !onScreen(t, p) {
        state = .offScreen
      } else if let g = gatesT.first(where: { !accepts($0, p) }) {
        state = .clipped(g)
      }
      if case .reached = state, inBox(front, p) || (!inVisible && inBox(outside, p)) {
        state = .uncertain
      }
      states.append(state)
    }

    // Pass 2: the engine, for the uncertain cells.
    let needed = states.map { state -> Bool in
      if case .uncertain = state { return true }
      return false
    }
    var found = [Int??](nils: grid.count)
    if needed.contains(true) {
      let region = rootHitBox[t]
      found = receivers(
        on: grid, transform: transform, needed: needed,
        edges: edges(in: region) + gatesT.map { rootHitBox[$0] }, probe: prober(for: region))
    }

    // Pass 3: tally.
    var m = UnreachableMeasure()
    var lostBoxes: [Rect] = []
    for i in 0..<grid.count {
      let cell = grid.area(column: i % grid.columns, row: i / grid.columns) * scale
      let inVisible = visible[i]
      let p = points[i]
      var lost = false
      switch states[i] {
      case .offScreen:
        continue
      case .reached:
        break
      case .clipped(let g):
        lost = true
        m.clipped += cell
        if m.outermostGate.map({ position[g] < position[$0] }) ?? true { m.outermostGate = g }
        if inVisible { m.visibleBroken = true } else { m.enlargementBroken = true }
      case .uncertain:
        let h = found[i] ?? nil
        if h.map({ !isInSubtree($0, of: t) }) ?? true {
          lost = true
          m.covered += cell
          if let h, let o = owner[h] {
            m.lostTo[o, default: 0] += cell
            if hasRing(o), visibleContains(o, p) { m.lostToOwnBounds[o, default: 0] += cell }
            if inVisible, !visibleContains(o, p), steals(o, from: t) { m.stolen = true }
          } else {
            if let h { m.lostTo[h, default: 0] += cell }
            if inVisible { m.visibleBroken = true } else { m.enlargementBroken = true }
          }
        }
      }
      m.total += cell
      if inVisible { m.visibleTotal += cell }
      if lost {
        if inVisible { m.visibleLost += cell }
        let local = grid.cell(column: i % grid.columns, row: i / grid.columns)
        lostBoxes.append(finite(transform.boundingBox(of: local)))
      }
    }
    m.lost = Region(covering: lostBoxes)
    return m
  }

  /// The finding for a measured target, or `nil` when nothing is lost.
  private func unreachableFinding(_ t: Int, _ m: UnreachableMeasure) -> KeyedFinding? {
    let (total, clipped, covered, outermostGate, lostTo) = (
      m.total, m.clipped, m.covered, m.outermostGate, m.lostTo
    )
    let area = clipped + covered
    guard area > 0, total > 0 else { return nil }
    let severity: AuditSeverity =
      m.visibleBroken ? .error : ((m.enlargementBroken || m.stolen) ? .warning : .info)
    let mainTaker = lostTo.max { a, b in
      a.value != b.value ? a.value < b.value : position[a.key] > position[b.key]
    }?.key
    let other = clipped >= covered ? outermostGate : mainTaker
    let share = area / total
    let visibleShare = m.visibleTotal > 0 ? m.visibleLost / m.visibleTotal : nil

    var parts: [String] = []
    if clipped > 0, let g = outermostGate {
      parts.append(
        sentence(
          "\(DecimalText.rounded(clipped)) \(unit)² lie outside \(name(g)), which rejects them"))
    }
    if covered > 0 {
      let taker = mainTaker.map { sentence(" (mostly \(name($0)))") } ?? ""
      parts.append(sentence("\(DecimalText.rounded(covered)) \(unit)² go to other views\(taker)"))
    }
    var including = ""
    if let vs = visibleShare, vs > 0 {
      including = sentence(" That includes \(percent(vs)) of its visible bounds.")
    }
    let message = sentence(
      """
      \(percent(share)) of \(name(t))'s hit area \
      (\(DecimalText.rounded(area)) of \(DecimalText.rounded(total)) \(unit)²) \
      receives no touch: \(parts.joined(separator: "; ")).\(including)
      """)
    var fixes: [String] = []
    if clipped > 0, let g = outermostGate {
      fixes.append(
        sentence("Turn on the overflow switch on \(name(g)) so the whole hit area is reachable."))
    }
    if covered > 0, let taker = mainTaker {
      let ownBounds = m.lostToOwnBounds[taker] ?? 0
      let byRing = (lostTo[taker] ?? 0) - ownBounds
      func optOut() -> String {
        "give \(name(taker)) a hit area of its own, which opts it out: "
          + "`\(swiftLine(taker, .bounds))`"
      }
      if hasRing(taker), ownBounds < byRing {
        // The taker's area is mostly the automatic size's ring, not one it set: the opt-out.
        fixes.append(
          sentence(
            """
            \(name(taker))'s automatic ring takes them; to keep them \(name(t))'s, \(optOut()).
            """))
      } else if hasRing(taker) {
        // Its own bounds take most, which UIKit gives it whatever the policy: the opt-out would
        // give back only the ring's part.
        let rest =
          byRing > Self.areaTolerance
          ? " Its automatic ring takes the rest; to keep those \(name(t))'s, \(optOut())." : ""
        fixes.append(
          sentence(
            "\(name(taker)) takes most of them with its own bounds: move the two apart.\(rest)"))
      } else if snapshot.nodes[taker].countsAsTarget {
        // Under a policy that resolves by distance already, that is no advice.
        fixes.append(
          governingPolicy(t, taker) == .frontmost
            ? sentence(
              """
              Shrink \(name(taker))'s hit area where it covers \(name(t)), move the two apart, or \
              resolve by distance with the nearest policy.
              """)
            : sentence(
              "Shrink \(name(taker))'s hit area where it covers \(name(t)), or move the two apart.")
        )
      } else {
        fixes.append(
          sentence(
            """
            \(name(taker)) is not a target but receives these touches: turn off its user \
            interaction, or move it behind \(name(t)).
            """))
      }
    }
    return KeyedFinding(
      finding: AuditFinding(
        rule: .unreachable, severity: severity, target: id(t), other: other.map(id),
        frame: reportable(rootFrame[t]), hitRect: reportable(snapshot.hitAreaInRoot(t)),
        region: nonNull(finite(m.lost.bounds)), regionShape: m.lost.isEmpty ? nil : m.lost,
        measured: AuditMeasurements(
          area: area, share: share, visibleShare: visibleShare, clippedArea: clipped,
          coveredArea: covered),
        message: message,
        fix: fixes.isEmpty
          ? "Move the views that receive these touches." : fixes.joined(separator: " ")),
      target: t, other: other)
  }
}

/// A share as a percentage for messages, such as `50%`.
func percent(_ share: Double) -> String { "\(DecimalText.rounded(share * 100))%" }

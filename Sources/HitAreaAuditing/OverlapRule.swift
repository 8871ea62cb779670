import HitAreaKit
import HitAreaSnapshot

/// The ``AuditRule/overlap`` rule: two targets' hit areas overlap beyond what their layout makes
/// unavoidable, and one loses touches to the other there.
///
/// For each pair of targets whose reachable hit areas meet on screen, the overlap is probed on a
/// grid with the engine under the snapshot's policy (and each container's own,
/// ``LayoutNode/resolution``):
/// - *area*: where both hit areas reach inside the root's bounds, the screen (a touch lands
///   nowhere else; a scroll container, like any ancestor without the overflow switch, cuts its
///   content's hit areas to its own); *contested*: the part of it outside both visible bounds (for
///   nested targets, outside the inner target's visible bounds: a button inside a cell overlaps
///   it by construction);
/// - *losses*: the area of the overlap each target loses to the other (a touch that lands in the
///   other target or its descendants; for the outer target of a nested pair, on the outer target
///   itself or a view inside it that is not a target).
///
/// A pair is reported when the contested area is not empty and one of them wins some of the
/// overlap. Severity: `error` when one target's enlarged area takes touches inside the other's
/// visible bounds; `info` for nested targets, and under the `nearest` and `mostLikely` policies
/// (they resolve overlaps by design; the policy of the pair's nearest container with one, else
/// the snapshot's); `warning` otherwise (UIKit's order hands the whole overlap
/// to the front-most).
extension AuditContext {
  /// Adds the overlap findings to `findings`.
  ///
  /// - Complexity: O(n + pairs) for n targets whose reachable boxes meet in that many pairs.
  func overlapFindings(
    gates: [[Int]?], reachable: [Rect?], into findings: inout [KeyedFinding]
  ) {
    // An overlap takes two targets: with fewer, no box is indexed.
    guard targets.count > 1 else { return }
    let boxes = reachable.map { $0 ?? .null }
    let index = BoxIndex(boxes: boxes, nodes: targets)
    let screen = rootFrame[snapshot.root]
    for t in targets {
      guard !boxes[t].isEmpty, let gatesT = gates[t] else { continue }
      let boxT = boxes[t]
      // The targets after t whose boxes meet t's, in depth-first order.
      let later = index.nodes(meeting: boxT).filter { position[$0] > position[t] }
      for u in later.sorted(by: { position[$0] < position[$1] }) {
        guard let boxU = reachable[u], boxU.intersects(boxT), let gatesU = gates[u] else {
          continue
        }
        // Only where a finger can land: off screen, neither takes a tap.
        let region = boxT.intersection(boxU).intersection(screen)
        guard !region.isEmpty else { continue }
        if let finding = overlap(t, u, region: region, gatesT, gatesU) {
          findings.append(finding)
        }
      }
    }
  }

  /// What an overlap measures: the areas, and a point where one target's enlarged area takes
  /// touches inside the other's visible bounds.
  private struct OverlapMeasure {
    var area = 0.0
    var contested = 0.0
    var lossT = 0.0
    var lossU = 0.0
    var theft: (winner: Int, loser: Int)? = nil
  }

  private func overlap(_ t: Int, _ u: Int, region: Rect, _ gatesT: [Int], _ gatesU: [Int])
    -> KeyedFinding?
  {
    // t comes first in depth-first order: u is inside it or in front of it. A backdrop behind u
    // (a target covering most of the screen) holds u as a cell holds its button.
    let nested = isInSubtree(u, of: t) || isBackdrop(t, behind: u)
    let measure: OverlapMeasure?
    var shown = region
    if let ct = claimRect[t], let cu = claimRect[u] {
      shown = ct.intersection(cu).intersection(region)
      measure = exactOverlap(t, u, both: shown, nested: nested)
    } else {
      measure = sampledOverlap(t, u, region: region, gatesT, gatesU, nested: nested)
    }
    guard let m = measure, m.lossT > 0 || m.lossU > 0 else { return nil }
    return overlapFinding(t, u, region: shown, nested: nested, m)
  }

  /// Which of the two targets a receiver counts for: the inner one for anything inside it, the
  /// outer one for itself and the views inside it that belong to no other target (nested); the
  /// target whose subtree holds it (side by side).
  private func overlapWinner(_ h: Int?, _ t: Int, _ u: Int, nested: Bool) -> Int? {
    guard let h else { return nil }
    if nested { return isInSubtree(h, of: u) ? u : (owner[h] == t ? t : nil) }
    return isInSubtree(h, of: t) ? t : (isInSubtree(h, of: u) ? u : nil)
  }

  /// The overlap of two targets whose claims are rects: areas by rect arithmetic, losses from the
  /// receivers' regions.
  private func exactOverlap(_ t: Int, _ u: Int, both: Rect, nested: Bool) -> OverlapMeasure? {
    guard !both.isEmpty else { return nil }
    let construction = nested ? rootFrame[u] : rootFrame[t].intersection(rootFrame[u])
    var m = OverlapMeasure()
    m.area = both.area
    m.contested = Region(both).subtracting(construction).area
    guard m.contested > Self.areaTolerance else { return nil }
    for part in receivedParts(in: Region(both)) {
      guard let w = overlapWinner(part.receiver, t, u, nested: nested) else { continue }
      let loser = w == t ? u : t
      let a = part.region.area
      if w == t { m.lossU += a } else { m.lossT += a }
      if !nested, m.theft == nil,
        part.region.intersection(rootFrame[loser]).subtracting(rootFrame[w]).area
          > Self.areaTolerance
      {
        m.theft = (w, loser)
      }
    }
    return m
  }

  /// The overlap of two targets when one of them (or a gate) is rotated: probed on a grid.
  private func sampledOverlap(
    _ t: Int, _ u: Int, region: Rect, _ gatesT: [Int], _ gatesU: [Int], nested: Bool
  ) -> OverlapMeasure? {
    guard
      let grid = SampleGrid(
        lattice: region, spacing: settings.sampleSpacing,
        maximumSamples: settings.maximumSamplesPerRegion)
    else { return nil }
    var inBoth = [Bool](filling: false, count: grid.count)
    var m = OverlapMeasure()
    var index = 0
    grid.forEach { column, row, p in
      defer { index += 1 }
      guard effectivelyContains(t, p, gates: gatesT), effectivelyContains(u, p, gates: gatesU)
      else { return }
      let byConstruction =
        nested ? visibleContains(u, p) : (visibleContains(t, p) && visibleContains(u, p))
      inBoth[index] = true
      if !byConstruction { m.contested += grid.area(column: column, row: row) }
    }
    guard m.contested > 0 else { return nil }

    // Under UIKit's order the front one of the two (the inner one, for nested targets) answers
    // first: it wins unless a view in front of it covers the point. Elsewhere, ask the engine.
    var needed = inBoth
    let front = u
    if isFrontmostThroughout {
      let covering = hittable.nodes(meeting: region).filter { position[$0] >= subtreeEnd[front] }
        .map { queryBox[$0] }
      var index = 0
      grid.forEach { _, _, p in
        if needed[index] { needed[index] = covering.contains { $0.squaredDistance(to: p) == 0 } }
        index += 1
      }
    }
    let found = receivers(
      on: grid, transform: .identity, needed: needed,
      edges: edges(in: region) + (gatesT + gatesU).map { rootHitBox[$0] },
      probe: prober(for: region))
    for i in 0..<grid.count where inBoth[i] {
      let cell = grid.area(column: i % grid.columns, row: i / grid.columns)
      m.area += cell
      let h = needed[i] ? (found[i] ?? nil) : front
      guard let w = overlapWinner(h, t, u, nested: nested) else { continue }
      let loser = w == t ? u : t
      if w == t { m.lossU += cell } else { m.lossT += cell }
      let p = grid.center(column: i % grid.columns, row: i / grid.columns)
      if !nested, m.theft == nil, visibleContains(loser, p), !visibleContains(w, p) {
        m.theft = (w, loser)
      }
    }
    return m
  }

  /// The finding for a measured overlap.
  private func overlapFinding(
    _ t: Int, _ u: Int, region: Rect, nested: Bool, _ m: OverlapMeasure
  ) -> KeyedFinding {
    let (area, contested, lossT, lossU, theft) = (m.area, m.contested, m.lossT, m.lossU, m.theft)
    let winner: Int? = lossU > lossT ? t : (lossT > lossU ? u : nil)
    let policy = governingPolicy(t, u)
    // An automatic ring on the edge of a larger target it sits on takes it by design (the
    // UIKit adapter lets it): a warning, which the ring's owner can opt out of.
    let ringTheft = theft.map { hasRing($0.winner) } ?? false
    let severity: AuditSeverity =
      nested
      ? .info
      : (theft != nil ? (ringTheft ? .warning : .error) : (policy == .frontmost ? .warning : .info))

    // The automatic minimum size's rings take only what UIKit's answer leaves them.
    let decidedBy =
      automatic != nil && policy != .frontmost ? "\(policy) after UIKit's answer" : "\(policy)"
    var message =
      "The hit areas of \(name(t)) and \(name(u)) overlap by \(DecimalText.rounded(area)) \(unit)² "
      + "(\(DecimalText.rounded(contested)) \(unit)² outside "
      + "\(nested ? "\(name(u))'s" : "their") visible bounds). "
      + "Under \(decidedBy), \(name(u)) wins \(DecimalText.rounded(lossT)) \(unit)² and "
      + "\(name(t)) wins "
      + "\(DecimalText.rounded(lossU)) \(unit)²."
    if let (w, l) = theft {
      message += " \(name(w))'s enlarged area takes taps inside \(name(l))'s visible bounds."
      if ringTheft {
        message +=
          " The automatic minimum size lets a small target's ring take the edge of a"
          + " larger one it sits on."
      }
    }
    let fix: String
    if let (w, l) = theft, ringTheft {
      fix =
        "Fine if \(name(w)) should take that edge; to keep it \(name(l))'s, give \(name(w)) a hit"
        + " area of its own, which opts it out of the automatic size: `\(swiftLine(w, .bounds))`."
    } else if nested {
      fix =
        winner == t
        ? "\(name(t)) wins most of where \(name(u))'s hit area sticks out of its bounds, so "
          + "that part does little: drop it, or use the mostLikely policy."
        : "Fine if \(name(u)) should win next to its edges inside \(name(t)); otherwise "
          + "shrink its hit area to its bounds."
    } else {
      fix =
        overlapFix(t, u)
        + (policy == .frontmost ? " Or resolve by distance with the nearest policy." : "")
    }
    return KeyedFinding(
      finding: AuditFinding(
        rule: .overlap, severity: severity, target: id(t), other: id(u), winner: winner.map(id),
        frame: reportable(rootFrame[t]), hitRect: reportable(snapshot.hitAreaInRoot(t)),
        region: region,
        measured: AuditMeasurements(
          area: area, contestedArea: contested, targetLoss: lossT, otherLoss: lossU),
        message: message, fix: fix),
      target: t, other: u)
  }

  /// The policy that decides between two targets: the own policy (``LayoutNode/resolution``)
  /// of the nearest node whose subtree holds both, or of its nearest ancestor with one; else
  /// the snapshot's.
  func governingPolicy(_ t: Int, _ u: Int) -> ResolutionPolicy {
    guard let policies = tree.policies else { return snapshot.resolution }
    var node: Int? = t
    while let n = node, !isInSubtree(u, of: n) { node = tree.parents[n] }
    while let n = node {
      if let policy = policies[n] { return policy }
      node = tree.parents[n]
    }
    return snapshot.resolution
  }

  /// How to separate two non-nested targets: each hit area on its own side of the gap's midpoint.
  private func overlapFix(_ t: Int, _ u: Int) -> String {
    let a = rootFrame[t]
    let b = rootFrame[u]
    let gapX = Swift.max(b.minX - a.maxX, a.minX - b.maxX)
    let gapY = Swift.max(b.minY - a.maxY, a.minY - b.maxY)
    guard gapX >= 0 || gapY >= 0 else {
      return "Their visible bounds overlap: keep each hit area inside its visible bounds on the "
        + "sides that face the other."
    }
    let horizontal = gapX >= gapY
    let gap = horizontal ? gapX : gapY
    let line: Double
    let (towardU, towardT): (String, String)
    if horizontal {
      let tFirst = a.maxX <= b.minX
      line = tFirst ? (a.maxX + b.minX) / 2 : (b.maxX + a.minX) / 2
      (towardU, towardT) = tFirst ? ("right", "left") : ("left", "right")
    } else {
      let tFirst = a.maxY <= b.minY
      line = tFirst ? (a.maxY + b.minY) / 2 : (b.maxY + a.minY) / 2
      (towardU, towardT) = tFirst ? ("bottom", "top") : ("top", "bottom")
    }
    return "Keep each hit area on its side of the gap's midpoint (\(horizontal ? "x" : "y") = "
      + "\(DecimalText.rounded(line))): at most \(DecimalText.rounded(gap / 2)) \(unit) of outset on "
      + "\(name(t))'s \(towardU) edge and on \(name(u))'s \(towardT) edge."
  }
}

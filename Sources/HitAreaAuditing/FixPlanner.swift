import HitAreaKit
import HitAreaSnapshot

/// Fix suggestions for undersized targets: the largest hit area up to the standard that stays
/// clear of the neighbours and on the screen.
///
/// Everything is planned in root space on boxes (a rotated view's box is the box around it):
/// - A target may grow each edge of its visible box by at most its *need*, half the missing width
///   or height (symmetric growth, never more on one side to make up for a neighbour, but see the
///   tolerance below).
/// - Growth stops at the edge of the screen (the root's bounds): what an edge cannot take beyond
///   it, the opposite edge takes, as far as the screen allows, so that the area on screen reaches
///   the standard. The target's *reach* is its box grown this way.
/// - A neighbour is another target that can be hit (or is only disabled), neither an ancestor nor
///   a descendant of the target, nor a backdrop behind it (see ``isBackdrop(_:behind:)``).
/// - A neighbour that gets no fix claims its visible box and its current hit area. So does a
///   view in front of the target that takes touches and is no target (a list in front of a
///   header): growth under it never gets a touch. A target is named before such a view where
///   both stop one edge.
/// - A neighbour that gets a fix claims the part of its reach on its side of the midpoint of the
///   gap between the two visible boxes, on the axis where the gap is larger (x on ties). Both
///   sides use the same line, so two suggested areas can never overlap.
/// - A claim the target's visible box already overlaps freezes the edges on which the claim
///   reaches at least as far (all four for rotated views), so the two can only share what their
///   visible boxes already share.
/// - Any other claim the grown box meets cuts one edge back to it: the cut that keeps the larger
///   box.
/// - An axis left short by at most ``makeUpTolerance`` grows that much more on an edge that has
///   room, instead of reporting a shortfall nobody could see.
///
/// Boxes that overlap by less than ``lengthTolerance`` count as touching (dumps converted from
/// pixels overlap by rounding errors). Outsets are rounded to 0.01 pt: up where that stays clear
/// of every claim and on screen, down otherwise, so an unhindered fix always reaches the
/// standard.
extension AuditContext {
  /// Boxes that overlap by less than this many points count as touching: the precision of
  /// suggested outsets and of sizes in messages, far above the rounding errors of dumps converted
  /// from pixels.
  static let lengthTolerance = 0.01
  /// The largest shortfall an edge makes up for when a neighbour stops the opposite edge: half a
  /// point, a pixel at @2x.
  ///
  /// Larger shortfalls stay (growth is symmetric) and are reported.
  static let makeUpTolerance = 0.5

  /// A suggestion with what the audit needs to know about it.
  struct PlannedFix {
    var suggestion: FixSuggestion
    /// Whether the suggestion improves on the current hit area: it makes the area on screen
    /// larger on some axis without leaving another axis smaller than it was (or than the
    /// standard).
    ///
    /// Otherwise it is no fix, and the audit says why instead.
    var isFix: Bool
  }

  /// The suggestions for the targets that get a fix, by node.
  ///
  /// - Parameters:
  ///   - sizes: The targets' measured sizes by node (`nil` for a node that is no target), to
  ///     tell a fix from the current hit area.
  ///   - spacers: The targets that pass WCAG 2.5.8 by spacing (under a standard with that
  ///     exception), whose circles the fixes keep clear so that they still pass.
  func fixSuggestions(for fixed: [Int], sizes: [TargetSize?], spacers: [Int] = []) -> [Int:
    PlannedFix]
  {
    // No target to fix: no neighbour's claim is indexed.
    guard !fixed.isEmpty else { return [:] }
    let side = requiredSide
    let screen = rootFrame[snapshot.root]
    let n = snapshot.nodes.count
    var needs = [(x: Double, y: Double)](filling: (0, 0), count: n)
    var symmetric = [EdgeOutsets](filling: .zero, count: n)
    var most = [EdgeOutsets](filling: .zero, count: n)
    var reach = [Rect?](nils: n)
    for t in fixed {
      let (sx, sy) = toRoot[t].axisScales
      let b = bounds[t]
      let nx = sx > 0 && sx.isFinite ? Swift.max(0, (side / sx - b.width) / 2) : 0
      let ny = sy > 0 && sy.isFinite ? Swift.max(0, (side / sy - b.height) / 2) : 0
      needs[t] = (nx, ny)
      let v = rootFrame[t]
      let box = finite(
        toRoot[t].boundingBox(of: b.grown(EdgeOutsets(top: ny, left: nx, bottom: ny, right: nx))))
      let even = EdgeOutsets(
        top: v.minY - box.minY, left: v.minX - box.minX, bottom: box.maxY - v.maxY,
        right: box.maxX - v.maxX)
      symmetric[t] = even
      let kept = Self.isRectilinear(toRoot[t]) ? Self.keptOnScreen(even, v, screen) : even
      most[t] = kept
      reach[t] = v.grown(kept)
    }
    let neighbours = order.filter {
      tree.targets[$0] && (inertReason[$0] == nil || onlyDisabled[$0])
        && (screenBox[$0].intersects(rootFrame[$0]) || screenBox[$0].intersects(rootHitBox[$0]))
    }
    // The views that take touches and are no targets (a list, a card's background): growth
    // under one in front of the target never gets a touch (a header's button grew into the
    // list in front of it, and the fix said it met the standard). Such a view claims only
    // where it takes a touch: its hit area cut by its ancestors' (a shadow view sticking out
    // of a small holder takes no touch outside it).
    let blockers = order.filter {
      $0 != snapshot.root && !tree.targets[$0] && !tree.passThrough[$0]
        && inertReason[$0] == nil && screenBox[$0].intersects(blockerClaim($0))
    }
    // Each neighbour's claim before it is cut to the screen, grown by a hair so that a claim
    // of no area at a target's center is found too.
    var claimBoxes = [Rect](filling: .null, count: n)
    for u in neighbours + blockers {
      let claim =
        reach[u]
        ?? (tree.targets[u]
          ? rootHitBox[u].union(rootFrame[u]) : blockerClaim(u))
      claimBoxes[u] = claim.isNull ? .null : claim.grown(EdgeOutsets(all: Self.searchMargin))
    }
    let claimIndex = BoxIndex(boxes: claimBoxes, nodes: neighbours + blockers)
    var result: [Int: PlannedFix] = [:]
    // The spacing circles' centres, the same for every target: made once.
    let spacerCentres = spacers.compactMap { u in sizes[u].map { (u, spacingCenter(u, $0)) } }
    for t in fixed {
      let s = suggestion(
        t, need: needs[t], most: most[t], symmetric: symmetric[t], claimIndex: claimIndex,
        reaches: reach, screen: screen, spacers: spacerCentres)
      result[t] = PlannedFix(suggestion: s, isFix: improves(s, on: sizes[t], t, screen: screen))
    }
    return result
  }

  /// Where a view that is no target takes the touches that reach it, for the fix planner: its
  /// hit area cut by every ancestor's (``claimRect``), or its hit box where that is not a rect
  /// (a rotated view or ancestor).
  private func blockerClaim(_ u: Int) -> Rect {
    claimRect[u] ?? rootHitBox[u]
  }

  /// How far past a region the neighbours that may meet it are looked for, in points.
  static let searchMargin = 1e-3

  /// The growth with each axis kept on the screen: an edge stops at the screen's edge, and the
  /// opposite edge takes what it could not (and the part of the visible box that is off screen),
  /// as far as the screen allows.
  static func keptOnScreen(_ g: EdgeOutsets, _ v: Rect, _ screen: Rect) -> EdgeOutsets {
    func axis(
      _ low: Double, _ high: Double, _ screenLow: Double, _ screenHigh: Double, _ gLow: Double,
      _ gHigh: Double
    ) -> (Double, Double) {
      guard screenLow.isFinite, screenHigh.isFinite, screenLow < screenHigh else {
        return (gLow, gHigh)
      }
      let roomLow = Swift.max(0, low - screenLow)
      let roomHigh = Swift.max(0, screenHigh - high)
      let hidden = Swift.max(0, screenLow - low) + Swift.max(0, high - screenHigh)
      var a = Swift.min(gLow, roomLow)
      var b = Swift.min(gHigh, roomHigh)
      var rest = (gLow - a) + (gHigh - b) + hidden
      guard gLow + gHigh > 0, rest > 0 else { return (a, b) }
      let moreHigh = Swift.max(0, Swift.min(rest, roomHigh - b))
      b += moreHigh
      rest -= moreHigh
      a += Swift.max(0, Swift.min(rest, roomLow - a))
      return (a, b)
    }
    guard !screen.isEmpty else { return g }
    let (left, right) = axis(v.minX, v.maxX, screen.minX, screen.maxX, g.left, g.right)
    let (top, bottom) = axis(v.minY, v.maxY, screen.minY, screen.maxY, g.top, g.bottom)
    return EdgeOutsets(top: top, left: left, bottom: bottom, right: right)
  }

  private func suggestion(
    _ t: Int, need: (x: Double, y: Double), most: EdgeOutsets, symmetric: EdgeOutsets,
    claimIndex: BoxIndex, reaches: [Rect?], screen: Rect, spacers: [(node: Int, center: Point)]
  ) -> FixSuggestion {
    let side = requiredSide
    let v = rootFrame[t]
    let reach = v.grown(most)
    // The most the target could span: its reach, and an edge making up for the other.
    let horizon = reach.grown(EdgeOutsets(all: Self.makeUpTolerance))
    // The neighbours whose claims may meet the horizon, in depth-first order. A view that is no
    // target stops growth only in front of the target (one behind it, or inside it, takes no
    // touch the target's hit area reaches): the others are left out before the sort.
    let neighbours = claimIndex.nodes(
      meeting: horizon.union(v).grown(EdgeOutsets(all: Self.searchMargin))
    ).filter { u in u != t && (tree.targets[u] || position[u] >= subtreeEnd[t]) }
      .sorted { position[$0] < position[$1] }
    var g = most
    var limiting = Set<Int>()
    var claims: [(node: Int, rect: Rect)] = []
    // What growth beyond the planned reach must also stay clear of: neighbours' visible boxes
    // that overlap the target's, and for neighbours that get a fix, their reach outside the
    // target's (theirs to take) and everything on their side of the shared midline (where their
    // own growth beyond their reach may go).
    var beyondReach: [Rect] = []
    // Where a target meets its neighbours: the part of the screen where it can be seen, or the
    // whole screen where it is seen whole and its reach leaves that part (a list's last row
    // growing past the list, through the overflow switch its fix turns on: it grew into the
    // button below the list, which took those touches).
    func region(_ x: Int) -> Rect {
      let seen = screenBox[x]
      guard let r = reaches[x], seen.union(rootFrame[x]) == seen, seen.union(r) != seen else {
        return seen
      }
      return screen
    }
    for u in neighbours {
      let isTarget = tree.targets[u]
      // Conflicts count only where both are on screen: a cell scrolled out under a bar claims
      // nothing there. Both sides of a pair clip the same way, so their midlines agree.
      let shared = region(t).intersection(region(u))
      // A neighbour whose claim stays outside what the target could span changes nothing.
      let outer = (reaches[u] ?? (isTarget ? rootHitBox[u].union(rootFrame[u]) : blockerClaim(u)))
        .intersection(shared)
      guard !outer.isNull, outer.intersects(horizon) || outer.squaredDistance(to: v.center) == 0,
        !areNested(t, u), !isBackdrop(u, behind: t)
      else { continue }
      // The target's part of that; a target on screen outside it (a toolbar's button below a
      // list, whose rows the list's viewport clips) by its own visible box: its growth into the
      // list still takes the rows' taps (a fix grew into the last row, and the fixed screen had
      // overlap errors).
      let inShared = v.intersection(shared)
      let mine = inShared.isNull ? v.intersection(screenBox[t]) : inShared
      let all = !Self.isRectilinear(toRoot[t]) || !Self.isRectilinear(toRoot[u])
      let claim: Rect
      if let their = reaches[u] {
        // The neighbour's the same way: both sides of the pair meet with the same boxes, so
        // their midlines agree (a row with a fix grew past the one a button below its list
        // stopped at).
        let theirsInShared = rootFrame[u].intersection(shared)
        let theirs =
          theirsInShared.isNull ? rootFrame[u].intersection(screenBox[u]) : theirsInShared
        guard !theirs.isNull, !mine.isNull else { continue }
        beyondReach += their.intersection(shared).subtracting(reach)
        guard separated(mine, theirs) else {
          if freeze(&g, mine, against: theirs, all: all) { limiting.insert(u) }
          beyondReach.append(theirs)
          continue
        }
        claim = halfOfReach(their, own: theirs, other: mine).intersection(shared)
        beyondReach.append(halfOfReach(horizon, own: theirs, other: mine).intersection(shared))
      } else {
        claim = outer
        guard !claim.isEmpty, !mine.isNull else { continue }
        guard separated(mine, claim) else {
          if freeze(&g, mine, against: claim, all: all) { limiting.insert(u) }
          beyondReach.append(claim)
          continue
        }
      }
      guard !claim.isNull else { continue }
      claims.append((u, claim))
    }
    // Targets' claims first: where a target and a view that is no target stop the growth at
    // one edge, the target is named (a list's row rather than the list).
    let byTargetsFirst =
      claims.filter { tree.targets[$0.node] }
      + claims.filter { !tree.targets[$0.node] }
    for (u, claim) in byTargetsFirst where v.grown(g).intersects(claim) {
      cut(&g, v, claim)
      limiting.insert(u)
    }
    // A neighbour that passes by spacing keeps passing (a fix that left the target short made
    // it an error): the growth stays out of its circle, cut back to the circle's box.
    let radius = side / 2
    let circles = spacers.filter { $0.node != t }.map { spacer in
      (
        spacer.node, spacer.center,
        Rect(
          x: spacer.center.x - radius, y: spacer.center.y - radius, width: side, height: side)
      )
    }
    for (u, center, box) in circles where v.grown(g).intersectsDisc(center: center, radius: radius)
    {
      cut(&g, v, box)
      limiting.insert(u)
    }
    let obstacles = (claims.map(\.rect) + beyondReach + circles.map(\.2)).filter { !$0.isEmpty }
    let rectilinear = Self.isRectilinear(toRoot[t])
    if rectilinear {
      g = madeUp(g, v, most: most, side: side, obstacles: obstacles, screen: screen)
      // A target left short has a circle of its own, which must not come nearer to theirs:
      // the edges that face them stay where they are, so its centre moves away if at all.
      let grown = v.grown(g)
      let isShort = grown.width < side - 1e-6 || grown.height < side - 1e-6
      for (u, center, _) in circles
      where isShort && grown.center.squaredDistance(to: center) < side * side {
        let before = g
        if center.x >= v.maxX { g.right = 0 }
        if center.x <= v.minX { g.left = 0 }
        if center.y >= v.maxY { g.bottom = 0 }
        if center.y <= v.minY { g.top = 0 }
        if g != before { limiting.insert(u) }
      }
    }

    let area = hitArea(
      t, growth: g, symmetric: g == symmetric, need: need, obstacles: obstacles, screen: screen)
    let local = area.rect(in: bounds[t])
    let rect = finite(toRoot[t].boundingBox(of: local))
    let achieved: Size
    if rectilinear, !screen.isEmpty {
      let onScreen = rect.intersection(screen)
      achieved = onScreen.isNull ? .zero : Size(width: onScreen.width, height: onScreen.height)
    } else {
      achieved = screenSize(of: local, in: t)
    }
    // The audit's own tolerance (see meetsStandard(_:)): what meets the standard here meets it
    // when the fixed snapshot is audited again.
    func missing(_ length: Double) -> Double {
      let m = side - length
      return m > 1e-6 ? m : 0
    }
    var clippedBy: Int? = nil
    for (gate, k) in zip(gates(of: t), gateBoxes(of: t)) where !isViewport[gate] {
      if !local.intersection(gateBox(k).accepted).hasSameEdges(as: local) {
        clippedBy = gate
        break
      }
    }
    return FixSuggestion(
      target: id(t), hitArea: area, swiftCode: swiftCode(t, area), rect: rect,
      achievedSize: achieved,
      shortfall: Size(width: missing(achieved.width), height: missing(achieved.height)),
      limitedBy: limiting.sorted { position[$0] < position[$1] }.map(id),
      clippedBy: clippedBy.map(id), overflowSwiftCode: clippedBy.map(overflowSwiftCode))
  }

  /// Whether a suggestion improves on the target's current hit area (see ``PlannedFix/isFix``).
  private func improves(_ s: FixSuggestion, on size: TargetSize?, _ t: Int, screen: Rect) -> Bool {
    guard let size else { return true }
    var current = size.effective
    if Self.isRectilinear(toRoot[t]), !screen.isEmpty {
      let onScreen = size.effectiveRoot.intersection(screen)
      current = onScreen.isNull ? .zero : Size(width: onScreen.width, height: onScreen.height)
    }
    let side = requiredSide
    let tolerance = Self.lengthTolerance
    let a = s.achievedSize
    let grows = a.width > current.width + tolerance || a.height > current.height + tolerance
    let keeps =
      a.width + tolerance >= Swift.min(current.width, side)
      && a.height + tolerance >= Swift.min(current.height, side)
    return grows && keeps
  }

  /// The growth with an axis that misses at most ``makeUpTolerance`` made up by an edge that
  /// reached its need, as far as it stays clear of the obstacles and on screen.
  private func madeUp(
    _ g: EdgeOutsets, _ v: Rect, most: EdgeOutsets, side: Double, obstacles: [Rect], screen: Rect
  ) -> EdgeOutsets {
    var result = g
    let axes: [(length: Double, edges: [OutsetEdge])] = [
      (v.width, [.right, .left]), (v.height, [.bottom, .top]),
    ]
    for (length, edges) in axes {
      var short = side - (length + result[edges[0]] + result[edges[1]])
      guard short <= Self.makeUpTolerance else { continue }
      for edge in edges where short > 1e-9 && result[edge] >= most[edge] - 1e-9 {
        let extra = Swift.min(
          short, room(edge, v.grown(result), obstacles: obstacles, screen: screen))
        guard extra > 0 else { continue }
        result[edge] += extra
        short -= extra
      }
    }
    return result
  }

  /// How far one edge of a box can move out before it meets an obstacle it does not already
  /// overlap past that edge, or the screen's edge.
  private func room(
    _ edge: OutsetEdge, _ box: Rect, obstacles: [Rect], screen: Rect
  ) -> Double {
    var limit = Double.infinity
    for o in obstacles {
      switch edge {
      case .right where o.minY < box.maxY && o.maxY > box.minY && o.maxX > box.maxX:
        limit = Swift.min(limit, Swift.max(0, o.minX - box.maxX))
      case .left where o.minY < box.maxY && o.maxY > box.minY && o.minX < box.minX:
        limit = Swift.min(limit, Swift.max(0, box.minX - o.maxX))
      case .bottom where o.minX < box.maxX && o.maxX > box.minX && o.maxY > box.maxY:
        limit = Swift.min(limit, Swift.max(0, o.minY - box.maxY))
      case .top where o.minX < box.maxX && o.maxX > box.minX && o.minY < box.minY:
        limit = Swift.min(limit, Swift.max(0, box.minY - o.maxY))
      default:
        break
      }
    }
    if !screen.isEmpty {
      switch edge {
      case .right: limit = Swift.min(limit, Swift.max(0, screen.maxX - box.maxX))
      case .left: limit = Swift.min(limit, Swift.max(0, box.minX - screen.minX))
      case .bottom: limit = Swift.min(limit, Swift.max(0, screen.maxY - box.maxY))
      case .top: limit = Swift.min(limit, Swift.max(0, box.minY - screen.minY))
      }
    }
    return limit.isFinite ? limit : 0
  }

  /// Whether growing `v` by `candidate` instead of `g` takes no more of any obstacle and crosses
  /// no edge of the screen that `g` did not.
  private func isClear(
    _ candidate: EdgeOutsets, than g: EdgeOutsets, _ v: Rect, obstacles: [Rect], screen: Rect
  ) -> Bool {
    let a = v.grown(candidate)
    let b = v.grown(g)
    for o in obstacles where a.intersection(o).area > b.intersection(o).area + 1e-9 {
      return false
    }
    guard !screen.isEmpty else { return true }
    // An edge within a hair of the screen's is on it: a length converted from pixels and kept
    // to a hundredth (`down(_:)` keeps one a hair below a hundredth on it) ends a hair past it.
    let hair = Self.edgeTolerance
    if a.minX < screen.minX - hair, b.minX >= screen.minX { return false }
    if a.maxX > screen.maxX + hair, b.maxX <= screen.maxX { return false }
    if a.minY < screen.minY - hair, b.minY >= screen.minY { return false }
    if a.maxY > screen.maxY + hair, b.maxY <= screen.maxY { return false }
    return true
  }

  /// How far past the screen's edge, in points, a rounded hit area's edge still counts as on it.
  static let edgeTolerance = 1e-6

  /// Whether two boxes are apart on some axis (touching counts as apart: edges are half-open;
  /// so does an overlap thinner than ``lengthTolerance``).
  private func separated(_ a: Rect, _ b: Rect) -> Bool {
    let gapX = Swift.max(b.minX - a.maxX, a.minX - b.maxX)
    let gapY = Swift.max(b.minY - a.maxY, a.minY - b.maxY)
    return gapX > -Self.lengthTolerance || gapY > -Self.lengthTolerance
  }

  /// The part of a neighbour's reach on its side of the midpoint of the gap between the two
  /// visible boxes, on the axis with the larger gap (x on ties): the same line for both.
  private func halfOfReach(_ reach: Rect, own: Rect, other: Rect) -> Rect {
    let gapX = Swift.max(own.minX - other.maxX, other.minX - own.maxX)
    let gapY = Swift.max(own.minY - other.maxY, other.minY - own.maxY)
    var r = reach
    let tolerance = Self.lengthTolerance
    if gapX >= gapY {
      if own.minX > other.maxX - tolerance {
        r = Rect(
          minX: Swift.max(r.minX, (other.maxX + own.minX) / 2), minY: r.minY, maxX: r.maxX,
          maxY: r.maxY)
      } else {
        r = Rect(
          minX: r.minX, minY: r.minY, maxX: Swift.min(r.maxX, (own.maxX + other.minX) / 2),
          maxY: r.maxY)
      }
    } else {
      if own.minY > other.maxY - tolerance {
        r = Rect(
          minX: r.minX, minY: Swift.max(r.minY, (other.maxY + own.minY) / 2), maxX: r.maxX,
          maxY: r.maxY)
      } else {
        r = Rect(
          minX: r.minX, minY: r.minY, maxX: r.maxX,
          maxY: Swift.min(r.maxY, (own.maxY + other.minY) / 2))
      }
    }
    return r
  }

  /// Stops growth on the edges where an overlapping claim reaches at least as far; returns whether
  /// any growth was lost.
  private func freeze(_ g: inout EdgeOutsets, _ v: Rect, against b: Rect, all: Bool) -> Bool {
    let before = g
    if all || v.minX >= b.minX { g.left = 0 }
    if all || v.maxX <= b.maxX { g.right = 0 }
    if all || v.minY >= b.minY { g.top = 0 }
    if all || v.maxY <= b.maxY { g.bottom = 0 }
    return g != before
  }

  /// Cuts one edge back to a claim the grown box meets: the cut that keeps the larger box
  /// (left, right, top, bottom on ties); all growth when no single edge can clear it.
  private func cut(_ g: inout EdgeOutsets, _ v: Rect, _ b: Rect) {
    var options: [EdgeOutsets] = []
    let tolerance = Self.lengthTolerance
    if b.maxX < v.minX + tolerance {
      var o = g
      o.left = Swift.max(0, Swift.min(o.left, v.minX - b.maxX))
      options.append(o)
    }
    if b.minX > v.maxX - tolerance {
      var o = g
      o.right = Swift.max(0, Swift.min(o.right, b.minX - v.maxX))
      options.append(o)
    }
    if b.maxY < v.minY + tolerance {
      var o = g
      o.top = Swift.max(0, Swift.min(o.top, v.minY - b.maxY))
      options.append(o)
    }
    if b.minY > v.maxY - tolerance {
      var o = g
      o.bottom = Swift.max(0, Swift.min(o.bottom, b.minY - v.maxY))
      options.append(o)
    }
    var best: EdgeOutsets? = nil
    var bestArea = -1.0
    for o in options {
      let a = v.grown(o).area
      if a > bestArea {
        best = o
        bestArea = a
      }
    }
    g = best ?? EdgeOutsets.zero
  }

  /// The hit area, in the target's space, whose box in root space stays inside the visible box
  /// grown by `g`: `.minimumSize(_:)` when the growth is the symmetric need, per-edge outsets
  /// rounded to 0.01 pt otherwise (up where that stays clear of the obstacles and on screen).
  private func hitArea(
    _ t: Int, growth g: EdgeOutsets, symmetric: Bool, need: (x: Double, y: Double),
    obstacles: [Rect], screen: Rect
  ) -> HitArea {
    let side = requiredSide
    let m = toRoot[t]
    let (sx, sy) = m.axisScales
    if symmetric, sx > 0, sy > 0 {
      let w = side / sx
      let h = side / sy
      return w == h ? .minimumSize(w) : .minimumSize(width: w, height: h)
    }
    if m.b == 0, m.c == 0, m.a != 0, m.d != 0 {
      let ax = abs(m.a)
      let dy = abs(m.d)
      // Local edges ↔ root edges (a negative scale swaps them).
      func toLocal(_ o: EdgeOutsets) -> EdgeOutsets {
        EdgeOutsets(
          top: (m.d > 0 ? o.top : o.bottom) / dy, left: (m.a > 0 ? o.left : o.right) / ax,
          bottom: (m.d > 0 ? o.bottom : o.top) / dy, right: (m.a > 0 ? o.right : o.left) / ax)
      }
      func toRootOutsets(_ o: EdgeOutsets) -> EdgeOutsets {
        EdgeOutsets(
          top: (m.d > 0 ? o.top : o.bottom) * dy, left: (m.a > 0 ? o.left : o.right) * ax,
          bottom: (m.d > 0 ? o.bottom : o.top) * dy, right: (m.a > 0 ? o.right : o.left) * ax)
      }
      let exact = toLocal(g)
      var rounded = EdgeOutsets(
        top: down(exact.top), left: down(exact.left), bottom: down(exact.bottom),
        right: down(exact.right))
      let v = rootFrame[t]
      for edge in OutsetEdge.allCases {
        let upper = up(exact[edge])
        guard upper > rounded[edge] else { continue }
        var candidate = rounded
        candidate[edge] = upper
        if isClear(
          toRootOutsets(candidate), than: g, v, obstacles: obstacles, screen: screen)
        {
          rounded = candidate
        }
      }
      // An edge that could not be rounded up (at the screen's edge, or an obstacle's) loses up
      // to a hundredth: the other edge of its axis makes it up where it has room, so that the
      // axis spans what the growth planned (a button 6.18… dp from the screen's edge otherwise
      // reached 47.999 dp, and the fixed snapshot failed its audit again).
      for (a, b) in [(OutsetEdge.left, OutsetEdge.right), (.top, .bottom)] {
        let planned = exact[a] + exact[b]
        guard rounded[a] + rounded[b] < planned - 1e-9 else { continue }
        for (edge, other) in [(a, b), (b, a)] {
          var candidate = rounded
          candidate[edge] = up(planned - rounded[other])
          if isClear(
            toRootOutsets(candidate), than: g, v, obstacles: obstacles, screen: screen)
          {
            rounded = candidate
            break
          }
        }
      }
      return HitArea(outsets: rounded)
    }
    // Rotated or sheared: grow both local axes by the same fraction of their need, as far as the
    // tighter edge of each root axis allows.
    let horizontal = need.x * abs(m.a) + need.y * abs(m.c)
    let vertical = need.x * abs(m.b) + need.y * abs(m.d)
    var fraction = 1.0
    if horizontal > 0 { fraction = Swift.min(fraction, Swift.min(g.left, g.right) / horizontal) }
    if vertical > 0 { fraction = Swift.min(fraction, Swift.min(g.top, g.bottom) / vertical) }
    fraction = Swift.max(0, fraction)
    return .outset(horizontal: down(fraction * need.x), vertical: down(fraction * need.y))
  }

  /// The fix text of an undersized target whose planned hit area is no fix: why it cannot grow.
  func noFixText(_ t: Int, _ s: FixSuggestion) -> String {
    let names = s.limitedBy.compactMap { node(withID: $0).map(name) }
    if names.isEmpty {
      return "No hit area can make \(name(t)) bigger on screen: make the view itself bigger."
    }
    return "No room to grow a hit area: \(names.joined(separator: ", ")) "
      + "\(names.count == 1 ? "takes" : "take") the space around \(name(t)). Move "
      + "\(names.count == 1 ? "it" : "them") apart from \(name(t)) or make \(name(t)) bigger."
  }

  /// One line of Swift that turns on a container's overflow switch.
  func overflowSwiftCode(_ container: Int) -> String {
    if let variable = swiftIdentifier(id(container)) {
      return "\(variable).overflowsHitAreas = true"
    }
    return "view.overflowsHitAreas = true  // \(name(container))"
  }

  /// One line of Swift that sets the hit area.
  func swiftCode(_ t: Int, _ area: HitArea) -> String {
    let nodeID = id(t)
    if let variable = swiftIdentifier(nodeID) {
      return "\(variable).hitArea = \(area.swiftExpression)"
    }
    return "view.hitArea = \(area.swiftExpression)  // \(name(t))"
  }
}

/// A length rounded down to a hundredth of a point, so suggested areas never grow past what was
/// planned; non-finite and negative values become zero.
private func down(_ value: Double) -> Double {
  guard value.isFinite, value > 0 else { return 0 }
  return ((value * 100) + 1e-6).rounded(.down) / 100
}

/// A length rounded up to a hundredth of a point (a hair above a hundredth stays on it);
/// non-finite and negative values become zero.
private func up(_ value: Double) -> Double {
  guard value.isFinite, value > 0 else { return 0 }
  return ((value * 100) - 1e-6).rounded(.up) / 100
}

/// The id as a Swift variable name (in backticks when it is a keyword), or `nil` when it is not
/// an identifier.
func swiftIdentifier(_ id: String) -> String? {
  // ASCII letters, digits and `_` only, so the bytes are the characters.
  func isLetter(_ byte: UInt8) -> Bool {
    ASCII.isUpper(byte) || ASCII.isLower(byte) || byte == UInt8(ascii: "_")
  }
  let isIdentifier = id.withUTF8Bytes { bytes in
    guard let first = bytes.first, isLetter(first) else { return false }
    for byte in bytes where !isLetter(byte) && !ASCII.isDigit(byte) { return false }
    return true
  }
  guard isIdentifier else { return nil }
  // A name longer than every keyword is not looked up.
  return id.utf8.count <= longestSwiftKeyword && swiftKeywords.contains(id) ? "`\(id)`" : id
}

/// The length of the longest of ``swiftKeywords``, in bytes.
private let longestSwiftKeyword = swiftKeywords.map(\.utf8.count).max() ?? 0

/// The words Swift reserves, which a variable name needs backticks for: the keywords of *The
/// Swift Programming Language*'s lexical structure that a statement cannot start with as a name
/// (`deinit.hitArea = …` does not compile; `open.hitArea = …` does), and `await`, which an async
/// function reads as the operator.
private let swiftKeywords: Set<String> = [
  "Any", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue",
  "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
  "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is",
  "let", "nil", "operator", "precedencegroup", "private", "protocol", "public", "repeat",
  "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch",
  "throw", "throws", "true", "try", "typealias", "var", "where", "while", "_",
]

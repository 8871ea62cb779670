/// Fix suggestions for undersized targets: the largest hit area up to the standard that stays
/// clear of the neighbours.
///
/// Everything is planned in root space on boxes (a rotated view's box is the box around it):
/// - A target may grow each edge of its visible box by at most its *need*, half the missing width
///   or height (symmetric growth, never more on one side to make up for the other). Its *reach*
///   is its box grown by the need.
/// - A neighbour is another target that can be hit (or is only disabled), neither an ancestor nor
///   a descendant of the target.
/// - A neighbour that gets no fix claims its visible box and its current hit area.
/// - A neighbour that gets a fix claims the part of its reach on its side of the midpoint of the
///   gap between the two visible boxes, on the axis where the gap is larger (x on ties). Both
///   sides use the same line, so two suggested areas can never overlap.
/// - A claim the target's visible box already overlaps freezes the edges on which the claim
///   reaches at least as far (all four for rotated views), so the two can only share what their
///   visible boxes already share.
/// - Any other claim the grown box meets cuts one edge back to it: the cut that keeps the larger
///   box.
extension AuditContext {
  /// The suggestions for the targets that get a fix, by node.
  func fixSuggestions(for fixed: [Int]) -> [Int: FixSuggestion] {
    let side = settings.standard.minimumSide
    let fixedSet = Set(fixed)
    var need: [Int: (x: Double, y: Double)] = [:]
    var reach: [Int: Rect] = [:]
    for t in fixed {
      let (sx, sy) = toRoot[t].axisScales
      let b = bounds[t]
      let nx = sx > 0 && sx.isFinite ? Swift.max(0, (side / sx - b.width) / 2) : 0
      let ny = sy > 0 && sy.isFinite ? Swift.max(0, (side / sy - b.height) / 2) : 0
      need[t] = (nx, ny)
      reach[t] = finite(
        toRoot[t].boundingBox(of: b.grown(EdgeOutsets(top: ny, left: nx, bottom: ny, right: nx))))
    }
    let neighbours = order.filter {
      snapshot.nodes[$0].countsAsTarget && (inertReason[$0] == nil || onlyDisabled[$0])
        && (screenBox[$0].intersects(rootFrame[$0]) || screenBox[$0].intersects(rootHitBox[$0]))
    }
    var result: [Int: FixSuggestion] = [:]
    for t in fixed {
      guard let n = need[t], let m = reach[t] else { continue }
      result[t] = suggestion(
        t, need: n, reach: m, neighbours: neighbours, fixed: fixedSet, reaches: reach)
    }
    return result
  }

  private func suggestion(
    _ t: Int, need: (x: Double, y: Double), reach: Rect, neighbours: [Int], fixed: Set<Int>,
    reaches: [Int: Rect]
  ) -> FixSuggestion {
    let side = settings.standard.minimumSide
    let v = rootFrame[t]
    let most = EdgeOutsets(
      top: v.minY - reach.minY, left: v.minX - reach.minX, bottom: reach.maxY - v.maxY,
      right: reach.maxX - v.maxX)
    var g = most
    var limiting = Set<Int>()
    var claims: [(node: Int, rect: Rect)] = []
    for u in neighbours where u != t {
      // Conflicts count only where both are on screen: a cell scrolled out under a bar claims
      // nothing there. Both sides of a pair clip the same way, so their midlines agree.
      let shared = screenBox[t].intersection(screenBox[u])
      // A neighbour whose claim stays outside the target's reach changes nothing.
      let outer = (reaches[u] ?? rootHitBox[u].union(rootFrame[u])).intersection(shared)
      guard !outer.isNull, outer.intersects(reach) || outer.squaredDistance(to: v.center) == 0,
        !areNested(t, u)
      else { continue }
      let mine = v.intersection(shared)
      let all = !Self.isRectilinear(toRoot[t]) || !Self.isRectilinear(toRoot[u])
      let claim: Rect
      if fixed.contains(u), let their = reaches[u] {
        let theirs = rootFrame[u].intersection(shared)
        guard !theirs.isNull, !mine.isNull else { continue }
        guard separated(mine, theirs) else {
          if freeze(&g, mine, against: theirs, all: all) { limiting.insert(u) }
          continue
        }
        claim = halfOfReach(their, own: theirs, other: mine).intersection(shared)
      } else {
        claim = outer
        guard !claim.isEmpty, !mine.isNull else { continue }
        guard separated(mine, claim) else {
          if freeze(&g, mine, against: claim, all: all) { limiting.insert(u) }
          continue
        }
      }
      guard !claim.isNull else { continue }
      claims.append((u, claim))
    }
    for (u, claim) in claims where v.grown(g).intersects(claim) {
      cut(&g, v, claim)
      limiting.insert(u)
    }

    let area = hitArea(t, growth: g, most: most, need: need)
    let local = area.rect(in: bounds[t])
    let achieved = screenSize(of: local, in: t)
    func missing(_ length: Double) -> Double {
      let m = side - length
      return m > 1e-6 ? m : 0
    }
    var clippedBy: Int? = nil
    if let inverse = fromRoot[t] {
      for gate in gates(of: t) where !isViewport[gate] {
        let accepted = toRoot[gate].concatenating(inverse).boundingBox(of: hitRect[gate])
        if !local.intersection(accepted).hasSameEdges(as: local) {
          clippedBy = gate
          break
        }
      }
    }
    return FixSuggestion(
      target: id(t), hitArea: area, swiftCode: swiftCode(t, area),
      rect: finite(toRoot[t].boundingBox(of: local)),
      achievedSize: achieved,
      shortfall: Size(width: missing(achieved.width), height: missing(achieved.height)),
      limitedBy: limiting.sorted { position[$0] < position[$1] }.map(id),
      clippedBy: clippedBy.map(id))
  }

  /// Whether two boxes are apart on some axis (touching counts as apart: edges are half-open).
  private func separated(_ a: Rect, _ b: Rect) -> Bool {
    let gapX = Swift.max(b.minX - a.maxX, a.minX - b.maxX)
    let gapY = Swift.max(b.minY - a.maxY, a.minY - b.maxY)
    return gapX >= 0 || gapY >= 0
  }

  /// The part of a neighbour's reach on its side of the midpoint of the gap between the two
  /// visible boxes, on the axis with the larger gap (x on ties): the same line for both.
  private func halfOfReach(_ reach: Rect, own: Rect, other: Rect) -> Rect {
    let gapX = Swift.max(own.minX - other.maxX, other.minX - own.maxX)
    let gapY = Swift.max(own.minY - other.maxY, other.minY - own.maxY)
    var r = reach
    if gapX >= gapY {
      if own.minX >= other.maxX {
        r = Rect(
          minX: Swift.max(r.minX, (other.maxX + own.minX) / 2), minY: r.minY, maxX: r.maxX,
          maxY: r.maxY)
      } else {
        r = Rect(
          minX: r.minX, minY: r.minY, maxX: Swift.min(r.maxX, (own.maxX + other.minX) / 2),
          maxY: r.maxY)
      }
    } else {
      if own.minY >= other.maxY {
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
    if b.maxX <= v.minX {
      var o = g
      o.left = Swift.min(o.left, v.minX - b.maxX)
      options.append(o)
    }
    if b.minX >= v.maxX {
      var o = g
      o.right = Swift.min(o.right, b.minX - v.maxX)
      options.append(o)
    }
    if b.maxY <= v.minY {
      var o = g
      o.top = Swift.min(o.top, v.minY - b.maxY)
      options.append(o)
    }
    if b.minY >= v.maxY {
      var o = g
      o.bottom = Swift.min(o.bottom, b.minY - v.maxY)
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
  /// grown by `g`.
  private func hitArea(
    _ t: Int, growth g: EdgeOutsets, most: EdgeOutsets, need: (x: Double, y: Double)
  ) -> HitArea {
    let side = settings.standard.minimumSide
    let m = toRoot[t]
    let (sx, sy) = m.axisScales
    let untouched =
      abs(g.left - most.left) < 1e-9 && abs(g.right - most.right) < 1e-9
      && abs(g.top - most.top) < 1e-9 && abs(g.bottom - most.bottom) < 1e-9
    if untouched, sx > 0, sy > 0 {
      let w = side / sx
      let h = side / sy
      return w == h ? .minimumSize(w) : .minimumSize(width: w, height: h)
    }
    if m.b == 0, m.c == 0, m.a != 0, m.d != 0 {
      let ax = abs(m.a)
      let dy = abs(m.d)
      return HitArea(
        outsets: EdgeOutsets(
          top: down((m.d > 0 ? g.top : g.bottom) / dy),
          left: down((m.a > 0 ? g.left : g.right) / ax),
          bottom: down((m.d > 0 ? g.bottom : g.top) / dy),
          right: down((m.a > 0 ? g.right : g.left) / ax)))
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

/// The id as a Swift variable name (in backticks when it is a keyword), or `nil` when it is not
/// an identifier.
func swiftIdentifier(_ id: String) -> String? {
  guard let first = id.unicodeScalars.first else { return nil }
  func isLetter(_ c: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
  }
  guard isLetter(first),
    id.unicodeScalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) })
  else { return nil }
  let keywords: Set<String> = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum",
    "extension", "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init",
    "inout", "internal", "is", "let", "nil", "operator", "private", "protocol", "public",
    "repeat", "return", "self", "Self", "static", "struct", "subscript", "super", "switch",
    "throw", "throws", "true", "try", "typealias", "var", "where", "while", "_",
  ]
  return keywords.contains(id) ? "`\(id)`" : id
}

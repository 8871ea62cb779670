import HitAreaAuditing
import HitAreaKit

/// Where each target's name goes in a picture; a name is never cut.
///
/// A name is drawn whole inside the target's box where it fits and covers no other target's
/// frame, no other label and nothing reserved; otherwise the target gets a numbered callout, a
/// badge at the target that stands for the name, which the key beside the picture spells out.
///
/// Callouts are numbered in reading order (top to bottom, then left to right). A badge goes
/// inside its target's top-left corner (or centre) when the target shows around it, else just
/// outside an edge; of the places it may take, it takes the one that covers the least of its neighbours'
/// frames and never another badge or label when a free place exists.
///
/// ```swift
/// let layout = LabelLayout(map.targets, names: names, reserved: [], bounds: picture)
/// layout.labels.map(\.text)         // ["CardView ‘Message 1’", …]
/// layout.callouts.map(\.number)     // [1, 2, 3, …]
/// ```
package struct LabelLayout: Sendable {
  /// A name drawn whole inside its target's box.
  package struct Label: Hashable, Sendable {
    /// The target's node index.
    package var target: Int
    /// The name, whole.
    package var text: String
    /// The box the text takes (root space).
    package var box: Rect
    /// Where the text's baseline starts.
    package var baseline: Point
  }

  /// A target whose name is in the key, with the badge that marks it.
  package struct Callout: Hashable, Sendable {
    /// The number on the badge and in the key, from 1.
    package var number: Int
    /// The target's node index.
    package var target: Int
    /// The name, whole.
    package var text: String
    /// Where the badge goes (root space); `nil` for a target with no finite place to mark.
    package var badge: Rect?
    /// The line from the target to a badge set away from it, when the two do not touch.
    package var leader: (from: Point, to: Point)? {
      guard let badge, let box = targetBox, !box.isNull else { return nil }
      let from = box.clamped(badge.center)
      let to = badge.clamped(from)
      let dx = to.x - from.x
      let dy = to.y - from.y
      return dx * dx + dy * dy > 4 ? (from, to) : nil
    }
    /// The target's box (root space).
    package var targetBox: Rect?
  }

  /// The font of the names inside boxes.
  package static let metrics = TextMetrics(size: 8)
  /// The names drawn inside their boxes, in the targets' order.
  package private(set) var labels: [Label] = []
  /// The targets with a callout, by number.
  package private(set) var callouts: [Callout] = []

  /// Lays out the names of targets.
  ///
  /// - Parameters:
  ///   - targets: The targets, back to front.
  ///   - names: Each target's name, as people know it.
  ///   - reserved: Boxes no label or badge may cover (the probe's label).
  ///   - bounds: Where badges may go (the picture's area around the screen).
  /// - Complexity: about O(t log t) for t targets spread over the picture (what a label or a
  ///   badge may cover is looked up in grids of its neighbourhood); O(t²) when they pile up in
  ///   one place.
  package init(
    _ targets: [TargetMap.Target], names: [String], reserved: [Rect], bounds: Rect
  ) {
    self.init(
      targets, names: names, bounds: bounds, around: GriddedObstacles(targets, reserved: reserved))
  }

  /// Lays out the names of targets around obstacles looked up by `around` (made with the
  /// targets and the reserved boxes): the grids, or a scan of every one (the tests' reference).
  init(
    _ targets: [TargetMap.Target], names: [String], bounds: Rect, around: some LabelObstacles
  ) {
    var around = around
    var unlabelled: [(target: TargetMap.Target, name: String)] = []
    for (t, name) in zip(targets, names) {
      if let label = Self.label(t, name, around) {
        labels.append(label)
        around.take(label.box)
      } else {
        unlabelled.append((t, name))
      }
    }
    let ordered = unlabelled.enumerated().sorted { a, b in
      Self.readsBefore(a.element.target.visibleRect, b.element.target.visibleRect)
        ?? (a.offset < b.offset)
    }
    for (n, item) in ordered.map(\.element).enumerated() {
      let badge = Self.badge(
        for: item.target, size: CalloutBadge.size(of: n + 1), around, within: bounds)
      if let badge { around.take(badge) }
      let callout = Callout(
        number: n + 1, target: item.target.index, text: item.name, badge: badge,
        targetBox: item.target.visibleRect)
      if let leader = callout.leader { around.lead(Segment(leader.from, leader.to)) }
      callouts.append(callout)
    }
  }

  /// Whether `a` comes before `b` in reading order; `nil` when neither does.
  ///
  /// Boxes that are not finite come last.
  private static func readsBefore(_ a: Rect, _ b: Rect) -> Bool? {
    let fa = a.origin.isFinite && !a.isNull
    let fb = b.origin.isFinite && !b.isNull
    if fa != fb { return fa }
    guard fa else { return nil }
    if a.minY != b.minY { return a.minY < b.minY }
    if a.minX != b.minX { return a.minX < b.minX }
    return nil
  }

  static func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
    outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX
      && outer.maxY >= inner.maxY
  }

  /// The name inside the box, at its top-left corner or, where that is taken, another corner;
  /// `nil` when it fits nowhere whole.
  private static func label(_ t: TargetMap.Target, _ name: String, _ around: some LabelObstacles)
    -> Label?
  {
    let r = t.visibleRect
    let c = t.visibleCorners
    // A rotated target's box is not its shape: its name goes in the key.
    let upright =
      c.count == 4 && c[0].y == c[1].y && c[2].y == c[3].y && c[0].x == c[3].x
      && c[1].x == c[2].x
    let width = metrics.width(of: name)
    let height = 10.0
    guard upright, r.origin.isFinite, r.size.width.isFinite, r.size.height.isFinite,
      r.width >= width + 4, r.height >= height + 3
    else { return nil }
    let left = r.minX + 2
    let right = r.maxX - 2 - width
    let top = r.minY + 1.5
    let bottom = r.maxY - 1.5 - height
    for (x, y) in [(left, top), (left, bottom), (right, top), (right, bottom)] {
      let box = Rect(x: x, y: y, width: width, height: height)
      if !around.frames(near: t, meeting: box).isEmpty || !around.taken(meeting: box).isEmpty {
        continue
      }
      return Label(target: t.index, text: name, box: box, baseline: Point(x: x, y: y + 8))
    }
    return nil
  }

  /// The best place for a badge at a target's box.
  ///
  /// The places: inside its top-left corner or its centre where the target shows around it,
  /// beside an edge, or out in rings of badge-sized cells around it. Each place is scored: leaving the picture, then covering a label or badge, cost
  /// the most; then covering neighbours' frames (4 per unit of area) and the leader's length.
  private static func badge(
    for t: TargetMap.Target, size: Size, _ around: some LabelObstacles, within bounds: Rect
  ) -> Rect? {
    let r = t.visibleRect
    guard r.origin.isFinite, r.size.width.isFinite, r.size.height.isFinite, !r.isNull else {
      return nil
    }
    let (w, h) = (size.width, size.height)
    let step = (x: w + 2, y: h + 2)
    let near = r.insetBy(dx: -Double(rings + 1) * step.x, dy: -Double(rings + 1) * step.y)
    let frames = around.frames(near: t, meeting: near)
    let taken = around.taken(meeting: near)
    func score(_ box: Rect) -> Double {
      var score = encloses(bounds, box) ? 0 : 1e7
      for other in taken where other.intersects(box) {
        score += 1e5 + other.intersection(box).area * 100
      }
      for frame in frames where frame.intersects(box) { score += frame.intersection(box).area * 4 }
      let from = r.clamped(box.center)
      let to = box.clamped(from)
      let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y))
        .squareRoot()
      guard length > 2 else { return score + length }
      // A leader should cross no other leader and run under no badge.
      let leader = Segment(from, to)
      for other in around.leaders(near: leader) where other.crosses(leader) { score += 40 }
      for other in taken where leader.passes(through: other) { score += 40 }
      return score + length
    }
    var places: [Point] = []
    // Inside only where the target shows around the badge: a badge never hides a small target
    // unless there is no other place.
    if r.width >= w + 4 && r.height >= h + 4 {
      places += [
        Point(x: r.minX + 2, y: r.minY + 2), Point(x: r.midX - w / 2, y: r.midY - h / 2),
      ]
    }
    places += [
      Point(x: r.minX, y: r.minY - h - 1), Point(x: r.minX - w - 1, y: r.minY),
      Point(x: r.maxX + 1, y: r.minY), Point(x: r.minX, y: r.maxY + 1),
      Point(x: r.maxX - w, y: r.minY - h - 1), Point(x: r.maxX - w, y: r.maxY + 1),
    ]
    var best: (score: Double, box: Rect)?
    func consider(_ box: Rect, _ order: Int) {
      let s = score(box) + Double(order) * 0.01
      if best.map({ s < $0.score }) ?? true { best = (s, box) }
    }
    for (k, p) in places.enumerated() { consider(Rect(origin: p, size: size), k) }
    for ring in 1...rings {
      // No place further out can be better than a leader this short.
      if let best, best.score <= Double(ring - 1) * step.y + 2 { break }
      for i in -ring...ring {
        for j in -ring...ring where max(abs(i), abs(j)) == ring {
          let x =
            i == 0
            ? r.midX - w / 2 : i < 0 ? r.minX + Double(i) * step.x : r.maxX - w + Double(i) * step.x
          let y =
            j == 0
            ? r.midY - h / 2 : j < 0 ? r.minY + Double(j) * step.y : r.maxY - h + Double(j) * step.y
          consider(Rect(x: x, y: y, width: w, height: h), places.count)
        }
      }
    }
    // Over the target itself, only when nothing else is free.
    if let found = best, found.score >= 1e5 {
      consider(Rect(x: r.midX - w / 2, y: r.midY - h / 2, width: w, height: h), places.count)
    }
    return best?.box
  }

  /// How far out, in badges, a badge may move from its target.
  private static let rings = 8
}

/// A straight line between two points, for leader lines.
struct Segment: Hashable, Sendable {
  var a: Point
  var b: Point

  init(_ a: Point, _ b: Point) {
    self.a = a
    self.b = b
  }

  /// The box around the segment (a line along an axis has no width or no height).
  var box: Rect {
    Rect(
      minX: Swift.min(a.x, b.x), minY: Swift.min(a.y, b.y), maxX: Swift.max(a.x, b.x),
      maxY: Swift.max(a.y, b.y))
  }

  /// Whether the two cross at a point inside both (touching ends do not count).
  ///
  /// Only segments whose boxes meet can cross: rounding in the sides' products made two far,
  /// nearly collinear leaders "cross" (and a grid of leaders, which finds only those nearby,
  /// disagreed with a scan of all).
  func crosses(_ other: Segment) -> Bool {
    guard Swift.min(a.x, b.x) <= Swift.max(other.a.x, other.b.x),
      Swift.min(other.a.x, other.b.x) <= Swift.max(a.x, b.x),
      Swift.min(a.y, b.y) <= Swift.max(other.a.y, other.b.y),
      Swift.min(other.a.y, other.b.y) <= Swift.max(a.y, b.y)
    else { return false }
    func side(_ p: Point, _ q: Point, _ r: Point) -> Double {
      (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
    }
    let d1 = side(other.a, other.b, a)
    let d2 = side(other.a, other.b, b)
    let d3 = side(a, b, other.a)
    let d4 = side(a, b, other.b)
    return d1 * d2 < 0 && d3 * d4 < 0
  }

  /// Whether the segment runs through the rect's inside.
  func passes(through r: Rect) -> Bool {
    if r.contains(a) || r.contains(b) { return true }
    let corners = [
      Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
      Point(x: r.minX, y: r.maxY),
    ]
    return (0..<4).contains { crosses(Segment(corners[$0], corners[($0 + 1) % 4])) }
  }
}

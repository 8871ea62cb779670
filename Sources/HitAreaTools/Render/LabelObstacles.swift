import HitAreaAuditing
import HitAreaKit

/// What a label or a badge of ``LabelLayout`` should not cover: the targets' frames, the boxes
/// taken (reserved, labels, badges) and the leader lines.
///
/// Each look-up gives what a scan of every one in its order gives (the order matters: a badge's
/// score sums areas), so the layout is the same however they are found.
protocol LabelObstacles {
  /// The frames of the other targets that meet `area`, in the targets' order: every other
  /// target's that is finite and not empty, except those whose frame holds all of `t`'s (a cell
  /// behind its button).
  func frames(near t: TargetMap.Target, meeting area: Rect) -> [Rect]
  /// The boxes taken that meet `area`, in the order they were taken.
  func taken(meeting area: Rect) -> [Rect]
  /// The leader lines drawn so far, or at least every one that may cross `segment`.
  func leaders(near segment: Segment) -> [Segment]
  /// Takes a box: no label goes there, and a badge only where no free place is left.
  mutating func take(_ box: Rect)
  /// Adds a leader line, which no later leader should cross.
  mutating func lead(_ segment: Segment)
}

extension LabelObstacles {
  /// Whether `u`'s frame is one a label or badge of `t` keeps off (see
  /// ``frames(near:meeting:)``), where it meets `area`.
  static func isNeighbour(_ u: TargetMap.Target, of t: TargetMap.Target, meeting area: Rect)
    -> Bool
  {
    u.index != t.index && u.visibleRect.origin.isFinite && !u.visibleRect.isEmpty
      && !LabelLayout.encloses(u.visibleRect, t.visibleRect) && u.visibleRect.intersects(area)
  }
}

/// The obstacles filed by where they lie (``RectBuckets``): what a label or badge may cover is
/// found among those in its neighbourhood.
struct GriddedObstacles: LabelObstacles {
  /// The targets, back to front.
  let targets: [TargetMap.Target]
  /// The targets' frames that a label may avoid (finite, not empty), by target position.
  private var frameGrid = RectBuckets()
  /// The boxes taken, in the order taken.
  private(set) var taken: [Rect]
  private var takenGrid = RectBuckets()
  /// The leader lines drawn so far.
  private(set) var leaders: [Segment] = []
  private var leaderGrid = RectBuckets()

  /// The obstacles before any label: the targets' frames and the reserved boxes.
  init(_ targets: [TargetMap.Target], reserved: [Rect]) {
    self.targets = targets
    taken = []
    for (position, u) in targets.enumerated()
    where u.visibleRect.origin.isFinite && !u.visibleRect.isEmpty {
      frameGrid.insert(position, u.visibleRect)
    }
    for box in reserved { take(box) }
  }

  /// The frames of the other targets that meet `area`, in the targets' order: every other
  /// target's, except those whose frame holds all of `t`'s (a cell behind its button).
  func frames(near t: TargetMap.Target, meeting area: Rect) -> [Rect] {
    frameGrid.candidates(near: area).compactMap { position in
      let u = targets[position]
      return Self.isNeighbour(u, of: t, meeting: area) ? u.visibleRect : nil
    }
  }

  /// The boxes taken that meet `area`, in the order they were taken.
  func taken(meeting area: Rect) -> [Rect] {
    takenGrid.candidates(near: area).compactMap { taken[$0].intersects(area) ? taken[$0] : nil }
  }

  /// The leader lines whose boxes meet the box of `segment` (edges included): every one that
  /// may cross it.
  func leaders(near segment: Segment) -> [Segment] {
    leaderGrid.candidates(near: segment.box).map { leaders[$0] }
  }

  /// Takes a box: no label goes there, and a badge only where no free place is left.
  mutating func take(_ box: Rect) {
    takenGrid.insert(taken.count, box)
    taken.append(box)
  }

  /// Adds a leader line, which no later leader should cross.
  mutating func lead(_ segment: Segment) {
    leaderGrid.insert(leaders.count, segment.box)
    leaders.append(segment)
  }
}

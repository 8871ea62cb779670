import HitAreaKit
import HitAreaSnapshot

/// Who receives the touches in a part of the screen, as regions: exact where the layout is
/// axis-aligned, sampled where it is not.
///
/// Under UIKit's order a node *claims* a point when the walk reaches it there and it accepts it:
/// the point lies in its hit area and in every gate's (``AuditContext/claimRect``), it can be hit,
/// and it is not pass-through. The walk visits nodes front to back, children before their parent
/// (the reverse of the depth-first order), so the receiver is the first claimer in that order.
/// Taking the claim rects in that order and cutting each out of what is left partitions a region
/// exactly: a painter's algorithm on rects.
///
/// Under ``ResolutionPolicy/nearest`` and ``ResolutionPolicy/mostLikely`` the walk records every
/// claimer up to the first whose visible bounds contain the point (a direct hit), and the policy
/// chooses among their targets. The same cut, split also by each claimer's visible bounds, gives
/// parts where the record is the same at every point. Where it names at most one target the
/// answer is constant and exact; where it names two or more, the policy weighs distances along
/// lines and curves that are not axis-aligned, and the part is sampled.
///
/// Claimers whose claim is not a rect (rotated or sheared, themselves or a gate, or with a hit box
/// that is not finite, held as the whole plane) make the area of their box sampled too. Sampling
/// probes the centres of lattice cells about ``TapTargetAudit/sampleSpacing`` wide with the engine
/// (see ``SampleGrid``).
extension AuditContext {
  /// A part of a region and what receives the touches there.
  struct ReceivedPart {
    /// The receiving node; `nil` when nothing does.
    var receiver: Int?
    /// Where, in root space.
    var region: Region
  }

  /// The receivers of the touches in a root-space region, one part per receiver (`nil`, nothing,
  /// last), in depth-first order of the receiver.
  ///
  /// - Complexity: O(c·p) region operations for c nodes that claim part of the region and p parts
  ///   so far, plus one probe per sample where sampling is needed.
  func receivedParts(in region: Region) -> [ReceivedPart] { receivers(in: region).parts }

  /// The receivers of the touches in a root-space region (see ``receivedParts(in:)``), and the
  /// part of it that was sampled rather than computed exactly.
  func receivers(in region: Region) -> (parts: [ReceivedPart], sampled: Region) {
    guard !region.isEmpty else { return ([], Region()) }
    let box = region.bounds
    var exactClaimers: [Int] = []
    var rough: [Rect] = []
    for v in hittable.nodes(meeting: box) where !snapshot.nodes[v].passesTouchesThrough {
      if let claim = claimRect[v] {
        if claim.intersects(box) { exactClaimers.append(v) }
      } else {
        rough.append(queryBox[v])
      }
    }
    exactClaimers.sort { position[$0] > position[$1] }
    let sampledRegion = rough.isEmpty ? Region() : region.intersection(Region(covering: rough))
    let exactRegion = sampledRegion.isEmpty ? region : region.subtracting(sampledRegion)

    // A part for each claimer at most, and one for nothing, found by a look through the few
    // there are (a table cost more to make than the looks).
    var found: [ReceivedPart] = []
    found.reserveCapacity(exactClaimers.count + 1)
    func add(_ receiver: Int?, _ part: Region) {
      guard !part.isEmpty else { return }
      if let k = found.firstIndex(where: { $0.receiver == receiver }) {
        found[k].region = found[k].region.union(part)
      } else {
        found.append(ReceivedPart(receiver: receiver, region: part))
      }
    }
    var sampled = sampledRegion
    for piece in recordedPieces(exactRegion, claimers: exactClaimers) {
      if let receiver = decided(piece.records) {
        add(receiver, piece.region)
      } else {
        sampled = sampled.union(piece.region)
        for (receiver, cells) in sampledReceivers(piece.region, edges: false) {
          add(receiver, cells)
        }
      }
    }
    if !sampledRegion.isEmpty {
      for (receiver, cells) in sampledReceivers(sampledRegion, edges: true) { add(receiver, cells) }
    }
    found.sort {
      switch ($0.receiver, $1.receiver) {
      case (let a?, let b?): return position[a] < position[b]
      case (.some, nil): return true
      default: return false
      }
    }
    return (found, sampled)
  }

  /// A part of a region and the claimers the walk records there, front first.
  private struct RecordedPiece {
    var region: Region
    var records: [Int]
  }

  /// Cuts a region by the claimers' rects (front to back): parts where the walk records the same
  /// claimers.
  ///
  /// Under UIKit's order the first claimer ends the walk; otherwise a direct hit does.
  private func recordedPieces(_ region: Region, claimers: [Int]) -> [RecordedPiece] {
    guard !region.isEmpty else { return [] }
    let frontmost = isFrontmostThroughout
    var open = [RecordedPiece(region: region, records: [])]
    // The pieces still open after a claimer: the list of the claimer before, emptied, its room
    // kept.
    var next: [RecordedPiece] = []
    var closed: [RecordedPiece] = []
    for v in claimers {
      guard let claim = claimRect[v], !claim.isEmpty else { continue }
      next.removeAll(keepingCapacity: true)
      for piece in open {
        guard piece.region.bounds.intersects(claim) else {
          next.append(piece)
          continue
        }
        let inside = piece.region.intersection(claim)
        if inside.isEmpty {
          next.append(piece)
          continue
        }
        let outside = piece.region.subtracting(claim)
        if !outside.isEmpty { next.append(RecordedPiece(region: outside, records: piece.records)) }
        var records = piece.records
        records.append(v)
        if frontmost {
          closed.append(RecordedPiece(region: inside, records: records))
          continue
        }
        // A direct hit (inside the claimer's visible bounds) ends the walk.
        let visible = rootFrame[v]
        let direct = inside.intersection(visible)
        let expanded = direct.isEmpty ? inside : inside.subtracting(visible)
        if !direct.isEmpty { closed.append(RecordedPiece(region: direct, records: records)) }
        if !expanded.isEmpty { next.append(RecordedPiece(region: expanded, records: records)) }
      }
      swap(&open, &next)
      if open.isEmpty { break }
    }
    closed.append(contentsOf: open)
    return closed
  }

  /// The receiver where the walk records these claimers, when it is the same at every such
  /// point: the first claimer under UIKit's order; under the other policies, when the records
  /// name at most one target, that target's first record (none: the first record).
  ///
  /// `nil` when two or more targets compete and the policy weighs where the touch is, and under
  /// the automatic minimum size, whose decision only the engine makes.
  private func decided(_ records: [Int]) -> Int?? {
    guard let first = records.first else { return .some(nil) }
    if isFrontmostThroughout { return .some(first) }
    // Under the automatic minimum size, UIKit's answer and the rings' guards decide: the engine
    // is asked.
    if automatic != nil { return nil }
    var target: Int? = nil
    var view: Int? = nil
    for r in records {
      guard let o = owner[r] else { continue }
      if let t = target {
        if t != o { return nil }
      } else {
        target = o
        view = r
      }
    }
    return .some(view ?? first)
  }

  /// Samples a region with the engine on the screen-wide lattice, rect by rect: the cells of each
  /// receiver.
  ///
  /// - Parameter edges: Whether view edges may cross the region (rotated views), so that blocks
  ///   of cells are only probed once where none does.
  private func sampledReceivers(_ region: Region, edges useEdges: Bool) -> [Int?: Region] {
    var cells: [Int?: [Rect]] = [:]
    for rect in region.rects {
      guard
        let grid = SampleGrid(
          lattice: rect, spacing: settings.sampleSpacing,
          maximumSamples: settings.maximumSamplesPerRegion)
      else { continue }
      let found = receivers(
        on: grid, transform: .identity, needed: [Bool](filling: true, count: grid.count),
        edges: useEdges ? edges(in: rect) : [], probe: prober(for: rect))
      for (i, answer) in found.enumerated() {
        guard let receiver = answer else { continue }
        cells[receiver, default: []].append(
          grid.cell(column: i % grid.columns, row: i / grid.columns))
      }
    }
    return cells.mapValues { Region(covering: $0) }
  }
}

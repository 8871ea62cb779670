import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot

/// Draws a screen's tap targets as SVG: visible frames, hit areas, overlaps, unreachable parts,
/// undersized targets, a probe point and its winner, and a legend.
///
/// ```swift
/// var renderer = ScreenRenderer(snapshot: snapshot)
/// renderer.undersized = [3, 7]
/// renderer.probe = Point(x: 120, y: 300)
/// let svg = renderer.render()
/// ```
public struct ScreenRenderer: Sendable {
  /// The screen.
  public var snapshot: LayoutSnapshot
  /// The policy used for the probe.
  public var policy: ResolutionPolicy
  /// Indices of targets to mark as undersized.
  public var undersized: Set<Int> = []
  /// Boxes (root space) that no touch reaches although they belong to a hit area.
  public var unreachable: [Rect] = []
  /// Regions (root space) that no touch reaches although they belong to a hit area, drawn as
  /// they are (`AuditFinding.regionShape`), not as the box around them.
  public var unreachableRegions: [Region] = []
  /// A touch to show, with the target that receives it.
  public var probe: Point?
  /// The title drawn above the screen; the snapshot's name by default.
  public var title: String?
  /// A screenshot drawn under everything else, scaled to the root's frame.
  public var screenshot: Screenshot?
  /// The findings marked by ``mark(_:)``, in the report's order.
  public var findings: [AuditFinding] = []
  /// When set, the ids in the picture start with it (so that several pictures can share one
  /// HTML page), and each of ``findings`` gets an invisible shape over its region with the id
  /// `<prefix>f<k>` (`k` its position), which a link can target and style.
  public var anchorPrefix: String?

  /// Creates a renderer for a snapshot.
  public init(snapshot: LayoutSnapshot, policy: ResolutionPolicy? = nil) {
    self.snapshot = snapshot
    self.policy = policy ?? snapshot.resolution
  }

  private static let margin = 16.0
  private static let header = 28.0
  private static let legendHeight = 86.0
  /// The widest a character of the 14-px bold title is, on average, in the fonts SVG viewers use.
  private static let titleCharacterWidth = 8.5
  /// The same for the 11-px summary.
  private static let summaryCharacterWidth = 6.2
  /// The same for the 8-px target labels.
  private static let labelCharacterWidth = 4.8

  /// The SVG document.
  ///
  /// - Complexity: O(n + t²) for n nodes and t targets.
  public func render() -> String {
    let map = TargetMap(snapshot)
    let screen = snapshot.frameInRoot(snapshot.root)
    var extent = screen
    for t in map.targets { extent = extent.union(t.hitAreaRect) }
    if extent.isNull || !extent.origin.isFinite {
      extent = Rect(x: 0, y: 0, width: 100, height: 100)
    }
    let width = max(extent.width, 320) + 2 * Self.margin
    let height = extent.height + 2 * Self.margin + Self.header + Self.legendHeight
    let names = snapshot.reportNames
    var svg = SVGDocument(width: width, height: height)
    let hatch = (anchorPrefix ?? "") + "hatch"
    svg.define(Self.hatchPattern(id: hatch))
    svg.rect(Rect(x: 0, y: 0, width: width, height: height), ["fill": "#ffffff"])
    let summary = "\(map.targets.count) targets · policy \(policy)"
    // The title gets the width the summary on its right leaves, so the two never meet.
    let titleRoom =
      width - 2 * Self.margin - Double(summary.count) * Self.summaryCharacterWidth - 12
    let fullTitle = title ?? snapshot.name ?? "Screen"
    svg.beginGroup(["class": "title"])
    svg.title(fullTitle)
    svg.text(
      LabelClipping.middle(fullTitle, to: Int(titleRoom / Self.titleCharacterWidth)),
      at: Point(x: Self.margin, y: 20),
      ["class": "title-text", "font-size": "14", "font-weight": "bold", "fill": "#111"])
    svg.endGroup()
    svg.text(
      summary, at: Point(x: width - Self.margin, y: 20),
      ["font-size": "11", "fill": "#555", "text-anchor": "end"])
    // Root space → canvas.
    let dx = Self.margin - extent.minX
    let dy = Self.margin + Self.header - extent.minY
    svg.beginGroup(["transform": "translate(\(SVGDocument.number(dx)) \(SVGDocument.number(dy)))"])
    svg.rect(screen, ["fill": "#f6f7f9", "stroke": "#c8ccd2", "stroke-width": "1"])
    if let screenshot, !screen.isEmpty {
      svg.image(screenshot.dataURL, in: screen, ["class": "screenshot"])
    }
    drawTargets(map, names: names, into: &svg)
    for o in map.overlaps {
      svg.beginGroup(["class": "overlap"])
      svg.title("overlap: \(names[o.front]) wins over \(names[o.back]) (frontmost)")
      svg.rect(
        o.rect,
        ["fill": "#e5484d", "fill-opacity": "0.45", "stroke": "#e5484d", "stroke-width": "0.5"])
      svg.endGroup()
    }
    let hatched = [
      "class": "unreachable", "fill": "url(#\(hatch))", "fill-opacity": "1", "stroke": "#8e4ec6",
      "stroke-width": "0.5",
    ]
    for r in unreachable { svg.rect(r, hatched) }
    for region in unreachableRegions where !region.isEmpty { svg.path(region, hatched) }
    if let probe { drawProbe(probe, names: names, into: &svg) }
    if let anchorPrefix { drawFindingAnchors(prefix: anchorPrefix, into: &svg) }
    svg.endGroup()
    drawLegend(into: &svg, top: height - Self.legendHeight + 8, width: width, hatch: hatch)
    return svg.render()
  }

  /// An invisible shape per finding over its region (its target's frame when it has none),
  /// with the id a link targets.
  private func drawFindingAnchors(prefix: String, into svg: inout SVGDocument) {
    for (k, finding) in findings.enumerated() {
      let region = finding.region ?? finding.frame
      let area = region.isNull || region.isEmpty ? finding.frame : region
      svg.beginGroup(["class": "finding-anchor"])
      svg.title("\(finding.severity) \(finding.rule) \(finding.label)")
      svg.rect(
        area,
        [
          "id": "\(prefix)f\(k)", "class": "finding \(finding.severity)", "fill": "none",
          "stroke": "none",
        ])
      svg.endGroup()
    }
  }

  private static func hatchPattern(id: String) -> String {
    """
    <pattern id="\(id)" width="6" height="6" patternUnits="userSpaceOnUse" \
    patternTransform="rotate(45)"><rect width="6" height="6" fill="#8e4ec6" fill-opacity="0.15"/>\
    <line x1="0" y1="0" x2="0" y2="6" stroke="#8e4ec6" stroke-width="2"/></pattern>
    """
  }

  /// Each target's label as drawn: cut to the width of its box, never two alike, and `nil` where
  /// the box is too small or an earlier label already takes the place.
  private func drawnLabels(_ map: TargetMap, names: ReportNames) -> [String?] {
    let room = map.targets.map { Int(($0.visibleRect.width - 4) / Self.labelCharacterWidth) }
    let texts = LabelClipping.clip(map.targets.map { names[$0.index] }, to: room)
    var taken: [Rect] = []
    var result: [String?] = []
    for (t, text) in zip(map.targets, texts) {
      let box = Rect(
        x: t.visibleRect.minX + 2, y: t.visibleRect.minY + 1,
        width: Double(text.count) * Self.labelCharacterWidth, height: 9)
      let fits =
        t.visibleRect.width >= 24 && t.visibleRect.height >= 10 && box.origin.isFinite
        && !taken.contains { $0.intersects(box) }
      if fits { taken.append(box) }
      result.append(fits ? text : nil)
    }
    return result
  }

  private func drawTargets(_ map: TargetMap, names: ReportNames, into svg: inout SVGDocument) {
    let labels = drawnLabels(map, names: names)
    for (t, label) in zip(map.targets, labels) {
      let node = snapshot.nodes[t.index]
      let small = undersized.contains(t.index)
      let name = names[t.index]
      svg.beginGroup(["class": "target", "data-id": t.id, "data-label": name])
      let id = name == t.id ? "" : " (\(t.id))"
      svg.title("\(name)\(id): hit area \(node.hitArea.swiftExpression)")
      if t.isEligible {
        svg.polygon(
          t.hitAreaCorners,
          [
            "class": "hit-area", "fill": "#0b84ff", "fill-opacity": "0.14", "stroke": "#0b84ff",
            "stroke-width": "1", "stroke-dasharray": "4 3",
          ])
        svg.polygon(
          t.visibleCorners,
          [
            "class": "frame", "fill": "none", "stroke": small ? "#f76b15" : "#0b84ff",
            "stroke-width": small ? "2.5" : "1.2",
          ])
      } else {
        svg.polygon(
          t.hitAreaCorners,
          [
            "class": "hit-area inert", "fill": "#8b8d98", "fill-opacity": "0.15",
            "stroke": "#8b8d98",
            "stroke-width": "1", "stroke-dasharray": "2 2",
          ])
      }
      if let label {
        svg.text(
          label, at: Point(x: t.visibleRect.minX + 2, y: t.visibleRect.minY + 9),
          ["class": "label", "font-size": "8", "fill": "#1d2433"])
      }
      svg.endGroup()
    }
  }

  private func drawProbe(_ p: Point, names: ReportNames, into svg: inout SVGDocument) {
    let tester = HitTester(
      tree: snapshot, policy: policy, millimetresPerPoint: snapshot.millimetresPerPoint)
    let why = tester.explain(p, in: snapshot.root)
    let name = why.hit.map { names[$0] } ?? "nothing"
    if let winner = why.winner {
      let rect = snapshot.frameInRoot(winner.target)
      svg.rect(rect, ["class": "winner", "fill": "none", "stroke": "#30a46c", "stroke-width": "3"])
    }
    svg.beginGroup(["class": "probe"])
    svg.title("touch at (\(SVGDocument.number(p.x)), \(SVGDocument.number(p.y))) → \(name)")
    svg.circle(
      center: p, radius: 6,
      ["fill": "#30a46c", "fill-opacity": "0.35", "stroke": "#30a46c", "stroke-width": "1.5"])
    svg.line(
      from: Point(x: p.x - 9, y: p.y), to: Point(x: p.x + 9, y: p.y),
      ["stroke": "#1d2433", "stroke-width": "1"])
    svg.line(
      from: Point(x: p.x, y: p.y - 9), to: Point(x: p.x, y: p.y + 9),
      ["stroke": "#1d2433", "stroke-width": "1"])
    svg.text(
      "→ \(name)", at: Point(x: p.x + 10, y: p.y - 8),
      ["font-size": "10", "font-weight": "bold", "fill": "#1d2433"])
    svg.endGroup()
  }

  private func drawLegend(
    into svg: inout SVGDocument, top: Double, width: Double, hatch: String
  ) {
    let items: [(String, [String: String])] = [
      (
        "hit area",
        ["fill": "#0b84ff", "fill-opacity": "0.14", "stroke": "#0b84ff", "stroke-dasharray": "4 3"]
      ),
      ("visible frame", ["fill": "none", "stroke": "#0b84ff", "stroke-width": "1.2"]),
      ("undersized target", ["fill": "none", "stroke": "#f76b15", "stroke-width": "2.5"]),
      ("overlapping hit areas", ["fill": "#e5484d", "fill-opacity": "0.45"]),
      (
        "unreachable part",
        ["fill": "url(#\(hatch))", "stroke": "#8e4ec6", "stroke-width": "0.5"]
      ),
      (
        "cannot be hit",
        ["fill": "#8b8d98", "fill-opacity": "0.15", "stroke": "#8b8d98", "stroke-dasharray": "2 2"]
      ),
      ("probe winner", ["fill": "none", "stroke": "#30a46c", "stroke-width": "3"]),
    ]
    svg.beginGroup(["class": "legend"])
    let columns = max(1, Int((width - 2 * Self.margin) / 150))
    for (i, item) in items.enumerated() {
      let x = Self.margin + Double(i % columns) * 150
      let y = top + Double(i / columns) * 20
      svg.rect(Rect(x: x, y: y, width: 16, height: 12), item.1)
      svg.text(item.0, at: Point(x: x + 22, y: y + 10), ["font-size": "11", "fill": "#1d2433"])
    }
    svg.endGroup()
  }
}

import HitAreaAuditing
import HitAreaKit
@_spi(Tools) import HitAreaSnapshot

/// Draws a screen's tap targets as SVG: visible frames, hit areas, overlaps, unreachable parts,
/// undersized targets, a probe point and its winner, and a legend.
///
/// No text is cut: the title wraps; a target's name is drawn whole in its frame where it fits,
/// else the target gets a numbered badge and the key beside the picture holds its full name.
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
  /// The decision a device makes under the automatic minimum size, for the probe's touch.
  ///
  /// On the screen as loaded, where ``snapshot`` shows its rings (`hitarea render
  /// --automatic`); `nil`: the probe is decided by the snapshot's own hit testing under
  /// ``policy``.
  package var automatic: ModelledRedirection<LayoutSnapshot>?
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
  /// The title's font: 14-px bold, wrapped over as many lines as it needs.
  private static let titleFont = TextMetrics(size: 14, bold: true)
  /// The summary's font, on the line under the title.
  private static let summaryFont = TextMetrics(size: 11)
  /// The probe's label's font.
  private static let probeFont = TextMetrics(size: 10, bold: true)
  /// The longest side of the part of the layout drawn, in the screen's unit (a tablet in pixels
  /// is under 3,000).
  static let largestSide = 16_384.0

  /// The colour legend's font.
  private static let legendFont = TextMetrics(size: 11)

  /// The SVG document: the title (whole, wrapped) and a summary line on top, the screen with
  /// every target's name whole inside its box or a numbered badge at it, the key to the badges
  /// (each number with the target's whole name) beside the screen, the colour legend below.
  ///
  /// - Complexity: about O(n + t log t) for n nodes and t targets spread over the screen; the
  ///   names' layout is O(t²) where the targets pile up in one place.
  public func render() -> String {
    let map = TargetMap(snapshot)
    let screen = snapshot.frameInRoot(snapshot.root)
    var extent = screen
    for t in map.targets { extent = extent.union(t.hitAreaRect) }
    // What lies past the screen is drawn up to a screen's size beyond each edge, in a canvas
    // of at most `largestSide` a side: a hit area 10¹² wide made a picture no viewer opens.
    if screen.width > 0, screen.height > 0, screen.width.isFinite, screen.height.isFinite {
      let near = screen.insetBy(dx: -screen.width, dy: -screen.height)
      extent = extent.intersection(near)
    }
    if extent.isNull || !extent.origin.isFinite {
      extent = Rect(x: 0, y: 0, width: 100, height: 100)
    }
    extent.size.width = min(extent.width, Self.largestSide)
    extent.size.height = min(extent.height, Self.largestSide)
    let names = snapshot.reportNames
    // The probe's touch, decided once for its caption and its mark.
    let probed = probe.map { (point: $0, receiver: receiver(at: $0)) }
    let caption = probed.map {
      probeCaption(at: $0.point, hit: $0.receiver.hit, names: names, within: extent)
    }
    let layout = LabelLayout(
      map.targets, names: map.targets.map { names[$0.index] },
      reserved: caption.map { [$0.box, $0.mark] } ?? [],
      bounds: extent.insetBy(dx: 2 - Self.margin, dy: 2 - Self.margin))
    let pictureWidth = max(extent.width, 320) + 2 * Self.margin
    // The key may be as wide as the picture (two columns at least), else it runs taller.
    let key = CalloutKey(
      keyEntries(layout, map), height: max(extent.height, 360),
      columns: max(2, Int(pictureWidth / 250)))
    let keyLeft = pictureWidth + 8
    let width = key.isEmpty ? pictureWidth : keyLeft + key.size.width + Self.margin
    let fullTitle = title ?? snapshot.name ?? "Screen"
    let titleLines = TextWrapping.lines(
      fullTitle, width: width - 2 * Self.margin, Self.titleFont)
    let summaryBaseline = 20 + Double(titleLines.count - 1) * Self.titleFont.lineHeight + 17
    let pictureTop = summaryBaseline + 12
    let legend = Self.legendLayout(width: width)
    let height =
      pictureTop + max(extent.height + Self.margin, key.size.height) + Self.margin
      + legend.height
    var svg = SVGDocument(width: width, height: height)
    let hatch = (anchorPrefix ?? "") + "hatch"
    svg.define(Self.hatchPattern(id: hatch))
    // Root space → canvas.
    let dx = Self.margin - extent.minX
    let dy = pictureTop + Self.margin / 2 - extent.minY
    // The screen's picture is cut at the picture's column, between the subtitle and the legend:
    // a target past the extent (a carousel's next page, a hit area beyond the canvas's largest
    // side) ran over the key and off the canvas; badges and the probe's label above the screen
    // stay whole.
    let clip = (anchorPrefix ?? "") + "picture"
    let pictureTopInRoot = summaryBaseline + 4 - dy
    let pictureBox = Rect(
      x: extent.minX - Self.margin, y: pictureTopInRoot, width: pictureWidth,
      height: height - legend.height - dy - pictureTopInRoot)
    svg.define(Self.clipPath(id: clip, pictureBox))
    svg.rect(Rect(x: 0, y: 0, width: width, height: height), ["fill": "#ffffff"])
    svg.beginGroup(["class": "title"])
    svg.title(fullTitle)
    for (k, line) in titleLines.enumerated() {
      svg.text(
        line, at: Point(x: Self.margin, y: 20 + Double(k) * Self.titleFont.lineHeight),
        ["class": "title-text", "font-size": "14", "font-weight": "bold", "fill": "#111"])
    }
    svg.endGroup()
    svg.text(
      "\(Wording.counted(map.targets.count, "target")) · policy \(policy)",
      at: Point(x: Self.margin, y: summaryBaseline),
      ["class": "subtitle", "font-size": "11", "fill": "#555"])
    svg.beginGroup([
      "transform": "translate(\(SVGDocument.number(dx)) \(SVGDocument.number(dy)))",
      "clip-path": "url(#\(clip))",
    ])
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
    if let probed { drawProbe(probed.point, probed.receiver, names: names, into: &svg) }
    drawLabels(layout, map, into: &svg)
    if let caption {
      svg.text(
        caption.text, at: caption.baseline,
        [
          "class": "probe-label", "font-size": "10", "font-weight": "bold", "fill": "#1d2433",
          "text-anchor": caption.leftward ? "end" : "start",
        ].merging(Self.halo) { $1 })
    }
    if let anchorPrefix { drawFindingAnchors(prefix: anchorPrefix, into: &svg) }
    svg.endGroup()
    key.draw(at: Point(x: keyLeft, y: pictureTop + Self.margin / 2), into: &svg)
    drawLegend(legend, into: &svg, top: height - legend.height + 4, hatch: hatch)
    return svg.render()
  }

  /// A white outline behind dark text, so it reads over fills and hatching.
  private static let halo = [
    "stroke": "#ffffff", "stroke-width": "2.5", "stroke-opacity": "0.85",
    "stroke-linejoin": "round", "paint-order": "stroke",
  ]

  /// The key's entries: each callout's name, with the target's size and what the picture marks
  /// about it (the audit's findings, or undersized, or that it cannot be hit).
  private func keyEntries(_ layout: LabelLayout, _ map: TargetMap) -> [CalloutKey.Entry] {
    var eligible: [Int: Bool] = [:]
    for t in map.targets { eligible[t.index] = t.isEligible }
    var found: [String: [String]] = [:]
    for f in findings {
      let words = "\(f.rule) \(f.severity)"
      if !(found[f.target]?.contains(words) ?? false) { found[f.target, default: []].append(words) }
    }
    return layout.callouts.map { c in
      let node = snapshot.nodes[c.target]
      // On screen, as the audit measures it: the bounds scaled by the node's transforms (a
      // 20-pt button in a container scaled twice said 20×20 where the audit said 40×40).
      let bounds = node.geometry.bounds.standardized
      let (sx, sy) = snapshot.toRoot(c.target).axisScales
      var parts = [
        "\(SVGDocument.number(bounds.width * sx))×\(SVGDocument.number(bounds.height * sy)) "
          + snapshot.reportUnit
      ]
      if eligible[c.target] == false { parts.append("cannot be hit") }
      if let words = found[node.id] {
        parts.append(words.joined(separator: ", "))
      } else if undersized.contains(c.target) {
        parts.append("undersized")
      }
      return CalloutKey.Entry(
        number: c.number, name: c.text, detail: parts.joined(separator: " · "))
    }
  }

  /// The probe's label, `→ name`, right of the touch and above it, or left of it where the
  /// picture has no room on the right; with the box it takes and the box of the touch's mark.
  private func probeCaption(
    at p: Point, hit: Int?, names: ReportNames, within extent: Rect
  ) -> (text: String, baseline: Point, leftward: Bool, box: Rect, mark: Rect) {
    let name = hit.map { names[$0] } ?? "nothing"
    let text = "→ \(name)"
    let width = Self.probeFont.width(of: text)
    let leftward = p.x + 10 + width > extent.maxX + Self.margin && p.x - 10 - width >= extent.minX
    let x = leftward ? p.x - 10 - width : p.x + 10
    let box = Rect(x: x - 1, y: p.y - 18, width: width + 2, height: 13)
    return (
      text, Point(x: leftward ? p.x - 10 : p.x + 10, y: p.y - 8), leftward, box,
      Rect(x: p.x - 9, y: p.y - 9, width: 18, height: 18)
    )
  }

  /// The view that receives a touch at `p`, and the target that wins it (drawn as the winner).
  private func receiver(at p: Point) -> (hit: Int?, target: Int?) {
    if let automatic {
      let hit = automatic.hit(p, in: snapshot.root)
      let target = hit.flatMap { h in
        ([h] + snapshot.ancestors(of: h)).first { snapshot.nodes[$0].countsAsTarget }
      }
      return (hit, target)
    }
    let why = HitTester(
      tree: snapshot, policy: policy, millimetresPerPoint: snapshot.millimetresPerPoint
    ).explain(p, in: snapshot.root)
    return (why.hit, why.winner?.target)
  }

  /// The names inside their boxes, then the badges, above everything else in the picture.
  private func drawLabels(_ layout: LabelLayout, _ map: TargetMap, into svg: inout SVGDocument) {
    var ids: [Int: String] = [:]
    for t in map.targets { ids[t.index] = t.id }
    svg.beginGroup(["class": "labels"])
    for label in layout.labels {
      svg.text(
        label.text, at: label.baseline,
        [
          "class": "label", "data-target": ids[label.target] ?? "", "font-size": "8",
          "fill": "#1d2433",
        ]
        .merging(Self.halo) { $1 })
    }
    for c in layout.callouts {
      guard let leader = c.leader else { continue }
      svg.line(
        from: leader.from, to: leader.to,
        ["class": "leader", "stroke": "#1d2433", "stroke-width": "0.75"])
      svg.circle(center: leader.from, radius: 1.25, ["class": "leader", "fill": "#1d2433"])
    }
    for c in layout.callouts {
      guard let badge = c.badge else { continue }
      CalloutBadge.draw(
        c.number, in: badge,
        ["class": "callout", "data-number": String(c.number), "data-target": ids[c.target] ?? ""],
        title: "\(c.number): \(c.text)", into: &svg)
    }
    svg.endGroup()
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

  /// A clip path of one rect, in the user space of the group that uses it.
  private static func clipPath(id: String, _ box: Rect) -> String {
    let (x, y) = (SVGDocument.number(box.minX), SVGDocument.number(box.minY))
    let (width, height) = (SVGDocument.number(box.width), SVGDocument.number(box.height))
    return """
      <clipPath id="\(id)"><rect x="\(x)" y="\(y)" width="\(width)" height="\(height)"/></clipPath>
      """
  }

  private func drawTargets(_ map: TargetMap, names: ReportNames, into svg: inout SVGDocument) {
    for t in map.targets {
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
      svg.endGroup()
    }
  }

  private func drawProbe(
    _ p: Point, _ receiver: (hit: Int?, target: Int?), names: ReportNames,
    into svg: inout SVGDocument
  ) {
    let (hit, winner) = receiver
    let name = hit.map { names[$0] } ?? "nothing"
    if let winner {
      let rect = snapshot.frameInRoot(winner)
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
    svg.endGroup()
  }

  /// The colour legend's swatches and what they mean.
  private static func legendItems(hatch: String) -> [(String, [String: String])] {
    [
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
  }

  /// The legend's grid: as many columns as the width holds, each as wide as the widest entry.
  private static func legendLayout(width: Double) -> (columns: Int, column: Double, height: Double)
  {
    let items = legendItems(hatch: "")
    let column = 22 + (items.map { legendFont.width(of: $0.0) }.max() ?? 0).rounded(.up) + 14
    let columns = max(1, min(items.count, Int((width - 2 * margin) / column)))
    let rows = (items.count + columns - 1) / columns
    return (columns, column, Double(rows) * 20 + 10)
  }

  private func drawLegend(
    _ layout: (columns: Int, column: Double, height: Double), into svg: inout SVGDocument,
    top: Double, hatch: String
  ) {
    svg.beginGroup(["class": "legend"])
    for (i, item) in Self.legendItems(hatch: hatch).enumerated() {
      let x = Self.margin + Double(i % layout.columns) * layout.column
      let y = top + Double(i / layout.columns) * 20
      svg.rect(Rect(x: x, y: y, width: 16, height: 12), item.1)
      svg.text(item.0, at: Point(x: x + 22, y: y + 10), ["font-size": "11", "fill": "#1d2433"])
    }
    svg.endGroup()
  }
}

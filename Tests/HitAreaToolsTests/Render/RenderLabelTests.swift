import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// SVG labels name targets as people do, never read the same after cutting, never sit on one
/// another, and the title leaves room for the summary.
@Suite struct RenderLabelTests {
  static func texts(_ svg: String, class name: String) -> [String] {
    svg.components(separatedBy: "<text class=\"\(name)\"").dropFirst().compactMap {
      $0.split(separator: ">", maxSplits: 1).last?.split(separator: "<").first.map(String.init)
    }
  }

  @Test func labelsAreCutApartAndNeverOverlap() {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 300)),
      name: "A screen whose name is far too long to fit beside the summary of its targets")
    for (i, text) in ["Download the first episode", "Download the second episode"].enumerated() {
      s.append(
        LayoutNode(
          id: "0/\(i)", type: "UIButton", label: text,
          frame: Rect(x: 10, y: 10 + Double(i) * 60, width: 90, height: 44), isTarget: true),
        to: 0)
    }
    // A button on top of the first one: its label would land on the first one's.
    s.append(
      LayoutNode(
        id: "0/2", type: "UIButton", label: "Pause",
        frame: Rect(x: 10, y: 10, width: 60, height: 20), isTarget: true),
      to: 0)
    let svg = ScreenRenderer(snapshot: s).render()
    let labels = Self.texts(svg, class: "label")
    #expect(labels.count == 2, "\(labels)")
    #expect(Set(labels).count == labels.count)
    #expect(labels.allSatisfy { $0.count <= 18 }, "\(labels)")
    #expect(svg.contains("data-label=\"UIButton ‘Download the second episode’\""))
    #expect(!svg.contains(">0/1<"))
    // The title is cut so that it ends before the summary starts.
    let title = svg.components(separatedBy: "<g class=\"title\">")[1]
    #expect(title.contains("<title>A screen whose name is far too long"))
    let shown = Self.texts(svg, class: "title-text")
    #expect(shown.count == 1 && (shown.first?.count ?? 0) < 40, "\(shown)")
  }
}

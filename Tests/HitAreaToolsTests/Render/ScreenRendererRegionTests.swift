import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// The picture hatches the part of a hit area no touch reaches, not the box around it.
@Suite struct ScreenRendererRegionTests {
  /// A list whose top and bottom strips lie under bars in front of it: 6.5% of it is
  /// unreachable, while the box around the lost part is the whole list.
  static func listUnderBars() -> LayoutSnapshot {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    _ = s.append(
      LayoutNode(id: "list", frame: Rect(x: 0, y: 100, width: 390, height: 600), isTarget: true),
      to: s.root)
    _ = s.append(
      LayoutNode(id: "navigation", frame: Rect(x: 0, y: 60, width: 390, height: 60)), to: s.root)
    _ = s.append(
      LayoutNode(id: "tabs", frame: Rect(x: 0, y: 681, width: 390, height: 83)), to: s.root)
    return s
  }

  @Test func theUnreachablePartIsDrawnAsItIs() throws {
    let snapshot = Self.listUnderBars()
    let report = TapTargetAudit(rules: [.unreachable]).audit(snapshot)
    let finding = try #require(report.only("list"))
    #expect(abs((finding.measured.share ?? 0) - 39.0 / 600) < 1e-9)
    #expect(finding.region == Rect(x: 0, y: 100, width: 390, height: 600), "the box is all of it")
    var renderer = ScreenRenderer(snapshot: snapshot)
    renderer.mark(report)
    #expect(renderer.unreachable.isEmpty)
    #expect(renderer.unreachableRegions == [finding.regionShape])
    let svg = renderer.render()
    let hatched = svg.split(separator: "\n").filter { $0.contains("class=\"unreachable\"") }
    #expect(hatched.count == 1)
    #expect(hatched.first?.hasPrefix("<path ") == true)
    #expect(
      hatched.first?.contains("d=\"M0 100H390V120H0ZM0 681H390V700H0Z\"") == true, "\(hatched)")
  }

  @Test func aPathHasOneClosedRectanglePerRect() {
    var svg = SVGDocument(width: 100, height: 100)
    svg.path(
      Region(Rect(x: 0, y: 0, width: 44, height: 44)).subtracting(
        Rect(x: 12, y: 12, width: 20, height: 20)),
      ["fill": "red"])
    #expect(
      svg.render().contains(
        "<path d=\"M0 0H44V12H0ZM0 12H12V32H0ZM32 12H44V32H32ZM0 32H44V44H0Z\" fill=\"red\"/>"))
  }
}

extension AuditReport {
  /// The one unreachable finding about a target.
  fileprivate func only(_ target: String) -> AuditFinding? {
    let matches = findings.filter { $0.rule == .unreachable && $0.target == target }
    return matches.count == 1 ? matches.first : nil
  }
}

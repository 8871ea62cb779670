import HitAreaKit
import HitAreaSnapshot
import HitAreaTools
import Testing

/// The picture shows a screen and what lies near it, in a canvas a viewer can open: a hit area
/// 10¹² wide made an SVG 10¹² wide.
@Suite struct ScreenRendererExtentTests {
  /// The SVG's width and height.
  static func size(_ svg: String) throws -> (width: Double, height: Double) {
    let header = try #require(svg.split(separator: "\n").first { $0.hasPrefix("<svg ") })
    func value(_ name: String) throws -> Double {
      let start = try #require(header.range(of: " \(name)=\""))
      let rest = header[start.upperBound...]
      return try #require(Double(rest.prefix { $0 != "\"" }))
    }
    return (try value("width"), try value("height"))
  }

  @Test func aHugeHitAreaIsDrawnNearTheScreen() throws {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    s.append(
      LayoutNode(
        id: "huge", frame: Rect(x: 0, y: 0, width: 1e12, height: 1e12), isTarget: true),
      to: s.root)
    s.append(
      LayoutNode(id: "small", frame: Rect(x: 10, y: 10, width: 20, height: 20), isTarget: true),
      to: s.root)
    let size = try Self.size(ScreenRenderer(snapshot: s).render())
    // The screen and one screen's size beyond each edge, with margins, the key and the legend.
    #expect(size.width < 3 * 390 + 1_000 && size.height < 3 * 844 + 1_000, "\(size)")
  }

  @Test func aHugeScreenIsDrawnInABoundedCanvas() throws {
    let s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 1e12, height: 1e12)))
    let size = try Self.size(ScreenRenderer(snapshot: s).render())
    #expect(size.width < 20_000 && size.height < 20_000, "\(size)")
  }

  @Test func whatLiesNearTheScreenIsDrawnWhole() throws {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    s.append(
      LayoutNode(id: "off", frame: Rect(x: 400, y: 0, width: 200, height: 44), isTarget: true),
      to: s.root)
    let size = try Self.size(ScreenRenderer(snapshot: s).render())
    #expect(size.width >= 600, "\(size)")
  }
}

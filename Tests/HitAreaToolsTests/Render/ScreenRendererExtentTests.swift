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

  /// What lies past the picture's extent is cut at its edge: a carousel's far pages ran over the
  /// key beside the picture and off the canvas.
  @Test func whatLiesPastTheExtentIsCutAtThePicturesEdge() throws {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    for page in 1...3 {
      s.append(
        LayoutNode(
          id: "page \(page)", frame: Rect(x: 390 * Double(page), y: 100, width: 390, height: 300),
          isTarget: true),
        to: s.root)
    }
    let svg = ScreenRenderer(snapshot: s).render()
    // The group of the screen's picture: moved into the canvas and cut by the clip path.
    let number = "([-0-9.]+)"
    let group = try #require(
      try svg.firstMatch(
        of: Regex(#"<g clip-path="url\(#picture\)" transform="translate\("# + "\(number) \(number)")
      ))
    let clip = try #require(
      try svg.firstMatch(
        of: Regex(
          #"<clipPath id="picture"><rect x=""# + number + #"" y=""# + number + #"" width=""#
            + number + #"" height=""# + number)))
    func value(_ match: Regex<AnyRegexOutput>.Match, _ k: Int) throws -> Double {
      try #require(match.output[k].substring.flatMap { Double($0) })
    }
    let (dx, dy) = (try value(group, 1), try value(group, 2))
    let (x, y) = (try value(clip, 1), try value(clip, 2))
    let (width, height) = (try value(clip, 3), try value(clip, 4))
    let canvas = try Self.size(svg)
    // In the canvas, below the title, above the legend.
    #expect(dx + x >= 0 && dx + x + width <= canvas.width, "\(dx + x + width)")
    #expect(dy + y > 0 && dy + y + height < canvas.height)
    // The extent reaches one screen past the right edge: page 1 is drawn whole, the others
    // are not (page 3, 1,170 pt to 1,560 pt, lies wholly past it).
    #expect(x + width >= 780 && x + width < 1_170)
    #expect(svg.contains(#"points="1170,100 1560,100"#))
  }

  /// The key gives a target's size on screen, as the audit measures it: a 20-pt button in a
  /// container scaled twice is 40×40 pt (it said 20×20).
  @Test func theKeyGivesTheSizeOnScreen() throws {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    let zoom = s.append(
      LayoutNode(
        id: "zoom", frame: Rect(x: 100, y: 100, width: 100, height: 100),
        transform: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)),
      to: s.root)
    s.append(
      LayoutNode(
        id: "a button whose name does not fit in its box",
        frame: Rect(x: 0, y: 0, width: 20, height: 20), isTarget: true),
      to: zoom)
    let svg = ScreenRenderer(snapshot: s).render()
    #expect(svg.contains(">40×40 pt<"), "\(svg)")
    #expect(!svg.contains("20×20 pt"))
  }

  /// The clip keeps what is drawn above the screen whole: the badges of targets at its top edge
  /// sit above it (the review found them cut in half, and the probe's label with them).
  @Test func badgesAboveTheScreenAreInsideTheClip() throws {
    var s = LayoutSnapshot(
      root: LayoutNode(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    for k in 0..<3 {
      s.append(
        LayoutNode(
          id: "a target at the very top with a long name \(k)",
          frame: Rect(x: Double(k) * 2, y: 0, width: 0.5, height: 0.5), isTarget: true),
        to: s.root)
    }
    let svg = ScreenRenderer(snapshot: s).render()
    let clip = try #require(
      try svg.firstMatch(of: Regex(#"<clipPath id="picture"><rect x="[-0-9.]+" y="([-0-9.]+)""#)))
    let top = try #require(clip.output[1].substring.flatMap { Double($0) })
    let badges = try svg.matches(
      of: Regex(##"<rect fill="#1d2433" height="12" rx="6"[^>]* y="([-0-9.]+)""##))
    #expect(!badges.isEmpty)
    for badge in badges {
      let y = try #require(badge.output[1].substring.flatMap { Double($0) })
      #expect(y >= top, "a badge at \(y), the clip from \(top)")
    }
  }
}

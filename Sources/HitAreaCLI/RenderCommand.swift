import HitAreaKit
import HitAreaTools

/// `hitarea render FILE`: an SVG of the screen's targets, hit areas and problems.
enum RenderCommand {
  static let command = Command(
    name: "render", summary: "draw a screen's targets, hit areas and problems as SVG",
    arguments: [.file],
    options: [
      .value(.output, "OUT.svg", help: "where to write the SVG (default: standard output)"),
      .value(.probe, "X,Y", help: "also draw a touch at X,Y and the view that receives it"),
      .policy, .standard, .from, .pxPerDp, .containers,
    ],
    details: """
      Draws visible frames, hit areas, overlaps, unreachable parts, undersized targets and the
      probe's winner as SVG.
      """,
    run: run)

  static func run(_ arguments: ParsedArguments, _ output: (String) -> Void) throws -> Int32 {
    let policy = try arguments.choice(.policy, as: ResolutionPolicy.self)
    var probePoint: Point?
    if let probe = arguments.value(.probe) {
      let parts = probe.split(separator: ",").map { Double($0.trimmingCharacters(in: " ")) }
      guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
        throw CLIError.usage("--probe takes X,Y (two numbers); got '\(probe)'")
      }
      probePoint = Point(x: x, y: y)
    }
    let screen = try ScreenInput.load(arguments)
    var renderer = ScreenRenderer(snapshot: screen, policy: policy)
    renderer.probe = probePoint
    var audited = screen
    if let policy { audited.resolution = policy }
    let standard = try ScreenInput.standard(arguments, for: screen)
    renderer.mark(TapTargetAudit(standard: standard).audit(audited))
    let svg = renderer.render()
    if let path = arguments.value(.output) {
      try Platform.write(svg, to: path)
      output("wrote \(path)")
    } else {
      output(svg)
    }
    return 0
  }
}

extension Substring {
  /// The text without leading and trailing characters in `set`.
  fileprivate func trimmingCharacters(in set: Character) -> Substring {
    var s = self
    while s.first == set { s = s.dropFirst() }
    while s.last == set { s = s.dropLast() }
    return s
  }
}
